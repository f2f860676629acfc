import { z } from 'zod';
import { pageFields } from '../../shared/paging.js';
import { grantsAccess, SUBMISSION_STATUSES, type SubmissionStatus } from '../submissions/submission.entity.js';

/** R20's tabs that list files (Funded, Criteria and Performance have reads of their own). */
export const LENDER_FILE_TABS = ['inbox', 'active', 'offers'] as const;
export type LenderFileTab = (typeof LENDER_FILE_TABS)[number];

/**
 * Which shares each tab lists (R20), the one place this rule lives: Inbox — shared and not opened yet, and every
 * file whose access ended (a greyed line without facts; a won file is not one: it stays in Offers for its contract);
 * Active — opened, asked about or offered on; Offers — offered on or won.
 */
export const LENDER_FILE_TAB_STATUSES: Record<LenderFileTab, readonly SubmissionStatus[]> = {
  inbox: ['shared', ...SUBMISSION_STATUSES.filter((status) => !grantsAccess(status) && status !== 'won')],
  active: ['viewed', 'info_requested', 'offered'],
  offers: ['offered', 'won'],
};

/** R20's file lists are paged as every list (BACKOFFICE §0: 25 a page, at most 100); a bad value names its field. */
export const lenderFilePageSchema = z.object({ tab: z.enum(LENDER_FILE_TABS), ...pageFields });

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
