import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountHandlers, accountMocks, CURRENT_PASSWORD_INCORRECT, GOOD_CODE, MOCK_TOTP_SECRET, PASSWORD_TOO_COMMON, WRONG_CODE } from '../../../mocks/account';
import { mockScenario } from '../../../mocks/handlers';
import { mockServer } from '../../../mocks/node';
import { platformSettingsHandlers, platformSettingsMocks } from '../../../mocks/platform-settings';
import { renderApp } from '../../../test/render-app';

beforeEach(() => {
  mockServer.use(...accountHandlers, ...platformSettingsHandlers);
});
afterEach(() => {
  accountMocks.reset();
  platformSettingsMocks.reset();
});

const user = () => userEvent.setup();
const byLabel = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' }) as HTMLInputElement;

async function openProfile(as: 'client' | 'lender' | 'admin') {
  mockScenario.signInAs(as);
  renderApp('/profile');
  await screen.findByRole('form', { name: 'Change password' }, { timeout: 8000 });
}

async function fillPassword(current: string, next: string, confirm: string) {
  await user().type(byLabel('Current password'), current);
  await user().type(byLabel('New password'), next);
  await user().type(byLabel('Confirm new password'), confirm);
  await user().click(screen.getByRole('button', { name: 'Change password' }));
}

describe('R29 Profile: password', { timeout: 30_000 }, () => {
  it('shows the three fields, the button and "Sign out my other sessions" ticked', async () => {
    await openProfile('client');
    expect(byLabel('Current password').type).toBe('password');
    expect(byLabel('New password')).toBeTruthy();
    expect(byLabel('Confirm new password')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Sign out my other sessions' }) as HTMLInputElement).checked).toBe(true);
  });

  it('clients need 6 characters, and the confirmation must match', async () => {
    await openProfile('client');
    await fillPassword('demo-pass', 'abc12', 'abc13');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(accountMocks.sent).toHaveLength(0);
  });

  it('lenders need 12 characters: a 10-character password a client could use is refused', async () => {
    await openProfile('lender');
    await fillPassword('demo-pass', 'abcdef1234', 'abcdef1234');
    expect(await screen.findByText('Password must be at least 12 characters')).toBeTruthy();
    expect(accountMocks.sent).toHaveLength(0);
  });

  it("puts the server's messages under their fields", async () => {
    await openProfile('client');
    await fillPassword('wrong-pass', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText(CURRENT_PASSWORD_INCORRECT)).toBeTruthy();
    await user().clear(byLabel('Current password'));
    await user().type(byLabel('Current password'), 'demo-pass');
    await user().clear(byLabel('New password'));
    await user().type(byLabel('New password'), 'qwerty');
    await user().clear(byLabel('Confirm new password'));
    await user().type(byLabel('Confirm new password'), 'qwerty');
    await user().click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_TOO_COMMON)).toBeTruthy();
    expect(screen.queryByText(CURRENT_PASSWORD_INCORRECT)).toBeNull();
  });

  it('changes the password with signOutOtherSessions and confirms with a toast', async () => {
    await openProfile('client');
    await fillPassword('demo-pass', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText('Password changed', {}, { timeout: 5000 })).toBeTruthy();
    expect(accountMocks.sent.at(-1)).toEqual({
      operation: 'ChangePassword',
      variables: { input: { currentPassword: 'demo-pass', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1', signOutOtherSessions: true } },
    });
    expect(byLabel('Current password').value).toBe('');
  });
});

describe('R29 Profile: two-factor', { timeout: 30_000 }, () => {
  it('sets up two-factor: QR, grouped key, wrong code refused, then ten recovery codes shown once', async () => {
    await openProfile('client');
    await user().click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    const qr = (await screen.findByRole('img', { name: 'QR code for your authenticator app' })) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml;utf8,%3Csvg')).toBe(true);
    expect(screen.getByLabelText('Manual key').textContent).toBe(MOCK_TOTP_SECRET.match(/.{4}/g)!.join(' '));

    const code = screen.getByRole('textbox', { name: /Enter the 6-digit code/ });
    await user().type(code, '000000');
    await user().click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();

    await user().clear(code);
    await user().type(code, GOOD_CODE);
    await user().click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    const codes = await screen.findByRole('list', { name: 'Your recovery codes' }, { timeout: 5000 });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download as .txt' })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).toBeNull();
    expect(screen.queryByText('r1c0-abcd-efgh')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Turn off two-factor' })).toBeTruthy();
  });

  it('regenerating codes and turning two-factor off ask for the password', async () => {
    accountMocks.setTwoFactorEnabled(true);
    await openProfile('client');
    const reauth = (name: string) => within(screen.getByRole('form', { name })).getByLabelText('Password') as HTMLInputElement;
    await user().click(await screen.findByRole('button', { name: 'Regenerate recovery codes' }));
    await user().type(reauth('Regenerate recovery codes'), 'wrong');
    await user().click(within(screen.getByRole('form', { name: 'Regenerate recovery codes' })).getByRole('button', { name: 'Regenerate recovery codes' }));
    expect(await screen.findByText(CURRENT_PASSWORD_INCORRECT)).toBeTruthy();
    await user().clear(reauth('Regenerate recovery codes'));
    await user().type(reauth('Regenerate recovery codes'), 'demo-pass');
    await user().click(within(screen.getByRole('form', { name: 'Regenerate recovery codes' })).getByRole('button', { name: 'Regenerate recovery codes' }));
    expect(await screen.findByText('r1c9-abcd-efgh')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'I have saved these codes' }));

    await user().click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    await user().type(reauth('Turn off two-factor'), 'demo-pass');
    await user().click(within(screen.getByRole('form', { name: 'Turn off two-factor' })).getByRole('button', { name: 'Turn off two-factor' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' }, { timeout: 5000 })).toBeTruthy();
  });
});

describe('R29 Profile: sessions and details', { timeout: 30_000 }, () => {
  it('lists the sessions with "This device", revokes one and signs out the others with the count', async () => {
    await openProfile('client');
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('This device')).toBeTruthy();
    expect(within(list).getByText(/203\.0\.113\.0\/24/)).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Revoke Chrome 131 on macOS' })).toBeNull();
    await user().click(within(list).getByRole('button', { name: 'Revoke Safari 18 on iOS' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(accountMocks.sessions.map((session) => session.id)).toEqual(['s1', 's3']);
    await user().click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('1 session was signed out.', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('You are not signed in anywhere else.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  });

  it('saves the name and phone, and asks for a new e-mail with the password', async () => {
    await openProfile('client');
    await user().type(byLabel('First name'), 'Ada');
    await user().type(byLabel('Phone'), 'call me');
    await user().click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    await user().clear(byLabel('Phone'));
    await user().type(byLabel('Phone'), '(512) 555-0100');
    await user().click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved', {}, { timeout: 5000 })).toBeTruthy();

    await user().type(byLabel('New e-mail'), 'taken@netfund.example');
    await user().type(within(screen.getByRole('form', { name: 'Change e-mail' })).getByLabelText('Password'), 'demo-pass');
    await user().click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('That e-mail is already in use')).toBeTruthy();
    await user().clear(byLabel('New e-mail'));
    await user().type(byLabel('New e-mail'), 'ada@example.com');
    await user().click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect((await screen.findAllByText('We sent a confirmation link to ada@example.com', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  });

  it('shows admins a link to their R5 page, and clients none', async () => {
    await openProfile('admin');
    expect(screen.getByRole('link', { name: 'Profile & Platform Settings' }).getAttribute('href')).toBe('/admin/profile-settings');
  });
});

describe('R5 /admin/profile-settings', { timeout: 30_000 }, () => {
  it('My account has the account sections and the recent sign-ins; Platform has the settings form and the Net30 fee box link', async () => {
    mockScenario.signInAs('admin');
    const { history } = renderApp('/admin/profile-settings');
    expect(await screen.findByRole('tab', { name: 'My account' }, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeTruthy();
    const signIns = await screen.findByRole('list', { name: 'Recent sign-ins' });
    expect(within(signIns).getByText('Failed')).toBeTruthy();
    expect(within(signIns).getByText(/curl 8\.5 · 192\.0\.2\.0\/24/)).toBeTruthy();
    await user().click(screen.getByRole('tab', { name: 'Platform' }));
    expect(await screen.findByRole('form', { name: 'Platform settings' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Net30 settings' }).getAttribute('href')).toBe('/admin/net30?tab=settings');
    expect(history.location.search).toBe('?tab=platform');
  });

  it('asks to set up two-factor when the policy requires it', async () => {
    accountMocks.setTwoFactorSetupRequired(true);
    mockScenario.signInAs('admin');
    renderApp('/admin/profile-settings');
    expect(await screen.findByText('Set up two-factor authentication to continue', {}, { timeout: 8000 })).toBeTruthy();
  });
});
