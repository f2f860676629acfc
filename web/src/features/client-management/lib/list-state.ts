import type { ApplicationSort, ClientSort } from '../../../generated/graphql';
import { readListSearch, type ListSearch, type ListSort } from '../../backoffice/lib/list-search';
import type { APPLICATION_SORT_FIELDS, CLIENT_SORT_FIELDS, ClientManagementSearch } from './search';

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

