import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { lenderPortalMocks } from '../../../mocks/lender-portal';
import { renderApp } from '../../../test/render-app';

beforeEach(() => {
  lenderPortalMocks.reset();
  mockScenario.signInAs('lender');
});

const sentOf = (operation: string) =>
  lenderPortalMocks.sent.filter((each) => each.operation === operation).map((each) => each.variables);

describe('R20 Revise', { timeout: 20_000 }, () => {
  it('starts from the sent offer’s terms and sends a new offer that supersedes it', async () => {
    renderApp('/lender/dashboard?tab=offers&app=104');
    const drawer = await screen.findByRole('dialog');
    const offers = await within(drawer).findByRole('list', { name: 'Your offers' });
    // Only the sent offer can be revised; the accepted one is past that.
    expect(within(offers).getAllByRole('button', { name: 'Revise' })).toHaveLength(1);
    await userEvent.click(within(offers).getByRole('button', { name: 'Revise' }));
    const form = await screen.findByRole('dialog', { name: 'Revise offer' });
    expect(within(form).getByText(/your offer of \$40,000\.00 is superseded/)).toBeTruthy();
    const amount = within(form).getByRole<HTMLInputElement>('textbox', { name: /Amount/ });
    expect([
      amount.value,
      within(form).getByRole<HTMLInputElement>('textbox', { name: /Factor rate$/ }).value,
      within(form).getByRole<HTMLInputElement>('textbox', { name: /^Term/ }).value,
    ]).toEqual(['40000.00', '1.2800', '9']);
    await userEvent.clear(amount);
    await userEvent.type(amount, '45,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sentOf('LenderReviseOffer')).toEqual([
        {
          offerId: '32',
          expectedVersion: 1,
          terms: expect.objectContaining({
            amountCents: 4_500_000,
            factorE4: 12_800,
            termMonths: 9,
            frequency: 'daily',
            originationFeeCents: 180_000,
            conditions: ['Bank verification'],
          }),
        },
      ]),
    );
    expect(await within(offers).findByText('$45,000.00 · Revenue-Based Financing')).toBeTruthy();
  });
});

describe('R20 Post payment', { timeout: 20_000 }, () => {
  async function openDialog() {
    renderApp('/lender/dashboard?tab=funded');
    const deals = await screen.findByRole('list', { name: 'Funded deals' });
    await userEvent.click(within(deals).getByRole('button', { name: "Post payment for Rosa's Cocina LLC" }));
    return { deals, dialog: await screen.findByRole('dialog', { name: 'Post payment' }) };
  }

  it('posts a payment in cents on the platform’s date, and the deal shows the new remaining balance', async () => {
    const { deals, dialog } = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '406.35');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'CG-PMT-9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post payment' }));
    await waitFor(() =>
      expect(sentOf('LenderPostPayment')).toEqual([
        {
          fundingId: '1',
          input: {
            type: 'payment',
            amountCents: 40_635,
            occurredOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            note: null,
            externalRef: 'CG-PMT-9',
          },
        },
      ]),
    );
    expect(await within(deals).findByText('$75,580.95')).toBeTruthy();
    expect(within(deals).getByText(/· funded Nov 2, 2026$/)).toBeTruthy();
  });

  it('refuses an amount that is not dollars without sending, and shows the server’s refusal of an overpayment', async () => {
    const { dialog } = await openDialog();
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post payment' }));
    expect(
      await within(dialog).findByText('Amount must be more than $0.00 (dollars and cents, e.g. 515.87)'),
    ).toBeTruthy();
    expect(sentOf('LenderPostPayment')).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '90,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post payment' }));
    expect(
      await within(dialog).findByText('This payment is more than the remaining balance of $75,987.30'),
    ).toBeTruthy();
  });
});

describe('R20 drawer timeline', { timeout: 20_000 }, () => {
  it("lists the lender's own actions on the file, newest first, and adds an offer once it is sent", async () => {
    renderApp('/lender/dashboard?tab=active&app=104');
    const drawer = await screen.findByRole('dialog');
    const timeline = await within(drawer).findByRole('region', { name: 'Your timeline' });
    expect(await within(timeline).findByText('Opened the file')).toBeTruthy();
    expect(within(timeline).getByText(/^Logan Lender · /)).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Make offer' }));
    const form = await screen.findByRole('dialog', { name: 'Make offer' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '50,000');
    await userEvent.type(within(form).getByRole('textbox', { name: /Factor rate$/ }), '1.28');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Term/ }), '9');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(timeline).findByText('Made an offer of $50,000.00')).toBeTruthy();
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Made an offer of $50,000.00', 'Opened the file']);
  });
});

describe('R20 drawer status', { timeout: 20_000 }, () => {
  it('follows the file after an offer: the chip says Offered and Decline is gone', async () => {
    renderApp('/lender/dashboard?app=105');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Viewed')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Decline' })).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Make offer' }));
    const form = await screen.findByRole('dialog', { name: 'Make offer' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '25,000');
    await userEvent.type(within(form).getByRole('textbox', { name: /Factor rate$/ }), '1.30');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Term/ }), '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(drawer).findByText('Offered')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});
