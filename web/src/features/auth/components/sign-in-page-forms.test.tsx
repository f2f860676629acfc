import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../app/app';
import type { Submission } from '../../../lib/submission';
import { authMocks, TOTP_CODE } from '../../../mocks/auth-two-factor';
import { GraphQLRequestError, graphqlRequest } from '../../../lib/graphql-request';
import { renderApp } from '../../../test/render-app';
import { loginMutation } from '../api/session-operations';

/*
 * Issue 28 item 3: /auth's forms are HTML forms the browser can post itself (page-forms/auth.ts). The page the
 * server renders for a refused post, or for the code step of a two-factor sign-in, shows it as the app would, and the
 * app takes over from there once it runs.
 */

afterEach(() => authMocks.reset());

function renderWith(submission: Submission, path = '/auth') {
  const history = createMemoryHistory({ initialEntries: [path] });
  render(<App history={history} graphqlUri={`${window.location.origin}/graphql`} submission={submission} />);
  return history;
}

async function signInForm() {
  return (await screen.findByRole('heading', { name: 'Sign In' })).closest('form')!;
}

/** A challenge as the server's answer to the password gives it (the MSW kit's login). */
async function challengeFor(username: string): Promise<string> {
  const refusal = await graphqlRequest(`${window.location.origin}/graphql`, loginMutation, {
    input: { username, password: 'demo-pass' },
  }).catch((error: unknown) => error);
  if (!(refusal instanceof GraphQLRequestError)) throw new Error('Expected TWO_FACTOR_REQUIRED');
  return (refusal.errors[0]!.extensions as { challenge: string }).challenge;
}

describe('/auth as forms the browser can post', { timeout: 20_000 }, () => {
  it('posts sign-in and registration to the page itself, ?redirect= included, each naming itself', async () => {
    renderApp('/auth?redirect=%2Fnet30%2Fclaim%3Ftoken%3Dabc');
    const signIn = await signInForm();
    expect(signIn.getAttribute('method')).toBe('post');
    expect(signIn.getAttribute('action')).toBe('/auth?redirect=%2Fnet30%2Fclaim%3Ftoken%3Dabc');
    expect([...signIn.querySelectorAll('[name]')].map((element) => element.getAttribute('name'))).toEqual([
      '_form',
      'username',
      'password',
    ]);
    const register = (await screen.findByRole('heading', { name: 'Create Your Client Account' })).closest('form')!;
    expect(register.querySelector<HTMLInputElement>('input[name="_form"]')?.value).toBe('register');
    expect(register.getAttribute('action')).toBe(signIn.getAttribute('action'));
  });

  it('shows a refused sign-in with the reason and the username, never a password', async () => {
    renderWith({
      form: 'sign-in',
      values: { username: 'lender' },
      fieldErrors: {},
      message: 'Invalid username or password',
    });
    const form = await signInForm();
    expect(within(form).getByText('Invalid username or password')).toBeTruthy();
    expect((within(form).getByLabelText('Username') as HTMLInputElement).value).toBe('lender');
    expect((within(form).getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('shows a refused registration with its field messages and values', async () => {
    renderWith(
      {
        form: 'register',
        values: { username: 'ab', email: 'ab@example.com', firstName: 'Ada', lastName: '' },
        fieldErrors: { username: 'Username must be at least 3 characters' },
      },
      '/auth?applicationEmail=ab%40example.com',
    );
    const form = (await screen.findByRole('heading', { name: 'Create Your Client Account' })).closest('form')!;
    expect((within(form).getByLabelText('Choose a username') as HTMLInputElement).value).toBe('ab');
    expect((within(form).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Ada');
    expect(within(form).getByText('Username must be at least 3 characters')).toBeTruthy();
  });

  it('renders the code step the server answered the password with, which the app then completes', async () => {
    authMocks.enableTwoFactor('lender');
    const challenge = await challengeFor('lender');
    const history = renderWith(
      { form: 'two-factor', values: { challenge, recovery: '' }, fieldErrors: {} },
      '/auth?redirect=%2Flender%2Fapplications',
    );
    await screen.findByText('Enter the 6-digit code from your authenticator app');
    const form = await signInForm();
    expect(form.querySelector<HTMLInputElement>('input[name="_form"]')?.value).toBe('two-factor');
    expect(form.querySelector<HTMLInputElement>('input[name="challenge"]')?.value).toBe(challenge);
    // Without the app, the switch is a submit button the server answers, "Back" a link to the password step.
    const toggle = within(form).getByRole('button', { name: 'Use a recovery code' });
    expect([toggle.getAttribute('type'), toggle.getAttribute('name')]).toEqual(['submit', 'toggle']);
    expect(within(form).getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Flender%2Fapplications',
    );

    const user = userEvent.setup();
    await user.click(toggle);
    expect(within(form).getByLabelText('Recovery code')).toBeTruthy();
    expect(form.querySelector<HTMLInputElement>('input[name="recovery"]')?.value).toBe('1');
    await user.click(within(form).getByRole('button', { name: 'Use your authenticator app' }));
    await user.type(within(form).getByLabelText('Authentication code'), TOTP_CODE);
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(history.location.pathname).toBe('/lender/applications'));
  });

  it('shows a wrong code under its field, in the mode it was posted in', async () => {
    renderWith({
      form: 'two-factor',
      values: { challenge: 'c-1', recovery: '1' },
      fieldErrors: { code: "That code didn't work. Check your device's time and try again" },
    });
    const form = await signInForm();
    expect(within(form).getByLabelText('Recovery code').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText("That code didn't work. Check your device's time and try again")).toBeTruthy();
  });
});
