import { z } from 'zod';
import { pageFields } from '../../shared/paging.js';
import { calendarDate } from '../../shared/validation.js';
import { WorkflowStatus } from './application-workflow.js';

export const APPLICATION_SORTS = ['submittedAt_desc', 'submittedAt_asc', 'requestedAmount_desc', 'requestedAmount_asc', 'businessName_asc', 'status_asc'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/paging.js';

const isoDate = calendarDate('Use a date like 2026-11-22');

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
  ...pageFields,
});
export type ApplicationListInput = z.input<typeof applicationListSchema>;
