import { z } from 'zod';
import { DOCUMENT_TYPE_CODES, DOCUMENT_TYPES } from './document-types.js';
import { InfoRequestItemKind } from './info-request.entity.js';
import { addDays, platformToday } from '../../shared/calendar.js';
import { calendarDate } from '../../shared/validation.js';

/** BACKOFFICE §0: due dates are dates in platform time. */
export const MAX_INFO_REQUEST_ITEMS = 10;

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);
}



export const docTypeSchema = z.enum(DOCUMENT_TYPE_CODES, { error: `Document type must be one of: ${DOCUMENT_TYPE_CODES.join(', ')}` });

/** An id of ours: a positive whole number (as GraphQL's ID string or a route parameter). */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

const infoRequestItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal(InfoRequestItemKind.document), docType: docTypeSchema, prompt: requiredText('Prompt', 500) }),
    // A question has no document type; one sent anyway is ignored.
    z.object({ kind: z.literal(InfoRequestItemKind.question), docType: z.unknown().optional().transform(() => null), prompt: requiredText('Question', 500) }),
  ],
  { error: 'Kind must be document or question' },
);

const dueDateSchema = calendarDate('Due date must be a date (YYYY-MM-DD)')
  .refine((value) => value >= platformToday(), 'Due date cannot be in the past');

function itemsSchema<T extends z.ZodType>(item: T) {
  return z
    .array(item, { error: 'Ask for at least one item' })
    .min(1, 'Ask for at least one item')
    .max(MAX_INFO_REQUEST_ITEMS, `Ask for at most ${MAX_INFO_REQUEST_ITEMS} items at once`);
}

export const requestInfoSchema = z.object({
  applicationId: z.unknown(),
  message: requiredText('Message', 2_000),
  dueAt: dueDateSchema,
  items: itemsSchema(infoRequestItemSchema),
});
export type RequestInfoInput = z.input<typeof requestInfoSchema>;

/** R20: a lender's due date is at most this many days from today. */
export const LENDER_INFO_REQUEST_MAX_DAYS = 10;


/**
 * R20 Request info: document types of the catalogue (the prompt defaults to the type's label) or questions of at
 * most 500 characters, due within 10 days; an optional note.
 */
export const lenderInfoRequestSchema = z.object({
  message: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(2_000, 'Note must be at most 2,000 characters')
    .nullish()
    .transform((value) => value || null),
  dueAt: dueDateSchema.superRefine((value, ctx) => {
    const latest = addDays(platformToday(), LENDER_INFO_REQUEST_MAX_DAYS);
    if (value > latest) ctx.addIssue({ code: 'custom', message: `Due date must be within ${LENDER_INFO_REQUEST_MAX_DAYS} days (${latest} at the latest)` });
  }),
  items: itemsSchema(
    z.discriminatedUnion(
      'kind',
      [
        z
          .object({
            kind: z.literal(InfoRequestItemKind.document),
            docType: docTypeSchema,
            prompt: z.string().trim().max(500, 'Prompt must be at most 500 characters').nullish(),
          })
          .transform((item) => ({ ...item, prompt: item.prompt || DOCUMENT_TYPES[item.docType] })),
        z.object({ kind: z.literal(InfoRequestItemKind.question), docType: z.unknown().optional().transform(() => null), prompt: requiredText('Question', 500) }),
      ],
      { error: 'Kind must be document or question' },
    ),
  ),
});
export type LenderInfoRequestInput = z.input<typeof lenderInfoRequestSchema>;

export const answerInfoRequestSchema = z.object({
  id: z.unknown(),
  answers: z
    .array(z.object({ itemIndex: z.number({ error: 'Item index must be a whole number' }).int('Item index must be a whole number').min(0, 'No such item'), answer: requiredText('Answer', 5_000) }), {
      error: 'Send at least one answer',
    })
    .min(1, 'Send at least one answer')
    .max(MAX_INFO_REQUEST_ITEMS, 'No such item'),
});
export type AnswerInfoRequestInput = z.input<typeof answerInfoRequestSchema>;

export const cancelInfoRequestSchema = z.object({ id: z.unknown(), reason: requiredText('Reason', 2_000) });

export enum DocumentDecision {
  accept = 'accept',
  reject = 'reject',
}

export const reviewDocumentSchema = z
  .object({
    id: z.unknown(),
    decision: z.enum(DocumentDecision, { error: 'Decision must be accept or reject' }),
    rejectReason: z
      .string()
      .trim()
      .max(2_000, 'Reason must be at most 2,000 characters')
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((input, ctx) => {
    if (input.decision === DocumentDecision.reject && !input.rejectReason) ctx.addIssue({ code: 'custom', path: ['rejectReason'], message: 'Say why the document is rejected' });
  });
export type ReviewDocumentInput = z.input<typeof reviewDocumentSchema>;

export const adHocUploadSchema = z.object({ docType: docTypeSchema });
