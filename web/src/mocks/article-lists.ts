import { graphql, type GraphQLQuery, type GraphQLResponseBody } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type {
  ArticleListArchiveMutationVariables,
  ArticleListBulkArchiveMutationVariables,
  ArticleListBulkUnscheduleMutationVariables,
  ArticleListDuplicateMutationVariables,
  ArticleListQueryVariables,
} from '../features/blog-admin/api/article-lists.generated';
import { mockScenario } from './scenario';
import { registerSlice } from './store';

/**
 * MSW handlers for R17/R18's blog overview and article list (admins only, as on the server): five articles (published,
 * scheduled, two drafts, archived) by the demo admins; filters, duplicate, archive (CONFLICT "This article is already
 * archived", a stale version) and the bulk archive / unschedule (counting the articles that could move). The article
 * editor's own operations (ArticleEditor, CreateArticle, PublishArticle, …) have no handler yet.
 */

type Status = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED' | 'ARCHIVED';
interface MockArticle {
  id: string;
  slug: string;
  title: string;
  status: Status;
  authorId: string;
  authorName: string;
  tags: string[];
  publishAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  views30d: number;
  seoScore: number;
  version: number;
}

const NOW = '2026-11-23T10:00:00.000Z';
const STALE = 'This record was changed by Ada Admin at Nov 23, 2026, 5:40 AM EST. Reload to see the latest.';
const STAFF = [
  { id: '1', displayName: 'admin' },
  { id: '7', displayName: 'taylor' },
  { id: '8', displayName: 'jordan' },
];

function article(id: string, title: string, status: Status, extra: Partial<MockArticle> = {}): MockArticle {
  return {
    id,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
    title,
    status,
    authorId: '1',
    authorName: 'admin',
    tags: ['funding'],
    publishAt: null,
    publishedAt: status === 'PUBLISHED' ? '2026-10-01T14:00:00.000Z' : null,
    updatedAt: '2026-11-01T14:00:00.000Z',
    views30d: status === 'PUBLISHED' ? 1_240 : 0,
    seoScore: 82,
    version: 2,
    ...extra,
  };
}

let articles: MockArticle[] = [];
let nextId = 20;
let sent: { operation: string; variables: unknown }[] = [];

function reset() {
  articles = [
    article('1', 'How revenue-based financing works', 'PUBLISHED', { tags: ['funding', 'guides'] }),
    article('2', 'Net 30 terms: build business credit with your suppliers', 'SCHEDULED', { authorId: '7', authorName: 'taylor', tags: ['net30'], publishAt: '2026-11-30T14:00:00.000Z' }),
    article('3', 'Five documents lenders ask for', 'DRAFT', { seoScore: 48 }),
    article('4', 'What a factor rate really costs', 'DRAFT', { authorId: '8', authorName: 'jordan', seoScore: 65 }),
    article('5', 'Our 2025 small-business survey', 'ARCHIVED', { publishedAt: '2025-03-01T14:00:00.000Z', views30d: 12 }),
  ];
  nextId = 20;
  sent = [];
}
reset();

export const articleListMocks = {
  reset,
  /** No articles at all: the empty states. */
  empty() {
    articles = [];
  },
  get sent(): readonly { operation: string; variables: unknown }[] {
    return sent;
  },
};

type Failure = { message: string; code: string };

function graphqlError(failure: Failure) {
  return HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({ data: null, errors: [{ message: failure.message, extensions: { code: failure.code } }] });
}

function reply(data: unknown) {
  return HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({ data: data as GraphQLQuery });
}

function refusal(): Failure | undefined {
  const user = mockScenario.currentUser;
  if (!user) return { message: 'Authentication required', code: 'UNAUTHENTICATED' };
  if (user.role !== 'admin') return { message: "You don't have permission to access this resource", code: 'FORBIDDEN' };
  return undefined;
}

const row = (found: MockArticle) => ({ __typename: 'AdminArticle', ...found });

const api = graphql.link('*/graphql');

export const articleListHandlers = [
  api.query('BlogOverview', () => {
    const refused = refusal();
    if (refused) return graphqlError(refused);
    const count = (status: Status) => articles.filter((each) => each.status === status).length;
    const me = mockScenario.currentUser?.username;
    return reply({
      blogOverview: {
        __typename: 'BlogOverview',
        counts: { __typename: 'BlogStatusCounts', draft: count('DRAFT'), scheduled: count('SCHEDULED'), published: count('PUBLISHED'), archived: count('ARCHIVED') },
        scheduledNext: articles.filter((each) => each.status === 'SCHEDULED').sort((a, b) => (a.publishAt ?? '').localeCompare(b.publishAt ?? '')).map(row),
        myDrafts: articles.filter((each) => each.status === 'DRAFT' && each.authorName === me).map(row),
        topArticles: articles.filter((each) => each.status === 'PUBLISHED').sort((a, b) => b.views30d - a.views30d).slice(0, 5).map(row),
        seoWarnings: articles
          .filter((each) => each.status !== 'ARCHIVED' && each.seoScore < 60)
          .map((each) => ({ __typename: 'BlogSeoWarning', articleId: each.id, title: each.title, slug: each.slug, warning: 'The meta description is missing' })),
      },
    });
  }),
  api.query<GraphQLQuery, ArticleListQueryVariables>('ArticleList', ({ variables }) => {
    const refused = refusal();
    if (refused) return graphqlError(refused);
    const filter = variables.filter ?? {};
    const search = filter.search?.trim().toLowerCase();
    const rows = articles
      .filter(
        (each) =>
          (!filter.status || each.status === filter.status) &&
          (!filter.authorId || each.authorId === String(filter.authorId)) &&
          (!filter.tag || each.tags.includes(filter.tag)) &&
          (!search || `${each.title} ${each.slug}`.toLowerCase().includes(search)),
      )
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const page = Math.max(1, variables.page ?? 1);
    const pageSize = variables.pageSize ?? 25;
    return reply({
      adminArticles: { __typename: 'AdminArticlePage', total: rows.length, page, pageSize, pageCount: Math.max(1, Math.ceil(rows.length / pageSize)), items: rows.slice((page - 1) * pageSize, page * pageSize).map(row) },
    });
  }),
  api.query('ArticleListAuthors', () => {
    const refused = refusal();
    if (refused) return graphqlError(refused);
    return reply({ staffMembers: STAFF.map((each) => ({ __typename: 'StaffMember', ...each })) });
  }),
  api.mutation<GraphQLQuery, ArticleListDuplicateMutationVariables>('ArticleListDuplicate', ({ variables }) => {
    const refused = refusal();
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'ArticleListDuplicate', variables });
    const found = articles.find((each) => each.id === String(variables.id));
    if (!found) return graphqlError({ message: 'Article not found', code: 'NOT_FOUND' });
    const user = mockScenario.currentUser!;
    const copy = article(String(nextId++), `Copy of ${found.title}`.slice(0, 120), 'DRAFT', { tags: found.tags, authorId: user.id, authorName: user.username, updatedAt: NOW, version: 1, seoScore: found.seoScore });
    copy.slug = `${found.slug}-copy-${copy.id}`;
    articles = [...articles, copy];
    return reply({ duplicateArticle: row(copy) });
  }),
  api.mutation<GraphQLQuery, ArticleListArchiveMutationVariables>('ArticleListArchive', ({ variables }) => {
    const refused = refusal();
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'ArticleListArchive', variables });
    const found = articles.find((each) => each.id === String(variables.id));
    if (!found) return graphqlError({ message: 'Article not found', code: 'NOT_FOUND' });
    if (found.status === 'ARCHIVED') return graphqlError({ message: 'This article is already archived', code: 'CONFLICT' });
    if (found.version !== variables.expectedVersion) return graphqlError({ message: STALE, code: 'CONFLICT' });
    const updated = { ...found, status: 'ARCHIVED' as const, publishAt: null, updatedAt: NOW, version: found.version + 1 };
    articles = articles.map((each) => (each.id === found.id ? updated : each));
    return reply({ archiveArticle: row(updated) });
  }),
  api.mutation<GraphQLQuery, ArticleListBulkArchiveMutationVariables>('ArticleListBulkArchive', ({ variables }) => {
    const refused = refusal();
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'ArticleListBulkArchive', variables });
    const ids = new Set((Array.isArray(variables.ids) ? variables.ids : [variables.ids]).map(String));
    let moved = 0;
    articles = articles.map((each) => {
      if (!ids.has(each.id) || each.status === 'ARCHIVED') return each;
      moved += 1;
      return { ...each, status: 'ARCHIVED', publishAt: null, updatedAt: NOW, version: each.version + 1 };
    });
    return reply({ bulkArchiveArticles: moved });
  }),
  api.mutation<GraphQLQuery, ArticleListBulkUnscheduleMutationVariables>('ArticleListBulkUnschedule', ({ variables }) => {
    const refused = refusal();
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'ArticleListBulkUnschedule', variables });
    const ids = new Set((Array.isArray(variables.ids) ? variables.ids : [variables.ids]).map(String));
    let moved = 0;
    articles = articles.map((each) => {
      if (!ids.has(each.id) || each.status !== 'SCHEDULED') return each;
      moved += 1;
      return { ...each, status: 'DRAFT', publishAt: null, updatedAt: NOW, version: each.version + 1 };
    });
    return reply({ bulkUnscheduleArticles: moved });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'articleLists',
  () => ({ articles, nextId, sent }),
  (state) => {
    ({ articles, nextId, sent } = state);
  },
  () => reset(),
);
