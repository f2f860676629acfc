/**
 * The one place for contact details and external links (DESIGN §1). Build-time overridable through VITE_* variables.
 */
const env = import.meta.env;

export const appConfig = {
  brandName: 'NetFund',
  applicationFormUrl: env.VITE_APPLICATION_FORM_URL || 'https://apply.netfund.example/application-form',
  support: {
    phone: env.VITE_SUPPORT_PHONE || '(555) 010-2400',
    email: env.VITE_SUPPORT_EMAIL || 'support@netfund.example',
    postalAddress: env.VITE_POSTAL_ADDRESS || '100 Example Plaza, Suite 400, Springfield, IL 62701',
  },
} as const;

/** `tel:` href for the support phone: digits only, with the US country code. */
export function phoneHref(phone: string = appConfig.support.phone): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}
