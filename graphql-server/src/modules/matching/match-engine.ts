import { amountCapCents, CRITERION_CHECKS, MISSING_FACT_TEXTS } from './criterion-checks.js';
import {
  FACT_NAMES,
  type ApplicantFacts,
  type CriterionResult,
  type FactName,
  type LenderTrackRecord,
  type MatchOutcome,
  type MatchProgram,
  type MatchResult,
  type MissingFact,
  type NearMiss,
} from './match-types.js';
import type { ProgramCriteria } from './program-criteria.js';

/**
 * The matching engine (BACKOFFICE §4.2–§4.4): pure functions, no I/O. `matchApplicant` evaluates an applicant
 * against every program and ranks the results; the stored match results, the what-if tester and the backtest all
 * come from it. Commission, paid placement and lender or program names are not inputs (§3.7 invariant 9).
 */

/** §4.4's spans: how far above a minimum counts as a full fit. Revenue's span is the minimum itself. */
const FICO_SPAN = 100;
const MONTHS_SPAN = 24;
/** §4.4: `r` for a lender with fewer shared files than this in 90 days is 0.5. */
const MIN_SHARES_FOR_OFFER_RATE = 10;
const UNKNOWN_OFFER_RATE = 0.5;

/** Every present criterion's verdict, in §4.2's fixed order. */
export function checkCriteria(facts: ApplicantFacts, criteria: ProgramCriteria): CriterionResult[] {
  const results: CriterionResult[] = [];
  for (const check of CRITERION_CHECKS) {
    const result = check(facts, criteria);
    if (result) results.push(result);
  }
  return results;
}

/** The facts the program's criteria need that the applicant has not given, in a fixed order. */
function missingFacts(facts: ApplicantFacts, criteria: ProgramCriteria): MissingFact[] {
  const needed: Record<FactName, boolean> = {
    fico: facts.fico === undefined && (criteria.minFico !== undefined || criteria.requireVerified?.fico === true),
    monthsInBusiness: facts.monthsInBusiness === undefined && criteria.minMonthsInBusiness !== undefined,
    monthlyRevenue:
      facts.monthlyRevenue === undefined &&
      (criteria.minMonthlyRevenueCents !== undefined || criteria.amount.maxPctOfMonthlyRevenue !== undefined || criteria.requireVerified?.revenue === true),
    openPositions: facts.openPositions === undefined && criteria.maxExistingPositions !== undefined,
    naicsCode: facts.naicsCode === undefined && criteria.industries !== undefined && criteria.industries.mode !== 'all',
    entityType: facts.entityType === undefined && (criteria.excludedEntityTypes?.length ?? 0) > 0,
  };
  return FACT_NAMES.filter((fact) => needed[fact]).map((fact) => ({ fact, text: MISSING_FACT_TEXTS[fact] }));
}

const AMOUNT_CAPS = new Set(['AMOUNT_MAX', 'AMOUNT_REVENUE_PCT']);

/**
 * §4.2 item 2, judged on the facts present: only the amount caps fail and the lower cap reaches the program's minimum
 * → near-miss "offer up to $cap"; exactly one FICO, months or revenue failure within tolerance → near-miss; any other
 * failure → ineligible; no failure → eligible, or needs_data when a needed fact is missing.
 */
function judge(
  facts: ApplicantFacts,
  criteria: ProgramCriteria,
  failures: CriterionResult[],
  missing: boolean,
): { outcome: MatchOutcome; nearMiss: NearMiss | null; nearMissGap: number | null } {
  if (failures.length === 0) return { outcome: missing ? 'needs_data' : 'eligible', nearMiss: null, nearMissGap: null };
  if (failures.every((failure) => AMOUNT_CAPS.has(failure.code))) {
    const cap = amountCapCents(facts, criteria);
    if (cap >= criteria.amount.minCents) {
      return { outcome: 'near_miss', nearMiss: { kind: 'amount', offerUpToCents: cap }, nearMissGap: (facts.requestedCents - cap) / facts.requestedCents };
    }
  }
  if (failures.length === 1 && failures[0]!.withinTolerance) {
    const failure = failures[0]!;
    const required = failure.required as number;
    const gap = failure.gap!;
    if (failure.code === 'MIN_FICO') {
      const exception = criteria.ficoException;
      const tradeMonthsShort =
        exception && facts.fico!.value >= exception.minFico ? exception.minOnTimeTradeMonths - (facts.onTimeTradeMonths ?? 0) : null;
      return { outcome: 'near_miss', nearMiss: { kind: 'fico', requiredFico: required, pointsShort: gap, tradeMonthsShort }, nearMissGap: gap / FICO_SPAN };
    }
    if (failure.code === 'MIN_MONTHS') {
      return { outcome: 'near_miss', nearMiss: { kind: 'months', requiredMonths: required, monthsShort: gap }, nearMissGap: gap / MONTHS_SPAN };
    }
    return { outcome: 'near_miss', nearMiss: { kind: 'revenue', requiredCents: required, centsShort: gap }, nearMissGap: gap / required };
  }
  return { outcome: 'ineligible', nearMiss: null, nearMissGap: null };
}

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

/**
 * §4.4: fit = round(70 × mean(h) + 30 × r). `h` per numeric criterion the program has: FICO (over the minimum the
 * applicant met, the exception's when met through it), months and revenue as the distance above the minimum over the
 * span; amount 1 when the request is at most 75 % of the maximum, else 0.5. `r` is the lender's 90-day offer rate.
 */
export function fitScore(results: readonly CriterionResult[], criteria: ProgramCriteria, facts: ApplicantFacts, trackRecord: LenderTrackRecord | undefined): number {
  let sum = facts.requestedCents * 4 <= criteria.amount.maxCents * 3 ? 1 : 0.5;
  let count = 1;
  for (const result of results) {
    if (result.actual === null || typeof result.required !== 'number' || typeof result.actual !== 'number') continue;
    if (result.code === 'MIN_FICO') sum += clamp01((result.actual - result.required) / FICO_SPAN);
    else if (result.code === 'MIN_MONTHS') sum += clamp01((result.actual - result.required) / MONTHS_SPAN);
    else if (result.code === 'MIN_REVENUE') sum += result.required === 0 ? 1 : clamp01((result.actual - result.required) / result.required);
    else continue;
    count += 1;
  }
  return Math.round(70 * (sum / count) + 30 * offerRate(trackRecord));
}

/** §4.4's `r`: the 90-day offer rate on shared files, 0.5 while the lender has fewer than 10 shares. */
export function offerRate(trackRecord: LenderTrackRecord | undefined): number {
  if (!trackRecord || trackRecord.shares < MIN_SHARES_FOR_OFFER_RATE) return UNKNOWN_OFFER_RATE;
  return clamp01(trackRecord.offerRate);
}

/**
 * One program's result for the applicant, or null when the program is for another product and the client asked for
 * theirs only (§4.2: other products are evaluated only when the client is flexible).
 */
export function evaluateProgram(facts: ApplicantFacts, program: MatchProgram, trackRecord?: LenderTrackRecord): MatchResult | null {
  const { criteria } = program;
  const differentProduct = criteria.product !== facts.product;
  if (differentProduct && !facts.productFlexible) return null;
  const results = checkCriteria(facts, criteria);
  const failures = results.filter((result) => !result.pass && !result.missing);
  const missing = missingFacts(facts, criteria);
  const { outcome, nearMiss, nearMissGap } = judge(facts, criteria, failures, missing.length > 0);
  return {
    programId: program.programId,
    lenderId: program.lenderId,
    programVersion: program.version,
    product: criteria.product,
    differentProduct,
    outcome,
    criteria: results,
    reasons: failures.map((failure) => failure.text),
    missingFacts: missing,
    nearMiss,
    nearMissGap,
    fitScore: outcome === 'eligible' ? fitScore(results, criteria, facts, trackRecord) : null,
  };
}

const OUTCOME_RANK: Record<MatchOutcome, number> = { eligible: 0, near_miss: 1, needs_data: 2, ineligible: 3 };

/**
 * §4.4's order: eligible first by fit (highest first), then near-misses by smallest gap, then those needing data,
 * then the ineligible. Ties keep the order given (callers pass programs by id), so no name ever decides a place.
 */
export function rankMatches(results: readonly MatchResult[]): MatchResult[] {
  return [...results].sort(
    (a, b) =>
      OUTCOME_RANK[a.outcome] - OUTCOME_RANK[b.outcome] ||
      (a.outcome === 'eligible' ? b.fitScore! - a.fitScore! : 0) ||
      (a.outcome === 'near_miss' ? a.nearMissGap! - b.nearMissGap! : 0),
  );
}

/**
 * Matches an applicant against programs (each published version once), ranked. `trackRecords` holds each lender's
 * 90-day record by lender id; a lender without one gets r = 0.5.
 */
export function matchApplicant(
  facts: ApplicantFacts,
  programs: readonly MatchProgram[],
  trackRecords: ReadonlyMap<number, LenderTrackRecord> = new Map(),
): MatchResult[] {
  const results: MatchResult[] = [];
  for (const program of programs) {
    const result = evaluateProgram(facts, program, trackRecords.get(program.lenderId));
    if (result) results.push(result);
  }
  return rankMatches(results);
}
