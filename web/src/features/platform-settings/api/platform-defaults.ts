import { useOfferDefaultsQuery, usePlatformSettingsQuery } from './platform-settings.generated';

/** The platform's defaults, before the settings have loaded. */
const STARTING_DEFAULTS = { defaultLenderSlaHours: 8 } as const;

/**
 * R5 *Platform*: the response SLA a lender onboarded without one gets (admins' pages only: the settings are theirs
 * to read). The starting default until the settings have loaded.
 */
export function useDefaultLenderSlaHours(): number {
  const { data } = usePlatformSettingsQuery({ fetchPolicy: 'cache-first' });
  return data?.platformSettings.defaultLenderSlaHours ?? STARTING_DEFAULTS.defaultLenderSlaHours;
}

/**
 * R5 *Platform*: the days a new offer stays open unless the lender says otherwise, for the offer forms (lenders and
 * admins); null until it has loaded, or when `skip` (a revision starts from the offer it revises).
 */
export function useDefaultOfferExpiryDays(skip = false): number | null {
  const { data } = useOfferDefaultsQuery({ fetchPolicy: 'cache-first', skip });
  return skip ? null : (data?.offerDefaults.expiresInDays ?? null);
}
