/** NetBuilder's plans are the catalogue's (graphql-server/src/catalogue/plans.ts); kept so the module imports them locally. */
export { PLANS, PLAN_IDS, isPlanId, planById, type Plan, type PlanFeature, type PlanId } from '../../catalogue/plans.js';
