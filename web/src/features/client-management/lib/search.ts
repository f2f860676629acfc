import { searchString } from '../../../lib/search-params';
import { validateListSearch, type ListSearch } from '../../backoffice/lib/list-search';
import type { WorkflowStatus } from '../../../generated/graphql';

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

/** The route's validateSearch: what it imports is in every visitor's first JavaScript, so the list state is in list-state.ts. */
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
