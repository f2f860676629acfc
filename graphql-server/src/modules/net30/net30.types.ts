import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumObject } from '../../catalogue/enum-object.js';
import { PageOf } from '../../graphql/page-of.js';
import { NET30_ACCOUNT_SOURCES, NET30_ACCOUNT_STATUSES } from './net30-account.entity.js';
import { NET30_FEE_TYPES } from './net30-fee.entity.js';
import { NET30_INVOICE_STATUSES } from './net30-invoice.entity.js';
import { NET30_PAYMENT_METHODS, NET30_PAYMENT_STATUSES } from './net30-payment.entity.js';
import { BUREAUS } from './net30-settings.entity.js';

export const Net30AccountStatusEnum = enumObject(NET30_ACCOUNT_STATUSES);
registerEnumType(Net30AccountStatusEnum, { name: 'Net30AccountStatus', description: '§3.5: active ⇄ on_hold; closing (plan cancelled: no new invoices) → closed' });
export const Net30AccountSourceEnum = enumObject(NET30_ACCOUNT_SOURCES);
registerEnumType(Net30AccountSourceEnum, { name: 'Net30AccountSource', description: 'Opened by an approved application or by a NetBuilder plan' });
export const Net30InvoiceStatusEnum = enumObject(NET30_INVOICE_STATUSES);
registerEnumType(Net30InvoiceStatusEnum, { name: 'Net30InvoiceStatus', description: '§3.5: open → overdue → paid; open → paid; open → void' });
export const Net30PaymentMethodEnum = enumObject(NET30_PAYMENT_METHODS);
registerEnumType(Net30PaymentMethodEnum, { name: 'Net30PaymentMethod', description: 'online: Pay now through the payment provider; check, ach, wire: recorded by an admin' });
export const Net30PaymentStatusEnum = enumObject(NET30_PAYMENT_STATUSES);
registerEnumType(Net30PaymentStatusEnum, { name: 'Net30PaymentStatus', description: 'An online payment is pending until the provider confirms it' });
export const Net30FeeTypeEnum = enumObject(NET30_FEE_TYPES);
registerEnumType(Net30FeeTypeEnum, { name: 'Net30FeeType', description: 'A late fee (once per invoice) or a returned payment fee' });
export const AgingBucketEnum = enumObject(['current', 'days1to30', 'days31to60', 'days61to90', 'days91plus'] as const);
registerEnumType(AgingBucketEnum, { name: 'AgingBucket', description: 'R19 Aging: current, 1–30, 31–60, 61–90, 91+ days past due' });
export const BureauEnum = enumObject(BUREAUS);
registerEnumType(BureauEnum, { name: 'Bureau', description: 'dnb (Dun & Bradstreet), experian, equifax' });

@ObjectType('Net30Account', { description: 'R24/R19: a trade account with its balance and available credit (limit − open balances)' })
export class Net30AccountType {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: 'The client who owns it' }) ownerUserId!: string | null;
  @Field(() => String, { nullable: true }) ownerName!: string | null;
  @Field(() => String) businessName!: string;
  @Field(() => Net30AccountSourceEnum) source!: string;
  @Field(() => Net30AccountStatusEnum) status!: string;
  @Field(() => String, { nullable: true }) holdReason!: string | null;
  @Field(() => Int) creditLimitCents!: number;
  @Field(() => Int) balanceCents!: number;
  @Field(() => Int, { description: 'Limit − open balances, never below 0' }) availableCents!: number;
  @Field(() => Int) netDays!: number;
  @Field(() => String, { description: '"Net 30"' }) terms!: string;
  @Field(() => String) openedOn!: string;
  @Field(() => String, { nullable: true }) closedOn!: string | null;
  @Field(() => String, { nullable: true, description: 'The earliest due date of an invoice with a balance' }) nextDueOn!: string | null;
  @Field(() => Int, { nullable: true, description: 'What is owed on that date' }) nextDueCents!: number | null;
  @Field(() => Int, { nullable: true, description: 'Share of invoices due in the last 12 months paid by their due date, in basis points; null when none was due' }) onTimeBps!: number | null;
  @Field(() => Int, { description: 'Dollar-weighted days beyond terms over 12 months' }) dbtDays!: number;
  @Field(() => String, { nullable: true }) lastPaymentOn!: string | null;
  @Field(() => Int) version!: number;
}

@ObjectType('Net30AccountPage')
export class Net30AccountPageType extends PageOf(Net30AccountType) {}

@ObjectType('Net30InvoiceLine', { description: 'One line: quantity × unit price' })
export class Net30InvoiceLineType {
  @Field(() => String) description!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Int) unitPriceCents!: number;
  @Field(() => Int) amountCents!: number;
}

@ObjectType('Net30Payment', { description: 'A payment of an invoice' })
export class Net30PaymentType {
  @Field(() => ID) id!: string;
  @Field(() => Int) amountCents!: number;
  @Field(() => Net30PaymentMethodEnum) method!: string;
  @Field(() => Net30PaymentStatusEnum) status!: string;
  @Field(() => String, { nullable: true, description: 'The day the money arrived' }) receivedOn!: string | null;
  @Field(() => String, { nullable: true }) reference!: string | null;
  @Field(() => String, { nullable: true }) failureMessage!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('Net30Fee', { description: 'A fee on an invoice' })
export class Net30FeeType {
  @Field(() => ID) id!: string;
  @Field(() => Net30FeeTypeEnum) type!: string;
  @Field(() => Int) amountCents!: number;
  @Field(() => String) assessedOn!: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) waivedAt!: Date | null;
  @Field(() => String, { nullable: true }) waiveReason!: string | null;
}

@ObjectType('Net30TimelineEntry', { description: 'R25 timeline: issued, reminders, fees, payments' })
export class Net30TimelineEntryType {
  @Field(() => GraphQLISODateTime) at!: Date;
  @Field(() => String) label!: string;
}

@ObjectType('Net30Invoice', { description: 'R25: an invoice on net terms; the balance is total + fees − payments' })
export class Net30InvoiceType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'N30-2026-000045' }) number!: string;
  @Field(() => ID) accountId!: string;
  @Field(() => ID, { nullable: true, description: "The account's client (admins link to their R24 view); null while unclaimed" }) ownerUserId!: string | null;
  @Field(() => String, { description: 'Bill-to business' }) businessName!: string;
  @Field(() => String) issuedOn!: string;
  @Field(() => String, { description: 'Issue date + net days' }) dueOn!: string;
  @Field(() => String) terms!: string;
  @Field(() => Int) totalCents!: number;
  @Field(() => Int) paidCents!: number;
  @Field(() => Int) feesCents!: number;
  @Field(() => Int) balanceCents!: number;
  @Field(() => Net30InvoiceStatusEnum) status!: string;
  @Field(() => Boolean, { description: 'A sandbox order (R26), never furnished' }) isTest!: boolean;
  @Field(() => Int, { description: 'Days past the due date while a balance is owed (0 otherwise)' }) daysPastDue!: number;
  @Field(() => AgingBucketEnum) agingBucket!: string;
  @Field(() => String, { nullable: true }) paidOn!: string | null;
  @Field(() => String, { nullable: true }) voidReason!: string | null;
  @Field(() => Int) version!: number;
  @Field(() => [Net30InvoiceLineType]) lines!: Net30InvoiceLineType[];
  @Field(() => [Net30PaymentType]) payments!: Net30PaymentType[];
  @Field(() => [Net30FeeType]) fees!: Net30FeeType[];
  @Field(() => [Net30TimelineEntryType]) timeline!: Net30TimelineEntryType[];
  @Field(() => String, { nullable: true, description: 'R25: "Paid by {due date} → reported as on time in the {month} report" (null for TEST and void invoices)' })
  reportingNote!: string | null;
  @Field(() => Boolean, { description: 'Whether the caller may pay it now (owner, balance owed)' }) canPay!: boolean;
}

@ObjectType('Net30InvoicePage')
export class Net30InvoicePageType extends PageOf(Net30InvoiceType) {}

@ObjectType('Net30LateFeeTier', { description: 'Invoices up to upToCents (null: any larger) pay feeCents' })
export class Net30LateFeeTierType {
  @Field(() => Int, { nullable: true }) upToCents!: number | null;
  @Field(() => Int) feeCents!: number;
}

@ObjectType('Net30CatalogItem', { description: 'R26: an item of the order sandbox' })
export class Net30CatalogItemType {
  @Field(() => String) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) priceCents!: number;
}

@ObjectType('Net30FeeBox', { description: 'R19 Settings: the fee box and calendar' })
export class Net30FeeBoxType {
  @Field(() => Int) annualFeeCents!: number;
  @Field(() => [Net30LateFeeTierType]) lateFeeTiers!: Net30LateFeeTierType[];
  @Field(() => Int) graceDays!: number;
  @Field(() => Int) holdAfterDays!: number;
  @Field(() => Int) statementDay!: number;
  @Field(() => Int) reportingDay!: number;
  @Field(() => [BureauEnum]) bureaus!: string[];
  @Field(() => [Net30CatalogItemType]) catalog!: Net30CatalogItemType[];
  @Field(() => Int) version!: number;
}

@ObjectType('Net30Dashboard', { description: "R24: the client's trade account (null when there is none), its invoices and the fee box" })
export class Net30DashboardType {
  @Field(() => Net30AccountType, { nullable: true }) account!: Net30AccountType | null;
  @Field(() => [Net30InvoiceType], { description: 'Open and overdue invoices, oldest due first' }) openInvoices!: Net30InvoiceType[];
  @Field(() => [Net30InvoiceType], { description: 'Paid and void invoices, newest first' }) closedInvoices!: Net30InvoiceType[];
  @Field(() => Net30FeeBoxType) feeBox!: Net30FeeBoxType;
}

@ObjectType('Net30AgingRow', { description: "R19 Aging: one account's balances by age (cents)" })
export class Net30AgingRowType {
  @Field(() => ID, { nullable: true, description: 'Null for the totals row' }) accountId!: string | null;
  @Field(() => String) businessName!: string;
  @Field(() => Int) current!: number;
  @Field(() => Int) days1to30!: number;
  @Field(() => Int) days31to60!: number;
  @Field(() => Int) days61to90!: number;
  @Field(() => Int) days91plus!: number;
  @Field(() => Int) total!: number;
}

@ObjectType('Net30Aging', { description: 'R19 Aging: the totals and each account with a balance (TEST invoices excluded)' })
export class Net30AgingType {
  @Field(() => String) asOf!: string;
  @Field(() => Net30AgingRowType) totals!: Net30AgingRowType;
  @Field(() => [Net30AgingRowType]) rows!: Net30AgingRowType[];
}

@ObjectType('Net30PaymentCheckout', { description: 'Pay now: where the browser goes to pay' })
export class Net30PaymentCheckoutType {
  @Field(() => String) url!: string;
  @Field(() => ID) paymentId!: string;
}

@ObjectType('Net30ClockResult', { description: "R26 clock panel (outside production): what advancing an account's dates did" })
export class Net30ClockResultType {
  @Field(() => Net30AccountType) account!: Net30AccountType;
  @Field(() => [String], { description: 'One sentence per effect, e.g. "Late fee of $15.00 added to N30-2026-000045"' }) effects!: string[];
}

@InputType('Net30InvoiceLineInput')
export class Net30InvoiceLineInput {
  @Field(() => String) description!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Int) unitPriceCents!: number;
}

@InputType('Net30OrderItemInput', { description: 'R26: a catalogue item and how many' })
export class Net30OrderItemInput {
  @Field(() => String) itemId!: string;
  @Field(() => Int) quantity!: number;
}

@InputType('Net30PaymentInput', { description: 'R19 Record payment (check, ACH, wire)' })
export class Net30PaymentInput {
  @Field(() => Int) amountCents!: number;
  @Field(() => String, { description: 'ISO date, not in the future' }) receivedOn!: string;
  @Field(() => Net30PaymentMethodEnum) method!: string;
  @Field(() => String, { nullable: true }) reference?: string | null;
}

@InputType('Net30LateFeeTierInput')
export class Net30LateFeeTierInput {
  @Field(() => Int, { nullable: true }) upToCents?: number | null;
  @Field(() => Int) feeCents!: number;
}

@InputType('Net30CatalogItemInput')
export class Net30CatalogItemInput {
  @Field(() => String) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) priceCents!: number;
}

@InputType('Net30SettingsInput', { description: 'R19 Settings: the whole fee box' })
export class Net30SettingsInput {
  @Field(() => Int) expectedVersion!: number;
  @Field(() => Int) annualFeeCents!: number;
  @Field(() => [Net30LateFeeTierInput]) lateFeeTiers!: Net30LateFeeTierInput[];
  @Field(() => Int) graceDays!: number;
  @Field(() => Int) holdAfterDays!: number;
  @Field(() => Int) statementDay!: number;
  @Field(() => Int) reportingDay!: number;
  @Field(() => [BureauEnum]) bureaus!: string[];
  @Field(() => [Net30CatalogItemInput]) catalog!: Net30CatalogItemInput[];
}
