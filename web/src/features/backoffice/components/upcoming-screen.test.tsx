import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { renderApp } from '../../../test/render-app';

/** The "coming soon" panel of a page this issue does not fill yet. */
async function comingSoon(title: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  const panel = screen.getByRole('region', { name: 'Coming soon' });
  return { heading, panel, items: within(panel).getAllByRole('listitem').map((item) => item.textContent) };
}

describe('pages still to be built say what they will hold and link back', { timeout: 20_000 }, () => {
  it('an admin page: its plan and a link back to the admin dashboard', async () => {
    mockScenario.signInAs('admin');
    renderApp('/admin/blog');
    const { panel, items } = await comingSoon('Blog');
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.length).toBeLessThanOrEqual(4);
    expect(items.join(' ')).toMatch(/scheduled/i);
    expect(within(panel).getByRole('link', { name: 'Back to the admin dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
  });

  it('an admin page with an id', async () => {
    mockScenario.signInAs('admin');
    renderApp('/admin/blog/edit/3');
    const { panel, items } = await comingSoon('Edit Article');
    expect(items.join(' ')).toMatch(/revision/i);
    expect(within(panel).getByRole('link', { name: 'Back to the admin dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
  });

  it.each([
    ['client', '/client/dashboard', 'Back to My Dashboard'],
    ['admin', '/admin/dashboard', 'Back to the admin dashboard'],
  ] as const)("a page outside the back office links a %s back to their dashboard", async (role, dashboard, label) => {
    mockScenario.signInAs(role);
    renderApp('/profile');
    const { panel } = await comingSoon('Profile Settings');
    expect(within(panel).getByRole('link', { name: label }).getAttribute('href')).toBe(dashboard);
  });

  it("the profile page links a client back to their dashboard", async () => {
    mockScenario.signInAs('client');
    renderApp('/profile');
    const { panel, items } = await comingSoon('Profile Settings');
    expect(items.join(' ')).toMatch(/two-factor/i);
    expect(within(panel).getByRole('link', { name: 'Back to My Dashboard' }).getAttribute('href')).toBe('/client/dashboard');
  });
});
