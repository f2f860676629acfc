import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { net30Mocks } from '../../../mocks/net30';
import { renderApp } from '../../../test/render-app';
import { checkoutBrowser } from '../lib/net30-format';

beforeEach(() => {
  vi.spyOn(checkoutBrowser, 'goTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  net30Mocks.reset();
});

const user = () => userEvent.setup();
const sent = (operation: string) => net30Mocks.sent.filter((each) => each.operation === operation).map((each) => each.variables);

async function openInvoice(path: string) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Net30 Invoice' }, { timeout: 5000 });
}

describe('R25 Net30 invoice', { timeout: 20_000 }, () => {
  it('shows the number, bill-to, dates, terms, lines with the total, fees, balance and the reporting note', async () => {
    mockScenario.signInAs('client');
    await openInvoice('/net30/invoice/3');
    expect(await screen.findByText('Blue Fern Bakery LLC', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('N30-2026-000003').length).toBeGreaterThan(0);
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getAllByRole('row')[1]!.textContent).toContain('Business credit review');
    expect(within(lines).getAllByRole('row')[1]!.textContent).toContain('$49.00');
    expect(within(lines).getByText('Total').closest('tr')!.textContent).toContain('$98.00');
    expect(screen.getByRole('region', { name: 'Balance due' }).textContent).toContain('$98.00');
    expect(screen.getByText('Paid by Dec 10, 2026 → reported as on time in the December report')).toBeTruthy();
    expect(screen.getByText('No payments yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe('/api/net30/invoices/3/pdf');
  });

  it('Pay now: full balance preselected; a partial amount is checked (≥ $1.00, ≤ balance) before going to the checkout', async () => {
    mockScenario.signInAs('client');
    await openInvoice('/net30/invoice/3');
    await user().click(await screen.findByRole('button', { name: 'Pay now' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay N30-2026-000003' });
    expect((within(dialog).getByRole('radio', { name: /Full balance/ }) as HTMLInputElement).checked).toBe(true);
    await user().click(within(dialog).getByRole('radio', { name: 'Another amount' }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user().type(amount, '0.50');
    await user().click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByText('Pay at least $1.00')).toBeTruthy();
    await user().clear(amount);
    await user().type(amount, '120');
    await user().click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByText('The payment is more than the balance of $98.00')).toBeTruthy();
    expect(sent('MemberPayNet30Invoice')).toEqual([]);
    await user().clear(amount);
    await user().type(amount, '25');
    await user().click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(checkoutBrowser.goTo).toHaveBeenCalledWith('/payments/demo/pay/10'));
    const [payment] = sent('MemberPayNet30Invoice') as { invoiceId: string; amountCents: number; idempotencyKey: string }[];
    expect(payment).toMatchObject({ invoiceId: '3', amountCents: 2_500 });
    expect(payment!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('one idempotency key per opening of the dialog; the full balance is sent in cents', async () => {
    mockScenario.signInAs('client');
    await openInvoice('/net30/invoice/4');
    await user().click(await screen.findByRole('button', { name: 'Pay now' }, { timeout: 5000 }));
    let dialog = await screen.findByRole('dialog', { name: 'Pay N30-2026-000004' });
    await user().click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(sent('MemberPayNet30Invoice')).toHaveLength(1));
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user().click(screen.getByRole('button', { name: 'Pay now' }));
    dialog = await screen.findByRole('dialog', { name: 'Pay N30-2026-000004' });
    await user().click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(sent('MemberPayNet30Invoice')).toHaveLength(2));
    const [first, second] = sent('MemberPayNet30Invoice') as { amountCents: number; idempotencyKey: string }[];
    expect(first!.amountCents).toBe(6_400);
    expect(first!.idempotencyKey).not.toBe(second!.idempotencyKey);
  });

  it('a refused payment is a "Payment Error" toast with the server’s message', async () => {
    mockScenario.signInAs('client');
    await openInvoice('/net30/invoice/3');
    await user().click(await screen.findByRole('button', { name: 'Pay now' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay N30-2026-000003' });
    // Paid meanwhile (another tab): the server says there is nothing to pay.
    net30Mocks.setInvoice('3', { balanceCents: 0 });
    await user().click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const region = await screen.findByRole('region', { name: 'Notification' }, { timeout: 5000 });
    await waitFor(() => {
      expect(within(region).getByText('Payment Error')).toBeTruthy();
      expect(within(region).getByText('This invoice has nothing left to pay')).toBeTruthy();
    });
    expect(checkoutBrowser.goTo).not.toHaveBeenCalled();
  });

  it('a paid invoice has no Pay now button', async () => {
    mockScenario.signInAs('client');
    await openInvoice('/net30/invoice/5');
    expect(await screen.findByText('Paid Sep 28, 2026', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('back from the checkout with ?payment=success: says so and polls until the payment is no longer pending', async () => {
    mockScenario.signInAs('client');
    net30Mocks.setInvoice('3', {
      payments: [{ id: '60', amountCents: 9_800, method: 'online', status: 'pending', receivedOn: null, reference: null, failureMessage: null, createdAt: '2026-11-23T10:00:00.000Z' }],
    });
    const { history } = renderApp('/net30/invoice/3?payment=success');
    expect(await screen.findByText('Payment received — it appears here once confirmed', undefined, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Pending')).toBeTruthy();
    await waitFor(() => expect(history.location.search).toBe(''));
    net30Mocks.setInvoice('3', {
      status: 'paid',
      balanceCents: 0,
      paidCents: 9_800,
      paidOn: '2026-11-23',
      payments: [{ id: '60', amountCents: 9_800, method: 'online', status: 'succeeded', receivedOn: '2026-11-23', reference: null, failureMessage: null, createdAt: '2026-11-23T10:00:00.000Z' }],
    });
    expect(await screen.findByText('Succeeded', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('?payment=canceled: a neutral note, nothing taken', async () => {
    mockScenario.signInAs('client');
    await openInvoice('/net30/invoice/3?payment=canceled');
    expect(await screen.findByText('No payment was taken. You can pay whenever you are ready.', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('an unknown invoice (or someone else’s): "Invoice not found"', async () => {
    mockScenario.signInAs('client');
    await openInvoice('/net30/invoice/99');
    expect(await screen.findByText('Invoice not found', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your Net30 account' }).getAttribute('href')).toBe('/net30/dashboard');
  });

  it('admin: no Pay now; Record payment, Void with the server’s 409, Waive fee with a reason', async () => {
    mockScenario.signInAs('admin');
    await openInvoice('/net30/invoice/4');
    await screen.findByRole('button', { name: 'Record payment' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('link', { name: /the client's Net30 dashboard/ }).getAttribute('href')).toBe('/net30/dashboard?clientId=2');

    await user().click(screen.getByRole('button', { name: /^Waive fee/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Waive fee' });
    await user().click(within(dialog).getByRole('button', { name: 'Waive fee' }));
    expect(await within(dialog).findByText('Give a reason')).toBeTruthy();
    await user().type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'First late payment');
    await user().click(within(dialog).getByRole('button', { name: 'Waive fee' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Waive fee' })).toBeNull());
    expect(await screen.findByText('Waived: First late payment')).toBeTruthy();
    expect(sent('MemberWaiveNet30Fee')).toEqual([{ feeId: '41', reason: 'First late payment' }]);

    await user().click(screen.getByRole('button', { name: 'Record payment' }));
    dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user().clear(amount);
    await user().type(amount, '20');
    await user().selectOptions(within(dialog).getByRole('combobox', { name: /Method/ }), 'ach');
    await user().type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'ACH-123');
    await user().click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record payment' })).toBeNull());
    expect(sent('MemberRecordNet30Payment')).toMatchObject([{ invoiceId: '4', input: { amountCents: 2_000, method: 'ach', reference: 'ACH-123' } }]);

    await user().click(screen.getByRole('button', { name: 'Void' }));
    dialog = await screen.findByRole('dialog', { name: 'Void invoice' });
    await user().type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Entered twice');
    await user().click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('Refund or reverse payments first')).toBeTruthy();
  });
});
