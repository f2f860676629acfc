import type { ApplicantFacts, LenderTrackRecord } from './match-types.js';
import { parseProgramCriteria, type ProgramCriteria } from './program-criteria.js';

/**
 * BACKOFFICE §4.7's worked example, defined once: the five lenders' programs (the demo seed creates them from here)
 * and Rosa's Cocina LLC's application, which the engine's tests match row for row. Boxes beyond the table (terms,
 * frequencies, typical pricing, documents) are plausible demo values; they do not take part in matching.
 */

export interface WorkedExampleProgram {
  /** The table's row letter. */
  key: 'A' | 'B' | 'C' | 'D' | 'E';
  lenderName: string;
  programName: string;
  criteria: ProgramCriteria;
  /** The lender's 90-day record on shared files (C's r = 0.55 is the table's; the others are demo values). */
  trackRecord: LenderTrackRecord;
}

export const WORKED_EXAMPLE_PROGRAMS: readonly WorkedExampleProgram[] = [
  {
    key: 'A',
    lenderName: 'Summit Capital',
    programName: 'RBF Core',
    criteria: parseProgramCriteria({
      schema: 1,
      product: 'revenue-based-financing',
      amount: { minCents: 1_000_000, maxCents: 25_000_000 },
      minFico: 650,
      ficoException: { minFico: 600, minOnTimeTradeMonths: 6 },
      minMonthsInBusiness: 12,
      minMonthlyRevenueCents: 2_500_000,
      maxExistingPositions: 1,
      termMonths: { min: 3, max: 18 },
      frequencies: ['daily', 'weekly'],
      typicalPricing: { factorE4: { min: 11_500, max: 14_000 } },
      requiredDocs: [{ type: 'bank_statements', months: 4 }, { type: 'photo_id' }],
    }),
    trackRecord: { shares: 6, offerRate: 0.5 },
  },
  {
    key: 'B',
    lenderName: 'Harbor Funding',
    // BACKOFFICE calls it an MCA program; merchant cash advances are revenue-based financing in the catalogue.
    programName: 'MCA Express',
    criteria: parseProgramCriteria({
      schema: 1,
      product: 'revenue-based-financing',
      amount: { minCents: 500_000, maxCents: 5_000_000, maxPctOfMonthlyRevenue: 150 },
      minFico: 550,
      minMonthsInBusiness: 6,
      minMonthlyRevenueCents: 1_500_000,
      maxExistingPositions: 2,
      states: { mode: 'except', codes: ['NY'] },
      termMonths: { min: 3, max: 12 },
      frequencies: ['daily'],
      typicalPricing: { factorE4: { min: 12_500, max: 14_900 } },
      requiredDocs: [{ type: 'bank_statements', months: 3 }],
    }),
    trackRecord: { shares: 24, offerRate: 0.625 },
  },
  {
    key: 'C',
    lenderName: 'Cedar Growth',
    programName: 'RBF Plus',
    criteria: parseProgramCriteria({
      schema: 1,
      product: 'revenue-based-financing',
      amount: { minCents: 2_000_000, maxCents: 15_000_000, maxPctOfMonthlyRevenue: 200 },
      minFico: 600,
      minMonthsInBusiness: 12,
      minMonthlyRevenueCents: 3_000_000,
      maxExistingPositions: 1,
      states: { mode: 'except', codes: ['CA', 'NY'] },
      termMonths: { min: 6, max: 18 },
      frequencies: ['daily', 'weekly'],
      typicalPricing: { factorE4: { min: 11_800, max: 13_500 } },
      requiredDocs: [{ type: 'bank_statements', months: 4 }, { type: 'photo_id' }, { type: 'voided_check' }],
    }),
    trackRecord: { shares: 20, offerRate: 0.55 },
  },
  {
    key: 'D',
    lenderName: 'Lone Star Bank',
    programName: 'LOC',
    criteria: parseProgramCriteria({
      schema: 1,
      product: 'line-of-credit',
      amount: { minCents: 1_000_000, maxCents: 10_000_000 },
      minFico: 600,
      minMonthsInBusiness: 12,
      minMonthlyRevenueCents: 2_000_000,
      maxExistingPositions: 0,
      states: { mode: 'only', codes: ['TX', 'OK'] },
      termMonths: { min: 12, max: 24 },
      frequencies: ['monthly'],
      typicalPricing: { aprBps: { min: 1_200, max: 3_500 } },
      requiredDocs: [{ type: 'bank_statements', months: 6 }, { type: 'tax_return', years: 1 }, { type: 'photo_id' }],
    }),
    trackRecord: { shares: 12, offerRate: 0.25 },
  },
  {
    key: 'E',
    lenderName: 'Pinnacle',
    programName: 'Term 2+',
    criteria: parseProgramCriteria({
      schema: 1,
      product: 'business-term-loan',
      amount: { minCents: 2_500_000, maxCents: 50_000_000 },
      minFico: 680,
      minMonthsInBusiness: 24,
      minMonthlyRevenueCents: 4_000_000,
      industries: { mode: 'except', naics: ['722'] },
      termMonths: { min: 12, max: 60 },
      frequencies: ['monthly'],
      typicalPricing: { aprBps: { min: 900, max: 2_900 } },
      requiredDocs: [{ type: 'bank_statements', months: 6 }, { type: 'tax_return', years: 2 }, { type: 'photo_id' }],
    }),
    trackRecord: { shares: 9, offerRate: 0.8 },
  },
];

/**
 * Rosa's Cocina LLC on 2026-11-21: an LLC, NAICS 722511, in TX, started 2025-09 (14 months), $38,000 a month from
 * bank statements, FICO 620 self-reported, 1 open advance, NetBuilder Growth with 4 on-time reported months; asks for
 * $60,000 of revenue-based financing, other products OK.
 */
export const ROSAS_COCINA_FACTS: ApplicantFacts = {
  requestedCents: 6_000_000,
  product: 'revenue-based-financing',
  productFlexible: true,
  fico: { value: 620, source: 'self' },
  monthsInBusiness: 14,
  monthlyRevenue: { cents: 3_800_000, source: 'bank_statements' },
  openPositions: 1,
  state: 'TX',
  naicsCode: '722511',
  entityType: 'llc',
  onTimeTradeMonths: 4,
};
