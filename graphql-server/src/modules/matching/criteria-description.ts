import { entityTypeByCode, productByCode, US_STATES } from '../../catalogue/index.js';
import { DOCUMENT_TYPES } from '../documents/document-types.js';
import type { ProgramCriteria } from './program-criteria.js';
import { formatCents, naicsName, plural } from './reason-format.js';

/**
 * BACKOFFICE R3's plain-English preview of a program's criteria ("Funds $10,000–$250,000 revenue-based financing to
 * businesses with FICO ≥ 650, ≥ 12 months in business …"): one sentence on who is funded, then terms, typical
 * pricing (always "typical", never a quote) and required documents. Near-miss tolerances are left out: they say how
 * close an applicant may come, not who the program funds.
 */
export function describeCriteria(criteria: ProgramCriteria): string {
  const sentences = [fundsSentence(criteria), termsSentence(criteria), pricingSentence(criteria), documentsSentence(criteria)];
  return sentences.filter((sentence): sentence is string => sentence !== undefined).join(' ');
}

const stateNames = new Map<string, string>(US_STATES.map((state) => [state.code, state.name]));

function fundsSentence(criteria: ProgramCriteria): string {
  const { amount } = criteria;
  const amountText = amount.minCents === amount.maxCents ? formatCents(amount.minCents) : `${formatCents(amount.minCents)}–${formatCents(amount.maxCents)}`;
  const revenueShare = amount.maxPctOfMonthlyRevenue === undefined ? '' : ` (up to ${amount.maxPctOfMonthlyRevenue} % of monthly revenue)`;
  const conditions = applicantConditions(criteria);
  const excluded = criteria.excludedEntityTypes?.length
    ? `; not ${orList(criteria.excludedEntityTypes.map((code) => entityTypeByCode(code).plural))}`
    : '';
  const who = conditions.length ? `businesses with ${conditions.join(', ')}` : 'any business';
  return `Funds ${amountText} ${productByCode(criteria.product).label.toLowerCase()}${revenueShare} to ${who}${excluded}.`;
}

function applicantConditions(criteria: ProgramCriteria): string[] {
  const conditions: string[] = [];
  const verified = criteria.requireVerified;
  if (criteria.minFico !== undefined) {
    const exception = criteria.ficoException
      ? ` (≥ ${criteria.ficoException.minFico} with ${plural(criteria.ficoException.minOnTimeTradeMonths, 'on-time trade month', 'on-time trade months')})`
      : '';
    conditions.push(`FICO ≥ ${criteria.minFico}${exception}${verified?.fico ? ' (verified)' : ''}`);
  } else if (verified?.fico) conditions.push('a verified FICO score');
  if (criteria.minMonthsInBusiness !== undefined) conditions.push(`≥ ${plural(criteria.minMonthsInBusiness, 'month', 'months')} in business`);
  if (criteria.minMonthlyRevenueCents !== undefined) {
    conditions.push(`average monthly revenue ≥ ${formatCents(criteria.minMonthlyRevenueCents)}${verified?.revenue ? ' (verified)' : ''}`);
  } else if (verified?.revenue) conditions.push('verified revenue');
  if (criteria.maxExistingPositions !== undefined) {
    conditions.push(
      criteria.maxExistingPositions === 0 ? 'first position only' : `at most ${plural(criteria.maxExistingPositions, 'existing position', 'existing positions')}`,
    );
  }
  const states = criteria.states;
  if (states && states.mode !== 'all') {
    const names = states.codes.map((code) => stateNames.get(code) ?? code).join(', ');
    conditions.push(states.mode === 'only' ? `only in ${names}` : `in all states except ${names}`);
  }
  const industries = criteria.industries;
  if (industries && industries.mode !== 'all') {
    const names = industries.naics.map(naicsName).join(', ');
    conditions.push(industries.mode === 'only' ? `only in ${names}` : `in all industries except ${names}`);
  }
  return conditions;
}

function termsSentence(criteria: ProgramCriteria): string | undefined {
  const term = criteria.termMonths;
  const paid = criteria.frequencies?.length ? `paid ${orList(criteria.frequencies)}` : undefined;
  if (!term) return paid ? `${capitalize(paid)}.` : undefined;
  const termText = term.min === term.max ? `Term ${plural(term.min, 'month', 'months')}` : `Terms ${term.min}–${term.max} months`;
  return paid ? `${termText}, ${paid}.` : `${termText}.`;
}

function pricingSentence(criteria: ProgramCriteria): string | undefined {
  const { factorE4, aprBps } = criteria.typicalPricing ?? {};
  if (factorE4) return `Typical factor ${rangeText(factorE4, (value) => (value / 10_000).toFixed(2))}.`;
  if (aprBps) return `Typical APR ${rangeText(aprBps, (value) => String(value / 100))} %.`;
  return undefined;
}

function documentsSentence(criteria: ProgramCriteria): string | undefined {
  if (!criteria.requiredDocs?.length) return undefined;
  const documents = criteria.requiredDocs.map((document) => {
    if (document.type === 'bank_statements') return `bank statements (last ${plural(document.months, 'month', 'months')})`;
    if (document.type === 'tax_return') return `tax returns (last ${plural(document.years, 'year', 'years')})`;
    return lowerFirst(DOCUMENT_TYPES[document.type]);
  });
  return `Needs ${documents.join(', ')}.`;
}

function rangeText(range: { min: number; max: number }, format: (value: number) => string): string {
  return range.min === range.max ? format(range.min) : `${format(range.min)}–${format(range.max)}`;
}

/** "a", "a or b", "a, b or c" */
function orList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
