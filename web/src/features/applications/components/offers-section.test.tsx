import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applicationMocks } from '../../../mocks/applications';
import { mockScenario } from '../../../mocks/handlers';
import { offersMocks } from '../../../mocks/offers';
import { renderApp } from '../../../test/render-app';

const user = () => userEvent.setup();
const sent = (operation: string) => offersMocks.sent.filter((each) => each.operation === operation).map((each) => each.variables);

beforeEach(() => {
  mockScenario.signInAs('client');
  applicationMocks.put({ id: '3', token: 'demo-approved', owner: 'client', status: 'approved' });
  offersMocks.reset('3');
});
afterEach(() => {
  applicationMocks.reset();
  offersMocks.reset();
});

async function offersSection() {
  renderApp('/client/applications/3');
  return screen.findByRole('region', { name: 'Your offers' }, { timeout: 5000 });
}

describe('/client/applications/{id}: Your offers (R22)', { timeout: 20_000 }, () => {
  it("compares Rosa's three offers with Summit's badges and an Accept and a Decline on each", async () => {
    const section = await offersSection();
    expect(within(section).getAllByText('Lowest APR').length).toBeGreaterThan(0);
    expect(within(section).getAllByRole('button', { name: /^Accept .*’s offer$/ }).length).toBeGreaterThanOrEqual(3);
    expect(within(section).getAllByRole('button', { name: /^Decline .*’s offer$/ }).length).toBeGreaterThanOrEqual(3);
  });

  it('accepts only after "I have read the terms", sends the version shown, and shows the others on standby', async () => {
    const section = await offersSection();
    await user().click(within(section).getAllByRole('button', { name: 'Accept Summit Capital’s offer' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Accept Summit Capital’s offer?' });
    const submit = within(dialog).getByRole('button', { name: 'Accept offer' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user().click(within(dialog).getByText('I have read the terms'));
    expect(submit.disabled).toBe(false);
    await user().click(submit);
    await waitFor(() => expect(sent('AcceptOffer')).toEqual([{ offerId: '903', expectedVersion: 1 }]));
    expect(await within(section).findByText(/You accepted Summit Capital’s offer/, {}, { timeout: 5000 })).toBeTruthy();
    expect(within(section).queryAllByRole('button', { name: /^Accept / })).toEqual([]);
  });

  it("declines with an optional reason, and shows the server's sentence when an offer is no longer available", async () => {
    const section = await offersSection();
    await user().click(within(section).getAllByRole('button', { name: 'Decline Harbor Funding’s offer' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Decline Harbor Funding’s offer?' });
    await user().type(within(dialog).getByRole('textbox'), 'Too expensive');
    await user().click(within(dialog).getByRole('button', { name: /Decline/ }));
    await waitFor(() => expect(sent('DeclineOffer')).toEqual([{ offerId: '902', expectedVersion: 1, reason: 'Too expensive' }]));
  });
});
