/**
 * The legal forms a business can take (BACKOFFICE §3.1 `business.entityType`, R12's entity type, R3's excluded
 * entity types). `label` names one business's form; `plural` is how a reason text names the whole group ("Does not
 * fund sole proprietorships", BACKOFFICE §4.3).
 */
export const ENTITY_TYPES = [
  { code: 'sole_proprietorship', label: 'Sole proprietorship', plural: 'sole proprietorships' },
  { code: 'partnership', label: 'Partnership', plural: 'partnerships' },
  { code: 'llc', label: 'LLC', plural: 'LLCs' },
  { code: 'corporation', label: 'Corporation', plural: 'corporations' },
  { code: 's_corporation', label: 'S corporation', plural: 'S corporations' },
  { code: 'nonprofit', label: 'Nonprofit', plural: 'nonprofits' },
] as const;

export type EntityType = (typeof ENTITY_TYPES)[number];
export type EntityTypeCode = EntityType['code'];

export const ENTITY_TYPE_CODES = ENTITY_TYPES.map((entityType) => entityType.code) as [EntityTypeCode, ...EntityTypeCode[]];

export function entityTypeByCode(code: EntityTypeCode): EntityType {
  return ENTITY_TYPES.find((entityType) => entityType.code === code)!;
}
