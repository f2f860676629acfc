import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  ALREADY_HAS_PLAN,
  APPLICATIONS_RATE_LIMITED,
  ARTICLE_PAGE_MESSAGES,
  CONTACT_RATE_LIMITED,
  contactMessageSchema,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  NET30_DUPLICATE,
  net30ApplicationSchema,
  netBuilderApplicationSchema,
  PHONE_PATTERN,
} from '../../../graphql-server/src/index.js';
import { errorResponse } from './schemas.js';

/**
 * The marketing site's calls for integrators (contact messages, the two credit applications, The NetFund Brief), for
 * the OpenAPI document. The request bodies are the services' own zod schemas, so the document is exactly as strict.
 */

export const marketingTag = { name: 'Marketing', description: 'Contact messages, credit applications and The NetFund Brief (public)' };
const tags = [marketingTag.name];
const json = <S extends z.ZodType>(schema: S, example?: unknown) => ({
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
});
const error = (description: string, example: { message: string; errors?: Record<string, string> }) => ({ description, ...json(errorResponse, example) });
const rateLimited = (message: string) => error('Too many from this address or e-mail; see `Retry-After`', { message });

type JsonSchema = { properties?: Record<string, object>; required?: string[]; type?: unknown };

/**
 * What the services' input rules accept beyond what zod-openapi renders from them: their optional fields take an
 * empty string or null as "not given" (contact.schemas.ts `optional`), and Net30's trade references default to
 * none when left out or null.
 */
const notGiven =
  (defaulted: string[] = []) =>
  ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
    jsonSchema.required = jsonSchema.required?.filter((name) => !defaulted.includes(name));
    // The credit forms check the phone through a pipe, which zod-openapi renders as a bare string.
    const phone = jsonSchema.properties?.phone as { type?: string; pattern?: string } | undefined;
    if (phone?.type === 'string' && !phone.pattern) phone.pattern = PHONE_PATTERN.source;
    for (const [name, property] of Object.entries(jsonSchema.properties ?? {})) {
      if (jsonSchema.required?.includes(name)) continue;
      const isString = (property as JsonSchema).type === 'string';
      jsonSchema.properties![name] = { anyOf: [property, ...(isString ? [{ const: '' }] : []), { type: 'null' }] };
    }
  };

export const contactMessageRequest = contactMessageSchema.meta({ id: 'ContactMessage', override: notGiven() });
export const netBuilderApplicationRequest = netBuilderApplicationSchema().meta({ id: 'NetBuilderApplication', override: notGiven() });
export const net30ApplicationRequest = net30ApplicationSchema().meta({ id: 'Net30Application', override: notGiven(['tradeReferences']) });

const business = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@reyes-supply.example',
  phone: '(512) 555-0143',
  businessName: 'Reyes Supply LLC',
  entityType: 'llc',
  ein: '12-3456789',
  businessStartYear: 2019,
  annualRevenue: 480000,
  state: 'TX',
  website: 'https://reyes-supply.example',
  agreeToTerms: true,
};

const receipt = z.object({
  id: z.number().int(),
  reference: z.string().meta({ description: 'The reference quoted to the applicant' }),
  program: z.enum(['netbuilder', 'net30']),
  status: z.string().meta({ example: 'submitted' }),
  createdAt: z.string().meta({ description: 'ISO 8601' }),
});

const articleSummaryFields = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  authorName: z.string(),
  coverImageUrl: z.string().nullable().meta({ description: 'A site-relative URL; null without a cover' }),
  coverAlt: z.string().nullable(),
  readingMinutes: z.number().int(),
  publishedAt: z.string().meta({ description: 'ISO 8601' }),
  updatedAt: z.string().meta({ description: 'ISO 8601' }),
  tags: z.array(z.string()),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  canonicalUrl: z.string().nullable(),
  noindex: z.boolean(),
  socialImageUrl: z.string().nullable(),
};
const articleSummary = z.object(articleSummaryFields).meta({ id: 'ArticleSummary', description: 'A published article without its body' });
const article = z.object({ ...articleSummaryFields, body: z.string().meta({ description: 'Markdown' }) }).meta({ id: 'Article' });

const articleExample = {
  id: 1,
  slug: 'how-net-30-accounts-build-business-credit',
  title: 'How Net 30 accounts build business credit',
  excerpt: 'Trade lines that report to the bureaus are the fastest way to a business credit file.',
  category: 'Business credit',
  authorName: 'NetFund Editorial',
  coverImageUrl: '/api/article-images/7',
  coverAlt: 'A ledger on a desk',
  readingMinutes: 4,
  publishedAt: '2026-10-01T12:00:00.000Z',
  updatedAt: '2026-10-01T12:00:00.000Z',
  tags: ['net30', 'credit'],
  metaTitle: null,
  metaDescription: null,
  canonicalUrl: null,
  noindex: false,
  socialImageUrl: '/api/article-images/7',
};

export const marketingPaths: ZodOpenApiPathsObject = {
  '/api/contact': {
    post: {
      operationId: 'sendContactMessage',
      tags,
      summary: 'Send a message to the support team',
      description:
        'Stored for the support team, who answer by e-mail or phone. Limited per address and per e-mail (429, nothing stored). ' +
        'Empty strings and null count as not given for the optional fields.',
      security: [{}],
      requestBody: {
        required: true,
        ...json(contactMessageRequest, {
          name: 'Dana Reyes',
          email: 'dana@reyes-supply.example',
          phone: '(512) 555-0143',
          company: 'Reyes Supply LLC',
          topic: 'funding',
          message: 'We would like to know more about working capital for a second location.',
        }),
      },
      responses: {
        '201': { description: 'Stored', ...json(z.object({ id: z.number().int(), createdAt: z.string() }).meta({ id: 'ContactMessageReceived' }), { id: 12, createdAt: '2026-11-20T09:30:00.000Z' }) },
        '400': error('Invalid fields: one message per field in `errors`; a field the form does not have: `Unknown field: …`', { message: 'Please enter a valid email', errors: { email: 'Please enter a valid email' } }),
        '429': rateLimited(CONTACT_RATE_LIMITED),
      },
    },
  },
  '/api/credit-applications/netbuilder': {
    post: {
      operationId: 'applyForNetBuilder',
      tags,
      summary: 'Apply for a NetBuilder plan (credit builder)',
      description: 'Limited per address and per e-mail (429). A business (EIN) that already has a live NetBuilder plan is refused (409).',
      security: [{}],
      requestBody: { required: true, ...json(netBuilderApplicationRequest, { ...business, plan: 'growth' }) },
      responses: {
        '201': {
          description: 'Received',
          ...json(receipt.meta({ id: 'CreditApplicationReceived' }), {
            id: 3,
            reference: 'NB-000003',
            program: 'netbuilder',
            status: 'submitted',
            createdAt: '2026-11-20T09:30:00.000Z',
          }),
        },
        '400': error('Invalid fields: one message per field in `errors`; a field the form does not have: `Unknown field: …`', {
          message: 'Please choose the state your business is registered in',
          errors: { state: 'Please choose the state your business is registered in' },
        }),
        '409': error('The business already has a NetBuilder plan', { message: ALREADY_HAS_PLAN }),
        '429': rateLimited(APPLICATIONS_RATE_LIMITED),
      },
    },
  },
  '/api/credit-applications/net30': {
    post: {
      operationId: 'applyForNet30',
      tags,
      summary: 'Apply for a Net30 trade account (R27)',
      description:
        'One open application per EIN (409). Signed in as a client, the application is theirs; otherwise the answer carries ' +
        '`claimPath`, a link that adds it to an account later. Limited per address and per e-mail (429).',
      security: [{}, { sessionCookie: [] }],
      requestBody: {
        required: true,
        ...json(net30ApplicationRequest, {
          ...business,
          requestedLimit: 5000,
          duns: '123456789',
          intendedUse: 'Office supplies and packaging for our two stores',
          tradeReferences: [{ company: 'Uline', contact: 'Accounts receivable', phoneOrEmail: 'ar@uline.example' }],
        }),
      },
      responses: {
        '201': {
          description: 'Received',
          ...json(receipt.extend({ claimPath: z.string().nullable().meta({ description: 'null when the applicant was signed in as a client' }) }).meta({ id: 'Net30ApplicationReceived' }), {
            id: 4,
            reference: 'N30-000004',
            program: 'net30',
            status: 'submitted',
            createdAt: '2026-11-20T09:30:00.000Z',
            claimPath: '/net30/claim?token=3q2-7w…',
          }),
        },
        '400': error('Invalid fields: one message per field in `errors`; a field the form does not have: `Unknown field: …`', {
          message: 'Requested credit limit must be between $500 and $50,000',
          errors: { requestedLimit: 'Requested credit limit must be between $500 and $50,000' },
        }),
        '409': error('An application for this EIN is already open', { message: NET30_DUPLICATE }),
        '429': rateLimited(APPLICATIONS_RATE_LIMITED),
      },
    },
  },
  '/api/articles': {
    get: {
      operationId: 'listArticles',
      tags,
      summary: 'Published articles of The NetFund Brief, newest first',
      description: `A page past the end is empty. ${DEFAULT_PAGE_SIZE} articles a page unless \`pageSize\` says otherwise (at most ${MAX_PAGE_SIZE}).`,
      security: [{}],
      requestParams: {
        query: z.object({
          page: z.string().regex(/^\d+$/).optional().meta({ description: `${ARTICLE_PAGE_MESSAGES.page} (default 1)`, example: '1' }),
          pageSize: z.string().regex(/^\d+$/).optional().meta({ description: `${ARTICLE_PAGE_MESSAGES.pageSize} (default ${DEFAULT_PAGE_SIZE})`, example: '6' }),
          tag: z.string().max(30).optional().meta({ description: 'Only articles with this tag (case-insensitive)', example: 'net30' }),
        }),
      },
      responses: {
        '200': {
          description: 'One page',
          ...json(
            z
              .object({
                items: z.array(articleSummary),
                total: z.number().int(),
                page: z.number().int(),
                pageSize: z.number().int(),
                pageCount: z.number().int(),
              })
              .meta({ id: 'ArticlePage' }),
            { items: [articleExample], total: 1, page: 1, pageSize: DEFAULT_PAGE_SIZE, pageCount: 1 },
          ),
        },
        '400': error('`page` or `pageSize` out of range or not a whole number', { message: ARTICLE_PAGE_MESSAGES.pageSize, errors: { pageSize: ARTICLE_PAGE_MESSAGES.pageSize } }),
      },
    },
  },
  '/api/articles/{id}': {
    get: {
      operationId: 'getArticle',
      tags,
      summary: 'One published article, by numeric id or current slug',
      security: [{}],
      requestParams: { path: z.object({ id: z.string().meta({ description: 'The numeric id or the current slug', example: 'how-net-30-accounts-build-business-credit' }) }) },
      responses: {
        '200': { description: 'The article', ...json(article, { ...articleExample, body: 'Trade lines that report…' }) },
        '404': error('`Article not found` (unpublished, unknown, or an old slug)', { message: 'Article not found' }),
      },
    },
  },
};
