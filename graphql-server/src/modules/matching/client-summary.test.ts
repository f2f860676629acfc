import { describe, expect, it } from 'vitest';
import { clientMatchSummary } from './client-summary.js';
import type { MatchOutcome, MatchResult, MissingFact, NearMiss } from './match-types.js';

function result(outcome: MatchOutcome, nearMiss: NearMiss | null = null, missingFacts: MissingFact[] = []): MatchResult {
  return {
    programId: 1,
    lenderId: 1,
    programVersion: 1,
    product: 'revenue-based-financing',
    differentProduct: false,
    outcome,
    criteria: [],
    reasons: [],
    missingFacts,
    nearMiss,
    nearMissGap: null,
    fitScore: null,
  };
}

describe("the client's summary of their matches (BACKOFFICE §4.6)", () => {
  it('says so when nothing fits', () => {
    expect(clientMatchSummary([])).toEqual({ fitsNow: 0, withinReach: 0, needInformation: 0, text: 'No lender program fits now.' });
    expect(clientMatchSummary([result('ineligible')]).text).toBe('No lender program fits now.');
  });

  it('counts the programs that fit, singular and plural', () => {
    expect(clientMatchSummary([result('eligible')]).text).toBe('1 lender program fits now.');
    expect(clientMatchSummary([result('eligible'), result('eligible'), result('ineligible')]).text).toBe('2 lender programs fit now.');
  });

  it('describes each near miss by the criterion within reach, FICO and months first, amounts last', () => {
    const summary = clientMatchSummary([
      result('near_miss', { kind: 'amount', offerUpToCents: 5_000_000 }),
      result('near_miss', { kind: 'revenue', requiredCents: 2_500_000, centsShort: 300_000 }),
      result('near_miss', { kind: 'months', requiredMonths: 12, monthsShort: 1 }),
      result('near_miss', { kind: 'fico', requiredFico: 650, pointsShort: 30, tradeMonthsShort: 1 }),
    ]);
    expect(summary).toMatchObject({ fitsNow: 0, withinReach: 4 });
    expect(summary.text).toBe(
      'No lender program fits now; 4 are within reach: one at FICO 650 (+30) or after 1 more on-time month, one at 12 months in business (+1), one at $25,000 a month in revenue (+$3,000), one for up to $50,000.',
    );
    expect(clientMatchSummary([result('eligible'), result('near_miss', { kind: 'fico', requiredFico: 600, pointsShort: 5, tradeMonthsShort: null })]).text).toBe(
      '1 lender program fits now; 1 is within reach: one at FICO 600 (+5).',
    );
  });

  it('says which facts would let more programs be judged', () => {
    const fico: MissingFact = { fact: 'fico', text: 'FICO not provided' };
    const months: MissingFact = { fact: 'monthsInBusiness', text: 'Months in business not provided' };
    const summary = clientMatchSummary([result('eligible'), result('needs_data', null, [fico]), result('needs_data', null, [fico, months])]);
    expect(summary).toEqual({
      fitsNow: 1,
      withinReach: 0,
      needInformation: 2,
      text: '1 lender program fits now. 2 more could fit with more information: FICO, months in business.',
    });
  });
});
