import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workspaceMocks } from '../../../mocks/application-workspace';
import { mockScenario } from '../../../mocks/handlers';
import { lendersAccessMocks } from '../../../mocks/lenders-access';
import { offersMocks } from '../../../mocks/offers';
import { renderApp } from '../../../test/render-app';

beforeEach(() => {
  mockScenario.signInAs('admin');
  offersMocks.reset('6');
});
afterEach(() => {
  offersMocks.reset();
  lendersAccessMocks.reset();
  workspaceMocks.reset();
});

describe('R13 Offers tab', { timeout: 20_000 }, () => {
  it("compares the application's offers and offers Enter offer received by e-mail for a lender with the file", async () => {
    renderApp('/admin/applications/view/6?tab=offers');
    const section = await screen.findByRole('region', { name: 'Offers' }, { timeout: 5000 });
    expect(await within(section).findAllByText('Summit Capital', {}, { timeout: 5000 })).not.toHaveLength(0);
    expect(within(section).getAllByText('Lowest APR').length).toBeGreaterThan(0);
    expect(within(section).getByRole('button', { name: 'Enter offer received by e-mail' })).toBeTruthy();
  });

  it('shows the empty state when no lender made an offer', async () => {
    offersMocks.reset('999');
    renderApp('/admin/applications/view/6?tab=offers');
    expect(await screen.findByText('No offers yet', {}, { timeout: 5000 })).toBeTruthy();
  });
});
