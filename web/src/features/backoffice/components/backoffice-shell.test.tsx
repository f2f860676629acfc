import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { renderApp } from '../../../test/render-app';

/** Every admin route of SPEC §2 without an id: the side bar links each one. */
const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/client-management',
  '/admin/client-management/view',
  '/admin/client-management/create-application',
  '/admin/funding-matrix',
  '/admin/funding-matrix/add-criteria',
  '/admin/funding-matrix/view',
  '/admin/lender-management',
  '/admin/lender-management/view',
  '/admin/lender-management/add',
  '/admin/blog',
  '/admin/blog/create-article',
  '/admin/blog/view-articles',
  '/admin/net30',
  '/admin/profile-settings',
];

/** The side bar (wide screens); the drawer holds a second copy only while it is open. */
async function sideBar() {
  return within(await screen.findByTestId('backoffice-sidebar', {}, { timeout: 5000 })).getByRole('navigation', {
    name: 'Back office',
  });
}

function currentLinks(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('aria-current'))
    .map((link) => [link.textContent, link.getAttribute('aria-current')]);
}

describe('back-office side bar', { timeout: 20_000 }, () => {
  it('links every admin route, in labelled groups', async () => {
    mockScenario.signInAs('admin');
    renderApp('/admin/net30');
    const nav = await sideBar();
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect([...hrefs].sort()).toEqual([...ADMIN_ROUTES].sort());
    for (const group of ['Overview', 'Clients & applications', 'Lenders & matrix', 'Content', 'Trade credit', 'Settings']) {
      expect(within(nav).getByRole('list', { name: group })).toBeTruthy();
    }
  });

  it('marks the open page as current, and only it', async () => {
    mockScenario.signInAs('admin');
    renderApp('/admin/funding-matrix/view');
    const nav = await sideBar();
    await waitFor(() => expect(currentLinks(nav)).toEqual([['View programs', 'page']]));
  });

  it.each([
    ['/admin/applications/view/5', 'Clients & applications', 'All clients & applications'],
    ['/admin/funding-dashboard/view/2', 'Clients & applications', 'All clients & applications'],
    ['/admin/blog/edit/3', 'Content', 'All articles'],
    ['/admin/lender-management/view/4', 'Lenders & matrix', 'All lenders'],
  ])('on %s (not in the bar) highlights its parent in %s', async (path, group, parent) => {
    mockScenario.signInAs('admin');
    renderApp(path);
    const nav = await sideBar();
    await waitFor(() => expect(currentLinks(nav)).toEqual([[parent, 'true']]));
    expect(within(within(nav).getByRole('list', { name: group })).getByRole('link', { name: parent })).toBeTruthy();
  });

  it('opens as a drawer from the back-office menu button, and closes when a link is followed', async () => {
    mockScenario.signInAs('admin');
    const { history } = renderApp('/admin/dashboard');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /Back office menu/ }, { timeout: 5000 });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Back office' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(dialog).getByRole('link', { name: 'Net30 accounts' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/net30'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Back office' })).toBeNull());
    // As after any navigation, focus is on the new page's heading, not back on the menu button.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Net30 Administration' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('gives focus back to the menu button when the drawer closes without navigating', async () => {
    mockScenario.signInAs('admin');
    renderApp('/admin/dashboard');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /Back office menu/ }, { timeout: 5000 });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Back office' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Back office' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('is not shown to signed-in users of another role (Access Denied only)', async () => {
    mockScenario.signInAs('client');
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Back office menu/ })).toBeNull();
  });
});
