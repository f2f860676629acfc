import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardMocks, mockEmail } from '../../../mocks/dashboard';
import { mockScenario } from '../../../mocks/handlers';
import { renderApp } from '../../../test/render-app';

/** Signs in as the admin, opens R1 and switches the Activity section to Outgoing mail. */
async function openOutbox() {
  mockScenario.signInAs('admin');
  renderApp('/admin/dashboard');
  const activity = await screen.findByRole('region', { name: 'Activity' }, { timeout: 5000 });
  const user = userEvent.setup();
  await user.click(within(activity).getByRole('tab', { name: 'Outgoing mail' }));
  return { activity, user };
}

async function mailRows(activity: HTMLElement) {
  const list = await within(activity).findByRole('list', { name: 'Outgoing mail' }, { timeout: 5000 });
  return within(list).getAllByRole('listitem');
}

const subjects = (rows: HTMLElement[]) => rows.map((row) => within(row).getAllByRole('button')[0]!.textContent);

describe('admin dashboard: Activity → Outgoing mail', { timeout: 20_000 }, () => {
  beforeEach(() => dashboardMocks.reset());

  it('lists each message with its recipient, subject, status, times and the last error of a failed one', async () => {
    const { activity } = await openOutbox();
    const rows = await mailRows(activity);
    expect(subjects(rows)).toEqual([
      'We received your application NF-2026-000041',
      'Your application NF-2026-000057 needs documents',
      'Welcome to NetFund',
    ]);
    expect(within(rows[0]!).getByText('Pending', { selector: '[data-status]' })).toBeTruthy();
    expect(within(rows[0]!).getByText('To owner@harborbakery.example')).toBeTruthy();
    expect(within(rows[0]!).getByText('Queued 12 min ago')).toBeTruthy();
    expect(within(rows[1]!).getByText('Failed', { selector: '[data-status]' })).toBeTruthy();
    expect(
      within(rows[1]!).getByText('550 5.1.1 <ops@bluefin.example>: Recipient address rejected: User unknown'),
    ).toBeTruthy();
    expect(within(rows[2]!).getByText('Sent', { selector: '[data-status]' })).toBeTruthy();
    expect(within(rows[2]!).getByText(/^Queued \w{3} \d{1,2}, .* · Sent \w{3} \d{1,2}, /)).toBeTruthy();
    // Only a failed message can be resent from the list.
    expect(rows.map((row) => within(row).queryByRole('button', { name: /^Resend/ }) !== null)).toEqual([
      false,
      true,
      false,
    ]);
    expect(within(activity).getByText('3 messages')).toBeTruthy();
    // The activity feed is the other view, not shown beside the mail.
    expect(
      within(activity)
        .getAllByRole('listitem')
        .filter((item) => item.textContent?.includes('Declined application')),
    ).toEqual([]);
  });

  it('says when SMTP is not configured', async () => {
    const { activity } = await openOutbox();
    await mailRows(activity);
    expect(within(activity).getByText('SMTP_URL is not set: messages are kept here and not sent')).toBeTruthy();
  });

  it('has no SMTP line when SMTP_URL is set', async () => {
    dashboardMocks.setOutbox([mockEmail(1, { status: 'sent', sentAt: new Date().toISOString() })], {
      smtpConfigured: true,
    });
    const { activity } = await openOutbox();
    await mailRows(activity);
    expect(within(activity).queryByText(/SMTP_URL is not set/)).toBeNull();
  });

  it('opens a message and shows its text body as plain text, never as HTML', async () => {
    const textBody = 'Hi <b>Dana</b> & team,\n\n<script>alert(1)</script>\nNetFund';
    dashboardMocks.setOutbox([
      mockEmail(5, { subject: 'Your offer is ready', to: 'dana@example.com', textBody, template: 'offer_ready' }),
    ]);
    const { activity, user } = await openOutbox();
    const [row] = await mailRows(activity);
    await user.click(within(row!).getByRole('button', { name: 'Your offer is ready' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your offer is ready' });
    const body = within(dialog).getByLabelText('Message text');
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toBe(textBody);
    expect(body.querySelector('b, script')).toBeNull();
    expect(within(dialog).getByText('dana@example.com')).toBeTruthy();
    expect(within(dialog).getByText('offer_ready')).toBeTruthy();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('filters by status on the server, with No results and Clear filters', async () => {
    const { activity, user } = await openOutbox();
    await mailRows(activity);
    await user.selectOptions(within(activity).getByLabelText('Status'), 'failed');
    await waitFor(async () =>
      expect(subjects(await mailRows(activity))).toEqual(['Your application NF-2026-000057 needs documents']),
    );
    expect(dashboardMocks.outboxRequests.at(-1)).toEqual({ status: 'failed' });
    expect(within(activity).getByText('1 message')).toBeTruthy();

    await user.selectOptions(within(activity).getByLabelText('Status'), 'sending');
    const empty = await within(activity).findByRole('status', {}, { timeout: 5000 });
    expect(within(empty).getByText('No results')).toBeTruthy();
    expect(within(empty).getByText('No e-mail is sending.')).toBeTruthy();
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await mailRows(activity)).toHaveLength(3));
    expect((within(activity).getByLabelText('Status') as HTMLSelectElement).value).toBe('');
    expect(dashboardMocks.outboxRequests.at(-1)?.status).toBeUndefined();
  });

  it('shows older messages with the cursor of the page before', async () => {
    dashboardMocks.setOutbox(Array.from({ length: 25 }, (_, index) => mockEmail(25 - index)));
    const { activity, user } = await openOutbox();
    const firstPage = await mailRows(activity);
    expect(firstPage).toHaveLength(20);
    expect(within(activity).getByText('25 messages')).toBeTruthy();
    await user.click(within(activity).getByRole('button', { name: 'Show older' }));
    await waitFor(async () => expect(await mailRows(activity)).toHaveLength(25));
    expect(dashboardMocks.outboxRequests.at(-1)).toEqual({ after: '6' });
    expect(subjects(await mailRows(activity)).at(-1)).toBe('Message 1');
    expect(within(activity).queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('resends a failed message and reads the list again', async () => {
    const { activity, user } = await openOutbox();
    const rows = await mailRows(activity);
    await user.click(
      within(rows[1]!).getByRole('button', {
        name: 'Resend “Your application NF-2026-000057 needs documents” to ops@bluefin.example',
      }),
    );
    expect(await screen.findByText('Queued again', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('The message to ops@bluefin.example is waiting to be sent.')).toBeTruthy();
    expect(dashboardMocks.resentIds).toEqual(['2']);
    await waitFor(async () => {
      const row = (await mailRows(activity))[1]!;
      expect(within(row).getByText('Pending', { selector: '[data-status]' })).toBeTruthy();
    });
    const row = (await mailRows(activity))[1]!;
    expect(within(row).queryByRole('button', { name: /^Resend/ })).toBeNull();
    expect(within(row).queryByText(/Recipient address rejected/)).toBeNull();
  });

  it('resends from the open message', async () => {
    const { activity, user } = await openOutbox();
    const rows = await mailRows(activity);
    await user.click(within(rows[1]!).getByRole('button', { name: 'Your application NF-2026-000057 needs documents' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('550 5.1.1 <ops@bluefin.example>: Recipient address rejected: User unknown'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /^Resend/ }));
    expect(await screen.findByText('Queued again', {}, { timeout: 5000 })).toBeTruthy();
    expect(dashboardMocks.resentIds).toEqual(['2']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's sentence when a resend is refused, and reads the list again", async () => {
    dashboardMocks.failNext('DashboardResendEmail', 'This e-mail is already waiting to be sent');
    const { activity, user } = await openOutbox();
    const rows = await mailRows(activity);
    const readsBefore = dashboardMocks.outboxRequests.length;
    await user.click(within(rows[1]!).getByRole('button', { name: /^Resend/ }));
    expect(await screen.findByText('Not resent', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('This e-mail is already waiting to be sent')).toBeTruthy();
    await waitFor(() => expect(dashboardMocks.outboxRequests.length).toBeGreaterThan(readsBefore));
  });

  it('says so when no e-mail was queued yet', async () => {
    dashboardMocks.freshInstall();
    const { activity } = await openOutbox();
    const empty = await within(activity).findByRole('status', {}, { timeout: 5000 });
    expect(within(empty).getByText('No e-mail yet')).toBeTruthy();
    expect(within(activity).queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it("shows the server's message when the outbox cannot be read, and loads again on Try again", async () => {
    dashboardMocks.failNext('DashboardOutbox', 'Something went wrong');
    const { activity, user } = await openOutbox();
    expect(await within(activity).findByText('Could not load the outgoing mail', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(activity).getByText('Something went wrong')).toBeTruthy();
    await user.click(within(activity).getByRole('button', { name: 'Try again' }));
    expect(await mailRows(activity)).toHaveLength(3);
  });

  it('does not read the outbox until Outgoing mail is opened', async () => {
    mockScenario.signInAs('admin');
    renderApp('/admin/dashboard');
    const activity = await screen.findByRole('region', { name: 'Activity' }, { timeout: 5000 });
    await within(activity).findAllByRole('listitem', {}, { timeout: 5000 });
    expect(dashboardMocks.outboxRequests).toEqual([]);
  });
});
