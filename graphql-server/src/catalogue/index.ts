/**
 * The catalogue of values the whole platform shares (issue 10 item 5): products, industries, US states, entity types,
 * decline reasons and the NetBuilder plans, each defined once here. Plain data without imports, so that
 * `npm run generate` can copy it into the web app (web/src/generated/catalogue.ts) and the server, the seed,
 * the REST layer and the tests import it directly.
 */
export * from './products.js';
export * from './industries.js';
export * from './us-states.js';
export * from './entity-types.js';
export * from './decline-reasons.js';
export * from './plans.js';
