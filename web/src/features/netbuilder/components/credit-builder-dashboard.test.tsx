import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { net30Mocks } from '../../../mocks/net30';
import { netbuilderMocks } from '../../../mocks/netbuilder';
import { renderApp } from '../../../test/render-app';
import { formatDate } from '../lib/format';

afterEach(() => {
  netbuilderMocks.reset();
  net30Mocks.reset();
});

async function expectToast(title: string, description: string) {
  const region = await screen.findByRole('region', { name: 'Notification' });
  await waitFor(() => {
    expect(within(region).getByText(title)).toBeTruthy();
    expect(within(region).getByText(description)).toBeTruthy();
  });
}

describe('/dashboard', () => {
  beforeEach(() => mockScenario.signInAs('client'));

  it("shows a renewing plan as 'Active', without Resume plan", async () => {
    netbuilderMocks.subscribe('client', 'growth', 3);
    renderApp('/dashboard');
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume plan' })).toBeNull();
  });

  it("shows a plan set to cancel as 'Active — ends {date}', and Resume plan undoes it", async () => {
    netbuilderMocks.subscribe('client', 'pro', 1, new Date(Date.UTC(2026, 10, 21, 12)));
    netbuilderMocks.setToCancel('client');
    const ends = formatDate(new Date(Date.UTC(2026, 11, 21)).toISOString());
    renderApp('/dashboard');
    expect(await screen.findByText(`Active — ends ${ends}`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resume plan' }));
    await expectToast('Plan resumed', `Your plan renews on ${ends} as before.`);
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume plan' })).toBeNull();
  });

  it('shows what was reported to each bureau (R23), with Dispute', async () => {
    netbuilderMocks.subscribe('client', 'growth', 3);
    renderApp('/dashboard');
    const log = await screen.findByRole('heading', { name: 'Credit bureau reporting' });
    const card = log.closest('.chakra-card__root') as HTMLElement;
    expect(await within(card).findByText('Dun & Bradstreet')).toBeTruthy();
    expect(within(card).getAllByRole('button', { name: /Dispute/ }).length).toBeGreaterThan(0);
  });

  it("says when the first report comes, before there is one", async () => {
    netbuilderMocks.subscribe('client', 'starter', 1);
    net30Mocks.withoutAccount();
    renderApp('/dashboard');
    expect(await screen.findByText('Your first report appears after your first paid month, in the next 5th-of-month batch.')).toBeTruthy();
  });
});
