// Imported by the route file only, so it stays in the first JavaScript without the lazy screen's code: keep it small.
import { searchString } from '../../../lib/search-params';
import { validateListSearch, type ListSearch } from '../../backoffice/lib/list-search';

export const NET30_ADMIN_TABS = ['applications', 'accounts', 'invoices', 'aging', 'reporting', 'disputes', 'settings'] as const;
export type Net30AdminTab = (typeof NET30_ADMIN_TABS)[number];

const ACCOUNT_STATUSES = ['active', 'on_hold', 'closing', 'closed'] as const;
const INVOICE_STATUSES = ['open', 'overdue', 'paid', 'void'] as const;
const BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'days91plus'] as const;
export type AccountStatusFilter = (typeof ACCOUNT_STATUSES)[number];
export type InvoiceStatusFilter = (typeof INVOICE_STATUSES)[number];
export type BucketFilter = (typeof BUCKETS)[number];

/**
 * `/admin/net30`'s query string (BACKOFFICE R19, §0: the tab and the filters live in the link). `page`/`pageSize`
 * belong to the tab shown (a tab change drops them); `status` is the Accounts or the Invoices tab's own.
 */
export interface Net30AdminSearch extends Partial<ListSearch> {
  tab?: Exclude<Net30AdminTab, 'applications'>;
  q?: string;
  status?: AccountStatusFilter | InvoiceStatusFilter;
  bucket?: BucketFilter;
}

const pick = <T extends string>(values: readonly T[], value: unknown): T | undefined => values.find((each) => each === searchString(value));

/** The route's validateSearch; applications, the default tab, is no key at all. */
export function validateNet30AdminSearch(search: Record<string, unknown>): Net30AdminSearch {
  const tab = pick(NET30_ADMIN_TABS, search.tab);
  return {
    ...validateListSearch(search, []),
    tab: tab === 'applications' ? undefined : tab,
    q: searchString(search.q)?.slice(0, 100),
    status: pick([...ACCOUNT_STATUSES, ...INVOICE_STATUSES], search.status),
    bucket: pick(BUCKETS, search.bucket),
  };
}

export const isAccountStatus = (value: string | undefined): value is AccountStatusFilter => ACCOUNT_STATUSES.some((each) => each === value);
export const isInvoiceStatus = (value: string | undefined): value is InvoiceStatusFilter => INVOICE_STATUSES.some((each) => each === value);
export { ACCOUNT_STATUSES, INVOICE_STATUSES, BUCKETS };
