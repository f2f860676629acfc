import { z } from 'zod';
import { WorkflowStatus } from './application-workflow.js';

export const APPLICATION_SORTS = ['submittedAt_desc', 'submittedAt_asc', 'requestedAmount_desc', 'requestedAmount_asc', 'businessName_asc', 'status_asc'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-22')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Use a date like 2026-11-22');

/** R11's applications tab: filters, sort and page (25 a page, at most 100). */
export const applicationListSchema = z.object({
  filter: z
    .object({
      statuses: z.array(z.enum(WorkflowStatus)).nullish(),
      assigneeId: z.coerce.number({ error: 'assigneeId must be a user id' }).int().positive().nullish(),
      unassigned: z.boolean().nullish(),
      product: z.string().trim().max(64).nullish(),
      search: z.string().trim().max(100, 'Search for at most 100 characters').nullish(),
      submittedFrom: isoDate.nullish(),
      submittedTo: isoDate.nullish(),
    })
    .nullish()
    .transform((filter) => filter ?? {}),
  sort: z.enum(APPLICATION_SORTS).nullish().transform((sort) => sort ?? 'submittedAt_desc'),
  page: z.number().int('page must be a whole number from 1').min(1, 'page must be a whole number from 1').nullish().transform((page) => page ?? 1),
  pageSize: z
    .number()
    .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .nullish()
    .transform((size) => size ?? DEFAULT_PAGE_SIZE),
});
export type ApplicationListInput = z.input<typeof applicationListSchema>;
