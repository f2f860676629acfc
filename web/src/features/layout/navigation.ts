import type { LinkProps } from '@tanstack/react-router';

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

export const serviceLinks: NavLink[] = [
  {
    label: 'Investment Property Loans',
    to: '/services/investment-property-loans',
    description: 'Qualify on rental income, no personal income documents',
    badge: 'Featured',
  },
  {
    label: 'Revenue-Based Financing',
    to: '/services/revenue-based-financing',
    description: 'Repay as a share of your revenue',
    badge: 'Popular',
  },
  { label: 'Business Term Loans', to: '/services/business-term-loans', description: 'Fixed terms, flexible repayment' },
  { label: 'Line of Credit', to: '/services/line-of-credit', description: 'Draw funds whenever you need them' },
  {
    label: 'Commercial Real Estate',
    to: '/services/commercial-real-estate',
    description: 'Buy, refinance or improve commercial property',
  },
  {
    label: 'NetBuilder Credit Building',
    to: '/netbuilder',
    description: 'Build business credit from $29 a month, cancel any time',
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
