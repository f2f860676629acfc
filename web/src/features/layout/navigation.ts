import type { LinkProps } from '@tanstack/react-router';
import { LOWEST_PLAN_PRICE, productPage, type ProductCode } from '../../lib/catalogue';
import { formatDollars } from '../netbuilder/lib/format';

/** The site map shown by the header menus, the mobile side sheet and the footer (SPEC §2 Layout). */

export interface NavLink {
  label: string;
  to: NonNullable<LinkProps['to']>;
  description?: string;
  badge?: 'Featured' | 'Popular';
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

/** A product's service page in the menus: name and path from the catalogue. */
const productLink = (code: ProductCode, link: Omit<NavLink, 'label' | 'to'>): NavLink => {
  const { name, path } = productPage(code);
  return { label: name, to: path, ...link };
};

export const serviceLinks: NavLink[] = [
  productLink('investment-property-loan', { description: 'Qualify on rental income, no personal income documents', badge: 'Featured' }),
  productLink('revenue-based-financing', { description: 'Repay as a share of your revenue', badge: 'Popular' }),
  productLink('business-term-loan', { description: 'Fixed terms, flexible repayment' }),
  productLink('line-of-credit', { description: 'Draw funds whenever you need them' }),
  productLink('commercial-real-estate', { description: 'Buy, refinance or improve commercial property' }),
  {
    label: 'NetBuilder Credit Building',
    to: '/netbuilder',
    description: `Build business credit from ${formatDollars(LOWEST_PLAN_PRICE)} a month, cancel any time`,
  },
];

export const resourceGroups: NavGroup[] = [
  {
    title: 'Learn & Grow',
    links: [
      { label: 'The NetFund Brief', to: '/the-netfund-brief', description: 'Financial insights for business owners' },
      { label: 'Success Stories', to: '/success-stories', description: 'Businesses that grew with NetFund' },
    ],
  },
  {
    title: 'Help & Support',
    links: [
      { label: 'FAQs', to: '/support/faq', description: 'Answers to common questions' },
      { label: 'Funding Guide', to: '/funding-guide', description: 'Choose the right funding' },
    ],
  },
];

export const companyLinks: NavLink[] = [
  { label: 'About Us', to: '/company/about' },
  { label: 'Careers', to: '/company/careers' },
  { label: 'Partners', to: '/company/partners' },
  { label: 'The NetFund Brief', to: '/the-netfund-brief' },
  { label: 'Success Stories', to: '/success-stories' },
];

export const supportLinks: NavLink[] = [
  { label: 'Contact Us', to: '/support/contact' },
  { label: 'FAQs', to: '/support/faqs' },
  { label: 'Funding Guide', to: '/funding-guide' },
  { label: 'Privacy Policy', to: '/support/privacy' },
  { label: 'Terms of Service', to: '/support/terms' },
];

/** Mobile side sheet and footer columns. */
export const siteMapGroups: NavGroup[] = [
  { title: 'Services', links: serviceLinks.map(({ label, to }) => ({ label, to })) },
  { title: 'Company', links: companyLinks },
  { title: 'Support', links: supportLinks },
];
