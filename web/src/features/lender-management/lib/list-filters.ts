import { LenderStatus } from '../../../generated/graphql';
import type { LenderListSearch } from './search';

export const LENDER_STATUS_VALUES = Object.values(LenderStatus);

/** True when the link narrows the list (the "no results" state offers Clear filters). */
export function hasLenderFilters(search: LenderListSearch): boolean {
  return Boolean(search.q || search.status || search.product || search.state);
}
