import { graphql, type GraphQLQuery, type GraphQLResponseBody } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { z } from 'zod';
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
import { previewArticle } from './article-editor';
import { articleStore, pageOf, publishDue, readingMinutes, type MockArticle } from './article-lists';
import { graphqlError, reply } from './graphql-replies';
import { registerSlice } from './store';

/**
 * MSW handlers for the marketing site: `sendContactMessage`, `applyForNetBuilder`, `applyForNet30` (validated with the
 * same rules and messages as the server, stored in `marketingMocks`), and The NetFund Brief (`articles`, `article`,
 * `articlePreview`), answered from the back office's one article store (./article-lists.ts, written by the article
 * list and the editor) as the server's ArticleResolver does (graphql-server/src/modules/articles): published articles
 * only (a scheduled one once the scheduler has published it), newest first, by id or current slug; a preview by the
 * editor's signed token (./article-editor.ts), any status, null when the token is bad or expired.
 */

// ---- The NetFund Brief (articles.service.ts, articles.views.ts) ----

/** articles.schemas.ts ARTICLE_PAGE_MESSAGES / articlePageSchema: 6 a page by default, at most 24. */
const ARTICLE_PAGE_MESSAGES = {
  page: 'Page must be a whole number of 1 or more',
  pageSize: 'Page size must be a whole number from 1 to 24',
} as const;

const articlePageSchema = z.object({
  page: z
    .number({ error: ARTICLE_PAGE_MESSAGES.page })
    .int(ARTICLE_PAGE_MESSAGES.page)
    .min(1, ARTICLE_PAGE_MESSAGES.page)
    .max(100_000, ARTICLE_PAGE_MESSAGES.page)
    .default(1),
  pageSize: z
    .number({ error: ARTICLE_PAGE_MESSAGES.pageSize })
    .int(ARTICLE_PAGE_MESSAGES.pageSize)
    .min(1, ARTICLE_PAGE_MESSAGES.pageSize)
    .max(24, ARTICLE_PAGE_MESSAGES.pageSize)
    .default(6),
  tag: z.string().trim().max(30).nullish(),
});

/** Published articles, newest first (publishedAt desc, id desc), as listPublished orders them. */
function publishedArticles(): MockArticle[] {
  return articleStore
    .all()
    .filter((each) => each.status === 'PUBLISHED')
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || Number(b.id) - Number(a.id));
}

/** ArticleService.lookup as findPublished uses it: a numeric id or the current slug; anything else, old slugs too, none. */
function findPublished(idOrSlug: string): MockArticle | undefined {
  const key = idOrSlug.trim();
  if (/^\d{1,10}$/.test(key)) {
    const numeric = Number(key);
    return numeric < 1 || numeric > 2_147_483_647
      ? undefined
      : publishedArticles().find((each) => each.id === String(numeric));
  }
  if (key.length > 160 || !/^[a-z0-9-]+$/.test(key)) return undefined;
  return publishedArticles().find((each) => each.slug === key);
}

const imageUrl = (id: string | null) => (id ? `/api/article-images/${id}` : null);

/** articles.views.ts publicArticle: the cover as a URL (uploads included), the social image else the cover. */
function publicArticle(article: MockArticle) {
  const coverImageUrl = imageUrl(article.coverImageId) ?? article.coverImageUrl ?? null;
  return {
    __typename: 'Article' as const,
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    body: article.body,
    category: article.category,
    authorName: article.authorName,
    coverImageUrl,
    coverAlt: article.coverAlt ?? null,
    readingMinutes: readingMinutes(article.body),
    publishedAt: article.publishedAt ?? article.publishAt ?? article.updatedAt,
    updatedAt: article.updatedAt,
    tags: article.tags,
    metaTitle: article.metaTitle ?? null,
    metaDescription: article.metaDescription ?? null,
    canonicalUrl: article.canonicalUrl ?? null,
    noindex: article.noindex,
    socialImageUrl: imageUrl(article.socialImageId) ?? coverImageUrl,
  };
}

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
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      value === null ? '' : typeof value === 'number' ? String(value) : value,
    ]),
  );
}

const api = graphql.link('*/graphql');

export const marketingHandlers = [
  api.mutation<SendContactMessageMutation, SendContactMessageMutationVariables>(
    'SendContactMessage',
    ({ variables }) => {
      const parsed = contactSchema.safeParse(asFormValues(variables.input));
      if (!parsed.success) return validationError<SendContactMessageMutation>(parsed.error);
      marketingMocks.contactMessages.push(variables.input);
      return HttpResponse.json({
        data: {
          sendContactMessage: {
            id: String(marketingMocks.contactMessages.length),
            createdAt: new Date().toISOString(),
          },
        },
      });
    },
  ),
  api.mutation<ApplyForNetBuilderMutation, ApplyForNetBuilderMutationVariables>(
    'ApplyForNetBuilder',
    ({ variables }) => {
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
    },
  ),
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
    // ArticleService.listPublished: parseInput (a NUL character first), articlePageSchema's rules and words, then
    // published articles newest first.
    if (variables.tag?.includes('\u0000')) {
      return graphqlError({
        message: 'tag must not contain NUL characters (\\u0000)',
        code: 'BAD_USER_INPUT',
        fieldErrors: { tag: 'Must not contain NUL characters (\\u0000)' },
      });
    }
    const parsed = articlePageSchema.safeParse({
      page: variables.page ?? undefined,
      pageSize: variables.pageSize ?? undefined,
      tag: variables.tag,
    });
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        fieldErrors[issue.path.length > 0 ? issue.path.join('.') : '_'] ??= issue.message;
      return graphqlError({
        message: Object.values(fieldErrors)[0] ?? 'Invalid input',
        code: 'BAD_USER_INPUT',
        fieldErrors,
      });
    }
    const { page, pageSize, tag } = parsed.data;
    publishDue();
    const matching = publishedArticles().filter((each) => !tag || each.tags.includes(tag.toLowerCase()));
    return reply({
      articles: { __typename: 'ArticlePage', ...pageOf(matching, page, pageSize, publicArticle) },
    });
  }),
  api.query<ArticleQuery, ArticleQueryVariables>('Article', ({ variables }) => {
    // ArticleService.findPublished: a numeric id or the current slug of a published article; an old slug is null here
    // (the web edge answers it with a 301 to the new slug before the page loads, seo.ts).
    publishDue();
    const found = findPublished(String(variables.id));
    if (!found) return reply({ article: null });
    // recordView: one more view today, in the overview's 30-day count (the article's version does not move).
    articleStore.replace({ ...found, views30d: found.views30d + 1 });
    return reply({ article: publicArticle(found) });
  }),
  api.query<ArticlePreviewQuery, ArticlePreviewQueryVariables>('ArticlePreview', ({ variables }) => {
    // ArticlePreviewService.open: the article a valid, unexpired token names, in any status; null for anything else.
    publishDue();
    const found = previewArticle(variables.token);
    return reply({ articlePreview: found ? publicArticle(found) : null });
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
