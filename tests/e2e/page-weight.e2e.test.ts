import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../graphql-server/src/catalogue/products.js';
import { libraryFamilyOf, packageOf } from '../../scripts/app-libraries.mjs';
import type { ChunkModules } from '../../web/scripts/chunk-modules.mjs';
import { newestArticlePath } from '../support/newest-article.js';
import { openPage, viewports } from './support/browser.js';
import { useE2eEnvironment } from './support/environment.js';

/*
 * Issue 28 item 5, the budgets of what the real server sends a phone (375 px), measured in Chromium rather than read
 * from the build: every JavaScript response a page loads is mapped to its chunk and the chunk's modules
 * (web/dist/.vite/manifest.json and chunk-modules.json).
 * - A static page (content that never changes; README, Architecture: the delivery table) loads no React, Chakra, Emotion, TanStack, Apollo or
 *   framer-motion module, ever: not on load, not when scrolled to its end.
 * - The first visit of `/` loads at most 50 KB of JavaScript, gzip level 9 (scripts fetched and inline scripts).
 * The app entry that hydrated pages (/auth) load has its own budget in scripts/check-bundle-size.mjs.
 */

const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

const HOME_BUDGET_KB = 50;
const NEWEST_ARTICLE = '/the-netfund-brief/{newest article}';
const NOT_FOUND = '/no-such-page';

/** The static pages of the delivery model (the 404 page among them, at a path no route matches). */
const STATIC_PAGES = [
  '/',
  ...PRODUCTS.map((product) => product.path),
  '/company/about',
  '/company/careers',
  '/company/partners',
  '/support/faq',
  '/support/faqs',
  '/support/terms',
  '/support/privacy',
  '/funding-guide',
  '/success-stories',
  '/business-credit-builder',
  '/the-netfund-brief',
  NEWEST_ARTICLE,
  '/netbuilder',
  NOT_FOUND,
];

/** The app library family of a module, or undefined for a module of none. */
function libraryOf(moduleId: string): string | undefined {
  const name = packageOf(moduleId);
  return name === undefined ? undefined : libraryFamilyOf(name);
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** A script URL's chunk file, as the manifest names it (`assets/index-abc.js`). */
const fileOf = (url: string): string => new URL(url).pathname.replace(/^\//, '');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The build the server serves: which chunk a script URL is, what it holds, and who imports what. */
class Build {
  private readonly modules: ChunkModules;
  /** Modules the build starts from (its entries: `index.html`, and any other input such as `src/enhance.ts`). */
  private readonly roots: Set<string>;
  /** Every module some chunk holds. */
  private readonly shipped: Set<string>;

  private readonly manifest: Record<string, ManifestChunk>;

  constructor(dir: string) {
    this.manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const manifest = this.manifest;
    this.modules = JSON.parse(readFileSync(join(dir, '.vite/chunk-modules.json'), 'utf8')) as ChunkModules;
    this.shipped = new Set(Object.values(this.modules.chunks).flatMap((modules) => Object.keys(modules)));
    this.roots = new Set(Object.values(manifest).flatMap((chunk) => (chunk.isEntry && chunk.src ? [chunk.src] : [])));
  }

  /** The modules of the chunk a script URL serves (module id → bytes after tree-shaking), or undefined if it is none. */
  chunkOf(url: string): Record<string, number> | undefined {
    return this.modules.chunks[fileOf(url)];
  }

  /**
   * Why the page loaded a script: the HTML names it, or other loaded chunks import it (statically, or with import()),
   * and for which of its modules.
   */
  whyLoaded(url: string, loadedFiles: string[]): string {
    const file = fileOf(url);
    const modules = Object.keys(this.modules.chunks[file] ?? {});
    // A chunk that this script itself loads (a route chunk the app's router import()s) came after it: not a cause.
    const after = this.reachableFrom(file);
    const by = Object.values(this.manifest).flatMap((chunk) => {
      if (!loadedFiles.includes(chunk.file) || chunk.file === file || after.has(chunk.file)) return [];
      const keys = (list: string[] | undefined) => (list ?? []).filter((key) => this.manifest[key]?.file === file);
      const how =
        keys(chunk.imports).length > 0 ? 'imported' : keys(chunk.dynamicImports).length > 0 ? 'import()ed' : '';
      if (!how) return [];
      const importing = new Set(Object.keys(this.modules.chunks[chunk.file] ?? {}));
      const needed = modules.filter((id) =>
        [...(this.modules.importers[id] ?? []), ...(this.modules.dynamicImporters[id] ?? [])].some((importer) =>
          importing.has(importer),
        ),
      );
      return [
        `${how} by /${chunk.file}${chunk.src ? ` (${chunk.src})` : ''} for ${needed.join(', ') || 'modules it re-exports'}`,
      ];
    });
    return by.length > 0 ? by.join('; ') : "named by the page's HTML";
  }

  /** The chunk files a chunk loads, directly or not, statically or with import(). */
  private reachableFrom(file: string): Set<string> {
    const byFile = new Map(Object.values(this.manifest).map((chunk) => [chunk.file, chunk]));
    const seen = new Set<string>();
    const queue = [file];
    while (queue.length > 0) {
      const chunk = byFile.get(queue.shift()!);
      for (const key of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
        const next = this.manifest[key]?.file;
        if (next && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return seen;
  }

  /**
   * How `moduleId` got into the page: the shortest chain of imports (`→`, or `⇢ import()`) from an entry of the build
   * down to it. It runs through the loaded chunks' modules and the modules of no chunk (a package's barrel file),
   * never through a chunk the page did not load.
   */
  chainTo(moduleId: string, loaded: Set<string>): string {
    const down = new Map<string, { to: string; dynamic: boolean } | undefined>([[moduleId, undefined]]);
    const chainFrom = (top: string) => {
      let chain = top;
      for (let at = down.get(top); at; at = down.get(at.to)) chain += `${at.dynamic ? ' ⇢ import() ' : ' → '}${at.to}`;
      return chain;
    };
    const queue = [moduleId];
    let deadEnd: string | undefined;
    while (queue.length > 0) {
      const id = queue.shift()!;
      if (this.roots.has(id)) return chainFrom(id);
      const by = [
        ...(this.modules.importers[id] ?? []).map((importer) => ({ importer, dynamic: false })),
        ...(this.modules.dynamicImporters[id] ?? []).map((importer) => ({ importer, dynamic: true })),
      ].filter(
        ({ importer }) =>
          !down.has(importer) && (loaded.has(importer) || this.roots.has(importer) || !this.shipped.has(importer)),
      );
      if (by.length === 0) deadEnd ??= id;
      for (const { importer, dynamic } of by) {
        down.set(importer, { to: id, dynamic });
        queue.push(importer);
      }
    }
    return chainFrom(deadEnd ?? moduleId);
  }
}

let servedBuild: Build | undefined;
/** The build the server serves, read once. */
const theBuild = (): Build => (servedBuild ??= new Build(env.server.config.webDistDir));

interface LoadedScript {
  url: string;
  /** gzip level 9 of the body as the browser received it (decoded). */
  gzipBytes: number;
}

interface Visit {
  status: number;
  /** `<html data-delivery>`: how the server says it delivered the page. */
  delivery: string | null;
  scripts: LoadedScript[];
  /** Inline `<script>`s that are code (not JSON data): gzip level 9 of each. */
  inlineScripts: number[];
}

/**
 * A first visit at 375 px in a fresh browser context: loaded, then scrolled to the end so that whatever loads when it
 * comes into view loads too, until no request is left in flight.
 */
async function visit(browser: Browser, base: string, path: string): Promise<Visit> {
  const { context, page } = await openPage(browser, base, viewports.mobile);
  const bodies = new Map<string, Promise<Buffer | Error>>();
  const inFlight = new Set<Request>();
  // A stream that stays open (EventSource, WebSocket) never finishes: it is not waited for.
  page.on('request', (request) => {
    if (!['eventsource', 'websocket'].includes(request.resourceType())) inFlight.add(request);
  });
  const finished = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
    // Kept as a value, so a body that cannot be read fails the visit below instead of counting as 0 bytes.
    if (!bodies.has(response.url()))
      bodies.set(
        response.url(),
        response.body().catch((error: Error) => error),
      );
  });
  /** Two frames (IntersectionObserver callbacks run in the rendering step), then every request they started. */
  const settle = async () => {
    do {
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await Promise.all([...inFlight].map((request) => request.response().then((response) => response?.finished())));
    } while (inFlight.size > 0);
  };
  try {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settle();
    const inlineScripts = await page.$$eval('script:not([src])', (scripts) =>
      scripts
        .filter((script) => !/json/.test(script.getAttribute('type') ?? ''))
        .map((script) => script.textContent ?? ''),
    );
    const scripts: LoadedScript[] = [];
    for (const [url, pending] of bodies) {
      const body = await pending;
      if (body instanceof Error) throw new Error(`the body of ${url} could not be read: ${body.message}`);
      scripts.push({ url, gzipBytes: gzipSync(body, { level: 9 }).length });
    }
    return {
      status: response?.status() ?? 0,
      delivery: await page.evaluate(() => document.documentElement.getAttribute('data-delivery')),
      scripts,
      inlineScripts: inlineScripts
        .filter((code) => code.trim() !== '')
        .map((code) => gzipSync(code, { level: 9 }).length),
    };
  } finally {
    await context.close();
  }
}

describe('page weight: what the server sends a phone', () => {
  it.each(STATIC_PAGES)('static page %s loads none of the app libraries', async (listed) => {
    const path = listed === NEWEST_ARTICLE ? await newestArticlePath(env.server.url) : listed;
    const build = theBuild();
    const page = await visit(env.browser, env.server.url, path);
    expect(page.status, path).toBe(path === NOT_FOUND ? 404 : 200);

    const problems: string[] = [];
    const loadedModules = new Set(page.scripts.flatMap((script) => Object.keys(build.chunkOf(script.url) ?? {})));
    const loadedFiles = page.scripts.map((script) => fileOf(script.url));
    for (const script of page.scripts) {
      const modules = build.chunkOf(script.url);
      if (!modules) {
        problems.push(
          `${script.url} is no chunk of the build (not in .vite/chunk-modules.json): what it holds is unknown`,
        );
        continue;
      }
      // Per library: its packages, how many modules, how many bytes, and the largest module with the chain that
      // brought it in.
      const libraries = new Map<
        string,
        { packages: Set<string>; count: number; bytes: number; largest: [string, number] }
      >();
      for (const [moduleId, bytes] of Object.entries(modules)) {
        const library = bytes === 0 ? undefined : libraryOf(moduleId);
        if (!library) continue;
        const found = libraries.get(library) ?? { packages: new Set(), count: 0, bytes: 0, largest: [moduleId, bytes] };
        found.packages.add(packageOf(moduleId)!);
        found.count += 1;
        found.bytes += bytes;
        if (bytes > found.largest[1]) found.largest = [moduleId, bytes];
        libraries.set(library, found);
      }
      if (libraries.size === 0) continue;
      const lines = [...libraries.values()]
        .sort((a, b) => b.bytes - a.bytes)
        .map(
          (found) =>
            `    ${[...found.packages].join(', ')} (${found.count} modules, ${kb(found.bytes)} before gzip); its largest, ${found.largest[0]}, comes in by ${build.chainTo(found.largest[0], loadedModules)}`,
        );
      problems.push(
        `${new URL(script.url).pathname}, ${build.whyLoaded(script.url, loadedFiles)}, holds\n${lines.join('\n')}`,
      );
    }
    // The message is the finding; a diff of the list would only repeat it.
    expect(
      problems.length,
      `static page ${path} (data-delivery=${page.delivery ?? 'none'}) loads app code:\n  ${problems.join('\n  ')}\n`,
    ).toBe(0);
  });

  it(`the first visit of / loads at most ${HOME_BUDGET_KB} KB of JavaScript (gzip)`, async () => {
    const build = theBuild();
    const page = await visit(env.browser, env.server.url, '/');
    const scriptBytes = page.scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const inlineBytes = page.inlineScripts.reduce((sum, bytes) => sum + bytes, 0);
    const total = scriptBytes + inlineBytes;

    const scripts = [...page.scripts]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((script) => `${kb(script.gzipBytes)} ${new URL(script.url).pathname}`);
    if (inlineBytes > 0) scripts.push(`${kb(inlineBytes)} in ${page.inlineScripts.length} inline scripts`);
    const largest = page.scripts
      .flatMap((script) =>
        Object.entries(build.chunkOf(script.url) ?? {}).map(([id, bytes]) => ({
          id,
          bytes,
          chunk: new URL(script.url).pathname,
        })),
      )
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 10)
      .map(({ id, bytes, chunk }) => `${kb(bytes)} ${id} (in ${chunk})`);
    expect(
      total / 1024,
      `/ loads ${kb(total)} of JavaScript (gzip level 9), over its ${HOME_BUDGET_KB} KB budget.\n` +
        `Scripts (gzip):\n  ${scripts.join('\n  ')}\nLargest modules (before gzip):\n  ${largest.join('\n  ')}\n`,
    ).toBeLessThanOrEqual(HOME_BUDGET_KB);
  });
});
