import { z } from 'zod';

/** R5 *Platform*: the server's limits and words (graphql-server platform-settings.schemas.ts), checked before sending. */
export const PLATFORM_SETTINGS_MESSAGES = {
  supportEmail: 'Please enter a valid email',
  supportPhone: 'Please enter a valid phone number',
  postalAddress: 'Enter a postal address of at most 200 characters',
  defaultOfferExpiryDays: 'Default offer expiry must be 1 to 30 days',
  defaultLenderSlaHours: 'Default lender SLA must be 1 to 72 hours',
} as const;

const M = PLATFORM_SETTINGS_MESSAGES;

/** A whole number typed into a text box, within `min`–`max`. */
const wholeNumberText = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, message)
    .refine((value) => Number(value) >= min && Number(value) <= max, message);

export const platformSettingsFormSchema = z.object({
  supportEmail: z.string().trim().max(254, M.supportEmail).pipe(z.email(M.supportEmail)),
  supportPhone: z.string().trim().regex(/^\+?[0-9 ().-]{7,32}$/, M.supportPhone),
  postalAddress: z.string().trim().min(1, M.postalAddress).max(200, M.postalAddress),
  defaultOfferExpiryDays: wholeNumberText(1, 30, M.defaultOfferExpiryDays),
  defaultLenderSlaHours: wholeNumberText(1, 72, M.defaultLenderSlaHours),
  requireAdminTwoFactor: z.boolean(),
});

export type PlatformSettingsFormValues = z.input<typeof platformSettingsFormSchema>;

export const PLATFORM_SETTINGS_FIELDS = ['supportEmail', 'supportPhone', 'postalAddress', 'defaultOfferExpiryDays', 'defaultLenderSlaHours', 'requireAdminTwoFactor'] as const;

interface SavedSettings {
  supportEmail: string;
  supportPhone: string;
  postalAddress: string;
  defaultOfferExpiryDays: number;
  defaultLenderSlaHours: number;
  requireAdminTwoFactor: boolean;
}

export function platformSettingsFormValues(saved: SavedSettings): PlatformSettingsFormValues {
  return {
    supportEmail: saved.supportEmail,
    supportPhone: saved.supportPhone,
    postalAddress: saved.postalAddress,
    defaultOfferExpiryDays: String(saved.defaultOfferExpiryDays),
    defaultLenderSlaHours: String(saved.defaultLenderSlaHours),
    requireAdminTwoFactor: saved.requireAdminTwoFactor,
  };
}

/** What `updatePlatformSettings` takes (the form's checked values). */
export function platformSettingsInput(values: PlatformSettingsFormValues): SavedSettings {
  const parsed = platformSettingsFormSchema.parse(values);
  return {
    supportEmail: parsed.supportEmail,
    supportPhone: parsed.supportPhone,
    postalAddress: parsed.postalAddress,
    defaultOfferExpiryDays: Number(parsed.defaultOfferExpiryDays),
    defaultLenderSlaHours: Number(parsed.defaultLenderSlaHours),
    requireAdminTwoFactor: parsed.requireAdminTwoFactor,
  };
}
