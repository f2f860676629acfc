import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authMocks, RECOVERY_CODE, TOTP_CODE } from '../../../mocks/auth-two-factor';
import { renderApp } from '../../../test/render-app';

const WRONG_CODE = "That code didn't work. Check your device's time and try again";

afterEach(() => authMocks.reset());

async function signInWithPassword(username: string) {
  const user = userEvent.setup();
  const form = (await screen.findByRole('heading', { name: 'Sign In' })).closest('form')!;
  await user.type(within(form).getByLabelText('Username'), username);
  await user.type(within(form).getByLabelText('Password'), 'demo-pass');
  await user.click(within(form).getByRole('button', { name: 'Sign In' }));
  return user;
}

async function codeStep() {
  await screen.findByText('Enter the 6-digit code from your authenticator app');
  return screen.getByRole('heading', { name: 'Sign In' }).closest('form')!;
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, label: string, code: string) {
  const form = await codeStep().catch(() => screen.getByRole('heading', { name: 'Sign In' }).closest('form')!);
  const input = within(form).getByLabelText(label);
  await user.clear(input);
  await user.type(input, code);
  await user.click(within(form).getByRole('button', { name: 'Verify' }));
}

describe('/auth two-factor sign-in', { timeout: 20_000 }, () => {
  it('asks for the code after the password and then lands on the role dashboard', async () => {
    authMocks.enableTwoFactor('lender');
    const { history } = renderApp('/auth');
    const user = await signInWithPassword('lender');
    const form = await codeStep();
    const input = within(form).getByLabelText('Authentication code');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(within(form).queryByLabelText('Password')).toBeNull();
    expect(history.location.pathname).toBe('/auth');

    await enterCode(user, 'Authentication code', TOTP_CODE);
    await waitFor(() => expect(history.location.pathname).toBe('/lender/dashboard'));
    const region = await screen.findByRole('region', { name: 'Notification' });
    expect(within(region).getByText('Welcome back, lender!')).toBeTruthy();
  });

  it('keeps the return path through the code step', async () => {
    authMocks.enableTwoFactor('client');
    const { history } = renderApp('/net30/dashboard');
    await waitFor(() => expect(history.location.pathname).toBe('/auth'));
    const user = await signInWithPassword('client');
    await enterCode(user, 'Authentication code', TOTP_CODE);
    await waitFor(() => expect(history.location.pathname).toBe('/net30/dashboard'));
  });

  it('signs in with a recovery code', async () => {
    authMocks.enableTwoFactor('admin');
    const { history } = renderApp('/auth');
    const user = await signInWithPassword('admin');
    const form = await codeStep();
    await user.click(within(form).getByRole('button', { name: 'Use a recovery code' }));
    const input = within(form).getByLabelText('Recovery code');
    expect(input.getAttribute('autocomplete')).toBe('off');
    await enterCode(user, 'Recovery code', RECOVERY_CODE);
    await waitFor(() => expect(history.location.pathname).toBe('/admin/dashboard'));
  });

  it("shows the server's words for a wrong code and stays on the code step", async () => {
    authMocks.enableTwoFactor('lender');
    const { history } = renderApp('/auth');
    const user = await signInWithPassword('lender');
    await enterCode(user, 'Authentication code', '000000');
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    expect(history.location.pathname).toBe('/auth');
    // A second try with the right code still works: the challenge is not spent by a wrong code.
    await enterCode(user, 'Authentication code', TOTP_CODE);
    await waitFor(() => expect(history.location.pathname).toBe('/lender/dashboard'));
  });

  it('locks after five wrong codes with the 15-minute message', async () => {
    authMocks.enableTwoFactor('lender');
    renderApp('/auth');
    const user = await signInWithPassword('lender');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await enterCode(user, 'Authentication code', '000000');
      expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    }
    await enterCode(user, 'Authentication code', TOTP_CODE);
    expect(await screen.findByText('Too many attempts. Please try again in 15 minutes.')).toBeTruthy();
  });

  it('goes back to the password step when the sign-in has expired', async () => {
    authMocks.enableTwoFactor('lender');
    const { history } = renderApp('/auth');
    const user = await signInWithPassword('lender');
    await codeStep();
    authMocks.expireChallenges();
    await enterCode(user, 'Authentication code', TOTP_CODE);
    expect(await screen.findByText('Your sign-in has expired. Sign in again')).toBeTruthy();
    const form = screen.getByRole('heading', { name: 'Sign In' }).closest('form')!;
    expect(within(form).getByLabelText('Password')).toBeTruthy();
    expect(history.location.pathname).toBe('/auth');
  });

  it('signs in users without two-factor in one step, as before', async () => {
    const { history } = renderApp('/auth');
    await signInWithPassword('client');
    await waitFor(() => expect(history.location.pathname).toBe('/client/dashboard'));
  });
});
