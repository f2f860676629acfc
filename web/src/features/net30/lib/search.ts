// Imported by the route files: keep it small (no Chakra, no Apollo).
import { searchString } from '../../../lib/search-params';

export interface Net30ClientSearch {
  /** Admins: the client whose account the page shows. */
  clientId?: string;
}

/** `?clientId=` of R24 and R26: a numeric id, else none. */
export function parseClientIdSearch(search: Record<string, unknown>): Net30ClientSearch {
  const value = searchString(search.clientId);
  return { clientId: value && /^[1-9]\d{0,17}$/.test(value) ? value : undefined };
}

/** How the hosted checkout sends the browser back to R25: `?payment=success` or `?payment=canceled`. */
export type PaymentReturn = 'success' | 'canceled';

export function parsePaymentReturn(value: unknown): PaymentReturn | undefined {
  const text = searchString(value);
  return text === 'success' || text === 'canceled' ? text : undefined;
}

/**
 * The query string of a link into R19 `/admin/net30` (e.g. `?tab=invoices`). That route's search type belongs to
 * features/net30-admin; typed loosely here so these pages do not depend on its shape.
 */
export function adminNet30Search(tab: 'accounts' | 'invoices' | 'settings'): never {
  return { tab } as never;
}
