import { describe, expect, it } from 'vitest';
import { clientMatchSummary } from './client-summary.js';
import { evaluateProgram, matchApplicant } from './match-engine.js';
import type { MatchProgram, MatchResult } from './match-types.js';
import { ROSAS_COCINA_FACTS, WORKED_EXAMPLE_PROGRAMS } from './worked-example.js';

/** The five programs as published versions: program ids 1–5 and lender ids 11–15 in the table's order. */
const programs: MatchProgram[] = WORKED_EXAMPLE_PROGRAMS.map((program, index) => ({
  programId: index + 1,
  lenderId: index + 11,
  name: `${program.lenderName} · ${program.programName}`,
  version: 1,
  criteria: program.criteria,
}));
const trackRecords = new Map(WORKED_EXAMPLE_PROGRAMS.map((program, index) => [index + 11, program.trackRecord]));

function row(key: string): MatchResult {
  const index = WORKED_EXAMPLE_PROGRAMS.findIndex((program) => program.key === key);
  return evaluateProgram(ROSAS_COCINA_FACTS, programs[index]!, trackRecords.get(index + 11))!;
}

const verdicts = (result: MatchResult) => result.criteria.map(({ code, pass, text }) => ({ code, pass, text }));

describe('BACKOFFICE §4.7 worked example: Rosa’s Cocina LLC asks for $60,000 of revenue-based financing', () => {
  it('A Summit Capital · RBF Core: near miss on FICO 30 short, the exception path 2 trade months short', () => {
    const result = row('A');
    expect(result).toMatchObject({ outcome: 'near_miss', differentProduct: false, fitScore: null, missingFacts: [] });
    expect(result.reasons).toEqual(['Needs FICO 650, applicant has 620 (30 short) or 600 with 6 on-time reported months — applicant has 4']);
    expect(result.nearMiss).toEqual({ kind: 'fico', requiredFico: 650, pointsShort: 30, tradeMonthsShort: 2 });
    expect(verdicts(result)).toEqual([
      { code: 'AMOUNT_MIN', pass: true, text: 'Requested $60,000 ≥ $10,000 ✓' },
      { code: 'AMOUNT_MAX', pass: true, text: 'Requested $60,000 ≤ $250,000 ✓' },
      { code: 'MIN_FICO', pass: false, text: 'Needs FICO 650, applicant has 620 (30 short) or 600 with 6 on-time reported months — applicant has 4' },
      { code: 'MIN_MONTHS', pass: true, text: '14 months in business ≥ 12 ✓' },
      { code: 'MIN_REVENUE', pass: true, text: '$38,000 a month ≥ $25,000 ✓' },
      { code: 'MAX_POSITIONS', pass: true, text: '1 open advance ≤ 1 ✓' },
    ]);
    expect(result.criteria.find((criterion) => criterion.code === 'MIN_FICO')).toMatchObject({
      required: 650,
      actual: 620,
      gap: 30,
      withinTolerance: true,
      missing: false,
    });
  });

  it('B Harbor Funding · MCA Express: near miss on the amount caps, an offer up to $50,000', () => {
    const result = row('B');
    expect(result).toMatchObject({ outcome: 'near_miss', nearMiss: { kind: 'amount', offerUpToCents: 5_000_000 }, fitScore: null });
    expect(result.reasons).toEqual([
      'Funds up to $50,000; requested $60,000 — an offer up to $50,000 is possible',
      'Up to 150 % of monthly revenue ($57,000); requested $60,000',
    ]);
    expect(result.criteria.map((criterion) => criterion.code)).toEqual([
      'AMOUNT_MIN',
      'AMOUNT_MAX',
      'AMOUNT_REVENUE_PCT',
      'MIN_FICO',
      'MIN_MONTHS',
      'MIN_REVENUE',
      'MAX_POSITIONS',
      'STATE',
    ]);
    expect(result.criteria.find((criterion) => criterion.code === 'STATE')?.text).toBe('Funds businesses in TX ✓');
  });

  it('C Cedar Growth · RBF Plus: eligible, h = (0.20, 0.083, 0.267, 1), r = 0.55, fit 44', () => {
    const result = row('C');
    expect(result).toMatchObject({ outcome: 'eligible', reasons: [], nearMiss: null, fitScore: 44 });
    expect(result.criteria.every((criterion) => criterion.pass)).toBe(true);
    expect(verdicts(result).map(({ text }) => text)).toEqual([
      'Requested $60,000 ≥ $20,000 ✓',
      'Requested $60,000 ≤ $150,000 ✓',
      'Requested $60,000 ≤ 200 % of monthly revenue ($76,000) ✓',
      'FICO 620 ≥ 600 ✓',
      '14 months in business ≥ 12 ✓',
      '$38,000 a month ≥ $30,000 ✓',
      '1 open advance ≤ 1 ✓',
      'Funds businesses in TX ✓',
    ]);
    // round(70 × mean(0.20, 2/24, 8/30, 1) + 30 × 0.55) = round(43.625)
    expect(70 * ((0.2 + 2 / 24 + 8 / 30 + 1) / 4) + 30 * 0.55).toBeCloseTo(43.625, 10);
  });

  it('D Lone Star Bank · LOC: ineligible, first position only (different product)', () => {
    const result = row('D');
    expect(result).toMatchObject({ outcome: 'ineligible', differentProduct: true, product: 'line-of-credit', fitScore: null });
    expect(result.reasons).toEqual(['First position only; applicant has 1 open advance']);
  });

  it('E Pinnacle · Term 2+: ineligible, listing FICO (60 short), months (10 short), revenue ($2,000 short) and industry', () => {
    const result = row('E');
    expect(result).toMatchObject({ outcome: 'ineligible', differentProduct: true, product: 'business-term-loan' });
    expect(result.reasons).toEqual([
      'Needs FICO 680, applicant has 620 (60 short)',
      'Needs 24 months in business, applicant has 14 (10 short)',
      'Needs $40,000 a month, applicant has $38,000 ($2,000 short)',
      'Does not fund Restaurants (NAICS 722)',
    ]);
    // The revenue shortfall alone would be within the 15 % tolerance; with others failing it is not a near miss.
    expect(result.criteria.find((criterion) => criterion.code === 'MIN_REVENUE')).toMatchObject({ gap: 200_000, withinTolerance: true });
  });

  it('ranks C (eligible) first, then the near misses B ($10,000 of $60,000 short) before A (30 of 100 points), then D and E', () => {
    const ranked = matchApplicant(ROSAS_COCINA_FACTS, programs, trackRecords);
    expect(ranked.map((result) => [result.programId, result.outcome])).toEqual([
      [3, 'eligible'],
      [2, 'near_miss'],
      [1, 'near_miss'],
      [4, 'ineligible'],
      [5, 'ineligible'],
    ]);
  });

  it('tells the client "1 fits now, 2 within reach" without naming a lender', () => {
    const summary = clientMatchSummary(matchApplicant(ROSAS_COCINA_FACTS, programs, trackRecords));
    expect(summary).toEqual({
      fitsNow: 1,
      withinReach: 2,
      needInformation: 0,
      text: '1 lender program fits now; 2 are within reach: one at FICO 650 (+30) or after 2 more on-time months, one for up to $50,000.',
    });
    for (const program of WORKED_EXAMPLE_PROGRAMS) {
      expect(summary.text).not.toContain(program.lenderName);
      expect(summary.text).not.toContain(program.programName);
    }
  });

  it('turns A eligible when the 6th on-time month is reported (§4.5)', () => {
    const index = WORKED_EXAMPLE_PROGRAMS.findIndex((program) => program.key === 'A');
    const result = evaluateProgram({ ...ROSAS_COCINA_FACTS, onTimeTradeMonths: 6 }, programs[index]!)!;
    expect(result.outcome).toBe('eligible');
    expect(result.criteria.find((criterion) => criterion.code === 'MIN_FICO')).toMatchObject({
      pass: true,
      required: 600,
      text: 'FICO 620 ≥ 600 with 6 on-time reported months ✓',
    });
  });

  it('leaves the other products out when the client wants revenue-based financing only', () => {
    const ranked = matchApplicant({ ...ROSAS_COCINA_FACTS, productFlexible: false }, programs, trackRecords);
    expect(ranked.map((result) => result.programId)).toEqual([3, 2, 1]);
  });
});
