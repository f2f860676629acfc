import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Screenshots land here (git-ignored); look at them after a run. */
export const artifactsDir = fileURLToPath(new URL('../../.artifacts/', import.meta.url));

/** Chromium from apt (DESIGN §3): no browser downloads on these machines. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

/** A fresh context (own cookies) and page; axe needs pages from `browser.newContext()`. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const path = `${artifactsDir}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Deferred pages (their forms post to the server: /auth, contact, the credit applications) load the app on the
 * visitor's first touch; a form sent before it arrives is handled by the server. A test of what the app adds (its
 * validation as you type, its toasts) touches the page first and waits for the app, as a visitor who reads the form
 * before sending it gets it.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('main input:not([type=hidden]), main textarea').first().focus();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Signs in through the real /auth form (posted by the app, or by the browser if the app has not arrived yet). */
export async function signIn(page: Page, username: string, password = 'demo-pass'): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Drawers and dialogs slide in: wait until their animations are done before photographing them. */
export async function animationsSettled(page: Page): Promise<void> {
  // An animation cancelled meanwhile (a re-render) rejects `finished`: it is over all the same.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}
