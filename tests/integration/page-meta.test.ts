import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeManifest } from '../../web/scripts/route-manifest.mjs';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Item 20 of issue 9: the SERVED html of each page carries its own title, description, share tags and canonical URL
 * (crawlers and link previews run no JavaScript). The web build is made here from the real sources: the web app's
 * index.html and the route manifest the Vite build writes (route-meta.json folded into routes.json).
 */

let server: TestServer;

beforeAll(async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'netfund-page-meta-dist-'));
  copyFileSync(fileURLToPath(new URL('../../web/index.html', import.meta.url)), join(distDir, 'index.html'));
  const manifest = routeManifest(fileURLToPath(new URL('../../web/src/routeTree.gen.ts', import.meta.url)));
  writeFileSync(join(distDir, 'routes.json'), JSON.stringify(manifest));
  server = await startTestServer({ webDistDir: distDir });
});
afterAll(() => server?.stop());

/** The head of a page as a crawler gets it: every title, meta and canonical tag in the raw HTML. */
async function servedHead(path: string) {
  const res = await new ApiClient(server.url).get(path, { accept: 'text/html' });
  const html = res.text;
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => decode(m[1]!));
  const meta = (attribute: 'name' | 'property', key: string) => all(new RegExp(`<meta ${attribute}="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`, 'g'));
  return {
    status: res.status,
    html,
    titles: all(/<title>([^<]*)<\/title>/g),
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogUrl: meta('property', 'og:url'),
    ogImage: meta('property', 'og:image'),
    ogType: meta('property', 'og:type'),
    twitterCard: meta('name', 'twitter:card'),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
  };
}

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!);

describe('served HTML of public pages', () => {
  it.each([
    {
      path: '/',
      title: 'Business Funding Built for Growth — NetFund',
      description: /^Business funding for small-business owners and real-estate investors/,
      canonical: '/',
    },
    {
      path: '/services/line-of-credit',
      title: 'Line of Credit — NetFund',
      description: /^Business line of credit from NetFund: \$10,000 to \$250,000/,
      canonical: '/services/line-of-credit',
    },
    {
      path: '/auth?redirect=%2Fclient%2Fdashboard',
      title: 'Sign In — NetFund',
      description: /^Sign in to NetFund/,
      canonical: '/auth',
    },
    {
      path: '/support/faq',
      title: 'Frequently Asked Questions — NetFund',
      description: /^Answers about applying for business funding/,
      canonical: '/support/faqs',
    },
  ])('$path has its own title, description, share tags and canonical URL, once each', async ({ path, title, description, canonical }) => {
    const head = await servedHead(path);
    expect(head.status).toBe(200);
    expect(head.titles).toEqual([title]);
    expect(head.description).toHaveLength(1);
    expect(head.description[0]).toMatch(description);
    expect(head.ogTitle).toEqual([title]);
    expect(head.ogDescription).toEqual(head.description);
    expect(head.ogUrl).toEqual([server.url + canonical]);
    expect(head.canonical).toEqual([server.url + canonical]);
    expect(head.ogImage).toEqual([`${server.url}/og-image.png`]);
    expect(head.ogType).toEqual(['website']);
    expect(head.twitterCard).toEqual(['summary_large_image']);
    // Still the app: its root element and scripts are untouched.
    expect(head.html).toContain('<div id="root"></div>');
  });

  it("gives an article its own title and summary, as an 'article', canonical by slug", async () => {
    const [article] = await server.sql<{ slug: string; title: string; excerpt: string }>(
      `select slug, title, excerpt from articles where status = 'published' and meta_title is null and meta_description is null order by id limit 1`,
    );
    const head = await servedHead(`/the-netfund-brief/${article!.slug}`);
    expect(head.status).toBe(200);
    expect(head.titles).toEqual([`${article!.title} — NetFund`]);
    expect(head.description).toEqual([article!.excerpt]);
    expect(head.ogTitle).toEqual([`${article!.title} — NetFund`]);
    expect(head.ogDescription).toEqual([article!.excerpt]);
    expect(head.ogType).toEqual(['article']);
    expect(head.canonical).toEqual([`${server.url}/the-netfund-brief/${article!.slug}`]);
  });

  it('keeps a later page of The NetFund Brief as its own canonical URL, and drops any other query', async () => {
    expect((await servedHead('/the-netfund-brief?page=2&utm_source=x')).canonical).toEqual([`${server.url}/the-netfund-brief?page=2`]);
    expect((await servedHead('/the-netfund-brief?page=1')).canonical).toEqual([`${server.url}/the-netfund-brief`]);
  });

  it('escapes what comes from the address: a parameter cannot add markup', async () => {
    const head = await servedHead('/result/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(head.html).not.toContain('<script>alert(1)</script>');
    expect(head.titles).toEqual(['Application #"><script>alert(1)</script> Result — NetFund']);
  });
});

describe('served HTML of other pages', () => {
  it('names signed-in pages too (the server does not check the role; the app does)', async () => {
    expect((await servedHead('/admin/dashboard')).titles).toEqual(['Admin Dashboard — NetFund']);
    expect((await servedHead('/client/applications/2')).titles).toEqual(['Application #2 — NetFund']);
  });

  it("answers unknown paths and unknown articles with 404 and the not-found page's title", async () => {
    for (const path of ['/no/such/page', '/the-netfund-brief/999999']) {
      const head = await servedHead(path);
      expect(head.status, path).toBe(404);
      expect(head.titles, path).toEqual(['404 Page Not Found — NetFund']);
    }
  });
});
