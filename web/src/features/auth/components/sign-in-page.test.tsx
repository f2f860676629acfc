import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { renderApp } from '../../../test/render-app';

async function fillSignIn(username: string, password: string) {
  const user = userEvent.setup();
  const form = (await screen.findByRole('heading', { name: 'Sign In' })).closest('form')!;
  if (username) await user.type(within(form).getByLabelText('Username'), username);
  if (password) await user.type(within(form).getByLabelText('Password'), password);
  await user.click(within(form).getByRole('button', { name: 'Sign In' }));
}

function notification() {
  return screen.findByRole('region', { name: 'Notification' });
}

describe('/auth sign-in', () => {
  it('requires username and password with the spec messages', async () => {
    renderApp('/auth');
    await fillSignIn('', '');
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('shows the four marketing tiles and the terms and privacy links', async () => {
    renderApp('/auth');
    for (const tile of ['Fast Approvals', 'Flexible Terms', 'Competitive Rates', 'Dedicated Support']) {
      expect(await screen.findByRole('heading', { name: tile })).toBeTruthy();
    }
    const form = screen.getByRole('heading', { name: 'Sign In' }).closest('form')!;
    expect(within(form).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/support/terms');
    expect(within(form).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/support/privacy');
    expect(screen.queryByRole('heading', { name: 'Create Your Client Account' })).toBeNull();
  });

  it("toasts the server's message when sign-in fails", async () => {
    renderApp('/auth');
    await fillSignIn('admin', 'wrong-password');
    const region = await notification();
    expect(await within(region).findByText('Login failed')).toBeTruthy();
    expect(within(region).getByText('Invalid username or password')).toBeTruthy();
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    mockScenario.failNext('login', { message: '', code: 'INTERNAL_SERVER_ERROR' });
    renderApp('/auth');
    await fillSignIn('admin', 'demo-pass');
    const region = await notification();
    expect(await within(region).findAllByText('Login failed')).toHaveLength(2);
  });

  it('signs in, welcomes the user and lands on the role dashboard', async () => {
    const { history } = renderApp('/auth');
    await fillSignIn('lender', 'demo-pass');
    const region = await notification();
    expect(await within(region).findByText('Login successful')).toBeTruthy();
    expect(within(region).getByText('Welcome back, lender!')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/lender/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Lender Dashboard' })).toBeTruthy();
  });

  it('returns to the protected page the visitor came from', async () => {
    const { history } = renderApp('/net30/dashboard');
    await waitFor(() => expect(history.location.pathname).toBe('/auth'));
    await fillSignIn('client', 'demo-pass');
    await waitFor(() => expect(history.location.pathname).toBe('/net30/dashboard'));
  });

  it('lands a client on their own dashboard after an admin signed out on the same tab', async () => {
    mockScenario.signInAs('admin');
    const { history } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu for admin' }));
    // A closed popover in jsdom (no popover API): the item is there, hidden until the browser opens it.
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out', hidden: true }));
    await waitFor(() => expect(history.location.pathname).toBe('/auth'));
    // Signing out leaves no way back into the previous user's area.
    expect(new URLSearchParams(history.location.search).get('redirect')).toBeNull();

    await fillSignIn('client', 'demo-pass');
    await waitFor(() => expect(history.location.pathname).toBe('/client/dashboard'));
    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeTruthy();
  });

  it("ignores a return path the new user's role may not open", async () => {
    const { history } = renderApp('/auth?redirect=%2Fadmin%2Fdashboard');
    await fillSignIn('client', 'demo-pass');
    await waitFor(() => expect(history.location.pathname).toBe('/client/dashboard'));
  });

  it.each(['//evil.example/x', 'https://evil.example/x', '/\\evil.example/x'])(
    'ignores the off-site return path %s',
    async (target) => {
      const { history } = renderApp(`/auth?redirect=${encodeURIComponent(target)}`);
      await fillSignIn('lender', 'demo-pass');
      await waitFor(() => expect(history.location.pathname).toBe('/lender/dashboard'));
    },
  );

  it('sends a signed-in visitor to their dashboard', async () => {
    mockScenario.signInAs('admin');
    const { history } = renderApp('/auth');
    await waitFor(() => expect(history.location.pathname).toBe('/admin/dashboard'));
  });
});

describe('/auth registration for applicants', () => {
  it('shows the registration form with the e-mail prefilled and validates it', async () => {
    renderApp('/auth?applicationId=42&applicationEmail=owner%40example.com');
    const form = (await screen.findByRole('heading', { name: 'Create Your Client Account' })).closest('form')!;
    const email = within(form).getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('owner@example.com');

    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Choose a username'), 'ab');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.type(within(form).getByLabelText('Create a password'), '12345');
    await user.type(within(form).getByLabelText('Confirm password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    expect(await within(form).findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(within(form).getByText('Please enter a valid email')).toBeTruthy();
    expect(within(form).getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('reports mismatched passwords on the confirmation field, then registers', async () => {
    const { history } = renderApp('/auth?applicationEmail=new%40example.com');
    const form = (await screen.findByRole('heading', { name: 'Create Your Client Account' })).closest('form')!;
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Choose a username'), 'newowner');
    await user.type(within(form).getByLabelText('Create a password'), 'secret-1');
    await user.type(within(form).getByLabelText('Confirm password'), 'secret-2');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(form).findByText('Passwords do not match')).toBeTruthy();

    await user.clear(within(form).getByLabelText('Confirm password'));
    await user.type(within(form).getByLabelText('Confirm password'), 'secret-1');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    const region = await notification();
    expect(await within(region).findByText('Registration successful')).toBeTruthy();
    expect(within(region).getByText('Your account has been created successfully!')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/client/dashboard'));
  });

  it('offers registration to a Net30 applicant following their claim link, and returns them to it', async () => {
    const { history } = renderApp('/auth?redirect=%2Fnet30%2Fclaim%3Ftoken%3Dabc123');
    const form = (await screen.findByRole('heading', { name: 'Create Your Client Account' })).closest('form')!;
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Choose a username'), 'claimer');
    await user.type(within(form).getByLabelText('Email'), 'claimer@example.com');
    await user.type(within(form).getByLabelText('Create a password'), 'secret-1');
    await user.type(within(form).getByLabelText('Confirm password'), 'secret-1');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(history.location.pathname).toBe('/net30/claim'));
    expect(history.location.search).toContain('token=abc123');
  });

  it("toasts the server's conflict message", async () => {
    renderApp('/auth?applicationEmail=new%40example.com');
    const form = (await screen.findByRole('heading', { name: 'Create Your Client Account' })).closest('form')!;
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Choose a username'), 'client');
    await user.type(within(form).getByLabelText('Create a password'), 'secret-1');
    await user.type(within(form).getByLabelText('Confirm password'), 'secret-1');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    const region = await notification();
    expect(await within(region).findByText('Registration failed')).toBeTruthy();
    expect(within(region).getByText('Username is already taken')).toBeTruthy();
  });

  it("shows the server's field messages under the fields, beside the toast", async () => {
    // The browser's checks pass; the server refuses the e-mail (e.g. a rule only it knows).
    mockScenario.failNext('register', {
      message: 'Please enter a valid email',
      code: 'BAD_USER_INPUT',
      fieldErrors: { email: 'Please enter a valid email' },
    });
    renderApp('/auth?applicationEmail=new%40example.com');
    const form = (await screen.findByRole('heading', { name: 'Create Your Client Account' })).closest('form')!;
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Choose a username'), 'newowner');
    await user.type(within(form).getByLabelText('Create a password'), 'secret-1');
    await user.type(within(form).getByLabelText('Confirm password'), 'secret-1');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(form).findByText('Please enter a valid email')).toBeTruthy();
    const region = await notification();
    expect(await within(region).findByText('Registration failed')).toBeTruthy();
  });
});
