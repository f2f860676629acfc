import { usePlatformSettingsQuery } from '../../../generated/graphql';

/** The platform's defaults, before the settings have loaded. */
const STARTING_DEFAULTS = { defaultOfferExpiryDays: 7, defaultLenderSlaHours: 8 } as const;

/**
 * R5 *Platform*: the response SLA a lender onboarded without one gets (admins' pages only: the settings are theirs
 * to read). The starting default until the settings have loaded.
 */
export function useDefaultLenderSlaHours(): number {
  const { data } = usePlatformSettingsQuery({ fetchPolicy: 'cache-first' });
  return data?.platformSettings.defaultLenderSlaHours ?? STARTING_DEFAULTS.defaultLenderSlaHours;
}
