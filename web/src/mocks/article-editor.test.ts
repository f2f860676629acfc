import { print } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ArchiveArticleDocument,
  ArticleEditorDocument,
  ArticlePreviewLinkDocument,
  ArticleRevisionsDocument,
  CreateArticleDocument,
  DeleteArticleDocument,
  PublishArticleDocument,
  RestoreArticleDocument,
  RestoreArticleRevisionDocument,
  ScheduleArticleDocument,
  UnpublishArticleDocument,
  UnscheduleArticleDocument,
  UpdateArticleDocument,
} from '../features/blog-admin/api/article-editor.generated';
import { ArticleListArchiveDocument, ArticleListDocument, BlogOverviewDocument } from '../features/blog-admin/api/article-lists.generated';
import type { ArticleInput } from '../generated/graphql';
import { previewArticle } from './article-editor';
import { articleListMocks } from './article-lists';
import { reset, scenario } from './index';
import { loadMocks, saveMocks } from './store';
import { articleInput, gql, memoryStorage } from './test-support';

/** The editor's operations as the app sends them (the generated documents), answered by the mock handlers. */

async function create(extra: Partial<ArticleInput> = {}) {
  const answer = await gql(CreateArticleDocument, { input: articleInput(extra) });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createArticle as { id: string; version: number; slug: string; status: string };
}

async function listed(filter: Record<string, unknown> = {}) {
  const answer = await gql(ArticleListDocument, { filter, page: 1, pageSize: 25 });
  expect(answer.errors).toBeUndefined();
  return answer.data!.adminArticles.items as { id: string; title: string; status: string; version: number }[];
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

beforeEach(() => {
  reset();
  scenario.signInAs('admin');
});

describe('article editor mocks', () => {
  it('a created draft shows in the article list and the overview, with its first revision', async () => {
    const created = await create();
    expect(created).toMatchObject({ status: 'DRAFT', version: 1, slug: 'cash-flow-for-seasonal-businesses' });
    expect((await gql(ArticleEditorDocument, { id: created.id })).data!.adminArticle).toMatchObject({
      title: 'Cash flow for seasonal businesses',
      tags: ['cash', 'planning'],
      authorName: 'admin',
      everPublished: false,
      readingMinutes: 1,
    });
    expect((await listed({ status: 'DRAFT' })).map((row) => row.id)).toContain(created.id);
    const overview = (await gql(BlogOverviewDocument)).data!.blogOverview;
    expect(overview.counts.draft).toBe(3);
    expect(overview.myDrafts.map((row: { id: string }) => row.id)).toContain(created.id);
    const revisions = (await gql(ArticleRevisionsDocument, { articleId: created.id })).data!.articleRevisions;
    expect(revisions).toEqual([expect.objectContaining({ action: 'created', authorName: 'admin', title: 'Cash flow for seasonal businesses' })]);
  });

  it('checks the fields with the server words: slug taken, reserved, title, canonical URL, tags', async () => {
    const taken = await gql(CreateArticleDocument, { input: articleInput({ slug: 'how-revenue-based-financing-works' }) });
    expect(taken.errors?.[0]).toMatchObject({
      message: 'This URL is already used by "How revenue-based financing works"',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { slug: 'This URL is already used by "How revenue-based financing works"' } },
    });
    const reserved = await gql(CreateArticleDocument, { input: articleInput({ slug: 'preview' }) });
    expect(reserved.errors?.[0]?.extensions.fieldErrors).toEqual({ slug: '"preview" is reserved; choose another URL slug' });
    const blank = await gql(CreateArticleDocument, { input: articleInput({ title: '  ' }) });
    expect(blank.errors?.[0]?.message).toBe('Title is required (at most 120 characters)');
    const canonical = await gql(CreateArticleDocument, { input: articleInput({ canonicalUrl: 'http://example.com' }) });
    expect(canonical.errors?.[0]?.extensions.fieldErrors).toEqual({ canonicalUrl: 'The canonical URL must start with https://' });
    const tags = await gql(CreateArticleDocument, { input: articleInput({ tags: ['x'] }) });
    expect(tags.errors?.[0]?.extensions.fieldErrors).toEqual({ 'tags.0': 'Each tag must be 2 to 30 characters' });
    // A title whose slug is taken gets the next free one.
    const again = await create({ title: 'How revenue-based financing works' });
    expect(again.slug).toBe('how-revenue-based-financing-works-2');
  });

  it('publishes a draft: published in the list, a revision, and no longer deletable ("Archive it instead")', async () => {
    const created = await create();
    const published = await gql(PublishArticleDocument, { id: created.id, expectedVersion: 1 });
    expect(published.errors).toBeUndefined();
    expect(published.data!.publishArticle).toMatchObject({ status: 'PUBLISHED', everPublished: true, version: 2, publishAt: null });
    expect((await listed({ status: 'PUBLISHED' })).map((row) => row.id)).toContain(created.id);
    const again = await gql(PublishArticleDocument, { id: created.id, expectedVersion: 2 });
    expect(again.errors?.[0]).toMatchObject({ message: 'Only a draft or a scheduled article can be published', extensions: { code: 'CONFLICT' } });
    const unpublished = await gql(UnpublishArticleDocument, { id: created.id, expectedVersion: 2 });
    expect(unpublished.data!.unpublishArticle).toMatchObject({ status: 'DRAFT', everPublished: true });
    const deleted = await gql(DeleteArticleDocument, { id: created.id });
    expect(deleted.errors?.[0]).toMatchObject({ message: 'Archive it instead', extensions: { code: 'CONFLICT' } });
    const actions = (await gql(ArticleRevisionsDocument, { articleId: created.id })).data!.articleRevisions.map((each: { action: string }) => each.action);
    expect(actions).toEqual(['unpublished', 'published', 'created']);
  });

  it('refuses to publish an article without content', async () => {
    const created = await create({ body: '  ' });
    const answer = await gql(PublishArticleDocument, { id: created.id, expectedVersion: 1 });
    expect(answer.errors?.[0]).toMatchObject({ message: 'Add some content before publishing', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { body: 'Add some content before publishing' } } });
  });

  it('schedules 5 minutes to a year ahead; the past is refused with the server message; unschedule; the scheduler publishes it', async () => {
    const created = await create();
    const past = await gql(ScheduleArticleDocument, { id: created.id, expectedVersion: 1, publishAt: inMinutes(-60) });
    expect(past.errors?.[0]).toMatchObject({
      message: 'Choose a time at least 5 minutes ahead and within a year',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { publishAt: 'Choose a time at least 5 minutes ahead and within a year' } },
    });
    const tooSoon = await gql(ScheduleArticleDocument, { id: created.id, expectedVersion: 1, publishAt: inMinutes(2) });
    expect(tooSoon.errors?.[0]?.message).toBe('Choose a time at least 5 minutes ahead and within a year');
    const when = inMinutes(60);
    const scheduled = await gql(ScheduleArticleDocument, { id: created.id, expectedVersion: 1, publishAt: when });
    expect(scheduled.data!.scheduleArticle).toMatchObject({ status: 'SCHEDULED', publishAt: when, version: 2 });
    const unscheduled = await gql(UnscheduleArticleDocument, { id: created.id, expectedVersion: 2 });
    expect(unscheduled.data!.unscheduleArticle).toMatchObject({ status: 'DRAFT', publishAt: null, version: 3 });
    const notScheduled = await gql(UnscheduleArticleDocument, { id: created.id, expectedVersion: 3 });
    expect(notScheduled.errors?.[0]).toMatchObject({ message: 'Only a scheduled article can be unscheduled', extensions: { code: 'CONFLICT' } });

    await gql(ScheduleArticleDocument, { id: created.id, expectedVersion: 3, publishAt: when });
    expect(articleListMocks.publishDue(new Date(Date.now() + 61 * 60_000))).toBe(1);
    const after = (await gql(ArticleEditorDocument, { id: created.id })).data!.adminArticle;
    expect(after).toMatchObject({ status: 'PUBLISHED', publishedAt: when, updatedByName: 'Scheduler', version: 5 });
  });

  it('archives from any status and restores to a draft; the list and the editor share the article', async () => {
    const created = await create();
    const archived = await gql(ArchiveArticleDocument, { id: created.id, expectedVersion: 1 });
    expect(archived.data!.archiveArticle).toMatchObject({ status: 'ARCHIVED', version: 2 });
    // The list's archive sees the editor's version, and refuses an archived article.
    const fromList = await gql(ArticleListArchiveDocument, { id: created.id, expectedVersion: 2 });
    expect(fromList.errors?.[0]).toMatchObject({ message: 'This article is already archived', extensions: { code: 'CONFLICT' } });
    const restored = await gql(RestoreArticleDocument, { id: created.id, expectedVersion: 2 });
    expect(restored.data!.restoreArticle).toMatchObject({ status: 'DRAFT', version: 3 });
    const notArchived = await gql(RestoreArticleDocument, { id: created.id, expectedVersion: 3 });
    expect(notArchived.errors?.[0]?.message).toBe('Only an archived article can be restored');
    // Archived from the list: the editor sees it.
    await gql(ArticleListArchiveDocument, { id: created.id, expectedVersion: 3 });
    expect((await gql(ArticleEditorDocument, { id: created.id })).data!.adminArticle).toMatchObject({ status: 'ARCHIVED', version: 4 });
  });

  it('a stale version is CONFLICT with who changed it and when, and nothing is saved', async () => {
    articleListMocks.changeBehindYourBack('3', 'taylor');
    const stale = await gql(UpdateArticleDocument, { id: '3', expectedVersion: 2, input: articleInput({ title: 'Mine' }) });
    expect(stale.errors?.[0]?.message).toMatch(/^This record was changed by taylor at [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M E[SD]T\. Reload to see the latest\.$/);
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', changedBy: 'taylor', changedAt: expect.any(String), details: { changedBy: 'taylor' } });
    expect((await gql(ArticleEditorDocument, { id: '3' })).data!.adminArticle).toMatchObject({ title: 'Five documents lenders ask for', version: 3 });
    const publish = await gql(PublishArticleDocument, { id: '3', expectedVersion: 2 });
    expect(publish.errors?.[0]?.extensions.code).toBe('CONFLICT');
  });

  it('two saves sent with one version: one wins, the other is the stale 409', async () => {
    const answers = await Promise.all([
      gql(UpdateArticleDocument, { id: '4', expectedVersion: 2, input: articleInput({ title: 'First writer' }) }),
      gql(UpdateArticleDocument, { id: '4', expectedVersion: 2, input: articleInput({ title: 'Second writer' }) }),
    ]);
    expect(answers.filter((each) => each.errors === undefined)).toHaveLength(1);
    expect(answers.filter((each) => each.errors?.[0]?.extensions.code === 'CONFLICT')).toHaveLength(1);
    expect((await gql(ArticleEditorDocument, { id: '4' })).data!.adminArticle.version).toBe(3);
  });

  it('admins only: a lender and a client are FORBIDDEN, signed out is UNAUTHENTICATED', async () => {
    for (const [user, code, message] of [
      ['lender', 'FORBIDDEN', "You don't have permission to access this resource"],
      ['client', 'FORBIDDEN', "You don't have permission to access this resource"],
      [null, 'UNAUTHENTICATED', 'Authentication required'],
    ] as const) {
      scenario.signInAs(user);
      for (const [document, variables] of [
        [ArticleEditorDocument, { id: '1' }],
        [CreateArticleDocument, { input: articleInput() }],
        [PublishArticleDocument, { id: '3', expectedVersion: 2 }],
        [DeleteArticleDocument, { id: '3' }],
        [ArticlePreviewLinkDocument, { id: '1' }],
      ] as const) {
        const answer = await gql(document, variables);
        expect(answer.errors?.[0], `${user} ${print(document).slice(0, 40)}`).toMatchObject({ message, extensions: { code } });
      }
    }
    scenario.signInAs('admin');
    expect((await listed()).length).toBe(8);
    expect((await gql(ArticleEditorDocument, { id: '3' })).data!.adminArticle.status).toBe('DRAFT');
  });

  it('a manual save writes a revision, an autosave none; restoring a revision brings its content back as a new revision', async () => {
    const created = await create();
    const saved = await gql(UpdateArticleDocument, { id: created.id, expectedVersion: 1, input: articleInput({ title: 'Second title', body: '## Two\n\nThe second body.' }) });
    expect(saved.data!.updateArticle).toMatchObject({ title: 'Second title', version: 2 });
    const autosaved = await gql(UpdateArticleDocument, { id: created.id, expectedVersion: 2, input: articleInput({ title: 'Third title', body: 'typing…' }), autosave: true });
    expect(autosaved.data!.updateArticle).toMatchObject({ title: 'Third title', version: 3 });
    const revisions = (await gql(ArticleRevisionsDocument, { articleId: created.id })).data!.articleRevisions as { id: string; action: string; title: string }[];
    expect(revisions.map((each) => [each.action, each.title])).toEqual([
      ['saved', 'Second title'],
      ['created', 'Cash flow for seasonal businesses'],
    ]);
    const first = revisions[1]!;
    const restored = await gql(RestoreArticleRevisionDocument, { articleId: created.id, revisionId: first.id, expectedVersion: 3 });
    expect(restored.data!.restoreArticleRevision).toMatchObject({ title: 'Cash flow for seasonal businesses', body: '## Plan ahead\n\nKeep three months of costs aside.', version: 4, status: 'DRAFT' });
    const after = (await gql(ArticleRevisionsDocument, { articleId: created.id })).data!.articleRevisions as { action: string }[];
    expect(after[0]!.action).toBe(`restored #${first.id}`);
    const stale = await gql(RestoreArticleRevisionDocument, { articleId: created.id, revisionId: first.id, expectedVersion: 3 });
    expect(stale.errors?.[0]?.extensions.code).toBe('CONFLICT');
    const otherArticles = await gql(RestoreArticleRevisionDocument, { articleId: '1', revisionId: first.id, expectedVersion: 2 });
    expect(otherArticles.errors?.[0]).toMatchObject({ message: 'Revision not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('deletes a never-published draft (gone from the list and the editor); a published one keeps its old slug', async () => {
    const created = await create();
    expect((await gql(DeleteArticleDocument, { id: created.id })).data).toEqual({ deleteArticle: true });
    expect((await listed()).map((row) => row.id)).not.toContain(created.id);
    expect((await gql(ArticleEditorDocument, { id: created.id })).errors?.[0]).toMatchObject({ message: 'Article not found', extensions: { code: 'NOT_FOUND' } });

    // Article 1 is published: its old slug stays its own (a redirect), so another article cannot take it.
    const moved = await gql(UpdateArticleDocument, { id: '1', expectedVersion: 2, input: articleInput({ title: 'How revenue-based financing works', slug: 'revenue-based-financing' }) });
    expect(moved.data!.updateArticle.slug).toBe('revenue-based-financing');
    const grab = await gql(CreateArticleDocument, { input: articleInput({ slug: 'how-revenue-based-financing-works' }) });
    expect(grab.errors?.[0]?.message).toBe('This URL is already used by "How revenue-based financing works"');
  });

  it('answers a preview link in the server shape, which names the article', async () => {
    const answer = await gql(ArticlePreviewLinkDocument, { id: '3' });
    const link = answer.data!.articlePreviewLink as string;
    expect(link).toMatch(/^\/the-netfund-brief\/preview\?token=3\.\d{10}\.[A-Za-z0-9_-]{43}$/);
    const token = decodeURIComponent(link.split('token=')[1]!);
    expect(previewArticle(token)?.title).toBe('Five documents lenders ask for');
    expect(previewArticle(`${token.slice(0, -1)}x`)).toBeNull();
    expect(previewArticle(token, new Date(Date.now() + 25 * 3_600_000))).toBeNull();
    expect((await gql(ArticlePreviewLinkDocument, { id: '999' })).errors?.[0]?.message).toBe('Article not found');
  });

  it('keeps the articles, versions and revisions across a store save and load (a reload in dev:mock)', async () => {
    const storage = memoryStorage();
    const created = await create();
    await gql(PublishArticleDocument, { id: created.id, expectedVersion: 1 });
    saveMocks(storage);
    reset();
    expect((await gql(ArticleEditorDocument, { id: created.id })).errors).toBeDefined();
    expect(loadMocks(storage)).toBe(true);
    scenario.signInAs('admin');
    expect((await gql(ArticleEditorDocument, { id: created.id })).data!.adminArticle).toMatchObject({ status: 'PUBLISHED', version: 2 });
    expect((await listed({ status: 'PUBLISHED' })).map((row) => row.id)).toContain(created.id);
    const revisions = (await gql(ArticleRevisionsDocument, { articleId: created.id })).data!.articleRevisions as { action: string }[];
    expect(revisions.map((each) => each.action)).toEqual(['published', 'created']);
    // New ids go on from where they were.
    const next = await create({ title: 'After the reload' });
    expect(Number(next.id)).toBeGreaterThan(Number(created.id));
  });

  it('uploads a cover (PNG by content) and serves it; other files and callers are refused as rest-compat does', async () => {
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (char) => char.charCodeAt(0));
    const upload = (bytes: Uint8Array, name: string) => {
      const head = `--b0undary\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`;
      // A Node Buffer: undici does not take the test DOM's Uint8Array as bytes.
      const body = Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(bytes), Buffer.from('\r\n--b0undary--\r\n', 'latin1')]);
      return fetch('http://localhost/api/admin/article-images', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=b0undary' }, body });
    };
    const stored = await upload(png, 'cover.jpg');
    expect(stored.status).toBe(201);
    const image = (await stored.json()) as { id: string; url: string; width: number; height: number };
    expect(image).toEqual({ id: '1', url: '/api/article-images/1', width: 1, height: 1 });
    const served = await fetch(`http://localhost${image.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    const text = await upload(new TextEncoder().encode('not an image'), 'cover.png');
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({ message: 'Upload a JPEG, PNG or WebP image', code: 'BAD_USER_INPUT', errors: { file: 'Upload a JPEG, PNG or WebP image' } });

    // The cover joins the article; without alt text the server's message.
    const noAlt = await gql(CreateArticleDocument, { input: articleInput({ coverImageId: image.id }) });
    expect(noAlt.errors?.[0]?.extensions.fieldErrors).toEqual({ coverAlt: 'Describe the cover image for screen readers' });
    const withCover = await create({ coverImageId: image.id, coverAlt: 'A ledger' });
    expect((await gql(ArticleEditorDocument, { id: withCover.id })).data!.adminArticle).toMatchObject({ coverImageId: '1', coverImageUrl: '/api/article-images/1' });
    const missing = await gql(CreateArticleDocument, { input: articleInput({ coverImageId: '99', coverAlt: 'x' }) });
    expect(missing.errors?.[0]?.extensions.fieldErrors).toEqual({ coverImageId: 'That image was not found; upload it again' });

    scenario.signInAs('client');
    const client = await upload(png, 'cover.png');
    expect(client.status).toBe(403);
    expect(await client.json()).toEqual({ message: "You don't have permission to access this resource", code: 'FORBIDDEN' });
  });
});
