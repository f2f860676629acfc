import type { Faq } from '../../../components/faq-list';
import { productPage } from '../../../lib/catalogue';

/** Content of the four data-driven service pages (the Investment Property Loans page has its own layout). */
export interface ServiceContent {
  path: string;
  name: string;
  headline: string;
  tagline: string;
  whoFor: { title: string; text: string }[];
  keyTerms: { label: string; value: string }[];
  steps: { title: string; text: string }[];
  prepare: string[];
  faqs: Faq[];
  useCases: string[];
}

export const services: Record<'revenue' | 'term' | 'line' | 'cre', ServiceContent> = {
  revenue: {
    ...productPage('revenue-based-financing'),
    headline: 'Capital that moves with your sales',
    tagline:
      'Get a lump sum now and repay it as a fixed share of your revenue, so payments shrink in a slow month and catch up in a busy one.',
    whoFor: [
      { title: 'Seasonal businesses', text: 'Retailers, landscapers and tour operators whose sales rise and fall through the year.' },
      { title: 'Fast-growing companies', text: 'Businesses that need inventory or marketing money faster than a bank can decide.' },
      { title: 'Card-heavy merchants', text: 'Restaurants, salons and shops with steady card or online sales.' },
      { title: 'Owners still building credit', text: 'Approval leans on your sales history more than on a credit score or collateral.' },
    ],
    keyTerms: [
      { label: 'Funding amount', value: '$10,000 – $500,000' },
      { label: 'Repayment', value: 'A fixed share of revenue, typically 5% – 15%' },
      { label: 'Typical term', value: '3 – 18 months' },
      { label: 'Cost', value: 'One fixed fee, shown in dollars up front' },
      { label: 'Time to funds', value: 'As little as 24 hours' },
      { label: 'Minimum revenue', value: '$15,000 a month' },
    ],
    steps: [
      { title: 'Apply online', text: 'Ten minutes: your business details and access to recent bank statements.' },
      { title: 'Review your offer', text: 'A funding specialist walks you through the amount, the share of revenue and the total cost.' },
      { title: 'Get funded', text: 'Sign electronically and receive funds in as little as 24 hours.' },
      { title: 'Repay with your sales', text: 'Small daily or weekly remittances that follow your actual revenue.' },
    ],
    prepare: [
      'Business bank statements from the last 3 months',
      'A government-issued photo ID for each owner with 20% or more',
      'Your business EIN and legal name as registered',
      'A voided business check for the deposit account',
      'Card processing statements, if you take card payments',
    ],
    useCases: ['Inventory before a busy season', 'Marketing campaigns', 'Emergency repairs', 'Bridging slow months'],
    faqs: [
      {
        question: 'Is revenue-based financing a loan?',
        answer:
          'It is an advance against future revenue rather than a traditional loan. You agree to remit a fixed share of your sales until an agreed total has been repaid; there is no fixed monthly payment.',
      },
      {
        question: 'What happens if my sales drop?',
        answer:
          'Your remittances drop with them, because they are a percentage of revenue. The total you repay does not change, but it takes longer to reach it.',
      },
      {
        question: 'Can I pay it off early?',
        answer:
          'Yes. Ask your advisor about early-payoff terms before you sign: some offers discount the remaining fee when you repay early, and we put that in writing.',
      },
      {
        question: 'Do you need collateral?',
        answer: 'No real-estate or equipment collateral is required. Owners usually sign a performance guarantee.',
      },
      {
        question: 'Will applying affect my credit score?',
        answer: 'Checking your options uses a soft credit inquiry, which does not affect your score. A hard inquiry happens only if you accept an offer.',
      },
    ],
  },
  term: {
    ...productPage('business-term-loan'),
    headline: 'Fixed payments for planned growth',
    tagline:
      'Borrow a lump sum and repay it in equal installments over a set term, at a rate based on your business profile.',
    whoFor: [
      { title: 'Established businesses', text: 'At least a year in business with steady revenue and a clear plan for the money.' },
      { title: 'Expansion projects', text: 'A new location, a build-out or a major hire with a long payback.' },
      { title: 'Equipment purchases', text: 'Vehicles, kitchens, machinery and technology that last for years.' },
      { title: 'Debt consolidation', text: 'Replace several short-term advances with one predictable payment.' },
    ],
    keyTerms: [
      { label: 'Loan amount', value: '$25,000 – $2,000,000' },
      { label: 'Term', value: '1 – 5 years' },
      { label: 'Payments', value: 'Fixed, weekly or monthly' },
      { label: 'Rates', value: 'Competitive, based on your business profile' },
      { label: 'Time in business', value: '1 year or more' },
      { label: 'Annual revenue', value: '$150,000 or more' },
    ],
    steps: [
      { title: 'Apply online', text: 'Share your business details, the amount you need and what it is for.' },
      { title: 'Underwriting', text: 'We review bank statements and tax returns, usually within one to two business days.' },
      { title: 'Choose your terms', text: 'Compare amounts, terms and payments with your advisor; every cost is on one page.' },
      { title: 'Sign and receive funds', text: 'Funds are sent within 1-2 business days after signing.' },
    ],
    prepare: [
      'Business bank statements from the last 3 months',
      "The previous year's business tax return",
      'Year-to-date profit and loss statement and balance sheet',
      'A list of current business debts with their payments',
      'A short description of how you will use the funds',
    ],
    useCases: ['Opening a second location', 'Buying equipment', 'Refinancing higher-cost debt', 'Hiring ahead of a contract'],
    faqs: [
      {
        question: 'How is my rate decided?',
        answer:
          'Rates depend on time in business, revenue, cash flow, credit history and the term you choose. You see the rate, the payment and the total cost before you sign.',
      },
      {
        question: 'Is there a prepayment penalty?',
        answer: 'Most of our term loans have none, and paying early reduces the interest you pay. Your offer states it either way.',
      },
      {
        question: 'Do I need collateral?',
        answer: 'Larger loans may be secured by business assets. Smaller loans are often unsecured with a personal guarantee.',
      },
      {
        question: 'Can I get a term loan with fair credit?',
        answer:
          'Often, yes. Strong revenue and cash flow can offset a fair score; if a term loan is not the right fit yet, your advisor will suggest an option that is.',
      },
    ],
  },
  line: {
    ...productPage('line-of-credit'),
    headline: 'Funds on hand, whenever you need them',
    tagline: 'A revolving credit line you can draw from at any time. Pay interest only on what you use; repaid funds become available again.',
    whoFor: [
      { title: 'Uneven cash flow', text: 'Businesses that wait 30 to 90 days for customers to pay their invoices.' },
      { title: 'Seasonal stock-ups', text: 'Buy inventory before the busy season and repay it from the sales.' },
      { title: 'A safety net', text: 'Owners who want cash ready for repairs or opportunities without borrowing a lump sum.' },
      { title: 'Repeat short-term needs', text: 'Payroll gaps, supplier deposits and bulk-purchase discounts.' },
    ],
    keyTerms: [
      { label: 'Credit limit', value: '$10,000 – $250,000' },
      { label: 'Interest', value: 'Only on the amount you draw' },
      { label: 'Repayment per draw', value: '6 – 24 months' },
      { label: 'Draws', value: 'Any time, online, to your bank account' },
      { label: 'Time in business', value: '6 months or more' },
      { label: 'Renewal', value: 'Reviewed every 12 months' },
    ],
    steps: [
      { title: 'Apply once', text: 'One application sets your credit limit.' },
      { title: 'Get approved', text: 'Receive a decision in as little as 24 hours.' },
      { title: 'Draw when needed', text: 'Move money to your bank account whenever you need it.' },
      { title: 'Repay and reuse', text: 'Each repayment frees up your limit again.' },
    ],
    prepare: [
      'Business bank statements from the last 3 months',
      'Accounts receivable aging report, if you invoice customers',
      'A government-issued photo ID for each owner with 20% or more',
      "The previous year's business tax return for limits above $100,000",
    ],
    useCases: ['Covering payroll while invoices are outstanding', 'Seasonal inventory', 'Unexpected repairs', 'Supplier discounts for paying early'],
    faqs: [
      {
        question: 'Do I pay anything if I do not draw?',
        answer: 'You pay interest only on drawn amounts. Some lines have a small annual fee; your offer lists it before you sign.',
      },
      {
        question: 'How fast can I get money after a draw?',
        answer: 'Draws requested on a business day usually arrive the next business day.',
      },
      {
        question: 'How is a line of credit different from a term loan?',
        answer:
          'A term loan pays out once and is repaid on a fixed schedule. A line of credit can be drawn, repaid and drawn again, which suits recurring, short-term needs.',
      },
      {
        question: 'Can my limit grow?',
        answer: 'Yes. After six months of on-time payments you can ask for a review, and limits are reconsidered at every annual renewal.',
      },
    ],
  },
  cre: {
    ...productPage('commercial-real-estate'),
    headline: 'Financing for the buildings your business runs on',
    tagline:
      'Purchase, refinance or take cash out of owner-occupied and investment commercial property, with long amortization and terms that fit.',
    whoFor: [
      { title: 'Owner-occupants', text: 'Businesses buying the building they operate from, so rent becomes equity.' },
      { title: 'Investors', text: 'Buyers of retail, office, industrial and mixed-use properties with tenants in place.' },
      { title: 'Refinancers', text: 'Owners replacing a maturing loan or taking cash out for improvements.' },
      { title: 'Portfolio builders', text: 'Investors adding a property to an existing portfolio.' },
    ],
    keyTerms: [
      { label: 'Loan amount', value: '$250,000 – $10,000,000' },
      { label: 'Loan-to-value', value: 'Up to 75% – 80% by property type' },
      { label: 'Terms', value: '5, 7 or 10 years' },
      { label: 'Amortization', value: 'Up to 25 years' },
      { label: 'Debt-service coverage', value: '1.20 or more' },
      { label: 'Property types', value: 'Retail, office, industrial, mixed-use, multifamily 5+' },
    ],
    steps: [
      { title: 'Share the deal', text: 'Send the property details, purchase contract or current loan and the rent roll.' },
      { title: 'Term sheet', text: 'Receive indicative terms from your advisor, usually within a few business days.' },
      { title: 'Third-party reports', text: 'We order the appraisal, environmental and title reports.' },
      { title: 'Close', text: 'Sign the loan documents and close on your schedule.' },
    ],
    prepare: [
      'Purchase contract, or the current mortgage statement for a refinance',
      'Rent roll and copies of the leases',
      'Property operating statements for the last 2 years and year to date',
      'Business tax returns for the last 2 years',
      'Personal financial statement and schedule of real estate owned',
    ],
    useCases: ['Buying your own building', 'Acquiring a tenanted property', 'Refinancing a balloon payment', 'Cash-out for renovations'],
    faqs: [
      {
        question: 'What is the difference between owner-occupied and investment property?',
        answer:
          'A property is owner-occupied when your business uses at least 51% of it. Owner-occupied loans usually get better rates and higher loan-to-value.',
      },
      {
        question: 'How long does a commercial loan take to close?',
        answer: 'Typically 30 to 60 days, most of it for the appraisal and environmental reports. A complete file at the start saves weeks.',
      },
      {
        question: 'Do you finance 1-4 unit residential rentals?',
        answer: 'Yes, through our Investment Property Loans, which qualify on rental income instead of personal income.',
      },
      {
        question: 'Is there a prepayment penalty?',
        answer: 'Commercial loans often have a step-down prepayment schedule. Your term sheet shows it clearly before you commit.',
      },
    ],
  },
};
