import { describe, expect, it } from 'vitest';
import { describeCriteria } from './criteria-description.js';
import { parseProgramCriteria } from './program-criteria.js';
import { WORKED_EXAMPLE_PROGRAMS } from './worked-example.js';

describe('describeCriteria (BACKOFFICE R3 plain-English preview)', () => {
  it('reads the R3 example and every criterion of a full box', () => {
    const criteria = parseProgramCriteria({
      schema: 1,
      product: 'revenue-based-financing',
      amount: { minCents: 1_000_000, maxCents: 25_000_000, maxPctOfMonthlyRevenue: 150 },
      minFico: 650,
      ficoException: { minFico: 600, minOnTimeTradeMonths: 6 },
      minMonthsInBusiness: 12,
      minMonthlyRevenueCents: 2_500_000,
      requireVerified: { revenue: true, fico: false },
      maxExistingPositions: 1,
      states: { mode: 'except', codes: ['CA', 'NY'] },
      industries: { mode: 'only', naics: ['722', '7132'] },
      excludedEntityTypes: ['sole_proprietorship', 'nonprofit'],
      termMonths: { min: 3, max: 18 },
      frequencies: ['daily', 'weekly'],
      typicalPricing: { factorE4: { min: 11_500, max: 14_000 } },
      requiredDocs: [{ type: 'bank_statements', months: 4 }, { type: 'tax_return', years: 2 }, { type: 'photo_id' }],
    });

    expect(describeCriteria(criteria)).toBe(
      'Funds $10,000–$250,000 revenue-based financing (up to 150 % of monthly revenue) to businesses with FICO ≥ 650 ' +
        '(≥ 600 with 6 on-time trade months), ≥ 12 months in business, average monthly revenue ≥ $25,000 (verified), ' +
        'at most 1 existing position, in all states except California, New York, ' +
        'only in Restaurants (NAICS 722), NAICS 7132; not sole proprietorships or nonprofits. ' +
        'Terms 3–18 months, paid daily or weekly. Typical factor 1.15–1.40. ' +
        'Needs bank statements (last 4 months), tax returns (last 2 years), photo ID.',
    );
  });

  it('says so when a box has no constraint beyond product and amount', () => {
    const criteria = parseProgramCriteria({ schema: 1, product: 'business-term-loan', amount: { minCents: 500_000, maxCents: 500_000 } });
    expect(describeCriteria(criteria)).toBe('Funds $5,000 business term loan to any business.');
  });

  it('names first-position-only, verified FICO, only-states, excluded industries and an APR range', () => {
    const criteria = parseProgramCriteria({
      schema: 1,
      product: 'line-of-credit',
      amount: { minCents: 100_000, maxCents: 10_000_000 },
      minFico: 700,
      requireVerified: { fico: true },
      maxExistingPositions: 0,
      states: { mode: 'only', codes: ['TX', 'OK'] },
      industries: { mode: 'except', naics: ['23'] },
      typicalPricing: { aprBps: { min: 1_850, max: 4_500 } },
    });
    expect(describeCriteria(criteria)).toBe(
      'Funds $1,000–$100,000 business line of credit to businesses with FICO ≥ 700 (verified), first position only, ' +
        'only in Texas, Oklahoma, in all industries except Construction (NAICS 23). Typical APR 18.5–45 %.',
    );
  });

  it('describes every worked-example program without throwing and starts with "Funds"', () => {
    for (const program of WORKED_EXAMPLE_PROGRAMS) expect(describeCriteria(program.criteria)).toMatch(/^Funds \$/);
  });
});
