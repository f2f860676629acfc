import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workspaceMocks } from '../../../mocks/application-workspace';
import { mockScenario } from '../../../mocks/handlers';
import { lendersAccessMocks } from '../../../mocks/lenders-access';
import { matchesMocks } from '../../../mocks/matches';
import { renderApp } from '../../../test/render-app';
import { closestText } from './matches-tab';

beforeEach(() => mockScenario.signInAs('admin'));
afterEach(() => {
  lendersAccessMocks.reset();
  workspaceMocks.reset();
  matchesMocks.reset();
});

const user = () => userEvent.setup();
const sent = (operation: string) => lendersAccessMocks.sent.filter((each) => each.operation === operation).map((each) => each.variables);

async function openMatchesTab() {
  renderApp('/admin/applications/view/6?tab=matches');
  return screen.findByRole('article', { name: 'Cedar Growth · Cedar Growth Capital' }, { timeout: 5000 });
}

describe('R13 Matches tab', { timeout: 20_000 }, () => {
  it('shows each program with its outcome, fit, flags and every criterion as ✓ or ✗ with the engine’s text', async () => {
    const cedar = await openMatchesTab();
    expect(within(cedar).getByText('Eligible')).toBeTruthy();
    expect(within(cedar).getByText('Fit 44')).toBeTruthy();
    expect(within(cedar).getByText('New match since v1')).toBeTruthy();
    // The engine's passing text ends with its ✓ (§4.3): the row adds no second one.
    expect(within(cedar).getByText('FICO 620 ≥ 600 ✓').closest('li')?.textContent).toBe('Passes: FICO 620 ≥ 600 ✓');
    const harbor = screen.getByRole('article', { name: 'Harbor Funding · Harbor Revenue Advance' });
    expect(within(harbor).getByText('Ineligible')).toBeTruthy();
    expect(within(harbor).getByText('Does not fund businesses in TX')).toBeTruthy();
    expect(within(harbor).getByText('Does not fund Restaurants (NAICS 722)')).toBeTruthy();
    expect(within(harbor).getByText('Open positions not provided')).toBeTruthy();
    // Summit already has the file (the lenders-access mocks share application 6 with it): no checkbox.
    const summit = screen.getByRole('article', { name: 'Summit Capital · Summit Working Capital' });
    expect(within(summit).getByText(/has the file/)).toBeTruthy();
    expect(within(summit).queryByRole('checkbox')).toBeNull();
  });

  it('shares the selected rows now; the ineligible one needs an override reason first', async () => {
    await openMatchesTab();
    expect((screen.getByRole('button', { name: 'Share now' }) as HTMLButtonElement).disabled).toBe(true);
    await user().click(screen.getByRole('checkbox', { name: 'Select Harbor Funding · Harbor Revenue Advance' }));
    await user().click(screen.getByRole('button', { name: 'Share now (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share now' });
    await user().type(within(dialog).getByRole('textbox', { name: /Consent note/ }), 'Client said yes on the phone at 10:05');
    await user().click(within(dialog).getByRole('button', { name: 'Share now' }));
    expect(await within(dialog).findByText('Override reason must be 5 to 500 characters')).toBeTruthy();
    expect(sent('ShareWithLenders')).toEqual([]);
    await user().type(within(dialog).getByRole('textbox', { name: /Why share Harbor Funding/ }), 'Lender agreed to look at TX by exception');
    await user().click(within(dialog).getByRole('button', { name: 'Share now' }));
    await waitFor(() =>
      expect(sent('ShareWithLenders')).toEqual([
        {
          applicationId: '6',
          programs: [{ programId: '12', overrideReason: 'Lender agreed to look at TX by exception' }],
          consent: { kind: 'staff_recorded', channel: 'phone', note: 'Client said yes on the phone at 10:05' },
        },
      ]),
    );
  });

  it('proposes the selected eligible row to the client', async () => {
    await openMatchesTab();
    await user().click(screen.getByRole('checkbox', { name: 'Select Cedar Growth · Cedar Growth Capital' }));
    await user().click(screen.getByRole('button', { name: 'Propose to client (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose lenders to the client' });
    await user().click(within(dialog).getByRole('button', { name: 'Propose to client' }));
    await waitFor(() => expect(sent('ProposeToClient')).toEqual([{ applicationId: '6', programs: [{ programId: '13', overrideReason: null }] }]));
  });

  it('Re-run matching asks the server again', async () => {
    await openMatchesTab();
    await user().click(screen.getByRole('button', { name: 'Re-run matching' }));
    await waitFor(() => expect(matchesMocks.rematched).toBe(1));
  });
});

describe('closestText', () => {
  const match = (lenderName: string, outcome: string) => ({ lenderName, programName: 'P', outcome }) as Parameters<typeof closestText>[0][number];
  it('is silent when a program is eligible, else names up to three near misses in order', () => {
    expect(closestText([match('A', 'eligible'), match('B', 'near_miss')])).toBeNull();
    expect(closestText([match('B', 'near_miss'), match('C', 'near_miss'), match('D', 'near_miss'), match('E', 'near_miss'), match('F', 'ineligible')])).toBe(
      'No program matches. Closest: B · P; C · P; D · P.',
    );
    expect(closestText([match('F', 'ineligible')])).toBe('No program matches.');
    expect(closestText([match('G', 'needs_data'), match('H', 'needs_data'), match('F', 'ineligible')])).toBe(
      'No program matches yet: 2 programs need facts the application lacks (marked ?).',
    );
  });
});
