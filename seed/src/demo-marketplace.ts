import {
  callerOf,
  Role,
  type Caller,
  type Database,
  type Services,
  type User,
} from '../../graphql-server/src/index.js';

/**
 * The lender marketplace's demo data (BACKOFFICE §7, issue 11 item 9; demo data only): Rosa's Cocina (§4.7) with her
 * three offers of §5.2, and applications in the marketplace's other states — matched (shared, no offer yet),
 * offered to the demo client, accepted (the other offer on standby, contract sent) and funded with payments — and the
 * lender offers behind the demo pipeline's pre-approvals. Every
 * step goes through the services as the person who would take it (the admin shares, the client approves and
 * accepts, each lender's demo user makes its offer and marks it funded), so the audit trail, the e-mail outbox, the
 * lenders' inboxes and the KPIs show them as they would have happened. Runs once: it stops if Rosa exists.
 */

export const ROSA = { username: 'rosa', email: 'rosa@rosascocina.example', firstName: 'Rosa', lastName: 'Delgado' } as const;

interface MarketplaceApplication {
  legalName: string;
  contact: [string, string];
  email: string;
  owner: User;
  entityType: string;
  naicsCode: string;
  industry: string;
  state: string;
  monthsAgoStarted: number;
  monthlyRevenue: number;
  fico: number;
  openPositions: number;
  product: string;
  requestedAmount: number;
  productFlexible?: boolean;
}

/** §5.2's offers, by the demo lender user that makes them. */
const CEDAR_RBF = { product: 'revenue-based-financing', amountCents: 6_000_000, pricingType: 'factor', factorE4: 12_800, termMonths: 9, frequency: 'daily', originationFeeBps: 300 };
const HARBOR_MCA = { product: 'revenue-based-financing', amountCents: 5_000_000, pricingType: 'factor', factorE4: 13_500, termMonths: 6, frequency: 'daily' };
const SUMMIT_TERM = {
  product: 'business-term-loan', amountCents: 6_000_000, pricingType: 'interest', interestBps: 2_400, termMonths: 12, frequency: 'monthly', originationFeeBps: 200,
  prepayment: 'interest_saved: no interest is owed for months not yet started', exceptionNote: 'FICO exception: 4 on-time reported NetBuilder months and verified revenue',
};

export async function seedDemoMarketplace(db: Database, services: () => Services, password: string): Promise<string[]> {
  const first = services();
  if (await first.users.findByUsername(ROSA.username)) return [];
  const rosa = await first.users.create({ ...ROSA, role: Role.client, password });
  const as = async (username: string): Promise<Caller> => callerOf((await first.users.findByUsername(username))!);
  const [admin, cedar, harbor, summit, pinnacle, client, client2] = (await Promise.all(['admin', 'lender', 'harbor', 'summit', 'pinnacle', 'client', 'client2'].map(as))) as [
    Caller,
    Caller,
    Caller,
    Caller,
    Caller,
    Caller,
    Caller,
  ];
  const created: string[] = [ROSA.username];

  const started = (monthsAgo: number) => {
    const date = new Date();
    date.setUTCMonth(date.getUTCMonth() - monthsAgo);
    return date.toISOString().slice(0, 7);
  };
  /** An application entered by NetFund for its client, submitted (matching runs) and taken into review. */
  const apply = async (spec: MarketplaceApplication): Promise<number> => {
    const s = services();
    const draft = await s.staffApplications.saveDraft(
      {
        clientUserId: spec.owner.id,
        legalName: spec.legalName,
        contactFirstName: spec.contact[0],
        contactLastName: spec.contact[1],
        email: spec.email,
        entityType: spec.entityType,
        naicsCode: spec.naicsCode,
        industry: spec.industry,
        state: spec.state,
        startedMonth: started(spec.monthsAgoStarted),
        monthlyRevenue: spec.monthlyRevenue,
        revenueSource: 'bank_statements',
        fico: spec.fico,
        ficoSource: 'self',
        openPositions: spec.openPositions,
        product: spec.product,
        requestedAmount: spec.requestedAmount,
        useOfFunds: 'expansion',
      },
      admin,
    );
    if (spec.productFlexible) await db.orm.em.fork().execute(`update applications set product_flexible = true where id = ?`, [draft.id]);
    const submitted = await services().staffApplications.submit(
      { id: draft.id, expectedVersion: draft.version, confirmDuplicate: true, cooldownReason: 'Demo data: another business of the same owner' },
      admin,
    );
    await services().applicationWorkflow.startReview(submitted.id, submitted.version, admin);
    created.push(`marketplace application ${submitted.id}`);
    return submitted.id;
  };
  const programOf = async (lenderName: string): Promise<number> => {
    const [row] = await db.orm.em.fork().execute<{ id: number }[]>(
      `select p.id from lender_program p join lender l on l.id = p.lender_id where l.display_name = ? and p.status = 'active' order by p.id limit 1`,
      [lenderName],
    );
    return Number(row!.id);
  };
  const share = async (applicationId: number, ...lenders: string[]) =>
    services().submissions.share(
      applicationId,
      {
        programs: await Promise.all(lenders.map(async (name) => ({ programId: await programOf(name), overrideReason: 'Demo: shared for the marketplace walkthrough' }))),
        consent: { kind: 'staff_recorded', channel: 'phone', note: 'The client agreed on the phone to share with these lenders.' },
      },
      admin,
    );
  // A lender opens the file (logged in the access log, the share marked viewed) before it makes its offer.
  const offer = async (lender: Caller, applicationId: number, terms: object) => {
    await services().lenderPortal.openFile(lender, applicationId);
    return services().offerMaking.make(applicationId, terms, lender);
  };

  // 1. Rosa's Cocina (§4.7): four on-time reported NetBuilder months; NetFund proposes Cedar, Harbor and Summit, Rosa
  //    approves each, and the three lenders make §5.2's offers.
  // Her NetBuilder Growth plan, four months paid, through the same signed-event path as a real purchase.
  await services().netbuilder.createDemoSubscription(rosa, 'growth', 4);
  const rosasApplication = await apply({
    legalName: "Rosa's Cocina LLC", contact: ['Rosa', 'Delgado'], email: ROSA.email, owner: rosa, entityType: 'llc', naicsCode: '722511', industry: 'restaurants',
    state: 'TX', monthsAgoStarted: 14, monthlyRevenue: 38_000, fico: 620, openPositions: 1, product: 'revenue-based-financing', requestedAmount: 60_000, productFlexible: true,
  });
  await services().matches.rematch(rosasApplication, admin);
  const proposals = await services().submissions.propose(
    rosasApplication,
    { programs: await Promise.all(['Cedar Growth', 'Harbor Funding', 'Summit Capital'].map(async (name) => ({ programId: await programOf(name), overrideReason: null }))) },
    admin,
  );
  const rosaCaller = callerOf(rosa);
  for (const proposal of proposals) await services().submissions.respondToProposal(proposal.id, true, rosaCaller);
  await offer(cedar, rosasApplication, CEDAR_RBF);
  await offer(harbor, rosasApplication, HARBOR_MCA);
  await offer(summit, rosasApplication, SUMMIT_TERM);

  // 2. Matched: shared with Cedar Growth, waiting for its answer.
  const waiting = await apply({
    legalName: 'Bluebonnet Bakery LLC', contact: ['Maya', 'Ortiz'], email: 'maya@bluebonnet.example', owner: callerUser(client2), entityType: 'llc', naicsCode: '722515',
    industry: 'restaurants', state: 'TX', monthsAgoStarted: 30, monthlyRevenue: 52_000, fico: 668, openPositions: 0, product: 'revenue-based-financing', requestedAmount: 40_000,
  });
  await share(waiting, 'Cedar Growth');

  // 3. Offered to the demo client: two offers to compare and accept.
  const toCompare = await apply({
    legalName: 'Casey Client Food Trucks LLC', contact: ['Casey', 'Client'], email: 'client@netfund.example', owner: callerUser(client), entityType: 'llc', naicsCode: '722330',
    industry: 'restaurants', state: 'IL', monthsAgoStarted: 26, monthlyRevenue: 45_000, fico: 676, openPositions: 0, product: 'revenue-based-financing', requestedAmount: 45_000,
  });
  await share(toCompare, 'Cedar Growth', 'Harbor Funding');
  await offer(cedar, toCompare, { ...CEDAR_RBF, amountCents: 4_500_000, factorE4: 12_500 });
  await offer(harbor, toCompare, { ...HARBOR_MCA, amountCents: 4_500_000, factorE4: 13_200 });

  // 4. Accepted: the client chose Harbor; Cedar's offer waits on standby; Harbor sent the contract.
  const accepted = await apply({
    legalName: 'Lakeshore Print Co.', contact: ['Morgan', 'Patel'], email: 'client2@netfund.example', owner: callerUser(client2), entityType: 'llc', naicsCode: '323111',
    industry: 'manufacturing', state: 'MI', monthsAgoStarted: 40, monthlyRevenue: 61_000, fico: 702, openPositions: 0, product: 'revenue-based-financing', requestedAmount: 50_000,
  });
  await share(accepted, 'Cedar Growth', 'Harbor Funding');
  await offer(cedar, accepted, { ...CEDAR_RBF, amountCents: 5_000_000, factorE4: 12_600 });
  const chosen = await offer(harbor, accepted, { ...HARBOR_MCA, factorE4: 13_000 });
  const acceptedOffer = await services().offerDecisions.accept(chosen.id, chosen.version, true, client2);
  await services().offerDecisions.markContractSent(acceptedOffer.id, acceptedOffer.version, harbor);

  // 5. Funded: Cedar's offer accepted and funded, with two payments posted.
  const funded = await apply({
    legalName: 'Northgate Auto Glass LLC', contact: ['Dana', 'Okafor'], email: 'dana@northgateglass.example', owner: callerUser(client2), entityType: 'llc', naicsCode: '811122',
    industry: 'other', state: 'OH', monthsAgoStarted: 52, monthlyRevenue: 70_000, fico: 715, openPositions: 0, product: 'revenue-based-financing', requestedAmount: 60_000,
  });
  await share(funded, 'Cedar Growth');
  const fundedOffer = await offer(cedar, funded, CEDAR_RBF);
  const won = await services().offerDecisions.accept(fundedOffer.id, fundedOffer.version, true, client2);
  // The platform's day (New York), as the funding rules count it.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const funding = await services().fundings.markFunded({ offerId: won.id, expectedVersion: won.version, fundedOn: today, fundedAmountCents: 6_000_000, lenderRef: 'CG-2026-0412' }, cedar);
  for (const [index, externalRef] of ['CG-PMT-1', 'CG-PMT-2'].entries()) {
    await services().fundingLedger.addTransaction(funding.id, { type: 'payment', amountCents: 40_635, occurredOn: today, note: `Daily debit ${index + 1}`, externalRef }, admin);
  }

  // 6. The demo pipeline's pre-approved applications (demo-pipeline.ts, status offered): the lender offer behind each
  //    pre-approval, shared with the client's consent on the phone, so `offered` means an offer to compare here too.
  const preApproved = await db.orm.em.fork().execute<{ id: number; business_name: string }[]>(
    `select a.id, a.business_name from applications a where a.status = 'offered' and not exists (select 1 from offer o where o.application_id = a.id)`,
  );
  for (const { id, business_name: business } of preApproved) {
    const behind = PRE_APPROVAL_OFFERS[business];
    if (!behind) continue;
    await share(id, behind.lender);
    await offer(behind.lender === 'Harbor Funding' ? harbor : pinnacle, id, behind.terms);
  }
  return created;
}

/** The pre-approvals of demo-pipeline.ts by business: the lender and the terms of its offer. */
const PRE_APPROVAL_OFFERS: Record<string, { lender: 'Harbor Funding' | 'Pinnacle'; terms: object }> = {
  'Cobalt Coffee Roasters': { lender: 'Harbor Funding', terms: { product: 'revenue-based-financing', amountCents: 4_000_000, pricingType: 'factor', factorE4: 12_200, termMonths: 12, frequency: 'weekly' } },
  'Bright Path Tutoring': { lender: 'Pinnacle', terms: { product: 'business-term-loan', amountCents: 2_500_000, pricingType: 'interest', interestBps: 1_250, termMonths: 36, frequency: 'monthly', originationFeeBps: 200 } },
  'Silver Birch Pediatrics PLLC': { lender: 'Pinnacle', terms: { product: 'business-term-loan', amountCents: 10_000_000, pricingType: 'interest', interestBps: 1_590, termMonths: 24, frequency: 'monthly' } },
  'Summit Ridge Storage LLC': { lender: 'Pinnacle', terms: { product: 'business-term-loan', amountCents: 50_000_000, pricingType: 'interest', interestBps: 990, termMonths: 60, frequency: 'monthly', originationFeeBps: 100 } },
};

const callerUser = (caller: Caller): User => caller.user!;
