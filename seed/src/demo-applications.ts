import { randomBytes } from 'node:crypto';
import { ApplicationStatus, Role, type RecordedApplication, type Services } from '../../graphql-server/src/index.js';

/**
 * Demo applications (demo data only, never in production): 1 approved, 2 in review and 3 declined, owned by the
 * demo `client` and opened by the demo tokens below; plus applications of another client and one not yet claimed,
 * whose tokens are random and never shown (they exist to prove that nobody else can read them).
 */
export const DEMO_RESULT_LINKS = [
  { id: 1, status: ApplicationStatus.approved, path: '/result/1?token=demo-approved' },
  { id: 2, status: ApplicationStatus.review, path: '/result/2?token=demo-review' },
  { id: 3, status: ApplicationStatus.declined, path: '/result/3?token=demo-declined' },
] as const;

/** A second demo client, owner of applications 4 and 6 (password `demo-pass`, like the other demo accounts). */
export const OTHER_DEMO_CLIENT = { username: 'client2', email: 'client2@netfund.example', firstName: 'Morgan', lastName: 'Patel' } as const;

const DAY = 86_400_000;

export async function seedDemoApplications(services: Services, password = 'demo-pass'): Promise<string[]> {
  const { users, applications } = services;
  const created: string[] = [];
  const client = await users.findByUsername('client');
  let other = await users.findByUsername(OTHER_DEMO_CLIENT.username);
  if (!other) {
    other = await users.create({ ...OTHER_DEMO_CLIENT, role: Role.client, password });
    created.push(OTHER_DEMO_CLIENT.username);
  }
  const now = Date.now();
  const at = (daysAgo: number, hours = 0) => new Date(now - daysAgo * DAY + hours * 3_600_000);
  const received = (daysAgo: number) => ({ from: null, to: ApplicationStatus.review, actor: 'Application received', note: 'Your application was received and is being reviewed.', at: at(daysAgo) });
  const random = () => randomBytes(32).toString('base64url');

  const demo: RecordedApplication[] = [
    {
      id: 1,
      token: 'demo-approved',
      owner: client,
      businessName: "Casey's Corner Café LLC",
      contactName: 'Casey Client',
      ownerEmail: 'client@netfund.example',
      phone: '(555) 010-3100',
      product: 'revenue-based-financing',
      requestedAmount: 75_000,
      industry: 'restaurants',
      state: 'IL',
      monthsInBusiness: 38,
      monthlyRevenue: 62_000,
      creditScore: 702,
      status: ApplicationStatus.approved,
      approvedAmount: '$75,000',
      approvedTerm: '12 months',
      approvedRate: '1.18 factor rate',
      approvedPayment: '$1,702 weekly',
      createdAt: at(6),
      history: [
        received(6),
        { from: ApplicationStatus.review, to: ApplicationStatus.approved, actor: 'Underwriting team', note: 'Pre-approved for the full amount requested.', at: at(5, 3) },
      ],
    },
    {
      id: 2,
      token: 'demo-review',
      owner: client,
      businessName: 'Casey Client Catering Co.',
      contactName: 'Casey Client',
      ownerEmail: 'client@netfund.example',
      phone: '(555) 010-3100',
      product: 'business-term-loan',
      requestedAmount: 150_000,
      industry: 'restaurants',
      state: 'IL',
      monthsInBusiness: 20,
      monthlyRevenue: 41_000,
      creditScore: 671,
      status: ApplicationStatus.review,
      createdAt: at(1),
      history: [received(1)],
    },
    {
      id: 3,
      token: 'demo-declined',
      owner: client,
      businessName: 'Casey Client Ventures',
      contactName: 'Casey Client',
      ownerEmail: 'client@netfund.example',
      phone: '(555) 010-3100',
      product: 'line-of-credit',
      requestedAmount: 250_000,
      industry: 'professional-services',
      state: 'IL',
      monthsInBusiness: 7,
      monthlyRevenue: 9_500,
      creditScore: 588,
      status: ApplicationStatus.declined,
      declineReason: 'Time in business and credit score are below the minimums for a line of credit of this size.',
      createdAt: at(14),
      history: [
        received(14),
        { from: ApplicationStatus.review, to: ApplicationStatus.declined, actor: 'Underwriting team', note: 'We could not approve this request today.', at: at(12) },
      ],
    },
    {
      id: 4,
      token: random(),
      owner: other,
      businessName: 'Patel Freight Services Inc.',
      contactName: 'Morgan Patel',
      ownerEmail: 'client2@netfund.example',
      phone: '(555) 010-4400',
      product: 'business-term-loan',
      requestedAmount: 220_000,
      industry: 'transportation',
      state: 'TX',
      monthsInBusiness: 64,
      monthlyRevenue: 138_000,
      creditScore: 731,
      status: ApplicationStatus.approved,
      approvedAmount: '$200,000',
      approvedTerm: '24 months',
      approvedRate: '11.9% APR',
      approvedPayment: '$9,410 monthly',
      createdAt: at(9),
      history: [received(9), { from: ApplicationStatus.review, to: ApplicationStatus.approved, actor: 'Underwriting team', at: at(8) }],
    },
    {
      id: 5,
      token: random(),
      owner: null,
      businessName: 'Harbor Light Dental PLLC',
      contactName: 'Riley Chen',
      ownerEmail: 'riley@harborlight.example',
      phone: '(555) 010-5500',
      product: 'commercial-real-estate',
      requestedAmount: 900_000,
      industry: 'healthcare',
      state: 'WA',
      monthsInBusiness: 96,
      monthlyRevenue: 210_000,
      creditScore: 760,
      status: ApplicationStatus.review,
      createdAt: at(2),
      history: [received(2)],
    },
    {
      id: 6,
      token: random(),
      owner: other,
      businessName: 'Patel Home Goods',
      contactName: 'Morgan Patel',
      ownerEmail: 'client2@netfund.example',
      phone: '(555) 010-4400',
      product: 'line-of-credit',
      requestedAmount: 40_000,
      industry: 'ecommerce',
      state: 'TX',
      monthsInBusiness: 5,
      monthlyRevenue: 6_000,
      creditScore: 602,
      status: ApplicationStatus.declined,
      declineReason: 'Time in business is below our 6-month minimum.',
      createdAt: at(20),
      history: [received(20), { from: ApplicationStatus.review, to: ApplicationStatus.declined, actor: 'Underwriting team', at: at(19) }],
    },
  ];

  for (const application of demo) {
    if (await applications.exists(application.id!)) continue;
    await applications.record(application);
    created.push(`application ${application.id}`);
  }
  return created;
}
