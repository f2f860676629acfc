import type { FactName, MatchResult, NearMiss } from './match-types.js';
import { formatCents, plural } from './reason-format.js';

/**
 * What a client is told about their matches (BACKOFFICE §4.6): counts and the criteria within reach, never a
 * lender's name or a whole credit box, which are commercially sensitive.
 * "1 lender program fits now; 2 are within reach: one at FICO 650 (+30) or after 2 more on-time months, one for up to
 * $50,000."
 */
export interface ClientMatchSummary {
  fitsNow: number;
  withinReach: number;
  needInformation: number;
  text: string;
}

const FACT_LABELS: Record<FactName, string> = {
  fico: 'FICO',
  monthsInBusiness: 'months in business',
  monthlyRevenue: 'monthly revenue',
  openPositions: 'open positions',
  naicsCode: 'NAICS code',
  entityType: 'entity type',
};

// Near-misses are described by kind, not by rank, so the sentence says nothing about how lenders are ordered.
const KIND_ORDER: Record<NearMiss['kind'], number> = { fico: 0, months: 1, revenue: 2, amount: 3 };

function withinReach(nearMiss: NearMiss): string {
  switch (nearMiss.kind) {
    case 'fico': {
      const tradeMonths =
        nearMiss.tradeMonthsShort === null ? '' : ` or after ${plural(nearMiss.tradeMonthsShort, 'more on-time month', 'more on-time months')}`;
      return `one at FICO ${nearMiss.requiredFico} (+${nearMiss.pointsShort})${tradeMonths}`;
    }
    case 'months':
      return `one at ${plural(nearMiss.requiredMonths, 'month', 'months')} in business (+${nearMiss.monthsShort})`;
    case 'revenue':
      return `one at ${formatCents(nearMiss.requiredCents)} a month in revenue (+${formatCents(nearMiss.centsShort)})`;
    case 'amount':
      return `one for up to ${formatCents(nearMiss.offerUpToCents)}`;
  }
}

export function clientMatchSummary(results: readonly MatchResult[]): ClientMatchSummary {
  const fitsNow = results.filter((result) => result.outcome === 'eligible').length;
  const nearMisses = results
    .flatMap((result) => (result.outcome === 'near_miss' && result.nearMiss ? [result.nearMiss] : []))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  const needingData = results.filter((result) => result.outcome === 'needs_data');

  let text = fitsNow === 0 ? 'No lender program fits now' : `${plural(fitsNow, 'lender program fits', 'lender programs fit')} now`;
  if (nearMisses.length > 0) {
    text += `; ${nearMisses.length === 1 ? '1 is' : `${nearMisses.length} are`} within reach: ${nearMisses.map(withinReach).join(', ')}`;
  }
  text += '.';
  if (needingData.length > 0) {
    const facts = [...new Set(needingData.flatMap((result) => result.missingFacts.map((missing) => FACT_LABELS[missing.fact])))];
    text += ` ${needingData.length} more could fit with more information: ${facts.join(', ')}.`;
  }
  return { fitsNow, withinReach: nearMisses.length, needInformation: needingData.length, text };
}
