import type { ProductCode, UsStateCode } from '../../catalogue/index.js';
import { evaluateProgram } from './match-engine.js';
import type { ApplicantFacts, MatchProgram } from './match-types.js';

/**
 * R2's coverage heatmap: FICO bands × months-in-business bands, each cell the number of active programs that would
 * accept someone in it for the chosen product and amount; 0 is a gap no lender serves. A program accepts a cell when
 * the best applicant of the cell (the band's top FICO and months) passes its criteria; facts the cell does not fix
 * (revenue, industry, …) are left unknown, so they never exclude a program; the state too unless one is chosen (its
 * rule is then applied). Near misses do not count.
 */

interface Band {
  label: string;
  /** The best value inside the band: the cell's most qualified applicant. */
  top: number;
}

export const FICO_BANDS: readonly Band[] = [
  { label: '< 550', top: 549 },
  { label: '550–599', top: 599 },
  { label: '600–649', top: 649 },
  { label: '650–699', top: 699 },
  { label: '700+', top: 850 },
];

export const MONTHS_BANDS: readonly Band[] = [
  { label: '< 6', top: 5 },
  { label: '6–11', top: 11 },
  { label: '12–23', top: 23 },
  { label: '24+', top: 600 },
];

export interface CoverageCell {
  ficoBand: string;
  monthsBand: string;
  programCount: number;
  /** The programs counted, so the screen can list them. */
  programIds: number[];
}

export interface CoverageHeatmap {
  cells: CoverageCell[];
  gapCount: number;
}

/** The heatmap for `product` and `requestedCents` over the given (active) programs, row by FICO band. */
export function coverageHeatmap(
  programs: readonly MatchProgram[],
  request: { product: ProductCode; requestedCents: number; state?: UsStateCode },
): CoverageHeatmap {
  // The engine needs a state; without a chosen one, each program's state rule is left out instead of guessed.
  const judged = request.state === undefined ? programs.map(withoutStateRule) : programs;
  const state = request.state ?? 'TX';
  const cells: CoverageCell[] = [];
  for (const fico of FICO_BANDS) {
    for (const months of MONTHS_BANDS) {
      const facts: ApplicantFacts = {
        requestedCents: request.requestedCents,
        product: request.product,
        productFlexible: false,
        state,
        fico: { value: fico.top, source: 'self' },
        monthsInBusiness: months.top,
      };
      const programIds: number[] = [];
      for (const program of judged) {
        const result = evaluateProgram(facts, program);
        // needs_data: nothing fails, only facts the cell does not fix are unknown.
        if (result && (result.outcome === 'eligible' || result.outcome === 'needs_data')) programIds.push(program.programId);
      }
      cells.push({ ficoBand: fico.label, monthsBand: months.label, programCount: programIds.length, programIds });
    }
  }
  return { cells, gapCount: cells.filter((cell) => cell.programCount === 0).length };
}

function withoutStateRule(program: MatchProgram): MatchProgram {
  if (program.criteria.states === undefined) return program;
  const { states: _ignored, ...criteria } = program.criteria;
  return { ...program, criteria };
}
