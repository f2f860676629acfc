/**
 * Valid bodies for the public forms and the application intake, shared by the integration tests. A test that needs
 * a variation spreads one and overrides the fields it is about.
 */

/** POST /api/contact (GraphQL `sendContactMessage`). */
export const sampleContact = {
  name: 'Rosa Delgado',
  email: 'rosa@example.com',
  phone: '(555) 123-4567',
  company: 'Delgado Bakery LLC',
  topic: 'funding',
  message: 'We want to open a second location and need about $80,000 for equipment.',
};

/** The business part of both credit applications (NetBuilder adds `plan`, Net30 its trade fields). */
export const sampleBusiness = {
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@leelogistics.example',
  phone: '555-222-3333',
  businessName: 'Lee Logistics LLC',
  entityType: 'llc',
  ein: '123456789',
  businessStartYear: 2019,
  annualRevenue: 480000,
  state: 'TX',
  website: 'https://leelogistics.example',
  agreeToTerms: true,
};

/** POST /api/applications (the integrators' intake). */
export const sampleIntake = {
  businessName: 'Blue Fern Bakery LLC',
  contactName: 'Jordan Reyes',
  ownerEmail: 'jordan@bluefern.example',
  phone: '(555) 010-7788',
  product: 'revenue-based-financing',
  requestedAmount: 75_000,
  industry: 'restaurants',
  state: 'IL',
  monthsInBusiness: 30,
  monthlyRevenue: 42_000,
  creditScore: 690,
};

/** The demo's approved application (id 1, token `demo-approved`) as its result read answers it (REST shape). */
export const demoApprovedResult = {
  id: 1,
  status: 'approved',
  approvedAmount: '$75,000',
  approvedTerm: '12 months',
  approvedRate: '1.18 factor rate',
  approvedPayment: '$1,702 weekly',
  ownerEmail: 'client@netfund.example',
};
