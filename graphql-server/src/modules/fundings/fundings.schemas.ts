import { z } from 'zod';
import { calendarDate, recordId } from '../../shared/validation.js';
import { ENTRY_TYPES, TRANSACTION_SOURCES } from './funding-transaction.entity.js';
import { FUNDING_STATUSES } from './funding.entity.js';

export const FUNDING_NOT_FOUND = 'Funding record not found';
export const OFFER_NOT_FOUND = 'Offer not found';
export const TRANSACTION_NOT_FOUND = 'Transaction not found';
export const ONLY_ACCEPTED_OFFER = 'Only an accepted offer can be marked funded';
export const APPLICATION_NOT_ACCEPTED = 'Only an application in Accepted can be marked funded';
export const FUNDED_ABOVE_OFFER = 'The funded amount is more than the offer: add a note explaining why';
export const ALREADY_REVERSED = 'This transaction has already been reversed';
export const REVERSAL_NOT_REVERSIBLE = 'A reversal cannot be reversed: enter the transaction again instead';
export const COMMISSION_ALREADY_RECEIVED = 'The commission is already marked received';
export const NO_COMMISSION = 'This deal earns no commission: there is nothing to mark received';
export const NOT_PAID_OFF = 'A funding can be marked paid off only at a balance of $0.00';
export const STATUS_NOTE_REQUIRED = 'Add a note: it is required for delinquent, defaulted and written off';
export const overpaymentMessage = (remaining: string) => `This payment is more than the remaining balance of ${remaining}`;

const idOf = recordId;

export const fundingId = idOf(FUNDING_NOT_FOUND);
export const offerId = idOf('Invalid offer ID');
export const transactionId = idOf('Invalid transaction ID');

const isoDate = (label: string) =>
  calendarDate(`${label} must be a date (YYYY-MM-DD)`, { noSuchDay: `${label} must be a real date`, required: `${label} is required` });

const cents = (label: string) =>
  z.number({ error: `${label} must be a number of cents` }).int(`${label} must be a whole number of cents`).positive(`${label} must be more than $0.00`).max(2_000_000_000, `${label} must be at most $20,000,000.00`);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish().transform((value) => (value ? value : null));

export const markFundedSchema = z.object({
  offerId,
  expectedVersion: z.number().int().positive(),
  fundedOn: isoDate('Funded date'),
  fundedAmountCents: cents('Funded amount'),
  lenderRef: optionalText('Lender reference', 100),
  note: optionalText('Note', 1000),
});
export type MarkFundedInput = z.input<typeof markFundedSchema>;

export const transactionSchema = z.object({
  type: z.enum(ENTRY_TYPES, { error: `Type must be one of ${ENTRY_TYPES.join(', ')}` }),
  amountCents: cents('Amount'),
  occurredOn: isoDate('Date'),
  note: optionalText('Note', 1000),
  externalRef: optionalText('External reference', 100),
  recordOverpayment: z.boolean().optional().default(false),
});
export type TransactionInput = z.input<typeof transactionSchema>;
export type ParsedTransaction = z.output<typeof transactionSchema>;

export const TRANSACTION_SOURCE_VALUES = TRANSACTION_SOURCES;

export const reverseSchema = z.object({
  transactionId,
  reason: z.string({ error: 'A reason is required' }).trim().min(3, 'A reason is required (at least 3 characters)').max(1000, 'The reason must be at most 1000 characters'),
});

export const commissionReceivedSchema = z.object({
  fundingId,
  expectedVersion: z.number().int().positive(),
  receivedOn: isoDate('Received date'),
});

export const changeStatusSchema = z
  .object({
    fundingId,
    expectedVersion: z.number().int().positive(),
    status: z.enum(FUNDING_STATUSES, { error: `Status must be one of ${FUNDING_STATUSES.join(', ')}` }),
    note: optionalText('Note', 1000),
  })
  .superRefine((value, context) => {
    if (['delinquent', 'defaulted', 'written_off'].includes(value.status) && !value.note) {
      context.addIssue({ code: 'custom', path: ['note'], message: STATUS_NOTE_REQUIRED });
    }
  });

/** The CSV columns of R14's *Import CSV*, in order. */
export const CSV_COLUMNS = ['date', 'type', 'amount', 'note', 'external_ref'] as const;
/** An import holds at most this many lines (a year of daily payments, with room). */
export const MAX_IMPORT_LINES = 2000;
