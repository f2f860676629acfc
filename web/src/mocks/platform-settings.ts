import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type { ContactDetailsQuery } from '../features/platform-settings/api/contact-details.generated';
import type {
  OfferDefaultsQuery,
  PlatformSettingsFieldsFragment,
  PlatformSettingsQuery,
  UpdatePlatformSettingsMutation,
  UpdatePlatformSettingsMutationVariables,
} from '../features/platform-settings/api/platform-settings.generated';
import { graphqlError, refusal } from './graphql-replies';
import { registerSlice } from './store';

/**
 * MSW handlers for R5 *Platform* settings (admins only, as on the server; the contact details for everyone): the starting values (the configuration's
 * contact details, 7-day offers, 8-hour SLA, two-factor not required). Refusals come back as the server words them.
 * `platformSettingsMocks.sent` records what `updatePlatformSettings` received; `bumpVersion()` is someone else saving.
 */

type Settings = PlatformSettingsFieldsFragment & { __typename: 'PlatformSettings' };

const INITIAL: Settings = {
  __typename: 'PlatformSettings',
  supportEmail: 'support@netfund.example',
  supportPhone: '(555) 010-2400',
  postalAddress: '100 Example Plaza, Suite 400, Springfield, IL 62701',
  defaultOfferExpiryDays: 7,
  defaultLenderSlaHours: 8,
  requireAdminTwoFactor: false,
  version: 1,
  updatedAt: '2026-11-21T12:00:00.000Z',
  updatedByName: null,
};

export const PLATFORM_SETTINGS_STALE = 'This record was changed by ada at Nov 23, 2026, 8:40 AM EST. Reload to see the latest.';

let settings: Settings = { ...INITIAL };
let sent: UpdatePlatformSettingsMutationVariables[] = [];
let nextFieldErrors: Record<string, string> | null = null;

export const platformSettingsMocks = {
  reset(): void {
    settings = { ...INITIAL };
    sent = [];
    nextFieldErrors = null;
  },
  get settings(): Settings {
    return settings;
  },
  get sent(): readonly UpdatePlatformSettingsMutationVariables[] {
    return sent;
  },
  /** Another admin saved: the next save with the old version is stale, and a reload shows their values. */
  bumpVersion(changes: Partial<PlatformSettingsFieldsFragment> = {}): void {
    settings = { ...settings, ...changes, version: settings.version + 1, updatedByName: 'ada', updatedAt: '2026-11-23T13:40:00.000Z' };
  },
  /** The next save is refused as bad input with these per-field messages. */
  refuseNextWith(fieldErrors: Record<string, string>): void {
    nextFieldErrors = fieldErrors;
  },
};

const api = graphql.link('*/graphql');

export const platformSettingsHandlers = [
  // Public: the footer, the contact page and the legal pages show these.
  api.query<ContactDetailsQuery>('ContactDetails', () =>
    HttpResponse.json({
      data: { contactDetails: { supportEmail: settings.supportEmail, supportPhone: settings.supportPhone, postalAddress: settings.postalAddress } },
    }),
  ),
  api.query<PlatformSettingsQuery>('PlatformSettings', () => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    return HttpResponse.json({ data: { platformSettings: settings } });
  }),
  // Lenders and admins: what the offer forms start from.
  api.query<OfferDefaultsQuery>('OfferDefaults', () => {
    const refused = refusal(['admin', 'lender']);
    if (refused) return graphqlError(refused);
    const offerDefaults = { __typename: 'OfferDefaults' as const, expiresInDays: settings.defaultOfferExpiryDays };
    return HttpResponse.json({ data: { offerDefaults } });
  }),
  api.mutation<UpdatePlatformSettingsMutation, UpdatePlatformSettingsMutationVariables>('UpdatePlatformSettings', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push(variables);
    if (nextFieldErrors) {
      const fieldErrors = nextFieldErrors;
      nextFieldErrors = null;
      return graphqlError({ message: Object.values(fieldErrors)[0]!, code: 'BAD_USER_INPUT', fieldErrors });
    }
    if (variables.expectedVersion !== settings.version) return graphqlError({ message: PLATFORM_SETTINGS_STALE, code: 'CONFLICT' });
    settings = { ...settings, ...variables.input, version: settings.version + 1, updatedByName: 'admin', updatedAt: '2026-11-23T13:45:00.000Z' };
    return HttpResponse.json({ data: { updatePlatformSettings: settings } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'platformSettings',
  () => ({ settings, sent, nextFieldErrors }),
  (state) => {
    ({ settings, sent, nextFieldErrors } = state);
  },
  () => platformSettingsMocks.reset(),
);
