import { z } from 'zod';
import { ValidationError } from '../../shared/errors.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../applications/application-admin.schemas.js';
import { WorkflowStatus } from '../applications/application-workflow.js';
import { MAX_NOTE_LENGTH } from './client-note.entity.js';

export const CLIENT_SORTS = ['createdAt_desc', 'createdAt_asc', 'businessName_asc', 'businessName_desc', 'applicationCount_desc', 'applicationCount_asc'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

const pageSizeMessage = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** R11's clients tab: filters, search, sort and page (25 a page, at most 100). */
export const clientListSchema = z.object({
  filter: z
    .object({
      search: z.string().trim().max(100, 'Search for at most 100 characters').nullish(),
      state: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'state must be a two-letter USPS code').nullish(),
      industry: z.string().trim().max(64).nullish(),
      latestStatus: z.enum(WorkflowStatus).nullish(),
      withOpenApplications: z.boolean().nullish(),
    })
    .nullish()
    .transform((filter) => filter ?? {}),
  sort: z.enum(CLIENT_SORTS).nullish().transform((sort) => sort ?? 'createdAt_desc'),
  page: z.number().int('page must be a whole number from 1').min(1, 'page must be a whole number from 1').nullish().transform((page) => page ?? 1),
  pageSize: z.number().int(pageSizeMessage).min(1, pageSizeMessage).max(MAX_PAGE_SIZE, pageSizeMessage).nullish().transform((size) => size ?? DEFAULT_PAGE_SIZE),
});
export type ClientListInput = z.input<typeof clientListSchema>;
export type ClientListQuery = z.output<typeof clientListSchema>;

/** R11 *Add note*. */
export const clientNoteSchema = z.object({
  body: z
    .string({ error: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(MAX_NOTE_LENGTH, `Keep the note to ${MAX_NOTE_LENGTH.toLocaleString('en-US')} characters or fewer`),
});

export const CLIENT_NOT_FOUND = 'Client not found';
export const INVALID_CLIENT_ID = 'Invalid client ID';
const MAX_ID = 2_147_483_647;

/** A client id from GraphQL (an ID string): a malformed one is a 400; one beyond the column's range is simply not found (null). */
export function parseClientId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,20}$/.test(text) || /^0+$/.test(text)) throw new ValidationError(INVALID_CLIENT_ID, { id: INVALID_CLIENT_ID });
  const id = Number(text);
  return id > MAX_ID ? null : id;
}
