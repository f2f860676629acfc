import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { renderApp } from '../../../test/render-app';

describe('R1 lenders and funding KPIs (§6.2)', { timeout: 20_000 }, () => {
  it('shows funded volume, MTD vs prior MTD, pull-through and match coverage cards', async () => {
    mockScenario.signInAs('admin');
    renderApp('/admin/dashboard');
    const section = await screen.findByRole('region', { name: 'Lenders and funding' }, { timeout: 5000 });
    expect((await within(section).findByRole('group', { name: 'Funded volume' }, { timeout: 5000 })).textContent).toBe('Funded volume$165K3 deals in this range');
    expect(within(section).getByRole('group', { name: 'Funded this month' }).textContent).toBe('Funded this month$110K$55K by this day last month');
    expect(within(section).getByRole('group', { name: 'Pull-through' }).textContent).toBe('Pull-through75%3 funded of 4 accepted');
    expect(within(section).getByRole('group', { name: 'Match coverage' }).textContent).toBe('Match coverage75%9 of 12 with an eligible program');
  });

  it('every chart has "Show as table": lender response with its rates, offers per application, fall-throughs, blocking criteria', async () => {
    mockScenario.signInAs('admin');
    renderApp('/admin/dashboard');
    const section = await screen.findByRole('region', { name: 'Lenders and funding' }, { timeout: 5000 });
    await within(section).findByRole('region', { name: 'Lender response time' }, { timeout: 5000 });
    for (const title of ['Funded volume', 'Lender response time', 'Fall-throughs', 'Offers per application', 'What blocks near-misses']) {
      const panel = within(section).getByRole('region', { name: title });
      await userEvent.setup().click(within(panel).getByRole('button', { name: 'Show as table' }));
      expect(within(panel).getByRole('table', { name: title })).toBeTruthy();
    }
    const lenders = within(within(within(section).getByRole('region', { name: 'Lender response time' })).getByRole('table')).getAllByRole('row').slice(1);
    expect(lenders.map((row) => row.textContent)).toEqual(['Cedar Growth63.5 h8 h100%67%50%', 'Summit Capital49.2 h8 h75%50%50%', 'Harbor Funding2—8 h0%0%—']);
    const offers = within(within(within(section).getByRole('region', { name: 'Offers per application' })).getByRole('table')).getAllByRole('row').slice(1);
    expect(offers.map((row) => row.textContent)).toEqual(['0229%', '1343%', '2114%', '3+114%']);
    expect(within(section).getByText('Bank verification failed')).toBeTruthy();
    expect(within(section).getByText('Time in business')).toBeTruthy();
  });
});
