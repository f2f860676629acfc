import { graphql, type GraphQLQuery } from 'msw/graphql';
import type {
  ArticleListArchiveMutationVariables,
  ArticleListBulkArchiveMutationVariables,
  ArticleListBulkUnscheduleMutationVariables,
  ArticleListDuplicateMutationVariables,
  ArticleListQueryVariables,
} from '../features/blog-admin/api/article-lists.generated';
import { graphqlError, refusal, reply, type GraphQLFailure } from './graphql-replies';
import { mockScenario } from './scenario';
import { registerSlice } from './store';
import { ARTICLE_MESSAGES as EDITOR_MESSAGES, RESERVED_SLUGS, slugify as slugFromTitle } from '../features/blog-admin/lib/article-form';

/**
 * The blog's articles, one store for R15's overview, R18's article list (the handlers below) and R16/R17's editor
 * (./article-editor.ts): five articles (published, scheduled, two drafts, archived) by the demo admins, with their
 * bodies, SEO fields and revisions. The rules are the server's (graphql-server/src/modules/articles): admins only,
 * optimistic versions (a stale one is CONFLICT "This record was changed by … Reload to see the latest."), the
 * status machine of `article-publishing.service.ts` with its refusals, a revision on every manual save and state
 * change (the newest 50 kept), and the scheduler, which publishes a scheduled article once its time has come (here:
 * at the next request that reads the articles).
 */

export type ArticleStatus = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED' | 'ARCHIVED';

/** What a revision keeps of an article (restore puts these back), as `ArticleSnapshot` on the server. */
export interface ArticleSnapshot {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  tags: string[];
  category: string;
  coverImageId: string | null;
  coverImageUrl: string | null;
  coverAlt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  noindex: boolean;
  socialImageId: string | null;
}

export interface MockArticle extends ArticleSnapshot {
  id: string;
  status: ArticleStatus;
  authorId: string | null;
  authorName: string;
  publishAt: string | null;
  publishedAt: string | null;
  /** Set on the first publication and never cleared: only never-published drafts may be deleted. */
  firstPublishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  updatedByName: string | null;
  views30d: number;
  version: number;
}

export interface MockRevision {
  id: string;
  articleId: string;
  createdAt: string;
  authorName: string;
  action: string;
  title: string;
  body: string;
  snapshot: ArticleSnapshot;
}

/** An uploaded cover or social image (`POST /api/admin/article-images`); `data` is base64, null when not kept. */
export interface MockImage {
  id: string;
  mime: string;
  width: number;
  height: number;
  sizeBytes: number;
  data: string | null;
}

/** One page of articles as the server's article pages answer it (the admin list and the public Brief alike). */
export function pageOf<Row>(rows: readonly MockArticle[], page: number, pageSize: number, toRow: (article: MockArticle) => Row) {
  const items = rows.slice((page - 1) * pageSize, page * pageSize).map(toRow);
  return { total: rows.length, page, pageSize, pageCount: Math.max(1, Math.ceil(rows.length / pageSize)), items };
}

/** BACKOFFICE R16/R17 words, verbatim (graphql-server/src/modules/articles/articles.schemas.ts). */
export const ARTICLE_MESSAGES = {
  ...EDITOR_MESSAGES,
  notFound: 'Article not found',
  slugTaken: (title: string) => `This URL is already used by "${title}"`,
  archiveInstead: 'Archive it instead',
  imageMissing: 'That image was not found; upload it again',
  revisionNotFound: 'Revision not found',
} as const;

/** The scheduler's name in revisions and "changed by" (article-publishing.service.ts). */
export const SCHEDULER_NAME = 'Scheduler';
/** Revisions kept per article (R16). */
export const REVISIONS_KEPT = 50;

type Transition = { from: readonly ArticleStatus[]; to: ArticleStatus; verb: string; refusal: string };

/** BACKOFFICE §3.5, as the server's TRANSITIONS: which status each change starts from, and its refusal. */
export const TRANSITIONS = {
  publish: { from: ['DRAFT', 'SCHEDULED'], to: 'PUBLISHED', verb: 'published', refusal: 'Only a draft or a scheduled article can be published' },
  schedule: { from: ['DRAFT', 'SCHEDULED'], to: 'SCHEDULED', verb: 'scheduled', refusal: 'Only a draft can be scheduled' },
  unschedule: { from: ['SCHEDULED'], to: 'DRAFT', verb: 'unscheduled', refusal: 'Only a scheduled article can be unscheduled' },
  unpublish: { from: ['PUBLISHED'], to: 'DRAFT', verb: 'unpublished', refusal: 'Only a published article can be unpublished' },
  archive: { from: ['DRAFT', 'SCHEDULED', 'PUBLISHED'], to: 'ARCHIVED', verb: 'archived', refusal: 'This article is already archived' },
  restore: { from: ['ARCHIVED'], to: 'DRAFT', verb: 'restored', refusal: 'Only an archived article can be restored' },
} as const satisfies Record<string, Transition>;
export type ArticleTransition = keyof typeof TRANSITIONS;

const STAFF = [
  { id: '1', displayName: 'admin' },
  { id: '7', displayName: 'taylor' },
  { id: '8', displayName: 'jordan' },
];

const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  month: 'short',
  day: 'numeric',
  timeZone: 'America/New_York',
  timeZoneName: 'short',
});

let articles: MockArticle[] = [];
let revisions: MockRevision[] = [];
/** Old slugs of articles that have been public (R17: they answer 301 to the article). */
let redirects: { oldSlug: string; articleId: string }[] = [];
let images: MockImage[] = [];
let nextId = 20;
let nextRevisionId = 100;
let nextImageId = 1;
let sent: { operation: string; variables: unknown }[] = [];

function seedArticle(id: string, title: string, status: ArticleStatus, extra: Partial<MockArticle> = {}): MockArticle {
  return {
    id,
    slug: slugify(title),
    title,
    excerpt: `${title}: what small-business owners should know.`,
    body: `## ${title}\n\nNetFund's guide for small-business owners.\n\n## What to do next\n\nTalk to your advisor.`,
    tags: ['funding'],
    category: 'Funding',
    coverImageId: null,
    coverImageUrl: null,
    coverAlt: null,
    metaTitle: null,
    metaDescription: `${title}: a short, practical guide from NetFund for owners who want funding without surprises.`,
    canonicalUrl: null,
    noindex: false,
    socialImageId: null,
    status,
    authorId: '1',
    authorName: 'admin',
    publishAt: null,
    publishedAt: status === 'PUBLISHED' ? '2026-10-01T14:00:00.000Z' : null,
    firstPublishedAt: status === 'PUBLISHED' ? '2026-10-01T14:00:00.000Z' : null,
    createdAt: '2026-09-20T14:00:00.000Z',
    updatedAt: '2026-11-01T14:00:00.000Z',
    updatedByName: extra.authorName ?? 'admin',
    views30d: status === 'PUBLISHED' ? 1_240 : 0,
    version: 2,
    ...extra,
  };
}

/** id, title, category, tags, cover (web/public/images/brief/*.svg), publishedAt, views in 30 days, body. */
const PUBLIC_SEED: [string, string, string, string[], string, string, number, string][] = [
  [
    '6',
    'How Lenders Read Your Business Bank Statements',
    'Funding Basics',
    ['cash-flow', 'funding'],
    'bank-statements',
    '2026-11-12T14:00:00.000Z',
    2_310,
    'Three months of statements tell an underwriter more than a pitch deck: how money comes in, how it goes out, and what is left at the end of each day.\n\n## Average daily balance\n\nLenders look at the balance you carry day to day, not only at month end. Keep a **buffer** of at least two weeks of expenses.\n\n## Deposits and their sources\n\n- Regular customer deposits count; transfers between your own accounts do not.\n- Large one-off deposits raise questions: keep the paperwork.\n\n## Overdrafts and returned items\n\nA few NSFs in a quarter can cost you an offer. Set up low-balance alerts before you apply.\n\n## What to do next\n\nDownload the last three complete months as PDFs straight from your bank, and talk to your NetFund advisor.',
  ],
  [
    '7',
    'DSCR Loans Explained: Qualifying on Rent, Not Your Paycheck',
    'Real Estate Investing',
    ['real-estate'],
    'rental-property',
    '2026-11-05T14:00:00.000Z',
    1_870,
    'DSCR loans qualify a rental property on the rent it brings in, not on your personal income, which suits investors with several properties.\n\n## The ratio\n\nDebt service coverage is the monthly rent divided by the monthly payment (principal, interest, taxes, insurance and HOA).\n\n| Item | Monthly |\n|---|---|\n| Rent | $3,300 |\n| Payment (PITIA) | $2,640 |\n| DSCR | 1.25 |\n\n## What lenders want\n\n1. A DSCR of 1.0 or more (1.25 gets better rates)\n2. 20–25% down\n3. Six months of reserves\n\n> A lease or a rent schedule from the appraiser shows the rent.',
  ],
  [
    '8',
    'Building Business Credit From Zero: A 90-Day Plan',
    'Business Credit',
    ['business-credit', 'funding', 'net30'],
    'credit-score',
    '2026-10-15T14:00:00.000Z',
    960,
    'A business credit file separates your company from your personal finances, and lenders read it before they make an offer.\n\n## Days 1–30: the foundation\n\n- Get an EIN and a D-U-N-S number\n- Open a business bank account\n- Use the same business name and address everywhere\n\n## Days 31–60: trade lines\n\nOpen two or three Net 30 accounts with suppliers that report to the bureaus, and pay every invoice early.\n\n## Days 61–90: the first card\n\nA secured business card, kept under 30% of its limit, adds a revolving account to the file.',
  ],
];

function reset() {
  // The scheduled article's time is always ahead of the demo: six days from now, at 14:00 UTC.
  const inSixDays = new Date(Date.now() + 6 * 24 * 3_600_000);
  inSixDays.setUTCHours(14, 0, 0, 0);
  articles = [
    seedArticle('1', 'How revenue-based financing works', 'PUBLISHED', { tags: ['funding', 'guides'], metaDescription: null }),
    seedArticle('2', 'Net 30 terms: build business credit with your suppliers', 'SCHEDULED', {
      authorId: '7',
      authorName: 'taylor',
      tags: ['net30'],
      category: 'Net 30',
      publishAt: inSixDays.toISOString(),
    }),
    seedArticle('3', 'Five documents lenders ask for', 'DRAFT', { body: 'Bank statements, tax returns, a photo ID, a voided check and your business license.', metaDescription: null }),
    seedArticle('4', 'What a factor rate really costs', 'DRAFT', { authorId: '8', authorName: 'jordan', updatedAt: '2026-11-10T14:00:00.000Z' }),
    seedArticle('5', 'Our 2025 small-business survey', 'ARCHIVED', {
      publishedAt: '2025-03-01T14:00:00.000Z',
      firstPublishedAt: '2025-03-01T14:00:00.000Z',
      views30d: 12,
      updatedAt: '2026-06-01T14:00:00.000Z',
    }),
    // The public brief's demo content (the server's seed articles): published, with covers, tags and longer bodies.
    ...PUBLIC_SEED.map(([id, title, category, tags, cover, publishedAt, views30d, body]) =>
      seedArticle(id, title, 'PUBLISHED', {
        excerpt: body.split('\n')[0]!,
        body,
        tags,
        category,
        coverImageUrl: `/images/brief/${cover}.svg`,
        coverAlt: `Illustration: ${title}`,
        authorName: 'Maya Alvarez',
        authorId: null,
        updatedByName: 'admin',
        publishedAt,
        firstPublishedAt: publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        views30d,
      }),
    ),
  ];
  // Each article's history: its first save, then the save that made it what it is now.
  revisions = articles.flatMap((each, index) => {
    const first: MockRevision = {
      id: String(10 + index * 2),
      articleId: each.id,
      createdAt: each.createdAt,
      authorName: each.authorName,
      action: 'created',
      title: each.title,
      body: each.body.split('\n\n').slice(0, 1).join('\n\n'),
      snapshot: { ...snapshotOf(each), body: each.body.split('\n\n').slice(0, 1).join('\n\n') },
    };
    const second: MockRevision = { ...first, id: String(11 + index * 2), createdAt: each.updatedAt, action: 'saved', body: each.body, snapshot: snapshotOf(each) };
    return [second, first];
  });
  redirects = [];
  images = [];
  nextId = 20;
  nextRevisionId = 100;
  nextImageId = 1;
  sent = [];
}

// ---- the store, for the editor (./article-editor.ts) as well ----

export function snapshotOf(article: ArticleSnapshot): ArticleSnapshot {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    body: article.body,
    tags: [...article.tags],
    category: article.category,
    coverImageId: article.coverImageId,
    coverImageUrl: article.coverImageUrl,
    coverAlt: article.coverAlt,
    metaTitle: article.metaTitle,
    metaDescription: article.metaDescription,
    canonicalUrl: article.canonicalUrl,
    noindex: article.noindex,
    socialImageId: article.socialImageId,
  };
}

export const articleStore = {
  all: (): readonly MockArticle[] => articles,
  /** The article a GraphQL id names (a malformed id finds nothing, as on the server). */
  find: (id: unknown): MockArticle | undefined => {
    const text = String(id ?? '').trim();
    return /^\d{1,10}$/.test(text) ? articles.find((each) => each.id === String(Number(text))) : undefined;
  },
  insert(article: Omit<MockArticle, 'id'>): MockArticle {
    const created = { ...article, id: String(nextId++) };
    articles = [...articles, created];
    return created;
  },
  /** A new draft by the signed-in admin (the editor's create, the list's duplicate), with its first revision. */
  insertDraft(content: ArticleSnapshot, action: 'created' | 'duplicated'): MockArticle {
    const author = personName(mockScenario.currentUser!);
    const now = new Date().toISOString();
    const draft = articleStore.insert({
      ...content,
      status: 'DRAFT',
      authorId: mockScenario.currentUser!.id,
      authorName: author,
      publishAt: null,
      publishedAt: null,
      firstPublishedAt: null,
      createdAt: now,
      updatedAt: now,
      updatedByName: author,
      views30d: 0,
      version: 1,
    });
    articleStore.writeRevision(draft, action, author);
    return draft;
  },
  replace(article: MockArticle): void {
    articles = articles.map((each) => (each.id === article.id ? article : each));
  },
  remove(id: string): void {
    articles = articles.filter((each) => each.id !== id);
    revisions = revisions.filter((each) => each.articleId !== id);
    redirects = redirects.filter((each) => each.articleId !== id);
  },
  /** Newest first, the last 50. */
  revisionsOf: (articleId: string): MockRevision[] =>
    revisions.filter((each) => each.articleId === articleId).sort((a, b) => Number(b.id) - Number(a.id)).slice(0, REVISIONS_KEPT),
  /** Stores the article's current state as a revision and keeps only its newest 50. */
  writeRevision(article: MockArticle, action: string, authorName: string): void {
    revisions = [
      ...revisions,
      { id: String(nextRevisionId++), articleId: article.id, createdAt: new Date().toISOString(), authorName, action, title: article.title, body: article.body, snapshot: snapshotOf(article) },
    ];
    const kept = new Set(articleStore.revisionsOf(article.id).map((each) => each.id));
    revisions = revisions.filter((each) => each.articleId !== article.id || kept.has(each.id));
  },
  /** The title of another article that has `slug` as its slug or an old slug, else null. */
  slugOwner(slug: string, articleId: string | null): string | null {
    const taken = articles.find((each) => each.slug === slug && each.id !== articleId);
    if (taken) return taken.title;
    const redirect = redirects.find((each) => each.oldSlug === slug && each.articleId !== articleId);
    return redirect ? (articles.find((each) => each.id === redirect.articleId)?.title ?? slug) : null;
  },
  /** `base`, or `base-2`, `base-3`… the first used by no article and no redirect. */
  freeSlug(base: string): string {
    const used = new Set([...articles.map((each) => each.slug), ...redirects.map((each) => each.oldSlug)]);
    if (!used.has(base)) return base;
    for (let n = 2; ; n += 1) {
      const candidate = `${base.slice(0, 80 - String(n).length - 1)}-${n}`;
      if (!used.has(candidate)) return candidate;
    }
  },
  /** The article moved from `oldSlug`: its own old slug comes back to it, and a public one keeps a redirect. */
  moveSlug(article: MockArticle, oldSlug: string): void {
    redirects = redirects.filter((each) => !(each.oldSlug === article.slug && each.articleId === article.id));
    if (article.firstPublishedAt) redirects = [...redirects, { oldSlug, articleId: article.id }];
  },
  redirects: (): readonly { oldSlug: string; articleId: string }[] => redirects,
  image: (id: unknown): MockImage | undefined => images.find((each) => each.id === String(id)),
  addImage(image: Omit<MockImage, 'id'>): MockImage {
    const stored = { ...image, id: String(nextImageId++) };
    images = [...images, stored];
    return stored;
  },
  record(operation: string, variables: unknown): void {
    sent.push({ operation, variables });
  },
};

/** The name people see for a user (author, "changed by"): first and last name, else the username. */
export function personName(user: { username: string; firstName?: string | null; lastName?: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
}

/** The reserved words of R16, and `preview` (the brief's preview page). */
export { RESERVED_SLUGS };

/** A slug from a title, as the server's `slugify`: the form's own, and "article-brief" for a title with no letters. */
export function slugify(title: string): string {
  return slugFromTitle(title) || 'article-brief';
}

/** R16: words / 200, at least one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.replace(/[#>*_`[\]()-]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** R16 SEO score 0–5 and its advice, as the server's `seoScore`. */
export function seoScore(article: ArticleSnapshot): { score: number; advice: string[] } {
  const advice: string[] = [];
  const title = article.metaTitle ?? article.title;
  if (title.length < 30 || title.length > 60) advice.push('Make the (meta) title 30–60 characters long');
  const description = article.metaDescription ?? '';
  if (description.length < 70 || description.length > 160) advice.push('Write a meta description of 70–160 characters');
  const hasCover = article.coverImageId !== null || article.coverImageUrl !== null;
  if (!hasCover || !article.coverAlt) advice.push('Add a cover image with alt text');
  if (article.slug.length > 60) advice.push('Shorten the URL slug to 60 characters or fewer');
  if (!/^##\s+\S/m.test(article.body)) advice.push('Add at least one "##" heading to the body');
  return { score: 5 - advice.length, advice };
}

const imageUrl = (id: string | null) => (id ? `/api/article-images/${id}` : null);

/** The `AdminArticle` the server answers: the row plus what is derived (SEO, reading time, image URLs). */
export function adminArticle(article: MockArticle) {
  const seo = seoScore(article);
  const coverUrl = imageUrl(article.coverImageId) ?? article.coverImageUrl;
  const { firstPublishedAt, createdAt: _createdAt, ...fields } = article;
  return {
    __typename: 'AdminArticle',
    ...fields,
    coverImageUrl: coverUrl,
    socialImageUrl: imageUrl(article.socialImageId) ?? coverUrl,
    everPublished: firstPublishedAt !== null,
    readingMinutes: readingMinutes(article.body),
    seoScore: seo.score,
    seoAdvice: seo.advice,
  };
}

/** BACKOFFICE §0's stale-edit 409, with who changed the article and when (for the editor's banner). */
export function staleArticle(article: MockArticle): GraphQLFailure {
  const changedBy = article.updatedByName ?? 'someone else';
  return {
    message: `This record was changed by ${changedBy} at ${timeFormat.format(new Date(article.updatedAt))}. Reload to see the latest.`,
    code: 'CONFLICT',
    extensions: { details: { changedBy, changedAt: article.updatedAt }, changedBy, changedAt: article.updatedAt },
  };
}

const NOT_FOUND: GraphQLFailure = { message: ARTICLE_MESSAGES.notFound, code: 'NOT_FOUND' };

/** The article at the version the writer last saw: NOT_FOUND when gone, the stale 409 when it moved on. */
export function lockArticle(id: unknown, expectedVersion?: number): MockArticle | GraphQLFailure {
  const article = articleStore.find(id);
  if (!article) return NOT_FOUND;
  if (expectedVersion !== undefined && article.version !== expectedVersion) return staleArticle(article);
  return article;
}

export const isFailure = (value: unknown): value is GraphQLFailure => typeof value === 'object' && value !== null && 'code' in value && 'message' in value && !('id' in value);

/** Publishing needs a body, and a cover needs its alt text (R16 messages). */
export function publishProblem(article: { body: string; coverImageId: string | null; coverAlt: string | null }): GraphQLFailure | null {
  if (!article.body.trim()) return { message: ARTICLE_MESSAGES.addContent, code: 'BAD_USER_INPUT', fieldErrors: { body: ARTICLE_MESSAGES.addContent } };
  if (article.coverImageId && !article.coverAlt) return { message: ARTICLE_MESSAGES.coverAlt, code: 'BAD_USER_INPUT', fieldErrors: { coverAlt: ARTICLE_MESSAGES.coverAlt } };
  return null;
}

/** R16: Schedule at least 5 minutes ahead and at most a year ahead. */
export function scheduleProblem(publishAt: Date, now: Date = new Date()): string | null {
  const ahead = publishAt.getTime() - now.getTime();
  if (!Number.isFinite(ahead) || ahead < 5 * 60_000 || ahead > 366 * 24 * 3_600_000) return ARTICLE_MESSAGES.scheduleWindow;
  return null;
}

function signedInName(): string {
  const user = mockScenario.currentUser!;
  return personName(user);
}

/** The status change itself (one article; the bulk actions too): version, who, when, the revision. */
function move(article: MockArticle, kind: ArticleTransition, publishAt?: string): MockArticle {
  const now = new Date().toISOString();
  const moved: MockArticle = { ...article, status: TRANSITIONS[kind].to };
  if (kind === 'publish') {
    moved.publishedAt = now;
    moved.firstPublishedAt ??= now;
    moved.publishAt = null;
  } else if (kind === 'schedule') {
    moved.publishAt = publishAt ?? null;
  } else if (kind === 'unschedule' || kind === 'archive' || kind === 'restore') {
    moved.publishAt = null;
  }
  Object.assign(moved, { version: article.version + 1, updatedByName: signedInName(), updatedAt: now });
  articleStore.replace(moved);
  articleStore.writeRevision(moved, TRANSITIONS[kind].verb, signedInName());
  return moved;
}

/** R16–R18 one article's state change, as `ArticlePublishingService.transition` (the caller is an admin). */
export function transition(kind: ArticleTransition, id: unknown, expectedVersion: number, publishAt?: unknown): MockArticle | GraphQLFailure {
  if (!articleStore.find(id)) return NOT_FOUND;
  let when: string | undefined;
  if (kind === 'schedule') {
    const date = typeof publishAt === 'string' || publishAt instanceof Date ? new Date(publishAt) : null;
    const problem = date && !Number.isNaN(date.getTime()) ? scheduleProblem(date) : 'Choose when to publish';
    if (problem) return { message: problem, code: 'BAD_USER_INPUT', fieldErrors: { publishAt: problem } };
    when = date!.toISOString();
  }
  const article = lockArticle(id, expectedVersion);
  if (isFailure(article)) return article;
  const rule: Transition = TRANSITIONS[kind];
  if (!rule.from.includes(article.status)) return { message: rule.refusal, code: 'CONFLICT' };
  if (kind === 'publish' || kind === 'schedule') {
    const problem = publishProblem(article);
    if (problem) return problem;
  }
  return move(article, kind, when);
}

/**
 * The scheduler (every minute on the server): each scheduled article whose time has come is published once, by
 * "Scheduler", its version moved on (an open editor gets the reload banner). Run before every read and write here.
 */
export function publishDue(now: Date = new Date()): number {
  const due = articles.filter((each) => each.status === 'SCHEDULED' && each.publishAt !== null && new Date(each.publishAt).getTime() <= now.getTime());
  for (const article of due) {
    const published: MockArticle = {
      ...article,
      status: 'PUBLISHED',
      publishedAt: article.publishAt,
      firstPublishedAt: article.firstPublishedAt ?? article.publishAt,
      publishAt: null,
      version: article.version + 1,
      updatedByName: SCHEDULER_NAME,
      updatedAt: now.toISOString(),
    };
    articleStore.replace(published);
    articleStore.writeRevision(published, 'published', SCHEDULER_NAME);
  }
  return due.length;
}

/** Admins only, after the scheduler's run: the refusal to answer, or undefined. */
export function adminsOnly(): GraphQLFailure | undefined {
  const refused = refusal(['admin']);
  if (!refused) publishDue();
  return refused;
}

export const articleListMocks = {
  reset,
  /** No articles at all: the empty states. */
  empty() {
    articles = [];
    revisions = [];
    redirects = [];
  },
  /**
   * Another admin saves the article (its version moves on): the open editor's next save gets the stale 409 and its
   * banner. `by` is the name the banner shows.
   */
  changeBehindYourBack(id: string, by = 'taylor') {
    const article = articleStore.find(id);
    if (!article) throw new Error(`No article ${id}`);
    articleStore.replace({ ...article, version: article.version + 1, updatedByName: by, updatedAt: new Date().toISOString() });
  },
  /** Runs the scheduler now (or at `now`): how many scheduled articles it published. */
  publishDue,
  get articles(): readonly MockArticle[] {
    return articles;
  },
  get sent(): readonly { operation: string; variables: unknown }[] {
    return sent;
  },
};

const row = (found: MockArticle) => adminArticle(found);
/** The list's order on the server: coalesce(publish_at, published_at, updated_at) desc, id desc. */
const listOrder = (a: MockArticle, b: MockArticle) =>
  (b.publishAt ?? b.publishedAt ?? b.updatedAt).localeCompare(a.publishAt ?? a.publishedAt ?? a.updatedAt) || Number(b.id) - Number(a.id);

const SEO_WARNINGS = {
  noDescription: 'Published without a meta description',
  noAlt: 'Cover image without alt text',
} as const;

function ids(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** R18 bulk archive / unschedule: the articles that can make the move do; how many moved. */
function bulk(kind: 'archive' | 'unschedule', given: unknown) {
  const wanted = ids(given).map((id) => id.trim());
  // A malformed id is NOT_FOUND (parseArticleId); a well-formed one that names no article is skipped.
  if (wanted.some((id) => !/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2_147_483_647)) return graphqlError(NOT_FOUND);
  const unique = new Set(wanted.map((id) => String(Number(id))));
  if (unique.size > 100) return graphqlError({ message: 'Choose at most 100 articles at a time', code: 'BAD_USER_INPUT', fieldErrors: {} });
  const rule: Transition = TRANSITIONS[kind];
  const movable = articles.filter((each) => unique.has(each.id) && rule.from.includes(each.status)).sort((a, b) => Number(a.id) - Number(b.id));
  for (const article of movable) move(article, kind);
  return reply(kind === 'archive' ? { bulkArchiveArticles: movable.length } : { bulkUnscheduleArticles: movable.length });
}

const api = graphql.link('*/graphql');

export const articleListHandlers = [
  api.query('BlogOverview', () => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    const count = (status: ArticleStatus) => articles.filter((each) => each.status === status).length;
    const me = mockScenario.currentUser!.id;
    const warnings = articles
      .filter((each) => each.status !== 'ARCHIVED')
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || Number(b.id) - Number(a.id))
      .flatMap((each) => [
        ...(each.status === 'PUBLISHED' && !each.metaDescription ? [SEO_WARNINGS.noDescription] : []),
        ...((each.coverImageId || each.coverImageUrl) && !each.coverAlt ? [SEO_WARNINGS.noAlt] : []),
      ].map((warning) => ({ __typename: 'BlogSeoWarning', articleId: each.id, title: each.title, slug: each.slug, warning })));
    return reply({
      blogOverview: {
        __typename: 'BlogOverview',
        counts: { __typename: 'BlogStatusCounts', draft: count('DRAFT'), scheduled: count('SCHEDULED'), published: count('PUBLISHED'), archived: count('ARCHIVED') },
        scheduledNext: articles
          .filter((each) => each.status === 'SCHEDULED')
          .sort((a, b) => (a.publishAt ?? '').localeCompare(b.publishAt ?? '') || Number(a.id) - Number(b.id))
          .slice(0, 5)
          .map(row),
        myDrafts: articles
          .filter((each) => each.status === 'DRAFT' && each.authorId === me)
          .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || Number(b.id) - Number(a.id))
          .slice(0, 5)
          .map(row),
        topArticles: articles
          .filter((each) => each.status === 'PUBLISHED' && each.views30d > 0)
          .sort((a, b) => b.views30d - a.views30d || Number(a.id) - Number(b.id))
          .slice(0, 5)
          .map(row),
        seoWarnings: warnings,
      },
    });
  }),
  api.query<GraphQLQuery, ArticleListQueryVariables>('ArticleList', ({ variables }) => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    const filter = variables.filter ?? {};
    const search = filter.search?.trim().toLowerCase();
    const tag = filter.tag?.trim().toLowerCase();
    const rows = articles
      .filter(
        (each) =>
          (!filter.status || each.status === filter.status) &&
          (!filter.authorId || each.authorId === String(filter.authorId)) &&
          (!tag || each.tags.includes(tag)) &&
          (!search || `${each.title}\n${each.body}`.toLowerCase().includes(search)),
      )
      .sort(listOrder);
    const page = Math.max(1, variables.page ?? 1);
    const pageSize = variables.pageSize ?? 25;
    if (pageSize < 1 || pageSize > 100) return graphqlError({ message: 'Page size must be from 1 to 100', code: 'BAD_USER_INPUT', fieldErrors: { pageSize: 'Page size must be from 1 to 100' } });
    return reply({
      adminArticles: { __typename: 'AdminArticlePage', ...pageOf(rows, page, pageSize, row) },
    });
  }),
  api.query('ArticleListAuthors', () => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    return reply({ staffMembers: STAFF.map((each) => ({ __typename: 'StaffMember', ...each })) });
  }),
  api.mutation<GraphQLQuery, ArticleListDuplicateMutationVariables>('ArticleListDuplicate', ({ variables }) => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    articleStore.record('ArticleListDuplicate', variables);
    const found = articleStore.find(variables.id);
    if (!found) return graphqlError(NOT_FOUND);
    // R18: a new draft "… (copy)" with a free slug, authored by the caller.
    const copy = articleStore.insertDraft(
      { ...snapshotOf(found), title: `${found.title} (copy)`.slice(0, 120), slug: articleStore.freeSlug(`${found.slug.slice(0, 75)}-copy`) },
      'duplicated',
    );
    return reply({ duplicateArticle: row(copy) });
  }),
  api.mutation<GraphQLQuery, ArticleListArchiveMutationVariables>('ArticleListArchive', ({ variables }) => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    articleStore.record('ArticleListArchive', variables);
    const moved = transition('archive', variables.id, variables.expectedVersion);
    return isFailure(moved) ? graphqlError(moved) : reply({ archiveArticle: row(moved) });
  }),
  api.mutation<GraphQLQuery, ArticleListBulkArchiveMutationVariables>('ArticleListBulkArchive', ({ variables }) => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    articleStore.record('ArticleListBulkArchive', variables);
    return bulk('archive', variables.ids);
  }),
  api.mutation<GraphQLQuery, ArticleListBulkUnscheduleMutationVariables>('ArticleListBulkUnschedule', ({ variables }) => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    articleStore.record('ArticleListBulkUnschedule', variables);
    return bulk('unschedule', variables.ids);
  }),
];

reset();

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`. The editor's
// (./article-editor.ts) articles, revisions and images are this same slice.
registerSlice(
  'articleLists',
  () => ({ articles, revisions, redirects, images, nextId, nextRevisionId, nextImageId, sent }),
  (state) => {
    // A world saved before the editor's fields existed has articles without them: the demo articles then.
    if (!Array.isArray(state.revisions) || state.articles.some((each) => typeof each.body !== 'string')) return reset();
    ({ articles, revisions, redirects, images, nextId, nextRevisionId, nextImageId, sent } = state);
  },
  () => reset(),
);
