import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw/graphql';
import { http } from 'msw/http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { taskMocks } from '../../../mocks/application-tasks';
import { applicationMocks } from '../../../mocks/applications';
import { mockScenario } from '../../../mocks/handlers';
import { mockServer } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { formatCalendarDate } from '../lib/format';

const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** The picker's "All files": the user can choose any file, whatever the input's `accept` says. */
const user = () => userEvent.setup({ applyAccept: false });
const pdf = (name = 'statements.pdf', size = 1_000) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
  return new File([bytes], name, { type: 'application/pdf' });
};

beforeEach(() => mockScenario.signInAs('client'));
afterEach(() => {
  applicationMocks.reset();
  taskMocks.reset();
  mockServer.events.removeAllListeners();
});

function uploadRequests(): string[] {
  const urls: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/documents/')) urls.push(request.url);
  });
  return urls;
}

async function bankStatementsInput() {
  return screen.findByLabelText('Upload bank statements');
}

describe('/client/dashboard: Action needed', () => {
  it('lists the open info request and the documents to upload with their due dates, first, each leading to its task', async () => {
    const { history } = renderApp('/client/dashboard');
    const list = await screen.findByRole('list', { name: 'Action needed' });
    const rows = within(list).getAllByRole('listitem');
    // Oldest due first: the rejected photo ID (3 days), then the request and its document (5 days); then application
    // 2's sharing proposal (Harbor Funding), which has no due date.
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Upload: Photo ID'),
      expect.stringContaining('Please send your last 3 bank statements'),
      expect.stringContaining('Upload: Bank statements'),
      expect.stringContaining('NetFund proposed a lender for your file'),
    ]);
    expect(within(rows[0]!).getByText(`Due ${formatCalendarDate(dateIn(3))}`)).toBeTruthy();
    expect(within(rows[0]!).getByText('Rejected: The photo is blurred: the name cannot be read.')).toBeTruthy();
    expect(within(rows[1]!).getByText(`Due ${formatCalendarDate(dateIn(5))}`)).toBeTruthy();
    expect(within(rows[2]!).getByText('NF-2026-000002')).toBeTruthy();

    // The section comes before the applications.
    const applications = screen.getByRole('list', { name: 'My applications' });
    expect(list.compareDocumentPosition(applications) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user().click(within(rows[2]!).getByRole('link', { name: 'Upload: Bank statements for application NF-2026-000002' }));
    await waitFor(() => expect(history.location.pathname).toBe('/client/applications/2'));
    expect(history.location.hash).toBe('#document-21');
    expect(await bankStatementsInput()).toBeTruthy();
  });

  it('leaves the section out when nothing is to be done', async () => {
    taskMocks.set({ documents: [], requests: [] });
    renderApp('/client/dashboard');
    await screen.findByRole('list', { name: 'My applications' });
    expect(screen.queryByRole('heading', { name: 'Action needed' })).toBeNull();
  });
});

describe('/client/applications/{id}: tasks', () => {
  it('shows the number, the request with its question and documents, and the rejected document with its reason', async () => {
    renderApp('/client/applications/2');
    expect(await screen.findByText(/^Application NF-2026-000002 ·/)).toBeTruthy();
    const tasks = await screen.findByRole('region', { name: 'Tasks' });
    await within(tasks).findByText('Please send your last 3 bank statements and tell us what the funds are for.');
    expect(within(tasks).getByLabelText('What will you use the funds for?')).toBeTruthy();
    expect(within(tasks).getByText('Rejected: The photo is blurred: the name cannot be read.')).toBeTruthy();
    expect(within(tasks).getByLabelText('Upload photo ID again')).toBeTruthy();
  });

  it('refuses a text file and a 21 MB file in the browser with the server messages, sending nothing', async () => {
    const sent = uploadRequests();
    renderApp('/client/applications/2');
    const input = await bankStatementsInput();

    await user().upload(input, new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Upload a PDF, JPEG or PNG file')).toBeTruthy();

    await user().upload(input, pdf('huge.pdf', 21 * 1024 * 1024));
    expect(await screen.findByText('Files can be at most 20 MB')).toBeTruthy();
    expect(screen.queryByText('Upload a PDF, JPEG or PNG file')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('uploads through the REST route as multipart with the field "file", then shows the document as uploaded', async () => {
    let seen: { contentType: string | null; body: string } | null = null;
    mockServer.use(
      http.post('*/api/applications/:id/documents/:documentId/file', async ({ request }) => {
        seen = { contentType: request.headers.get('content-type'), body: await request.clone().text() };
        // Nothing answered: the regular handler takes it.
      }),
    );
    renderApp('/client/applications/2');
    await user().upload(await bankStatementsInput(), pdf('march.pdf'));

    const tasks = screen.getByRole('region', { name: 'Tasks' });
    expect(await within(tasks).findByText(/^march\.pdf · 1,000 B/)).toBeTruthy();
    expect(within(tasks).getByText('Uploaded — being checked')).toBeTruthy();
    expect(screen.queryByLabelText('Upload bank statements')).toBeNull();
    expect(seen!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen!.body).toContain('Content-Disposition: form-data; name="file"; filename="march.pdf"');
  });

  it("shows the server's refusal under the input and lets the client choose another file", async () => {
    taskMocks.failNextUpload(415, 'Upload a PDF, JPEG or PNG file');
    renderApp('/client/applications/2');
    const input = await bankStatementsInput();
    await user().upload(input, pdf('renamed.pdf'));
    expect(await screen.findByText('Upload a PDF, JPEG or PNG file')).toBeTruthy();

    await user().upload(input, pdf('march.pdf'));
    expect(await screen.findByText(/^march\.pdf/)).toBeTruthy();
  });

  it('uploads a rejected document again', async () => {
    renderApp('/client/applications/2');
    await user().upload(await screen.findByLabelText('Upload photo ID again'), pdf('passport.pdf'));
    expect(await screen.findByText(/^passport\.pdf/)).toBeTruthy();
    expect(screen.queryByText('Rejected: The photo is blurred: the name cannot be read.')).toBeNull();
  });

  it('answers a question in the small form (required), and the answer replaces the form', async () => {
    renderApp('/client/applications/2');
    const send = await screen.findByRole('button', { name: 'Send answer' });
    await user().click(send);
    expect(await screen.findByText('Answer is required')).toBeTruthy();

    await user().type(screen.getByLabelText('What will you use the funds for?'), 'A second delivery van');
    await user().click(send);
    expect(await screen.findByText('A second delivery van')).toBeTruthy();
    expect(screen.queryByLabelText('What will you use the funds for?')).toBeNull();
  });
});

describe('/client/applications/{id}: decline card', () => {
  it('lists each specific reason (the note verbatim for other) and the re-apply date, with the alternatives', async () => {
    applicationMocks.put({
      id: '3',
      token: 'demo-declined',
      owner: 'client',
      status: 'declined',
      declineReasons: [
        { code: 'credit_score_below_minimums', text: "the credit score is below our lenders' minimums" },
        { code: 'other', text: 'we need 12 months of statements for a line of credit.' },
      ],
      reapplyAfter: dateIn(20),
    });
    renderApp('/client/applications/3');
    const card = await screen.findByRole('region', { name: 'Why we could not approve it' });
    const reasons = within(card).getByRole('list', { name: 'Reasons for the decision' });
    expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "The credit score is below our lenders' minimums",
      'we need 12 months of statements for a line of credit.',
    ]);
    expect(within(card).getByText(`You can apply again from ${formatCalendarDate(dateIn(20))}.`)).toBeTruthy();
    expect(within(card).getAllByRole('link', { name: /^Learn more about / })).toHaveLength(4);
    // A declined application cannot be withdrawn.
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
  });
});

describe('/client/applications/{id}: withdraw', () => {
  function recordWithdrawals() {
    const calls: Record<string, unknown>[] = [];
    mockServer.use(
      graphql.link('*/graphql').mutation('WithdrawApplication', ({ variables }) => {
        calls.push(variables);
      }),
    );
    return calls;
  }

  it('asks why in a dialog, sends the version the page shows, and shows the application withdrawn', async () => {
    const calls = recordWithdrawals();
    renderApp('/client/applications/2');
    await user().click(await screen.findByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw application NF-2026-000002?' });
    await user().click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(calls).toEqual([]);

    await user().type(within(dialog).getByLabelText(/Why are you withdrawing it/), 'Found funding elsewhere');
    await user().click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([{ id: '2', expectedVersion: 3, reason: 'Found funding elsewhere' }]);
    expect(await screen.findByText('Withdrawn', { selector: '.chakra-badge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
    // Nothing left to send on an ended application.
    expect(screen.queryByLabelText('Upload bank statements')).toBeNull();
  });

  it('shows the 409 sentence when the application changed since the page loaded', async () => {
    renderApp('/client/applications/2');
    await user().click(await screen.findByRole('button', { name: 'Withdraw application' }));
    applicationMocks.changeBehindTheClient('2');
    const dialog = await screen.findByRole('alertdialog');
    await user().type(within(dialog).getByLabelText(/Why are you withdrawing it/), 'Found funding elsewhere');
    await user().click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(await within(dialog).findByText('This record was changed by admin at Nov 22, 2026, 10:14 AM. Reload to see the latest.')).toBeTruthy();
  });
});

describe("an admin's decision shows at once", () => {
  it('on the application page and the dashboard the next time they open, not from a stale cache', async () => {
    const { history } = renderApp('/client/applications/2');
    expect(await screen.findByText('Under Review', { selector: '.chakra-badge' })).toBeTruthy();
    history.push('/client/dashboard');
    await screen.findByRole('list', { name: 'My applications' });

    applicationMocks.put({ id: '2', token: 'demo-review', owner: 'client', status: 'declined', declineReasons: [{ code: 'restricted_state', text: 'our lenders do not fund businesses in your state at this time' }], reapplyAfter: dateIn(30) });
    history.push('/client/applications/2');
    expect(await screen.findByText('Our lenders do not fund businesses in your state at this time')).toBeTruthy();
    history.push('/client/dashboard');
    const list = await screen.findByRole('list', { name: 'My applications' });
    await waitFor(() => expect(within(list).getAllByText('Declined', { selector: '.chakra-badge' })).toHaveLength(2));
  });

  it('on /result/{id} the next time it opens', async () => {
    const { history } = renderApp('/result/2?token=demo-review');
    expect(await screen.findByRole('heading', { name: 'Your Application Is Under Review' })).toBeTruthy();
    history.push('/client/dashboard');
    await screen.findByRole('list', { name: 'My applications' });

    applicationMocks.put({ id: '2', token: 'demo-review', owner: 'client', status: 'declined' });
    history.push('/result/2?token=demo-review');
    expect(await screen.findByRole('heading', { name: "We Couldn't Approve Your Application Right Now" })).toBeTruthy();
  });

  it('a withdrawn application renders nothing in the result card', async () => {
    applicationMocks.put({ id: '2', token: 'demo-review', owner: 'client', status: null, workflowStatus: 'withdrawn' });
    renderApp('/result/2?token=demo-review');
    const card = await screen.findByTestId('result-card');
    expect(card.textContent).toBe('');
  });
});
