import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeManifest } from '../../web/scripts/route-manifest.mjs';
import { ApiClient, signedInClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 13 item 6: the public brief's sitemap, served HTML (title, description, share tags, canonical), RSS/Atom
 * feeds (linked for autodiscovery) follow publishing at once; numeric ids and old slugs answer 301 to the slug.
 */
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'netfund-articles-seo-dist-'));
  copyFileSync(fileURLToPath(new URL('../../web/index.html', import.meta.url)), join(distDir, 'index.html'));
  const manifest = routeManifest(fileURLToPath(new URL('../../web/src/routeTree.gen.ts', import.meta.url)));
  writeFileSync(join(distDir, 'routes.json'), JSON.stringify(manifest));
  server = await startTestServer({ webDistDir: distDir });
  admin = await signedInClient(server.url, 'admin');
});
afterAll(() => server?.stop());

const html = (path: string) => new ApiClient(server.url).get(path, { accept: 'text/html' });
const FIELDS = 'id slug version status';

async function publishedArticle(input: Record<string, unknown>) {
  const slug = `seo-${Math.random().toString(36).slice(2, 10)}`;
  const created = await admin.gql(`mutation($i: ArticleInput!) { createArticle(input: $i) { ${FIELDS} } }`, {
    i: { title: 'An SEO test article', slug, excerpt: 'The excerpt.', body: '## Hello\n\nWorld.', ...input },
  });
  expect(created.body.errors).toBeUndefined();
  const { id, version } = created.body.data.createArticle;
  const published = await admin.gql(`mutation($id: ID!, $v: Int!) { publishArticle(id: $id, expectedVersion: $v) { ${FIELDS} } }`, { id, v: version });
  expect(published.body.errors).toBeUndefined();
  return published.body.data.publishArticle as { id: string; slug: string; version: number };
}

const unpublish = (id: string, v: number) =>
  admin.gql(`mutation($id: ID!, $v: Int!) { unpublishArticle(id: $id, expectedVersion: $v) { ${FIELDS} } }`, { id, v });

describe('the brief follows publishing at once', () => {
  it('sitemap, RSS, Atom and the served HTML show a published article and drop it when unpublished', async () => {
    const article = await publishedArticle({ title: 'Feeds follow publishing', metaTitle: 'Feeds follow publishing — meta', metaDescription: 'A description for search engines.' });
    const page = `/the-netfund-brief/${article.slug}`;

    const sitemap = await new ApiClient(server.url).get('/sitemap.xml');
    expect(sitemap.text).toContain(`<loc>${server.url}${page}</loc>`);
    const rss = await new ApiClient(server.url).get('/the-netfund-brief/rss.xml');
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    expect(rss.text).toContain('<rss version="2.0"');
    expect(rss.text).toContain(`${server.url}${page}`);
    expect(rss.text).toContain('Feeds follow publishing');
    const atom = await new ApiClient(server.url).get('/the-netfund-brief/atom.xml');
    expect(atom.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    expect(atom.text).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(atom.text).toContain(`${server.url}${page}`);

    const served = await html(page);
    expect(served.status).toBe(200);
    expect(served.text).toContain('<title>Feeds follow publishing — meta — NetFund</title>');
    expect(served.text).toContain('<meta name="description" content="A description for search engines." />');
    expect(served.text).toContain('<meta property="og:type" content="article" />');
    expect(served.text).toContain('<meta name="twitter:title" content="Feeds follow publishing — meta — NetFund" />');
    expect(served.text).toContain(`<link rel="canonical" href="${server.url}${page}" />`);
    expect(served.text).toContain(`<link rel="alternate" type="application/rss+xml" title="The NetFund Brief (RSS)" href="${server.url}/the-netfund-brief/rss.xml" />`);
    expect(served.text).toContain(`<link rel="alternate" type="application/atom+xml" title="The NetFund Brief (Atom)" href="${server.url}/the-netfund-brief/atom.xml" />`);
    expect((await html('/the-netfund-brief')).text).toContain('type="application/rss+xml"');
    expect((await html('/support/contact')).text).not.toContain('type="application/rss+xml"');

    expect((await unpublish(article.id, article.version)).body.errors).toBeUndefined();
    expect((await new ApiClient(server.url).get('/sitemap.xml')).text).not.toContain(page);
    expect((await new ApiClient(server.url).get('/the-netfund-brief/rss.xml')).text).not.toContain(page);
    expect((await new ApiClient(server.url).get('/the-netfund-brief/atom.xml')).text).not.toContain(page);
    const gone = await html(page);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('<title>404 Page Not Found — NetFund</title>');
    expect((await html(`/the-netfund-brief/${article.id}`)).status).toBe(404);
  });

  it('a numeric id answers 301 to the slug; a changed slug answers 301 from the old one', async () => {
    const article = await publishedArticle({ title: 'Moving house' });
    const byId = await html(`/the-netfund-brief/${article.id}?utm_source=x`);
    expect(byId.status).toBe(301);
    expect(byId.headers.get('location')).toBe(`/the-netfund-brief/${article.slug}?utm_source=x`);

    const newSlug = `${article.slug}-moved`;
    const moved = await admin.gql(`mutation($id: ID!, $v: Int!, $i: ArticleInput!) { updateArticle(id: $id, expectedVersion: $v, input: $i) { slug version } }`, {
      id: article.id,
      v: article.version,
      i: { title: 'Moving house', slug: newSlug, body: '## Hello\n\nWorld.' },
    });
    expect(moved.body.data.updateArticle.slug).toBe(newSlug);
    const old = await html(`/the-netfund-brief/${article.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/the-netfund-brief/${newSlug}`);
    expect((await html(`/the-netfund-brief/${newSlug}`)).status).toBe(200);
    // GraphQL takes the slug too; an old slug is not an article there.
    expect((await new ApiClient(server.url).gql(`query($id: ID!) { article(id: $id) { slug } }`, { id: newSlug })).body.data.article).toEqual({ slug: newSlug });
    expect(await server.sql('select old_slug from article_slug_redirect where article_id = $1', [article.id])).toEqual([{ old_slug: article.slug }]);
  });

  it('noindex keeps an article out of the sitemap and marks its page; a canonical URL is honoured', async () => {
    const hidden = await publishedArticle({ title: 'Not for search engines', noindex: true });
    expect((await new ApiClient(server.url).get('/sitemap.xml')).text).not.toContain(hidden.slug);
    expect((await html(`/the-netfund-brief/${hidden.slug}`)).text).toContain('<meta name="robots" content="noindex" />');
    const syndicated = await publishedArticle({ title: 'First published elsewhere', canonicalUrl: 'https://example.com/original' });
    expect((await html(`/the-netfund-brief/${syndicated.slug}`)).text).toContain('<link rel="canonical" href="https://example.com/original" />');
  });

  it('the preview page is an app page (not a missing article) and is not indexed', async () => {
    const res = await html('/the-netfund-brief/preview?token=abc');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
  });
});
