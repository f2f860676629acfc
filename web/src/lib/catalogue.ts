/**
 * The catalogue of shared values (products, industries, US states, decline reasons, NetBuilder plans) for the web
 * app: generated from graphql-server/src/catalogue by `npm run generate`, plus the lookups the screens need.
 */
import { DECLINE_REASONS, ENTITY_TYPES, INDUSTRIES, PLAN_IDS, PLANS, PRODUCTS, type PlanId, type Product, type ProductCode } from '../generated/catalogue';

export * from '../generated/catalogue';

function labelLookup(entries: readonly { code: string; label: string }[]): (code: string) => string {
  const labels = new Map(entries.map((entry) => [entry.code, entry.label]));
  return (code) => labels.get(code) ?? code;
}

/** A product code's name on an application; an unknown code is shown as it is. */
export const productLabel = labelLookup(PRODUCTS);
/** An industry code's tile name; an unknown code is shown as it is. */
export const industryLabel = labelLookup(INDUSTRIES);
/** A decline reason code's name in the back office; an unknown code is shown as it is. */
export const declineReasonLabel = labelLookup(DECLINE_REASONS);
/** A business's legal form ("S corporation"); an unknown code is shown as it is. */
export const entityTypeLabel = labelLookup(ENTITY_TYPES);

/** A product's service page: the name the navigation and the product cards give it, and its path. */
export function productPage(code: ProductCode): { name: Product['serviceName']; path: Product['path'] } {
  const product = PRODUCTS.find((entry) => entry.code === code)!;
  return { name: product.serviceName, path: product.path };
}

/** "a, b or c" / "a, b and c": how the site lists plans in a sentence (no serial comma). */
export function listInSentence(items: readonly string[], conjunction: 'and' | 'or'): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** The cheapest plan's monthly price in dollars (the "from … a month" of the menus and the home page). */
export const LOWEST_PLAN_PRICE = Math.min(...PLANS.map((plan) => plan.price));

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}
