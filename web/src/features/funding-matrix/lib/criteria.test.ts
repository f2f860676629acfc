import { describe, expect, it } from 'vitest';
import {
  amountRangeText,
  criteriaChanges,
  excludedEntityTypesText,
  ficoText,
  industriesText,
  positionsText,
  pricingText,
  statesText,
  termText,
  type Criteria,
} from './criteria';

const base: Criteria = { schema: 1, product: 'revenue-based-financing', amount: { minCents: 1_000_000, maxCents: 25_000_000 } };

describe('R2 column texts', () => {
  it('writes the rules as R2 shows them', () => {
    expect(amountRangeText(base)).toBe('$10,000–$250,000');
    expect(statesText(base)).toBe('All states');
    expect(statesText({ ...base, states: { mode: 'except', codes: ['CA', 'NY'] } })).toBe('All except CA, NY');
    expect(statesText({ ...base, states: { mode: 'only', codes: ['TX', 'OK'] } })).toBe('Only TX, OK');
    expect(industriesText({ ...base, industries: { mode: 'only', naics: ['722'] } })).toBe('Only NAICS 722');
    expect(ficoText({ ...base, minFico: 650, ficoException: { minFico: 600, minOnTimeTradeMonths: 6 } })).toBe('650 (600 with 6 on-time months)');
    expect(positionsText({ ...base, maxExistingPositions: 0 })).toBe('First position only');
    expect(excludedEntityTypesText({ ...base, excludedEntityTypes: ['sole_proprietorship'] })).toBe('Sole proprietorship');
    expect(termText({ ...base, termMonths: { min: 3, max: 18 } })).toBe('3–18 mo');
    expect(pricingText({ ...base, typicalPricing: { factorE4: { min: 11_500, max: 14_000 } } })).toBe('Factor 1.15–1.40 typical');
    expect(pricingText({ ...base, typicalPricing: { aprBps: { min: 1_850, max: 4_500 } } })).toBe('APR 18.5–45 % typical');
  });
});

describe('R4 version diff', () => {
  it('lists each changed, added and removed field with before and after', () => {
    const after = { ...base, amount: { minCents: 1_000_000, maxCents: 30_000_000 }, minFico: 640 };
    expect(criteriaChanges({ ...base, states: { mode: 'except', codes: ['CA'] } }, after)).toEqual([
      { path: 'amount.maxCents', before: '25000000', after: '30000000' },
      { path: 'minFico', before: '—', after: '640' },
      { path: 'states.codes', before: 'CA', after: '—' },
      { path: 'states.mode', before: 'except', after: '—' },
    ]);
  });
});

describe('R3 form ⇄ criteria', () => {
  it('round-trips a full document and leaves empty fields out', async () => {
    const { emptyProgramForm, fromCriteria, toCriteria, fieldForPath } = await import('./program-form');
    const full: Criteria = {
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
      industries: { mode: 'only', naics: ['722'] },
      excludedEntityTypes: ['nonprofit'],
      termMonths: { min: 3, max: 18 },
      frequencies: ['daily'],
      typicalPricing: { factorE4: { min: 11_500, max: 14_000 } },
      requiredDocs: [{ type: 'bank_statements', months: 4 }, { type: 'photo_id' }],
      tolerance: { ficoPoints: 30, months: 3, revenuePct: 15 },
    };
    expect(toCriteria(fromCriteria(full, { lenderId: '1', name: 'RBF' }))).toEqual(full);
    expect(toCriteria({ ...emptyProgramForm('1'), amountMin: '1000', amountMax: '5000' })).toEqual({
      schema: 1,
      product: 'revenue-based-financing',
      amount: { minCents: 100_000, maxCents: 500_000 },
      tolerance: { ficoPoints: 30, months: 3, revenuePct: 15 },
    });
    expect(fieldForPath('amount.minCents')).toBe('amountMin');
    expect(fieldForPath('states.codes')).toBe('stateCodes');
    expect(fieldForPath('typicalPricing.factorE4.max')).toBe('pricingMax');
  });

  it('checks R3’s simple rules with R3’s messages', async () => {
    const { emptyProgramForm, programFormSchema } = await import('./program-form');
    const result = programFormSchema.safeParse({
      ...emptyProgramForm('1'),
      name: 'RBF',
      amountMin: '50000',
      amountMax: '10000',
      minFico: '640',
      exceptionFico: '650',
      statesMode: 'only',
      industriesMode: 'only',
      naics: '7',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      amountMin: 'Minimum amount must be less than or equal to maximum amount',
      stateCodes: 'Choose at least one state or switch to All states',
      naics: 'Industry code must be 2 to 6 digits',
      exceptionFico: 'FICO exception must be lower than the minimum FICO',
    });
  });
});
