import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { lenderPortalMocks } from '../../../mocks/lender-portal';
import { platformSettingsMocks } from '../../../mocks/platform-settings';
import { renderApp } from '../../../test/render-app';

beforeEach(() => {
  lenderPortalMocks.reset();
  mockScenario.signInAs('lender');
});
afterEach(() => platformSettingsMocks.reset());

const sentOf = (operation: string) => lenderPortalMocks.sent.filter((each) => each.operation === operation).map((each) => each.variables);

describe('R20 Make offer starts from the default offer expiry', { timeout: 20_000 }, () => {
  it('"Expires in" shows the platform default and the offer is sent with it', async () => {
    platformSettingsMocks.bumpVersion({ defaultOfferExpiryDays: 12 });
    renderApp('/lender/dashboard?tab=active&app=104');
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Make offer' }));
    const form = await screen.findByRole('dialog', { name: 'Make offer' });
    const expires = within(form).getByRole<HTMLInputElement>('textbox', { name: /Expires in/ });
    await waitFor(() => expect(expires.value).toBe('12'));
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '50,000');
    await userEvent.type(within(form).getByRole('textbox', { name: /Factor rate$/ }), '1.28');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Term/ }), '9');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentOf('LenderMakeOffer')).toEqual([expect.objectContaining({ terms: expect.objectContaining({ expiresInDays: 12 }) })]));
  });

  it('a value the lender typed is kept', async () => {
    platformSettingsMocks.bumpVersion({ defaultOfferExpiryDays: 12 });
    renderApp('/lender/dashboard?tab=active&app=104');
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Make offer' }));
    const form = await screen.findByRole('dialog', { name: 'Make offer' });
    const expires = within(form).getByRole<HTMLInputElement>('textbox', { name: /Expires in/ });
    await waitFor(() => expect(expires.value).toBe('12'));
    await userEvent.clear(expires);
    await userEvent.type(expires, '20');
    expect(expires.value).toBe('20');
  });
});
