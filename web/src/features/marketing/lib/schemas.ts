import { z } from 'zod';
import { PLAN_IDS, US_STATE_CODES } from '../../../lib/catalogue';

/**
 * The browser's copy of the server's rules (graphql-server/src/modules/contact/contact.schemas.ts and
 * credit-applications/credit-applications.schemas.ts, net30-applications/net30-applications.schemas.ts): same limits, same messages, so both refuse the same input.
 */
export const CONTACT_TOPICS = [
  { value: 'funding', label: 'Funding options' },
  { value: 'existing_application', label: 'An application I already sent' },
  { value: 'credit_builder', label: 'NetBuilder or Net30' },
  { value: 'partnership', label: 'Partnerships' },
  { value: 'other', label: 'Something else' },
] as const;

const PHONE_PATTERN = /^(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
const name = (message: string) => z.string().trim().min(2, message).max(100, message);
const email = z.string().trim().max(254, 'Please enter a valid email').pipe(z.email('Please enter a valid email'));
const phone = z.string().trim().regex(PHONE_PATTERN, 'Please enter a valid phone number');
const optionalText = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

export const contactSchema = z.object({
  name: name('Please enter your name'),
  email,
  phone: optionalText(phone),
  company: z.string().trim().max(120, 'Company name must be at most 120 characters'),
  topic: z.enum(
    CONTACT_TOPICS.map((topic) => topic.value) as [ContactTopicValue, ...ContactTopicValue[]],
    { error: 'Please choose a topic' },
  ),
  message: z
    .string()
    .trim()
    .min(20, 'Please tell us a little more (at least 20 characters)')
    .max(5000, 'Message must be at most 5000 characters'),
});
type ContactTopicValue = (typeof CONTACT_TOPICS)[number]['value'];
export type ContactValues = z.input<typeof contactSchema>;

export const ENTITY_TYPES = [
  { value: 'sole_proprietorship', label: 'Sole proprietorship' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'llc', label: 'LLC' },
  { value: 's_corp', label: 'S corporation' },
  { value: 'c_corp', label: 'C corporation' },
  { value: 'nonprofit', label: 'Nonprofit' },
] as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .refine((value) => Number(value) >= min && Number(value) <= max, message);

export const businessSchema = z.object({
  firstName: name('Please enter your first name'),
  lastName: name('Please enter your last name'),
  email,
  phone,
  businessName: z.string().trim().min(2, 'Please enter your business name').max(160, 'Please enter your business name'),
  entityType: z.enum(ENTITY_TYPES.map((type) => type.value) as [string, ...string[]], { error: 'Please choose your business structure' }),
  ein: optionalText(z.string().trim().regex(/^\d{2}-?\d{7}$/, 'An EIN has 9 digits, e.g. 12-3456789')),
  businessStartYear: wholeNumber('Please enter the year your business started', 1900, new Date().getFullYear()),
  annualRevenue: wholeNumber('Please enter your annual revenue in dollars', 0, 1_000_000_000),
  state: z.enum(US_STATE_CODES, { error: 'Please choose the state your business is registered in' }),
  website: optionalText(z.string().trim().max(255, 'Please enter a valid website address').pipe(z.url({ protocol: /^https?$/, error: 'Please enter a valid website address' }))),
  agreeToTerms: z.boolean().refine((value) => value, 'Please accept the terms to continue'),
});

export const netBuilderSchema = businessSchema.extend({
  plan: z.enum(PLAN_IDS, { error: 'Please choose a plan' }),
});

/** Net30 (R27): one open application per EIN, so the EIN is required. */
export const net30Schema = businessSchema.extend({
  ein: z.string().trim().regex(/^\d{2}-?\d{7}$/, 'An EIN has 9 digits, e.g. 12-3456789'),
  requestedLimit: wholeNumber('Requested credit limit must be between $500 and $50,000', 500, 50_000),
  duns: optionalText(z.string().trim().regex(/^\d{9}$/, 'A D-U-N-S number has 9 digits')),
  intendedUse: z
    .string()
    .trim()
    .min(10, 'Please tell us what you plan to buy (at least 10 characters)')
    .max(2000, 'Please tell us what you plan to buy (at least 10 characters)'),
  tradeReferences: z
    .array(
      z.object({
        company: z.string().trim().min(1, 'Please enter the company').max(160, 'Please enter the company'),
        contact: z.string().trim().min(1, 'Please enter a contact name').max(120, 'Please enter a contact name'),
        phoneOrEmail: z.string().trim().min(3, 'Please enter a phone number or e-mail').max(254, 'Please enter a phone number or e-mail'),
      }),
    )
    .max(3, 'Give at most 3 trade references')
    .optional(),
});

export type BusinessValues = z.input<typeof businessSchema>;
export type NetBuilderValues = z.input<typeof netBuilderSchema>;
export type Net30Values = z.input<typeof net30Schema>;
