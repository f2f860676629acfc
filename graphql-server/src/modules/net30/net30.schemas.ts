import { z } from 'zod';
import { calendarDate, recordId } from '../../shared/validation.js';
import { pageFields } from '../../shared/paging.js';
import { NET30_ACCOUNT_STATUSES } from './net30-account.entity.js';
import { NET30_INVOICE_STATUSES } from './net30-invoice.entity.js';
import { BUREAUS } from './net30-settings.entity.js';

export const ACCOUNT_NOT_FOUND = 'Account not found';
export const INVOICE_NOT_FOUND = 'Invoice not found';
export const INVALID_INVOICE_ID = 'Invalid invoice ID';
export const FEE_NOT_FOUND = 'Fee not found';
export const CLIENT_NOT_FOUND = 'Client not found';
export const NO_ACCOUNT = 'You have no Net30 account yet';
export const VOID_WITH_PAYMENTS = 'Refund or reverse payments first';
export const ACCOUNT_CLOSING = 'This account is closing: no new invoices can be issued';
export const ACCOUNT_CLOSED = 'This account is closed';
export const ORDER_ON_HOLD = 'Your account is on hold until past-due invoices are paid';
export const MINIMUM_ORDER = 'The minimum order is $10.00';
export const MINIMUM_ORDER_CENTS = 1_000;
export const MINIMUM_PAYMENT = 'Pay at least $1.00';
export const MINIMUM_PAYMENT_CENTS = 100;
export const exceedsAvailableCredit = (available: string) => `This invoice exceeds available credit of ${available}`;
export const orderExceedsAvailableCredit = (available: string) => `This order exceeds your available credit of ${available}`;
export const accountOnHold = (reason: string) => `Account is on hold: ${reason}`;
export const paymentAboveBalance = (balance: string) => `The payment is more than the balance of ${balance}`;
export const CLOSE_WITH_BALANCE = 'An account can be closed only at a balance of $0.00';
export const FEE_ALREADY_WAIVED = 'This fee is already waived';
export const FEE_ON_PAID_INVOICE = 'This fee is already paid: it can no longer be waived';
export const INVOICE_NOT_PAYABLE = 'This invoice has nothing left to pay';
export const CLOCK_NOT_AVAILABLE = 'Not found';

const idOf = recordId;

export const accountId = idOf(ACCOUNT_NOT_FOUND);
export const invoiceId = idOf(INVOICE_NOT_FOUND);
export const feeId = idOf(FEE_NOT_FOUND);
export const clientId = idOf(CLIENT_NOT_FOUND);

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const reason = text('Reason', 1000);

const isoDate = (label: string) =>
  calendarDate(`${label} must be a date (YYYY-MM-DD)`, { noSuchDay: `${label} must be a real date`, required: `${label} is required` });

const cents = (label: string, max = 100_000_000) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .positive(`${label} must be more than $0.00`)
    .max(max, `${label} must be at most $${(max / 100).toLocaleString('en-US')}.00`);

export const expectedVersion = z.number({ error: 'expectedVersion is required' }).int().min(1);

/** R19 Create invoice: 1–20 lines of description, quantity (1–10,000) and unit price. */
export const createInvoiceSchema = z.object({
  accountId,
  lines: z
    .array(
      z.object({
        description: text('Description', 200),
        quantity: z.number({ error: 'Quantity must be a whole number from 1 to 10,000' }).int('Quantity must be a whole number from 1 to 10,000').min(1, 'Quantity must be a whole number from 1 to 10,000').max(10_000, 'Quantity must be a whole number from 1 to 10,000'),
        unitPriceCents: cents('Unit price', 5_000_000),
      }),
      { error: 'Add at least one line' },
    )
    .min(1, 'Add at least one line')
    .max(20, 'An invoice has at most 20 lines'),
});

/** R26 Buy on Net {N}: catalogue items and quantities. */
export const testOrderSchema = z.object({
  clientId: clientId.nullish(),
  items: z
    .array(
      z.object({
        itemId: z.string({ error: 'Choose an item' }).trim().min(1, 'Choose an item').max(64),
        quantity: z.number({ error: 'Quantity must be a whole number from 1 to 100' }).int('Quantity must be a whole number from 1 to 100').min(1, 'Quantity must be a whole number from 1 to 100').max(100, 'Quantity must be a whole number from 1 to 100'),
      }),
      { error: 'Choose at least one item' },
    )
    .min(1, 'Choose at least one item')
    .max(20, 'An order has at most 20 items'),
});

export const recordPaymentSchema = z.object({
  invoiceId,
  amountCents: cents('Amount'),
  receivedOn: isoDate('Received on'),
  method: z.enum(['check', 'ach', 'wire'], { error: 'Method must be check, ACH or wire' }),
  reference: z.string().trim().max(100, 'Reference must be at most 100 characters').nullish().transform((value) => value || null),
});

export const payInvoiceSchema = z.object({
  invoiceId,
  amountCents: z.number({ error: 'Amount must be a number of cents' }).int('Amount must be a whole number of cents').min(MINIMUM_PAYMENT_CENTS, MINIMUM_PAYMENT),
  idempotencyKey: z.string({ error: 'idempotencyKey is required' }).trim().min(8, 'idempotencyKey must be 8 to 100 characters').max(100, 'idempotencyKey must be 8 to 100 characters'),
});

export const voidInvoiceSchema = z.object({ invoiceId, expectedVersion, reason });
export const waiveFeeSchema = z.object({ feeId, reason });
export const changeLimitSchema = z.object({ accountId, expectedVersion, creditLimitCents: z.number({ error: 'Credit limit must be from $100 to $50,000' }).int('Credit limit must be from $100 to $50,000').min(10_000, 'Credit limit must be from $100 to $50,000').max(5_000_000, 'Credit limit must be from $100 to $50,000'), reason });
export const holdSchema = z.object({ accountId, expectedVersion, reason });
export const accountVersionSchema = z.object({ accountId, expectedVersion });

export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'days91plus'] as const;

export const accountListSchema = z.object({
  status: z.enum(NET30_ACCOUNT_STATUSES, { error: `status must be one of: ${NET30_ACCOUNT_STATUSES.join(', ')}` }).nullish(),
  search: z.string().trim().max(100, 'Search for at most 100 characters').nullish(),
  ...pageFields,
});

export const invoiceListSchema = z.object({
  status: z.enum(NET30_INVOICE_STATUSES, { error: `status must be one of: ${NET30_INVOICE_STATUSES.join(', ')}` }).nullish(),
  bucket: z.enum(AGING_BUCKETS, { error: `bucket must be one of: ${AGING_BUCKETS.join(', ')}` }).nullish(),
  accountId: accountId.nullish(),
  ...pageFields,
});

const dayOfMonth = (label: string) => z.number({ error: `${label} must be a day from 1 to 28` }).int(`${label} must be a day from 1 to 28`).min(1, `${label} must be a day from 1 to 28`).max(28, `${label} must be a day from 1 to 28`);

/** R19 Settings: tiers in ascending order, the last one open-ended. */
export const settingsSchema = z.object({
  expectedVersion,
  annualFeeCents: z.number({ error: 'Annual fee must be from $0 to $10,000' }).int('Annual fee must be from $0 to $10,000').min(0, 'Annual fee must be from $0 to $10,000').max(1_000_000, 'Annual fee must be from $0 to $10,000'),
  lateFeeTiers: z
    .array(z.object({ upToCents: z.number().int().positive('Tier bounds must be more than $0.00').nullish().transform((value) => value ?? null), feeCents: cents('Late fee', 100_000) }))
    .min(1, 'Add at least one late fee tier')
    .max(10, 'At most 10 late fee tiers')
    .refine((tiers) => tiers.at(-1)?.upToCents === null && tiers.slice(0, -1).every((tier) => tier.upToCents !== null), 'Every tier but the last needs an upper bound; the last has none')
    .refine((tiers) => tiers.every((tier, index) => index === 0 || tier.upToCents === null || tier.upToCents > tiers[index - 1]!.upToCents!), 'Tier bounds must increase'),
  graceDays: z.number({ error: 'Grace days must be from 0 to 60' }).int('Grace days must be from 0 to 60').min(0, 'Grace days must be from 0 to 60').max(60, 'Grace days must be from 0 to 60'),
  holdAfterDays: z.number({ error: 'Hold after must be from 1 to 120 days' }).int('Hold after must be from 1 to 120 days').min(1, 'Hold after must be from 1 to 120 days').max(120, 'Hold after must be from 1 to 120 days'),
  statementDay: dayOfMonth('Statement day'),
  reportingDay: dayOfMonth('Reporting day'),
  bureaus: z.array(z.enum(BUREAUS)).max(3).transform((list) => [...new Set(list)]),
  catalog: z
    .array(z.object({ id: z.string().trim().regex(/^[a-z0-9-]{1,64}$/, 'Item ids use lowercase letters, digits and dashes'), name: text('Item name', 120), priceCents: cents('Price', 1_000_000) }))
    .max(50, 'At most 50 catalogue items')
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'Item ids must be unique'),
});

export const advanceClockSchema = z.object({
  accountId,
  /** Whether the monthly furnishing batch job runs too (it covers every account, not only this one). */
  runBatchJob: z.boolean().nullish().transform((value) => value ?? true),
  days: z.number({ error: 'Days must be a whole number from 1 to 120' }).int('Days must be a whole number from 1 to 120').min(1, 'Days must be a whole number from 1 to 120').max(120, 'Days must be a whole number from 1 to 120'),
});
