import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockScenario } from '../../mocks/handlers';
import { renderApp } from '../../test/render-app';

describe('route access rules', () => {
  it('sends anonymous visitors of a protected page to /auth with the way back', async () => {
    const { history } = renderApp('/admin/funding-matrix');
    await waitFor(() => expect(history.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/admin/funding-matrix');
  });

  it('shows Access Denied to a signed-in user of the wrong role', async () => {
    mockScenario.signInAs('lender');
    renderApp('/client/dashboard');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('lets admins into client-or-admin pages', async () => {
    mockScenario.signInAs('admin');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Credit Builder Dashboard' })).toBeTruthy();
  });

  it('shows public pages to anonymous visitors, FAQ under both paths', async () => {
    renderApp('/support/faq');
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeTruthy();
  });

  it('answers unknown paths with the 404 page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });
});
