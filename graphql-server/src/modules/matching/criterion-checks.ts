import { ENTITY_TYPES, type EntityTypeCode } from '../../catalogue/index.js';
import type { ApplicantFacts, CriterionCode, CriterionResult, FactName } from './match-types.js';
import type { ProgramCriteria } from './program-criteria.js';
import { codeList, formatCents, naicsName, plural } from './reason-format.js';

/**
 * One check per criterion (BACKOFFICE §4.2 item 1), with §4.3's texts. Each returns null when the program does not
 * have the criterion (absent, "all states", no excluded entity types): only present criteria are listed.
 */

export const MISSING_FACT_TEXTS: Record<FactName, string> = {
  fico: 'FICO not provided',
  monthsInBusiness: 'Months in business not provided',
  monthlyRevenue: 'Monthly revenue not provided',
  openPositions: 'Open positions not provided',
  naicsCode: 'NAICS code not provided',
  entityType: 'Entity type not provided',
};

const ENTITY_TYPE_PLURALS = new Map<EntityTypeCode, string>(ENTITY_TYPES.map((entityType) => [entityType.code, entityType.plural]));

function passed(code: CriterionCode, required: number | string, actual: number | string, text: string): CriterionResult {
  return { code, pass: true, required, actual, gap: 0, withinTolerance: false, missing: false, text: `${text} ✓` };
}

function failed(code: CriterionCode, required: number | string, actual: number | string, gap: number | null, text: string, withinTolerance = false): CriterionResult {
  return { code, pass: false, required, actual, gap, withinTolerance, missing: false, text };
}

function missing(code: CriterionCode, required: number | string, fact: FactName): CriterionResult {
  return { code, pass: false, required, actual: null, gap: null, withinTolerance: false, missing: true, text: MISSING_FACT_TEXTS[fact] };
}

/**
 * The most a program could offer this applicant: the lower of its maximum and its share of monthly revenue (when it
 * has one and the revenue is known).
 */
export function amountCapCents(facts: ApplicantFacts, criteria: ProgramCriteria): number {
  const { maxCents, maxPctOfMonthlyRevenue } = criteria.amount;
  if (maxPctOfMonthlyRevenue === undefined || facts.monthlyRevenue === undefined) return maxCents;
  return Math.min(maxCents, revenueCapCents(facts.monthlyRevenue.cents, maxPctOfMonthlyRevenue));
}

function revenueCapCents(monthlyRevenueCents: number, percent: number): number {
  return Math.floor((monthlyRevenueCents * percent) / 100);
}

export function checkAmountMin(facts: ApplicantFacts, criteria: ProgramCriteria): CriterionResult {
  const { minCents } = criteria.amount;
  const requested = facts.requestedCents;
  if (requested >= minCents) return passed('AMOUNT_MIN', minCents, requested, `Requested ${formatCents(requested)} ≥ ${formatCents(minCents)}`);
  return failed('AMOUNT_MIN', minCents, requested, minCents - requested, `Funds from ${formatCents(minCents)}; requested ${formatCents(requested)}`);
}

export function checkAmountMax(facts: ApplicantFacts, criteria: ProgramCriteria): CriterionResult {
  const { maxCents, minCents } = criteria.amount;
  const requested = facts.requestedCents;
  if (requested <= maxCents) return passed('AMOUNT_MAX', maxCents, requested, `Requested ${formatCents(requested)} ≤ ${formatCents(maxCents)}`);
  // A smaller offer is possible only when the lower of the caps still reaches the program's minimum.
  const cap = amountCapCents(facts, criteria);
  const offer = cap >= minCents ? ` — an offer up to ${formatCents(cap)} is possible` : '';
  return failed('AMOUNT_MAX', maxCents, requested, requested - maxCents, `Funds up to ${formatCents(maxCents)}; requested ${formatCents(requested)}${offer}`);
}

export function checkAmountRevenuePct(facts: ApplicantFacts, criteria: ProgramCriteria): CriterionResult | null {
  const percent = criteria.amount.maxPctOfMonthlyRevenue;
  if (percent === undefined) return null;
  if (facts.monthlyRevenue === undefined) return missing('AMOUNT_REVENUE_PCT', percent, 'monthlyRevenue');
  const cap = revenueCapCents(facts.monthlyRevenue.cents, percent);
  const requested = facts.requestedCents;
  const limit = `${percent} % of monthly revenue (${formatCents(cap)})`;
  if (requested <= cap) return passed('AMOUNT_REVENUE_PCT', cap, requested, `Requested ${formatCents(requested)} ≤ ${limit}`);
  return failed('AMOUNT_REVENUE_PCT', cap, requested, requested - cap, `Up to ${limit}; requested ${formatCents(requested)}`);
}

/** MIN_FICO, or its exception path (§4.5): a lower minimum with enough on-time reported trade months. */
export function checkMinFico(facts: ApplicantFacts, criteria: ProgramCriteria): CriterionResult | null {
  const { minFico, ficoException } = criteria;
  if (minFico === undefined) return null;
  if (facts.fico === undefined) return missing('MIN_FICO', minFico, 'fico');
  const fico = facts.fico.value;
  if (fico >= minFico) return passed('MIN_FICO', minFico, fico, `FICO ${fico} ≥ ${minFico}`);
  const tradeMonths = facts.onTimeTradeMonths ?? 0;
  if (ficoException && fico >= ficoException.minFico && tradeMonths >= ficoException.minOnTimeTradeMonths) {
    return passed('MIN_FICO', ficoException.minFico, fico, `FICO ${fico} ≥ ${ficoException.minFico} with ${tradeMonths} on-time reported months`);
  }
  const gap = minFico - fico;
  const exceptionPath = ficoException
    ? ` or ${ficoException.minFico} with ${ficoException.minOnTimeTradeMonths} on-time reported months — applicant has ${tradeMonths}`
    : '';
  return failed('MIN_FICO', minFico, fico, gap, `Needs FICO ${minFico}, applicant has ${fico} (${gap} short)${exceptionPath}`, gap <= criteria.tolerance.ficoPoints);
}

export function checkMinMonths(facts: ApplicantFacts, criteria: ProgramCriteria): CriterionResult | null {
  const minMonths = criteria.minMonthsInBusiness;
  if (minMonths === undefined) return null;
  const months = facts.monthsInBusiness;
  if (months === undefined) return missing('MIN_MONTHS', minMonths, 'monthsInBusiness');
  if (months >= minMonths) return passed('MIN_MONTHS', minMonths, months, `${plural(months, 'month', 'months')} in business ≥ ${minMonths}`);
  const gap = minMonths - months;
  return failed(
    'MIN_MONTHS',
    minMonths,
    months,
    gap,
    `Needs ${plural(minMonths, 'month', 'months')} in business, applicant has ${months} (${gap} short)`,
    gap <= criteria.tolerance.months,
  );
}

export function checkMinRevenue(facts: ApplicantFacts, criteria: ProgramCriteria): CriterionResult | null {
  const minCents = criteria.minMonthlyRevenueCents;
  if (minCents === undefined) return null;
  if (facts.monthlyRevenue === undefined) return missing('MIN_REVENUE', minCents, 'monthlyRevenue');
  const revenue = facts.monthlyRevenue.cents;
  if (revenue >= minCents) return passed('MIN_REVENUE', minCents, revenue, `${formatCents(revenue)} a month ≥ ${formatCents(minCents)}`);
  const gap = minCents - revenue;
  return failed(
    'MIN_REVENUE',
    minCents,
    revenue,
    gap,
    `Needs ${formatCents(minCents)} a month, applicant has ${formatCents(revenue)} (${formatCents(gap)} short)`,
    // Whole-number comparison: the gap is within revenuePct % of the minimum.
    gap * 100 <= minCents * criteria.tolerance.revenuePct,
  );
}

/** Verified revenue (bank statements or a tax return) and verified FICO (a soft or hard pull). */
export function checkVerified(facts: ApplicantFacts, criteria: ProgramCriteria): CriterionResult | null {
  const wantRevenue = criteria.requireVerified?.revenue === true;
  const wantFico = criteria.requireVerified?.fico === true;
  if (!wantRevenue && !wantFico) return null;
  const required = wantRevenue && wantFico ? 'verified revenue and FICO' : wantRevenue ? 'verified revenue' : 'verified FICO';
  const revenueSelf = wantRevenue && facts.monthlyRevenue?.source === 'self';
  const ficoSelf = wantFico && facts.fico?.source === 'self';
  if (revenueSelf || ficoSelf) {
    const text =
      revenueSelf && ficoSelf
        ? "Requires verified revenue and FICO; applicant's are self-reported — request bank statements and a credit pull"
        : revenueSelf
          ? "Requires verified revenue; applicant's is self-reported — request bank statements"
          : "Requires verified FICO; applicant's is self-reported — request a credit pull";
    return failed('VERIFIED', required, 'self-reported', null, text);
  }
  if (wantRevenue && facts.monthlyRevenue === undefined) return missing('VERIFIED', required, 'monthlyRevenue');
  if (wantFico && facts.fico === undefined) return missing('VERIFIED', required, 'fico');
  return passed('VERIFIED', required, 'verified', `${required.charAt(0).toUpperCase()}${required.slice(1)}`);
}

export function checkMaxPositions(facts: ApplicantFacts, criteria: ProgramCriteria): CriterionResult | null {
  const maxPositions = criteria.maxExistingPositions;
  if (maxPositions === undefined) return null;
  const positions = facts.openPositions;
  if (positions === undefined) return missing('MAX_POSITIONS', maxPositions, 'openPositions');
  const has = plural(positions, 'open advance', 'open advances');
  if (positions <= maxPositions) return passed('MAX_POSITIONS', maxPositions, positions, maxPositions === 0 ? 'No open advances' : `${has} ≤ ${maxPositions}`);
  const limit = maxPositions === 0 ? 'First position only' : `Up to ${plural(maxPositions, 'open position', 'open positions')}`;
  return failed('MAX_POSITIONS', maxPositions, positions, positions - maxPositions, `${limit}; applicant has ${has}`);
}

export function checkState(facts: ApplicantFacts, criteria: ProgramCriteria): CriterionResult | null {
  const rule = criteria.states;
  if (rule === undefined || rule.mode === 'all') return null;
  const required = `${rule.mode} ${codeList(rule.codes)}`;
  const listed = (rule.codes as readonly string[]).includes(facts.state);
  if (listed === (rule.mode === 'only')) return passed('STATE', required, facts.state, `Funds businesses in ${facts.state}`);
  return failed('STATE', required, facts.state, null, `Does not fund businesses in ${facts.state}`);
}

export function checkIndustry(facts: ApplicantFacts, criteria: ProgramCriteria): CriterionResult | null {
  const rule = criteria.industries;
  if (rule === undefined || rule.mode === 'all') return null;
  const required = `${rule.mode} ${codeList(rule.naics)}`;
  const code = facts.naicsCode;
  if (code === undefined) return missing('INDUSTRY', required, 'naicsCode');
  const prefix = rule.naics.find((naics) => code.startsWith(naics));
  if (rule.mode === 'except') {
    if (prefix === undefined) return passed('INDUSTRY', required, code, `Funds ${naicsName(code)}`);
    return failed('INDUSTRY', required, code, null, `Does not fund ${naicsName(prefix)}`);
  }
  if (prefix !== undefined) return passed('INDUSTRY', required, code, `Funds ${naicsName(code)}`);
  return failed('INDUSTRY', required, code, null, `Funds only ${rule.naics.map(naicsName).join(', ')}; applicant is ${naicsName(code)}`);
}

export function checkEntityType(facts: ApplicantFacts, criteria: ProgramCriteria): CriterionResult | null {
  const excluded = criteria.excludedEntityTypes;
  if (excluded === undefined || excluded.length === 0) return null;
  const required = `not ${excluded.join(', ')}`;
  const entityType = facts.entityType;
  if (entityType === undefined) return missing('ENTITY_TYPE', required, 'entityType');
  const group = ENTITY_TYPE_PLURALS.get(entityType)!;
  if (excluded.includes(entityType)) return failed('ENTITY_TYPE', required, entityType, null, `Does not fund ${group}`);
  return passed('ENTITY_TYPE', required, entityType, `Funds ${group}`);
}

/** The checks in §4.2's fixed order. */
export const CRITERION_CHECKS: readonly ((facts: ApplicantFacts, criteria: ProgramCriteria) => CriterionResult | null)[] = [
  checkAmountMin,
  checkAmountMax,
  checkAmountRevenuePct,
  checkMinFico,
  checkMinMonths,
  checkMinRevenue,
  checkVerified,
  checkMaxPositions,
  checkState,
  checkIndustry,
  checkEntityType,
];
