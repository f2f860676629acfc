import { describe, expect, it } from 'vitest';
import { coverageHeatmap, FICO_BANDS, MONTHS_BANDS } from './coverage.js';
import { WORKED_EXAMPLE_PROGRAMS } from './worked-example.js';
import type { MatchProgram } from './match-types.js';

const programs: MatchProgram[] = WORKED_EXAMPLE_PROGRAMS.map((example, index) => ({
  programId: index + 1,
  lenderId: index + 1,
  name: example.programName,
  version: 1,
  criteria: example.criteria,
}));

/** The count of the cell for a FICO band and a months band, by their labels. */
function cell(heatmap: ReturnType<typeof coverageHeatmap>, fico: string, months: string): number {
  const found = heatmap.cells.find((candidate) => candidate.ficoBand === fico && candidate.monthsBand === months);
  if (!found) throw new Error(`no cell ${fico} × ${months}`);
  return found.programCount;
}

describe('coverage heatmap (R2)', () => {
  it('has one cell per FICO band and months band, in order', () => {
    const heatmap = coverageHeatmap(programs, { product: 'revenue-based-financing', requestedCents: 6_000_000 });
    expect(FICO_BANDS.map((band) => band.label)).toEqual(['< 550', '550–599', '600–649', '650–699', '700+']);
    expect(MONTHS_BANDS.map((band) => band.label)).toEqual(['< 6', '6–11', '12–23', '24+']);
    expect(heatmap.cells).toHaveLength(20);
    expect(heatmap.cells.slice(0, 4).map((c) => [c.ficoBand, c.monthsBand])).toEqual([
      ['< 550', '< 6'],
      ['< 550', '6–11'],
      ['< 550', '12–23'],
      ['< 550', '24+'],
    ]);
  });

  it('counts the programs of the product that accept someone in the cell for the amount', () => {
    // $40,000 revenue-based financing: A (FICO 650, 12 mo), B (FICO 550, 6 mo, ≤ $50k), C (FICO 600, 12 mo, from $20k).
    const heatmap = coverageHeatmap(programs, { product: 'revenue-based-financing', requestedCents: 4_000_000 });
    expect(cell(heatmap, '< 550', '24+')).toBe(0);
    expect(cell(heatmap, '550–599', '< 6')).toBe(0);
    expect(cell(heatmap, '550–599', '6–11')).toBe(1); // B
    expect(cell(heatmap, '600–649', '12–23')).toBe(2); // B, C
    expect(cell(heatmap, '650–699', '12–23')).toBe(3); // A, B, C
    expect(cell(heatmap, '700+', '24+')).toBe(3);
  });

  it('leaves out programs whose amount range does not reach the request, and other products', () => {
    // $60,000 is above B's $50,000 maximum; C funds from $20,000 up to $150,000.
    const rbf = coverageHeatmap(programs, { product: 'revenue-based-financing', requestedCents: 6_000_000 });
    expect(cell(rbf, '650–699', '12–23')).toBe(2); // A, C
    const termLoans = coverageHeatmap(programs, { product: 'business-term-loan', requestedCents: 6_000_000 });
    expect(cell(termLoans, '700+', '24+')).toBe(1); // E only
    expect(cell(termLoans, '650–699', '24+')).toBe(1); // E's FICO 680 is inside the band
    expect(cell(termLoans, '600–649', '24+')).toBe(0);
    expect(cell(termLoans, '700+', '12–23')).toBe(0); // E needs 24 months
  });

  it('names the gaps: the cells no program serves', () => {
    const heatmap = coverageHeatmap(programs, { product: 'line-of-credit', requestedCents: 2_000_000 });
    expect(heatmap.gapCount).toBe(heatmap.cells.filter((c) => c.programCount === 0).length);
    expect(cell(heatmap, '600–649', '12–23')).toBe(1); // D
    expect(cell(heatmap, '550–599', '12–23')).toBe(0);
  });

  it('applies the state rules only when a state is chosen', () => {
    // D funds only TX and OK.
    const inOklahoma = coverageHeatmap(programs, { product: 'line-of-credit', requestedCents: 2_000_000, state: 'OK' });
    expect(cell(inOklahoma, '600–649', '12–23')).toBe(1);
    const inIllinois = coverageHeatmap(programs, { product: 'line-of-credit', requestedCents: 2_000_000, state: 'IL' });
    expect(inIllinois.gapCount).toBe(20);
  });
});
