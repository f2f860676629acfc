import { registerEnumType } from 'type-graphql';
import { DECLINE_REASON_CODES, DECLINE_REASONS, type DeclineReasonCode as DeclineReasonCodeValue } from './decline-reasons.js';
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
  // Each value: the back office's label and what the client's decline notice says for it.
  valuesConfig: Object.fromEntries(
    DECLINE_REASONS.map((reason) => [
      reason.code,
      { description: reason.code === 'other' ? `${reason.label}: the admin's note (required) is shown to the client verbatim` : `${reason.label}: the client is told "${reason.clientText}"` },
    ]),
  ),
});
