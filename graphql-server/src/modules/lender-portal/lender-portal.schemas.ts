import { z } from 'zod';

/** R20 *Decline*: the lender's reason codes (§3.6 "Lender decline: as R20"). */
export const LENDER_DECLINE_REASONS = [
  { code: 'credit_score', label: 'Credit score' },
  { code: 'time_in_business', label: 'Time in business' },
  { code: 'revenue', label: 'Revenue' },
  { code: 'cash_flow', label: 'Cash flow / NSFs' },
  { code: 'industry', label: 'Industry' },
  { code: 'state', label: 'State' },
  { code: 'positions', label: 'Positions / stacking' },
  { code: 'documents_insufficient', label: 'Documents insufficient' },
  { code: 'duplicate', label: 'Duplicate' },
  { code: 'outside_program', label: 'Outside program' },
  { code: 'other', label: 'Other' },
] as const;
export const LENDER_DECLINE_CODES = LENDER_DECLINE_REASONS.map((reason) => reason.code) as [
  (typeof LENDER_DECLINE_REASONS)[number]['code'],
  ...(typeof LENDER_DECLINE_REASONS)[number]['code'][],
];
export type LenderDeclineCode = (typeof LENDER_DECLINE_CODES)[number];

export const NOTE_REQUIRED_FOR_OTHER = 'Say why in at least 10 characters';
export const ONLY_OPEN_FILES_DECLINE = 'Only a file you have not answered with an offer can be declined';

export const lenderDeclineSchema = z
  .object({
    reasonCode: z.enum(LENDER_DECLINE_CODES, { error: 'Pick a reason' }),
    note: z.string({ error: 'The note must be at most 1,000 characters' }).trim().max(1000, 'The note must be at most 1,000 characters').nullish(),
    reconsiderHint: z.string({ error: 'At most 200 characters' }).trim().max(200, 'At most 200 characters').nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.reasonCode === 'other' && (input.note?.length ?? 0) < 10) ctx.addIssue({ code: 'custom', path: ['note'], message: NOTE_REQUIRED_FOR_OTHER });
  });
