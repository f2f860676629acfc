import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/errors.js';
import { DEFAULT_TOLERANCE, parseProgramCriteria, type ProgramCriteriaInput } from './program-criteria.js';

/** BACKOFFICE §4.1's example document, with the platform's product code. */
const example: ProgramCriteriaInput = {
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
  industries: { mode: 'except', naics: ['7132'] },
  excludedEntityTypes: ['nonprofit'],
  termMonths: { min: 3, max: 18 },
  frequencies: ['daily', 'weekly'],
  typicalPricing: { factorE4: { min: 11_500, max: 14_000 } },
  requiredDocs: [{ type: 'bank_statements', months: 4 }, { type: 'photo_id' }],
  tolerance: { ficoPoints: 30, months: 3, revenuePct: 15 },
};

const minimal: ProgramCriteriaInput = { schema: 1, product: 'line-of-credit', amount: { minCents: 100_000, maxCents: 1_000_000_000 } };

/** The field messages of a refused document. */
function fieldErrors(input: unknown): Record<string, string> {
  try {
    parseProgramCriteria(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).fieldErrors;
  }
  throw new Error('the criteria were accepted');
}

describe('program criteria (BACKOFFICE §4.1, R3)', () => {
  it('accepts the §4.1 document as it is', () => {
    expect(parseProgramCriteria(example)).toEqual(example);
  });

  it('needs only schema, product and the amount range; the tolerances default to FICO 30, months 3, revenue 15 %', () => {
    expect(parseProgramCriteria(minimal)).toEqual({ ...minimal, tolerance: DEFAULT_TOLERANCE });
    expect(parseProgramCriteria({ ...minimal, tolerance: { ficoPoints: 10 } }).tolerance).toEqual({ ficoPoints: 10, months: 3, revenuePct: 15 });
  });

  it.each([
    ['amount.minCents', { amount: { minCents: 5_000_000, maxCents: 4_999_999 } }, 'Minimum amount must be less than or equal to maximum amount'],
    ['amount.minCents', { amount: { minCents: 99_999, maxCents: 5_000_000 } }, 'Minimum amount must be from $1,000 to $10,000,000'],
    ['amount.maxCents', { amount: { minCents: 100_000, maxCents: 1_000_000_001 } }, 'Maximum amount must be from $1,000 to $10,000,000'],
    ['amount.maxPctOfMonthlyRevenue', { amount: { minCents: 100_000, maxCents: 200_000, maxPctOfMonthlyRevenue: 9 } }, 'Maximum % of monthly revenue must be from 10 to 300'],
    ['amount.maxPctOfMonthlyRevenue', { amount: { minCents: 100_000, maxCents: 200_000, maxPctOfMonthlyRevenue: 301 } }, 'Maximum % of monthly revenue must be from 10 to 300'],
    ['states.codes', { states: { mode: 'only', codes: [] } }, 'Choose at least one state or switch to All states'],
    ['states.codes', { states: { mode: 'except' } }, 'Choose at least one state or switch to All states'],
    ['states.codes.0', { states: { mode: 'only', codes: ['ZZ'] } }, 'State must be a two-letter US state code'],
    ['minFico', { minFico: 299 }, 'Minimum FICO must be between 300 and 850'],
    ['minFico', { minFico: 851 }, 'Minimum FICO must be between 300 and 850'],
    ['minFico', { minFico: 650.5 }, 'Minimum FICO must be between 300 and 850'],
    ['ficoException.minFico', { minFico: 650, ficoException: { minFico: 650, minOnTimeTradeMonths: 6 } }, 'FICO exception must be lower than the minimum FICO'],
    ['ficoException.minFico', { ficoException: { minFico: 600, minOnTimeTradeMonths: 6 } }, 'FICO exception must be lower than the minimum FICO'],
    ['ficoException.minOnTimeTradeMonths', { minFico: 650, ficoException: { minFico: 600, minOnTimeTradeMonths: 25 } }, 'On-time trade months must be from 1 to 24'],
    ['ficoException.minOnTimeTradeMonths', { minFico: 650, ficoException: { minFico: 600, minOnTimeTradeMonths: 0 } }, 'On-time trade months must be from 1 to 24'],
    ['industries.naics.0', { industries: { mode: 'except', naics: ['7'] } }, 'Industry code must be 2 to 6 digits'],
    ['industries.naics.1', { industries: { mode: 'only', naics: ['72', '7225110'] } }, 'Industry code must be 2 to 6 digits'],
    ['industries.naics.0', { industries: { mode: 'only', naics: ['72a'] } }, 'Industry code must be 2 to 6 digits'],
    ['minMonthsInBusiness', { minMonthsInBusiness: 601 }, 'Minimum months in business must be from 0 to 600'],
    ['minMonthlyRevenueCents', { minMonthlyRevenueCents: 1_000_000_001 }, 'Minimum monthly revenue must be from $0 to $10,000,000'],
    ['maxExistingPositions', { maxExistingPositions: 11 }, 'Maximum existing positions must be from 0 to 10'],
    ['excludedEntityTypes.0', { excludedEntityTypes: ['sole_prop'] }, 'Entity type must be one of: sole_proprietorship, partnership, llc, corporation, s_corporation, nonprofit'],
    ['termMonths.min', { termMonths: { min: 0, max: 12 } }, 'Term months must be from 1 to 360'],
    ['termMonths.min', { termMonths: { min: 13, max: 12 } }, 'Minimum term months must be less than or equal to maximum term months'],
    ['frequencies.0', { frequencies: ['hourly'] }, 'Payment frequency must be one of: daily, weekly, biweekly, monthly'],
    ['typicalPricing.factorE4.max', { typicalPricing: { factorE4: { min: 11_000, max: 20_001 } } }, 'Factor must be from 1.05 to 2.00'],
    ['typicalPricing.aprBps.min', { typicalPricing: { aprBps: { min: 99, max: 5_000 } } }, 'APR must be from 1 % to 200 %'],
    ['typicalPricing', { typicalPricing: { factorE4: { min: 11_000, max: 12_000 }, aprBps: { min: 1_000, max: 5_000 } } }, 'Typical pricing is a factor range or an APR range, not both'],
    ['requiredDocs.0.months', { requiredDocs: [{ type: 'bank_statements', months: 13 }] }, 'Bank statement months must be from 1 to 12'],
    ['requiredDocs.0.type', { requiredDocs: [{ type: 'ar_aging' }] }, 'Document type must be one of: bank_statements, tax_return, photo_id, voided_check, business_license, other'],
    ['tolerance.revenuePct', { tolerance: { revenuePct: 101 } }, 'Revenue tolerance must be from 0 to 100 %'],
    ['product', { product: 'mca' }, 'Product must be one of: investment-property-loan, revenue-based-financing, business-term-loan, line-of-credit, commercial-real-estate'],
    ['schema', { schema: 2 }, 'Criteria schema must be 1'],
  ])('refuses %s: %j', (field, change, message) => {
    expect(fieldErrors({ ...minimal, ...change })).toMatchObject({ [field]: message });
  });

  it('refuses unknown keys at every level, so a typo never drops a constraint', () => {
    expect(fieldErrors({ ...minimal, minFICO: 650 })).toEqual({ _: 'Unknown field: minFICO' });
    expect(fieldErrors({ ...minimal, amount: { minCents: 100_000, maxCents: 200_000, maxPct: 150 } })).toEqual({ amount: 'Unknown field: maxPct' });
    expect(fieldErrors({ ...minimal, requiredDocs: [{ type: 'photo_id', months: 3 }] })).toEqual({ 'requiredDocs.0': 'Unknown field: months' });
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(fieldErrors({ ...minimal, minFico: 200, minMonthsInBusiness: -1, states: { mode: 'only', codes: [] } }))).toEqual(
      expect.arrayContaining(['minFico', 'minMonthsInBusiness', 'states.codes']),
    );
  });

  it('drops the codes of an "all" rule and lists each code once', () => {
    const parsed = parseProgramCriteria({
      ...minimal,
      states: { mode: 'all', codes: ['CA'] },
      industries: { mode: 'except', naics: ['722', '722'] },
      excludedEntityTypes: ['llc', 'llc'],
    });
    expect(parsed.states).toEqual({ mode: 'all', codes: [] });
    expect(parsed.industries).toEqual({ mode: 'except', naics: ['722'] });
    expect(parsed.excludedEntityTypes).toEqual(['llc']);
  });
});
