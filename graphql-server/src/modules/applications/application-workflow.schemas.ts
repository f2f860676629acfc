import { z } from 'zod';
import { DECLINE_REASON_CODES, declineReason } from '../../catalogue/index.js';

export const NOTE_MAX = 2_000;
export const OTHER_NEEDS_NOTE = 'Add a note: it is what the client reads for the reason "Other"';

const expectedVersion = z
  .number({ error: 'expectedVersion must be a whole number' })
  .int('expectedVersion must be a whole number')
  .min(1, 'expectedVersion must be a whole number');

const reason = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(1, 'A reason is required')
  .max(NOTE_MAX, `The reason must be at most ${NOTE_MAX.toLocaleString('en-US')} characters`);

export const versionedReasonSchema = z.object({ expectedVersion, reason });

export const versionedSchema = z.object({ expectedVersion });

/** §3.6: at least one catalogue code, each once; `other` needs a note (≤ 2,000 characters). */
export const declineReasonsSchema = z
  .object({
    reasonCodes: z
      .array(z.enum(DECLINE_REASON_CODES, { error: 'Unknown decline reason' }), { error: 'Choose at least one reason' })
      .min(1, 'Choose at least one reason')
      .refine((codes) => new Set(codes).size === codes.length, 'Choose each reason once'),
    note: z
      .string()
      .trim()
      .max(NOTE_MAX, `The note must be at most ${NOTE_MAX.toLocaleString('en-US')} characters`)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine(({ reasonCodes, note }, ctx) => {
    if (!note && reasonCodes.some((code) => declineReason(code).noteRequired)) ctx.addIssue({ code: 'custom', path: ['note'], message: OTHER_NEEDS_NOTE });
  });

export const declineApplicationSchema = declineReasonsSchema.and(z.object({ expectedVersion }));
