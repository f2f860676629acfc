// Imported by the route files only, so it stays in the first JavaScript without pulling the lazy screens' code in
// (and they import nothing from it but types): keep it small.
import { searchString } from '../../../lib/search-params';
import { validateListSearch, type ListSearch } from '../../backoffice/lib/list-search';
import type { LenderStatus } from '../../../generated/graphql';

const LENDER_STATUSES: readonly LenderStatus[] = ['onboarding', 'active', 'paused', 'archived'];

/** R7's columns that sort on the server (the DataTable column keys; LenderSort is `{key}_{direction}`). */
export const LENDER_SORT_FIELDS = ['name', 'createdAt'] as const;

/**
 * `/admin/lender-management/view`'s query string (BACKOFFICE R7, §0: filters live in the link): the list keys, the
 * search box and the filters. Defaults are no key at all.
 */
export interface LenderListSearch extends Partial<ListSearch> {
  q?: string;
  status?: LenderStatus;
  product?: string;
  state?: string;
}

/** The route's validateSearch: small, because what it imports is in every visitor's first JavaScript. */
export function validateLenderListSearch(search: Record<string, unknown>): LenderListSearch {
  const status = searchString(search.status);
  const state = searchString(search.state)?.toUpperCase();
  return {
    ...validateListSearch(search, LENDER_SORT_FIELDS),
    q: searchString(search.q)?.slice(0, 100),
    status: LENDER_STATUSES.find((value) => value === status),
    product: searchString(search.product),
    state: state && /^[A-Z]{2}$/.test(state) ? state : undefined,
  };
}

export const LENDER_DETAIL_TABS = ['overview', 'programs', 'users', 'submissions', 'funded', 'access', 'activity'] as const;
export type LenderDetailTab = (typeof LENDER_DETAIL_TABS)[number];

/** R9's `?tab=` (overview when left out). */
export function validateLenderDetailSearch(search: Record<string, unknown>): { tab?: Exclude<LenderDetailTab, 'overview'> } {
  const tab = searchString(search.tab);
  return { tab: LENDER_DETAIL_TABS.find((value): value is Exclude<LenderDetailTab, 'overview'> => value !== 'overview' && value === tab) };
}
