import * as OTPAuth from 'otpauth';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsSettled, openPage, screenshot, signIn, viewports } from './support/browser.js';
import { useE2eEnvironment } from './support/environment.js';

/*
 * Issue 13 items 7–13 in Chromium against the production build: the demo client changes its password on /profile,
 * turns on two-factor (the code computed from the key shown on screen), signs out and back in with the new password
 * and a code on /auth, signs in a second browser with a recovery code and revokes its session. The last (phone)
 * sign-in goes through the REST API (POST /api/login, then /api/login/two-factor) to cover that path too.
 * Screenshots of /profile (light, dark) and /admin/profile-settings (both tabs, dark) at 1280 and 375 px.
 */

const env = useE2eEnvironment(process.env.WEB_DIST_DIR ? { webDistDir: process.env.WEB_DIST_DIR } : {});
const NEW_PASSWORD = 'fresh-client-pass-7';

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((wanted) => {
    const root = document.querySelector('.chakra-theme');
    root?.classList.remove('light', 'dark');
    root?.classList.add(wanted);
  }, theme);
}

async function snap(page: Page, name: string, theme: 'light' | 'dark'): Promise<void> {
  await setTheme(page, theme);
  await animationsSettled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `account-${name}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function uiSignIn(page: Page, username: string, password = 'demo-pass'): Promise<void> {
  await page.goto('/auth');
  await signIn(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** Password, then the second factor, through the REST API (cookies land in the page's context). */
async function apiTwoFactorSignIn(request: APIRequestContext, username: string, password: string, code: string): Promise<void> {
  const first = await request.post('/api/login', { data: { username, password } });
  expect(first.status()).toBe(401);
  const body = (await first.json()) as { code: string; challenge: string };
  expect(body.code).toBe('TWO_FACTOR_REQUIRED');
  const second = await request.post('/api/login/two-factor', { data: { challenge: body.challenge, code } });
  expect(second.status(), await second.text()).toBe(200);
}

describe('Account journey (issue 13)', { timeout: 240_000 }, () => {
  it('client: password change, two-factor on, sign in again with both, revoke another session', async () => {
    const { page } = await openPage(env.browser, env.server.url, viewports.desktop);
    await uiSignIn(page, 'client');
    await page.goto('/profile');
    await page.getByRole('form', { name: 'Change password' }).waitFor();
    await page.getByRole('list', { name: 'Your sessions' }).waitFor();
    await snap(page, 'profile-1280-light', 'light');
    await snap(page, 'profile-1280-dark', 'dark');
    await setTheme(page, 'light');

    // Security: a too-short password is refused in the form; a good one is changed.
    await page.getByLabel('Current password', { exact: true }).fill('demo-pass');
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password', { exact: true }).fill('abd');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Current password', { exact: true }).fill('wrong-pass');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is incorrect').waitFor();
    await page.getByLabel('Current password', { exact: true }).fill('demo-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed').first().waitFor();

    // Two-factor: the key on screen feeds the authenticator (here: otpauth).
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = ((await page.getByLabel('Manual key').textContent()) ?? '').replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) });
    await page.getByRole('textbox', { name: /Enter the 6-digit code/ }).fill(totp.generate() === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await page.getByText("That code didn't work. Check your device's time and try again").waitFor();
    const enrolledStep = Math.floor(Date.now() / 30_000);
    await page.getByRole('textbox', { name: /Enter the 6-digit code/ }).fill(totp.generate());
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    const codesList = page.getByRole('list', { name: 'Your recovery codes' });
    await codesList.waitFor();
    const recoveryCodes = (await codesList.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await expect(codesList.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Turn off two-factor' }).waitFor();

    // Sign out, then back in with the new password and a fresh code (a used time step is refused as a replay).
    expect((await page.request.post('/api/logout', { data: {} })).status()).toBe(204);
    expect((await page.request.get('/api/user')).status()).toBe(401);
    const oldPassword = await page.request.post('/api/login', { data: { username: 'client', password: 'demo-pass' } });
    expect(oldPassword.status()).toBe(401);
    while (Math.floor(Date.now() / 30_000) <= enrolledStep) await page.waitForTimeout(1000);
    await page.goto('/auth');
    await signIn(page, 'client', NEW_PASSWORD);
    await page.getByLabel('Authentication code').fill(totp.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    expect((await page.request.get('/api/user')).status()).toBe(200);

    // A second browser signs in with a recovery code; the first revokes it.
    const { page: other } = await openPage(env.browser, env.server.url, viewports.desktop);
    await other.goto('/auth');
    await signIn(other, 'client', NEW_PASSWORD);
    await other.getByRole('button', { name: 'Use a recovery code' }).click();
    await other.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await other.getByRole('button', { name: 'Verify' }).click();
    await other.waitForURL((url) => !url.pathname.startsWith('/auth'));
    expect((await other.request.get('/api/user')).status()).toBe(200);

    await page.goto('/profile');
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    await sessions.waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    const otherRow = sessions.getByRole('listitem').filter({ hasNot: page.getByText('This device') });
    await otherRow.getByRole('button', { name: /^Revoke / }).click();
    await page.getByText('Session revoked').first().waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    await page.getByText('You are not signed in anywhere else.').waitFor();
    expect((await other.request.get('/api/user')).status()).toBe(401);

    const { page: mobile } = await openPage(env.browser, env.server.url, viewports.mobile);
    await apiTwoFactorSignIn(mobile.request, 'client', NEW_PASSWORD, recoveryCodes[1]!);
    await mobile.goto('/profile');
    await mobile.getByRole('list', { name: 'Your sessions' }).waitFor();
    await snap(mobile, 'profile-375-light', 'light');
    await snap(mobile, 'profile-375-dark', 'dark');
  });

  it('admin: /admin/profile-settings, My account and Platform tabs (dark) at 1280 and 375', async () => {
    for (const [width, viewport] of [['1280', viewports.desktop], ['375', viewports.mobile]] as const) {
      const { page } = await openPage(env.browser, env.server.url, viewport);
      await uiSignIn(page, 'admin');
      await page.goto('/admin/profile-settings');
      await page.getByRole('list', { name: 'Recent sign-ins' }).waitFor();
      await page.getByRole('list', { name: 'Your sessions' }).waitFor();
      await snap(page, `admin-my-account-${width}`, 'dark');
      await page.getByRole('tab', { name: 'Platform' }).click();
      await page.getByRole('form', { name: 'Platform settings' }).waitFor();
      expect(await page.getByRole('link', { name: 'Open Net30 settings' }).getAttribute('href')).toBe('/admin/net30?tab=settings');
      await snap(page, `admin-platform-${width}`, 'dark');
    }
  });
});
