import { graphql, type GraphQLQuery, type GraphQLResponseBody } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type { z } from 'zod';
import { contactSchema, net30Schema, netBuilderSchema } from '../features/marketing/lib/schemas';
import { mockScenario } from './scenario';
import type {
  ArticlePreviewQuery,
  ArticlePreviewQueryVariables,
  ArticleQuery,
  ArticleQueryVariables,
  ArticlesQuery,
  ArticlesQueryVariables,
} from '../features/brief/api/brief.generated';
import type {
  ApplyForNet30Mutation,
  ApplyForNet30MutationVariables,
  ApplyForNetBuilderMutation,
  ApplyForNetBuilderMutationVariables,
  SendContactMessageMutation,
  SendContactMessageMutationVariables,
} from '../features/marketing/api/marketing.generated';
import { registerSlice } from './store';

/**
 * MSW handlers for the marketing site: `sendContactMessage`, `applyForNetBuilder`, `applyForNet30` (validated with the
 * same rules and messages as the server, stored in `marketingMocks`), and The NetFund Brief (`articles`, `article`).
 */

interface MockArticle {
  __typename: 'Article';
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  noindex: boolean;
  socialImageUrl: string | null;
  category: string;
  authorName: string;
  coverImageUrl: string | null;
  coverAlt: string | null;
  readingMinutes: number;
  publishedAt: string;
  updatedAt: string;
  body: string;
}

const article = (id: number, title: string, category: string, publishedAt: string, body: string, tags: string[] = []): MockArticle => ({
  __typename: 'Article',
  id: String(id),
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
  title,
  tags,
  metaTitle: null,
  metaDescription: null,
  canonicalUrl: null,
  noindex: false,
  socialImageUrl: null,
  excerpt: body.split('\n')[0]!.slice(0, 160),
  category,
  authorName: 'Maya Alvarez',
  coverImageUrl: '/images/brief/bank-statements.svg',
  coverAlt: 'An illustration',
  readingMinutes: 3,
  publishedAt,
  updatedAt: publishedAt,
  body,
});

const ARTICLES: MockArticle[] = [
  article(1, 'How Lenders Read Your Business Bank Statements', 'Funding Basics', '2026-11-12T14:00:00.000Z', 'Three months of statements tell an underwriter more than a pitch deck.\n\n## Average daily balance\n\nKeep a **buffer**.', ['cash-flow', 'funding']),
  article(2, 'DSCR Loans Explained: Qualifying on Rent, Not Your Paycheck', 'Real Estate Investing', '2026-11-05T14:00:00.000Z', 'DSCR loans qualify on rental income.\n\n| Item | Monthly |\n|---|---|\n| Rent | $3,300 |', ['real-estate']),
  article(3, 'Building Business Credit From Zero: A 90-Day Plan', 'Business Credit', '2026-10-15T14:00:00.000Z', 'A business credit file separates your company from your personal finances.\n\n- Get an EIN\n- Open a business bank account', ['business-credit', 'funding']),
];

export const marketingMocks = {
  contactMessages: [] as SendContactMessageMutationVariables['input'][],
  applications: [] as { program: 'netbuilder' | 'net30'; input: Record<string, unknown> }[],
  reset(): void {
    this.contactMessages = [];
    this.applications = [];
  },
};

function validationError<Query extends GraphQLQuery>(error: z.ZodError) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  return HttpResponse.json<GraphQLResponseBody<Query>>({
    data: null,
    errors: [{ message: error.issues[0]!.message, extensions: { code: 'BAD_USER_INPUT', fieldErrors } }],
  });
}

/** GraphQL sends numbers and nulls; the browser schemas read form strings. */
function asFormValues(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, value === null ? '' : typeof value === 'number' ? String(value) : value]));
}

const api = graphql.link('*/graphql');

export const marketingHandlers = [
  api.mutation<SendContactMessageMutation, SendContactMessageMutationVariables>('SendContactMessage', ({ variables }) => {
    const parsed = contactSchema.safeParse(asFormValues(variables.input));
    if (!parsed.success) return validationError<SendContactMessageMutation>(parsed.error);
    marketingMocks.contactMessages.push(variables.input);
    return HttpResponse.json({
      data: { sendContactMessage: { id: String(marketingMocks.contactMessages.length), createdAt: new Date().toISOString() } },
    });
  }),
  api.mutation<ApplyForNetBuilderMutation, ApplyForNetBuilderMutationVariables>('ApplyForNetBuilder', ({ variables }) => {
    const parsed = netBuilderSchema.safeParse(asFormValues(variables.input));
    if (!parsed.success) return validationError<ApplyForNetBuilderMutation>(parsed.error);
    marketingMocks.applications.push({ program: 'netbuilder', input: variables.input });
    const id = marketingMocks.applications.length;
    return HttpResponse.json({
      data: {
        applyForNetBuilder: {
          id: String(id),
          reference: `NB-${String(id).padStart(6, '0')}`,
          program: 'netbuilder',
          status: 'submitted',
          createdAt: new Date().toISOString(),
        },
      },
    });
  }),
  api.mutation<ApplyForNet30Mutation, ApplyForNet30MutationVariables>('ApplyForNet30', ({ variables }) => {
    const parsed = net30Schema.safeParse(asFormValues(variables.input));
    if (!parsed.success) return validationError<ApplyForNet30Mutation>(parsed.error);
    marketingMocks.applications.push({ program: 'net30', input: variables.input });
    const id = marketingMocks.applications.length;
    return HttpResponse.json({
      data: {
        applyForNet30: {
          id: String(id),
          reference: `N30-${String(id).padStart(6, '0')}`,
          program: 'net30',
          status: 'submitted',
          createdAt: new Date().toISOString(),
          // Signed out: the claim link, once (a signed-in client's application is already theirs).
          claimPath: mockScenario.currentUser ? null : `/net30/claim?token=mock-claim-${id}`,
        },
      },
    });
  }),
  api.query<ArticlesQuery, ArticlesQueryVariables>('Articles', ({ variables }) => {
    const page = variables.page ?? 1;
    const pageSize = variables.pageSize ?? 6;
    const matching = variables.tag ? ARTICLES.filter((item) => item.tags.includes(variables.tag!)) : ARTICLES;
    const items = matching.slice((page - 1) * pageSize, page * pageSize).map(({ body: _body, updatedAt: _updated, ...summary }) => summary);
    return HttpResponse.json({
      data: {
        articles: {
          total: matching.length,
          page,
          pageSize,
          pageCount: Math.max(1, Math.ceil(matching.length / pageSize)),
          items,
        },
      },
    });
  }),
  api.query<ArticleQuery, ArticleQueryVariables>('Article', ({ variables }) => {
    return HttpResponse.json({ data: { article: ARTICLES.find((item) => item.id === variables.id || item.slug === variables.id) ?? null } });
  }),
  api.query<ArticlePreviewQuery, ArticlePreviewQueryVariables>('ArticlePreview', ({ variables }) => {
    // A mock token names the article: `preview-{id}`; anything else is a bad or expired link.
    const match = /^preview-(\d+)$/.exec(variables.token);
    return HttpResponse.json({ data: { articlePreview: ARTICLES.find((item) => item.id === match?.[1]) ?? null } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'marketing',
  () => ({ contactMessages: marketingMocks.contactMessages, applications: marketingMocks.applications }),
  (saved) => {
    Object.assign(marketingMocks, saved);
  },
  () => marketingMocks.reset(),
);
