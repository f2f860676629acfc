import { PLANS, type Services } from '../../graphql-server/src/index.js';

/** The NetBuilder plans' range, from the catalogue, for the articles that mention it. */
const FIRST_PLAN = PLANS[0]!;
const LAST_PLAN = PLANS.at(-1)!;
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/**
 * The NetFund Brief: articles seeded with the demo data (idempotent by slug). Markdown bodies; the web app renders
 * them without raw HTML. Covers live in web/public/images/brief/.
 */
export const DEMO_ARTICLES = [
  {
    slug: 'how-lenders-read-your-bank-statements',
    title: 'How Lenders Read Your Business Bank Statements',
    category: 'Funding Basics',
    authorName: 'Maya Alvarez',
    publishedAt: '2026-11-12T14:00:00Z',
    coverImageUrl: '/images/brief/bank-statements.svg',
    coverAlt: 'A bank statement with highlighted deposits and a rising balance line',
    excerpt:
      'Three months of statements tell an underwriter more than a polished pitch deck. Here is what they look for, line by line, and how to make your statements work for you.',
    body: `Most small-business funding decisions start with the same three documents: your last three months of business bank statements. Before anyone reads your business plan, an underwriter scrolls through those pages. Knowing what they look for lets you fix problems months before you apply.

## 1. Average daily balance

Lenders want to see that money stays in the account, not just that it passes through. A business that deposits $60,000 a month but hovers near zero every week looks riskier than one that deposits $40,000 and keeps a steady cushion.

**What helps:** keep a buffer of at least two weeks of operating expenses in the account you apply with, and avoid sweeping everything into personal accounts at month end.

## 2. Consistent deposits

Underwriters separate *revenue* from *other credits*. Transfers from your own savings, owner injections and loan proceeds are usually excluded. What remains should look predictable:

- deposits every week, not one large lump a quarter;
- no unexplained drops of more than 30% from one month to the next;
- card processor settlements that match your claimed sales.

If your business is seasonal, say so up front and bring twelve months of statements instead of three. Context turns a "declining revenue" flag into an understood pattern.

## 3. Negative days and NSF fees

A few overdrafts in a year are normal. Several in a single month are one of the most common reasons for a decline or a higher rate, because they suggest that cash flow cannot absorb a new payment.

> A clean month of statements is worth more than a long explanation of why last month was messy.

## 4. Existing debt payments

Daily or weekly debits to other lenders are easy to spot. Underwriters add them up to see how much of your revenue is already committed. Stacking several advances at once is a red flag; consolidating them into one term loan often improves your profile.

## 5. Where the money goes

Large recurring transfers to personal accounts, gambling sites or unexplained cash withdrawals raise questions. Pay yourself a regular, documented draw instead.

## Before you apply

1. Download your last three (or twelve) months of statements as PDFs straight from your bank.
2. Mark any one-off deposits such as a tax refund or an owner loan, and be ready to explain them.
3. Avoid opening new advances in the 60 days before you apply.
4. Have your previous year's business tax return ready: it is the second document most lenders ask for.

A funding specialist can review your statements with you before you submit anything. It costs nothing and often saves a decline.`,
  },
  {
    slug: 'dscr-loans-explained',
    title: 'DSCR Loans Explained: Qualifying on Rent, Not Your Paycheck',
    category: 'Real Estate Investing',
    authorName: 'Jordan Okafor',
    publishedAt: '2026-11-05T14:00:00Z',
    coverImageUrl: '/images/brief/rental-property.svg',
    coverAlt: 'A small rental house with a key and a rent receipt',
    excerpt:
      'Debt-service coverage ratio loans let real-estate investors qualify on the property’s rental income instead of W-2s and tax returns. Here is how the math works.',
    body: `Traditional mortgages ask a simple question: can *you* afford this payment? Investment property loans based on the debt-service coverage ratio (DSCR) ask a different one: can the *property* pay for itself?

## The ratio in one line

**DSCR = monthly rent ÷ monthly PITIA** (principal, interest, taxes, insurance and association dues).

- A DSCR of **1.25** means the rent covers the payment with 25% to spare.
- A DSCR of **1.00** means rent exactly covers the payment.
- Some programs, including ours, also accept a DSCR **below 1.00** when the rest of the file is strong: a good credit score, more money down or solid reserves.

## Where the rent figure comes from

For a property that is already rented, the lender uses the **executed lease agreement**. For a vacant property or a purchase, an appraiser estimates **market rent** on a rent schedule. Either way, you do not need to show personal income, pay stubs or tax returns.

## A worked example

You buy a duplex for $400,000 with 25% down. The loan is $300,000 on a 30-year fixed term.

| Item | Monthly |
|---|---|
| Principal and interest | $2,050 |
| Taxes | $420 |
| Insurance | $130 |
| **Total PITIA** | **$2,600** |

Each unit rents for $1,650, so rent is $3,300. DSCR = 3,300 ÷ 2,600 = **1.27**. That is a comfortable file.

## What else lenders check

- **Credit score:** most programs start at a 620 FICO; first-time investors usually need more.
- **Down payment:** expect at least 20%.
- **Reserves:** several months of payments in the bank. Cash-out proceeds from the same loan can often count.
- **Property type:** one- to four-unit homes are the core of the market; warrantable and non-warrantable condos and condotels are accepted by some lenders.

## When a DSCR loan makes sense

DSCR loans suit self-employed investors whose tax returns show heavy write-offs, investors who are scaling past the number of conventional loans they can hold, and foreign nationals without US income history. Rates are usually somewhat higher than owner-occupied mortgages, so run the numbers on both before you choose.`,
  },
  {
    slug: 'revenue-based-financing-vs-term-loans',
    title: 'Revenue-Based Financing vs. Term Loans: Which Fits Your Cash Flow?',
    category: 'Financing Options',
    authorName: 'Priya Shah',
    publishedAt: '2026-10-28T14:00:00Z',
    coverImageUrl: '/images/brief/cash-flow.svg',
    coverAlt: 'Two charts side by side: a wave-shaped revenue line and a flat payment line',
    excerpt:
      'One flexes with your sales, the other gives you a fixed, predictable payment. The right choice depends on how steady your revenue is and what the money is for.',
    body: `Two of the most common ways to fund a growing business look similar on the surface: you receive a lump sum and pay it back over time. The difference is *how* you pay it back.

## Revenue-based financing

You receive capital in exchange for a fixed share of future revenue, typically collected daily or weekly, until an agreed total has been repaid.

**Strengths**

- Payments shrink in a slow month and grow in a busy one.
- Approval leans on your sales history more than on collateral or credit score.
- Funding can arrive in as little as 24 hours.

**Watch out for**

- The total cost is set up front as a factor, so paying early may not save much. Ask.
- Frequent debits need a healthy daily balance.

## Term loans

You borrow a fixed amount and repay it in equal installments over a set term, often one to five years, at an interest rate based on your business profile.

**Strengths**

- A predictable payment you can put in a budget.
- Usually a lower total cost for well-established businesses.
- Paying early can reduce interest.

**Watch out for**

- A fixed payment does not shrink when sales dip.
- Approval typically looks for at least a year in business and steady revenue.

## A simple way to decide

| If your business… | Consider |
|---|---|
| has seasonal or uneven sales | revenue-based financing |
| needs money for a one-time investment with a long payback (equipment, a build-out) | a term loan |
| wants the lowest total cost and has strong financials | a term loan |
| needs funds this week to catch an opportunity | revenue-based financing |
| needs money again and again for short gaps | a line of credit |

## Questions to ask any lender

1. What is the total amount I will repay, in dollars?
2. How often are payments collected, and from which account?
3. Is there a discount for paying early?
4. Are there origination, closing or prepayment fees?

If a lender cannot answer all four in writing, keep looking. Our funding specialists put every figure on one page before you sign.`,
  },
  {
    slug: 'build-business-credit-from-zero',
    title: 'Building Business Credit From Zero: A 90-Day Plan',
    category: 'Business Credit',
    authorName: 'Maya Alvarez',
    publishedAt: '2026-10-15T14:00:00Z',
    coverImageUrl: '/images/brief/credit-score.svg',
    coverAlt: 'A credit score gauge moving from low to high',
    excerpt:
      'A business credit file separates your company from your personal finances and unlocks better terms. Here is a practical, step-by-step plan for the first three months.',
    body: `Many owners are surprised to learn that their business has no credit file at all, even after years of trading. Until vendors and lenders report your payments to the business bureaus, your company is invisible and lenders fall back on your *personal* credit.

## Days 1–15: get the foundations right

- **Form a legal entity** (an LLC or corporation) if you have not already.
- **Get an EIN** from the IRS. It is free and takes minutes online.
- **Open a business bank account** in the company's exact legal name.
- **Use a business address and phone number** that match everywhere: your state filing, your bank and your website.
- **Register for a D-U-N-S number** with Dun & Bradstreet. It is free and is the key to your Paydex score.

Consistency matters. Bureaus match records by name, address and phone; a mismatch can split your payments across two files.

## Days 15–45: open accounts that report

Business credit grows from **tradelines**: accounts whose payment history is reported to Dun & Bradstreet, Experian Business or Equifax Business.

- **Net30 vendor accounts** let you buy supplies and pay within 30 days. Choose vendors that report.
- **A credit-building subscription** such as NetBuilder reports a monthly tradeline payment for you.
- **A secured business card** can follow once two or three tradelines are reporting.

## Days 45–90: pay early, then wait for it to show

- Pay every invoice **before** its due date. Paydex rewards early payment: paying on day 20 of a Net30 term scores higher than paying on day 30.
- Keep card balances below 30% of the limit.
- After 60–90 days, check your files with each bureau and dispute anything that is wrong.

## What a good file unlocks

A strong business credit profile can mean higher limits from suppliers, better rates on term loans and lines of credit, and a clear line between your personal and business finances, which protects your personal score when the business borrows.

> Start before you need the money. Credit built in a calm quarter is what lenders see in a busy one.`,
  },
  {
    slug: 'net30-accounts-and-trade-credit',
    title: 'Net30 Accounts: How Trade Credit Builds Your Business Profile',
    category: 'Business Credit',
    authorName: 'Daniel Kim',
    publishedAt: '2026-09-30T14:00:00Z',
    coverImageUrl: '/images/brief/net30.svg',
    coverAlt: 'An invoice marked Net 30 next to a calendar',
    excerpt:
      'Buy now, pay in 30 days, and build credit while you do it. How Net30 terms work, what vendors check, and how to use them without straining cash flow.',
    body: `"Net30" is one of the oldest forms of business credit: a supplier ships you goods today and expects payment within 30 days of the invoice. Used well, it is free short-term financing *and* one of the fastest ways to build a business credit file.

## How the terms read

- **Net 15 / Net 30 / Net 45:** the full invoice is due 15, 30 or 45 days after the invoice date.
- **2/10 Net 30:** take a 2% discount if you pay within 10 days; otherwise pay the full amount by day 30. That discount is worth more than most savings accounts pay in a year.

## Why it builds credit

When a vendor reports your account to a business bureau, every on-time payment becomes a positive **tradeline**. Dun & Bradstreet's Paydex score is calculated from exactly these payments, weighted by dollar amount. Three to five reporting tradelines are usually enough to generate a score.

## What vendors check before approving you

- a registered business entity and an EIN;
- a business bank account and a business phone number;
- a D-U-N-S number, for vendors that report to Dun & Bradstreet;
- sometimes a minimum first order or a short time in business.

New businesses often start with a small limit, from $500 to a few thousand dollars, that grows after a few months of on-time payments.

## Using Net30 without straining cash flow

1. **Buy what you would buy anyway.** Trade credit is for supplies you need, not for building a file with things you don't.
2. **Calendar every due date** and pay a few days early.
3. **Keep utilization low.** Using 30% of a $2,000 limit looks better than maxing it out.
4. **Ask for a limit increase** after three months of clean payments.

## Net30 and NetBuilder together

A NetFund Net30 account covers your purchases; a NetBuilder subscription adds a monthly reported tradeline with limits from ${dollars(FIRST_PLAN.creditLimit)} to ${dollars(LAST_PLAN.creditLimit)} and terms from ${FIRST_PLAN.netTerms} to ${LAST_PLAN.netTerms}. Together they give the bureaus a steady stream of positive data from day one.`,
  },
  {
    slug: 'line-of-credit-for-seasonal-cash-flow',
    title: 'Seasonal Cash Flow: Using a Line of Credit Without Overborrowing',
    category: 'Cash Flow',
    authorName: 'Priya Shah',
    publishedAt: '2026-09-16T14:00:00Z',
    coverImageUrl: '/images/brief/seasonal.svg',
    coverAlt: 'A calendar with busy and quiet months shaded',
    excerpt:
      'Landscapers, retailers and tour operators all know the gap between spending and earning. A line of credit bridges it, if you draw only what the gap needs.',
    body: `Seasonal businesses face the same puzzle every year: the money goes out months before it comes back in. Inventory, staff and marketing have to be paid for in the quiet season so that the busy season can happen.

## Why a line of credit fits

A business line of credit gives you a limit you can draw from whenever you need it. You pay interest only on what you use, and as you repay, the limit becomes available again. That matches seasonal needs better than a lump-sum loan that starts charging interest on the full amount from day one.

## Map your gap first

Before you draw a dollar, build a simple twelve-month cash calendar:

1. List expected deposits by month, based on last year's bank statements.
2. List fixed costs (rent, payroll, insurance) and seasonal costs (inventory, temporary staff).
3. Find the months where the running balance goes below your safety cushion.

The deepest point of that curve is roughly the credit line you need: no more.

## Rules that keep a line healthy

- **Draw for the gap, not the wish list.** A line that funds ordinary losses just postpones a problem.
- **Repay from the season it funded.** Inventory bought in March should be paid off by the August sales it produced.
- **Zero it once a year.** Many lenders like to see the balance fully repaid for at least 30 days annually, and it proves to you that the business is self-funding.
- **Watch the draw fees.** Some lines charge per draw; fewer, larger draws can be cheaper.

## An example

A garden center needs $45,000 of stock in February and March. Sales start in April and peak in May. It draws $25,000 in February and $20,000 in March, repays $15,000 in April, $20,000 in May and the rest in June. Interest is paid on an average balance of about $25,000 for four months, far less than a $45,000 term loan held for a year.

## When to choose something else

If the money is for a long-lived asset, such as a delivery van or a second location, a term loan's fixed schedule is usually the better fit. Ask a funding specialist to compare both for your numbers.`,
  },
  {
    slug: 'commercial-real-estate-loan-checklist',
    title: 'Preparing for a Commercial Real Estate Loan: The Documents That Matter',
    category: 'Real Estate Investing',
    authorName: 'Jordan Okafor',
    publishedAt: '2026-09-02T14:00:00Z',
    coverImageUrl: '/images/brief/commercial.svg',
    coverAlt: 'A storefront building with a checklist beside it',
    excerpt:
      'Commercial property loans move faster when the file is complete on day one. A checklist of what lenders ask for, and why each document matters.',
    body: `Commercial real estate loans are underwritten on two things at once: the **property** and the **borrower**. Most delays come from documents that arrive late. Gather these before you apply and you can shave weeks off closing.

## About the property

- **Purchase contract** or, for a refinance, the current mortgage statement.
- **Rent roll:** each tenant, unit size, monthly rent, lease start and end dates.
- **Copies of the leases**, including any amendments.
- **Operating statements** for the last two years and year to date: income, taxes, insurance, utilities, repairs and management fees.
- **Photos and a short description** of the property and any planned improvements.

The lender uses these to estimate **net operating income** (NOI) and the debt-service coverage ratio. Most programs look for a DSCR of 1.20 or more on commercial property.

## About you and your business

- **Entity documents** for the borrowing LLC or corporation.
- **Personal financial statement** and a **schedule of real estate owned**.
- **Business tax returns** for the last two years.
- **Bank statements** showing the down payment and reserves.

## What the lender orders

Once terms are agreed, the lender orders an **appraisal**, often an **environmental report** (Phase I), and a **title report**. These take two to four weeks, so a complete file at the start keeps them from becoming the bottleneck.

## Typical terms to expect

- Loan-to-value up to 75%–80% depending on property type.
- Terms of 5, 7 or 10 years, often with 25-year amortization.
- Owner-occupied properties (your business uses at least 51% of the space) usually get better rates than pure investments.

## A quick self-check

1. Is your NOI after the new payment at least 1.2 times the debt service?
2. Do you have at least 20%–25% down plus six months of reserves?
3. Are all leases signed and current?

If you can answer yes to all three, you are in a strong position. If not, talk to a funding specialist about how to get there.`,
  },
] as const;

/** Tags of the published demo articles (R16: up to 10, 2–30 characters). */
const DEMO_TAGS: Record<(typeof DEMO_ARTICLES)[number]['slug'], string[]> = {
  'how-lenders-read-your-bank-statements': ['underwriting', 'bank statements', 'working capital'],
  'dscr-loans-explained': ['real estate', 'dscr', 'underwriting'],
  'revenue-based-financing-vs-term-loans': ['revenue-based financing', 'term loans', 'working capital'],
  'build-business-credit-from-zero': ['business credit', 'net30'],
  'net30-accounts-and-trade-credit': ['net30', 'business credit', 'trade credit'],
  'line-of-credit-for-seasonal-cash-flow': ['line of credit', 'cash flow'],
  'commercial-real-estate-loan-checklist': ['real estate', 'checklist'],
};

/** So the back office is not empty (R15): one draft and one article scheduled a few days after seeding. */
const DEMO_UNPUBLISHED = [
  {
    slug: 'sba-loans-what-to-expect',
    title: 'SBA Loans: What to Expect, Step by Step',
    category: 'Financing Options',
    authorName: 'Maya Alvarez',
    excerpt: 'Timelines, paperwork and the questions an SBA lender will ask, in the order they come up.',
    body: `SBA loans are slower than most online funding, and worth it for many businesses.\n\n## The timeline\n\nDraft: add the document checklist and the typical 45–90 day timeline.`,
    tags: ['sba', 'term loans'],
    status: 'draft' as const,
  },
  {
    slug: 'equipment-financing-basics',
    title: 'Equipment Financing Basics: Own It Without Draining Cash',
    category: 'Financing Options',
    authorName: 'Maya Alvarez',
    excerpt: 'How equipment loans and leases work, what they cost, and when each one makes sense for a small business.',
    body: `The equipment itself secures the loan, which is why approvals are often faster than for unsecured credit.\n\n## Loan or lease?\n\nA loan builds equity; a lease keeps payments low and upgrades easy. Compare the total cost over the term, not just the monthly payment.`,
    tags: ['equipment', 'term loans'],
    status: 'scheduled' as const,
  },
] as const;

/** Creates the missing articles; returns the slugs created. */
export async function seedDemoArticles(services: Pick<Services, 'articles' | 'users'>): Promise<string[]> {
  const created: string[] = [];
  for (const article of DEMO_ARTICLES) {
    if (await services.articles.findBySlug(article.slug)) continue;
    await services.articles.create({ ...article, tags: DEMO_TAGS[article.slug], status: 'published', publishedAt: new Date(article.publishedAt) });
    created.push(`article:${article.slug}`);
  }
  for (const article of DEMO_UNPUBLISHED) {
    if (await services.articles.findBySlug(article.slug)) continue;
    const publishAt = article.status === 'scheduled' ? new Date(Date.now() + 3 * 24 * 3_600_000) : null;
    // The demo admin's own work in progress, so R15's *Continue editing* has a row.
    const author = await services.users.findByUsername('admin');
    await services.articles.create({ ...article, tags: [...article.tags], publishAt, authorId: author?.id ?? null });
    created.push(`article:${article.slug}`);
  }
  return created;
}
