import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientManagementMocks } from '../../../mocks/client-management';
import { mockScenario } from '../../../mocks/handlers';
import { mockServer } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';

beforeEach(() => mockScenario.signInAs('admin'));
afterEach(() => {
  clientManagementMocks.reset();
  mockServer.events.removeAllListeners();
});

/** The variables of each GraphQL operation sent, by operation name. */
function sentOperations() {
  const sent: { operationName: string; variables: Record<string, any> }[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/graphql') || request.method !== 'POST') return;
    void request
      .clone()
      .json()
      .then((body: any) => sent.push({ operationName: body.operationName, variables: body.variables ?? {} }));
  });
  return (name: string) => sent.filter((operation) => operation.operationName === name).map((operation) => operation.variables);
}

const card = (label: string) => screen.getByRole('group', { name: label });

describe('/admin/client-management (R10)', { timeout: 20_000 }, () => {
  it('shows the counts, what needs attention with its age, and the way to every client, the applications and a new one', async () => {
    renderApp('/admin/client-management');
    await screen.findByRole('group', { name: 'New clients' }, { timeout: 5000 });
    expect(card('New clients').textContent).toContain('4');
    expect(card('Clients with open applications').textContent).toContain('12');
    expect(card('Unclaimed applications').textContent).toContain('2');
    expect(card('Documents awaiting review').textContent).toContain('3');
    expect(card('Credit-builder applications').textContent).toContain('5');

    const attention = screen.getByRole('table', { name: 'Needs attention' });
    const rows = within(attention).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Casey’s Corner Café LLC.*NF-2026-000002.*Information request answered.*1 d 6 h/),
      expect.stringMatching(/Blue Fern Bakery LLC.*NF-2026-000003.*2 documents to review.*3 d/),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Review NF-2026-000002' }).getAttribute('href')).toBe('/admin/applications/view/2');

    expect(screen.getByRole('link', { name: 'View all clients' }).getAttribute('href')).toBe('/admin/client-management/view');
    expect(screen.getByRole('link', { name: 'Applications' }).getAttribute('href')).toBe('/admin/client-management/view?tab=applications');
    expect(screen.getByRole('link', { name: 'Create application' }).getAttribute('href')).toBe('/admin/client-management/create-application');
  });

  it('resends a claim link and says to whom; a link already sent 3 times today cannot be sent again', async () => {
    const sent = sentOperations();
    renderApp('/admin/client-management');
    const button = await screen.findByRole('button', { name: 'Resend claim link for NF-2026-000005' }, { timeout: 5000 });
    await userEvent.click(button);
    expect(await screen.findByText('Sent to riley@harborlight.example (1 of 3 today).')).toBeTruthy();
    expect(sent('ResendClaimLink')).toEqual([{ applicationId: '5' }]);
    expect(await screen.findByText('Sent 1 of 3 today')).toBeTruthy();

    const spent = screen.getByRole('button', { name: 'Resend claim link for NF-2026-000008' });
    expect(spent.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Sent 3 times today')).toBeTruthy();
  });

  it("shows the server's refusal as it comes", async () => {
    mockServer.use(
      graphql.link('*/graphql').mutation('ResendClaimLink', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'The claim link of this application was already sent 3 times in the last 24 hours. Try again tomorrow.', extensions: { code: 'TOO_MANY_REQUESTS' } }] }),
      ),
    );
    renderApp('/admin/client-management');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend claim link for NF-2026-000005' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toBe('The claim link of this application was already sent 3 times in the last 24 hours. Try again tomorrow.');
  });

  it('says so when nothing has arrived yet', async () => {
    clientManagementMocks.setEmpty();
    renderApp('/admin/client-management');
    expect(await screen.findByText('No clients yet. Applications from the external form will appear here.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'New clients' })).toBeNull();
  });
});

describe('/admin/client-management/view (R11)', { timeout: 20_000 }, () => {
  it('lists clients a page at a time; the search, a filter and the sort go into the link and to the server', async () => {
    const sent = sentOperations();
    const { history } = renderApp('/admin/client-management/view');
    const table = await screen.findByRole('table', { name: 'Clients' }, { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    expect(sent('ClientList')[0]).toMatchObject({ sort: 'createdAt_desc', page: 1, pageSize: 25 });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Business 07');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(history.location.search).toContain('q=Business+07'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Clients' })).getAllByRole('row')).toHaveLength(2));
    expect(sent('ClientList').at(-1)).toMatchObject({ filter: { search: 'Business 07' } });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'NY');
    await waitFor(() => expect(history.location.search).toContain('state=NY'));
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(sent('ClientList').at(-1)).toMatchObject({ filter: { search: 'Business 07', state: 'NY' } });

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(history.location.search).not.toContain('q='));
    expect(history.location.search).not.toContain('state=');

    await userEvent.click(await screen.findByRole('button', { name: /Business/ }));
    await waitFor(() => expect(history.location.search).toContain('sort=businessName'));
    await waitFor(() => expect(sent('ClientList').at(-1)).toMatchObject({ sort: 'businessName_asc' }));
  });

  it("the applications tab lists applications, each leading to its workspace; a status filter is sent", async () => {
    const sent = sentOperations();
    const { history } = renderApp('/admin/client-management/view?tab=applications');
    const table = await screen.findByRole('table', { name: 'Applications' }, { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table).getByRole('link', { name: 'NF-2026-000001' }).getAttribute('href')).toBe('/admin/applications/view/1');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'declined');
    await waitFor(() => expect(history.location.search).toContain('status=declined'));
    await waitFor(() => expect(sent('ClientManagementApplications').at(-1)).toMatchObject({ filter: { statuses: ['declined'] } }));
  });

  it('opens a client with facts and where each came from, applications, documents, notes and activity; adds a note', async () => {
    const sent = sentOperations();
    renderApp('/admin/client-management/view?id=10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Client' }, { timeout: 5000 })).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Business profile' });
    expect(within(profile).getByText(/NetFund · Nov 20, 2026 · admin/)).toBeTruthy();
    expect(within(profile).getByText(/Applicant · Sep 1, 2026/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Applications' })).getByRole('link', { name: 'NF-2026-000002' }).getAttribute('href')).toBe('/admin/applications/view/2');
    expect(within(screen.getByRole('region', { name: 'Documents' })).getByText('Bank statements')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Activity' })).getByText(/client uploaded Bank statements/)).toBeTruthy();

    const field = screen.getByRole('textbox', { name: 'Add a note' });
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note')).toBeTruthy();
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Keep the note to 5,000 characters or fewer')).toBeTruthy();
    expect(sent('AddClientNote')).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'Called: statements by Friday.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const notes = screen.getByRole('list', { name: 'Notes' });
    await waitFor(() => expect(within(notes).getAllByRole('listitem')[0]!.textContent).toContain('Called: statements by Friday.'));
    expect(sent('AddClientNote')).toEqual([{ clientId: '10', body: 'Called: statements by Friday.' }]);
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it("says 'Client not found' for an id that is not a client", async () => {
    renderApp('/admin/client-management/view?id=999');
    expect(await screen.findByText('Client not found', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to clients' }).getAttribute('href')).toBe('/admin/client-management/view');
  });
});
