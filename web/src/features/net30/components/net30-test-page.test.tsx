import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { net30Mocks } from '../../../mocks/net30';
import { renderApp } from '../../../test/render-app';

afterEach(() => net30Mocks.reset());

const user = () => userEvent.setup();
const sent = (operation: string) => net30Mocks.sent.filter((each) => each.operation === operation).map((each) => each.variables);

async function openSandbox(path = '/net30/test') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Net30 Test' }, { timeout: 5000 });
}

describe('R26 order sandbox', { timeout: 20_000 }, () => {
  it('buys on Net 30: steppers, order total, available credit; then links to the new TEST invoice', async () => {
    mockScenario.signInAs('client');
    await openSandbox();
    const buy = await screen.findByRole('button', { name: 'Buy on Net 30' }, { timeout: 5000 });
    expect(screen.getByRole('group', { name: 'Available credit' }).textContent).toContain('$2,338.00');
    await user().click(screen.getByRole('button', { name: 'One more Business credit review' }));
    await user().click(screen.getByRole('button', { name: 'One more Business credit review' }));
    await user().click(screen.getByRole('button', { name: 'One more Sticker pack' }));
    await user().click(screen.getByRole('button', { name: 'One fewer Business credit review' }));
    expect(screen.getByTestId('order-total').textContent).toBe('$54.00');
    await user().click(buy);
    const link = await screen.findByRole('link', { name: 'View invoice N30-2026-000010' });
    expect(link.getAttribute('href')).toBe('/net30/invoice/10');
    expect(screen.getByText('TEST')).toBeTruthy();
    expect(sent('MemberPlaceNet30TestOrder')).toEqual([
      { items: [{ itemId: 'credit-review', quantity: 1 }, { itemId: 'sticker', quantity: 1 }], clientId: null },
    ]);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Available credit' }).textContent).toContain('$2,284.00'));
  });

  it('below $10 the minimum order is said before asking the server', async () => {
    mockScenario.signInAs('client');
    await openSandbox();
    await user().click(await screen.findByRole('button', { name: 'One more Sticker pack' }, { timeout: 5000 }));
    await user().click(screen.getByRole('button', { name: 'Buy on Net 30' }));
    expect(screen.getByRole('alert').textContent).toContain('The minimum order is $10.00');
    expect(sent('MemberPlaceNet30TestOrder')).toEqual([]);
  });

  it('the server’s refusal is shown inline: an order above the available credit', async () => {
    mockScenario.signInAs('client');
    await openSandbox();
    const more = await screen.findByRole('button', { name: 'One more Business credit review' }, { timeout: 5000 });
    for (let count = 0; count < 48; count += 1) await user().click(more);
    await user().click(screen.getByRole('button', { name: 'Buy on Net 30' }));
    expect(await screen.findByText('This order exceeds your available credit of $2,338.00')).toBeTruthy();
  });

  it('an empty catalogue: "No test items configured", with a link to the settings for admins', async () => {
    net30Mocks.withEmptyCatalogue();
    mockScenario.signInAs('admin');
    await openSandbox('/net30/test?clientId=2');
    expect(await screen.findByText('No test items configured', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Net30 settings' }).getAttribute('href')).toBe('/admin/net30?tab=settings');
  });

  it('admin: orders for the chosen client, and the clock panel lists what advancing did', async () => {
    mockScenario.signInAs('admin');
    await openSandbox('/net30/test?clientId=2');
    const days = await screen.findByRole('spinbutton', { name: 'Days' }, { timeout: 5000 });
    await user().clear(days);
    await user().type(days, '121');
    await user().click(screen.getByRole('button', { name: 'Advance clock' }));
    expect(screen.getByText('Enter a whole number of days from 1 to 120')).toBeTruthy();
    await user().clear(days);
    await user().type(days, '45');
    await user().click(screen.getByRole('button', { name: 'Advance clock' }));
    const effects = await screen.findByRole('status', { name: 'What advancing the clock did' });
    expect(within(effects).getByText('Late fee of $15.00 added to N30-2026-000003')).toBeTruthy();
    expect(sent('MemberAdvanceNet30Clock')).toEqual([{ accountId: '1', days: 45 }]);
  });

  it('admin in production: the clock answers NOT_FOUND and the panel gives way to a note', async () => {
    net30Mocks.withoutClock();
    mockScenario.signInAs('admin');
    await openSandbox('/net30/test?clientId=2');
    await user().click(await screen.findByRole('button', { name: 'Advance clock' }, { timeout: 5000 }));
    expect(await screen.findByText('The clock panel is available only in demo mode, never in production.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Advance clock' })).toBeNull();
  });

  it('a client has no clock panel', async () => {
    mockScenario.signInAs('client');
    await openSandbox();
    await screen.findByRole('button', { name: 'Buy on Net 30' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Advance clock' })).toBeNull();
  });
});
