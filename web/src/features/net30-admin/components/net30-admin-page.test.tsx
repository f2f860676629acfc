import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { net30AdminMocks } from '../../../mocks/net30-admin';
import { renderApp } from '../../../test/render-app';

beforeEach(() => mockScenario.signInAs('admin'));
afterEach(() => net30AdminMocks.reset());

const user = () => userEvent.setup();
const sent = (operation: string) => net30AdminMocks.sent.filter((each) => each.operation === operation).map((each) => each.variables);

async function open(search = '') {
  const view = renderApp(`/admin/net30${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Net30 Administration' }, { timeout: 5000 });
  return view;
}

const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 5000 })).closest('tr')!;

describe('R19 /admin/net30 tabs', { timeout: 20_000 }, () => {
  it('opens on Applications; a tab goes into the query string (and back out for the default)', async () => {
    const { history } = await open();
    expect(screen.getByRole('tab', { name: 'Applications', selected: true })).toBeTruthy();
    await user().click(screen.getByRole('tab', { name: 'Aging' }));
    await waitFor(() => expect(history.location.search).toBe('?tab=aging'));
    await user().click(screen.getByRole('tab', { name: 'Applications' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('an unknown tab falls back to Applications', async () => {
    await open('?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'Applications', selected: true })).toBeTruthy();
  });
});

describe('R19 Accounts', { timeout: 20_000 }, () => {
  it('lists each account with its figures and a link to the client’s dashboard', async () => {
    await open('?tab=accounts');
    const row = await rowOf("Rosa's Cocina LLC");
    for (const text of ['Source: Application', '$5,000.00', '$1,825.00', '$3,175.00', 'Net 30', '4 d', '92.5%', 'Active']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole('link', { name: "Client dashboard of Rosa's Cocina LLC" }).getAttribute('href')).toBe('/net30/dashboard?clientId=11');
    expect(within(await rowOf('Blue Fern Bakery LLC')).getByText('Source: NetBuilder')).toBeTruthy();
  });

  it('the status filter goes into the link; no match offers Clear filters', async () => {
    const { history } = await open('?tab=accounts');
    await screen.findByText("Rosa's Cocina LLC", {}, { timeout: 5000 });
    await user().selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closing');
    await waitFor(() => expect(history.location.search).toContain('status=closing'));
    expect(await screen.findByText('No accounts match these filters')).toBeTruthy();
    await user().click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(history.location.search).toBe('?tab=accounts'));
    expect(await screen.findByText("Rosa's Cocina LLC")).toBeTruthy();
  });

  it('Change limit checks $100–$50,000 and sends cents with the version and reason', async () => {
    await open('?tab=accounts');
    await user().click(await screen.findByRole('button', { name: "Change limit: Rosa's Cocina LLC" }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: /New limit/ });
    await user().clear(amount);
    await user().type(amount, '60000');
    await user().type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Paid on time for six months');
    await user().click(within(dialog).getByRole('button', { name: 'Change limit' }));
    expect(await within(dialog).findByText('Credit limit must be from $100 to $50,000')).toBeTruthy();
    await user().clear(amount);
    await user().type(amount, '7500');
    await user().click(within(dialog).getByRole('button', { name: 'Change limit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('ChangeNet30Limit')).toEqual([{ accountId: '1', expectedVersion: 2, creditLimitCents: 750_000, reason: 'Paid on time for six months' }]);
  });

  it('Close shows the server’s refusal while a balance is owed', async () => {
    await open('?tab=accounts');
    await user().click(await screen.findByRole('button', { name: "Close: Rosa's Cocina LLC" }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await within(dialog).findByText('An account can be closed only at a balance of $0.00')).toBeTruthy();
  });

  it('Hold asks for a reason and shows the account on hold', async () => {
    await open('?tab=accounts');
    await user().click(await screen.findByRole('button', { name: "Hold: Rosa's Cocina LLC" }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user().click(within(dialog).getByRole('button', { name: 'Hold account' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    await user().type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Returned check');
    await user().click(within(dialog).getByRole('button', { name: 'Hold account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('HoldNet30Account')).toEqual([{ accountId: '1', expectedVersion: 2, reason: 'Returned check' }]);
    await waitFor(() => expect(within(within(screen.getByRole('region', { name: 'Net30 accounts' })).getByText("Rosa's Cocina LLC").closest('tr')!).getByText('On hold')).toBeTruthy(), { timeout: 5000 });
  });
});

describe('R19 Invoices', { timeout: 20_000 }, () => {
  it('lists invoices, the most overdue first, each number opening its page; TEST invoices carry a badge', async () => {
    await open('?tab=invoices');
    const first = await rowOf('N30-2026-000045');
    for (const text of ['Blue Fern Bakery LLC', '$400.00', '$39.00', '$439.00', 'Overdue', '84']) expect(within(first).getByText(text)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'N30-2026-000045' }).getAttribute('href')).toBe('/net30/invoice/45');
    const rows = within(screen.getByRole('region', { name: 'Net30 invoices' })).getAllByRole('row').slice(1);
    expect(rows[0]).toBe(first);
    expect(within(await rowOf('N30-2026-000049')).getByText('TEST')).toBeTruthy();
  });

  it('an empty bucket says "No invoices in this bucket" with Clear filters', async () => {
    const { history } = await open('?tab=invoices&bucket=days91plus');
    expect(await screen.findByText('No invoices in this bucket', {}, { timeout: 5000 })).toBeTruthy();
    await user().click(within(screen.getByRole('status')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(history.location.search).toBe('?tab=invoices'));
    expect(await screen.findByText('N30-2026-000045')).toBeTruthy();
  });

  it('the bucket filter goes into the link', async () => {
    const { history } = await open('?tab=invoices');
    await screen.findByText('N30-2026-000045', {}, { timeout: 5000 });
    await user().selectOptions(screen.getByRole('combobox', { name: 'Aging bucket' }), 'days1to30');
    await waitFor(() => expect(history.location.search).toContain('bucket=days1to30'));
    await waitFor(() => expect(screen.queryByText('N30-2026-000045')).toBeNull());
    expect(screen.getByText('N30-2026-000047')).toBeTruthy();
  });

  it('Create invoice totals the lines as they are typed and shows the server’s refusals', async () => {
    await open('?tab=invoices');
    await user().click(await screen.findByRole('button', { name: 'Create invoice' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const account = within(dialog).getByRole('combobox', { name: /Account/ });
    await waitFor(() => expect(within(account).getAllByRole('option').length).toBeGreaterThan(2));
    expect(within(account).queryByRole('option', { name: /Harbor Print/ })).toBeNull();
    await user().selectOptions(account, '2');
    await user().type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Flour, 50 lb');
    const quantity = within(dialog).getByRole('textbox', { name: 'Qty' });
    await user().clear(quantity);
    await user().type(quantity, '3');
    await user().type(within(dialog).getByRole('textbox', { name: /Unit price/ }), '12.50');
    expect(within(dialog).getByRole('status', { name: 'Invoice total' }).textContent).toBe('Total $37.50');
    await user().click(within(dialog).getByRole('button', { name: 'Add line' }));
    await user().type(within(dialog).getAllByRole('textbox', { name: 'Description' })[1]!, 'Sugar');
    await user().type(within(dialog).getAllByRole('textbox', { name: /Unit price/ })[1]!, '2');
    expect(within(dialog).getByRole('status', { name: 'Invoice total' }).textContent).toBe('Total $39.50');
    await user().click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(await within(dialog).findByText('Account is on hold: Invoices past due')).toBeTruthy();

    await user().selectOptions(account, '1');
    const price = within(dialog).getAllByRole('textbox', { name: /Unit price/ })[0]!;
    await user().clear(price);
    await user().type(price, '5000');
    await user().click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(await within(dialog).findByText('This invoice exceeds available credit of $3,175.00')).toBeTruthy();

    await user().clear(price);
    await user().type(price, '100');
    await user().click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('CreateNet30Invoice').at(-1)).toEqual({
      accountId: '1',
      lines: [
        { description: 'Flour, 50 lb', quantity: 3, unitPriceCents: 10_000 },
        { description: 'Sugar', quantity: 1, unitPriceCents: 200 },
      ],
    });
  });

  it('Record payment sends method, date, cents and reference; the server’s limit shows', async () => {
    await open('?tab=invoices');
    await user().click(await screen.findByRole('button', { name: 'Record payment for N30-2026-000047' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect((amount as HTMLInputElement).value).toBe('800.00');
    await user().clear(amount);
    await user().type(amount, '900');
    await user().click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('The payment is more than the balance of $800.00')).toBeTruthy();
    await user().clear(amount);
    await user().type(amount, '250');
    await user().selectOptions(within(dialog).getByRole('combobox', { name: 'Method' }), 'ach');
    await user().type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'ACH-7781');
    await user().click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('RecordNet30Payment').at(-1)).toMatchObject({ invoiceId: '47', input: { method: 'ach', amountCents: 25_000, reference: 'ACH-7781' } });
  });
});

describe('R19 Aging', { timeout: 20_000 }, () => {
  it('shows the stacked chart with Show as table, and the table by account with totals', async () => {
    await open('?tab=aging');
    const table = await screen.findByRole('table', { name: 'Aging by account' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('AccountCurrent1–3031–6061–9091+Total');
    const blueFern = rows.find((row) => row.textContent?.startsWith('Blue Fern'))!;
    expect(blueFern.textContent).toBe('Blue Fern Bakery LLC$0.00$0.00$201.00$439.00$0.00$640.00');
    // TEST invoice N30-2026-000049 ($249.00) is left out of Rosa's current balance.
    expect(rows.at(-1)!.textContent).toBe('Total$1,025.00$800.00$201.00$439.00$0.00$2,465.00');
    await user().click(await screen.findByRole('button', { name: 'Show as table' }));
    const figures = screen.getByRole('table', { name: 'Balances by age' });
    expect(within(figures).getAllByRole('row').map((row) => row.textContent)).toContain('61–90$439.0017.8%');
  });
});

describe('R19 Reporting', { timeout: 20_000 }, () => {
  it('lists batches per bureau and month; an unsent one has a "not sent" badge and Mark submitted', async () => {
    await open('?tab=reporting');
    const table = await screen.findByRole('table', { name: 'Furnishing batches' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('not sent')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Download the Dun & Bradstreet · October 2026 file' }).getAttribute('href')).toBe('/api/furnishing/batches/3/file');
    expect(within(rows[1]!).queryByText('not sent')).toBeNull();
    expect(within(rows[1]!).getByText('Ada Admin')).toBeTruthy();
    expect(within(rows[2]!).getByText('All records loaded')).toBeTruthy();
    await user().click(within(rows[0]!).getByRole('button', { name: 'Mark Dun & Bradstreet · October 2026 submitted' }));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Mark submitted' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('MarkFurnishingBatchSubmitted')).toEqual([{ batchId: '3' }]);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Furnishing batches' })).queryByText('not sent')).toBeNull());
  });

  it('Generate proposes the prior month and shows "The month is not closed yet" for an open month', async () => {
    await open('?tab=reporting');
    await user().click(await screen.findByRole('button', { name: 'Generate' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const month = within(dialog).getByLabelText(/Month/) as HTMLInputElement;
    const today = new Date();
    const prior = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);
    expect([prior, new Date().toISOString().slice(0, 7)]).toContain(month.value);
    await user().clear(month);
    await user().type(month, '2026-11');
    await user().click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('The month is not closed yet')).toBeTruthy();
    await user().selectOptions(within(dialog).getByRole('combobox', { name: 'Bureau' }), 'equifax');
    await user().clear(month);
    await user().type(month, '2026-10');
    await user().click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('GenerateFurnishingBatch').at(-1)).toEqual({ bureau: 'equifax', periodMonth: '2026-10' });
  });

  it('Records shows a batch’s records; Record response names the rejected ones', async () => {
    await open('?tab=reporting');
    await user().click(await screen.findByRole('button', { name: 'Records of Experian · October 2026' }, { timeout: 5000 }));
    let dialog = await screen.findByRole('dialog');
    const records = await within(dialog).findByRole('table', { name: 'Records of Experian · October 2026' });
    expect(within(records).getAllByRole('row')).toHaveLength(3);
    expect(within(records).getByText('Slow 31–60')).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user().click(screen.getByRole('button', { name: 'Record the response to Experian · October 2026' }));
    dialog = await screen.findByRole('dialog');
    await user().selectOptions(within(dialog).getByRole('combobox', { name: 'Bureau response' }), 'partially_rejected');
    await user().click(await within(dialog).findByRole('checkbox', { name: '#312 Blue Fern Bakery LLC' }));
    await user().type(within(dialog).getByRole('textbox', { name: /Note/ }), 'One record rejected: bad address');
    await user().click(within(dialog).getByRole('button', { name: 'Record response' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('RecordFurnishingBatchResponse')).toEqual([{ input: { batchId: '2', status: 'partially_rejected', note: 'One record rejected: bad address', rejectedRecordIds: ['312'] } }]);
  });

  it('no batches: an empty state', async () => {
    net30AdminMocks.empty();
    await open('?tab=reporting');
    expect(await screen.findByText('No batches yet', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('R19 Disputes', { timeout: 20_000 }, () => {
  it('queues open disputes with their deadline; an overdue one is highlighted; Uphold sends the note to the client', async () => {
    await open('?tab=disputes');
    const table = await screen.findByRole('table', { name: 'Disputes' }, { timeout: 5000 });
    const [overdue, onTime] = within(table).getAllByRole('row').slice(1);
    expect(overdue!.getAttribute('data-overdue')).toBe('true');
    expect(within(overdue!).getByText(/^Overdue by \d+ days$/)).toBeTruthy();
    expect(within(overdue!).getByText('Paid on time')).toBeTruthy();
    expect(within(overdue!).getByText('I paid this invoice on October 20, before it was due.')).toBeTruthy();
    expect(onTime!.getAttribute('data-overdue')).toBeNull();
    await user().click(within(onTime!).getByRole('button', { name: 'Uphold record #322' }));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(await within(dialog).findByText('Write a note to the client')).toBeTruthy();
    await user().type(within(dialog).getByRole('textbox', { name: /Note to client/ }), 'The balance matched your statement.');
    await user().click(within(dialog).getByRole('button', { name: 'Uphold' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('ResolveFurnishingDispute')).toEqual([{ input: { disputeId: '9', outcome: 'uphold', note: 'The balance matched your statement.' } }]);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Disputes' })).getAllByRole('row')).toHaveLength(2));
  });

  it('offers Correct & re-report', async () => {
    await open('?tab=disputes');
    await user().click(await screen.findByRole('button', { name: 'Correct & re-report record #321' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByRole('textbox', { name: /Note to client/ }), 'Corrected: paid on time.');
    await user().click(within(dialog).getByRole('button', { name: 'Correct & re-report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('ResolveFurnishingDispute')).toEqual([{ input: { disputeId: '8', outcome: 'correct', note: 'Corrected: paid on time.' } }]);
  });
});

describe('R19 Settings', { timeout: 20_000 }, () => {
  it('loads the fee box and saves it whole with the version', async () => {
    await open('?tab=settings');
    const form = await screen.findByRole('form', { name: 'Fee box' }, { timeout: 5000 });
    expect((within(form).getByRole('textbox', { name: /Annual fee/ }) as HTMLInputElement).value).toBe('0.00');
    expect((within(form).getByRole('textbox', { name: 'Tier 2 fee' }) as HTMLInputElement).value).toBe('29.00');
    expect((within(form).getByRole('textbox', { name: 'Tier 3 up to' }) as HTMLInputElement).value).toBe('and above');
    const annual = within(form).getByRole('textbox', { name: /Annual fee/ });
    await user().clear(annual);
    await user().type(annual, '99');
    await user().click(within(form).getByRole('checkbox', { name: 'Experian' }));
    await user().click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent('UpdateNet30Settings')).toHaveLength(1));
    expect(sent('UpdateNet30Settings')[0]).toEqual({
      input: {
        expectedVersion: 3,
        annualFeeCents: 9_900,
        lateFeeTiers: [
          { upToCents: 9_999, feeCents: 1_500 },
          { upToCents: 24_999, feeCents: 2_900 },
          { upToCents: null, feeCents: 3_900 },
        ],
        graceDays: 5,
        holdAfterDays: 15,
        statementDay: 1,
        reportingDay: 5,
        bureaus: ['dnb', 'experian'],
        catalog: [{ id: 'office-chair', name: 'Office chair', priceCents: 24_900 }],
      },
    });
  });

  it('checks the form before sending: tier bounds, days, catalogue ids', async () => {
    await open('?tab=settings');
    const form = await screen.findByRole('form', { name: 'Fee box' }, { timeout: 5000 });
    const bound = within(form).getByRole('textbox', { name: 'Tier 2 up to' });
    await user().clear(bound);
    await user().type(bound, '50');
    const grace = within(form).getByRole('textbox', { name: /Grace days/ });
    await user().clear(grace);
    await user().type(grace, '61');
    await user().clear(within(form).getByRole('textbox', { name: 'Item 1 id' }));
    await user().type(within(form).getByRole('textbox', { name: 'Item 1 id' }), 'Office Chair');
    await user().click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Tier bounds must increase')).toBeTruthy();
    expect(within(form).getByText('Grace days must be from 0 to 60')).toBeTruthy();
    expect(within(form).getByText('Item ids use lowercase letters, digits and dashes')).toBeTruthy();
    expect(sent('UpdateNet30Settings')).toHaveLength(0);
  });

  it('a stale version shows the server’s 409 with Reload', async () => {
    await open('?tab=settings');
    const form = await screen.findByRole('form', { name: 'Fee box' }, { timeout: 5000 });
    net30AdminMocks.bumpSettingsVersion();
    await user().click(within(form).getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This record was changed by Ada Admin');
    await user().click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user().click(within(await screen.findByRole('form', { name: 'Fee box' })).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent('UpdateNet30Settings').at(-1)).toMatchObject({ input: { expectedVersion: 4 } }));
  });
});
