/**
 * The matching engine's public face (BACKOFFICE §4): the criteria schema, the pure engine, the client's summary and
 * the worked example's programs. No entities, no GraphQL: services store and show what these functions return.
 */
export * from './program-criteria.js';
export * from './match-types.js';
export { checkCriteria, evaluateProgram, fitScore, matchApplicant, offerRate, rankMatches } from './match-engine.js';
export { coverageHeatmap, FICO_BANDS, MONTHS_BANDS, type CoverageCell, type CoverageHeatmap } from './coverage.js';
export { describeCriteria } from './criteria-description.js';
export { clientMatchSummary, type ClientMatchSummary } from './client-summary.js';
export { creditBuildingInsight, type CreditBuildingInsight } from './credit-building-insight.js';
export { WORKED_EXAMPLE_PROGRAMS, ROSAS_COCINA_FACTS, type WorkedExampleProgram } from './worked-example.js';
