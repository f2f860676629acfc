// Imported by the route file: keep it small (it lands in the first JavaScript).
import { searchString } from '../../../lib/search-params';

/** R20's tabs, in the order they show. */
export const LENDER_PORTAL_TABS = ['inbox', 'active', 'offers', 'funded', 'criteria', 'performance'] as const;
export type LenderPortalTab = (typeof LENDER_PORTAL_TABS)[number];

/** `/lender/dashboard?tab=…&page=…&app=…`: the tab (inbox when left out), its page (1 when left out) and the file whose drawer is open. */
export interface LenderPortalSearch {
  tab?: Exclude<LenderPortalTab, 'inbox'>;
  page?: string;
  app?: string;
}

export function validateLenderPortalSearch(search: Record<string, unknown>): LenderPortalSearch {
  const tab = searchString(search.tab);
  const app = searchString(search.app);
  const page = searchString(search.page);
  return {
    tab: LENDER_PORTAL_TABS.find((value): value is Exclude<LenderPortalTab, 'inbox'> => value !== 'inbox' && value === tab),
    page: page && /^[1-9]\d{0,5}$/.test(page) && page !== '1' ? page : undefined,
    app: app && /^[1-9]\d{0,9}$/.test(app) ? app : undefined,
  };
}
