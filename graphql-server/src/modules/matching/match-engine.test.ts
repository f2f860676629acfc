import { describe, expect, expectTypeOf, it } from 'vitest';
import { evaluateProgram, matchApplicant, offerRate, rankMatches } from './match-engine.js';
import type { ApplicantFacts, LenderTrackRecord, MatchProgram, MatchResult } from './match-types.js';
import { parseProgramCriteria, type ProgramCriteriaInput } from './program-criteria.js';

/** An applicant who passes every criterion the tests below set, unless a test changes a fact. */
const facts: ApplicantFacts = {
  requestedCents: 6_000_000,
  product: 'revenue-based-financing',
  productFlexible: false,
  fico: { value: 680, source: 'soft_pull' },
  monthsInBusiness: 24,
  monthlyRevenue: { cents: 5_000_000, source: 'bank_statements' },
  openPositions: 0,
  state: 'TX',
  naicsCode: '722511',
  entityType: 'llc',
  onTimeTradeMonths: 0,
};

function program(criteria: Partial<ProgramCriteriaInput> = {}, ids = { programId: 1, lenderId: 1 }): MatchProgram {
  return {
    ...ids,
    name: 'Test program',
    version: 3,
    criteria: parseProgramCriteria({ schema: 1, product: 'revenue-based-financing', amount: { minCents: 100_000, maxCents: 50_000_000 }, ...criteria }),
  };
}

function evaluate(criteria: Partial<ProgramCriteriaInput>, change: Partial<ApplicantFacts> = {}): MatchResult {
  return evaluateProgram({ ...facts, ...change }, program(criteria))!;
}

/** The one criterion a test is about (the amount range is always present). */
function criterion(result: MatchResult, code: string) {
  return result.criteria.find((entry) => entry.code === code);
}

describe('matching engine: reason texts (BACKOFFICE §4.3)', () => {
  // [criterion, program criteria, facts that fail it, failing text, facts that pass it, passing text]
  it.each<[string, Partial<ProgramCriteriaInput>, Partial<ApplicantFacts>, string, Partial<ApplicantFacts>, string]>([
    ['MIN_FICO', { minFico: 650 }, { fico: { value: 620, source: 'self' } }, 'Needs FICO 650, applicant has 620 (30 short)', {}, 'FICO 680 ≥ 650 ✓'],
    [
      'MIN_FICO',
      { minFico: 650, ficoException: { minFico: 600, minOnTimeTradeMonths: 6 } },
      { fico: { value: 620, source: 'self' }, onTimeTradeMonths: 4 },
      'Needs FICO 650, applicant has 620 (30 short) or 600 with 6 on-time reported months — applicant has 4',
      { fico: { value: 620, source: 'self' }, onTimeTradeMonths: 7 },
      'FICO 620 ≥ 600 with 7 on-time reported months ✓',
    ],
    ['MIN_MONTHS', { minMonthsInBusiness: 12 }, { monthsInBusiness: 8 }, 'Needs 12 months in business, applicant has 8 (4 short)', {}, '24 months in business ≥ 12 ✓'],
    ['MIN_MONTHS', { minMonthsInBusiness: 1 }, { monthsInBusiness: 0 }, 'Needs 1 month in business, applicant has 0 (1 short)', { monthsInBusiness: 1 }, '1 month in business ≥ 1 ✓'],
    [
      'MIN_REVENUE',
      { minMonthlyRevenueCents: 2_500_000 },
      { monthlyRevenue: { cents: 1_800_000, source: 'self' } },
      'Needs $25,000 a month, applicant has $18,000 ($7,000 short)',
      {},
      '$50,000 a month ≥ $25,000 ✓',
    ],
    [
      'MIN_REVENUE',
      { minMonthlyRevenueCents: 2_500_050 },
      { monthlyRevenue: { cents: 1_800_000, source: 'self' } },
      'Needs $25,000.50 a month, applicant has $18,000 ($7,000.50 short)',
      {},
      '$50,000 a month ≥ $25,000.50 ✓',
    ],
    [
      'AMOUNT_MAX',
      { amount: { minCents: 500_000, maxCents: 5_000_000 } },
      {},
      'Funds up to $50,000; requested $60,000 — an offer up to $50,000 is possible',
      { requestedCents: 5_000_000 },
      'Requested $50,000 ≤ $50,000 ✓',
    ],
    [
      'AMOUNT_MIN',
      { amount: { minCents: 10_000_000, maxCents: 20_000_000 } },
      {},
      'Funds from $100,000; requested $60,000',
      { requestedCents: 10_000_000 },
      'Requested $100,000 ≥ $100,000 ✓',
    ],
    [
      'AMOUNT_REVENUE_PCT',
      { amount: { minCents: 100_000, maxCents: 50_000_000, maxPctOfMonthlyRevenue: 100 } },
      { monthlyRevenue: { cents: 3_800_000, source: 'bank_statements' } },
      'Up to 100 % of monthly revenue ($38,000); requested $60,000',
      { requestedCents: 5_000_000 },
      'Requested $50,000 ≤ 100 % of monthly revenue ($50,000) ✓',
    ],
    [
      'VERIFIED',
      { requireVerified: { revenue: true, fico: false } },
      { monthlyRevenue: { cents: 5_000_000, source: 'self' } },
      "Requires verified revenue; applicant's is self-reported — request bank statements",
      { monthlyRevenue: { cents: 5_000_000, source: 'tax_return' } },
      'Verified revenue ✓',
    ],
    [
      'VERIFIED',
      { requireVerified: { revenue: false, fico: true } },
      { fico: { value: 680, source: 'self' } },
      "Requires verified FICO; applicant's is self-reported — request a credit pull",
      { fico: { value: 680, source: 'hard_pull' } },
      'Verified FICO ✓',
    ],
    [
      'VERIFIED',
      { requireVerified: { revenue: true, fico: true } },
      { fico: { value: 680, source: 'self' }, monthlyRevenue: { cents: 5_000_000, source: 'self' } },
      "Requires verified revenue and FICO; applicant's are self-reported — request bank statements and a credit pull",
      {},
      'Verified revenue and FICO ✓',
    ],
    ['MAX_POSITIONS', { maxExistingPositions: 0 }, { openPositions: 1 }, 'First position only; applicant has 1 open advance', {}, 'No open advances ✓'],
    ['MAX_POSITIONS', { maxExistingPositions: 1 }, { openPositions: 3 }, 'Up to 1 open position; applicant has 3 open advances', { openPositions: 1 }, '1 open advance ≤ 1 ✓'],
    ['MAX_POSITIONS', { maxExistingPositions: 2 }, { openPositions: 3 }, 'Up to 2 open positions; applicant has 3 open advances', {}, '0 open advances ≤ 2 ✓'],
    ['STATE', { states: { mode: 'except', codes: ['CA', 'NY'] } }, { state: 'CA' }, 'Does not fund businesses in CA', {}, 'Funds businesses in TX ✓'],
    ['STATE', { states: { mode: 'only', codes: ['TX', 'OK'] } }, { state: 'CA' }, 'Does not fund businesses in CA', { state: 'OK' }, 'Funds businesses in OK ✓'],
    ['INDUSTRY', { industries: { mode: 'except', naics: ['722'] } }, {}, 'Does not fund Restaurants (NAICS 722)', { naicsCode: '236220' }, 'Funds Construction (NAICS 236220) ✓'],
    ['INDUSTRY', { industries: { mode: 'except', naics: ['7225'] } }, {}, 'Does not fund Restaurants (NAICS 7225)', { naicsCode: '722410' }, 'Funds Restaurants (NAICS 722410) ✓'],
    ['INDUSTRY', { industries: { mode: 'except', naics: ['7132'] } }, { naicsCode: '713210' }, 'Does not fund NAICS 7132', {}, 'Funds Restaurants (NAICS 722511) ✓'],
    [
      'INDUSTRY',
      { industries: { mode: 'only', naics: ['23', '62'] } },
      {},
      'Funds only Construction (NAICS 23), Healthcare (NAICS 62); applicant is Restaurants (NAICS 722511)',
      { naicsCode: '621111' },
      'Funds Healthcare (NAICS 621111) ✓',
    ],
    [
      'ENTITY_TYPE',
      { excludedEntityTypes: ['sole_proprietorship', 'nonprofit'] },
      { entityType: 'sole_proprietorship' },
      'Does not fund sole proprietorships',
      {},
      'Funds LLCs ✓',
    ],
  ])('%s: %j', (code, criteria, failing, failText, passing, passText) => {
    expect(criterion(evaluate(criteria, failing), code)).toMatchObject({ pass: false, missing: false, text: failText });
    expect(criterion(evaluate(criteria, passing), code)).toMatchObject({ pass: true, missing: false, gap: 0, text: passText });
  });

  it('names required, actual and gap in the criterion’s unit', () => {
    expect(criterion(evaluate({ minMonthlyRevenueCents: 2_500_000 }, { monthlyRevenue: { cents: 1_800_000, source: 'self' } }), 'MIN_REVENUE')).toEqual({
      code: 'MIN_REVENUE',
      pass: false,
      required: 2_500_000,
      actual: 1_800_000,
      gap: 700_000,
      withinTolerance: false,
      missing: false,
      text: 'Needs $25,000 a month, applicant has $18,000 ($7,000 short)',
    });
    expect(criterion(evaluate({ minFico: 650 }), 'MIN_FICO')).toMatchObject({ required: 650, actual: 680, gap: 0 });
  });

  it('lists only the criteria a program has, in the fixed order, and an "all" rule is no criterion', () => {
    const result = evaluate({
      excludedEntityTypes: ['nonprofit'],
      industries: { mode: 'all' },
      states: { mode: 'except', codes: ['NY'] },
      maxExistingPositions: 2,
      requireVerified: { revenue: true, fico: false },
      minMonthlyRevenueCents: 100_000,
      minMonthsInBusiness: 6,
      minFico: 550,
    });
    expect(result.criteria.map((entry) => entry.code)).toEqual([
      'AMOUNT_MIN',
      'AMOUNT_MAX',
      'MIN_FICO',
      'MIN_MONTHS',
      'MIN_REVENUE',
      'VERIFIED',
      'MAX_POSITIONS',
      'STATE',
      'ENTITY_TYPE',
    ]);
    expect(evaluate({ requireVerified: { revenue: false, fico: false } }).criteria.map((entry) => entry.code)).toEqual(['AMOUNT_MIN', 'AMOUNT_MAX']);
  });
});

describe('matching engine: outcomes (BACKOFFICE §4.2 item 2)', () => {
  it('is eligible when every criterion passes', () => {
    expect(evaluate({ minFico: 650, minMonthsInBusiness: 12, states: { mode: 'only', codes: ['TX'] } })).toMatchObject({
      outcome: 'eligible',
      reasons: [],
      missingFacts: [],
    });
  });

  it.each([
    ['FICO', { minFico: 710 }, { minFico: 711 }],
    ['months', { minMonthsInBusiness: 27 }, { minMonthsInBusiness: 28 }],
    // 15 % of $58,800 is $8,820: $50,000 is $8,800 short (within), of $58,900 $8,900 short (beyond $8,835).
    ['revenue', { minMonthlyRevenueCents: 5_880_000 }, { minMonthlyRevenueCents: 5_890_000 }],
  ])('%s: a near miss up to the tolerance (default FICO 30, months 3, revenue 15 %), ineligible one step beyond', (_name, atEdge, beyond) => {
    expect(evaluate(atEdge).outcome).toBe('near_miss');
    expect(evaluate(beyond).outcome).toBe('ineligible');
  });

  it('uses the program’s own tolerances, and a zero tolerance allows no near miss', () => {
    expect(evaluate({ minFico: 690, tolerance: { ficoPoints: 10 } }).outcome).toBe('near_miss');
    expect(evaluate({ minFico: 691, tolerance: { ficoPoints: 10 } }).outcome).toBe('ineligible');
    expect(evaluate({ minMonthsInBusiness: 25, tolerance: { months: 0 } }).outcome).toBe('ineligible');
  });

  it('is ineligible with two failures each within tolerance, listing both', () => {
    const result = evaluate({ minFico: 700, minMonthsInBusiness: 26 });
    expect(result.outcome).toBe('ineligible');
    expect(result.reasons).toEqual(['Needs FICO 700, applicant has 680 (20 short)', 'Needs 26 months in business, applicant has 24 (2 short)']);
  });

  it('has no tolerance on anything but FICO, months and revenue', () => {
    expect(evaluate({ maxExistingPositions: 0 }, { openPositions: 1 }).outcome).toBe('ineligible');
    expect(evaluate({ requireVerified: { revenue: true, fico: false } }, { monthlyRevenue: { cents: 5_000_000, source: 'self' } }).outcome).toBe('ineligible');
    expect(evaluate({ amount: { minCents: 6_000_100, maxCents: 10_000_000 } }).outcome).toBe('ineligible');
  });

  it('offers up to the lower cap when only the amount caps fail and that cap reaches the program minimum', () => {
    const bothCaps = evaluate({ amount: { minCents: 500_000, maxCents: 5_000_000, maxPctOfMonthlyRevenue: 90 } });
    expect(bothCaps).toMatchObject({ outcome: 'near_miss', nearMiss: { kind: 'amount', offerUpToCents: 4_500_000 } });
    expect(bothCaps.reasons[0]).toBe('Funds up to $50,000; requested $60,000 — an offer up to $45,000 is possible');
    const revenueCapOnly = evaluate({ amount: { minCents: 500_000, maxCents: 10_000_000, maxPctOfMonthlyRevenue: 100 } });
    expect(revenueCapOnly).toMatchObject({ outcome: 'near_miss', nearMiss: { kind: 'amount', offerUpToCents: 5_000_000 } });
  });

  it('is ineligible when the lower cap is below the program minimum, and says no offer is possible', () => {
    const result = evaluate({ amount: { minCents: 4_000_000, maxCents: 5_000_000, maxPctOfMonthlyRevenue: 70 } });
    expect(result.outcome).toBe('ineligible');
    expect(result.reasons).toEqual(['Funds up to $50,000; requested $60,000', 'Up to 70 % of monthly revenue ($35,000); requested $60,000']);
  });

  it('is ineligible when an amount cap fails together with a criterion within tolerance', () => {
    expect(evaluate({ amount: { minCents: 500_000, maxCents: 5_000_000 }, minFico: 690 }).outcome).toBe('ineligible');
  });

  it('needs data when nothing fails but a needed fact is missing: "FICO not provided"', () => {
    const result = evaluate({ minFico: 650, minMonthsInBusiness: 12 }, { fico: undefined });
    expect(result).toMatchObject({ outcome: 'needs_data', reasons: [], missingFacts: [{ fact: 'fico', text: 'FICO not provided' }], fitScore: null });
    expect(criterion(result, 'MIN_FICO')).toEqual({
      code: 'MIN_FICO',
      pass: false,
      required: 650,
      actual: null,
      gap: null,
      withinTolerance: false,
      missing: true,
      text: 'FICO not provided',
    });
  });

  it('lists missing facts under every outcome, judging failures on the facts present', () => {
    const missing = { fico: undefined, naicsCode: undefined, entityType: undefined } satisfies Partial<ApplicantFacts>;
    const criteria = { minFico: 650, industries: { mode: 'except', naics: ['722'] }, excludedEntityTypes: ['nonprofit'] } satisfies Partial<ProgramCriteriaInput>;
    const expected = [
      { fact: 'fico', text: 'FICO not provided' },
      { fact: 'naicsCode', text: 'NAICS code not provided' },
      { fact: 'entityType', text: 'Entity type not provided' },
    ];
    expect(evaluate(criteria, missing)).toMatchObject({ outcome: 'needs_data', missingFacts: expected });
    expect(evaluate({ ...criteria, minMonthsInBusiness: 26 }, missing)).toMatchObject({ outcome: 'near_miss', missingFacts: expected });
    expect(evaluate({ ...criteria, maxExistingPositions: 0 }, { ...missing, openPositions: 2 })).toMatchObject({
      outcome: 'ineligible',
      reasons: ['First position only; applicant has 2 open advances'],
      missingFacts: expected,
    });
    expect(evaluate({ minMonthsInBusiness: 12 }, { monthsInBusiness: undefined }).missingFacts).toEqual([
      { fact: 'monthsInBusiness', text: 'Months in business not provided' },
    ]);
    expect(evaluate({ maxExistingPositions: 1 }, { openPositions: undefined }).missingFacts).toEqual([{ fact: 'openPositions', text: 'Open positions not provided' }]);
  });

  it('needs the monthly revenue for a revenue-based cap or a verified-revenue rule', () => {
    const noRevenue = { monthlyRevenue: undefined };
    const capped = evaluate({ amount: { minCents: 100_000, maxCents: 10_000_000, maxPctOfMonthlyRevenue: 150 } }, noRevenue);
    expect(capped).toMatchObject({ outcome: 'needs_data', missingFacts: [{ fact: 'monthlyRevenue', text: 'Monthly revenue not provided' }] });
    expect(criterion(capped, 'AMOUNT_REVENUE_PCT')).toMatchObject({ missing: true, text: 'Monthly revenue not provided' });
    expect(evaluate({ requireVerified: { revenue: true, fico: false } }, noRevenue)).toMatchObject({ outcome: 'needs_data' });
  });

  it('an amount near miss without the revenue known offers up to the program maximum', () => {
    const result = evaluate({ amount: { minCents: 100_000, maxCents: 5_000_000, maxPctOfMonthlyRevenue: 150 } }, { monthlyRevenue: undefined });
    expect(result).toMatchObject({ outcome: 'near_miss', nearMiss: { kind: 'amount', offerUpToCents: 5_000_000 } });
    expect(result.missingFacts.map((missing) => missing.fact)).toEqual(['monthlyRevenue']);
  });

  it('evaluates another product only for a flexible client, flagged as a different product', () => {
    const lineOfCredit = program({ product: 'line-of-credit' });
    expect(evaluateProgram(facts, lineOfCredit)).toBeNull();
    expect(evaluateProgram({ ...facts, productFlexible: true }, lineOfCredit)).toMatchObject({
      outcome: 'eligible',
      differentProduct: true,
      product: 'line-of-credit',
    });
    expect(evaluateProgram({ ...facts, productFlexible: true }, program())).toMatchObject({ differentProduct: false });
  });

  it('carries the program version it used (§3.7 invariant 8)', () => {
    expect(evaluate({})).toMatchObject({ programId: 1, lenderId: 1, programVersion: 3 });
  });
});

describe('matching engine: FICO exception path (§4.5)', () => {
  const exception = { minFico: 700, ficoException: { minFico: 650, minOnTimeTradeMonths: 6 } } satisfies Partial<ProgramCriteriaInput>;

  it('passes at the exception minimum with exactly N on-time months, not with N − 1 or one point lower', () => {
    expect(evaluate(exception, { fico: { value: 650, source: 'self' }, onTimeTradeMonths: 6 }).outcome).toBe('eligible');
    expect(evaluate(exception, { fico: { value: 650, source: 'self' }, onTimeTradeMonths: 5 }).outcome).toBe('ineligible');
    expect(evaluate(exception, { fico: { value: 649, source: 'self' }, onTimeTradeMonths: 24 }).outcome).toBe('ineligible');
  });

  it('counts absent trade history as 0 months', () => {
    expect(criterion(evaluate(exception, { fico: { value: 690, source: 'self' }, onTimeTradeMonths: undefined }), 'MIN_FICO')?.text).toBe(
      'Needs FICO 700, applicant has 690 (10 short) or 650 with 6 on-time reported months — applicant has 0',
    );
  });

  it('a near miss says how many trade months are missing only when the exception’s FICO is met', () => {
    expect(evaluate(exception, { fico: { value: 680, source: 'self' }, onTimeTradeMonths: 2 }).nearMiss).toEqual({
      kind: 'fico',
      requiredFico: 700,
      pointsShort: 20,
      tradeMonthsShort: 4,
    });
    expect(evaluate({ minFico: 700, ficoException: { minFico: 690, minOnTimeTradeMonths: 6 } }, { fico: { value: 680, source: 'self' } }).nearMiss).toEqual({
      kind: 'fico',
      requiredFico: 700,
      pointsShort: 20,
      tradeMonthsShort: null,
    });
  });
});

describe('matching engine: fit and ranking (BACKOFFICE §4.4)', () => {
  const record = (shares: number, rate: number): LenderTrackRecord => ({ shares, offerRate: rate });

  it('r is the 90-day offer rate from 10 shared files on, 0.5 before', () => {
    expect(offerRate(undefined)).toBe(0.5);
    expect(offerRate(record(9, 0.9))).toBe(0.5);
    expect(offerRate(record(10, 0.9))).toBe(0.9);
  });

  it('fit = round(70 × mean(h) + 30 × r), with h clamped to 1 and the amount h 1 up to 75 % of the maximum, else 0.5', () => {
    // FICO 680 over 550: 1.3 → 1; months 24 over 6: 0.75; revenue $50,000 over $25,000: 1; amount $60,000 of $80,000: 1.
    const criteria = { amount: { minCents: 100_000, maxCents: 8_000_000 }, minFico: 550, minMonthsInBusiness: 6, minMonthlyRevenueCents: 2_500_000 };
    expect(evaluateProgram(facts, program(criteria), record(20, 0.2))!.fitScore).toBe(Math.round(70 * (3.75 / 4) + 30 * 0.2));
    // $60,000 of $79,999 is over 75 %: amount h 0.5.
    const tighter = { ...criteria, amount: { minCents: 100_000, maxCents: 7_999_900 } };
    expect(evaluateProgram(facts, program(tighter), record(20, 0.2))!.fitScore).toBe(Math.round(70 * (3.25 / 4) + 30 * 0.2));
    // A program with only the amount range: mean(h) is the amount's h.
    expect(evaluateProgram(facts, program(), undefined)!.fitScore).toBe(Math.round(70 + 15));
  });

  it('ranks eligible by fit, then near misses by smallest gap, then needs data, then ineligible; names never decide', () => {
    const programs = [
      program({ minFico: 800 }, { programId: 1, lenderId: 1 }), // ineligible
      program({ minFico: 700 }, { programId: 2, lenderId: 2 }), // near miss: 20 of 100 points
      program({ minMonthsInBusiness: 26 }, { programId: 3, lenderId: 3 }), // near miss: 2 of 24 months
      program({ minFico: 600 }, { programId: 4, lenderId: 4 }), // eligible, lower r
      program({ minFico: 600 }, { programId: 5, lenderId: 5 }), // eligible, higher r
      program({ excludedEntityTypes: ['nonprofit'] }, { programId: 6, lenderId: 6 }), // needs data (entity type missing)
    ];
    const records = new Map([
      [4, record(30, 0.1)],
      [5, record(30, 0.9)],
    ]);
    const ranked = matchApplicant({ ...facts, entityType: undefined }, programs, records);
    expect(ranked.map((result) => [result.programId, result.outcome])).toEqual([
      [5, 'eligible'],
      [4, 'eligible'],
      [3, 'near_miss'],
      [2, 'near_miss'],
      [6, 'needs_data'],
      [1, 'ineligible'],
    ]);
    const renamed = programs.map((entry, index) => ({ ...entry, name: `Zeta ${index}` }));
    expect(matchApplicant({ ...facts, entityType: undefined }, renamed, records).map((result) => result.programId)).toEqual([5, 4, 3, 2, 6, 1]);
  });

  it('keeps the given order for ties', () => {
    const results = [evaluate({}), { ...evaluate({}), programId: 2 }];
    expect(rankMatches(results).map((result) => result.programId)).toEqual([1, 2]);
    expect(rankMatches([...results].reverse()).map((result) => result.programId)).toEqual([2, 1]);
  });
});

describe('commission never enters matching or ranking (BACKOFFICE §3.7 invariant 9)', () => {
  type CommissionKeys<T> = Extract<keyof T, `${string}ommission${string}`>;

  it('no engine input has a commission field', () => {
    expectTypeOf<CommissionKeys<ApplicantFacts>>().toBeNever();
    expectTypeOf<CommissionKeys<MatchProgram>>().toBeNever();
    expectTypeOf<CommissionKeys<LenderTrackRecord>>().toBeNever();
    expectTypeOf<CommissionKeys<MatchProgram['criteria']>>().toBeNever();
    expect(() => parseProgramCriteria({ schema: 1, product: 'line-of-credit', amount: { minCents: 100_000, maxCents: 200_000 }, commissionBps: 300 })).toThrow(
      'Unknown field: commissionBps',
    );
  });

  it('a commission smuggled onto a program or a track record changes nothing', () => {
    const programs = [program({ minFico: 600 }, { programId: 1, lenderId: 1 }), program({ minFico: 620 }, { programId: 2, lenderId: 2 })];
    const records = new Map([
      [1, record(20, 0.3)],
      [2, record(20, 0.4)],
    ]);
    const plain = matchApplicant(facts, programs, records);
    const withCommission = matchApplicant(
      facts,
      programs.map((entry, index) => ({ ...entry, commissionBps: index === 0 ? 0 : 900, commissionFlatCents: 500_000 })),
      new Map([...records].map(([id, value]) => [id, { ...value, commissionBps: id === 1 ? 5_000 : 0 }])),
    );
    expect(withCommission).toEqual(plain);
  });

  function record(shares: number, rate: number): LenderTrackRecord {
    return { shares, offerRate: rate };
  }
});
