import type { LinkProps } from '@tanstack/react-router';
import { INDUSTRIES, PRODUCT_CODES, productPage, type IndustryCode, type ProductCode } from '../../../lib/catalogue';

/** The five funding products (SPEC §1), as the home page and the service pages present them. */
export interface Product {
  name: string;
  to: NonNullable<LinkProps['to']>;
  summary: string;
  highlight: string;
  badge?: 'Featured' | 'Popular';
}

/** What the home page says about each product; names and paths come from the catalogue. */
const productCards: Record<ProductCode, Omit<Product, 'name' | 'to'>> = {
  'investment-property-loan': {
    summary: 'Qualify on the rent your property earns, with no personal income documents. Up to $3MM on 1-4 unit properties.',
    highlight: 'Min. 620 FICO · 20% down',
    badge: 'Featured',
  },
  'revenue-based-financing': {
    summary: 'Capital repaid as a share of your sales, so payments ease off in slow months. Funding in as little as 24 hours.',
    highlight: 'Payments flex with revenue',
    badge: 'Popular',
  },
  'business-term-loan': {
    summary: 'A lump sum with a fixed, predictable payment for expansion, equipment or refinancing higher-cost debt.',
    highlight: 'Fixed payments · 1-5 year terms',
  },
  'line-of-credit': {
    summary: 'Draw what you need, when you need it, and pay interest only on what you use. Repaid funds become available again.',
    highlight: 'Revolving · pay only for what you draw',
  },
  'commercial-real-estate': {
    summary: 'Buy, refinance or improve owner-occupied and investment commercial property with long amortization.',
    highlight: 'Purchase · refinance · cash-out',
  },
};

export const products: Product[] = PRODUCT_CODES.map((code) => {
  const { name, path } = productPage(code);
  return { name, to: path, ...productCards[code] };
});

/** What each of the ten industry tiles says (SPEC §2); the tiles' names and order come from the catalogue. */
const industryTexts: Record<IndustryCode, string> = {
  retail: 'Stock up before peak season and refresh your store.',
  restaurants: 'Kitchen equipment, renovations and a second location.',
  healthcare: 'Medical equipment, practice expansion and payroll gaps.',
  construction: 'Bridge the gap between job costs and progress payments.',
  transportation: 'Trucks, repairs, fuel and insurance down payments.',
  manufacturing: 'Machinery, raw materials and large purchase orders.',
  'commercial-real-estate': 'Acquisitions, refinancing and property improvements.',
  ecommerce: 'Inventory and marketing that scale with your sales.',
  'professional-services': 'Hiring, technology and new office space.',
  other: 'If you have steady revenue, we have options.',
};

/** SPEC §2: the ten industry tiles of the home page. */
export const industries: { name: string; text: string }[] = INDUSTRIES.map((industry) => ({ name: industry.label, text: industryTexts[industry.code] }));

/** SPEC §1 claims. */
export const claims: { title: string; text: string }[] = [
  { title: 'Funding in as little as 24 hours', text: 'Apply online in minutes; many businesses get a decision or funds within a day.' },
  { title: 'Minimal paperwork', text: 'Most applications need only recent bank statements and basic business details.' },
  { title: 'Personalized terms', text: 'Offers are built around your revenue, industry and goals, not a one-size template.' },
  { title: 'Flexible repayment terms', text: 'Daily, weekly or monthly schedules, including payments that move with your sales.' },
  { title: 'Competitive rates', text: 'Pricing based on your business profile, with every cost shown before you sign.' },
  { title: 'Dedicated advisors', text: 'A funding specialist guides you from application to funding and beyond.' },
];
