/**
 * SPEC §1: the five funding products. `code` is what the external form, the intake API and the database carry;
 * `label` names the product on an application (the client's and admin's screens); `serviceName` and `path` are the
 * product's service page in the site's navigation and the home page's product cards.
 */
export const PRODUCTS = [
  {
    code: 'investment-property-loan',
    label: 'Investment Property Loan',
    serviceName: 'Investment Property Loans',
    path: '/services/investment-property-loans',
  },
  {
    code: 'revenue-based-financing',
    label: 'Revenue-Based Financing',
    serviceName: 'Revenue-Based Financing',
    path: '/services/revenue-based-financing',
  },
  {
    code: 'business-term-loan',
    label: 'Business Term Loan',
    serviceName: 'Business Term Loans',
    path: '/services/business-term-loans',
  },
  {
    code: 'line-of-credit',
    label: 'Business Line of Credit',
    serviceName: 'Line of Credit',
    path: '/services/line-of-credit',
  },
  {
    code: 'commercial-real-estate',
    label: 'Commercial Real Estate Financing',
    serviceName: 'Commercial Real Estate',
    path: '/services/commercial-real-estate',
  },
] as const;

export type Product = (typeof PRODUCTS)[number];
export type ProductCode = Product['code'];

export const PRODUCT_CODES = PRODUCTS.map((product) => product.code) as [ProductCode, ...ProductCode[]];

export function productByCode(code: ProductCode): Product {
  return PRODUCTS.find((product) => product.code === code)!;
}
