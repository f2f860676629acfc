/**
 * BACKOFFICE.md §3.6, platform decline reason codes. `clientText` is what the client's decline notice and decline
 * card say (it completes "…for these reasons:"); the two texts in brackets in §3.6 are used word for word.
 * `other` carries no text of its own: the admin's note (required) is shown verbatim instead.
 */
export const DECLINE_REASONS = [
  {
    code: 'incomplete_application',
    label: 'Incomplete application',
    clientText: 'we could not complete your application',
    noteRequired: false,
  },
  {
    code: 'unverifiable_information',
    label: 'Unverifiable information',
    clientText: 'we could not verify some information',
    noteRequired: false,
  },
  {
    code: 'revenue_below_minimums',
    label: 'Revenue below minimums',
    clientText: "your business's monthly revenue is below our lenders' minimums",
    noteRequired: false,
  },
  {
    code: 'time_in_business_below_minimums',
    label: 'Time in business below minimums',
    clientText: "your business has not been operating long enough for our lenders' minimums",
    noteRequired: false,
  },
  {
    code: 'credit_score_below_minimums',
    label: 'Credit score below minimums',
    clientText: "the credit score is below our lenders' minimums",
    noteRequired: false,
  },
  {
    code: 'restricted_industry',
    label: 'Restricted industry',
    clientText: 'our lenders do not fund businesses in your industry at this time',
    noteRequired: false,
  },
  {
    code: 'restricted_state',
    label: 'Restricted state',
    clientText: 'our lenders do not fund businesses in your state at this time',
    noteRequired: false,
  },
  {
    code: 'too_many_positions',
    label: 'Too many positions',
    clientText: 'your business already has too many financing positions open',
    noteRequired: false,
  },
  {
    code: 'no_program_match',
    label: 'No program match',
    clientText: "your business does not match any of our lenders' programs",
    noteRequired: false,
  },
  {
    code: 'duplicate_application',
    label: 'Duplicate application',
    clientText: 'you already have an application with us',
    noteRequired: false,
  },
  {
    code: 'other',
    label: 'Other',
    clientText: null,
    noteRequired: true,
  },
] as const;

export type DeclineReason = (typeof DECLINE_REASONS)[number];
export type DeclineReasonCode = DeclineReason['code'];

export const DECLINE_REASON_CODES = DECLINE_REASONS.map((reason) => reason.code) as [DeclineReasonCode, ...DeclineReasonCode[]];

export function isDeclineReasonCode(value: unknown): value is DeclineReasonCode {
  return typeof value === 'string' && (DECLINE_REASON_CODES as readonly string[]).includes(value);
}

export function declineReason(code: DeclineReasonCode): DeclineReason {
  return DECLINE_REASONS.find((reason) => reason.code === code)!;
}

/**
 * The specific reasons a client is told: each code's client text, and for `other` the admin's note verbatim.
 * Throws when `other` is chosen without a note (§3.6: note required).
 */
export function declineReasonTexts(codes: readonly DeclineReasonCode[], note?: string | null): string[] {
  const trimmedNote = note?.trim() ?? '';
  return codes.map((code) => {
    const reason = declineReason(code);
    if (reason.clientText !== null) return reason.clientText;
    if (!trimmedNote) throw new RangeError(`The decline reason "${code}" needs a note`);
    return trimmedNote;
  });
}
