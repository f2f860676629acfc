import { DECLINE_REASONS, ENTITY_TYPES, INDUSTRIES, PLANS, PRODUCTS, US_STATES } from './index.js';

/**
 * The text of web/src/generated/catalogue.ts: the web app imports no server code, so it gets the catalogue's data
 * as literals, with the same names and code types; the server's helper functions stay on the server.
 * `npm run catalogue` (part of `npm run generate`) writes it; `npm run check:drift` and catalogue.test.ts fail
 * when the committed file differs.
 */
export const WEB_CATALOGUE_PATH = 'web/src/generated/catalogue.ts';

interface Section {
  /** The exported array. */
  name: string;
  value: readonly object[];
  /** The field each entry is known by. */
  key: 'code' | 'id';
  /** Type names: one entry, and its key. */
  entryType: string;
  keyType: string;
  /** The exported array of keys. */
  keysName: string;
}

const sections: Section[] = [
  { name: 'PRODUCTS', value: PRODUCTS, key: 'code', entryType: 'Product', keyType: 'ProductCode', keysName: 'PRODUCT_CODES' },
  { name: 'INDUSTRIES', value: INDUSTRIES, key: 'code', entryType: 'Industry', keyType: 'IndustryCode', keysName: 'INDUSTRY_CODES' },
  { name: 'US_STATES', value: US_STATES, key: 'code', entryType: 'UsState', keyType: 'UsStateCode', keysName: 'US_STATE_CODES' },
  { name: 'ENTITY_TYPES', value: ENTITY_TYPES, key: 'code', entryType: 'EntityType', keyType: 'EntityTypeCode', keysName: 'ENTITY_TYPE_CODES' },
  { name: 'DECLINE_REASONS', value: DECLINE_REASONS, key: 'code', entryType: 'DeclineReason', keyType: 'DeclineReasonCode', keysName: 'DECLINE_REASON_CODES' },
  { name: 'PLANS', value: PLANS, key: 'id', entryType: 'Plan', keyType: 'PlanId', keysName: 'PLAN_IDS' },
];

const isPrimitive = (field: unknown) => field === null || typeof field !== 'object';

/** One entry a line when entries hold only primitives (or lists of them); nested ones (plans) indented. */
function literal(value: readonly object[]): string {
  const flat = value.every((entry) => Object.values(entry).every((field) => isPrimitive(field) || (Array.isArray(field) && field.every(isPrimitive))));
  if (flat) return `[\n${value.map((entry) => `  ${JSON.stringify(entry)},`).join('\n')}\n]`;
  return JSON.stringify(value, null, 2);
}

function section({ name, value, key, entryType, keyType, keysName }: Section): string {
  return [
    `export const ${name} = ${literal(value)} as const;`,
    `export type ${entryType} = (typeof ${name})[number];`,
    `export type ${keyType} = ${entryType}['${key}'];`,
    `export const ${keysName} = ${name}.map((entry) => entry.${key}) as [${keyType}, ...${keyType}[]];`,
  ].join('\n');
}

const HEADER = [
  '// Generated from graphql-server/src/catalogue by `npm run catalogue` (part of `npm run generate`). Do not edit:',
  '// change the catalogue and regenerate.',
].join('\n');

export function renderWebCatalogue(): string {
  return `${HEADER}\n\n${sections.map(section).join('\n\n')}\n`;
}
