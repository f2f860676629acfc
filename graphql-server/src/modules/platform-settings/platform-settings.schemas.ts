import { z } from 'zod';

/** The limits and messages of R5 *Platform*; the web form shows the same words. */
export const OFFER_EXPIRY_DAYS_RANGE = { min: 1, max: 30 } as const;
export const LENDER_SLA_HOURS_RANGE = { min: 1, max: 72 } as const;

export const PLATFORM_SETTINGS_MESSAGES = {
  supportEmail: 'Please enter a valid email',
  supportPhone: 'Please enter a valid phone number',
  postalAddress: 'Enter a postal address of at most 200 characters',
  defaultOfferExpiryDays: 'Default offer expiry must be 1 to 30 days',
  defaultLenderSlaHours: 'Default lender SLA must be 1 to 72 hours',
  requireAdminTwoFactor: 'Choose whether admins must use two-factor sign-in',
  expectedVersion: 'Reload the settings and try again',
} as const;

const M = PLATFORM_SETTINGS_MESSAGES;

const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

export const platformSettingsInputSchema = z.object({
  supportEmail: z.string({ error: M.supportEmail }).trim().toLowerCase().max(254, M.supportEmail).pipe(z.email(M.supportEmail)),
  supportPhone: z.string({ error: M.supportPhone }).trim().regex(/^\+?[0-9 ().-]{7,32}$/, M.supportPhone),
  postalAddress: z.string({ error: M.postalAddress }).trim().min(1, M.postalAddress).max(200, M.postalAddress),
  defaultOfferExpiryDays: wholeNumber(OFFER_EXPIRY_DAYS_RANGE, M.defaultOfferExpiryDays),
  defaultLenderSlaHours: wholeNumber(LENDER_SLA_HOURS_RANGE, M.defaultLenderSlaHours),
  requireAdminTwoFactor: z.boolean({ error: M.requireAdminTwoFactor }),
  expectedVersion: z.number({ error: M.expectedVersion }).int(M.expectedVersion).min(1, M.expectedVersion),
});

export type PlatformSettingsInputValues = z.output<typeof platformSettingsInputSchema>;
