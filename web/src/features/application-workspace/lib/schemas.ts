import { z } from 'zod';
import { DECLINE_REASONS, DECLINE_REASON_CODES, US_STATE_CODES } from '../../../lib/catalogue';
import { DOCUMENT_TYPE_CODES } from './workspace';

/** The server's rules for the workspace's forms (application-workflow.schemas.ts, documents.schemas.ts, business.schemas.ts), with its messages. */

const requiredText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

export const reasonSchema = z.object({
  reason: z.string().trim().min(1, 'A reason is required').max(2_000, 'The reason must be at most 2,000 characters'),
});
export type ReasonValues = z.input<typeof reasonSchema>;

export const assignSchema = z.object({ assigneeId: z.string() });
export type AssignValues = z.input<typeof assignSchema>;

/** The server's sentence when a code that needs a note (`other`) has none. */
export const NOTE_REQUIRED = 'Add a note: it is what the client reads for the reason "Other"';
const codesNeedingNote = new Set<string>(DECLINE_REASONS.filter((reason) => reason.noteRequired).map((reason) => reason.code));

export const declineSchema = z
  .object({
    reasonCodes: z.array(z.enum(DECLINE_REASON_CODES)).min(1, 'Choose at least one reason'),
    note: z.string().trim().max(2_000, 'The note must be at most 2,000 characters'),
  })
  .superRefine(({ reasonCodes, note }, ctx) => {
    if (!note && reasonCodes.some((code) => codesNeedingNote.has(code))) ctx.addIssue({ code: 'custom', path: ['note'], message: NOTE_REQUIRED });
  });
export type DeclineValues = z.input<typeof declineSchema>;

export function needsNote(reasonCodes: readonly string[]): boolean {
  return reasonCodes.some((code) => codesNeedingNote.has(code));
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Request info: a message, a question and/or documents to upload (1–10 items together), a due date not in the past. */
export function requestInfoSchema(today: string) {
  return z
    .object({
      message: requiredText('Message', 2_000),
      question: z.string().trim().max(500, 'Question must be at most 500 characters'),
      docTypes: z.array(z.enum(DOCUMENT_TYPE_CODES)),
      dueAt: z
        .string()
        .regex(isoDate, 'Due date must be a date (YYYY-MM-DD)')
        .refine((value) => value >= today, 'Due date cannot be in the past'),
    })
    .superRefine(({ question, docTypes }, ctx) => {
      if (!question && docTypes.length === 0) ctx.addIssue({ code: 'custom', path: ['docTypes'], message: 'Ask a question or choose at least one document' });
    });
}
export type RequestInfoValues = z.input<ReturnType<typeof requestInfoSchema>>;

export const rejectDocumentSchema = z.object({
  rejectReason: z.string().trim().min(1, 'Say why the document is rejected').max(2_000, 'Reason must be at most 2,000 characters'),
});
export type RejectDocumentValues = z.input<typeof rejectDocumentSchema>;

export const uploadSchema = z.object({
  docType: z.enum(DOCUMENT_TYPE_CODES, { error: 'Choose a document type' }),
  file: z.instanceof(File, { error: 'Choose a file' }).nullable().refine((file) => file !== null, 'Choose a file'),
});
export type UploadValues = z.input<typeof uploadSchema>;

/** R11 Edit facts, on the form's text values (the server's rules and messages). */
export const editFactsSchema = z.object({
  legalName: requiredText('Legal name', 200),
  dba: z.string().trim().max(200, 'DBA must be at most 200 characters'),
  naicsCode: z.string().trim().regex(/^(\d{2,6})?$/, 'NAICS code must be 2 to 6 digits'),
  state: z.enum(US_STATE_CODES, { error: 'State must be a two-letter US state code' }),
  startedOn: z
    .string()
    .refine((value) => value === '' || isoDate.test(value), 'Start date must be a date (YYYY-MM-DD)')
    .refine((value) => value === '' || Date.parse(`${value}T00:00:00Z`) <= Date.now(), 'Start date cannot be in the future'),
  monthlyRevenue: z.string().trim().regex(/^\d+$/, 'Monthly revenue must be whole dollars'),
  fico: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 300 && Number(value) <= 850), 'FICO must be a whole number from 300 to 850'),
  ficoSource: z.enum(['', 'self', 'soft_pull', 'hard_pull']),
  openPositions: z.string().trim().regex(/^(\d{1,2})?$/, 'Open positions must be a whole number'),
  phone: z.string().trim().regex(/^(\+?[0-9 ().-]{7,32})?$/, 'Please enter a valid phone number'),
  website: z.string().trim().max(200, 'Website must be at most 200 characters'),
  reason: z.string().trim().min(1, 'A reason is required').max(2_000, 'The reason must be at most 2,000 characters'),
});
export type EditFactsValues = z.input<typeof editFactsSchema>;
