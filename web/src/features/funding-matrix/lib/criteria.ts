import { entityTypeLabel } from '../../../lib/catalogue';
import { formatDollars } from '../../applications/lib/format';

/**
 * A program's criteria document as the server sends it (BACKOFFICE §4.1; the server's zod schema is the one truth,
 * checked through `programCriteriaPreview`). Only what the screens read is typed here.
 */
export interface Criteria {
  schema: 1;
  product: string;
  amount: { minCents: number; maxCents: number; maxPctOfMonthlyRevenue?: number };
  minFico?: number;
  ficoException?: { minFico: number; minOnTimeTradeMonths: number };
  minMonthsInBusiness?: number;
  minMonthlyRevenueCents?: number;
  requireVerified?: { revenue: boolean; fico: boolean };
  maxExistingPositions?: number;
  states?: { mode: 'all' | 'only' | 'except'; codes: string[] };
  industries?: { mode: 'all' | 'only' | 'except'; naics: string[] };
  excludedEntityTypes?: string[];
  termMonths?: { min: number; max: number };
  frequencies?: string[];
  typicalPricing?: { factorE4?: { min: number; max: number }; aprBps?: { min: number; max: number } };
  requiredDocs?: ({ type: 'bank_statements'; months: number } | { type: 'tax_return'; years: number } | { type: string })[];
  tolerance?: { ficoPoints: number; months: number; revenuePct: number };
}

export const NONE = '—';

const dollars = (cents: number) => formatDollars(cents / 100);
const span = (min: number, max: number, format: (value: number) => string = String) => (min === max ? format(min) : `${format(min)}–${format(max)}`);

/** R2's columns, one text each ("All except CA, NY", "Only TX, OK", "$10,000–$250,000"). */
export function amountRangeText(criteria: Criteria): string {
  return span(criteria.amount.minCents, criteria.amount.maxCents, dollars);
}

export function maxRevenuePctText(criteria: Criteria): string {
  return criteria.amount.maxPctOfMonthlyRevenue === undefined ? NONE : `${criteria.amount.maxPctOfMonthlyRevenue} %`;
}

export function ficoText(criteria: Criteria): string {
  if (criteria.minFico === undefined) return NONE;
  const exception = criteria.ficoException;
  return exception ? `${criteria.minFico} (${exception.minFico} with ${exception.minOnTimeTradeMonths} on-time months)` : String(criteria.minFico);
}

export function monthsText(criteria: Criteria): string {
  return criteria.minMonthsInBusiness === undefined ? NONE : `${criteria.minMonthsInBusiness} mo`;
}

export function revenueText(criteria: Criteria): string {
  return criteria.minMonthlyRevenueCents === undefined ? NONE : `${dollars(criteria.minMonthlyRevenueCents)}/mo`;
}

export function positionsText(criteria: Criteria): string {
  if (criteria.maxExistingPositions === undefined) return NONE;
  return criteria.maxExistingPositions === 0 ? 'First position only' : String(criteria.maxExistingPositions);
}

function ruleText(rule: { mode: 'all' | 'only' | 'except'; codes: string[] } | undefined, everything: string): string {
  if (!rule || rule.mode === 'all') return everything;
  return rule.mode === 'only' ? `Only ${rule.codes.join(', ')}` : `All except ${rule.codes.join(', ')}`;
}

export function statesText(criteria: Criteria): string {
  return ruleText(criteria.states, 'All states');
}

export function industriesText(criteria: Criteria): string {
  const rule = criteria.industries;
  return ruleText(rule && { mode: rule.mode, codes: rule.naics.map((code) => `NAICS ${code}`) }, 'All industries');
}

export function excludedEntityTypesText(criteria: Criteria): string {
  return criteria.excludedEntityTypes?.length ? criteria.excludedEntityTypes.map((code) => entityTypeLabel(code as never)).join(', ') : NONE;
}

export function termText(criteria: Criteria): string {
  return criteria.termMonths ? `${span(criteria.termMonths.min, criteria.termMonths.max)} mo` : NONE;
}

/** Always "typical", never a quote (R3). */
export function pricingText(criteria: Criteria): string {
  const { factorE4, aprBps } = criteria.typicalPricing ?? {};
  if (factorE4) return `Factor ${span(factorE4.min, factorE4.max, (value) => (value / 10_000).toFixed(2))} typical`;
  if (aprBps) return `APR ${span(aprBps.min, aprBps.max, (value) => String(value / 100))} % typical`;
  return NONE;
}

/** Every leaf of a criteria document by its path ("amount.minCents"), lists as one comma-joined value. */
export function flattenCriteria(value: unknown, path = '', into: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(value)) {
    into[path] = value.map((item) => (item !== null && typeof item === 'object' ? Object.values(item).join(' ') : String(item))).join(', ');
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flattenCriteria(child, path ? `${path}.${key}` : key, into);
  } else if (value !== undefined) {
    into[path] = String(value);
  }
  return into;
}

export interface FieldChange {
  path: string;
  before: string;
  after: string;
}

/** R4's version diff: each field that changed from one version to the next ("before → after"; "—" when absent). */
export function criteriaChanges(before: unknown, after: unknown): FieldChange[] {
  const old = flattenCriteria(before);
  const now = flattenCriteria(after);
  const paths = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort();
  return paths.filter((path) => old[path] !== now[path]).map((path) => ({ path, before: old[path] ?? NONE, after: now[path] ?? NONE }));
}
