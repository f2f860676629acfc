/**
 * `npm run bench:web`: Lighthouse (the `lighthouse` npm package driving the system Chromium) on `/`, one service page
 * and `/netbuilder`, served by the real production server (built web app, fresh embedded PostgreSQL with demo data).
 * Prints performance, accessibility, best-practices and SEO scores per page, in mobile emulation (Lighthouse's
 * default: Moto G-class device, simulated slow 4G) or desktop with BENCH_WEB_PRESET=desktop.
 * Run `npm run build` first. Goals (DESIGN §8, issue 4): performance >= 90, accessibility >= 95.
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
import { freePort } from '../support/free-port.js';

const PAGES = ['/', '/services/investment-property-loans', '/netbuilder'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const desktop = process.env.BENCH_WEB_PRESET === 'desktop';

async function main(): Promise<void> {
  const config = { ...loadConfig({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'ab'.repeat(32), WEB_DIST_DIR: process.env.WEB_DIST_DIR }) };
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
  const results: Record<string, Record<string, number>> = {};
  try {
    for (const path of PAGES) {
      const runner = await lighthouse(
        base + path,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        desktop ? desktopConfig : undefined,
      );
      const categories = runner?.lhr.categories ?? {};
      results[path] = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]));
      const audits = runner?.lhr.audits ?? {};
      console.log(
        `${path}: LCP ${audits['largest-contentful-paint']?.displayValue}, TBT ${audits['total-blocking-time']?.displayValue}, CLS ${audits['cumulative-layout-shift']?.displayValue}`,
      );
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

  console.log(`\nLighthouse ${desktop ? 'desktop' : 'mobile'} scores (0-100)`);
  console.log(`${'page'.padEnd(40)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
  for (const [path, scores] of Object.entries(results)) {
    console.log(`${path.padEnd(40)}${CATEGORIES.map((c) => String(scores[c]).padStart(16)).join('')}`);
  }
}

await main();
