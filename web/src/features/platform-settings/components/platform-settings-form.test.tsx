import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../app/apollo-client';
import { system } from '../../../app/system';
import { Notifications } from '../../../components/ui/notifications';
import { mockScenario } from '../../../mocks/handlers';
import { mockServer } from '../../../mocks/node';
import { PLATFORM_SETTINGS_STALE, platformSettingsHandlers, platformSettingsMocks } from '../../../mocks/platform-settings';
import { PlatformSettingsForm } from './platform-settings-form';

beforeEach(() => {
  mockServer.use(...platformSettingsHandlers);
  mockScenario.signInAs('admin');
});
afterEach(() => platformSettingsMocks.reset());

const user = () => userEvent.setup();

async function open() {
  render(
    <ChakraProvider value={system}>
      <ApolloProvider client={createApolloClient(`${window.location.origin}/graphql`)}>
        <PlatformSettingsForm />
      </ApolloProvider>
      <Notifications />
    </ChakraProvider>,
  );
  await screen.findByRole('form', { name: 'Platform settings' }, { timeout: 5000 });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

async function replace(name: string, value: string) {
  await user().clear(field(name));
  if (value) await user().type(field(name), value);
}

describe('R5 Platform settings form', { timeout: 20_000 }, () => {
  it('shows the saved settings', async () => {
    await open();
    expect(field('Support e-mail').value).toBe('support@netfund.example');
    expect(field('Support phone').value).toBe('(555) 010-2400');
    expect(field('Postal address').value).toBe('100 Example Plaza, Suite 400, Springfield, IL 62701');
    expect(field('Default offer expiry').value).toBe('7');
    expect(field('Default lender SLA').value).toBe('8');
    expect((screen.getByRole('checkbox', { name: /Require two-factor sign-in for admins/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Not changed yet: these are the starting values.')).toBeTruthy();
  });

  it("checks each field with the server's words and sends nothing while any is wrong", async () => {
    await open();
    await replace('Support e-mail', 'not-an-email');
    await replace('Support phone', 'call me');
    await replace('Postal address', '');
    await replace('Default offer expiry', '31');
    await replace('Default lender SLA', '0');
    await user().click(screen.getByRole('button', { name: 'Save settings' }));
    for (const message of [
      'Please enter a valid email',
      'Please enter a valid phone number',
      'Enter a postal address of at most 200 characters',
      'Default offer expiry must be 1 to 30 days',
      'Default lender SLA must be 1 to 72 hours',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await replace('Default offer expiry', '2.5');
    await user().click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Default offer expiry must be 1 to 30 days')).toBeTruthy();
    expect(platformSettingsMocks.sent).toHaveLength(0);
  });

  it('saves every setting with the version, confirms with a toast and shows who changed them', async () => {
    await open();
    await replace('Support e-mail', 'help@netfund.example');
    await replace('Default offer expiry', '10');
    await replace('Default lender SLA', '24');
    await user().click(screen.getByRole('checkbox', { name: /Require two-factor sign-in for admins/ }));
    await user().click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Platform settings saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(platformSettingsMocks.sent).toEqual([
      {
        expectedVersion: 1,
        input: {
          supportEmail: 'help@netfund.example',
          supportPhone: '(555) 010-2400',
          postalAddress: '100 Example Plaza, Suite 400, Springfield, IL 62701',
          defaultOfferExpiryDays: 10,
          defaultLenderSlaHours: 24,
          requireAdminTwoFactor: true,
        },
      },
    ]);
    expect(await screen.findByText(/^Last changed by admin on Nov 23, 2026/)).toBeTruthy();
    expect(field('Default offer expiry').value).toBe('10');
  });

  it("puts the server's field messages under their fields", async () => {
    await open();
    platformSettingsMocks.refuseNextWith({ supportPhone: 'Please enter a valid phone number' });
    await user().click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a stale version shows the server's 409 sentence; Reload brings the other admin's values and the next save sends their version", async () => {
    await open();
    platformSettingsMocks.bumpVersion({ defaultLenderSlaHours: 12 });
    await replace('Default offer expiry', '14');
    await user().click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(PLATFORM_SETTINGS_STALE)).toBeTruthy();
    expect(field('Default offer expiry').value).toBe('14');
    await user().click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('Default lender SLA').value).toBe('12'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/^Last changed by ada on/)).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(platformSettingsMocks.sent.at(-1)).toMatchObject({ expectedVersion: 2, input: { defaultLenderSlaHours: 12 } }));
    expect(await screen.findByText('Platform settings saved', {}, { timeout: 5000 })).toBeTruthy();
  });
});
