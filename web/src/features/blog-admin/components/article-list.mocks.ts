import { graphql, type GraphQLQuery } from 'msw/graphql';
import type { ArticleStatus } from '../../../generated/graphql';
import type {
  ArticleListArchiveMutationVariables,
  ArticleListBulkArchiveMutationVariables,
  ArticleListBulkUnscheduleMutationVariables,
  ArticleListDuplicateMutationVariables,
  ArticleListQueryVariables,
  ArticleListRowFragment,
} from '../api/article-lists.generated';
import { graphqlError, refusal, reply } from '../../../mocks/graphql-replies';

/**
 * MSW handlers for R15 and R18 (admins only, as on the server), for component tests (`mockServer.use(...blogAdminHandlers)`).
 * Thirty articles: 26 published (tags "funding" and, every third one, "cash-flow"), 2 drafts of the demo admin, one
 * scheduled, one archived; two authors. Filters, search (title), paging and the bulk and row mutations behave like the
 * server's; `blogAdminMocks.sent` records what the mutations received; `empty()` starts with no articles.
 */

type Row = ArticleListRowFragment & { __typename: 'AdminArticle'; body: string };

function article(id: number, status: ArticleStatus, extra: Partial<Row> = {}): Row {
  return {
    __typename: 'AdminArticle',
    id: String(id),
    slug: `article-${id}`,
    title: `Article ${id}`,
    body: `Body of article ${id}`,
    status,
    authorId: '1',
    authorName: 'Ada Admin',
    tags: id % 3 === 0 ? ['funding', 'cash-flow'] : ['funding'],
    publishAt: null,
    publishedAt: status === 'PUBLISHED' || status === 'ARCHIVED' ? `2026-10-${String((id % 28) + 1).padStart(2, '0')}T14:00:00.000Z` : null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    views30d: 100 - id,
    seoScore: 4,
    version: 3,
    ...extra,
  };
}

let articles: Row[] = [];
let sent: { operation: string; variables: unknown }[] = [];
let nextId = 100;

function reset() {
  articles = [
    ...Array.from({ length: 26 }, (_, index) => article(index + 1, 'PUBLISHED', index === 1 ? { authorId: '4', authorName: 'Bea Editor', title: 'Working capital explained' } : {})),
    article(27, 'DRAFT', { title: 'My first draft', tags: [] }),
    article(28, 'DRAFT', { title: 'My second draft' }),
    article(29, 'SCHEDULED', { title: 'Coming soon', publishAt: '2099-01-05T15:00:00.000Z' }),
    article(30, 'ARCHIVED', { title: 'Old news' }),
  ];
  sent = [];
  nextId = 100;
}
reset();

export const blogAdminMocks = {
  reset,
  empty() {
    articles = [];
  },
  get sent(): readonly { operation: string; variables: unknown }[] {
    return sent;
  },
  status(id: string): ArticleStatus | undefined {
    return articles.find((each) => each.id === id)?.status;
  },
};

const row = ({ body: _body, ...rest }: Row) => rest;
const api = graphql.link('*/graphql');

export const blogAdminHandlers = [
  api.query('BlogOverview', () => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const count = (status: ArticleStatus) => articles.filter((each) => each.status === status).length;
    const published = articles.filter((each) => each.status === 'PUBLISHED');
    return reply({
      blogOverview: {
        __typename: 'BlogOverview',
        counts: { __typename: 'BlogStatusCounts', draft: count('DRAFT'), scheduled: count('SCHEDULED'), published: count('PUBLISHED'), archived: count('ARCHIVED') },
        scheduledNext: articles.filter((each) => each.status === 'SCHEDULED').map(row),
        myDrafts: articles.filter((each) => each.status === 'DRAFT' && each.authorId === '1').slice(0, 5).map(row),
        topArticles: [...published].sort((a, b) => b.views30d - a.views30d).slice(0, 5).map(row),
        seoWarnings: published.slice(0, 1).map((each) => ({ __typename: 'BlogSeoWarning', articleId: each.id, title: each.title, slug: each.slug, warning: 'Published without a meta description' })),
      },
    });
  }),
  api.query<GraphQLQuery, ArticleListQueryVariables>('ArticleList', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const filter = variables.filter ?? {};
    const search = filter.search?.toLowerCase();
    const rows = articles.filter(
      (each) =>
        (!filter.status || each.status === filter.status) &&
        (!filter.tag || each.tags.includes(filter.tag)) &&
        (!filter.authorId || each.authorId === filter.authorId) &&
        (!search || `${each.title} ${each.body}`.toLowerCase().includes(search)),
    );
    const page = variables.page ?? 1;
    const pageSize = variables.pageSize ?? 25;
    return reply({
      adminArticles: {
        __typename: 'AdminArticlePage',
        total: rows.length,
        page,
        pageSize,
        pageCount: Math.max(1, Math.ceil(rows.length / pageSize)),
        items: rows.slice((page - 1) * pageSize, page * pageSize).map(row),
      },
    });
  }),
  api.query('ArticleListAuthors', () =>
    reply({
      staffMembers: [
        { __typename: 'StaffMember', id: '1', displayName: 'Ada Admin' },
        { __typename: 'StaffMember', id: '4', displayName: 'Bea Editor' },
      ],
    }),
  ),
  api.mutation<GraphQLQuery, ArticleListBulkArchiveMutationVariables>('ArticleListBulkArchive', ({ variables }) => {
    sent.push({ operation: 'ArticleListBulkArchive', variables });
    const ids = new Set([variables.ids].flat().map(String));
    let count = 0;
    articles = articles.map((each) => (ids.has(each.id) && each.status !== 'ARCHIVED' ? (count++, { ...each, status: 'ARCHIVED', version: each.version + 1 }) : each));
    return reply({ bulkArchiveArticles: count });
  }),
  api.mutation<GraphQLQuery, ArticleListBulkUnscheduleMutationVariables>('ArticleListBulkUnschedule', ({ variables }) => {
    sent.push({ operation: 'ArticleListBulkUnschedule', variables });
    const ids = new Set([variables.ids].flat().map(String));
    let count = 0;
    articles = articles.map((each) => (ids.has(each.id) && each.status === 'SCHEDULED' ? (count++, { ...each, status: 'DRAFT', publishAt: null, version: each.version + 1 }) : each));
    return reply({ bulkUnscheduleArticles: count });
  }),
  api.mutation<GraphQLQuery, ArticleListDuplicateMutationVariables>('ArticleListDuplicate', ({ variables }) => {
    sent.push({ operation: 'ArticleListDuplicate', variables });
    const source = articles.find((each) => each.id === String(variables.id))!;
    const copy = { ...source, id: String(nextId++), slug: `${source.slug}-copy`, title: `${source.title} (copy)`, status: 'DRAFT' as const, publishedAt: null, publishAt: null, version: 1 };
    articles = [copy, ...articles];
    return reply({ duplicateArticle: row(copy) });
  }),
  api.mutation<GraphQLQuery, ArticleListArchiveMutationVariables>('ArticleListArchive', ({ variables }) => {
    sent.push({ operation: 'ArticleListArchive', variables });
    const found = articles.find((each) => each.id === String(variables.id))!;
    if (found.version !== variables.expectedVersion) {
      return graphqlError({ message: 'This record was changed by Bea Editor at Nov 23, 2026, 10:41 AM. Reload to see the latest.', code: 'CONFLICT' });
    }
    const updated = { ...found, status: 'ARCHIVED' as const, version: found.version + 1 };
    articles = articles.map((each) => (each.id === found.id ? updated : each));
    return reply({ archiveArticle: row(updated) });
  }),
];
