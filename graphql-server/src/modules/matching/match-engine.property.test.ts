import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_TYPE_CODES } from '../../catalogue/index.js';
import { evaluateProgram } from './match-engine.js';
import type { ApplicantFacts, MatchResult } from './match-types.js';
import { parseProgramCriteria, type ProgramCriteria, type ProgramCriteriaInput } from './program-criteria.js';

/**
 * Properties of the engine (issue 11 item 11): improving a fact never turns eligible into ineligible, and an
 * ineligible result lists every failing criterion, exactly those each criterion fails on its own.
 */

const PRODUCT = 'revenue-based-financing';
const STATES = ['TX', 'CA', 'NY', 'OK'] as const;
const NAICS_RULES = ['722', '23', '62', '7132', '45'];
const NAICS_CODES = ['722511', '236220', '621111', '713210', '454110', '811111'];

/** Present in about 2 of 5 documents, so that programs an applicant passes come up often. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 2 });

/** Valid criteria documents, around the facts below so that every criterion both passes and fails. */
const criteriaArbitrary: fc.Arbitrary<ProgramCriteria> = fc
  .record({
    minCents: fc.integer({ min: 100_000, max: 3_000_000 }),
    maxCents: fc.integer({ min: 3_000_000, max: 30_000_000 }),
    maxPctOfMonthlyRevenue: sometimes(fc.integer({ min: 10, max: 300 })),
    fico: sometimes(
      fc.record({ min: fc.integer({ min: 500, max: 760 }), exception: sometimes(fc.record({ below: fc.integer({ min: 1, max: 150 }), months: fc.integer({ min: 1, max: 24 }) })) }),
    ),
    minMonthsInBusiness: sometimes(fc.integer({ min: 0, max: 40 })),
    minMonthlyRevenueCents: sometimes(fc.integer({ min: 0, max: 6_000_000 })),
    requireVerified: sometimes(fc.record({ revenue: fc.boolean(), fico: fc.boolean() })),
    maxExistingPositions: sometimes(fc.integer({ min: 0, max: 5 })),
    states: sometimes(fc.record({ mode: fc.constantFrom('all', 'only', 'except'), codes: fc.subarray([...STATES], { minLength: 1 }) })),
    industries: sometimes(fc.record({ mode: fc.constantFrom('all', 'only', 'except'), naics: fc.subarray(NAICS_RULES, { minLength: 1 }) })),
    excludedEntityTypes: sometimes(fc.subarray([...ENTITY_TYPE_CODES], { maxLength: 3 })),
    tolerance: fc.record({ ficoPoints: fc.integer({ min: 0, max: 60 }), months: fc.integer({ min: 0, max: 6 }), revenuePct: fc.integer({ min: 0, max: 30 }) }),
  })
  .map(({ minCents, maxCents, maxPctOfMonthlyRevenue, fico, ...rest }) => {
    const document: ProgramCriteriaInput = {
      schema: 1,
      product: PRODUCT,
      amount: { minCents, maxCents, maxPctOfMonthlyRevenue },
      minFico: fico?.min,
      ficoException: fico?.exception && { minFico: Math.max(300, fico.min - fico.exception.below), minOnTimeTradeMonths: fico.exception.months },
      ...rest,
    };
    // Through the one schema: every generated document is one the platform could store.
    return parseProgramCriteria(JSON.parse(JSON.stringify(document)));
  });

const factsArbitrary: fc.Arbitrary<ApplicantFacts> = fc.record(
  {
    requestedCents: fc.integer({ min: 100_000, max: 12_000_000 }),
    product: fc.constant(PRODUCT),
    productFlexible: fc.boolean(),
    fico: fc.record({ value: fc.integer({ min: 450, max: 850 }), source: fc.constantFrom('self', 'soft_pull', 'hard_pull') }),
    monthsInBusiness: fc.integer({ min: 0, max: 80 }),
    monthlyRevenue: fc.record({ cents: fc.integer({ min: 0, max: 12_000_000 }), source: fc.constantFrom('self', 'bank_statements', 'tax_return') }),
    openPositions: fc.integer({ min: 0, max: 4 }),
    state: fc.constantFrom(...STATES),
    naicsCode: fc.constantFrom(...NAICS_CODES),
    entityType: fc.constantFrom(...ENTITY_TYPE_CODES),
    onTimeTradeMonths: fc.integer({ min: 0, max: 24 }),
  },
  { requiredKeys: ['requestedCents', 'product', 'productFlexible', 'state'] },
);

/** A better version of the facts: higher FICO, months, revenue and trade history, verified sources, fewer positions. */
const improvementArbitrary = fc.record({
  ficoPoints: fc.integer({ min: 0, max: 200 }),
  verifyFico: fc.boolean(),
  months: fc.integer({ min: 0, max: 40 }),
  revenueCents: fc.integer({ min: 0, max: 5_000_000 }),
  verifyRevenue: fc.boolean(),
  fewerPositions: fc.integer({ min: 0, max: 6 }),
  tradeMonths: fc.integer({ min: 0, max: 24 }),
});

type Improvement = typeof improvementArbitrary extends fc.Arbitrary<infer T> ? T : never;

function improve(facts: ApplicantFacts, by: Improvement): ApplicantFacts {
  const better = { ...facts };
  if (facts.fico) {
    better.fico = { value: Math.min(850, facts.fico.value + by.ficoPoints), source: by.verifyFico ? 'soft_pull' : facts.fico.source };
  }
  if (facts.monthsInBusiness !== undefined) better.monthsInBusiness = facts.monthsInBusiness + by.months;
  if (facts.monthlyRevenue) {
    better.monthlyRevenue = { cents: facts.monthlyRevenue.cents + by.revenueCents, source: by.verifyRevenue ? 'bank_statements' : facts.monthlyRevenue.source };
  }
  if (facts.openPositions !== undefined) better.openPositions = Math.max(0, facts.openPositions - by.fewerPositions);
  better.onTimeTradeMonths = (facts.onTimeTradeMonths ?? 0) + by.tradeMonths;
  return better;
}

function evaluate(facts: ApplicantFacts, criteria: ProgramCriteria): MatchResult {
  return evaluateProgram(facts, { programId: 1, lenderId: 1, name: 'Property', version: 1, criteria })!;
}

const failingCodes = (result: MatchResult) => result.criteria.filter((criterion) => !criterion.pass && !criterion.missing).map((criterion) => criterion.code);

/** The criteria split into what each check reads: each part evaluated on its own, with an amount range every request passes. */
function eachCriterionAlone(criteria: ProgramCriteria): ProgramCriteria[] {
  const base: ProgramCriteria = { schema: 1, product: criteria.product, amount: { minCents: 100_000, maxCents: 1_000_000_000 }, tolerance: criteria.tolerance };
  const { schema: _schema, product: _product, tolerance: _tolerance, minFico, ficoException, amount, ...others } = criteria;
  const parts: ProgramCriteria[] = [{ ...base, amount }];
  if (minFico !== undefined) parts.push({ ...base, minFico, ...(ficoException ? { ficoException } : {}) });
  for (const [key, value] of Object.entries(others)) {
    if (value !== undefined) parts.push({ ...base, [key]: value });
  }
  return parts;
}

describe('matching engine properties', () => {
  it('improving a fact never turns eligible into ineligible, and never adds a failure', () => {
    fc.assert(
      fc.property(factsArbitrary, criteriaArbitrary, improvementArbitrary, (facts, criteria, by) => {
        const before = evaluate(facts, criteria);
        const after = evaluate(improve(facts, by), criteria);
        if (before.outcome === 'eligible') expect(after.outcome).toBe('eligible');
        expect(failingCodes(before)).toEqual(expect.arrayContaining(failingCodes(after)));
      }),
      { numRuns: 1_000 },
    );
  });

  it('adding a fact the program does not ask about changes nothing', () => {
    fc.assert(
      fc.property(factsArbitrary, criteriaArbitrary, fc.constantFrom(...NAICS_CODES), fc.constantFrom(...ENTITY_TYPE_CODES), (facts, criteria, naicsCode, entityType) => {
        const unasked: ProgramCriteria = { ...criteria, industries: undefined, excludedEntityTypes: undefined };
        const before = evaluate({ ...facts, naicsCode: undefined, entityType: undefined }, unasked);
        expect(evaluate({ ...facts, naicsCode, entityType }, unasked)).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it('lists every failing criterion: exactly those that fail evaluated alone, with the same texts, in the fixed order', () => {
    fc.assert(
      fc.property(factsArbitrary, criteriaArbitrary, (facts, criteria) => {
        const result = evaluate(facts, criteria);
        const alone = eachCriterionAlone(criteria).flatMap((part) => evaluate(facts, part).criteria.filter((criterion) => !criterion.pass && !criterion.missing));
        const order = result.criteria.map((criterion) => criterion.code);
        alone.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
        expect(result.reasons).toEqual(alone.map((criterion) => criterion.text));
        if (result.outcome === 'ineligible') expect(result.reasons.length).toBeGreaterThan(0);
        if (result.outcome === 'eligible' || result.outcome === 'needs_data') expect(result.reasons).toEqual([]);
        if (result.outcome === 'eligible') expect(result.missingFacts).toEqual([]);
      }),
      { numRuns: 1_000 },
    );
  });

  it('needs data exactly when nothing fails and a needed fact is missing; a missing criterion always names its fact', () => {
    fc.assert(
      fc.property(factsArbitrary, criteriaArbitrary, (facts, criteria) => {
        const result = evaluate(facts, criteria);
        expect(result.outcome === 'needs_data').toBe(result.reasons.length === 0 && result.missingFacts.length > 0);
        if (result.criteria.some((criterion) => criterion.missing)) expect(result.missingFacts.length).toBeGreaterThan(0);
        const complete = facts.fico && facts.monthsInBusiness !== undefined && facts.monthlyRevenue && facts.openPositions !== undefined && facts.naicsCode && facts.entityType;
        if (complete) expect(result.missingFacts).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
