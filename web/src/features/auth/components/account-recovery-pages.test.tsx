import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authMocks, NEW_EMAIL, VALID_EMAIL_TOKEN, VALID_RESET_TOKEN } from '../../../mocks/auth-two-factor';
import { mockScenario } from '../../../mocks/handlers';
import { renderApp } from '../../../test/render-app';

const SENT = 'If an account uses that e-mail, we sent a link to reset the password. It is valid for 30 minutes.';
const RESET_LINK_INVALID = 'This reset link is invalid or has expired';

afterEach(() => authMocks.reset());

async function fillReset(newPassword: string, confirmPassword: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Choose a new password' });
  const form = screen.getByRole('button', { name: 'Reset password' }).closest('form')!;
  if (newPassword) await user.type(within(form).getByLabelText('New password'), newPassword);
  if (confirmPassword) await user.type(within(form).getByLabelText('Confirm new password'), confirmPassword);
  await user.click(within(form).getByRole('button', { name: 'Reset password' }));
}

describe('forgot password', { timeout: 30_000 }, () => {
  it('links from /auth and answers the same for any address', async () => {
    const { history } = renderApp('/auth');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(history.location.pathname).toBe('/auth/forgot-password'));

    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(authMocks.resetRequests).toEqual(['nobody@example.com']);
  });

  it('checks the address before asking', async () => {
    renderApp('/auth/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(authMocks.resetRequests).toEqual([]);
  });
});

describe('/auth/reset-password', { timeout: 30_000 }, () => {
  it('sets the new password from the link, then offers to sign in', async () => {
    const { history } = renderApp(`/auth/reset-password?token=${VALID_RESET_TOKEN}`);
    await fillReset('a long new password', 'a long new password');
    expect(await screen.findByText('Your password has been reset. Every session of your account was signed out.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/auth'));
  });

  it('says "Passwords do not match" before sending', async () => {
    renderApp(`/auth/reset-password?token=${VALID_RESET_TOKEN}`);
    await fillReset('a long new password', 'a different one!!');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });

  it("shows the server's length and common-password messages", async () => {
    renderApp(`/auth/reset-password?token=${VALID_RESET_TOKEN}`);
    await fillReset('short-pass', 'short-pass');
    expect(await screen.findByText('Password must be at least 12 characters')).toBeTruthy();

    const user = userEvent.setup();
    const form = screen.getByRole('button', { name: 'Reset password' }).closest('form')!;
    for (const label of ['New password', 'Confirm new password']) {
      await user.clear(within(form).getByLabelText(label));
      await user.type(within(form).getByLabelText(label), 'passwordpassword');
    }
    await user.click(within(form).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('This password is too common. Choose another')).toBeTruthy();
  });

  it('says when the link is invalid, expired or used', async () => {
    renderApp('/auth/reset-password?token=used-or-wrong');
    await fillReset('a long new password', 'a long new password');
    expect(await screen.findByText(RESET_LINK_INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/auth/forgot-password');
  });

  it('says so at once without a token', async () => {
    renderApp('/auth/reset-password');
    expect(await screen.findByText(RESET_LINK_INVALID)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Reset password' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/profile/confirm-email', { timeout: 30_000 }, () => {
  it('confirms the new address for the signed-in user', async () => {
    mockScenario.signInAs('client');
    renderApp(`/profile/confirm-email?token=${VALID_EMAIL_TOKEN}`);
    expect(await screen.findByText(`Your e-mail address is now ${NEW_EMAIL}`)).toBeTruthy();
  });

  it("shows the server's error for a bad link", async () => {
    mockScenario.signInAs('client');
    renderApp('/profile/confirm-email?token=wrong');
    expect(await screen.findByText('This confirmation link is invalid or has expired')).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in and back to the link', async () => {
    const { history } = renderApp(`/profile/confirm-email?token=${VALID_EMAIL_TOKEN}`);
    await waitFor(() => expect(history.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe(`/profile/confirm-email?token=${VALID_EMAIL_TOKEN}`);

    const user = userEvent.setup();
    const form = (await screen.findByRole('heading', { name: 'Sign In' })).closest('form')!;
    await user.type(within(form).getByLabelText('Username'), 'client');
    await user.type(within(form).getByLabelText('Password'), 'demo-pass');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(history.location.pathname).toBe('/profile/confirm-email'));
    expect(await screen.findByText(`Your e-mail address is now ${NEW_EMAIL}`)).toBeTruthy();
  });
});

describe('two-factor set-up required by policy', { timeout: 30_000 }, () => {
  it('sends an admin from any admin page to the settings page', async () => {
    mockScenario.signInAs('admin');
    authMocks.requireTwoFactorSetup('admin');
    const { history } = renderApp('/admin/dashboard');
    await waitFor(() => expect(history.location.pathname).toBe('/admin/profile-settings'));
  });
});
