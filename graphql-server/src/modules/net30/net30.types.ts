import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumObject } from '../../catalogue/enum-object.js';
import { PageOf } from '../../graphql/page-of.js';
import { NET30_ACCOUNT_SOURCES, NET30_ACCOUNT_STATUSES } from './net30-account.entity.js';
import { NET30_FEE_TYPES } from './net30-fee.entity.js';
import { NET30_INVOICE_STATUSES } from './net30-invoice.entity.js';
import { NET30_PAYMENT_METHODS, NET30_PAYMENT_STATUSES } from './net30-payment.entity.js';
import { BUREAUS } from './net30-settings.entity.js';

export const Net30AccountStatusEnum = enumObject(NET30_ACCOUNT_STATUSES);
registerEnumType(Net30AccountStatusEnum, { name: 'Net30AccountStatus', description: '§3.5: active ⇄ on_hold; closing (plan cancelled: no new invoices) → closed', valuesConfig: { active: { description: 'Open: new invoices allowed within the available credit' }, closed: { description: 'Closed (at a zero balance)' }, closing: { description: 'The plan was cancelled: no new invoices; closes once paid' }, on_hold: { description: 'On hold (by an admin or past due): no new invoices until released' } } });
export const Net30AccountSourceEnum = enumObject(NET30_ACCOUNT_SOURCES);
registerEnumType(Net30AccountSourceEnum, { name: 'Net30AccountSource', description: 'Opened by an approved application or by a NetBuilder plan', valuesConfig: { application: { description: 'Opened by an approved Net30 application' }, netbuilder: { description: 'Opened with a NetBuilder plan' } } });
export const Net30InvoiceStatusEnum = enumObject(NET30_INVOICE_STATUSES);
registerEnumType(Net30InvoiceStatusEnum, { name: 'Net30InvoiceStatus', description: '§3.5: open → overdue → paid; open → paid; open → void', valuesConfig: { open: { description: 'Issued, not yet due (or due today), with a balance' }, overdue: { description: 'Past its due date with a balance' }, paid: { description: 'Paid in full' }, void: { description: 'Voided by an admin (no payments)' } } });
export const Net30PaymentMethodEnum = enumObject(NET30_PAYMENT_METHODS);
registerEnumType(Net30PaymentMethodEnum, { name: 'Net30PaymentMethod', description: 'online: Pay now through the payment provider; check, ach, wire: recorded by an admin', valuesConfig: { ach: { description: 'An ACH transfer, recorded by an admin' }, check: { description: 'A check, recorded by an admin' }, online: { description: 'Pay now through the payment provider' }, wire: { description: 'A wire transfer, recorded by an admin' } } });
export const Net30PaymentStatusEnum = enumObject(NET30_PAYMENT_STATUSES);
registerEnumType(Net30PaymentStatusEnum, { name: 'Net30PaymentStatus', description: 'An online payment is pending until the provider confirms it', valuesConfig: { failed: { description: 'The provider refused it (failureMessage)' }, pending: { description: 'Waiting for the provider\'s confirmation' }, refunded: { description: 'Received, then paid back to the payer' }, succeeded: { description: 'Received' } } });
export const Net30FeeTypeEnum = enumObject(NET30_FEE_TYPES);
registerEnumType(Net30FeeTypeEnum, { name: 'Net30FeeType', description: 'A late fee (once per invoice) or a returned payment fee', valuesConfig: { late: { description: 'A late fee (once per invoice, after the grace days)' }, returned_payment: { description: 'A fee for a payment that was returned' } } });
export const AgingBucketEnum = enumObject(['current', 'days1to30', 'days31to60', 'days61to90', 'days91plus'] as const);
registerEnumType(AgingBucketEnum, { name: 'AgingBucket', description: 'R19 Aging: current, 1–30, 31–60, 61–90, 91+ days past due', valuesConfig: { current: { description: 'Not past due' }, days1to30: { description: '1–30 days past due' }, days31to60: { description: '31–60 days past due' }, days61to90: { description: '61–90 days past due' }, days91plus: { description: '91 days or more past due' } } });
export const BureauEnum = enumObject(BUREAUS);
registerEnumType(BureauEnum, { name: 'Bureau', description: 'dnb (Dun & Bradstreet), experian, equifax', valuesConfig: { dnb: { description: 'Dun & Bradstreet' }, equifax: { description: 'Equifax (business)' }, experian: { description: 'Experian (business)' } } });

@ObjectType('Net30Account', { description: 'R24/R19: a trade account with its balance and available credit (limit − open balances)' })
export class Net30AccountType {
  @Field(() => ID, { description: 'The account\'s id' }) id!: string;
  @Field(() => ID, { nullable: true, description: 'The client who owns it' }) ownerUserId!: string | null;
  @Field(() => String, { nullable: true, description: 'The owning client\'s name; null while unclaimed' }) ownerName!: string | null;
  @Field(() => String, { description: 'The account\'s business' }) businessName!: string;
  @Field(() => Net30AccountSourceEnum, { description: 'What opened the account' }) source!: string;
  @Field(() => Net30AccountStatusEnum, { description: 'Whether the account can take new invoices' }) status!: string;
  @Field(() => String, { nullable: true, description: 'Why it is on hold; null unless on_hold' }) holdReason!: string | null;
  @Field(() => Int, { description: 'The credit limit, in cents' }) creditLimitCents!: number;
  @Field(() => Int, { description: 'What is owed now on all invoices (fees included), in cents' }) balanceCents!: number;
  @Field(() => Int, { description: 'Limit − open balances, never below 0' }) availableCents!: number;
  @Field(() => Int, { description: 'The net terms in days (15, 30, 45 or 60)' }) netDays!: number;
  @Field(() => String, { description: '"Net 30"' }) terms!: string;
  @Field(() => String, { description: 'The day it was opened (ISO date)' }) openedOn!: string;
  @Field(() => String, { nullable: true, description: 'The day it was closed (ISO date); null while open' }) closedOn!: string | null;
  @Field(() => String, { nullable: true, description: 'The earliest due date of an invoice with a balance' }) nextDueOn!: string | null;
  @Field(() => Int, { nullable: true, description: 'What is owed on that date' }) nextDueCents!: number | null;
  @Field(() => Int, { nullable: true, description: 'Share of invoices due in the last 12 months paid by their due date, in basis points; null when none was due' }) onTimeBps!: number | null;
  @Field(() => Int, { description: 'Dollar-weighted days beyond terms over 12 months' }) dbtDays!: number;
  @Field(() => String, { nullable: true, description: 'The day of the last payment (ISO date); null when none' }) lastPaymentOn!: string | null;
  @Field(() => Int, { description: 'Send it back as expectedVersion with a change' }) version!: number;
}

@ObjectType('Net30AccountPage', { description: 'One page of the admin list of Net30 accounts (R19)' })
export class Net30AccountPageType extends PageOf(Net30AccountType) {}

@ObjectType('Net30InvoiceLine', { description: 'One line: quantity × unit price' })
export class Net30InvoiceLineType {
  @Field(() => String, { description: 'What was bought' }) description!: string;
  @Field(() => Int, { description: 'How many' }) quantity!: number;
  @Field(() => Int, { description: 'The unit price, in cents' }) unitPriceCents!: number;
  @Field(() => Int, { description: 'quantity × unit price, in cents' }) amountCents!: number;
}

@ObjectType('Net30Payment', { description: 'A payment of an invoice' })
export class Net30PaymentType {
  @Field(() => ID, { description: 'The payment\'s id' }) id!: string;
  @Field(() => Int, { description: 'The amount, in cents' }) amountCents!: number;
  @Field(() => Net30PaymentMethodEnum, { description: 'How it was paid' }) method!: string;
  @Field(() => Net30PaymentStatusEnum, { description: 'Whether the money arrived' }) status!: string;
  @Field(() => String, { nullable: true, description: 'The day the money arrived' }) receivedOn!: string | null;
  @Field(() => String, { nullable: true, description: 'The check number, ACH or wire reference, or the provider\'s payment id' }) reference!: string | null;
  @Field(() => String, { nullable: true, description: 'Why an online payment failed; null otherwise' }) failureMessage!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was recorded (ISO-8601 date-time, UTC)' }) createdAt!: Date;
}

@ObjectType('Net30Fee', { description: 'A fee on an invoice' })
export class Net30FeeType {
  @Field(() => ID, { description: 'The fee\'s id (for waiveNet30Fee)' }) id!: string;
  @Field(() => Net30FeeTypeEnum, { description: 'What the fee is for' }) type!: string;
  @Field(() => Int, { description: 'The fee, in cents' }) amountCents!: number;
  @Field(() => String, { description: 'The day it was added (ISO date)' }) assessedOn!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was waived (ISO-8601 date-time, UTC); null unless waived' }) waivedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why it was waived; null unless waived' }) waiveReason!: string | null;
}

@ObjectType('Net30TimelineEntry', { description: 'R25 timeline: issued, reminders, fees, payments' })
export class Net30TimelineEntryType {
  @Field(() => GraphQLISODateTime, { description: 'When it happened (ISO-8601 date-time, UTC)' }) at!: Date;
  @Field(() => String, { description: 'What happened, e.g. "Reminder sent" or "Late fee $15.00"' }) label!: string;
}

@ObjectType('Net30Invoice', { description: 'R25: an invoice on net terms; the balance is total + fees − payments' })
export class Net30InvoiceType {
  @Field(() => ID, { description: 'The invoice\'s id' }) id!: string;
  @Field(() => String, { description: 'N30-2026-000045' }) number!: string;
  @Field(() => ID, { description: 'The account it bills' }) accountId!: string;
  @Field(() => ID, { nullable: true, description: "The account's client (admins link to their R24 view); null while unclaimed" }) ownerUserId!: string | null;
  @Field(() => String, { description: 'Bill-to business' }) businessName!: string;
  @Field(() => String, { description: 'The issue date (ISO date)' }) issuedOn!: string;
  @Field(() => String, { description: 'Issue date + net days' }) dueOn!: string;
  @Field(() => String, { description: 'The terms, e.g. "Net 30"' }) terms!: string;
  @Field(() => Int, { description: 'The sum of its lines, in cents' }) totalCents!: number;
  @Field(() => Int, { description: 'Payments received, in cents' }) paidCents!: number;
  @Field(() => Int, { description: 'Fees not waived, in cents' }) feesCents!: number;
  @Field(() => Int, { description: 'What is owed now: total + fees − payments, in cents' }) balanceCents!: number;
  @Field(() => Net30InvoiceStatusEnum, { description: 'Where the invoice is' }) status!: string;
  @Field(() => Boolean, { description: 'A sandbox order (R26), never furnished' }) isTest!: boolean;
  @Field(() => Int, { description: 'Days past the due date while a balance is owed (0 otherwise)' }) daysPastDue!: number;
  @Field(() => AgingBucketEnum, { description: 'How far past due it is' }) agingBucket!: string;
  @Field(() => String, { nullable: true, description: 'The day it was paid in full (ISO date); null before' }) paidOn!: string | null;
  @Field(() => String, { nullable: true, description: 'Why it was voided; null unless void' }) voidReason!: string | null;
  @Field(() => Int, { description: 'Send it back as expectedVersion with voidNet30Invoice' }) version!: number;
  @Field(() => [Net30InvoiceLineType], { description: 'Its lines' }) lines!: Net30InvoiceLineType[];
  @Field(() => [Net30PaymentType], { description: 'Its payments, oldest first' }) payments!: Net30PaymentType[];
  @Field(() => [Net30FeeType], { description: 'Its fees, oldest first' }) fees!: Net30FeeType[];
  @Field(() => [Net30TimelineEntryType], { description: 'What happened to it, oldest first' }) timeline!: Net30TimelineEntryType[];
  @Field(() => String, { nullable: true, description: 'R25: "Paid by {due date} → reported as on time in the {month} report" (null for TEST and void invoices)' })
  reportingNote!: string | null;
  @Field(() => Boolean, { description: 'Whether the caller may pay it now (owner, balance owed)' }) canPay!: boolean;
}

@ObjectType('Net30InvoicePage', { description: 'One page of the admin list of Net30 invoices (R19), the most overdue first' })
export class Net30InvoicePageType extends PageOf(Net30InvoiceType) {}

@ObjectType('Net30LateFeeTier', { description: 'Invoices up to upToCents (null: any larger) pay feeCents' })
export class Net30LateFeeTierType {
  @Field(() => Int, { nullable: true, description: 'The largest invoice total in this tier, in cents; null: any larger' }) upToCents!: number | null;
  @Field(() => Int, { description: 'The late fee for invoices in this tier, in cents' }) feeCents!: number;
}

@ObjectType('Net30CatalogItem', { description: 'R26: an item of the order sandbox' })
export class Net30CatalogItemType {
  @Field(() => String, { description: 'The item\'s id (lowercase letters, digits and dashes), for Net30OrderItemInput.itemId' }) id!: string;
  @Field(() => String, { description: 'The item\'s name' }) name!: string;
  @Field(() => Int, { description: 'The unit price, in cents' }) priceCents!: number;
}

@ObjectType('Net30FeeBox', { description: 'R19 Settings: the fee box and calendar' })
export class Net30FeeBoxType {
  @Field(() => Int, { description: 'The yearly account fee, in cents ($0–$10,000)' }) annualFeeCents!: number;
  @Field(() => [Net30LateFeeTierType], { description: 'The late fee by invoice size, smallest tier first' }) lateFeeTiers!: Net30LateFeeTierType[];
  @Field(() => Int, { description: 'Days after the due date before a late fee (0–60)' }) graceDays!: number;
  @Field(() => Int, { description: 'Days past due after which the account goes on hold (1–120)' }) holdAfterDays!: number;
  @Field(() => Int, { description: 'The day of the month (1–28) statements are made' }) statementDay!: number;
  @Field(() => Int, { description: 'The day of the month (1–28) the bureaus batch is made' }) reportingDay!: number;
  @Field(() => [BureauEnum], { description: 'The bureaus NetFund reports to' }) bureaus!: string[];
  @Field(() => [Net30CatalogItemType], { description: 'The items of the R26 order sandbox' }) catalog!: Net30CatalogItemType[];
  @Field(() => Int, { description: 'Send it back as expectedVersion with updateNet30Settings' }) version!: number;
}

@ObjectType('Net30Dashboard', { description: "R24: the client's trade account (null when there is none), its invoices and the fee box" })
export class Net30DashboardType {
  @Field(() => Net30AccountType, { nullable: true, description: 'The client\'s trade account; null when there is none' }) account!: Net30AccountType | null;
  @Field(() => [Net30InvoiceType], { description: 'Open and overdue invoices, oldest due first' }) openInvoices!: Net30InvoiceType[];
  @Field(() => [Net30InvoiceType], { description: 'Paid and void invoices, newest first' }) closedInvoices!: Net30InvoiceType[];
  @Field(() => Net30FeeBoxType, { description: 'The fees and calendar that apply' }) feeBox!: Net30FeeBoxType;
}

@ObjectType('Net30AgingRow', { description: "R19 Aging: one account's balances by age (cents)" })
export class Net30AgingRowType {
  @Field(() => ID, { nullable: true, description: 'Null for the totals row' }) accountId!: string | null;
  @Field(() => String, { description: 'The account\'s business ("Total" for the totals row)' }) businessName!: string;
  @Field(() => Int, { description: 'Not past due, in cents' }) current!: number;
  @Field(() => Int, { description: '1–30 days past due, in cents' }) days1to30!: number;
  @Field(() => Int, { description: '31–60 days past due, in cents' }) days31to60!: number;
  @Field(() => Int, { description: '61–90 days past due, in cents' }) days61to90!: number;
  @Field(() => Int, { description: '91 days or more past due, in cents' }) days91plus!: number;
  @Field(() => Int, { description: 'All of the balance, in cents' }) total!: number;
}

@ObjectType('Net30Aging', { description: 'R19 Aging: the totals and each account with a balance (TEST invoices excluded)' })
export class Net30AgingType {
  @Field(() => String, { description: 'The day the balances are aged on (ISO date)' }) asOf!: string;
  @Field(() => Net30AgingRowType, { description: 'The totals row (accountId null)' }) totals!: Net30AgingRowType;
  @Field(() => [Net30AgingRowType], { description: 'Each account with a balance' }) rows!: Net30AgingRowType[];
}

@ObjectType('Net30PaymentCheckout', { description: 'Pay now: where the browser goes to pay' })
export class Net30PaymentCheckoutType {
  @Field(() => String, { description: 'The payment provider\'s checkout page; send the browser there' }) url!: string;
  @Field(() => ID, { description: 'The pending payment\'s id' }) paymentId!: string;
}

@ObjectType('Net30ClockResult', { description: "R26 clock panel (outside production): what advancing an account's dates did" })
export class Net30ClockResultType {
  @Field(() => Net30AccountType, { description: 'The account after its dates moved' }) account!: Net30AccountType;
  @Field(() => [String], { description: 'One sentence per effect, e.g. "Late fee of $15.00 added to N30-2026-000045"' }) effects!: string[];
}

@InputType('Net30InvoiceLineInput', { description: 'R19 Create invoice: one line' })
export class Net30InvoiceLineInput {
  @Field(() => String, { description: 'What was bought (required)' }) description!: string;
  @Field(() => Int, { description: 'How many: 1 to 10,000' }) quantity!: number;
  @Field(() => Int, { description: 'The unit price, in cents' }) unitPriceCents!: number;
}

@InputType('Net30OrderItemInput', { description: 'R26: a catalogue item and how many' })
export class Net30OrderItemInput {
  @Field(() => String, { description: 'The catalogue item\'s id (Net30CatalogItem.id)' }) itemId!: string;
  @Field(() => Int, { description: 'How many: 1 to 100' }) quantity!: number;
}

@InputType('Net30PaymentInput', { description: 'R19 Record payment (check, ACH, wire)' })
export class Net30PaymentInput {
  @Field(() => Int, { description: 'The amount received, in cents (at most the balance)' }) amountCents!: number;
  @Field(() => String, { description: 'ISO date, not in the future' }) receivedOn!: string;
  @Field(() => Net30PaymentMethodEnum, { description: 'How it was paid: check, ach or wire' }) method!: string;
  @Field(() => String, { nullable: true, description: 'The check number or transfer reference, at most 100 characters (optional)' }) reference?: string | null;
}

@InputType('Net30LateFeeTierInput', { description: 'R19 Settings: one late fee tier (1 to 10 tiers)' })
export class Net30LateFeeTierInput {
  @Field(() => Int, { nullable: true, description: 'The largest invoice total in this tier, in cents; null for the last tier (any larger)' }) upToCents?: number | null;
  @Field(() => Int, { description: 'The late fee for invoices in this tier, in cents' }) feeCents!: number;
}

@InputType('Net30CatalogItemInput', { description: 'R19 Settings: one item of the R26 order sandbox' })
export class Net30CatalogItemInput {
  @Field(() => String, { description: 'The item\'s id: 1–64 lowercase letters, digits and dashes, unique' }) id!: string;
  @Field(() => String, { description: 'The item\'s name, at most 120 characters' }) name!: string;
  @Field(() => Int, { description: 'The unit price, in cents (at most $10,000)' }) priceCents!: number;
}

@InputType('Net30SettingsInput', { description: 'R19 Settings: the whole fee box' })
export class Net30SettingsInput {
  @Field(() => Int, { description: 'The fee box\'s version as last read (Net30FeeBox.version); a stale one is CONFLICT' }) expectedVersion!: number;
  @Field(() => Int, { description: 'The yearly account fee, in cents ($0–$10,000)' }) annualFeeCents!: number;
  @Field(() => [Net30LateFeeTierInput], { description: 'The late fee tiers, 1 to 10' }) lateFeeTiers!: Net30LateFeeTierInput[];
  @Field(() => Int, { description: 'Days after the due date before a late fee, 0–60' }) graceDays!: number;
  @Field(() => Int, { description: 'Days past due after which the account goes on hold, 1–120' }) holdAfterDays!: number;
  @Field(() => Int, { description: 'The day of the month (1–28) statements are made' }) statementDay!: number;
  @Field(() => Int, { description: 'The day of the month (1–28) the bureaus batch is made' }) reportingDay!: number;
  @Field(() => [BureauEnum], { description: 'The bureaus to report to (duplicates dropped)' }) bureaus!: string[];
  @Field(() => [Net30CatalogItemInput], { description: 'The items of the R26 order sandbox (at most 50)' }) catalog!: Net30CatalogItemInput[];
}
