import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, firstGraphQLError, signedInClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Issue 13 items 1–5: the blog CMS's GraphQL API (BACKOFFICE R15–R18, §3.5, invariant 12). */
let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server.url, 'admin');
});
afterAll(() => server?.stop());

const FIELDS = 'id slug title excerpt body status publishAt publishedAt everPublished tags category authorName coverImageId coverAlt metaTitle metaDescription noindex seoScore seoAdvice views30d version updatedByName';
const CREATE = `mutation C($input: ArticleInput!) { createArticle(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $v: Int!, $input: ArticleInput!, $autosave: Boolean) { updateArticle(id: $id, expectedVersion: $v, input: $input, autosave: $autosave) { ${FIELDS} } }`;
const act = (name: string) => `mutation A($id: ID!, $v: Int!) { ${name}(id: $id, expectedVersion: $v) { ${FIELDS} } }`;
const SCHEDULE = `mutation S($id: ID!, $v: Int!, $at: DateTimeISO!) { scheduleArticle(id: $id, expectedVersion: $v, publishAt: $at) { ${FIELDS} } }`;
const PUBLIC = `query P($id: ID!) { article(id: $id) { id slug title tags } }`;

let counter = 0;
function uniqueSlug(prefix = 'test-article') {
  counter += 1;
  return `${prefix}-${counter}-${Date.now().toString(36)}`;
}

async function create(input: Record<string, unknown> = {}, as = admin) {
  const res = await as.gql(CREATE, { input: { title: 'A test article', slug: uniqueSlug(), body: '## Heading\n\nSome text.', ...input } });
  return res;
}

async function created(input: Record<string, unknown> = {}) {
  const res = await create(input);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createArticle as { id: string; slug: string; version: number; status: string; title: string };
}

async function run(name: string, id: string, v: number) {
  return admin.gql(act(name), { id, v });
}

async function ok(name: string, id: string, v: number) {
  const res = await run(name, id, v);
  expect(res.body.errors).toBeUndefined();
  return res.body.data[name] as { id: string; version: number; status: string };
}

const auditCount = async (action: string, id?: string) =>
  Number(
    (
      await server.sql<{ n: string }>(
        `select count(*) as n from audit_event where action = $1 ${id ? 'and entity_id = $2' : ''}`,
        id ? [action, id] : [action],
      )
    )[0]!.n,
  );

describe('articles: create and save', () => {
  it('creates a draft with the caller as author, a revision and an audit event', async () => {
    const article = await created({ title: 'First draft', tags: ['Funding', 'funding', 'SBA'] });
    expect(article).toMatchObject({ status: 'DRAFT', version: 1, everPublished: false, authorName: expect.any(String), tags: ['funding', 'sba'] });
    expect(await auditCount('article.created', article.id)).toBe(1);
    const revisions = await admin.gql(`query R($id: ID!) { articleRevisions(articleId: $id) { id action title } }`, { id: article.id });
    expect(revisions.body.data.articleRevisions).toEqual([expect.objectContaining({ action: 'created', title: 'First draft' })]);
  });

  it('R18 Duplicate: a new draft "… (copy)" with its own slug, a revision and an audit event; the source unchanged', async () => {
    const source = await created({ title: 'Original piece', body: 'Some body' });
    const res = await admin.gql(`mutation D($id: ID!) { duplicateArticle(id: $id) { id title slug status version } }`, { id: source.id });
    const copy = res.body.data.duplicateArticle as { id: string; title: string; slug: string; status: string; version: number };
    expect(copy).toMatchObject({ title: 'Original piece (copy)', status: 'DRAFT', version: 1 });
    expect(copy.id).not.toBe(source.id);
    expect(copy.slug).not.toBe(source.slug);
    expect(await auditCount('article.duplicated', copy.id)).toBe(1);
    const revisions = await admin.gql(`query R($id: ID!) { articleRevisions(articleId: $id) { action } }`, { id: copy.id });
    expect(revisions.body.data.articleRevisions).toEqual([{ action: 'duplicated' }]);
    const still = await admin.gql(`query($id: ID!) { adminArticle(id: $id) { title version } }`, { id: source.id });
    expect(still.body.data.adminArticle).toEqual({ title: 'Original piece', version: source.version });
  });

  it('makes the slug from the title when none is given, and never reuses a taken one', async () => {
    const first = await created({ title: 'Cash Flow, Explained!', slug: null });
    expect(first.slug).toBe('cash-flow-explained');
    const second = await created({ title: 'Cash Flow, Explained!', slug: null });
    expect(second.slug).toBe('cash-flow-explained-2');
  });

  it('enforces the slug rules: format, 3–80, reserved words', async () => {
    for (const slug of ['Bad Slug', 'a--b', '-ab', 'ab', 'x'.repeat(81), 'new', 'edit', 'page']) {
      const res = await create({ slug });
      expect(firstGraphQLError(res)?.code, slug).toBe('BAD_USER_INPUT');
      expect(res.body.errors[0].extensions.fieldErrors.slug, slug).toBeTruthy();
    }
  });

  it('refuses a slug used by another article with R16 words', async () => {
    const taken = await created({ title: 'The original' });
    const res = await create({ slug: taken.slug });
    expect(firstGraphQLError(res)).toEqual({ code: 'BAD_USER_INPUT', message: 'This URL is already used by "The original"' });
  });

  it('refuses a slug used as an old slug (redirect) of another article, even in parallel creates', async () => {
    const article = await created({ title: 'Moving article' });
    await ok('publishArticle', article.id, article.version);
    const current = (await admin.gql(`query($id: ID!) { adminArticle(id: $id) { version title slug } }`, { id: article.id })).body.data.adminArticle;
    const moved = await admin.gql(UPDATE, { id: article.id, v: current.version, input: { title: 'Moving article', slug: uniqueSlug('moved'), body: 'Body' } });
    expect(moved.body.errors).toBeUndefined();
    const res = await create({ slug: article.slug });
    expect(firstGraphQLError(res)?.message).toBe('This URL is already used by "Moving article"');

    const slug = uniqueSlug('race');
    const results = await Promise.all([1, 2, 3, 4].map(() => create({ slug })));
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    for (const failed of results.filter((r) => r.body.errors)) expect(firstGraphQLError(failed)?.message).toMatch(/^This URL is already used by "/);
  });

  it('the database refuses a slug taken as a redirect, and a redirect of a current slug (trigger)', async () => {
    const a = await created();
    const b = await created();
    await expect(server.sql(`insert into article_slug_redirect (old_slug, article_id) values ($1, $2)`, [a.slug, b.id])).rejects.toThrow(/already used/);
    await server.sql(`insert into article_slug_redirect (old_slug, article_id) values ($1, $2)`, [`${b.slug}-old`, b.id]);
    await expect(server.sql(`update articles set slug = $1 where id = $2`, [`${b.slug}-old`, a.id])).rejects.toThrow(/already used/);
  });

  it('needs alt text with a cover, and refuses an unknown image', async () => {
    const [{ id: imageId }] = (await server.sql<{ id: number }>(
      `insert into article_image (data, mime, size_bytes, sha256, width, height) values ('\\x00', 'image/png', 1, repeat('a', 64), 1, 1) returning id`,
    )) as [{ id: number }];
    const res = await create({ coverImageId: String(imageId) });
    expect(firstGraphQLError(res)).toEqual({ code: 'BAD_USER_INPUT', message: 'Describe the cover image for screen readers' });
    const unknown = await create({ coverImageId: '999999', coverAlt: 'A chart' });
    expect(firstGraphQLError(unknown)?.code).toBe('BAD_USER_INPUT');
  });

  it('a manual save writes a revision, an autosave does not; both move the version on', async () => {
    const article = await created();
    const auto = await admin.gql(UPDATE, { id: article.id, v: 1, input: { title: 'Autosaved', slug: article.slug, body: 'x' }, autosave: true });
    expect(auto.body.data.updateArticle.version).toBe(2);
    const manual = await admin.gql(UPDATE, { id: article.id, v: 2, input: { title: 'Saved', slug: article.slug, body: 'y' } });
    expect(manual.body.data.updateArticle.version).toBe(3);
    const revisions = (await admin.gql(`query R($id: ID!) { articleRevisions(articleId: $id) { action title } }`, { id: article.id })).body.data.articleRevisions;
    expect(revisions.map((r: { title: string }) => r.title)).toEqual(['Saved', 'A test article']);
  });
});

describe('articles: optimistic concurrency', () => {
  it('two saves with one version: one wins, the other gets 409 with who and when', async () => {
    const article = await created();
    const results = await Promise.all(
      ['Mine', 'Theirs'].map((title) => admin.gql(UPDATE, { id: article.id, v: article.version, input: { title, slug: article.slug, body: 'b' } })),
    );
    const failed = results.filter((r) => r.body.errors);
    expect(failed).toHaveLength(1);
    const error = failed[0]!.body.errors[0];
    expect(error.extensions.code).toBe('CONFLICT');
    expect(error.message).toMatch(/^This record was changed by .+ at .+\. Reload to see the latest\.$/);
    expect(error.extensions).toMatchObject({ changedBy: 'Avery Admin', changedAt: expect.any(String) });
    expect(new Date(error.extensions.changedAt).getTime()).not.toBeNaN();
  });
});

describe('articles: parallel requests', () => {
  it('two publishes with one version: one succeeds, one 409; one audit event', async () => {
    const a = await created();
    const results = await Promise.all([run('publishArticle', a.id, a.version), run('publishArticle', a.id, a.version)]);
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    expect(firstGraphQLError(results.find((r) => r.body.errors)!)?.code).toBe('CONFLICT');
    expect(await auditCount('article.published', a.id)).toBe(1);
  });

  it('parallel creates with one title and no slug all succeed, each with its own slug', async () => {
    const title = `Same title ${Date.now().toString(36)}`;
    const results = await Promise.all([1, 2, 3, 4].map(() => create({ title, slug: null })));
    for (const res of results) expect(res.body.errors).toBeUndefined();
    const slugs = results.map((res) => res.body.data.createArticle.slug as string);
    expect(new Set(slugs).size).toBe(4);
  });

  it('two parallel deletes of a draft: one true, the other "Article not found"', async () => {
    const a = await created();
    const del = `mutation D($id: ID!) { deleteArticle(id: $id) }`;
    const results = await Promise.all([admin.gql(del, { id: a.id }), admin.gql(del, { id: a.id })]);
    expect(results.filter((r) => r.body.data?.deleteArticle === true)).toHaveLength(1);
    expect(firstGraphQLError(results.find((r) => r.body.errors)!)).toEqual({ code: 'NOT_FOUND', message: 'Article not found' });
    expect(await auditCount('article.deleted', a.id)).toBe(1);
  });

  it('two articles renamed to one slug at the same moment: one gets it, the other the R16 message', async () => {
    const a = await created({ title: 'Rename A' });
    const b = await created({ title: 'Rename B' });
    const slug = uniqueSlug('contested');
    const results = await Promise.all(
      [a, b].map((article) => admin.gql(UPDATE, { id: article.id, v: article.version, input: { title: article.title, slug, body: 'b' } })),
    );
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    expect(firstGraphQLError(results.find((r) => r.body.errors)!)?.message).toMatch(/^This URL is already used by "Rename [AB]"$/);
  });

  it('parallel bulk archives of the same articles archive each once', async () => {
    const ids = [(await created()).id, (await created()).id, (await created()).id];
    const bulk = `mutation B($ids: [ID!]!) { bulkArchiveArticles(ids: $ids) }`;
    const results = await Promise.all([admin.gql(bulk, { ids }), admin.gql(bulk, { ids })]);
    expect(results.map((r) => r.body.data.bulkArchiveArticles).sort()).toEqual([0, 3]);
  });

  it('a full page of 100 articles with every field is within the query cost limit', async () => {
    const res = await admin.gql(`{ adminArticles(pageSize: 100) { total items { ${FIELDS} coverImageUrl socialImageUrl canonicalUrl socialImageId authorId readingMinutes updatedAt } } }`);
    expect(res.body.errors).toBeUndefined();
  });
});

describe('articles: state machine (§3.5)', () => {
  const soon = () => new Date(Date.now() + 3_600_000).toISOString();

  it('draft → published → draft → archived → draft, each audited; illegal moves are 409 and change nothing', async () => {
    const a = await created();
    let v = a.version;
    // Illegal from draft
    for (const name of ['unpublishArticle', 'unscheduleArticle', 'restoreArticle']) {
      const res = await run(name, a.id, v);
      expect(firstGraphQLError(res)?.code, name).toBe('CONFLICT');
    }
    const published = await ok('publishArticle', a.id, v);
    expect(published.status).toBe('PUBLISHED');
    v = published.version;
    expect((await run('publishArticle', a.id, v)).body.errors[0].extensions.code).toBe('CONFLICT');
    expect((await run('restoreArticle', a.id, v)).body.errors[0].extensions.code).toBe('CONFLICT');
    expect((await run('unscheduleArticle', a.id, v)).body.errors[0].extensions.code).toBe('CONFLICT');
    expect((await admin.gql(PUBLIC, { id: a.slug })).body.data.article).toMatchObject({ slug: a.slug });
    const draft = await ok('unpublishArticle', a.id, v);
    expect(draft.status).toBe('DRAFT');
    expect((await admin.gql(PUBLIC, { id: a.slug })).body.data.article).toBeNull();
    const archived = await ok('archiveArticle', a.id, draft.version);
    expect(archived.status).toBe('ARCHIVED');
    for (const name of ['publishArticle', 'archiveArticle', 'unpublishArticle', 'unscheduleArticle']) {
      expect((await run(name, a.id, archived.version)).body.errors[0].extensions.code, name).toBe('CONFLICT');
    }
    expect((await admin.gql(SCHEDULE, { id: a.id, v: archived.version, at: soon() })).body.errors[0].extensions.code).toBe('CONFLICT');
    const restored = await ok('restoreArticle', a.id, archived.version);
    expect(restored.status).toBe('DRAFT');
    for (const action of ['article.published', 'article.unpublished', 'article.archived', 'article.restored']) expect(await auditCount(action, a.id), action).toBe(1);
  });

  it('draft → scheduled → draft, scheduled → published, scheduled → archived; the schedule window is 5 minutes to a year', async () => {
    const a = await created();
    const tooSoon = await admin.gql(SCHEDULE, { id: a.id, v: a.version, at: new Date(Date.now() + 60_000).toISOString() });
    expect(firstGraphQLError(tooSoon)?.code).toBe('BAD_USER_INPUT');
    const tooLate = await admin.gql(SCHEDULE, { id: a.id, v: a.version, at: new Date(Date.now() + 400 * 86_400_000).toISOString() });
    expect(firstGraphQLError(tooLate)?.code).toBe('BAD_USER_INPUT');
    const scheduled = (await admin.gql(SCHEDULE, { id: a.id, v: a.version, at: soon() })).body.data.scheduleArticle;
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', publishAt: expect.any(String) });
    expect((await run('unpublishArticle', a.id, scheduled.version)).body.errors[0].extensions.code).toBe('CONFLICT');
    expect((await admin.gql(PUBLIC, { id: a.slug })).body.data.article).toBeNull();
    const back = await ok('unscheduleArticle', a.id, scheduled.version);
    expect(back.status).toBe('DRAFT');
    const again = (await admin.gql(SCHEDULE, { id: a.id, v: back.version, at: soon() })).body.data.scheduleArticle;
    const now = await ok('publishArticle', a.id, again.version);
    expect(now.status).toBe('PUBLISHED');

    const b = await created();
    const bScheduled = (await admin.gql(SCHEDULE, { id: b.id, v: b.version, at: soon() })).body.data.scheduleArticle;
    expect((await ok('archiveArticle', b.id, bScheduled.version)).status).toBe('ARCHIVED');
  });

  it('publishing needs content: "Add some content before publishing"', async () => {
    const a = await created({ body: '' });
    const res = await run('publishArticle', a.id, a.version);
    expect(firstGraphQLError(res)).toEqual({ code: 'BAD_USER_INPUT', message: 'Add some content before publishing' });
    const sched = await admin.gql(SCHEDULE, { id: a.id, v: a.version, at: soon() });
    expect(firstGraphQLError(sched)?.message).toBe('Add some content before publishing');
  });

  it('deletes only never-published drafts; otherwise 409 "Archive it instead"', async () => {
    const draft = await created();
    const del = `mutation D($id: ID!) { deleteArticle(id: $id) }`;
    expect((await admin.gql(del, { id: draft.id })).body.data.deleteArticle).toBe(true);
    expect(await auditCount('article.deleted', draft.id)).toBe(1);
    expect(firstGraphQLError(await admin.gql(del, { id: draft.id }))).toEqual({ code: 'NOT_FOUND', message: 'Article not found' });

    const once = await created();
    const published = await ok('publishArticle', once.id, once.version);
    expect(firstGraphQLError(await admin.gql(del, { id: once.id }))).toEqual({ code: 'CONFLICT', message: 'Archive it instead' });
    await ok('unpublishArticle', once.id, published.version);
    expect(firstGraphQLError(await admin.gql(del, { id: once.id }))).toEqual({ code: 'CONFLICT', message: 'Archive it instead' });
  });

  it('bulk archive and unschedule: the articles that can move do, with one audit event and its count', async () => {
    const a = await created();
    const b = await created();
    const c = await created();
    const sa = (await admin.gql(SCHEDULE, { id: a.id, v: a.version, at: soon() })).body.data.scheduleArticle;
    await admin.gql(SCHEDULE, { id: b.id, v: b.version, at: soon() });
    void sa;
    const before = await auditCount('article.bulk_unscheduled');
    const n = await admin.gql(`mutation B($ids: [ID!]!) { bulkUnscheduleArticles(ids: $ids) }`, { ids: [a.id, b.id, c.id] });
    expect(n.body.data.bulkUnscheduleArticles).toBe(2);
    expect(await auditCount('article.bulk_unscheduled')).toBe(before + 1);
    const archivedBefore = await auditCount('article.bulk_archived');
    const m = await admin.gql(`mutation B($ids: [ID!]!) { bulkArchiveArticles(ids: $ids) }`, { ids: [a.id, b.id, c.id] });
    expect(m.body.data.bulkArchiveArticles).toBe(3);
    const [event] = await server.sql<{ after: { count: number } }>(`select "after" from audit_event where action = 'article.bulk_archived' order by seq desc limit 1`);
    expect(event!.after.count).toBe(3);
    expect(await auditCount('article.bulk_archived')).toBe(archivedBefore + 1);
  });
});

describe('articles: revisions', () => {
  it('keeps the last 50 and restoring one creates a new revision', async () => {
    const a = await created({ title: 'Revision 0' });
    let v = a.version;
    for (let i = 1; i <= 55; i += 1) {
      const res = await admin.gql(UPDATE, { id: a.id, v, input: { title: `Revision ${i}`, slug: a.slug, body: `Body ${i}` } });
      v = res.body.data.updateArticle.version;
    }
    const list = (await admin.gql(`query R($id: ID!) { articleRevisions(articleId: $id) { id action title body } }`, { id: a.id })).body.data.articleRevisions;
    expect(list).toHaveLength(50);
    expect(list[0].title).toBe('Revision 55');
    expect(list[49].title).toBe('Revision 6');
    const target = list.find((r: { title: string }) => r.title === 'Revision 10');
    const restored = await admin.gql(
      `mutation R($a: ID!, $r: ID!, $v: Int!) { restoreArticleRevision(articleId: $a, revisionId: $r, expectedVersion: $v) { title body version } }`,
      { a: a.id, r: target.id, v },
    );
    expect(restored.body.data.restoreArticleRevision).toMatchObject({ title: 'Revision 10', body: 'Body 10', version: v + 1 });
    const after = (await admin.gql(`query R($id: ID!) { articleRevisions(articleId: $id) { action title } }`, { id: a.id })).body.data.articleRevisions;
    expect(after).toHaveLength(50);
    expect(after[0]).toEqual({ action: `restored #${target.id}`, title: 'Revision 10' });
  });
});

describe('articles: authorization and the public brief', () => {
  it('non-admins get FORBIDDEN, signed-out callers UNAUTHENTICATED', async () => {
    const client = await signedInClient(server.url, 'client');
    for (const query of ['{ adminArticles { total } }', '{ blogOverview { counts { draft } } }']) {
      expect(firstGraphQLError(await client.gql(query))?.code).toBe('FORBIDDEN');
      expect(firstGraphQLError(await new ApiClient(server.url).gql(query))?.code).toBe('UNAUTHENTICATED');
    }
    expect(firstGraphQLError(await create({}, client))?.code).toBe('FORBIDDEN');
  });

  it('unpublished articles are never public, by id or slug; the seed has a draft and a scheduled one', async () => {
    const rows = await server.sql<{ id: number; slug: string; status: string }>(`select id, slug, status from articles where status <> 'published'`);
    expect(rows.map((r) => r.status)).toEqual(expect.arrayContaining(['draft', 'scheduled']));
    for (const row of rows) {
      expect((await new ApiClient(server.url).gql(PUBLIC, { id: String(row.id) })).body.data.article).toBeNull();
      expect((await new ApiClient(server.url).gql(PUBLIC, { id: row.slug })).body.data.article).toBeNull();
    }
    const list = (await new ApiClient(server.url).gql('{ articles(pageSize: 24) { items { slug } total } }')).body.data.articles;
    expect(list.items.map((i: { slug: string }) => i.slug)).not.toEqual(expect.arrayContaining(rows.map((r) => r.slug).slice(0, 1)));
  });

  it('lists by tag (12 per page as the brief asks) and counts views per day', async () => {
    const tagged = await new ApiClient(server.url).gql('{ articles(tag: "net30", pageSize: 12) { items { slug tags } pageSize } }');
    expect(tagged.body.data.articles.pageSize).toBe(12);
    expect(tagged.body.data.articles.items.length).toBeGreaterThan(0);
    for (const item of tagged.body.data.articles.items) expect(item.tags).toContain('net30');
    const a = await created({ title: 'Viewed' });
    await ok('publishArticle', a.id, a.version);
    await Promise.all([1, 2, 3].map(() => new ApiClient(server.url).gql(PUBLIC, { id: a.slug })));
    const view = (await admin.gql(`query($id: ID!) { adminArticle(id: $id) { views30d } }`, { id: a.id })).body.data.adminArticle;
    expect(view.views30d).toBe(3);
  });

  it('preview tokens open any status for 24 hours; tampered or expired tokens answer null', async () => {
    const a = await created({ title: 'Preview me' });
    const link = (await admin.gql(`mutation($id: ID!) { articlePreviewLink(id: $id) }`, { id: a.id })).body.data.articlePreviewLink as string;
    expect(link).toMatch(/^\/the-netfund-brief\/preview\?token=/);
    const token = decodeURIComponent(link.split('token=')[1]!);
    const PREVIEW = `query($t: String!) { articlePreview(token: $t) { title } }`;
    expect((await new ApiClient(server.url).gql(PREVIEW, { t: token })).body.data.articlePreview).toEqual({ title: 'Preview me' });
    const [id, expires, mac] = token.split('.');
    const tampered = `${Number(id) + 1}.${expires}.${mac}`;
    expect((await new ApiClient(server.url).gql(PREVIEW, { t: tampered })).body.data.articlePreview).toBeNull();
    const extended = `${id}.${Number(expires) + 3600}.${mac}`;
    expect((await new ApiClient(server.url).gql(PREVIEW, { t: extended })).body.data.articlePreview).toBeNull();
    expect((await new ApiClient(server.url).gql(PREVIEW, { t: 'garbage' })).body.data.articlePreview).toBeNull();
  });

  it('R15 overview and R18 list with filters', async () => {
    const overview = (await admin.gql('{ blogOverview { counts { draft scheduled published archived } scheduledNext { title } myDrafts { title } topArticles { title views30d } seoWarnings { title warning } } }')).body;
    expect(overview.errors).toBeUndefined();
    expect(overview.data.blogOverview.counts.published).toBeGreaterThan(0);
    expect(overview.data.blogOverview.myDrafts.length).toBeLessThanOrEqual(5);
    expect(overview.data.blogOverview.myDrafts.length).toBeGreaterThan(0);
    expect(overview.data.blogOverview.scheduledNext.map((a: { title: string }) => a.title)).toContain('Equipment Financing Basics: Own It Without Draining Cash');
    expect(overview.data.blogOverview.seoWarnings).toEqual(expect.arrayContaining([expect.objectContaining({ warning: 'Published without a meta description' })]));

    // A public slug changed behind the service's back (no redirect) is flagged; the service's own changes are not.
    const moved = await created({ title: 'Slug moved in the database', metaDescription: 'x'.repeat(80) });
    await ok('publishArticle', moved.id, moved.version);
    const warningsOf = async () =>
      ((await admin.gql('{ blogOverview { seoWarnings { articleId warning } } }')).body.data.blogOverview.seoWarnings as { articleId: string; warning: string }[]).filter(
        (w) => w.articleId === moved.id,
      );
    expect(await warningsOf()).toEqual([]);
    await server.sql(`update articles set slug = $1 where id = $2`, [`${moved.slug}-x`, moved.id]);
    expect(await warningsOf()).toEqual([{ articleId: moved.id, warning: 'Slug changed without a redirect' }]);
    const search = await admin.gql(`query($f: AdminArticleFilter) { adminArticles(filter: $f) { total items { title status } } }`, { f: { search: 'DSCR', status: 'PUBLISHED' } });
    expect(search.body.errors).toBeUndefined();
    expect(search.body.data.adminArticles.total).toBeGreaterThan(0);
    for (const item of search.body.data.adminArticles.items) expect(item.status).toBe('PUBLISHED');
    expect(firstGraphQLError(await admin.gql(`{ adminArticle(id: "999999") { id } }`))).toEqual({ code: 'NOT_FOUND', message: 'Article not found' });
  });
});
