import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsSettled, openPage, screenshot, signIn, viewports } from './support/browser.js';
import { useE2eEnvironment } from './support/environment.js';

/*
 * Issue 13 item 14 in Chromium against the production build: an editor writes an article in the R16 editor, opens its
 * signed preview, schedules it, then publishes it now; it appears on /the-netfund-brief and opens by its slug.
 * Screenshots of the editor at 1280 and 375 px (the admin area is dark-only).
 */

const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});

const TITLE = 'Cash flow habits that keep a bakery open';
const SLUG = 'cash-flow-habits-that-keep-a-bakery-open';

async function signedInAdmin(viewport: { width: number; height: number } = viewports.desktop): Promise<Page> {
  const { page } = await openPage(env.browser, env.server.url, viewport);
  await page.goto('/auth');
  await signIn(page, 'admin');
  await page.waitForURL('**/admin/dashboard');
  return page;
}

/** A `datetime-local` value in platform time (America/New_York), `minutes` from now. */
function platformLocal(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

async function expectNoPageOverflow(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

describe('Issue 13: the blog editor in Chromium', { timeout: 180_000 }, () => {
  it('writes, previews, schedules and publishes an article that appears on the brief', async () => {
    const admin = await signedInAdmin();
    await admin.goto('/admin/blog/create-article');
    await admin.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    expect(await admin.getByRole('textbox', { name: 'URL slug' }).inputValue()).toBe(SLUG);
    await admin.getByRole('textbox', { name: 'Excerpt' }).fill('Three weekly habits that keep cash ahead of costs.');
    await admin
      .getByRole('textbox', { name: 'Body (Markdown)' })
      .fill('## Count cash weekly\n\nA bakery lives on **weekly** numbers.\n\n## Keep a buffer\n\nSix weeks of costs.');
    // The live preview is the public renderer.
    await admin.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Keep a buffer' }).waitFor();
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await admin.waitForURL(/\/admin\/blog\/edit\/\d+$/);
    await admin.getByRole('status', { name: 'Article status' }).getByText('Draft', { exact: true }).waitFor();

    await animationsSettled(admin);
    await expectNoPageOverflow(admin);
    await screenshot(admin, 'blog-editor-1280');

    // Preview: a signed link in a new tab.
    const [preview] = await Promise.all([
      admin.context().waitForEvent('page'),
      admin.getByRole('button', { name: 'Preview' }).click(),
    ]);
    await preview.waitForURL(/\/the-netfund-brief\/preview\?token=/);
    const previewAnswer = await fetch(preview.url());
    expect(previewAnswer.status).toBe(200);
    await preview.getByRole('heading', { name: TITLE }).first().waitFor({ timeout: 15_000 });
    await preview.close();

    // Schedule two hours ahead (platform time).
    await admin.getByLabel('Publish at (New York time)').fill(platformLocal(120));
    await admin.getByRole('button', { name: 'Schedule', exact: true }).click();
    await admin
      .getByRole('status', { name: 'Article status' })
      .getByText(/^Scheduled for /)
      .waitFor();

    // Not public yet.
    const early = await fetch(`${env.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ article(id: "${SLUG}") { id } }` }),
    });
    expect(((await early.json()) as { data: { article: unknown } }).data.article).toBeNull();

    await admin.getByRole('button', { name: 'Publish now' }).click();
    await admin
      .getByRole('status', { name: 'Article status' })
      .getByText(/^Published /)
      .waitFor();
    await admin.getByRole('link', { name: 'View public page' }).waitFor();

    // The editor at 375 px.
    const mobile = await signedInAdmin(viewports.mobile);
    await mobile.goto(admin.url().replace(env.server.url, ''));
    await mobile.getByRole('textbox', { name: /^Title/ }).waitFor();
    await animationsSettled(mobile);
    await expectNoPageOverflow(mobile);
    await screenshot(mobile, 'blog-editor-375');

    // On the brief, and by its slug.
    const { page: reader } = await openPage(env.browser, env.server.url);
    await reader.goto('/the-netfund-brief');
    await reader
      .getByRole('link', { name: new RegExp(TITLE) })
      .first()
      .click();
    await reader.waitForURL(`**/the-netfund-brief/${SLUG}`);
    await reader.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await reader.getByRole('heading', { name: 'Keep a buffer' }).waitFor();
  });
});
