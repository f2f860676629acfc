import { z } from 'zod';

/** BACKOFFICE §0: lists are server-paginated, 25 a page, at most 100. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** One page of a server-paginated list. */
export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** The `page` and `pageSize` fields of a list's input (a bad value is a 400 naming the field). */
export const pageFields = {
  page: z.number().int('page must be a whole number from 1').min(1, 'page must be a whole number from 1').nullish().transform((page) => page ?? 1),
  pageSize: z
    .number()
    .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .nullish()
    .transform((size) => size ?? DEFAULT_PAGE_SIZE),
};
