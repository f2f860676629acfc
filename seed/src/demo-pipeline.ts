import { randomBytes } from 'node:crypto';
import {
  callerOf,
  Role,
  type DeclineReasonCode,
  type IndustryCode,
  type ProductCode,
  type RecordedApplication,
  type Services,
  type User,
  type UsStateCode,
} from '../../graphql-server/src/index.js';

/**
 * The back office's demo pipeline (issue 10, demo data only): 34 applications besides the six of
 * demo-applications.ts, so about 40 in all, in every workflow status this release has (draft, submitted, in review,
 * offered, declined, closed, withdrawn; matched, accepted and funded need the lender marketplace) and with every staff
 * member as assignee. Their history is recorded as it happened (dates spread over two months, decisions within hours
 * or days); the open ones then get real information requests, uploads and reviews through the services, so the audit
 * trail, the e-mail outbox, the dashboard queue and the clients' Action needed show them.
 */

/** Back-office staff besides `admin` (password `demo-pass`): assignees of the demo pipeline. */
export const DEMO_STAFF = [
  { username: 'taylor', email: 'taylor@netfund.example', firstName: 'Taylor', lastName: 'Brooks' },
  { username: 'jordan', email: 'jordan@netfund.example', firstName: 'Jordan', lastName: 'Reyes' },
] as const;

/** Client accounts that own some of the pipeline (the others came through the external form and are unclaimed). */
const PIPELINE_CLIENTS = [
  { username: 'riverbend', email: 'dana@riverbendauto.example', firstName: 'Dana', lastName: 'Okafor' },
  { username: 'sunpeak', email: 'lee@sunpeaksolar.example', firstName: 'Lee', lastName: 'Nakamura' },
  { username: 'greenleaf', email: 'sam@greenleafgrocers.example', firstName: 'Sam', lastName: 'Alvarez' },
] as const;

type PipelineStatus = 'draft' | 'submitted' | 'in_review' | 'offered' | 'declined' | 'closed' | 'withdrawn';
type Assignee = 'admin' | 'taylor' | 'jordan' | null;
type Owner = (typeof PIPELINE_CLIENTS)[number]['username'] | 'client' | 'client2' | null;

interface PipelineRow {
  business: string;
  contact: string;
  email: string;
  product: ProductCode;
  amount: number;
  industry: IndustryCode;
  state: UsStateCode;
  months: number;
  revenue: number;
  fico: number;
  status: PipelineStatus;
  /** Days before today the application was submitted (fractions are hours). */
  daysAgo: number;
  /** Hours from submission to the decision (declined, offered) or the end (closed, withdrawn). */
  hoursToDecision?: number;
  assignee?: Assignee;
  owner?: Owner;
  reasons?: DeclineReasonCode[];
  note?: string;
}

/** First pipeline id: clear of the six demo applications and of the first intakes of a demo install. */
export const FIRST_PIPELINE_ID = 101;

const ROWS: PipelineRow[] = [
  // Submitted, waiting to be picked up (the ones older than 4 hours are in the dashboard's Needs action queue).
  { business: 'Blue Fern Bakery LLC', contact: 'Jordan Price', email: 'jordan@bluefern.example', product: 'revenue-based-financing', amount: 45_000, industry: 'restaurants', state: 'OR', months: 31, revenue: 38_000, fico: 688, status: 'submitted', daysAgo: 0.05 },
  { business: 'Northwind Logistics Inc.', contact: 'Priya Shah', email: 'priya@northwind.example', product: 'business-term-loan', amount: 300_000, industry: 'transportation', state: 'GA', months: 88, revenue: 260_000, fico: 744, status: 'submitted', daysAgo: 0.1 },
  { business: 'Maple Street Dental PC', contact: 'Owen Gallagher', email: 'owen@maplestreetdental.example', product: 'line-of-credit', amount: 120_000, industry: 'healthcare', state: 'MA', months: 140, revenue: 190_000, fico: 771, status: 'submitted', daysAgo: 0.4 },
  { business: 'Copperline Electric LLC', contact: 'Rosa Jimenez', email: 'rosa@copperline.example', product: 'business-term-loan', amount: 85_000, industry: 'construction', state: 'AZ', months: 46, revenue: 74_000, fico: 702, status: 'submitted', daysAgo: 0.8 },
  { business: 'Tidewater Kayak Rentals', contact: 'Ben Howell', email: 'ben@tidewaterkayak.example', product: 'revenue-based-financing', amount: 20_000, industry: 'other', state: 'NC', months: 27, revenue: 16_500, fico: 654, status: 'submitted', daysAgo: 1.5 },
  { business: 'Riverbend Auto Repair LLC', contact: 'Dana Okafor', email: 'dana@riverbendauto.example', product: 'business-term-loan', amount: 60_000, industry: 'other', state: 'OH', months: 52, revenue: 58_000, fico: 690, status: 'submitted', daysAgo: 2.2, owner: 'riverbend' },
  { business: 'Lakeside Print Studio', contact: 'Nora Lindqvist', email: 'nora@lakesideprint.example', product: 'line-of-credit', amount: 35_000, industry: 'professional-services', state: 'MN', months: 19, revenue: 24_000, fico: 676, status: 'submitted', daysAgo: 3, assignee: 'taylor' },
  { business: 'Granite Peak Builders Inc.', contact: 'Marcus Bell', email: 'marcus@granitepeak.example', product: 'commercial-real-estate', amount: 1_200_000, industry: 'construction', state: 'CO', months: 110, revenue: 410_000, fico: 735, status: 'submitted', daysAgo: 1, assignee: 'jordan' },
  // In review, with each staff member.
  { business: 'Sunpeak Solar Installers LLC', contact: 'Lee Nakamura', email: 'lee@sunpeaksolar.example', product: 'business-term-loan', amount: 250_000, industry: 'construction', state: 'NV', months: 64, revenue: 180_000, fico: 718, status: 'in_review', daysAgo: 4, assignee: 'admin', owner: 'sunpeak' },
  { business: 'Greenleaf Grocers Co-op', contact: 'Sam Alvarez', email: 'sam@greenleafgrocers.example', product: 'line-of-credit', amount: 90_000, industry: 'retail', state: 'NM', months: 75, revenue: 150_000, fico: 699, status: 'in_review', daysAgo: 3.5, assignee: 'taylor', owner: 'greenleaf' },
  { business: 'Patel Freight Services Inc.', contact: 'Morgan Patel', email: 'client2@netfund.example', product: 'line-of-credit', amount: 80_000, industry: 'transportation', state: 'TX', months: 65, revenue: 140_000, fico: 731, status: 'in_review', daysAgo: 2.5, assignee: 'jordan', owner: 'client2' },
  { business: 'Casey Client Catering Co.', contact: 'Casey Client', email: 'client@netfund.example', product: 'revenue-based-financing', amount: 30_000, industry: 'restaurants', state: 'IL', months: 21, revenue: 41_000, fico: 671, status: 'in_review', daysAgo: 2, assignee: 'admin', owner: 'client' },
  { business: 'Harborview Marine Supply', contact: 'Elena Petrova', email: 'elena@harborviewmarine.example', product: 'business-term-loan', amount: 175_000, industry: 'retail', state: 'FL', months: 98, revenue: 220_000, fico: 752, status: 'in_review', daysAgo: 6, assignee: 'taylor' },
  { business: 'Quillon Software LLC', contact: 'Aaron Fischer', email: 'aaron@quillon.example', product: 'revenue-based-financing', amount: 150_000, industry: 'professional-services', state: 'WA', months: 40, revenue: 95_000, fico: 709, status: 'in_review', daysAgo: 5, assignee: 'jordan' },
  { business: 'Oak & Ember Restaurant Group', contact: 'Gina Russo', email: 'gina@oakember.example', product: 'business-term-loan', amount: 400_000, industry: 'restaurants', state: 'NY', months: 120, revenue: 330_000, fico: 728, status: 'in_review', daysAgo: 7, assignee: 'admin' },
  { business: 'Prairie Wind Manufacturing', contact: 'Hank Olsen', email: 'hank@prairiewind.example', product: 'investment-property-loan', amount: 650_000, industry: 'manufacturing', state: 'KS', months: 150, revenue: 480_000, fico: 739, status: 'in_review', daysAgo: 9, assignee: 'taylor' },
  // Offered (pre-approved with terms).
  { business: 'Silver Birch Pediatrics PLLC', contact: 'Dr. Mina Kapoor', email: 'mina@silverbirchpeds.example', product: 'line-of-credit', amount: 100_000, industry: 'healthcare', state: 'NJ', months: 84, revenue: 175_000, fico: 781, status: 'offered', daysAgo: 12, hoursToDecision: 6, assignee: 'admin' },
  { business: 'Cobalt Coffee Roasters', contact: 'Theo Marsh', email: 'theo@cobaltcoffee.example', product: 'revenue-based-financing', amount: 40_000, industry: 'restaurants', state: 'WA', months: 36, revenue: 47_000, fico: 695, status: 'offered', daysAgo: 18, hoursToDecision: 20, assignee: 'taylor' },
  { business: 'Summit Ridge Storage LLC', contact: 'Cal Whitaker', email: 'cal@summitridge.example', product: 'commercial-real-estate', amount: 850_000, industry: 'commercial-real-estate', state: 'UT', months: 130, revenue: 120_000, fico: 760, status: 'offered', daysAgo: 25, hoursToDecision: 52, assignee: 'jordan' },
  { business: 'Bright Path Tutoring', contact: 'Ava Thompson', email: 'ava@brightpath.example', product: 'business-term-loan', amount: 25_000, industry: 'professional-services', state: 'PA', months: 44, revenue: 32_000, fico: 712, status: 'offered', daysAgo: 40, hoursToDecision: 4, assignee: 'admin' },
  // Declined with specific reasons (the Pareto on the dashboard).
  { business: 'Velvet Room Lounge', contact: 'Ray Duval', email: 'ray@velvetroom.example', product: 'revenue-based-financing', amount: 60_000, industry: 'restaurants', state: 'LA', months: 4, revenue: 9_000, fico: 601, status: 'declined', daysAgo: 8, hoursToDecision: 5, assignee: 'admin', reasons: ['time_in_business_below_minimums', 'revenue_below_minimums'] },
  { business: 'Fastlane Couriers', contact: 'Kim Tran', email: 'kim@fastlanecouriers.example', product: 'line-of-credit', amount: 150_000, industry: 'transportation', state: 'CA', months: 22, revenue: 30_000, fico: 560, status: 'declined', daysAgo: 15, hoursToDecision: 18, assignee: 'taylor', reasons: ['credit_score_below_minimums'] },
  { business: 'Evergreen Vape Supply', contact: 'Drew Collins', email: 'drew@evergreenvape.example', product: 'business-term-loan', amount: 70_000, industry: 'retail', state: 'OR', months: 30, revenue: 64_000, fico: 680, status: 'declined', daysAgo: 21, hoursToDecision: 3, assignee: 'jordan', reasons: ['restricted_industry'] },
  { business: 'Crescent Moon Boutique', contact: 'Layla Haddad', email: 'layla@crescentmoon.example', product: 'revenue-based-financing', amount: 50_000, industry: 'retail', state: 'MI', months: 14, revenue: 11_000, fico: 622, status: 'declined', daysAgo: 30, hoursToDecision: 30, assignee: 'admin', reasons: ['revenue_below_minimums'] },
  { business: 'Ironclad Fitness LLC', contact: 'Vic Moreno', email: 'vic@ironcladfitness.example', product: 'business-term-loan', amount: 200_000, industry: 'other', state: 'TX', months: 26, revenue: 45_000, fico: 640, status: 'declined', daysAgo: 45, hoursToDecision: 70, assignee: 'taylor', reasons: ['too_many_positions', 'other'], note: 'Four open advances with daily debits; we can look again once two are paid off.' },
  { business: 'Patel Home Goods', contact: 'Morgan Patel', email: 'client2@netfund.example', product: 'revenue-based-financing', amount: 15_000, industry: 'ecommerce', state: 'TX', months: 8, revenue: 7_500, fico: 610, status: 'declined', daysAgo: 55, hoursToDecision: 12, assignee: 'jordan', owner: 'client2', reasons: ['incomplete_application'] },
  // Closed with no acceptable offer, and withdrawn by the client.
  { business: 'Westgate Veterinary Clinic', contact: 'Dr. Paul Ng', email: 'paul@westgatevet.example', product: 'commercial-real-estate', amount: 950_000, industry: 'healthcare', state: 'CA', months: 100, revenue: 160_000, fico: 748, status: 'closed', daysAgo: 35, hoursToDecision: 200, assignee: 'admin', note: 'No acceptable offer: the client wanted a longer amortization than any program offers.' },
  { business: 'Redwood Timber Frames', contact: 'Luke Sorensen', email: 'luke@redwoodtimber.example', product: 'investment-property-loan', amount: 500_000, industry: 'construction', state: 'WA', months: 60, revenue: 90_000, fico: 705, status: 'closed', daysAgo: 50, hoursToDecision: 300, assignee: 'jordan', note: 'No acceptable offer.' },
  { business: 'Greenleaf Grocers Co-op', contact: 'Sam Alvarez', email: 'sam@greenleafgrocers.example', product: 'business-term-loan', amount: 60_000, industry: 'retail', state: 'NM', months: 73, revenue: 150_000, fico: 699, status: 'withdrawn', daysAgo: 60, hoursToDecision: 48, assignee: 'taylor', owner: 'greenleaf', note: 'Found funding through their credit union.' },
  { business: 'Starlight Events Co.', contact: 'Faye Monroe', email: 'faye@starlightevents.example', product: 'line-of-credit', amount: 45_000, industry: 'other', state: 'GA', months: 33, revenue: 28_000, fico: 668, status: 'withdrawn', daysAgo: 10, hoursToDecision: 20, note: 'Applied twice by mistake.' },
  // Drafts entered by staff (not yet submitted, invisible to clients).
  { business: 'Hillcrest Family Pharmacy', contact: 'Irene Walsh', email: 'irene@hillcrestpharmacy.example', product: 'business-term-loan', amount: 180_000, industry: 'healthcare', state: 'KY', months: 90, revenue: 210_000, fico: 733, status: 'draft', daysAgo: 1, assignee: 'admin' },
  { business: 'Anchor Point Marine Services', contact: 'Gus Halvorsen', email: 'gus@anchorpoint.example', product: 'line-of-credit', amount: 75_000, industry: 'other', state: 'ME', months: 58, revenue: 66_000, fico: 697, status: 'draft', daysAgo: 0.5, assignee: 'jordan' },
  // Two more in review, older, so the queue and the lists have depth.
  { business: 'Mesa Verde Landscaping', contact: 'Carlos Ortega', email: 'carlos@mesaverde.example', product: 'revenue-based-financing', amount: 55_000, industry: 'construction', state: 'NM', months: 48, revenue: 52_000, fico: 684, status: 'in_review', daysAgo: 11, assignee: 'jordan' },
  { business: 'Pinecrest Senior Living', contact: 'Helen Park', email: 'helen@pinecrest.example', product: 'commercial-real-estate', amount: 2_500_000, industry: 'healthcare', state: 'NC', months: 180, revenue: 620_000, fico: 766, status: 'in_review', daysAgo: 14, assignee: 'admin' },
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const OFFER_TERMS: Record<ProductCode, { term: string; rate: string }> = {
  'investment-property-loan': { term: '30 years', rate: '8.4% APR' },
  'revenue-based-financing': { term: '12 months', rate: '1.22 factor rate' },
  'business-term-loan': { term: '36 months', rate: '12.5% APR' },
  'line-of-credit': { term: '12-month draw period', rate: '15.9% APR' },
  'commercial-real-estate': { term: '25 years', rate: '7.9% APR' },
};
const money = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/** A small, valid PDF standing in for a client's upload. */
function demoPdf(title: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% NetFund demo document: ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

export async function seedDemoPipeline(services: Services, password: string): Promise<string[]> {
  const { users, applications } = services;
  const created: string[] = [];
  const ensureUser = async (data: { username: string; email: string; firstName: string; lastName: string }, role: Role): Promise<User> => {
    const existing = await users.findByUsername(data.username);
    if (existing) return existing;
    created.push(data.username);
    return users.create({ ...data, role, password });
  };
  const staff: Record<Exclude<Assignee, null>, User | null> = { admin: await users.findByUsername('admin'), taylor: null, jordan: null };
  for (const member of DEMO_STAFF) staff[member.username] = await ensureUser(member, Role.admin);
  const owners: Record<Exclude<Owner, null>, User | null> = {
    client: await users.findByUsername('client'),
    client2: await users.findByUsername('client2'),
    riverbend: null,
    sunpeak: null,
    greenleaf: null,
  };
  for (const client of PIPELINE_CLIENTS) owners[client.username] = await ensureUser(client, Role.client);

  const now = Date.now();
  const recorded: { id: number; row: PipelineRow }[] = [];
  for (const [index, row] of ROWS.entries()) {
    const id = FIRST_PIPELINE_ID + index;
    if (await applications.exists(id)) continue;
    await applications.record(pipelineApplication(id, row, now, staff, owners));
    recorded.push({ id, row });
    created.push(`application ${id}`);
  }
  // Work on the open ones through the services (audited, e-mailed), only when they were recorded just now.
  if (recorded.length > 0) await seedDocumentWork(services, recorded, staff, owners);
  return created;
}

function pipelineApplication(
  id: number,
  row: PipelineRow,
  now: number,
  staff: Record<Exclude<Assignee, null>, User | null>,
  owners: Record<Exclude<Owner, null>, User | null>,
): RecordedApplication {
  const submittedAt = new Date(now - row.daysAgo * DAY_MS);
  const assignee = row.assignee ? staff[row.assignee] : null;
  const actor = assignee ? [assignee.firstName, assignee.lastName].filter(Boolean).join(' ') || assignee.username : 'NetFund';
  const later = (hours: number) => new Date(Math.min(now - 60_000, submittedAt.getTime() + hours * HOUR_MS));
  const history: RecordedApplication['history'] =
    row.status === 'draft' ? [{ from: null, to: 'draft', actor, note: 'Draft entered by NetFund staff.', at: submittedAt, changedBy: assignee }] : [{ from: null, to: 'submitted', actor: 'Application received', note: 'Your application was received and is being reviewed.', at: submittedAt }];
  const reviewed = !['draft', 'submitted'].includes(row.status) && assignee !== null;
  if (reviewed) history.push({ from: 'submitted', to: 'in_review', actor, note: 'Review started.', at: later(Math.min(1, (row.hoursToDecision ?? 2) / 2)), changedBy: assignee });
  const from = reviewed ? 'in_review' : 'submitted';
  const decidedAt = later(row.hoursToDecision ?? 0);
  if (row.status === 'offered') history.push({ from, to: 'offered', actor, note: 'Pre-approved.', at: decidedAt, changedBy: assignee });
  if (row.status === 'declined') history.push({ from, to: 'declined', actor, note: row.note ?? null, at: decidedAt, changedBy: assignee });
  if (row.status === 'closed') history.push({ from, to: 'closed', actor, note: row.note ?? null, at: decidedAt, changedBy: assignee });
  if (row.status === 'withdrawn') history.push({ from, to: 'withdrawn', actor: row.owner ? row.contact : actor, note: row.note ?? null, at: decidedAt, changedBy: row.owner ? null : assignee });

  const terms = OFFER_TERMS[row.product];
  return {
    id,
    token: randomBytes(32).toString('base64url'),
    owner: row.owner ? owners[row.owner] : null,
    businessName: row.business,
    contactName: row.contact,
    ownerEmail: row.email,
    phone: `(555) 01${String(id).padStart(3, '0').slice(-1)}-${String(1000 + id * 37).slice(-4)}`,
    product: row.product,
    requestedAmount: row.amount,
    industry: row.industry,
    state: row.state,
    monthsInBusiness: row.months,
    monthlyRevenue: row.revenue,
    creditScore: row.fico,
    ein: `${String(10 + (id % 89)).padStart(2, '0')}-${String(3_000_000 + id * 7_919).slice(-7)}`,
    source: row.status === 'draft' ? 'admin' : 'external_form',
    status: row.status,
    assignedAdmin: ['submitted', 'draft'].includes(row.status) && !row.assignee ? null : assignee,
    statusReasonCodes: row.reasons ?? [],
    declineReason: row.status === 'declined' ? (row.note ?? null) : null,
    ...(row.status === 'offered'
      ? { approvedAmount: money(row.amount), approvedTerm: terms.term, approvedRate: terms.rate, approvedPayment: money(Math.round((row.amount * 1.15) / 12)) + ' monthly' }
      : {}),
    createdAt: submittedAt,
    history,
  };
}

/**
 * Document requests on the open applications, done by the services as staff and clients would: an open request for
 * the demo client (its Action needed), uploads waiting for review (the Needs action queue), an answered question, an
 * accepted and a rejected document.
 */
async function seedDocumentWork(
  services: Services,
  recorded: { id: number; row: PipelineRow }[],
  staff: Record<Exclude<Assignee, null>, User | null>,
  owners: Record<Exclude<Owner, null>, User | null>,
): Promise<void> {
  const { infoRequests, documents } = services;
  const dueIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  const byBusiness = (name: string, status: PipelineStatus) => recorded.find(({ row }) => row.business === name && row.status === status);
  const callerFor = (row: PipelineRow) => callerOf((row.assignee && staff[row.assignee]) || staff.admin);
  const ownerCaller = (row: PipelineRow) => callerOf(row.owner ? owners[row.owner] : null);
  const upload = async (row: PipelineRow, applicationId: number, documentId: number, title: string) =>
    documents.upload(row.owner ? ownerCaller(row) : callerFor(row), applicationId, documentId, async () => ({ file: { fileName: `${title}.pdf`, bytes: demoPdf(title) }, fields: {} }));

  // The demo client: an open request (bank statements and a question) waiting for them.
  const casey = byBusiness('Casey Client Catering Co.', 'in_review');
  if (casey) {
    await infoRequests.request(callerFor(casey.row), {
      applicationId: casey.id,
      message: 'To finish the review we need your last three months of bank statements and one detail about your catering contracts.',
      dueAt: dueIn(5),
      items: [
        { kind: 'document', docType: 'bank_statements', prompt: 'Business bank statements for the last 3 months' },
        { kind: 'question', prompt: 'How many of your catering contracts renew every year?' },
      ],
    });
  }

  // Sunpeak: both documents uploaded by the client, waiting for review (the Needs action queue).
  const sunpeak = byBusiness('Sunpeak Solar Installers LLC', 'in_review');
  if (sunpeak) {
    const request = await infoRequests.request(callerFor(sunpeak.row), {
      applicationId: sunpeak.id,
      message: 'Please upload your latest tax return and a voided business check.',
      dueAt: dueIn(7),
      items: [
        { kind: 'document', docType: 'tax_return', prompt: '2025 business tax return' },
        { kind: 'document', docType: 'voided_check', prompt: 'A voided check from the business account' },
      ],
    });
    for (const item of request.items) if (item.documentId) await upload(sunpeak.row, sunpeak.id, item.documentId, item.prompt);
  }

  // Greenleaf: a question answered by the client (waiting for review) and a document accepted.
  const greenleaf = byBusiness('Greenleaf Grocers Co-op', 'in_review');
  if (greenleaf) {
    const request = await infoRequests.request(callerFor(greenleaf.row), {
      applicationId: greenleaf.id,
      message: 'Two quick things before we can share your file.',
      dueAt: dueIn(4),
      items: [
        { kind: 'document', docType: 'business_license', prompt: 'Your current business license' },
        { kind: 'question', prompt: 'What will the line of credit be used for first?' },
      ],
    });
    const license = request.items.find((item) => item.documentId);
    if (license?.documentId) {
      await upload(greenleaf.row, greenleaf.id, license.documentId, 'Business license');
      await documents.review(callerFor(greenleaf.row), { id: license.documentId, decision: 'accept' });
    }
    await infoRequests.answer(ownerCaller(greenleaf.row), {
      id: request.id,
      answers: [{ itemIndex: request.items.findIndex((item) => item.kind === 'question'), answer: 'Restocking produce ahead of the summer season, about $30,000.' }],
    });
  }

  // Patel Freight (client2): a photo ID rejected as unreadable, to be uploaded again.
  const patel = byBusiness('Patel Freight Services Inc.', 'in_review');
  if (patel) {
    const request = await infoRequests.request(callerFor(patel.row), {
      applicationId: patel.id,
      message: 'Please upload a photo ID of the majority owner.',
      dueAt: dueIn(6),
      items: [{ kind: 'document', docType: 'photo_id', prompt: "Driver's license or passport of Morgan Patel" }],
    });
    const documentId = request.items[0]?.documentId;
    if (documentId) {
      await upload(patel.row, patel.id, documentId, 'Photo ID');
      await documents.review(callerFor(patel.row), { id: documentId, decision: 'reject', rejectReason: 'The photo is blurred; please upload a sharper picture of both sides.' });
    }
  }

  // Harborview (unclaimed, came through the form): statements requested by e-mail, not uploaded yet.
  const harborview = byBusiness('Harborview Marine Supply', 'in_review');
  if (harborview) {
    await infoRequests.request(callerFor(harborview.row), {
      applicationId: harborview.id,
      message: 'Please send your last three months of bank statements.',
      dueAt: dueIn(3),
      items: [{ kind: 'document', docType: 'bank_statements', prompt: 'Business bank statements for the last 3 months' }],
    });
  }
}
