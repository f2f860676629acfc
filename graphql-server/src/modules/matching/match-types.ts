import type { EntityTypeCode, ProductCode, UsStateCode } from '../../catalogue/index.js';
import type { FICO_SOURCES, REVENUE_SOURCES } from '../applications/staff-application.schemas.js';
import type { ProgramCriteria } from './program-criteria.js';

/**
 * The matching engine's inputs and outputs (BACKOFFICE §4.2–§4.4). Plain data: the engine is pure functions over
 * these, so the same code serves the stored match results, the funding matrix's what-if tester and the backtest.
 *
 * Invariant 9 (§3.7): commission never enters matching or ranking. None of these inputs has a commission field, and
 * a unit test keeps it that way; the lender's and program's names are carried for display only and never read.
 */

export type FicoSource = (typeof FICO_SOURCES)[number];
export type RevenueSource = (typeof REVENUE_SOURCES)[number];

/** An applicant's facts (the application snapshot, §4.2). An absent fact is missing, not zero. */
export interface ApplicantFacts {
  requestedCents: number;
  product: ProductCode;
  /** The client accepts other products: programs of other products are evaluated too, flagged "different product". */
  productFlexible: boolean;
  fico?: { value: number; source: FicoSource };
  monthsInBusiness?: number;
  monthlyRevenue?: { cents: number; source: RevenueSource };
  /** Financing positions (advances, loans) the business has open now. */
  openPositions?: number;
  state: UsStateCode;
  naicsCode?: string;
  entityType?: EntityTypeCode;
  /**
   * §4.5: months in which every NetBuilder payment and net30 invoice was paid on time and furnished in a submitted
   * batch; verified by construction. Absent = 0.
   */
  onTimeTradeMonths?: number;
}

/** One published program version, as matching needs it. */
export interface MatchProgram {
  programId: number;
  lenderId: number;
  /** For display only. */
  name: string;
  version: number;
  criteria: ProgramCriteria;
}

/** The lender's record on files shared with it in the last 90 days (§4.4's `r`). */
export interface LenderTrackRecord {
  /** Files shared with the lender in the last 90 days. */
  shares: number;
  /** Of those, the share that received an offer, 0–1. */
  offerRate: number;
}

/** The criteria in the fixed order §4.2 evaluates and lists them. */
export const CRITERION_CODES = [
  'AMOUNT_MIN',
  'AMOUNT_MAX',
  'AMOUNT_REVENUE_PCT',
  'MIN_FICO',
  'MIN_MONTHS',
  'MIN_REVENUE',
  'VERIFIED',
  'MAX_POSITIONS',
  'STATE',
  'INDUSTRY',
  'ENTITY_TYPE',
] as const;
export type CriterionCode = (typeof CRITERION_CODES)[number];

/** An applicant fact a criterion can need. */
export const FACT_NAMES = ['fico', 'monthsInBusiness', 'monthlyRevenue', 'openPositions', 'naicsCode', 'entityType'] as const;
export type FactName = (typeof FACT_NAMES)[number];

/**
 * One present criterion's verdict (§4.2 item 1). `required` and `actual` are in the criterion's unit (points,
 * months, cents, a count, a code, a rule such as "except CA, NY"); `gap` is how far the applicant is from passing in
 * that unit (0 when passing, null when not numeric or missing). A missing fact neither passes nor fails:
 * `missing: true`, `pass: false`.
 */
export interface CriterionResult {
  code: CriterionCode;
  pass: boolean;
  required: number | string;
  actual: number | string | null;
  gap: number | null;
  /** Only FICO, months and revenue have tolerances; true when failing by no more than the program's tolerance. */
  withinTolerance: boolean;
  missing: boolean;
  /** §4.3's lender-specific text. */
  text: string;
}

export const MATCH_OUTCOMES = ['eligible', 'near_miss', 'ineligible', 'needs_data'] as const;
export type MatchOutcome = (typeof MATCH_OUTCOMES)[number];

export interface MissingFact {
  fact: FactName;
  /** "FICO not provided". */
  text: string;
}

/** What keeps a near-miss from fitting, for ranking (§4.4) and the client's summary (§4.6). */
export type NearMiss =
  | { kind: 'amount'; offerUpToCents: number }
  | { kind: 'fico'; requiredFico: number; pointsShort: number; tradeMonthsShort: number | null }
  | { kind: 'months'; requiredMonths: number; monthsShort: number }
  | { kind: 'revenue'; requiredCents: number; centsShort: number };

/** One program's result for one applicant. */
export interface MatchResult {
  programId: number;
  lenderId: number;
  programVersion: number;
  product: ProductCode;
  /** The program is for another product than the one requested (evaluated because the client is flexible). */
  differentProduct: boolean;
  outcome: MatchOutcome;
  /** Every present criterion, in the fixed order. */
  criteria: CriterionResult[];
  /** The failing criteria's texts, in the fixed order: every failure, not only the first. */
  reasons: string[];
  missingFacts: MissingFact[];
  /** Set on near-misses. */
  nearMiss: NearMiss | null;
  /**
   * How far a near-miss is from fitting, as a share of §4.4's span (FICO 100 points, months 24, revenue the minimum
   * itself, amount the requested amount); smaller ranks first. Null unless near_miss.
   */
  nearMissGap: number | null;
  /** §4.4's fit, 0–100; set on eligible results only. */
  fitScore: number | null;
}
