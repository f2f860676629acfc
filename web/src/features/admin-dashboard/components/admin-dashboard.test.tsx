import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardMocks } from '../../../mocks/dashboard';
import { mockScenario } from '../../../mocks/handlers';
import { renderApp } from '../../../test/render-app';

async function openDashboard(path = '/admin/dashboard') {
  mockScenario.signInAs('admin');
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 5000 });
  return view;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

/** A KPI card's figure and hint, as the card's group reads them. */
async function kpiCard(label: string) {
  return (await screen.findByRole('group', { name: label }, { timeout: 5000 })).textContent;
}

describe('admin dashboard (R1)', { timeout: 20_000 }, () => {
  beforeEach(() => dashboardMocks.reset());

  it('lists what needs action, oldest first, each row linking to its application', async () => {
    await openDashboard();
    const queue = section('Needs action');
    const table = await within(queue).findByRole('table', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['NF-2026-000041', 'NF-2026-000002', 'NF-2026-000057']);
    expect(within(rows[0]!).getByText('Unassigned', { selector: '[data-status]' })).toBeTruthy();
    expect(within(rows[0]!).getByText('Harbor Bakery LLC')).toBeTruthy();
    expect(within(rows[0]!).getByText('2 d 4 h')).toBeTruthy();
    expect(within(rows[1]!).getByText('Admin User')).toBeTruthy();
    expect(within(rows[2]!).getByText('Documents to review')).toBeTruthy();
    expect(within(rows[2]!).getByText('5 h')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'NF-2026-000041' }).getAttribute('href')).toBe('/admin/applications/view/41');
    // Four wait, three are shown.
    expect(within(queue).getByText('Oldest 3 of 4 waiting')).toBeTruthy();
  });

  it('assigns an unassigned application to the signed-in admin from its row', async () => {
    await openDashboard();
    const queue = section('Needs action');
    const user = userEvent.setup();
    const table = await within(queue).findByRole('table', {}, { timeout: 5000 });
    await user.click(within(table).getByRole('button', { name: 'Assign NF-2026-000041 to me' }));
    expect(await screen.findByText('Assigned to you', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(within(queue).queryAllByRole('link', { name: 'NF-2026-000041' })).toEqual([]));
    expect(within(queue).getByText('Oldest 2 of 3 waiting')).toBeTruthy();
  });

  it('shows the KPI figures of the range: submitted, open, median time to decision and % within 24 h', async () => {
    await openDashboard();
    expect(await kpiCard('Applications submitted')).toBe('Applications submitted17$1.2M requested');
    expect(await kpiCard('Open applications')).toContain('13');
    expect(await kpiCard('Median time to decision')).toBe('Median time to decision19 h90% within 2.5 d');
    expect(await kpiCard('Decided within 24 h')).toBe('Decided within 24 h63%5 of 8 decisions');
    expect(dashboardMocks.kpiRanges.at(-1)).toEqual({ days: 30 });
  });

  it('shows each chart as a table on request, and back', async () => {
    await openDashboard();
    const chart = await screen.findByRole('region', { name: 'Decline reasons' }, { timeout: 5000 });
    expect(within(chart).queryByRole('table')).toBeNull();
    const user = userEvent.setup();
    const toggle = within(chart).getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    const table = within(chart).getByRole('table', { name: 'Decline reasons' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['Credit score below minimums', '3', '50%', '50%'],
      ['Time in business below minimums', '2', '33%', '83%'],
      ['Other', '1', '17%', '100%'],
    ]);
    await user.click(within(chart).getByRole('button', { name: 'Show as chart' }));
    expect(within(chart).queryByRole('table')).toBeNull();

    const pipeline = section('Pipeline by status');
    await user.click(within(pipeline).getByRole('button', { name: 'Show as table' }));
    expect(within(within(pipeline).getByRole('table')).getByRole('row', { name: 'In review 4 $320,000' })).toBeTruthy();
  });

  it('keeps the range in the query string and asks the server for it', async () => {
    const { history } = await openDashboard();
    await screen.findByRole('group', { name: 'Applications submitted' }, { timeout: 5000 });
    const user = userEvent.setup();
    const ranges = screen.getByRole('group', { name: 'Range' });
    expect(within(ranges).getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(ranges).getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(history.location.search).toBe('?range=90'));
    await waitFor(() => expect(dashboardMocks.kpiRanges.at(-1)).toEqual({ days: 90 }));
    expect(within(ranges).getByRole('button', { name: 'Last 90 days' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(ranges).getByRole('button', { name: 'Last 30 days' }));
    // The default range is the plain path.
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('opens a shared link on its range', async () => {
    await openDashboard('/admin/dashboard?range=7');
    await waitFor(() => expect(dashboardMocks.kpiRanges.at(-1)).toEqual({ days: 7 }));
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('ignores a range that is not offered', async () => {
    await openDashboard('/admin/dashboard?range=12');
    await waitFor(() => expect(dashboardMocks.kpiRanges.at(-1)).toEqual({ days: 30 }));
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lists the latest activity in plain words, with who and when', async () => {
    await openDashboard();
    const feed = section('Activity');
    const items = await within(feed).findAllByRole('listitem', {}, { timeout: 5000 });
    expect(items.map((item) => item.textContent)).toEqual([
      'Declined application NF-2026-000038admin · 30 min ago',
      'Started the review of application NF-2026-000002taylor · 3 h ago',
      expect.stringMatching(/^Application NF-2026-000057 received through the intakeIntake API · \w{3} \d{1,2}, /),
    ]);
  });

  it('on a fresh install says there are no applications yet and offers the first steps', async () => {
    dashboardMocks.freshInstall();
    await openDashboard();
    const performance = section('Performance');
    const empty = await within(performance).findByRole('status', {}, { timeout: 5000 });
    expect(within(empty).getByText('No applications yet')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Add a lender' }).getAttribute('href')).toBe('/admin/lender-management/add');
    expect(within(empty).getByRole('link', { name: 'Add criteria' }).getAttribute('href')).toBe('/admin/funding-matrix/add-criteria');
    expect(within(empty).getByRole('link', { name: 'Create an application' }).getAttribute('href')).toBe('/admin/client-management/create-application');
    expect(await within(section('Needs action')).findByText('Nothing needs action')).toBeTruthy();
    expect(await within(section('Activity')).findByText('No activity yet')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Applications submitted' })).toBeNull();
  });

  it('shows what failed with the server message, and loads again on Try again', async () => {
    // As the server answers while PostgreSQL is away: HTTP 503 with the sentence in the GraphQL body.
    dashboardMocks.failNext('DashboardKpis', 'The service is temporarily unavailable. Please try again shortly.', 503);
    dashboardMocks.failNext('DashboardQueue', 'Something went wrong');
    await openDashboard();
    const performance = section('Performance');
    const alert = await within(performance).findByText('Could not load the figures', {}, { timeout: 5000 });
    expect(within(performance).getByText('The service is temporarily unavailable. Please try again shortly.')).toBeTruthy();
    expect(alert).toBeTruthy();
    expect(await within(section('Needs action')).findByText('Could not load the queue')).toBeTruthy();
    expect(within(section('Needs action')).getByText('Something went wrong')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(performance).getByRole('button', { name: 'Try again' }));
    expect(await kpiCard('Applications submitted')).toContain('17');
  });
});
