/**
 * `npm run bench:web`: the public pages of issue 28's goals, measured on the product as `npm start` serves it.
 *
 * The server is `npm start` itself, in a child process: preflight, `scripts/ensure-built.mjs` (it builds dist/ and
 * web/dist when they are older than their sources, as a fresh clone's first start does), then
 * `dist/rest-compat/src/main.js` with the default settings: no NODE_ENV (development), server rendering as the
 * product defaults it, the embedded PostgreSQL seeded with the demo data. The bench sets only what keeps it apart
 * from a NetFund already running here: PORT, HOST=127.0.0.1, a fresh EMBEDDED_PG_DIR and EMBEDDED_PG_PORT (and it
 * drops DATABASE_URL and EMBEDDED_POSTGRES, so the database is always the embedded one with the demo data). Any other
 * NetFund setting in your environment reaches the server and is printed as a deviation from the defaults.
 *
 * Pages: `/`, every service page (graphql-server/src/catalogue/products.ts), `/the-netfund-brief`, its newest
 * article, `/auth`, `/netbuilder` (signed out) and `/support/contact`; BENCH_WEB_PAGES=/a,/b runs only those.
 *
 * Each page is requested once before it is measured, as a server that has been running has rendered it before.
 *
 * 1. Lighthouse 13 (the `lighthouse` package driving the system Chromium), one run per page, in its default mobile
 *    emulation (Moto G-class device, simulated slow 4G, 4x CPU slowdown), or desktop with BENCH_WEB_PRESET=desktop:
 *    performance and accessibility scores, LCP, TBT and CLS, and which goals a page misses.
 * 2. JavaScript disabled (Lighthouse cannot do that; playwright-core with `javaScriptEnabled: false`, 375 px): the
 *    main heading, the count of links and the text of `<main>`, each beside the same page with JavaScript; the
 *    content is "there" when the heading is the same and the text without JavaScript is at least 90% of it.
 *
 * Goals (issue 28): performance >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.02, accessibility 100 on every page.
 * Measure on a quiet machine (the load average is printed with the machine and the commit).
 *
 * BENCH_WEB_SERVER=source runs the same main from its TypeScript sources (rest-compat/src/main.ts, as `npm run dev`
 * loads it) and builds nothing: for a private web build (WEB_DIST_DIR=/tmp/…) on a working tree that others share,
 * where `npm start` would rebuild the shared dist/ and web/dist.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCTS } from '../../graphql-server/src/catalogue/products.js';
import { launchBrowser, viewports } from '../e2e/support/browser.js';
import { freePort } from '../support/free-port.js';
import { newestArticlePath } from '../support/newest-article.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const NEWEST_ARTICLE = '{newest article}';
const PAGES = process.env.BENCH_WEB_PAGES?.split(',') ?? [
  '/',
  ...PRODUCTS.map((product) => product.path),
  '/the-netfund-brief',
  NEWEST_ARTICLE,
  '/auth',
  '/netbuilder',
  '/support/contact',
];
const desktop = process.env.BENCH_WEB_PRESET === 'desktop';
const fromSource = process.env.BENCH_WEB_SERVER === 'source';
/** Settings that change what is served or how: printed when the caller's environment sets them. */
const WATCHED_SETTINGS = ['NODE_ENV', 'SERVER_RENDERING', 'DEMO_MODE', 'WEB_DIST_DIR', 'LOG_LEVEL', 'TRUST_PROXY'];
const GOALS = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 150, cls: 0.02 };

interface LighthouseRow {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface NoScriptRow {
  status: number;
  heading: string;
  headingWithScript: string;
  links: number;
  linksWithScript: number;
  text: number;
  textWithScript: number;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'netfund-bench-web-'));
  // The embedded PostgreSQL refuses a data directory that others cannot read when run as root.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(describeRun());
  const lighthouseRows = new Map<string, LighthouseRow>();
  const noScriptRows = new Map<string, NoScriptRow>();
  let server: { stop(): Promise<void> } | undefined;
  try {
    server = await startServer(dir, port);
    const pages = await Promise.all(PAGES.map((page) => (page === NEWEST_ARTICLE ? newestArticlePath(base) : page)));
    // Each page asked for once first, as a running server has been: Lighthouse then measures the page, not the
    // first render after a start (the renderer's module, the page cache).
    for (const path of pages) await (await fetch(base + path, { headers: { accept: 'text/html' } })).text();
    await runLighthouse(base, pages, lighthouseRows);
    await runWithoutJavaScript(base, pages, noScriptRows);
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  printTables(lighthouseRows, noScriptRows);
}

/** The commit, the machine and its load, and any setting that is not npm start's default. */
function describeRun(): string {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return undefined;
    }
  };
  const commit = git('rev-parse', '--short', 'HEAD') ?? 'unknown (not a git checkout)';
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : '';
  const cpu = cpus();
  const deviations = WATCHED_SETTINGS.filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`);
  return [
    `bench:web: commit ${commit}${dirty}; ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}; load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
    `bench:web: server ${fromSource ? 'rest-compat/src/main.ts from source (nothing built)' : '`npm start`'}, settings: ${deviations.length ? deviations.join(' ') : "npm start's defaults"}`,
  ].join('\n');
}

/** `npm start` (or its main from source) on a port and an embedded PostgreSQL of its own; resolves once `/` answers. */
async function startServer(dir: string, port: number): Promise<{ stop(): Promise<void> }> {
  const pgDir = join(dir, 'postgres');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_DIR: pgDir,
    EMBEDDED_PG_PORT: String(await freePort()),
  };
  delete env.DATABASE_URL;
  delete env.EMBEDDED_POSTGRES;
  const [command, args] = fromSource
    ? [process.execPath, ['--import', '@swc-node/register/esm-register', 'rest-compat/src/main.ts']]
    : ['npm', ['start']];
  if (fromSource) env.SWC_NODE_PROJECT = 'tsconfig.server.json';
  const logFile = join(dir, 'server.log');
  const log = createWriteStream(logFile);
  // Its own process group, so that stopping it stops npm's shell and the node process under it.
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Interrupted, the bench takes its server (and that server's PostgreSQL) with it.
  process.once('SIGINT', () => void stopProcess(child, exited, pgDir).then(() => process.exit(130)));
  const failed = (why: string) => {
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    return new Error(`bench:web: the server ${why}. Its output:\n${tail}`);
  };
  // npm start may build first (ensure-built); a build of both takes minutes on a small machine.
  const deadline = Date.now() + 15 * 60_000;
  let ready = false;
  while (!ready) {
    const result = await Promise.race([
      exited.then((code) => ({ exited: code })),
      fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } }).then(
        (response) => ({ status: response.status }),
        () => ({ status: 0 }),
      ),
    ]);
    if ('exited' in result) {
      await stopProcess(child, exited, pgDir);
      throw failed(`exited (code ${result.exited}) before it answered`);
    }
    ready = result.status === 200;
    if (!ready && Date.now() > deadline) {
      await stopProcess(child, exited, pgDir);
      throw failed('did not answer GET / with 200 within 15 minutes');
    }
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { stop: () => stopProcess(child, exited, pgDir) };
}

/**
 * Stops the server and its embedded PostgreSQL, whatever state they are in: SIGTERM to the server's process group
 * (main.ts closes the server and stops PostgreSQL; a server that crashed left PostgreSQL running in that group), then
 * waits for the group to be empty. A PostgreSQL still running on the bench's data directory after that is stopped by
 * the pid in its postmaster.pid (fast shutdown, then SIGKILL): the directory is deleted next.
 */
async function stopProcess(child: ChildProcess, exited: Promise<unknown>, pgDir: string): Promise<void> {
  const group = child.pid;
  if (group === undefined) return;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const waitWhile = async (condition: () => boolean, ms: number) => {
    for (const deadline = Date.now() + ms; condition() && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 250));
  };
  if (alive(-group)) process.kill(-group, 'SIGTERM');
  if (child.exitCode === null) await exited;
  await waitWhile(() => alive(-group), 30_000);
  const pidFile = join(pgDir, 'postmaster.pid');
  const postmaster = existsSync(pidFile) ? Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10) : 0;
  if (postmaster > 0 && alive(postmaster)) {
    process.kill(postmaster, 'SIGINT');
    await waitWhile(() => alive(postmaster), 15_000);
    if (alive(postmaster)) process.kill(postmaster, 'SIGKILL');
  }
}

/** One Lighthouse run per page, in one Chromium. */
async function runLighthouse(base: string, pages: string[], rows: Map<string, LighthouseRow>): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    for (const path of pages) {
      const runner = await lighthouse(
        base + path,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
        desktop ? desktopConfig : undefined,
      );
      const categories = runner?.lhr.categories ?? {};
      const audits = runner?.lhr.audits ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const row = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      };
      rows.set(path, row);
      console.log(`lighthouse ${path}: ${formatLighthouse(row).join(' | ')}`);
      // Where the main thread went (Lighthouse's own breakdown) and its long tasks: what to look at when TBT is high.
      const breakdown =
        (
          audits['mainthread-work-breakdown']?.details as
            { items?: { groupLabel: string; duration: number }[] } | undefined
        )?.items ?? [];
      const longTasks =
        (
          audits['long-tasks']?.details as
            { items?: { url: string; duration: number; startTime: number }[] } | undefined
        )?.items ?? [];
      console.log(
        `  main thread: ${breakdown.map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`).join(', ')}`,
      );
      if (longTasks.length)
        console.log(
          `  long tasks: ${longTasks.map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms (${task.url.replace(base, '')})`).join(', ')}`,
        );
    }
  } finally {
    chrome.kill();
  }
}

/** Each page with JavaScript off, then on (the reference), in playwright-core's Chromium at 375 px. */
async function runWithoutJavaScript(base: string, pages: string[], rows: Map<string, NoScriptRow>): Promise<void> {
  const browser = await launchBrowser();
  const read = async (path: string, javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ baseURL: base, viewport: viewports.mobile, javaScriptEnabled });
    try {
      const page = await context.newPage();
      const response = await page.goto(path, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' });
      // Playwright's own evaluation runs with the page's scripts disabled.
      const found = await page.evaluate(() => ({
        heading: document.querySelector('h1')?.textContent?.trim() ?? '',
        links: document.querySelectorAll('a[href]').length,
        text: (document.querySelector('main') as HTMLElement | null)?.innerText.trim().length ?? 0,
      }));
      return { status: response?.status() ?? 0, ...found };
    } finally {
      await context.close();
    }
  };
  try {
    for (const path of pages) {
      const off = await read(path, false);
      const on = await read(path, true);
      const row = {
        status: off.status,
        heading: off.heading,
        headingWithScript: on.heading,
        links: off.links,
        linksWithScript: on.links,
        text: off.text,
        textWithScript: on.text,
      };
      rows.set(path, row);
      console.log(`no JavaScript ${path}: ${formatNoScript(row).join(' | ')}`);
    }
  } finally {
    await browser.close();
  }
}

function goalsMissed(row: LighthouseRow): string[] {
  return [
    row.performance < GOALS.performance && 'performance',
    row.accessibility < GOALS.accessibility && 'accessibility',
    !(row.lcpMs <= GOALS.lcpMs) && 'LCP',
    !(row.tbtMs <= GOALS.tbtMs) && 'TBT',
    !(row.cls <= GOALS.cls) && 'CLS',
  ].filter((miss): miss is string => typeof miss === 'string');
}

function formatLighthouse(row: LighthouseRow): string[] {
  const missed = goalsMissed(row);
  return [
    String(row.performance),
    String(row.accessibility),
    `${(row.lcpMs / 1000).toFixed(1)} s`,
    `${Math.round(row.tbtMs).toLocaleString('en-US')} ms`,
    row.cls.toFixed(3),
    missed.length ? `misses ${missed.join(', ')}` : 'all met',
  ];
}

/** Content is there without JavaScript: the same main heading, and most of the main text. */
function contentThere(row: NoScriptRow): boolean {
  return row.heading !== '' && row.heading === row.headingWithScript && row.text >= 0.9 * row.textWithScript;
}

function formatNoScript(row: NoScriptRow): string[] {
  return [
    String(row.status),
    row.heading ? `“${row.heading}”` : '(none)',
    `${row.links} / ${row.linksWithScript}`,
    `${row.text.toLocaleString('en-US')} / ${row.textWithScript.toLocaleString('en-US')}`,
    contentThere(row) ? 'yes' : 'NO',
  ];
}

function printTables(lighthouseRows: Map<string, LighthouseRow>, noScriptRows: Map<string, NoScriptRow>): void {
  const table = (columns: string[], rows: [string, string[]][]) =>
    [
      `| page | ${columns.join(' | ')} |`,
      `|---|${columns.map(() => '---').join('|')}|`,
      ...rows.map(([path, cells]) => `| \`${path}\` | ${cells.join(' | ')} |`),
    ].join('\n');
  console.log(`\nLighthouse 13, ${desktop ? 'desktop' : 'mobile'} (default throttling)`);
  console.log(
    table(
      ['performance', 'accessibility', 'LCP', 'TBT', 'CLS', 'goals'],
      [...lighthouseRows].map(([path, row]) => [path, formatLighthouse(row)]),
    ),
  );
  console.log('\nJavaScript disabled (Chromium, 375 px); links and main text: without / with JavaScript');
  console.log(
    table(
      ['status', 'main heading', 'links', 'main text (characters)', 'content there'],
      [...noScriptRows].map(([path, row]) => [path, formatNoScript(row)]),
    ),
  );
}

await main();
