import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardMocks } from '../../../mocks/dashboard';
import { mockScenario } from '../../../mocks/handlers';
import { renderApp } from '../../../test/render-app';

/** R1 Needs action: a lender's *Request a change* (R20 Criteria) waits as a row linking to the lender (R9) and its program (R4). */
describe('admin dashboard: lender change requests', { timeout: 20_000 }, () => {
  beforeEach(() => {
    dashboardMocks.reset();
    dashboardMocks.addChangeRequest({ id: '9', lenderId: '4', lenderName: 'Cedar Growth', programId: '12', detail: 'Cedar Starter: Please lower the FICO minimum to 620.' });
  });

  it('shows the request with links to the lender and the program, and Mark done takes it off the queue', async () => {
    mockScenario.signInAs('admin');
    renderApp('/admin/dashboard');
    const queue = await screen.findByRole('region', { name: 'Needs action' }, { timeout: 5000 });
    const table = await within(queue).findByRole('table', {}, { timeout: 5000 });
    const row = within(table).getByText('Cedar Starter: Please lower the FICO minimum to 620.').closest('tr')!;
    expect(within(row).getByText('Lender change request', { selector: '[data-status]' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Cedar Growth' }).getAttribute('href')).toBe('/admin/lender-management/view/4');
    expect(within(row).getByRole('link', { name: 'View program' }).getAttribute('href')).toBe('/admin/funding-matrix/view?id=12');
    expect(within(row).queryByRole('button', { name: /Assign/ })).toBeNull();

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Mark the change request of Cedar Growth done' }));
    expect(await screen.findByText('Marked done', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(within(queue).queryByText('Cedar Starter: Please lower the FICO minimum to 620.')).toBeNull());
    expect(dashboardMocks.resolvedChangeRequests).toEqual(['9']);
  });
});
