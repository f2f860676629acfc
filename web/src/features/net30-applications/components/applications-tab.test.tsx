import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { Net30ApplicationsTab } from './applications-tab';
import { renderStandalone } from './render-standalone';

const api = graphql.link('*/graphql');

type Row = Record<string, unknown> & { id: string; status: string; version: number };

function row(overrides: Partial<Row> = {}): Row {
  return {
    __typename: 'Net30ApplicationRow',
    id: '7',
    reference: 'N30-000007',
    status: 'submitted',
    businessName: 'Lee Logistics LLC',
    ein: '12-3456789',
    applicantName: 'Sam Lee',
    email: 'sam@leelogistics.example',
    businessStartYear: 2019,
    monthsInBusiness: 82,
    annualRevenue: 480000,
    requestedLimitCents: 500_000,
    suggestedLimitCents: 400_000,
    intendedUse: 'Pallets and shipping supplies',
    submittedAt: '2026-11-20T15:00:00.000Z',
    infoRequestMessage: null,
    infoAnswer: null,
    decisionReason: null,
    approvedLimitCents: null,
    netDays: null,
    version: 1,
    tradeReferences: [{ __typename: 'Net30TradeReference', company: 'Uline', contact: 'Pat Moore', phoneOrEmail: 'ar@uline.example' }],
    netBuilder: { __typename: 'Net30ApplicantNetBuilder', plan: 'growth', status: 'active', paidMonths: 4 },
    ...overrides,
  };
}

let rows: Row[];
let sent: { operation: string; variables: Record<string, unknown> }[];
let refuseNext: { message: string; code: string } | null;

const application = (item: Row) => {
  const { applicantName: _a, email: _e, businessStartYear: _b, monthsInBusiness: _m, annualRevenue: _r, suggestedLimitCents: _s, intendedUse: _i, ein: _ein, tradeReferences: _t, netBuilder: _n, ...rest } = item;
  return { ...rest, __typename: 'Net30Application', reapplyAfter: null };
};

function decide(operation: string, field: string, change: (item: Row, input: Record<string, unknown>) => Partial<Row>) {
  return api.mutation(operation, ({ variables }) => {
    const input = variables.input as Record<string, unknown>;
    sent.push({ operation, variables: input });
    if (refuseNext) {
      const error = refuseNext;
      refuseNext = null;
      return HttpResponse.json({ data: null, errors: [{ message: error.message, extensions: { code: error.code } }] });
    }
    const index = rows.findIndex((item) => item.id === input.id);
    rows[index] = { ...rows[index]!, ...change(rows[index]!, input), version: rows[index]!.version + 1 };
    return HttpResponse.json({ data: { [field]: application(rows[index]!) } });
  });
}

beforeEach(() => {
  rows = [row(), row({ id: '6', reference: 'N30-000006', businessName: 'Ash Print Co', status: 'needs_info', infoRequestMessage: 'Send a bank reference', tradeReferences: [], netBuilder: null })];
  sent = [];
  refuseNext = null;
  mockServer.use(
    api.query('Net30Applications', ({ variables }) => {
      const matching = rows.filter((item) => !variables.status || item.status === variables.status);
      return HttpResponse.json({
        data: { net30Applications: { __typename: 'Net30ApplicationPage', totalCount: matching.length, page: variables.page ?? 1, pageSize: variables.pageSize ?? 25, items: matching } },
      });
    }),
    decide('ApproveNet30Application', 'approveNet30Application', (_item, input) => ({ status: 'approved', approvedLimitCents: input.limitCents as number, netDays: input.netDays as number })),
    decide('DeclineNet30Application', 'declineNet30Application', (_item, input) => ({ status: 'declined', decisionReason: input.reason as string })),
    decide('RequestNet30ApplicationInfo', 'requestNet30ApplicationInfo', (_item, input) => ({ status: 'needs_info', infoRequestMessage: input.message as string })),
  );
});

const user = () => userEvent.setup();

describe('R19 Applications tab', { timeout: 20_000 }, () => {
  it('lists each application with EIN, time in business, requested and suggested limits, references and NetBuilder history', async () => {
    renderStandalone(<Net30ApplicationsTab />);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const [lee, ash] = within(table).getAllByRole('row').slice(1);
    expect(lee!.textContent).toContain('Lee Logistics LLC');
    expect(lee!.textContent).toContain('12-3456789');
    expect(lee!.textContent).toContain('6 yr 10 mo');
    expect(lee!.textContent).toContain('$5,000.00');
    expect(lee!.textContent).toContain('$4,000.00');
    expect(lee!.textContent).toContain('Uline · Pat Moore · ar@uline.example');
    expect(lee!.textContent).toContain('Growth (active) · 4 paid months');
    expect(lee!.textContent).toContain('Under review');
    expect(ash!.textContent).toContain('None given');
    expect(ash!.textContent).toContain('Not linked to a client yet');
    expect(ash!.textContent).toContain('Asked: Send a bank reference');
    // needs_info: no Approve or Request info until the applicant answers.
    expect(within(ash!).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(ash!).getByRole('button', { name: /^Decline/ })).toBeTruthy();
  });

  it('Approve prefills the suggested limit, sends cents and the terms, and the row shows the decision', async () => {
    renderStandalone(<Net30ApplicationsTab />);
    await user().click(await screen.findByRole('button', { name: 'Approve Lee Logistics LLC (N30-000007)' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Lee Logistics LLC' });
    const limit = within(dialog).getByRole('textbox', { name: /Credit limit/ });
    expect((limit as HTMLInputElement).value).toBe('4000');
    await user().clear(limit);
    await user().type(limit, '50');
    await user().click(within(dialog).getByRole('button', { name: 'Approve and open account' }));
    expect(await within(dialog).findByText('The limit must be between $100 and $50,000')).toBeTruthy();
    expect(sent).toEqual([]);

    await user().clear(limit);
    await user().type(limit, '3500');
    await user().selectOptions(within(dialog).getByRole('combobox', { name: /Terms/ }), 'Net 45');
    await user().click(within(dialog).getByRole('button', { name: 'Approve and open account' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve Lee Logistics LLC' })).toBeNull());
    expect(sent).toEqual([{ operation: 'ApproveNet30Application', variables: { id: '7', expectedVersion: 1, limitCents: 350_000, netDays: 45 } }]);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain('$3,500.00 · Net 45'));
  });

  it("shows the server's refusal inside the dialog and keeps it open", async () => {
    renderStandalone(<Net30ApplicationsTab />);
    refuseNext = { message: 'This client already has a Net30 account', code: 'CONFLICT' };
    await user().click(await screen.findByRole('button', { name: 'Approve Lee Logistics LLC (N30-000007)' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Lee Logistics LLC' });
    await user().click(within(dialog).getByRole('button', { name: 'Approve and open account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This client already has a Net30 account');
    expect(screen.getByRole('dialog', { name: 'Approve Lee Logistics LLC' })).toBeTruthy();
  });

  it('Decline asks for a reason; Request info sends the message', async () => {
    renderStandalone(<Net30ApplicationsTab />);
    await user().click(await screen.findByRole('button', { name: 'Decline Lee Logistics LLC (N30-000007)' }, { timeout: 5000 }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline Lee Logistics LLC' });
    await user().click(within(dialog).getByRole('button', { name: 'Decline application' }));
    expect(await within(dialog).findByText('Please give a reason (at most 2,000 characters)')).toBeTruthy();
    await user().type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too new for trade credit');
    await user().click(within(dialog).getByRole('button', { name: 'Decline application' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Decline Lee Logistics LLC' })).toBeNull());
    expect(sent.at(-1)).toEqual({ operation: 'DeclineNet30Application', variables: { id: '7', expectedVersion: 1, reason: 'Too new for trade credit' } });

    rows[0] = row({ id: '8', reference: 'N30-000008', businessName: 'Fern Cafe' });
    await user().selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Under review');
    await user().click(await screen.findByRole('button', { name: 'Request info from Fern Cafe (N30-000008)' }));
    dialog = await screen.findByRole('dialog', { name: 'Request info from Fern Cafe' });
    await user().type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Please send your last bank statement.');
    await user().click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({ operation: 'RequestNet30ApplicationInfo', variables: { id: '8', expectedVersion: 1, message: 'Please send your last bank statement.' } });
  });

  it('says "No net30 applications yet" when there are none, and offers to clear a status filter that matches none', async () => {
    rows = [];
    renderStandalone(<Net30ApplicationsTab />);
    expect(await screen.findByText('No net30 applications yet', {}, { timeout: 5000 })).toBeTruthy();
    await user().selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Declined');
    expect(await screen.findByText('No declined applications')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Show all statuses' }));
    expect(await screen.findByText('No net30 applications yet')).toBeTruthy();
  });

  it("shows the server's sentence when the list cannot be loaded", async () => {
    mockServer.use(api.query('Net30Applications', () => HttpResponse.json({ data: null, errors: [{ message: "You don't have permission to access this resource", extensions: { code: 'FORBIDDEN' } }] })));
    renderStandalone(<Net30ApplicationsTab />);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain("You don't have permission to access this resource");
  });
});
