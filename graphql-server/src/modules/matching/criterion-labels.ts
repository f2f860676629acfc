import type { CriterionCode } from './match-types.js';

/** The engine's criterion codes in the back office's words (R1 match coverage, R4 blocking criteria). */
export const CRITERION_LABELS: Readonly<Record<CriterionCode, string>> = {
  AMOUNT_MIN: 'Amount below minimum',
  AMOUNT_MAX: 'Amount above maximum',
  AMOUNT_REVENUE_PCT: 'Amount vs revenue',
  MIN_FICO: 'FICO',
  MIN_MONTHS: 'Time in business',
  MIN_REVENUE: 'Monthly revenue',
  VERIFIED: 'Verified revenue',
  MAX_POSITIONS: 'Open positions',
  STATE: 'State',
  INDUSTRY: 'Industry',
  ENTITY_TYPE: 'Entity type',
};

/** A criterion code as the back office names it; an unknown code as it is. */
export const criterionLabel = (code: string): string => CRITERION_LABELS[code as CriterionCode] ?? code;
