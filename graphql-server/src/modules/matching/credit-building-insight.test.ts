import { describe, expect, it } from 'vitest';
import { creditBuildingInsight } from './credit-building-insight.js';
import type { ApplicantFacts, MatchProgram } from './match-types.js';
import { parseProgramCriteria, type ProgramCriteria } from './program-criteria.js';
import { ROSAS_COCINA_FACTS, WORKED_EXAMPLE_PROGRAMS } from './worked-example.js';

const workedExample: MatchProgram[] = WORKED_EXAMPLE_PROGRAMS.map((program, index) => ({
  programId: index + 1,
  lenderId: index + 1,
  name: program.programName,
  version: 1,
  criteria: program.criteria,
}));

let nextId = 100;
function program(criteria: Partial<ProgramCriteria>): MatchProgram {
  nextId += 1;
  return {
    programId: nextId,
    lenderId: nextId,
    name: `Program ${nextId}`,
    version: 1,
    criteria: parseProgramCriteria({ schema: 1, product: 'revenue-based-financing', amount: { minCents: 100_000, maxCents: 50_000_000 }, ...criteria }),
  };
}

const applicant: ApplicantFacts = {
  requestedCents: 2_000_000,
  product: 'revenue-based-financing',
  productFlexible: false,
  fico: { value: 620, source: 'self' },
  monthsInBusiness: 24,
  monthlyRevenue: { cents: 4_000_000, source: 'bank_statements' },
  openPositions: 0,
  state: 'TX',
  naicsCode: '722511',
  entityType: 'llc',
  onTimeTradeMonths: 4,
};

describe('the credit-building insight (BACKOFFICE R21, §4.5): what a higher FICO or more on-time months would open', () => {
  it("gives Rosa's Cocina §4.7's one program more, Summit's, at FICO 650 or after 2 more on-time reported months", () => {
    expect(creditBuildingInsight(ROSAS_COCINA_FACTS, workedExample)).toEqual({
      fitsNow: 1,
      onTimeTradeMonths: 4,
      fico: { target: 650, opens: 1 },
      tradeMonths: { more: 2, opens: 1 },
      text: '1 more lender program opens at FICO 650 or after 2 more on-time reported months.',
    });
  });

  it('counts every program one step opens, in the plural, and takes the nearest FICO step that opens any', () => {
    const programs = [
      program({ minFico: 650, ficoException: { minFico: 600, minOnTimeTradeMonths: 6 } }),
      program({ minFico: 650, ficoException: { minFico: 610, minOnTimeTradeMonths: 6 } }),
      program({ minFico: 700 }),
      program({ minFico: 600 }),
    ];
    expect(creditBuildingInsight(applicant, programs)).toMatchObject({
      fitsNow: 1,
      fico: { target: 650, opens: 2 },
      tradeMonths: { more: 2, opens: 2 },
      text: '2 more lender programs open at FICO 650 or after 2 more on-time reported months.',
    });
  });

  it('names each path on its own when they open different programs', () => {
    const programs = [program({ minFico: 640 }), program({ minFico: 700, ficoException: { minFico: 600, minOnTimeTradeMonths: 7 } })];
    expect(creditBuildingInsight(applicant, programs)).toMatchObject({
      fico: { target: 640, opens: 1 },
      tradeMonths: { more: 3, opens: 1 },
      text: '1 more lender program opens at FICO 640; 1 after 3 more on-time reported months.',
    });
    expect(creditBuildingInsight(applicant, [program({ minFico: 660 }), program({ minFico: 680 })]).text).toBe('1 more lender program opens at FICO 660.');
    const tradeOnly = creditBuildingInsight({ ...applicant, fico: { value: 700, source: 'self' } }, [program({ minFico: 720, ficoException: { minFico: 690, minOnTimeTradeMonths: 5 } })]);
    expect(tradeOnly).toMatchObject({ tradeMonths: { more: 1, opens: 1 }, text: '1 more lender program opens at FICO 720 or after 1 more on-time reported month.' });
  });

  it('says nothing when neither lever opens a program: a failure the FICO cannot fix, or a verified FICO required', () => {
    const programs = [program({ minFico: 650, minMonthsInBusiness: 36 }), program({ minFico: 640, requireVerified: { fico: true, revenue: false } }), program({ minFico: 600 })];
    expect(creditBuildingInsight(applicant, programs)).toEqual({ fitsNow: 1, onTimeTradeMonths: 4, fico: null, tradeMonths: null, text: null });
    expect(creditBuildingInsight(applicant, [])).toEqual({ fitsNow: 0, onTimeTradeMonths: 4, fico: null, tradeMonths: null, text: null });
  });

  it("leaves out other products' programs unless the client takes other products, and never opens one already open", () => {
    const lineOfCredit = program({ product: 'line-of-credit', minFico: 650 });
    expect(creditBuildingInsight(applicant, [lineOfCredit]).fico).toBeNull();
    expect(creditBuildingInsight({ ...applicant, productFlexible: true }, [lineOfCredit]).fico).toEqual({ target: 650, opens: 1 });
    expect(creditBuildingInsight({ ...applicant, fico: { value: 660, source: 'self' } }, [program({ minFico: 650 })])).toMatchObject({ fitsNow: 1, fico: null });
  });

  it('reads an absent trade history as none: the months an exception asks for are all still to come', () => {
    const { onTimeTradeMonths: _months, ...noHistory } = applicant;
    expect(creditBuildingInsight(noHistory, [program({ minFico: 700, ficoException: { minFico: 600, minOnTimeTradeMonths: 6 } })])).toMatchObject({
      onTimeTradeMonths: 0,
      tradeMonths: { more: 6, opens: 1 },
    });
  });

  it('never names a lender or a program', () => {
    const insight = creditBuildingInsight(ROSAS_COCINA_FACTS, workedExample);
    for (const named of WORKED_EXAMPLE_PROGRAMS) {
      expect(JSON.stringify(insight)).not.toContain(named.lenderName);
      expect(JSON.stringify(insight)).not.toContain(named.programName);
    }
  });
});
