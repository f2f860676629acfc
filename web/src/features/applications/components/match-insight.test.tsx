import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applicationMocks } from '../../../mocks/applications';
import { mockScenario } from '../../../mocks/handlers';
import { matchesMocks } from '../../../mocks/matches';
import { renderApp } from '../../../test/render-app';

const ROSAS_SUMMARY = {
  fitsNow: 1,
  withinReach: 2,
  needInformation: 0,
  text: '1 lender program fits now; 2 are within reach: one at FICO 650 (+30) or after 2 more on-time months, one for up to $50,000.',
};

beforeEach(() => mockScenario.signInAs('client'));
afterEach(() => {
  applicationMocks.reset();
  matchesMocks.reset();
});

describe('/client/applications/{id}: the matrix insight (§4.5, §4.6)', () => {
  it("shows the server's sentence — counts and what is within reach — with the note on reported payments", async () => {
    applicationMocks.put({ id: '3', token: 'demo-review', owner: 'client', status: 'review' });
    matchesMocks.setSummary('3', ROSAS_SUMMARY);
    renderApp('/client/applications/3');
    const card = await screen.findByRole('region', { name: 'Lender programs' });
    expect(within(card).getByText(ROSAS_SUMMARY.text)).toBeTruthy();
    expect(within(card).getByText(/On-time NetBuilder payments are reported every month/)).toBeTruthy();
  });

  it('shows nothing before matching ran', async () => {
    applicationMocks.put({ id: '3', token: 'demo-review', owner: 'client', status: 'review' });
    renderApp('/client/applications/3');
    await screen.findByRole('heading', { name: 'Next step' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Lender programs' })).toBeNull());
  });

  it('leaves the payments note out when nothing is within reach', async () => {
    applicationMocks.put({ id: '3', token: 'demo-review', owner: 'client', status: 'review' });
    matchesMocks.setSummary('3', { fitsNow: 2, withinReach: 0, needInformation: 0, text: '2 lender programs fit now.' });
    renderApp('/client/applications/3');
    const card = await screen.findByRole('region', { name: 'Lender programs' });
    expect(within(card).getByText('2 lender programs fit now.')).toBeTruthy();
    expect(within(card).queryByText(/reported every month/)).toBeNull();
  });
});
