import { searchString } from '../../../lib/search-params';
import { readListSearch, validateListSearch, type ListSearch, type ListSort } from '../../backoffice/lib/list-search';
import type { ApplicationSort, ClientSort, WorkflowStatus } from '../../../generated/graphql';

export const WORKFLOW_STATUSES: readonly WorkflowStatus[] = [
  'draft', 'submitted', 'in_review', 'matched', 'offered', 'accepted', 'funded', 'declined', 'closed', 'withdrawn',
];

/** R11's columns that sort on the server, by tab (the DataTable column keys). */
export const CLIENT_SORT_FIELDS = ['createdAt', 'businessName', 'applicationCount'] as const;
export const APPLICATION_SORT_FIELDS = ['submittedAt', 'requestedAmount'] as const;

export type ClientManagementTab = 'clients' | 'applications';

/**
 * `/admin/client-management/view`'s query string (BACKOFFICE R11, §0: filters live in the link): the tab, the list
 * keys, the search box, the tab's filters and `id` (an open client). Defaults are no key at all.
 */
export interface ClientManagementSearch extends Partial<ListSearch> {
  tab?: 'applications';
  q?: string;
  state?: string;
  industry?: string;
  status?: WorkflowStatus;
  product?: string;
  id?: string;
}

export function validateClientManagementSearch(search: Record<string, unknown>): ClientManagementSearch {
  const tab = searchString(search.tab) === 'applications' ? 'applications' : undefined;
  const status = searchString(search.status);
  const state = searchString(search.state)?.toUpperCase();
  const id = searchString(search.id);
  return {
    ...validateListSearch(search, tab ? APPLICATION_SORT_FIELDS : CLIENT_SORT_FIELDS),
    tab,
    q: searchString(search.q)?.slice(0, 100),
    state: state && /^[A-Z]{2}$/.test(state) ? state : undefined,
    industry: searchString(search.industry),
    status: WORKFLOW_STATUSES.find((value) => value === status),
    product: searchString(search.product),
    id: id && /^\d{1,10}$/.test(id) ? id : undefined,
  };
}

/** True when the link narrows the list (the "No results" state offers Clear filters). */
export function hasFilters(search: ClientManagementSearch): boolean {
  return Boolean(search.q || search.state || search.industry || search.status || search.product);
}

const CLIENT_DEFAULT_SORT: ListSort<(typeof CLIENT_SORT_FIELDS)[number]> = { field: 'createdAt', direction: 'desc' };
const APPLICATION_DEFAULT_SORT: ListSort<(typeof APPLICATION_SORT_FIELDS)[number]> = { field: 'submittedAt', direction: 'desc' };

function listKeys(search: ClientManagementSearch): ListSearch {
  return { page: search.page, pageSize: search.pageSize, sort: search.sort };
}

export function clientListState(search: ClientManagementSearch) {
  const list = readListSearch(listKeys(search), CLIENT_DEFAULT_SORT);
  const sort = `${list.sort!.field}_${list.sort!.direction}` as ClientSort;
  return { list, sort };
}

export function applicationListState(search: ClientManagementSearch) {
  const list = readListSearch(listKeys(search), APPLICATION_DEFAULT_SORT);
  const sort = `${list.sort!.field}_${list.sort!.direction}` as ApplicationSort;
  return { list, sort };
}

/** "5 h", "3 d": how long something has waited, from whole hours. */
export function formatAge(hours: number): string {
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
