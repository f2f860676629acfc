import { z } from 'zod';
import { platformToday } from '../../funding/lib/funding-format';

export { platformToday };

/** R20: a lender's due date is at most this many days ahead (the server checks it too). */
export const LENDER_DUE_MAX_DAYS = 10;
/** The usual ask: a week. */
export const LENDER_DUE_DEFAULT_DAYS = 7;
const MAX_ITEMS = 10;
const QUESTION_MAX = 500;

/** The date `days` after `from` (both YYYY-MM-DD). */
export function addDays(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** One row of Request info: a document type from the catalogue, or a question. */
export interface InfoRequestRow {
  kind: 'document' | 'question';
  docType: string;
  prompt: string;
}

/** The Request info form, with the server's messages (`items.1.prompt`, `dueAt`) at the same paths. */
export function lenderInfoRequestFormSchema(today: string) {
  const latest = addDays(today, LENDER_DUE_MAX_DAYS);
  return z.object({
    message: z.string().max(2_000, 'Note must be at most 2,000 characters'),
    dueAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a due date')
      .refine((value) => value >= today, 'Due date cannot be in the past')
      .refine((value) => value <= latest, `Due date must be within ${LENDER_DUE_MAX_DAYS} days (${latest} at the latest)`),
    items: z
      .array(
        z
          .object({ kind: z.enum(['document', 'question']), docType: z.string(), prompt: z.string() })
          .superRefine((item, ctx) => {
            if (item.kind === 'document' && !item.docType) ctx.addIssue({ code: 'custom', path: ['docType'], message: 'Choose a document type' });
            if (item.kind === 'question' && !item.prompt.trim()) ctx.addIssue({ code: 'custom', path: ['prompt'], message: 'Write the question' });
            if (item.kind === 'question' && item.prompt.trim().length > QUESTION_MAX)
              ctx.addIssue({ code: 'custom', path: ['prompt'], message: `Question must be at most ${QUESTION_MAX} characters` });
          }),
      )
      .min(1, 'Ask for at least one item')
      .max(MAX_ITEMS, `Ask for at most ${MAX_ITEMS} items at once`),
  });
}
export type LenderInfoRequestFormValues = z.infer<ReturnType<typeof lenderInfoRequestFormSchema>>;

/** R20 Criteria Request a change: 10 to 2,000 characters. */
export const criteriaChangeFormSchema = z.object({
  programId: z.string(),
  message: z.string().trim().min(10, 'Describe the change in at least 10 characters').max(2_000, 'Keep it to 2,000 characters'),
});
export type CriteriaChangeFormValues = z.infer<typeof criteriaChangeFormSchema>;
