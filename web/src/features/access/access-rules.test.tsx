import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../app/router';
import { createSession } from '../auth/api/session';
import { mockScenario } from '../../mocks/handlers';
import { renderApp } from '../../test/render-app';
import { routeRolesFor } from './lib/route-roles';

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

describe('routeRolesFor', () => {
  const rolesFor = routeRolesFor(createAppRouter({ session: createSession('http://127.0.0.1:9/graphql'), graphqlUri: '' }));

  it('reads the roles each guarded area declares', () => {
    expect(rolesFor('/admin/blog/edit/3')).toEqual(['admin']);
    expect(rolesFor('/client/applications/2?tab=documents')).toEqual(['client']);
    expect(rolesFor('/lender/dashboard')).toEqual(['lender']);
    expect(rolesFor('/net30/invoice/7')).toEqual(['client', 'admin']);
  });

  it('finds no roles for public or unknown pages', () => {
    expect(rolesFor('/netbuilder?checkout=success')).toBeUndefined();
    expect(rolesFor('/no/such/page')).toBeUndefined();
  });
});
