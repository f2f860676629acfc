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

async function openUserMenu(username: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Account menu for ${username}` }, { timeout: 5000 }));
  return screen.findByRole('menu');
}

describe('header: NetBuilder links', { timeout: 20_000 }, () => {
  it('lists NetBuilder under Services (desktop menu and footer)', async () => {
    renderApp('/support/contact');
    await screen.findByRole('heading', { name: 'Contact Us' }, { timeout: 5000 });
    const services = document.getElementById('services-menu')!;
    expect(within(services).getByRole('link', { name: /NetBuilder/, hidden: true }).getAttribute('href')).toBe('/netbuilder');
    const footerServices = screen.getByRole('navigation', { name: 'Services' });
    expect(within(footerServices).getByRole('link', { name: /NetBuilder/ }).getAttribute('href')).toBe('/netbuilder');
  });

  it('links the credit builder dashboard from the user menu of a client with a plan', async () => {
    netbuilderMocks.subscribe('client', 'growth');
    mockScenario.signInAs('client');
    renderApp('/support/contact');
    const menu = await openUserMenu('client');
    const item = await within(menu).findByRole('menuitem', { name: 'Credit Builder Dashboard' });
    expect(item.getAttribute('href')).toBe('/dashboard');
  });

  it('does not link it for a client without a plan', async () => {
    mockScenario.signInAs('client');
    renderApp('/support/contact');
    const menu = await openUserMenu('client');
    await waitFor(() => expect(operations).toContain('MemberPlan'));
    await within(menu).findByRole('menuitem', { name: 'Profile Settings' });
    expect(within(menu).queryByRole('menuitem', { name: 'Credit Builder Dashboard' })).toBeNull();
  });

  it('asks the server only for a signed-in client, once', async () => {
    const view = renderApp('/support/contact');
    await screen.findByRole('link', { name: 'Sign In' }, { timeout: 5000 });
    expect(operations).toEqual(['Me']);
    view.unmount();

    operations = [];
    mockScenario.signInAs('lender');
    const lender = renderApp('/support/contact');
    await openUserMenu('lender');
    expect(operations).toEqual(['Me']);
    lender.unmount();

    operations = [];
    mockScenario.signInAs('client');
    renderApp('/support/contact');
    const menu = await openUserMenu('client');
    await within(menu).findByRole('menuitem', { name: 'Profile Settings' });
    await userEvent.keyboard('{Escape}');
    await openUserMenu('client');
    await waitFor(() => expect(operations).toEqual(['Me', 'MemberPlan']));
  });

  it('sends the text of the generated MemberPlan document', () => {
    expect(print(parse(memberPlanQuery.query))).toBe(print(MemberPlanDocument));
  });
});
