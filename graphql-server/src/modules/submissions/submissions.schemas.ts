import { z } from 'zod';
import { recordId } from '../../shared/validation.js';
import { CONSENT_CHANNELS } from './consent-record.entity.js';

/** BACKOFFICE R13: "This application is already shared with 5 lenders (the maximum)". */
export const MAX_OPEN_SUBMISSIONS = 5;
export const SHARE_CAP_REACHED = `This application is already shared with ${MAX_OPEN_SUBMISSIONS} lenders (the maximum)`;
/** §3.4: a proposal unanswered this long expires. */
export const PROPOSAL_VALID_DAYS = 5;

export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const INVALID_SUBMISSION_ID = 'Invalid submission ID';
export const OVERRIDE_REASON_REQUIRED = 'Sharing an ineligible program needs an override reason';
export const NO_AUTO_SHARE_POLICY = "The client has not turned on automatic sharing: propose the lenders to the client, or record the client's consent";
export const PROPOSAL_NOT_OPEN = 'This proposal is no longer open';
export const ACCESS_ALREADY_ENDED = "This lender's access has already ended";
export const WRONG_PASSWORD = 'Your password is not correct';

const id = recordId;

export const submissionId = id(INVALID_SUBMISSION_ID);
export const programId = id('Invalid program ID');
export const lenderId = id('Invalid lender ID');

const overrideMessage = 'Override reason must be 5 to 500 characters';
const programChoice = z.object({
  programId,
  overrideReason: z.string({ error: overrideMessage }).trim().min(5, overrideMessage).max(500, overrideMessage).nullish().transform((reason) => reason ?? null),
});

const programChoices = z
  .array(programChoice, { error: 'Choose at least one program' })
  .min(1, 'Choose at least one program')
  .max(MAX_OPEN_SUBMISSIONS, SHARE_CAP_REACHED)
  .refine((choices) => new Set(choices.map((choice) => choice.programId)).size === choices.length, 'Each program can be chosen once');

/** R13 *Propose to client*: programs chosen on the Matches tab. */
export const proposeSchema = z.object({ programs: programChoices });

const noteMessage = 'Consent note must be 5 to 1000 characters';
/** R13 *Share now*: under the client's auto-share policy, or with the client's consent recorded by staff. */
export const shareSchema = z.object({
  programs: programChoices,
  consent: z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('auto_share_policy') }),
      z.object({
        kind: z.literal('staff_recorded'),
        channel: z.enum(CONSENT_CHANNELS, { error: 'Consent channel must be web, phone or email' }),
        note: z.string({ error: noteMessage }).trim().min(5, noteMessage).max(1000, noteMessage),
      }),
    ],
    { error: 'Consent kind must be auto_share_policy or staff_recorded' },
  ),
});
export type ShareInput = z.output<typeof shareSchema>;

const reasonMessage = 'Reason must be 5 to 500 characters';
export const revokeReasonSchema = z.string({ error: reasonMessage }).trim().min(5, reasonMessage).max(500, reasonMessage);
export const optionalReasonSchema = z.string({ error: reasonMessage }).trim().max(500, reasonMessage).nullish().transform((reason) => (reason ? reason : null));

export const revokeLenderSchema = z.object({
  lenderId,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200, WRONG_PASSWORD),
  reason: revokeReasonSchema,
});
