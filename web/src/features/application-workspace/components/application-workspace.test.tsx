import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workspaceMocks } from '../../../mocks/application-workspace';
import { mockScenario } from '../../../mocks/handlers';
import { mockServer } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';

const STALE = /^This record was changed by taylor at .+\. Reload to see the latest\.$/;

beforeEach(() => mockScenario.signInAs('admin'));
afterEach(() => workspaceMocks.reset());

async function openWorkspace(id: string, search = '') {
  const view = renderApp(`/admin/applications/view/${id}${search}`);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  const actions = await screen.findByRole('navigation', { name: 'Actions' }, { timeout: 5000 }).catch(() => null);
  return { ...view, actions };
}

function actionNames(actions: HTMLElement | null): string[] {
  return actions ? within(actions).getAllByRole('button').map((button) => button.textContent ?? '') : [];
}

function sent(operation: string) {
  return workspaceMocks.sent.filter((each) => each.operation === operation).map((each) => each.variables);
}

describe('R13 workspace: header and actions by status', { timeout: 20_000 }, () => {
  it('a submitted application: its number, business, product, amount, status, assignee and age; Start review offered, no decision', async () => {
    const { actions } = await openWorkspace('5');
    expect(screen.getByRole('heading', { level: 1, name: 'Lopez Bakery LLC' })).toBeTruthy();
    expect(screen.getByText('NF-2026-000005')).toBeTruthy();
    expect(screen.getByText('$75,000 requested')).toBeTruthy();
    expect(screen.getByText('Submitted', { selector: '[data-status]' })).toBeTruthy();
    expect(screen.getByText('Unassigned')).toBeTruthy();
    expect(screen.getByText('1 d 6 h')).toBeTruthy();
    expect(actionNames(actions)).toEqual(['Start review', 'Assign', 'Edit facts', 'Request info', 'Withdraw']);
  });

  it('in review: decide (decline, close) but not start the review again', async () => {
    const { actions } = await openWorkspace('6');
    expect(actionNames(actions)).toEqual(['Assign', 'Edit facts', 'Request info', 'Decline', 'Close', 'Withdraw']);
  });

  it('names the legal form with the catalogue’s words (an S corporation is not shown as its code)', async () => {
    await openWorkspace('6');
    expect(screen.getByText('S corporation')).toBeTruthy();
    expect(screen.queryByText('s_corporation')).toBeNull();
  });

  it('declined: only Reopen, and the decision with its reasons on the Summary', async () => {
    const { actions } = await openWorkspace('7');
    expect(actionNames(actions)).toEqual(['Reopen']);
    expect(screen.getByText('Revenue below minimums')).toBeTruthy();
  });

  it('a staff-entered draft: Continue draft links to its form on R12; others have no such link', async () => {
    const { actions, unmount } = await openWorkspace('8');
    expect(screen.getByText('Draft application')).toBeTruthy();
    expect(screen.getByTestId('next-step').textContent).toBe('Next step: Submit the draft once the client’s facts are complete.');
    const link = within(actions!).getByRole('link', { name: 'Continue draft' });
    expect(link.getAttribute('href')).toBe('/admin/client-management/create-application?id=8');
    unmount();
    const submitted = await openWorkspace('5');
    expect(within(submitted.actions!).queryByRole('link', { name: 'Continue draft' })).toBeNull();
  });

  it('an unknown id: "Application not found" as the page', async () => {
    renderApp('/admin/applications/view/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Application not found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Actions' })).toBeNull();
  });
});

describe('R13 workspace: actions send the shown version', { timeout: 20_000 }, () => {
  it('Start review sends the id and expectedVersion, and the header shows In review', async () => {
    const user = userEvent.setup();
    const { actions } = await openWorkspace('5');
    await user.click(within(actions!).getByRole('button', { name: 'Start review' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('WorkspaceStartReview')).toEqual([{ id: '5', expectedVersion: 3 }]);
    expect(await screen.findByText('In review')).toBeTruthy();
    expect(actionNames(screen.getByRole('navigation', { name: 'Actions' }))).not.toContain('Start review');
  });

  it('a stale version: the 409 sentence as it comes, with Reload; after Reload the retry sends the new version', async () => {
    const user = userEvent.setup();
    const { actions } = await openWorkspace('5');
    workspaceMocks.changeElsewhere('5');
    await user.click(within(actions!).getByRole('button', { name: 'Start review' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start review' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toMatch(STALE.source.slice(1, 30));
    expect(within(alert).getByText(STALE)).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Start review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('WorkspaceStartReview')).toEqual([
      { id: '5', expectedVersion: 3 },
      { id: '5', expectedVersion: 4 },
    ]);
  });

  it('Assign: picks from the staff and sends the assignee with expectedVersion', async () => {
    const user = userEvent.setup();
    const { actions } = await openWorkspace('6');
    await user.click(within(actions!).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText('Assignee');
    await within(dialog).findByRole('option', { name: 'Taylor Reed (taylor)' });
    await user.selectOptions(select, 'Taylor Reed (taylor)');
    await user.click(within(dialog).getByRole('button', { name: 'Save assignee' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('WorkspaceAssign')).toEqual([{ id: '6', expectedVersion: 3, assigneeId: '41' }]);
    expect(await screen.findByText('Taylor Reed')).toBeTruthy();
  });

  it('Close: a reason is required; the server’s field message shows under the field', async () => {
    const user = userEvent.setup();
    const { actions } = await openWorkspace('6');
    await user.click(within(actions!).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close application' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(sent('WorkspaceClose')).toEqual([]);

    workspaceMocks.failNext({ message: 'The reason must be at most 2,000 characters', code: 'BAD_USER_INPUT', fieldErrors: { reason: 'The reason must be at most 2,000 characters' } });
    await user.type(within(dialog).getByLabelText(/Why is it closed/), 'No lender fits');
    await user.click(within(dialog).getByRole('button', { name: 'Close application' }));
    expect(await within(dialog).findByText('The reason must be at most 2,000 characters')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('WorkspaceClose').at(-1)).toEqual({ id: '6', expectedVersion: 3, reason: 'No lender fits' });
    expect(await screen.findByText('Closed')).toBeTruthy();
  });

  it('Withdraw on the client’s request sends the reason and the version, then shows Withdrawn', async () => {
    const user = userEvent.setup();
    const { actions } = await openWorkspace('6');
    await user.click(within(actions!).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/What did the client say/), 'Found funding elsewhere');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('WorkspaceWithdraw')).toEqual([{ id: '6', expectedVersion: 3, reason: 'Found funding elsewhere' }]);
    expect(await screen.findByText('Withdrawn')).toBeTruthy();
  });

  it('Reopen a declined application with a reason', async () => {
    const user = userEvent.setup();
    const { actions } = await openWorkspace('7');
    await user.click(within(actions!).getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Why is it reopened/), 'New bank statements');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('WorkspaceReopen')).toEqual([{ id: '7', expectedVersion: 3, reason: 'New bank statements' }]);
  });

  it('Edit facts sends only the changed facts, the reason and the business’s version', async () => {
    const user = userEvent.setup();
    const { actions } = await openWorkspace('6');
    await user.click(within(actions!).getByRole('button', { name: 'Edit facts' }));
    const dialog = await screen.findByRole('dialog');
    const revenue = within(dialog).getByLabelText(/Monthly revenue/);
    await user.clear(revenue);
    await user.type(revenue, '51000');
    await user.click(within(dialog).getByRole('button', { name: 'Save facts' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason for the change/), 'Bank statements show more');
    await user.click(within(dialog).getByRole('button', { name: 'Save facts' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('WorkspaceEditFacts')).toEqual([{ input: { businessId: 'b6', expectedVersion: 1, reason: 'Bank statements show more', monthlyRevenue: 51000 } }]);
  });
});

describe('R13 workspace: Decline', { timeout: 20_000 }, () => {
  it('a note is required for Other; the client’s notice is previewed from the server; the codes, note and version are sent', async () => {
    const user = userEvent.setup();
    const { actions } = await openWorkspace('6');
    await user.click(within(actions!).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Choose a reason to see the notice.')).toBeTruthy();
    expect(within(dialog).getByText(/Re-apply date:/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Decline and notify client' }));
    expect(await within(dialog).findByText('Choose at least one reason')).toBeTruthy();

    await user.click(within(dialog).getByRole('checkbox', { name: /^Other/ }));
    expect(await within(dialog).findByText('Write the note to see the notice.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Decline and notify client' }));
    expect(await within(dialog).findByText('Add a note: it is what the client reads for the reason "Other"')).toBeTruthy();
    expect(sent('WorkspaceDecline')).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: /^Revenue below minimums/ }));
    await user.type(within(dialog).getByLabelText(/^Note/), 'Your bank statements show two overdrafts this month');
    const preview = await within(dialog).findByTestId('decline-notice-preview', {}, { timeout: 3000 });
    await waitFor(() => expect(preview.textContent).toContain('Your bank statements show two overdrafts this month'));
    expect(preview.textContent).toContain("your business's monthly revenue is below our lenders' minimums");
    expect(within(preview).getByText('Subject: Your NetFund application NF-2026-000006')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Decline and notify client' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('WorkspaceDecline')).toEqual([
      { input: { id: '6', expectedVersion: 3, reasonCodes: ['other', 'revenue_below_minimums'], note: 'Your bank statements show two overdrafts this month' } },
    ]);
    expect(await screen.findByText('Declined')).toBeTruthy();
    expect(actionNames(screen.getByRole('navigation', { name: 'Actions' }))).toEqual(['Reopen']);
  });
});

describe('R13 workspace: Documents and Messages', { timeout: 20_000 }, () => {
  it('the checklist with statuses; accept an upload; reject one with a reason', async () => {
    const user = userEvent.setup();
    await openWorkspace('6', '?tab=documents');
    const list = await screen.findByRole('list', { name: 'Documents' });
    const bank = within(list).getByTestId('document-61');
    expect(within(bank).getByText('Uploaded')).toBeTruthy();
    expect(within(bank).getByRole('link', { name: 'Download Bank statements' }).getAttribute('href')).toBe('/api/documents/61/download');
    expect(within(within(list).getByTestId('document-62')).getByText('Requested')).toBeTruthy();
    expect(within(within(list).getByTestId('document-63')).getByText('Accepted')).toBeTruthy();
    // Only an uploaded document can be reviewed.
    expect(within(list).getAllByRole('button', { name: /^Accept/ })).toHaveLength(1);

    await user.click(within(bank).getByRole('button', { name: 'Reject Bank statements' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText('Say why the document is rejected')).toBeTruthy();
    expect(sent('WorkspaceReviewDocument')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Why is it rejected/), 'October is missing');
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('WorkspaceReviewDocument')).toEqual([{ input: { id: '61', decision: 'reject', rejectReason: 'October is missing' } }]);
    expect(await within(bank).findByText('Rejected: October is missing')).toBeTruthy();
  });

  it('an admin upload is sent to the ad-hoc route with its type, and the document shows up', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const posted: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/api/applications/')) posted.push(new URL(request.url).pathname);
    });
    await openWorkspace('6', '?tab=documents');
    await screen.findByRole('list', { name: 'Documents' });
    await user.click(screen.getByRole('button', { name: 'Upload a document' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/Document type/), 'Tax return');
    const bytes = new Uint8Array(64);
    bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    await user.upload(within(dialog).getByLabelText(/^File/), new File([bytes], 'lease.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(posted).toEqual(['/api/applications/6/documents']);
    const list = screen.getByRole('list', { name: 'Documents' });
    expect(await within(list).findByText('Tax return')).toBeTruthy();
    mockServer.events.removeAllListeners();
  });

  it('a file that is not a PDF, JPEG or PNG is refused in the dialog before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openWorkspace('6', '?tab=documents');
    await screen.findByRole('list', { name: 'Documents' });
    await user.click(screen.getByRole('button', { name: 'Upload a document' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText(/^File/), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Upload a PDF, JPEG or PNG file')).toBeTruthy();
  });

  it('accept sends the decision and shows Accepted', async () => {
    const user = userEvent.setup();
    await openWorkspace('6', '?tab=documents');
    const bank = await screen.findByTestId('document-61');
    await user.click(within(bank).getByRole('button', { name: 'Accept Bank statements' }));
    expect(await within(bank).findByText('Accepted')).toBeTruthy();
    expect(sent('WorkspaceReviewDocument')).toEqual([{ input: { id: '61', decision: 'accept' } }]);
  });

  it("Messages: a lender's request names its lender beside the user who asked", async () => {
    mockServer.use(
      graphql.link('*/graphql').query('WorkspaceInfoRequests', () =>
        HttpResponse.json({
          data: {
            infoRequests: [
              {
                __typename: 'InfoRequest', id: '70', applicationId: '6', message: 'Cedar Growth asks for information to review your application', dueAt: '2026-12-01', status: 'open',
                cancelReason: null, createdAt: '2026-11-22T15:00:00.000Z', answeredAt: null, requestedBy: 'lender', lenderName: 'Cedar Growth',
                items: [{ __typename: 'InfoRequestItem', kind: 'question', docType: null, prompt: 'How many trucks do you run?', answer: null, documentId: null }],
              },
            ],
          },
        }),
      ),
    );
    await openWorkspace('6', '?tab=messages');
    const requests = await screen.findByRole('list', { name: 'Information requests' });
    expect(await within(requests).findByText(/ by lender \(Cedar Growth\)$/)).toBeTruthy();
  });

  it('Messages: the client’s answers; Request info sends the message, question, documents and due date', async () => {
    const user = userEvent.setup();
    await openWorkspace('6', '?tab=messages');
    const requests = await screen.findByRole('list', { name: 'Information requests' });
    expect(within(requests).getByText('A second oven and a delivery van.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ask the client' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Message to the client/), 'Two more things, please.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Ask a question or choose at least one document')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Question/), 'Who owns the business?');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tax return' }));
    const due = within(dialog).getByLabelText(/Due date/) as HTMLInputElement;
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('WorkspaceRequestInfo')).toEqual([
      {
        input: {
          applicationId: '6',
          message: 'Two more things, please.',
          dueAt: due.value,
          items: [
            { kind: 'question', prompt: 'Who owns the business?' },
            { kind: 'document', docType: 'tax_return', prompt: 'Tax return' },
          ],
        },
      },
    ]);
    expect(await within(requests).findByText('Two more things, please.')).toBeTruthy();
  });

  it("the timeline lists every lender read of the file beside the team's actions", async () => {
    const line = 'Summit Capital — summit opened the file, Nov 3, 10:14 AM';
    mockServer.use(
      graphql.link('*/graphql').query('WorkspaceAccessLog', () =>
        HttpResponse.json({
          data: {
            applicationSubmissions: {
              __typename: 'ApplicationSubmissions',
              applicationId: '6',
              accessLog: [{ __typename: 'AccessLogLine', at: '2026-11-03T15:14:00.000Z', lenderName: 'Summit Capital', userName: 'summit', action: 'open_file', text: line }],
            },
          },
        }),
      ),
    );
    await openWorkspace('6', '?tab=timeline');
    const timeline = await screen.findByRole('list', { name: 'Timeline' }, { timeout: 5000 });
    const read = (await within(timeline).findByText(line)).closest('li')!;
    expect(within(read).getByText('Lender')).toBeTruthy();
    expect(within(read).getByText(/· summit$/)).toBeTruthy();
  });

  it('the tab lives in the query string', async () => {
    const user = userEvent.setup();
    const { history } = await openWorkspace('6');
    await user.click(screen.getByRole('tab', { name: 'Timeline' }));
    await waitFor(() => expect(history.location.search).toBe('?tab=timeline'));
    expect(await screen.findByRole('list', { name: 'Timeline' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });
});

describe('R13 workspace: a failed load', { timeout: 20_000 }, () => {
  it('says so and offers Try again, which loads the application', async () => {
    const user = userEvent.setup();
    let failures = 1;
    mockServer.use(
      graphql.link('*/graphql').query('WorkspaceApplication', () => {
        if (failures-- > 0) return HttpResponse.error();
        return undefined;
      }),
    );
    renderApp('/admin/applications/view/6');
    expect(await screen.findByText('The application could not be loaded. Please try again.', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Freight Co' }, { timeout: 5000 })).toBeTruthy();
  });
});
