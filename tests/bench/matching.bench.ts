/**
 * `npm run bench:matching`: the matching engine (BACKOFFICE §4) matching one application against 200 program
 * versions, the budget being under 5 ms a match. Prints the median and p99 over BENCH_ROUNDS rounds (default 2,000)
 * after a warm-up. Pure CPU: no database, no server.
 */
import { performance } from 'node:perf_hooks';
import { matchApplicant, type LenderTrackRecord, type MatchProgram } from '../../graphql-server/src/modules/matching/index.js';
import { ROSAS_COCINA_FACTS, WORKED_EXAMPLE_PROGRAMS } from '../../graphql-server/src/modules/matching/worked-example.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 2_000);
const PROGRAM_COUNT = 200;

// 200 programs: the worked example's five boxes, each shifted a little so the outcomes vary.
const programs: MatchProgram[] = Array.from({ length: PROGRAM_COUNT }, (_, index) => {
  const template = WORKED_EXAMPLE_PROGRAMS[index % WORKED_EXAMPLE_PROGRAMS.length]!.criteria;
  const shift = (index % 7) - 3;
  return {
    programId: index + 1,
    lenderId: (index % 40) + 1,
    name: `Program ${index + 1}`,
    version: 1,
    criteria: {
      ...template,
      minFico: template.minFico === undefined ? undefined : template.minFico + shift * 10,
      minMonthsInBusiness: template.minMonthsInBusiness === undefined ? undefined : Math.max(0, template.minMonthsInBusiness + shift),
    },
  };
});
const trackRecords = new Map<number, LenderTrackRecord>(Array.from({ length: 40 }, (_, index) => [index + 1, { shares: index, offerRate: (index % 10) / 10 }]));
const facts = { ...ROSAS_COCINA_FACTS, productFlexible: true };

for (let round = 0; round < 200; round += 1) matchApplicant(facts, programs, trackRecords);

const timings: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  const start = performance.now();
  matchApplicant(facts, programs, trackRecords);
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!.toFixed(3);
console.log(`matching one application against ${PROGRAM_COUNT} programs, ${rounds} rounds: median ${at(0.5)} ms, p99 ${at(0.99)} ms (budget 5 ms)`);
