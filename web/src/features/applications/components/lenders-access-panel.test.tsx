import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { lendersAccessMocks } from '../../../mocks/lenders-access';
import { renderApp } from '../../../test/render-app';

beforeEach(() => mockScenario.signInAs('client'));
afterEach(() => lendersAccessMocks.reset());

const user = () => userEvent.setup();
const sent = (operation: string) => lendersAccessMocks.sent.filter((each) => each.operation === operation).map((each) => each.variables);

async function openPanel() {
  renderApp('/client/applications/2');
  const panel = await screen.findByRole('region', { name: 'Lenders & access' }, { timeout: 5000 });
  await within(panel).findByRole('list', { name: 'Lenders' }, { timeout: 5000 });
  return panel;
}

describe('R22 Lenders & access', { timeout: 20_000 }, () => {
  it('lists each lender with product, typical pricing, status and what it sees, and the access log line', async () => {
    const panel = await openPanel();
    const harbor = within(panel).getByRole('listitem', { name: 'Harbor Funding' });
    expect(within(harbor).getByText('Revenue-Based Financing · typical pricing Factor 1.22–1.38')).toBeTruthy();
    expect(within(harbor).getByText('Awaiting your approval')).toBeTruthy();
    expect(within(harbor).getByText('If you agree, it will see:')).toBeTruthy();
    const cedar = within(panel).getByRole('listitem', { name: 'Cedar Growth' });
    expect(within(cedar).getByText(/^Viewed Nov 3, 2026$/)).toBeTruthy();
    expect(within(cedar).getByText('Documents: bank-statement-march.pdf')).toBeTruthy();
    const log = within(panel).getByRole('list', { name: 'Access log' });
    expect(within(log).getByText('Cedar Growth — lender viewed bank-statement-march.pdf, Nov 3, 10:14 AM')).toBeTruthy();
  });

  it('approves a proposed lender: the answer is sent and the lender shows as shared', async () => {
    const panel = await openPanel();
    const harbor = within(panel).getByRole('listitem', { name: 'Harbor Funding' });
    await user().click(within(harbor).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent('RespondToProposal')).toEqual([{ submissionId: '21', approve: true }]));
    expect(await within(panel).findByText(/^Shared /)).toBeTruthy();
    expect(within(within(panel).getByRole('listitem', { name: 'Harbor Funding' })).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('refuses a proposed lender', async () => {
    const panel = await openPanel();
    await user().click(within(within(panel).getByRole('listitem', { name: 'Harbor Funding' })).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(sent('RespondToProposal')).toEqual([{ submissionId: '21', approve: false }]));
    expect(await within(panel).findByText('You said no')).toBeTruthy();
  });

  it('revokes a lender after the confirm sentence', async () => {
    const panel = await openPanel();
    await user().click(within(within(panel).getByRole('listitem', { name: 'Cedar Growth' })).getByRole('button', { name: 'Revoke access' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke Cedar Growth’s access?' });
    expect(within(dialog).getByText('Cedar Growth loses access to your documents now. Offers it already made stay visible until they expire.')).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(sent('RevokeLender')).toEqual([{ submissionId: '20' }]));
    expect(await within(panel).findByText('You ended access on Nov 5, 2026')).toBeTruthy();
  });

  it('turns automatic sharing on with its explanation', async () => {
    const panel = await openPanel();
    expect(within(panel).getByText(/NetFund may share this application with lenders whose programs fit it without asking you each time/)).toBeTruthy();
    const toggle = within(panel).getByRole('checkbox', { name: 'Share automatically' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user().click(toggle);
    await waitFor(() => expect(sent('SetAutoSharePolicy')).toEqual([{ applicationId: '2', enabled: true }]));
    await waitFor(() => expect((within(panel).getByRole('checkbox', { name: 'Share automatically' }) as HTMLInputElement).checked).toBe(true));
  });
});

describe('R22 Tasks: a lender proposal waiting for the client', { timeout: 20_000 }, () => {
  it('is a task that leads to the Lenders & access panel, gone once answered', async () => {
    renderApp('/client/applications/2');
    const tasks = await screen.findByRole('region', { name: 'Tasks' }, { timeout: 5000 });
    expect(await within(tasks).findByText('NetFund proposed a lender for your file')).toBeTruthy();
    expect(within(tasks).getByRole('link', { name: 'Approve or refuse' }).getAttribute('href')).toBe('/client/applications/2#lenders-access');
    const panel = await screen.findByRole('region', { name: 'Lenders & access' });
    await user().click(within(await within(panel).findByRole('listitem', { name: 'Harbor Funding' })).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(tasks).queryByText('NetFund proposed a lender for your file')).toBeNull());
  });
});
