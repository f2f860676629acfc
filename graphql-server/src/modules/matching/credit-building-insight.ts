import { evaluateProgram } from './match-engine.js';
import type { ApplicantFacts, MatchProgram } from './match-types.js';
import { plural } from './reason-format.js';

/**
 * R21's credit-building card (BACKOFFICE §4.5, §4.6): what building credit would open for the client — "2 more
 * lender programs open at FICO 650 or after 2 more on-time reported months". A what-if over the active programs with
 * the engine's own evaluation: the nearest FICO that opens any program not open now, and the fewest more on-time
 * reported trade months (a program's FICO exception) that do. Counts only: never a lender's or program's name.
 */
export interface CreditBuildingInsight {
  /** Programs the applicant fits now. */
  fitsNow: number;
  /** The on-time reported trade months counted now (absent = 0). */
  onTimeTradeMonths: number;
  /** The nearest higher FICO that opens programs, and how many. */
  fico: { target: number; opens: number } | null;
  /** The fewest more on-time reported months that open programs, and how many. */
  tradeMonths: { more: number; opens: number } | null;
  /** The sentence the client reads; null when neither opens anything. */
  text: string | null;
}

/** The ids of the programs the facts are eligible for. */
function eligibleIds(facts: ApplicantFacts, programs: readonly MatchProgram[]): Set<number> {
  return new Set(programs.filter((program) => evaluateProgram(facts, program)?.outcome === 'eligible').map((program) => program.programId));
}

/** The first of the (ascending) steps whose facts open programs not open now, with those programs. */
function nearestOpening<T>(steps: readonly T[], factsAt: (step: T) => ApplicantFacts, programs: readonly MatchProgram[], openNow: ReadonlySet<number>) {
  for (const step of steps) {
    const opened = [...eligibleIds(factsAt(step), programs)].filter((id) => !openNow.has(id));
    if (opened.length > 0) return { step, opened };
  }
  return null;
}

const ascendingUnique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

export function creditBuildingInsight(facts: ApplicantFacts, programs: readonly MatchProgram[]): CreditBuildingInsight {
  const openNow = eligibleIds(facts, programs);
  const months = facts.onTimeTradeMonths ?? 0;
  const fico = facts.fico;

  // The FICO steps are the programs' own minimums (and exception minimums) above the applicant's score: the source
  // stays as it is, since a higher score does not verify it.
  const ficoSteps = ascendingUnique(
    programs
      .flatMap((program) => [program.criteria.minFico, program.criteria.ficoException?.minFico])
      .filter((value): value is number => value !== undefined && (fico === undefined || value > fico.value)),
  );
  const byFico = nearestOpening(ficoSteps, (target) => ({ ...facts, fico: { value: target, source: fico?.source ?? 'self' } }), programs, openNow);

  const monthSteps = ascendingUnique(
    programs.flatMap((program) => {
      const exception = program.criteria.ficoException;
      return exception && exception.minOnTimeTradeMonths > months ? [exception.minOnTimeTradeMonths - months] : [];
    }),
  );
  const byMonths = nearestOpening(monthSteps, (more) => ({ ...facts, onTimeTradeMonths: months + more }), programs, openNow);

  return {
    fitsNow: openNow.size,
    onTimeTradeMonths: months,
    fico: byFico && { target: byFico.step, opens: byFico.opened.length },
    tradeMonths: byMonths && { more: byMonths.step, opens: byMonths.opened.length },
    text: insightText(byFico, byMonths),
  };
}

function insightText(byFico: { step: number; opened: number[] } | null, byMonths: { step: number; opened: number[] } | null): string | null {
  const more = (count: number) => `${plural(count, 'more lender program opens', 'more lender programs open')}`;
  const afterMonths = (step: number) => `after ${plural(step, 'more on-time reported month', 'more on-time reported months')}`;
  if (byFico && byMonths) {
    return sameSet(byFico.opened, byMonths.opened)
      ? `${more(byFico.opened.length)} at FICO ${byFico.step} or ${afterMonths(byMonths.step)}.`
      : `${more(byFico.opened.length)} at FICO ${byFico.step}; ${byMonths.opened.length} ${afterMonths(byMonths.step)}.`;
  }
  if (byFico) return `${more(byFico.opened.length)} at FICO ${byFico.step}.`;
  if (byMonths) return `${more(byMonths.opened.length)} ${afterMonths(byMonths.step)}.`;
  return null;
}
