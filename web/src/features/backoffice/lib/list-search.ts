import { searchString } from '../../../lib/search-params';

/**
 * A back-office list's paging and sorting as they stand in the query string, so a link shares the exact view
 * (BACKOFFICE.md §0). Values are the URL's text; the default of each (page 1, 25 rows, the list's own order) is no
 * key at all, so the plain path is the canonical link.
 */
export interface ListSearch {
  page: string | undefined;
  pageSize: string | undefined;
  /** `field` ascending, `-field` descending. */
  sort: string | undefined;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export type SortDirection = 'asc' | 'desc';

export interface ListSort<Field extends string = string> {
  field: Field;
  direction: SortDirection;
}

/** The list's state for the page and its query: numbers, the sort split, and the offset of the first row. */
export interface ListState<Field extends string = string> {
  page: number;
  pageSize: number;
  offset: number;
  sort: ListSort<Field> | undefined;
}

/**
 * For a list route's `validateSearch`: keeps `page`, `pageSize` and `sort` when they are valid and drops them (as
 * `undefined`: every key is returned, or a left-out key keeps its raw value) when they are not or are the default.
 * Spread it with the route's own filters.
 */
export function validateListSearch(search: Record<string, unknown>, sortFields: readonly string[]): ListSearch {
  const page = searchString(search.page);
  const pageSize = searchString(search.pageSize);
  const sort = searchString(search.sort);
  return {
    page: page && /^[1-9]\d{0,5}$/.test(page) && page !== '1' ? page : undefined,
    pageSize: pageSize && pageSize !== String(DEFAULT_PAGE_SIZE) && PAGE_SIZES.some((size) => String(size) === pageSize) ? pageSize : undefined,
    sort: sort && sortFields.includes(sort.replace(/^-/, '')) ? sort : undefined,
  };
}

/** The validated search as numbers and a sort, with `defaultSort` when the link names none. */
export function readListSearch<Field extends string>(search: ListSearch, defaultSort?: ListSort<Field>): ListState<Field> {
  const page = Number(search.page ?? 1);
  const pageSize = Number(search.pageSize ?? DEFAULT_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize, sort: search.sort ? parseSort<Field>(search.sort) : defaultSort };
}

function parseSort<Field extends string>(sort: string): ListSort<Field> {
  return sort.startsWith('-') ? { field: sort.slice(1) as Field, direction: 'desc' } : { field: sort as Field, direction: 'asc' };
}

/** `sort` for the query string: `field` or `-field`. */
export function formatSort(sort: ListSort): string {
  return sort.direction === 'desc' ? `-${sort.field}` : sort.field;
}
