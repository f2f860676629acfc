import type { ZodOpenApiPathsObject, ZodOpenApiRequestBodyObject, ZodOpenApiResponseObject } from 'zod-openapi';
import { IDEMPOTENCY_MISMATCH, PLANS } from '../../../graphql-server/src/index.js';

/**
 * The request and response examples of the operations whose paths files do not carry their own, keyed
 * `METHOD path` → `req` or the status. Every example is checked against its schema by `redocly lint`
 * (no-invalid-media-type-examples), and openapi.examples.test.ts requires one on every JSON, form and CSV body.
 */
const user = { username: 'client', role: 'client' };
const result = {
  id: 42,
  status: 'approved',
  approvedAmount: '$75,000',
  approvedTerm: '12 months',
  approvedRate: '1.18 factor rate',
  approvedPayment: '$1,702 weekly',
  ownerEmail: 'client@netfund.example',
};
const growth = PLANS.find((plan) => plan.mostPopular)!;
const subscription = {
  plan: growth.id,
  status: 'active',
  currentPeriodStart: '2026-11-21T10:00:00.000Z',
  currentPeriodEnd: '2026-12-21T10:00:00.000Z',
  cancelAtPeriodEnd: false,
};
const document = {
  id: 7,
  applicationId: 42,
  docType: 'bank_statements',
  label: 'Bank statements',
  status: 'uploaded',
  required: true,
  fileName: 'March statement.pdf',
  sizeBytes: 183_204,
  mimeType: 'application/pdf',
  sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  rejectReason: null,
  requestedAt: '2026-11-18T14:00:00.000Z',
  dueAt: '2026-12-01',
  uploadedAt: '2026-11-20T09:30:00.000Z',
  reviewedAt: null,
  downloadPath: '/api/documents/7/download',
  infoRequestId: 3,
};

const EXAMPLES: Record<string, Record<string, unknown>> = {
  'GET /api/openapi.json': { '200': { openapi: '3.1.0', info: { title: 'NetFund REST API', version: '1.0.0' }, paths: {} } },
  'GET /api/user': { '200': user },
  'POST /api/login': {
    req: { username: 'client', password: 'demo-pass' },
    '200': user,
    '401': { message: 'Invalid username or password' },
  },
  'POST /api/login/two-factor': { req: { challenge: 'c2lnbi1pbi1jaGFsbGVuZ2U', code: '492039' }, '200': user },
  'POST /api/register': {
    req: { username: 'bluefern', email: 'jordan@bluefern.example', password: 'a-long-passphrase', confirmPassword: 'a-long-passphrase', firstName: 'Jordan', lastName: 'Reyes' },
    '201': { username: 'bluefern', role: 'client' },
  },
  'POST /api/sessions/sign-out-others': { '200': { ended: 2 } },
  'POST /api/applications': {
    req: {
      businessName: 'Blue Fern Bakery LLC',
      contactName: 'Jordan Reyes',
      ownerEmail: 'jordan@bluefern.example',
      phone: '(555) 010-7788',
      product: 'business-term-loan',
      requestedAmount: 75000,
      industry: 'restaurants',
      state: 'IL',
      monthsInBusiness: 30,
      monthlyRevenue: 42000,
      creditScore: 690,
    },
    '201': { id: 42, status: 'review', resultUrl: '/result/42?token=3q2-7w…' },
    '409': { message: IDEMPOTENCY_MISMATCH, code: 'IDEMPOTENCY_KEY_REUSED' },
  },
  'GET /api/applications/{id}': { '200': result },
  'POST /api/applications/{id}/claim': { req: { token: '3q2-7w…' }, '200': result },
  'GET /api/netbuilder/plans': { '200': PLANS },
  'GET /api/netbuilder/subscription': { '200': subscription },
  'POST /api/netbuilder/create-subscription': { req: { plan: growth.id }, '200': { sessionId: 'cs_test_a1b2c3', url: '/payments/demo/checkout/cs_test_a1b2c3' } },
  'POST /api/netbuilder/cancel-subscription': { '200': { ...subscription, cancelAtPeriodEnd: true } },
  'POST /api/netbuilder/resume-subscription': { '200': subscription },
  'GET /api/netbuilder/reports': { '200': [{ id: 1, reportMonth: '2026-11', paymentAmount: growth.price, paymentStatus: 'paid', bureaus: growth.bureaus }] },
  'POST /api/webhooks/stripe': {
    req: { id: 'evt_1QxYz', type: 'invoice.paid', created: 1_790_000_000, data: { object: { id: 'in_1QxYz', subscription: 'sub_1QxYz' } } },
    '200': { received: true, eventId: 'evt_1QxYz', type: 'invoice.paid', outcome: 'applied' },
  },
  'POST /api/applications/{id}/documents/{documentId}/file': { req: { file: '(the file’s bytes)' }, '200': document },
  'POST /api/applications/{id}/documents': {
    req: { docType: 'tax_return', file: '(the file’s bytes)' },
    '201': { ...document, id: 8, docType: 'tax_return', label: 'Tax return', requestedAt: null, dueAt: null, infoRequestId: null },
  },
  'GET /api/furnishing/batches/{id}/file': { '200': '# NOT SENT: batch 1 of 2026-10, not yet submitted\nNF-000045,Reyes Supply LLC,12-3456789,2026-10-31,5000.00,0.00,current\n' },
  'POST /api/admin/article-images': { req: { file: '(the image’s bytes)' }, '201': { id: '7', url: '/api/article-images/7', width: 1200, height: 630 } },
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const EXAMPLE_MEDIA = new Set(['application/json', 'multipart/form-data', 'text/csv']);

/** Puts each example on its media type (the first of the JSON, form and CSV ones); an operation's own example wins. */
export function withExamples(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  const out: ZodOpenApiPathsObject = {};
  for (const [path, item] of Object.entries(paths)) {
    const next = { ...item };
    for (const method of METHODS) {
      const operation = item[method];
      const examples = EXAMPLES[`${method.toUpperCase()} ${path}`];
      if (!operation || !examples) continue;
      const responses = { ...(operation.responses as Record<string, ZodOpenApiResponseObject>) };
      for (const [status, response] of Object.entries(responses)) {
        if (status in examples) responses[status] = exampleOn(response, examples[status]);
      }
      const requestBody = operation.requestBody && 'req' in examples ? exampleOn(operation.requestBody as ZodOpenApiRequestBodyObject, examples.req) : operation.requestBody;
      next[method] = { ...operation, requestBody, responses };
    }
    out[path] = next;
  }
  return out;
}

function exampleOn<T extends ZodOpenApiRequestBodyObject | ZodOpenApiResponseObject>(body: T, example: unknown): T {
  const content: Record<string, { example?: unknown; examples?: unknown } | undefined> = { ...body.content };
  const mediaType = Object.keys(content).find((name) => EXAMPLE_MEDIA.has(name));
  if (!mediaType) throw new Error(`OpenAPI example for a body without a JSON, form or CSV media type: ${JSON.stringify(example).slice(0, 80)}`);
  const media = content[mediaType]!;
  if (media.example === undefined && media.examples === undefined) content[mediaType] = { ...media, example };
  return { ...body, content } as T;
}
