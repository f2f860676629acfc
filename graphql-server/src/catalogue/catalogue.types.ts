import { registerEnumType } from 'type-graphql';
import { DECLINE_REASON_CODES, type DeclineReasonCode as DeclineReasonCodeValue } from './decline-reasons.js';
import { enumObject } from './enum-object.js';

/**
 * The catalogue's GraphQL face. Kept apart from the plain data (index.ts does not export it) so the web generator
 * and the other packages read the catalogue without type-graphql. Each enum's values are the catalogue's codes as
 * they are, so what GraphQL sends is what the database, the REST contract and the web app carry.
 */
/** BACKOFFICE §3.6 platform decline reasons; use as `@Field(() => DeclineReasonCode)` with type `DeclineReasonCodeValue`. */
export const DeclineReasonCode = enumObject(DECLINE_REASON_CODES);
export type { DeclineReasonCodeValue };
registerEnumType(DeclineReasonCode, {
  name: 'DeclineReasonCode',
  description: 'Why NetFund declined an application (BACKOFFICE §3.6); `other` needs a note, shown to the client verbatim',
});
