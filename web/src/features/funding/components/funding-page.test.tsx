import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fundingMocks } from '../../../mocks/funding';
import { mockScenario } from '../../../mocks/handlers';
import { renderApp } from '../../../test/render-app';

beforeEach(() => mockScenario.signInAs('admin'));
afterEach(() => fundingMocks.reset());

const user = () => userEvent.setup();
const sent = (operation: string) => fundingMocks.sent.filter((each) => each.operation === operation).map((each) => each.variables);

async function openFunding(id: string) {
  renderApp(`/admin/funding-dashboard/view/${id}`);
  return screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

describe('R14 funded deal', { timeout: 20_000 }, () => {
  it('says no commission was agreed, with nothing to mark, when the lender has no commission terms', async () => {
    await openFunding('3');
    expect(screen.getByText('None: no commission agreed with this lender')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark commission received' })).toBeNull();
  });

  it('shows the figures, the % paid bar, the terms, the commission and the transactions with their balance after', async () => {
    expect((await openFunding('1')).textContent).toBe("Rosa's Cocina LLC");
    expect(screen.getByRole('group', { name: 'Paid to date' }).textContent).toContain('$812.70');
    expect(screen.getByRole('group', { name: 'Remaining' }).textContent).toContain('$75,987.30');
    expect(screen.getByRole('progressbar', { name: 'Paid 1.0% of the payback' }).getAttribute('aria-valuenow')).toBe('1.05');
    expect(screen.getByText('Factor 1.28 (APR 77.38%)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark commission received' })).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('$75,987.30')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'NF-2026-000104' }).getAttribute('href')).toBe('/admin/applications/view/4');
  });

  it('the chart has "Show as table" with both cumulative series', async () => {
    await openFunding('1');
    await user().click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Scheduled vs paid' });
    expect(within(table).getByRole('columnheader', { name: 'Paid (cumulative)' })).toBeTruthy();
    expect(within(table).getAllByRole('row').at(-1)!.textContent).toContain('—');
  });

  it('an empty ledger says who can post payments', async () => {
    await openFunding('2');
    expect(screen.getByText('No payments recorded yet. The lender can post them, or enter them here.')).toBeTruthy();
  });

  it('a non-numeric or unknown id: "Funding record not found" with a link back', async () => {
    expect((await openFunding('abc')).textContent).toBe('Funding record not found');
    expect(screen.getByRole('link', { name: 'Back to applications' }).getAttribute('href')).toBe('/admin/client-management/view');
    fundingMocks.reset();
  });

  it('an unknown id answers the server’s NOT_FOUND as the same page', async () => {
    renderApp('/admin/funding-dashboard/view/99');
    expect((await screen.findByRole('heading', { level: 1, name: 'Funding record not found' }, { timeout: 5000 })).textContent).toBe('Funding record not found');
  });

  it('Add transaction sends cents and shows the server’s overpayment sentence; Record overpayment lets it through', async () => {
    await openFunding('1');
    await user().click(screen.getByRole('button', { name: 'Add transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add transaction' });
    await user().type(within(dialog).getByRole('textbox', { name: /Amount/ }), '80000');
    await user().click(within(dialog).getByRole('button', { name: 'Add transaction' }));
    expect(await within(dialog).findByText('This payment is more than the remaining balance of $75,987.30')).toBeTruthy();
    await user().click(within(dialog).getByRole('checkbox', { name: /Record overpayment/ }));
    await user().click(within(dialog).getByRole('button', { name: 'Add transaction' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add transaction' })).toBeNull());
    expect(sent('AddFundingTransaction').at(-1)).toMatchObject({ fundingId: '1', input: { type: 'payment', amountCents: 8_000_000, recordOverpayment: true } });
    expect(within(screen.getAllByRole('table')[0]!).getAllByRole('row')).toHaveLength(4);
  });

  it('Reverse asks for a reason and adds a reversal row', async () => {
    await openFunding('1');
    const table = screen.getByRole('table');
    await user().click(within(table).getAllByRole('button', { name: /^Reverse/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Reverse transaction' });
    await user().click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await within(dialog).findByText('Give a reason (at least 3 characters)')).toBeTruthy();
    await user().type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Returned (NSF)');
    await user().click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(sent('ReverseFundingTransaction')).toEqual([{ transactionId: '501', reason: 'Returned (NSF)' }]));
    expect(await within(table).findByText('Reversal')).toBeTruthy();
    expect(within(table).getByText('(reversed)')).toBeTruthy();
  });
});
