import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workspaceMocks } from '../../../mocks/application-workspace';
import { mockScenario } from '../../../mocks/handlers';
import { lendersAccessMocks } from '../../../mocks/lenders-access';
import { renderApp } from '../../../test/render-app';

beforeEach(() => mockScenario.signInAs('admin'));
afterEach(() => {
  lendersAccessMocks.reset();
  workspaceMocks.reset();
});

const user = () => userEvent.setup();
const sent = (operation: string) => lendersAccessMocks.sent.filter((each) => each.operation === operation).map((each) => each.variables);

async function openLendersTab() {
  renderApp('/admin/applications/view/6?tab=lenders');
  return screen.findByRole('table', { name: 'Submissions' }, { timeout: 5000 });
}

describe('R13 Lenders tab', { timeout: 20_000 }, () => {
  it('lists the submissions with status, shared, first viewed and SLA due, and the open count', async () => {
    const table = await openLendersTab();
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('Summit Capital')).toBeTruthy();
    expect(within(row!).getByText('Summit Working Capital · v1')).toBeTruthy();
    expect(within(row!).getByText('Shared')).toBeTruthy();
    expect(within(row!).getByText(/^Overdue since /)).toBeTruthy();
    expect(screen.getByText('1 of 5 open · the client approves each lender')).toBeTruthy();
  });

  it('revokes a submission with an optional reason', async () => {
    const table = await openLendersTab();
    await user().click(within(table).getByRole('button', { name: 'Revoke Summit Capital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Summit Capital’s access?' });
    await user().type(within(dialog).getByRole('textbox'), 'Client asked by phone');
    await user().click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sent('RevokeSubmission')).toEqual([{ submissionId: '30', reason: 'Client asked by phone' }]));
    expect(await within(table).findByText('by NetFund')).toBeTruthy();
  });

  it('nudges a lender that has not answered, shows when, and shows the refusal of a second nudge within 4 hours', async () => {
    const table = await openLendersTab();
    await user().click(within(table).getByRole('button', { name: 'Nudge Summit Capital' }));
    await waitFor(() => expect(sent('NudgeLender')).toEqual([{ submissionId: '30' }]));
    expect(await within(table).findByText(/^Reminded /, {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Summit Capital was reminded by e-mail.', {}, { timeout: 5000 })).toBeTruthy();
    await user().click(within(table).getByRole('button', { name: 'Nudge Summit Capital' }));
    expect(await screen.findByText('This lender was reminded less than 4 hours ago', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('offers no Nudge once the lender access ended', async () => {
    const table = await openLendersTab();
    await user().click(within(table).getByRole('button', { name: 'Revoke Summit Capital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Summit Capital’s access?' });
    await user().click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(table).findByText('by NetFund')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Nudge Summit Capital' })).toBeNull();
  });

  it('marks an unanswered share expired after a confirmation', async () => {
    const table = await openLendersTab();
    await user().click(within(table).getByRole('button', { name: 'Mark Summit Capital expired' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Summit Capital’s share expired?' });
    await user().click(within(dialog).getByRole('button', { name: 'Mark expired' }));
    await waitFor(() => expect(sent('MarkSubmissionExpired')).toEqual([{ submissionId: '30' }]));
    expect(await within(table).findByText('Expired')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Nudge Summit Capital' })).toBeNull();
  });

  it('Share now needs a consent note, then sends the programs and the staff-recorded consent', async () => {
    const table = await openLendersTab();
    await user().click(screen.getByRole('button', { name: 'Share now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share now' });
    await user().click(await within(dialog).findByRole('checkbox', { name: 'Harbor Funding — Harbor Revenue Advance' }));
    await user().click(within(dialog).getByRole('button', { name: 'Share now' }));
    expect(await within(dialog).findByText('Consent note must be 5 to 1000 characters')).toBeTruthy();
    expect(sent('ShareWithLenders')).toEqual([]);
    await user().type(within(dialog).getByRole('textbox', { name: /Consent note/ }), 'Client said yes on the phone at 10:05');
    await user().click(within(dialog).getByRole('button', { name: 'Share now' }));
    await waitFor(() =>
      expect(sent('ShareWithLenders')).toEqual([
        { applicationId: '6', programs: [{ programId: '12', overrideReason: null }], consent: { kind: 'staff_recorded', channel: 'phone', note: 'Client said yes on the phone at 10:05' } },
      ]),
    );
    expect(await within(table).findByText('Harbor Funding')).toBeTruthy();
  });

  it('Propose to client sends the chosen programs', async () => {
    const table = await openLendersTab();
    await user().click(screen.getByRole('button', { name: 'Propose to client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose lenders to the client' });
    await user().click(await within(dialog).findByRole('checkbox', { name: 'Cedar Growth — Cedar Growth Capital' }));
    await user().click(within(dialog).getByRole('button', { name: 'Propose to client' }));
    await waitFor(() => expect(sent('ProposeToClient')).toEqual([{ applicationId: '6', programs: [{ programId: '13', overrideReason: null }] }]));
    expect(await within(table).findByText('Proposed — awaiting the client')).toBeTruthy();
  });
});
