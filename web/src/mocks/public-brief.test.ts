import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ArchiveArticleDocument,
  ArticlePreviewLinkDocument,
  CreateArticleDocument,
  PublishArticleDocument,
  UnpublishArticleDocument,
  UpdateArticleDocument,
} from '../features/blog-admin/api/article-editor.generated';
import { BlogOverviewDocument } from '../features/blog-admin/api/article-lists.generated';
import { ArticleDocument, ArticlePreviewDocument, ArticlesDocument } from '../features/brief/api/brief.generated';
import { articleListMocks } from './article-lists';
import { reset, scenario } from './index';
import { loadMocks, saveMocks } from './store';
import { articleInput, gql, memoryStorage } from './test-support';

/**
 * The public NetFund Brief (`Articles`, `Article`, `ArticlePreview`) answers from the back office's one article store,
 * as the server's ArticleResolver / ArticleService / ArticlePreviewService do.
 */

/** The brief's public list, as a visitor (signed out) sees it. */
async function publicList(variables: Record<string, unknown> = {}) {
  const answer = await gql(ArticlesDocument, { page: 1, pageSize: 24, tag: null, ...variables });
  expect(answer.errors).toBeUndefined();
  return answer.data!.articles as {
    total: number;
    page: number;
    pageSize: number;
    pageCount: number;
    items: { id: string; slug: string; title: string; publishedAt: string }[];
  };
}

async function publicArticle(id: string) {
  const answer = await gql(ArticleDocument, { id });
  expect(answer.errors).toBeUndefined();
  return answer.data!.article as { id: string; slug: string; title: string; body: string } | null;
}

async function previewOf(token: string) {
  const answer = await gql(ArticlePreviewDocument, { token });
  return answer;
}

async function previewLink(id: string): Promise<string> {
  scenario.signInAs('admin');
  const answer = await gql(ArticlePreviewLinkDocument, { id });
  expect(answer.errors).toBeUndefined();
  scenario.signInAs(null);
  return decodeURIComponent((answer.data!.articlePreviewLink as string).split('token=')[1]!);
}

beforeEach(() => {
  reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the public NetFund Brief on the back office store', () => {
  it('lists published articles only, newest first, with the demo content the brief pages show', async () => {
    const list = await publicList();
    const statuses = new Map(articleListMocks.articles.map((each) => [each.id, each.status]));
    expect(list.items.length).toBeGreaterThanOrEqual(4);
    expect(list.items.every((each) => statuses.get(each.id) === 'PUBLISHED')).toBe(true);
    expect(list.total).toBe(articleListMocks.articles.filter((each) => each.status === 'PUBLISHED').length);
    const dates = list.items.map((each) => each.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Draft 3 and 4, scheduled 2, archived 5: not public, by id or by slug.
    for (const id of ['2', '3', '4', '5']) {
      expect(list.items.map((each) => each.id)).not.toContain(id);
      expect(await publicArticle(id)).toBeNull();
      expect(await publicArticle(articleListMocks.articles.find((each) => each.id === id)!.slug)).toBeNull();
    }
  });

  it('a draft published in the editor appears in Articles and Article (by slug and id); unpublished or archived, it is gone', async () => {
    scenario.signInAs('admin');
    const created = (await gql(CreateArticleDocument, { input: articleInput() })).data!.createArticle as {
      id: string;
      slug: string;
    };
    scenario.signInAs(null);
    expect((await publicList()).items.map((each) => each.id)).not.toContain(created.id);
    expect(await publicArticle(created.slug)).toBeNull();

    scenario.signInAs('admin');
    expect((await gql(PublishArticleDocument, { id: created.id, expectedVersion: 1 })).errors).toBeUndefined();
    scenario.signInAs(null);
    const list = await publicList();
    // Newest first: the article just published leads the list.
    expect(list.items[0]).toMatchObject({
      id: created.id,
      slug: 'cash-flow-for-seasonal-businesses',
      title: 'Cash flow for seasonal businesses',
    });
    expect((await publicList({ tag: 'PLANNING' })).items.map((each) => each.id)).toEqual([created.id]);
    expect(await publicArticle(created.slug)).toMatchObject({
      id: created.id,
      body: '## Plan ahead\n\nKeep three months of costs aside.',
      tags: ['cash', 'planning'],
      authorName: 'admin',
      readingMinutes: 1,
    });
    expect(await publicArticle(created.id)).toMatchObject({ slug: created.slug });

    scenario.signInAs('admin');
    expect((await gql(UnpublishArticleDocument, { id: created.id, expectedVersion: 2 })).errors).toBeUndefined();
    scenario.signInAs(null);
    expect(await publicArticle(created.slug)).toBeNull();
    expect((await publicList()).items.map((each) => each.id)).not.toContain(created.id);

    scenario.signInAs('admin');
    expect((await gql(ArchiveArticleDocument, { id: '1', expectedVersion: 2 })).errors).toBeUndefined();
    scenario.signInAs(null);
    expect(await publicArticle('how-revenue-based-financing-works')).toBeNull();
  });

  it('a scheduled article becomes public once its time has come (the scheduler), dated at its publish time', async () => {
    const scheduled = articleListMocks.articles.find((each) => each.id === '2')!;
    expect(await publicArticle(scheduled.slug)).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(new Date(scheduled.publishAt!).getTime() + 60_000));
    const list = await publicList();
    expect(list.items[0]).toMatchObject({ id: '2', publishedAt: scheduled.publishAt });
    expect(await publicArticle(scheduled.slug)).toMatchObject({ id: '2' });
  });

  it('pages and tags as the server: 1-24 a page, a tag in any case, a page past the end empty, its words for bad paging', async () => {
    const all = await publicList();
    const first = await publicList({ pageSize: 2 });
    expect(first).toMatchObject({ total: all.total, page: 1, pageSize: 2, pageCount: Math.ceil(all.total / 2) });
    const second = await publicList({ page: 2, pageSize: 2 });
    expect([...first.items, ...second.items].map((each) => each.id)).toEqual(
      all.items.slice(0, 4).map((each) => each.id),
    );
    expect((await publicList({ page: 99 })).items).toEqual([]);
    const byDefault = (await gql(ArticlesDocument, {})).data!.articles;
    expect(byDefault).toMatchObject({ page: 1, pageSize: 6 });
    const funding = await publicList({ tag: ' Funding ' });
    expect(funding.items.length).toBeGreaterThan(0);
    expect(funding.items.length).toBeLessThan(all.items.length);
    expect((await publicList({ tag: 'nothing-here' })).items).toEqual([]);

    expect((await gql(ArticlesDocument, { pageSize: 25 })).errors?.[0]).toMatchObject({
      message: 'Page size must be a whole number from 1 to 24',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { pageSize: 'Page size must be a whole number from 1 to 24' },
      },
    });
    expect((await gql(ArticlesDocument, { page: 0 })).errors?.[0]).toMatchObject({
      message: 'Page must be a whole number of 1 or more',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { page: 'Page must be a whole number of 1 or more' } },
    });
    expect((await gql(ArticlesDocument, { tag: 'a\u0000b' })).errors?.[0]).toMatchObject({
      message: 'tag must not contain NUL characters (\\u0000)',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { tag: 'Must not contain NUL characters (\\u0000)' } },
    });
  });

  it("an old slug is null through GraphQL, as on the server (the 301 to the new slug is the web edge's); the new slug answers", async () => {
    scenario.signInAs('admin');
    const moved = await gql(UpdateArticleDocument, {
      id: '1',
      expectedVersion: 2,
      input: articleInput({
        title: 'How revenue-based financing works',
        slug: 'revenue-based-financing',
        body: 'Moved.',
        tags: ['funding'],
      }),
    });
    expect(moved.errors).toBeUndefined();
    scenario.signInAs(null);
    expect(await publicArticle('how-revenue-based-financing-works')).toBeNull();
    expect(await publicArticle('revenue-based-financing')).toMatchObject({ id: '1', body: 'Moved.' });
    expect(await publicArticle('1')).toMatchObject({ slug: 'revenue-based-financing' });
  });

  it('a preview link from ArticlePreviewLink opens the draft as saved; a tampered, expired or old-style token is null', async () => {
    scenario.signInAs('admin');
    const saved = await gql(UpdateArticleDocument, {
      id: '4',
      expectedVersion: 2,
      input: articleInput({ title: 'What a factor rate really costs', body: '## Draft body\n\nNot public yet.' }),
    });
    expect(saved.errors).toBeUndefined();
    const token = await previewLink('4');
    expect(await publicArticle('4')).toBeNull();
    const opened = await previewOf(token);
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.articlePreview).toMatchObject({
      id: '4',
      title: 'What a factor rate really costs',
      body: '## Draft body\n\nNot public yet.',
    });

    const last = token.at(-1) === 'A' ? 'B' : 'A';
    for (const bad of [`${token.slice(0, -1)}${last}`, token.replace(/^4\./, '3.'), 'preview-4', '']) {
      expect(await previewOf(bad), bad).toEqual({ data: { articlePreview: null } });
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 24 * 3_600_000 + 1_000));
    expect(await previewOf(token)).toEqual({ data: { articlePreview: null } });
  });

  it("reading an article counts a view (the overview's top articles), and the public articles survive a store reload", async () => {
    const storage = memoryStorage();
    const before = articleListMocks.articles.find((each) => each.id === '1')!.views30d;
    await publicArticle('how-revenue-based-financing-works');
    await publicArticle('how-revenue-based-financing-works');
    expect(articleListMocks.articles.find((each) => each.id === '1')!.views30d).toBe(before + 2);
    scenario.signInAs('admin');
    const created = (await gql(CreateArticleDocument, { input: articleInput() })).data!.createArticle as {
      id: string;
      slug: string;
    };
    await gql(PublishArticleDocument, { id: created.id, expectedVersion: 1 });
    const overview = (await gql(BlogOverviewDocument)).data!.blogOverview;
    expect(overview.topArticles.find((row: { id: string }) => row.id === '1').views30d).toBe(before + 2);
    saveMocks(storage);
    reset();
    expect(await publicArticle(created.slug)).toBeNull();
    expect(loadMocks(storage)).toBe(true);
    expect(await publicArticle(created.slug)).toMatchObject({ id: created.id });
  });
});
