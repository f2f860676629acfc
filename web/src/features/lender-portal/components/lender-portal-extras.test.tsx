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

describe('R20 lender portal: offers, funded, performance, paused', () => {
  it('tells a paused lender why, in R20’s words', async () => {
    lenderPortalMocks.pause('Documents expired');
    renderApp('/lender/dashboard');
    expect(await screen.findByText('Your account is paused: Documents expired. Contact NetFund.')).toBeTruthy();
  });

  it('shows no banner for an active lender', async () => {
    renderApp('/lender/dashboard');
    await screen.findByRole('list', { name: 'Files' });
    expect(screen.queryByText(/Your account is paused/)).toBeNull();
  });

  it('has a tab for each of R20’s views, driven by ?tab=', async () => {
    const { history } = renderApp('/lender/dashboard?tab=performance');
    expect(await screen.findByText('30.5 h')).toBeTruthy();
    expect(screen.getByText('Your SLA: 24 h')).toBeTruthy();
    expect(screen.getByText('83.3%')).toBeTruthy();
    for (const name of ['Inbox', 'Active', 'Offers', 'Funded', 'Criteria', 'Performance']) expect(screen.getByRole('tab', { name })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Funded' }));
    await waitFor(() => expect(history.location.search).toContain('tab=funded'));
    const deals = await screen.findByRole('list', { name: 'Funded deals' });
    expect(within(deals).getByText("Rosa's Cocina LLC")).toBeTruthy();
    expect(within(deals).getByText('$75,987.30')).toBeTruthy();
  });

  it('lists offered files under Offers, and the drawer shows the lender’s offers: contract sent, withdraw with a reason', async () => {
    renderApp('/lender/dashboard?tab=offers&app=104');
    const drawer = await screen.findByRole('dialog');
    const offers = await within(drawer).findByRole('list', { name: 'Your offers' });
    expect(within(offers).getByText('Accepted — proceed to contract')).toBeTruthy();
    await userEvent.click(within(offers).getByRole('button', { name: 'Contract sent' }));
    await waitFor(() => expect(lenderPortalMocks.sent).toContainEqual({ operation: 'LenderMarkContractSent', variables: { offerId: '31', expectedVersion: 1 } }));
    expect(await within(offers).findByText('Contract sent.')).toBeTruthy();

    await userEvent.click(within(offers).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this offer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Funds committed elsewhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(lenderPortalMocks.sent).toContainEqual({ operation: 'LenderWithdrawOffer', variables: { offerId: '32', expectedVersion: 1, reason: 'Funds committed elsewhere' } }));
    expect(await within(offers).findByText('Funds committed elsewhere')).toBeTruthy();
  });
});

describe('R20 after acceptance: Mark funded and Report fell through', () => {
  async function acceptedOffer() {
    renderApp('/lender/dashboard?tab=offers&app=104');
    const drawer = await screen.findByRole('dialog');
    return within(drawer).findByRole('list', { name: 'Your offers' });
  }

  it('marks the accepted offer funded with the amount in cents, the platform date and the reference', async () => {
    const offers = await acceptedOffer();
    await userEvent.click(within(offers).getByRole('button', { name: 'Mark funded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this deal funded' });
    expect((within(dialog).getByRole('textbox', { name: 'Funded amount' }) as HTMLInputElement).value).toBe('60000.00');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your reference (optional)' }), 'CG-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark funded' }));
    await waitFor(() =>
      expect(lenderPortalMocks.sent).toContainEqual({ operation: 'MarkFunded', variables: expect.objectContaining({ offerId: '31', expectedVersion: 1, fundedAmountCents: 6_000_000, lenderRef: 'CG-1' }) }),
    );
  });

  it('refuses a funded amount that is not dollars, sending nothing', async () => {
    const offers = await acceptedOffer();
    await userEvent.click(within(offers).getByRole('button', { name: 'Mark funded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this deal funded' });
    const amount = within(dialog).getByRole('textbox', { name: 'Funded amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, 'sixty');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark funded' }));
    expect(await within(dialog).findByText('Enter the funded amount in dollars, e.g. 60,000.00')).toBeTruthy();
    expect(lenderPortalMocks.sent.filter((each) => each.operation === 'MarkFunded')).toEqual([]);
  });

  it('reports a fall-through with a reason', async () => {
    const offers = await acceptedOffer();
    await userEvent.click(within(offers).getByRole('button', { name: 'Report fell through' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report that the deal fell through' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'bank_verification_failed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report fell through' }));
    await waitFor(() =>
      expect(lenderPortalMocks.sent).toContainEqual({ operation: 'LenderReportFellThrough', variables: { offerId: '31', expectedVersion: 1, reason: 'bank_verification_failed', note: null } }),
    );
  });
});

describe('R20 Make offer', () => {
  async function openForm() {
    renderApp('/lender/dashboard?tab=active&app=104');
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Make offer' }));
    return screen.findByRole('dialog', { name: 'Make offer' });
  }

  it('shows the server’s disclosure box for the terms before Send, then sends them', async () => {
    const form = await openForm();
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '50,000');
    await userEvent.type(within(form).getByRole('textbox', { name: /Factor rate$/ }), '1.28');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Term/ }), '9');
    expect(await within(form).findByText('$64,000.00', {}, { timeout: 3000 })).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(lenderPortalMocks.sent.find((each) => each.operation === 'LenderMakeOffer')?.variables).toMatchObject({ applicationId: '104', terms: { amountCents: 5_000_000, factorE4: 12_800, termMonths: 9, expiresInDays: 7 } }));
  });

  it('shows the server’s message under the field it is about', async () => {
    const form = await openForm();
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '200,000');
    await userEvent.type(within(form).getByRole('textbox', { name: /Factor rate$/ }), '1.28');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Term/ }), '9');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Above your program’s maximum of $150,000: add an exception note')).toBeTruthy();
  });
});

describe('R20 won file', () => {
  it('keeps a won file out of the inbox and opens its offers from the Offers tab, though its facts are closed', async () => {
    renderApp('/lender/dashboard');
    const inbox = await screen.findByRole('list', { name: 'Files' });
    expect(within(inbox).queryByText('NF-2026-000107')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Offers' }));
    const offersTab = await screen.findByRole('list', { name: 'Files' });
    const won = within(offersTab).getByText('NF-2026-000107').closest('li')!;
    await userEvent.click(within(won as HTMLElement).getByRole('button', { name: 'Your offers' }));
    const drawer = await screen.findByRole('dialog', { name: 'NF-2026-000107' });
    expect(await within(drawer).findByText('The applicant accepted your offer: proceed to contract.')).toBeTruthy();
  });
});
