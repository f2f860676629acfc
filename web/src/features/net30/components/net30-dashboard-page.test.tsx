import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { net30Mocks } from '../../../mocks/net30';
import { renderApp } from '../../../test/render-app';

afterEach(() => net30Mocks.reset());

const user = () => userEvent.setup();

async function openDashboard(path = '/net30/dashboard') {
  renderApp(path);
  return screen.findByRole('heading', { level: 1, name: 'Net30 Dashboard' }, { timeout: 5000 });
}

describe('R24 Net30 dashboard', { timeout: 20_000 }, () => {
  it('a client with an account: available credit, limit, terms, next due, on-time and DBT, open and paid invoices, fees', async () => {
    mockScenario.signInAs('client');
    await openDashboard();
    const available = await screen.findByRole('group', { name: 'Available credit' }, { timeout: 5000 });
    // $2,500 limit − ($98.00 + $64.00) open balances.
    expect(available.textContent).toContain('$2,338.00');
    expect(screen.getByRole('group', { name: 'Credit limit' }).textContent).toContain('$2,500.00');
    expect(screen.getByRole('group', { name: 'Balance' }).textContent).toContain('$162.00');
    expect(screen.getByRole('group', { name: 'Terms' }).textContent).toContain('Net 30');
    expect(screen.getByRole('group', { name: 'Next due' }).textContent).toContain('$64.00');
    expect(screen.getByRole('group', { name: 'Next due' }).textContent).toContain('Oct 20, 2026');
    expect(screen.getByRole('group', { name: 'On time (12 months)' }).textContent).toContain('95.0%');
    expect(screen.getByRole('group', { name: 'DBT (12 months)' }).textContent).toContain('2 days');

    const open = screen.getByRole('table', { name: 'Open invoices, the earliest due first' });
    const rows = within(open).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'N30-2026-000004' }).getAttribute('href')).toBe('/net30/invoice/4');
    expect(rows[0]!.textContent).toContain('34 days past due');
    expect(rows[0]!.textContent).toContain('Overdue');
    expect(screen.getByRole('table', { name: 'Paid and void invoices, newest first' }).textContent).toContain('N30-2026-000005');

    expect(screen.getByText('$15.00 on invoices up to $99.99')).toBeTruthy();
    expect(screen.getByText('$39.00 on invoices above $249.99')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Place an order' }).getAttribute('href')).toBe('/net30/test');
    expect(await screen.findByRole('link', { name: /PDF statement Oct 1, 2026/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /PDF statement Oct 1, 2026/ }).getAttribute('href')).toBe('/api/net30/statements/12/download');
    expect(screen.queryByRole('link', { name: 'Record payment or adjust' })).toBeNull();
  });

  it('an account without invoices says where orders appear', async () => {
    mockScenario.signInAs('client');
    net30Mocks.withoutInvoices();
    await openDashboard();
    expect(await screen.findByText('No invoices yet. Orders on Net 30 terms appear here.', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('a client without an account sees the application card with Apply for a Net30 account', async () => {
    mockScenario.signInAs('client');
    net30Mocks.withoutAccount();
    await openDashboard();
    const apply = await screen.findByRole('link', { name: 'Apply for a Net30 account' }, { timeout: 5000 });
    expect(apply.getAttribute('href')).toBe('/net30/apply');
    expect(screen.queryByRole('group', { name: 'Available credit' })).toBeNull();
  });

  it('an admin without clientId is asked to choose a client, and picking one opens their account', async () => {
    mockScenario.signInAs('admin');
    await openDashboard();
    expect(screen.getByText('Choose a client to view their Net30 account')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Net30 Administration' }).getAttribute('href')).toBe('/admin/net30');
    await user().click(await screen.findByRole('button', { name: 'View Blue Fern Bakery LLC' }, { timeout: 5000 }));
    expect(await screen.findByRole('group', { name: 'Available credit' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record payment or adjust' }).getAttribute('href')).toBe('/admin/net30?tab=invoices');
    expect(screen.getByRole('link', { name: 'Place an order' }).getAttribute('href')).toBe('/net30/test?clientId=2');
  });

  it('an admin with an unknown clientId: "Client not found"', async () => {
    mockScenario.signInAs('admin');
    await openDashboard('/net30/dashboard?clientId=99');
    expect(await screen.findByText('Client not found', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('the furnishing log: month, bureau, what was reported, batch status, and a dispute with a reason and text', async () => {
    mockScenario.signInAs('client');
    await openDashboard();
    const log = await screen.findByRole('table', { name: 'What was reported to each bureau, by month' }, { timeout: 5000 });
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('October 2026');
    expect(rows[0]!.textContent).toContain('Dun & Bradstreet');
    expect(rows[0]!.textContent).toContain('past due $64.00');
    expect(rows[1]!.textContent).toContain('Not sent yet');
    await user().click(within(rows[0]!).getByRole('button', { name: /^Dispute/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute a reported record' });
    await user().click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(dialog).findByText('Tell us what is wrong')).toBeTruthy();
    await user().selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'amount_wrong');
    await user().type(within(dialog).getByRole('textbox', { name: /What is wrong/ }), 'The balance was paid on Oct 28');
    await user().click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dispute a reported record' })).toBeNull());
    expect(net30Mocks.sent.filter((each) => each.operation === 'MemberDisputeNet30FurnishingRecord').map((each) => each.variables)).toEqual([
      { input: { recordId: '70', reason: 'amount_wrong', text: 'The balance was paid on Oct 28' } },
    ]);
  });
});
