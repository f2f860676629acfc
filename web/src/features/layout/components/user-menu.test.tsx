import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { netbuilderMocks } from '../../../mocks/netbuilder';
import { mockServer } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { memberPlanQuery } from '../api/member-plan';
import { parse, print } from 'graphql';
import { MemberPlanDocument } from '../api/member-plan.generated';

/** GraphQL operations the app sent, by name, in order (but the footer's own ContactDetails, asked on every page). */
let operations: string[] = [];
const record = async ({ request }: { request: Request }) => {
  if (!request.url.endsWith('/graphql')) return;
  const body = (await request.clone().json()) as { operationName?: string };
  if (body.operationName && body.operationName !== 'ContactDetails') operations.push(body.operationName);
};

beforeEach(() => {
  operations = [];
  mockServer.events.on('request:start', record);
});
afterEach(() => {
  mockServer.events.removeListener('request:start', record);
  netbuilderMocks.reset();
});

/**
 * The menu the account button opens. jsdom has no popovers (a closed one stays display: none and cannot open), so the
 * tests check the wiring (the button names the menu as its popover target) and read the closed menu's items; the
 * opening itself is Chromium's, covered by tests/e2e/native-controls.e2e.test.ts.
 */
async function userMenu(username: string) {
  const button = await screen.findByRole('button', { name: `Account menu for ${username}` }, { timeout: 5000 });
  const menu = document.getElementById(button.getAttribute('popovertarget') ?? '');
  expect(menu?.getAttribute('popover')).toBe('auto');
  expect(menu?.getAttribute('role')).toBe('menu');
  return menu!;
}

describe('header: NetBuilder links', { timeout: 20_000 }, () => {
  it('lists NetBuilder under Services (desktop menu and footer)', async () => {
    renderApp('/support/contact');
    await screen.findByRole('heading', { name: 'Contact Us' }, { timeout: 5000 });
    const services = document.getElementById('services-menu')!;
    expect(
      within(services)
        .getByRole('link', { name: /NetBuilder/, hidden: true })
        .getAttribute('href'),
    ).toBe('/netbuilder');
    const footerServices = screen.getByRole('navigation', { name: 'Services' });
    expect(
      within(footerServices)
        .getByRole('link', { name: /NetBuilder/ })
        .getAttribute('href'),
    ).toBe('/netbuilder');
  });

  it('links the credit builder dashboard from the user menu of a client with a plan', async () => {
    netbuilderMocks.subscribe('client', 'growth');
    mockScenario.signInAs('client');
    renderApp('/support/contact');
    const menu = await userMenu('client');
    const item = await within(menu).findByRole('menuitem', { name: 'Credit Builder Dashboard', hidden: true });
    expect(item.getAttribute('href')).toBe('/dashboard');
  });

  it('does not link it for a client without a plan', async () => {
    mockScenario.signInAs('client');
    renderApp('/support/contact');
    const menu = await userMenu('client');
    await waitFor(() => expect(operations).toContain('MemberPlan'));
    await within(menu).findByRole('menuitem', { name: 'Profile Settings', hidden: true });
    expect(within(menu).queryByRole('menuitem', { name: 'Credit Builder Dashboard', hidden: true })).toBeNull();
  });

  it('asks the server only for a signed-in client, once (the menu and the side sheet share the answer)', async () => {
    const view = renderApp('/support/contact');
    await screen.findByRole('link', { name: 'Sign In' }, { timeout: 5000 });
    expect(operations).toEqual(['Me']);
    view.unmount();

    operations = [];
    mockScenario.signInAs('lender');
    const lender = renderApp('/support/contact');
    await userMenu('lender');
    expect(operations).toEqual(['Me']);
    lender.unmount();

    operations = [];
    mockScenario.signInAs('client');
    renderApp('/support/contact');
    const menu = await userMenu('client');
    await within(menu).findByRole('menuitem', { name: 'Profile Settings', hidden: true });
    // Both the user menu and the side sheet are on the page (no script opens them): still one question.
    expect(document.getElementById('mobile-nav')).not.toBeNull();
    await waitFor(() => expect(operations).toEqual(['Me', 'MemberPlan']));
  });

  it('sends the text of the generated MemberPlan document', () => {
    expect(print(parse(memberPlanQuery.query))).toBe(print(MemberPlanDocument));
  });
});

describe('header: native controls (work from the server HTML, no script)', { timeout: 20_000 }, () => {
  it('wires Services and Resources as auto popovers that enhance.ts opens on hover too, with no state of its own', async () => {
    renderApp('/support/contact');
    await screen.findByRole('heading', { name: 'Contact Us' }, { timeout: 5000 });
    for (const [label, id] of [
      ['Services', 'services-menu'],
      ['Resources', 'resources-menu'],
    ] as const) {
      const trigger = screen.getByRole('button', { name: label });
      expect(trigger.getAttribute('popovertarget')).toBe(id);
      expect(trigger.hasAttribute('data-hover-menu-trigger')).toBe(true);
      // The browser states whether it is expanded; a fixed aria-expanded="false" from the markup would contradict it.
      expect(trigger.hasAttribute('aria-expanded')).toBe(false);
      const panel = document.getElementById(id)!;
      expect(panel.getAttribute('popover')).toBe('auto');
      expect(panel.hasAttribute('data-hover-menu')).toBe(true);
    }
    const services = document.getElementById('services-menu')!;
    expect(within(services).getByText('Featured', { exact: true })).toBeTruthy();
    expect(within(services).getByText('Popular', { exact: true })).toBeTruthy();
  });

  it('wires the side sheet: the menu button opens it, its close button hides it, the links are there', async () => {
    renderApp('/support/contact');
    const open = await screen.findByRole('button', { name: 'Open menu' }, { timeout: 5000 });
    const sheet = document.getElementById(open.getAttribute('popovertarget') ?? '')!;
    expect(sheet.getAttribute('popover')).toBe('auto');
    expect(sheet.getAttribute('role')).toBe('dialog');
    expect(document.getElementById(sheet.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Menu');
    const close = within(sheet).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close.getAttribute('popovertarget')).toBe(sheet.id);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
    for (const group of ['Services', 'Company', 'Support'])
      within(sheet).getByRole('heading', { name: group, hidden: true });
    expect(within(sheet).getByRole('link', { name: 'Careers', hidden: true }).getAttribute('href')).toBe(
      '/company/careers',
    );
    expect(within(sheet).getByRole('link', { name: 'Sign In', hidden: true }).getAttribute('href')).toBe('/auth');
  });

  it('signs out through a form the server handles without script, and in the app as before (no post)', async () => {
    mockScenario.signInAs('client');
    renderApp('/support/contact');
    const menu = await userMenu('client');
    const sheet = document.getElementById('mobile-nav')!;
    for (const signOut of [
      within(menu).getByRole('menuitem', { name: 'Sign Out', hidden: true }),
      within(sheet).getByRole('button', { name: 'Sign Out', hidden: true }),
    ]) {
      expect(signOut.getAttribute('type')).toBe('submit');
      const form = signOut.closest('form')!;
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toBe('/auth/sign-out');
    }
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out', hidden: true }));
    await screen.findByText('You have been logged out successfully.');
    await screen.findByRole('link', { name: 'Sign In' });
    expect(operations).toContain('Logout');
  });
});
