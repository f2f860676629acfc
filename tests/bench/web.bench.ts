/**
 * `npm run bench:web`: Lighthouse (the `lighthouse` npm package driving the system Chromium) on every public page the
 * performance goals name — `/`, each service page, the brief, its newest article, `/auth` and `/netbuilder` (signed
 * out) — served by the real production server (built web app with its server renderer, fresh embedded PostgreSQL
 * with demo data). Prints performance, accessibility, best-practices and SEO scores with LCP, TBT and CLS per page,
 * in mobile emulation (Lighthouse's default: Moto G-class device, simulated slow 4G, 4x CPU slowdown) or desktop
 * with BENCH_WEB_PRESET=desktop; BENCH_WEB_PAGES=/a,/b runs only those.
 * Run `npm run build` first. Goals (DESIGN §8): performance >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS < 0.05,
 * accessibility >= 95.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chmodSync, createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../graphql-server/src/db/embedded-postgres.js';
import { createLogger, loadConfig, openDatabase } from '../../graphql-server/src/index.js';
import { createNetFundApp } from '../../rest-compat/src/server.js';
import { seedDemoData } from '../../seed/src/demo-data.js';
import { PRODUCTS } from '../../graphql-server/src/catalogue/products.js';
import { freePort } from '../support/free-port.js';

const SERVICE_PAGES = PRODUCTS.map((product) => product.path);
const NEWEST_ARTICLE = '{newest article}';
const PAGES = process.env.BENCH_WEB_PAGES?.split(',') ?? ['/', ...SERVICE_PAGES, '/the-netfund-brief', NEWEST_ARTICLE, '/auth', '/netbuilder'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const desktop = process.env.BENCH_WEB_PRESET === 'desktop';

async function main(): Promise<void> {
  // Production as measured before it required its settings: the demo checkout (which DEMO_MODE=true allows), with
  // Net30's demo features off as they were; the database is set below.
  const production = {
    NODE_ENV: 'production',
    TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
    DEMO_MODE: 'true',
    PUBLIC_URL: 'http://127.0.0.1',
    EMBEDDED_POSTGRES: 'true',
  };
  const config = {
    ...loadConfig({
      ...production,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR,
      SERVER_RENDERING: process.env.SERVER_RENDERING ?? 'true',
    }),
    demoMode: false,
  };
  if (!existsSync(join(config.webDistDir, 'index.html'))) throw new Error('web/dist is missing: run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'netfund-bench-web-'));
  chmodSync(dir, 0o755);
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(join(dir, 'data'), await freePort());
  config.databaseUrl = process.env.DATABASE_URL ?? embedded!.url;
  const db = await openDatabase(config, () => {});
  await seedDemoData(db, config);
  // The production access log costs what it costs in production, written where it does not flood the terminal.
  const http = await createNetFundApp(db, config, createLogger(config, createWriteStream('/dev/null')));
  const server = http.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  const results: Record<string, Record<string, number | string>> = {};
  try {
    const pages = await Promise.all(PAGES.map((page) => (page === NEWEST_ARTICLE ? newestArticlePath(base) : page)));
    for (const path of pages) {
      const runner = await lighthouse(
        base + path,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        desktop ? desktopConfig : undefined,
      );
      const categories = runner?.lhr.categories ?? {};
      const audits = runner?.lhr.audits ?? {};
      results[path] = {
        ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
        LCP: audits['largest-contentful-paint']?.displayValue ?? '?',
        TBT: audits['total-blocking-time']?.displayValue ?? '?',
        CLS: audits['cumulative-layout-shift']?.displayValue ?? '?',
      };
      console.log(`${path}: ${JSON.stringify(results[path])}`);
    }
  } finally {
    chrome.kill();
    server.closeAllConnections();
    server.close();
    await http.stop();
    await db.close();
    await embedded?.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  const columns = [...CATEGORIES, 'LCP', 'TBT', 'CLS'];
  console.log(`\nLighthouse ${desktop ? 'desktop' : 'mobile'} (scores 0-100)`);
  console.log(`| page | ${columns.join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---').join('|')}|`);
  for (const [path, scores] of Object.entries(results)) console.log(`| \`${path}\` | ${columns.map((c) => scores[c]).join(' | ')} |`);
}

/** The brief's newest published article, as the public GraphQL API lists it. */
async function newestArticlePath(base: string): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ articles(page: 1, pageSize: 1) { items { slug } } }' }),
  });
  const { data } = (await response.json()) as { data?: { articles: { items: { slug: string }[] } } };
  const slug = data?.articles.items[0]?.slug;
  if (!slug) throw new Error('bench:web: the demo data has no published article');
  return `/the-netfund-brief/${slug}`;
}

await main();
