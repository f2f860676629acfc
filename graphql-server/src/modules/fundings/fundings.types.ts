import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumObject } from '../../catalogue/enum-object.js';
import { ENTRY_TYPES, TRANSACTION_SOURCES } from './funding-transaction.entity.js';
import { COMMISSION_STATUSES, FUNDING_STATUSES } from './funding.entity.js';

export const FundingStatusEnum = enumObject(FUNDING_STATUSES);
registerEnumType(FundingStatusEnum, { name: 'FundingStatus', description: 'BACKOFFICE §3.5: active → paid_off | delinquent ⇄ active | defaulted → written_off; active → renewed', valuesConfig: { active: { description: 'Being repaid on schedule' }, defaulted: { description: 'The business stopped paying (may be written off)' }, delinquent: { description: 'Payments are behind (may return to active)' }, paid_off: { description: 'Repaid in full (balance 0)' }, renewed: { description: 'Replaced by a renewal funding' }, written_off: { description: 'Written off as a loss' } } });
export const CommissionStatusEnum = enumObject(COMMISSION_STATUSES);
registerEnumType(CommissionStatusEnum, { name: 'CommissionStatus', description: "The platform's commission on a funded deal", valuesConfig: { clawed_back: { description: 'The lender took the commission back (e.g. after an early default)' }, pending: { description: 'Expected, not received yet' }, received: { description: 'Received (receivedOn says when)' } } });
export const TransactionTypeEnum = enumObject([...ENTRY_TYPES, 'reversal'] as const);
registerEnumType(TransactionTypeEnum, { name: 'FundingTransactionType', description: 'payment lowers the balance, fee raises the payback, discount lowers it, adjustment credits the balance; reversal undoes one row', valuesConfig: { adjustment: { description: 'An adjustment: credits the balance' }, discount: { description: 'A discount: lowers the payback' }, fee: { description: 'A fee: raises the payback' }, payment: { description: 'A payment received: lowers the balance' }, reversal: { description: 'Undoes one earlier row (reversesId)' } } });
export const EntryTypeEnum = enumObject(ENTRY_TYPES);
registerEnumType(EntryTypeEnum, { name: 'FundingEntryType', description: 'What *Add transaction* and *Import CSV* record', valuesConfig: { adjustment: { description: 'An adjustment: credits the balance' }, discount: { description: 'A discount: lowers the payback' }, fee: { description: 'A fee: raises the payback' }, payment: { description: 'A payment received: lowers the balance' } } });
export const TransactionSourceEnum = enumObject(TRANSACTION_SOURCES);
registerEnumType(TransactionSourceEnum, { name: 'FundingTransactionSource', description: 'Entered by NetFund, posted by the lender, or imported from a CSV file', valuesConfig: { import: { description: 'Imported from a CSV file' }, lender: { description: 'Posted by the lender (R20 Post payment)' }, manual: { description: 'Entered by NetFund (R14 Add transaction)' } } });
export const ImportOutcomeEnum = enumObject(['add', 'duplicate', 'error'] as const);
registerEnumType(ImportOutcomeEnum, { name: 'FundingImportOutcome', description: 'What importing one CSV line does', valuesConfig: { add: { description: 'The line will be (or was) added to the ledger' }, duplicate: { description: 'Skipped: its external_ref is already recorded' }, error: { description: 'The line cannot be read; the file imports nothing' } } });

@ObjectType('FundingTransaction', { description: 'One ledger row (never changed or deleted; a reversal is a new row)' })
export class FundingTransactionType {
  @Field(() => ID, { description: 'The ledger row\'s id' }) id!: string;
  @Field(() => TransactionTypeEnum, { description: 'What the row does to the balance' }) type!: string;
  @Field(() => Int, { description: 'Cents; negative only for a reversal' }) amountCents!: number;
  @Field(() => String, { description: 'ISO date' }) occurredOn!: string;
  @Field(() => TransactionSourceEnum, { description: 'Who recorded it' }) source!: string;
  @Field(() => String, { nullable: true, description: 'The lender\'s or the file\'s reference (unique per funding), if any' }) externalRef!: string | null;
  @Field(() => ID, { nullable: true, description: 'The row this reversal undoes' }) reversesId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The reversal that undid this row' }) reversedById!: string | null;
  @Field(() => String, { nullable: true, description: 'The row\'s note (for a reversal: why), if any' }) note!: string | null;
  @Field(() => String, { description: 'Who entered it' }) createdByName!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the row was entered (ISO-8601 date-time, UTC)' }) createdAt!: Date;
  @Field(() => Int, { description: 'The balance right after this row' }) balanceAfterCents!: number;
}

@ObjectType('FundingSeriesPoint', { description: 'R14 chart: scheduled vs actual cumulative repayment on one date' })
export class FundingSeriesPointType {
  @Field(() => String, { description: 'The day (ISO date, YYYY-MM-DD)' }) date!: string;
  @Field(() => Int, { description: 'The cumulative repayment scheduled by that day, in cents' }) scheduledCents!: number;
  @Field(() => Int, { nullable: true, description: 'Null after today' }) actualCents!: number | null;
}

@ObjectType('FundingCommission', { description: "The platform's commission (admins only)" })
export class FundingCommissionType {
  @Field(() => Int, { description: 'The commission expected, in cents' }) expectedCents!: number;
  @Field(() => CommissionStatusEnum, { description: 'Whether it was received' }) status!: string;
  @Field(() => String, { nullable: true, description: 'The day it was received (ISO date); null until received' }) receivedOn!: string | null;
}

@ObjectType('Funding', { description: 'R14: a funded deal — amounts from the funded offer, the ledger and its balance, the schedule' })
export class FundingType {
  @Field(() => ID, { description: 'The funding\'s id (as in /admin/fundings/{id})' }) id!: string;
  @Field(() => ID, { description: 'The funded application\'s id' }) applicationId!: string;
  @Field(() => ID, { description: 'The funded (accepted) offer\'s id' }) offerId!: string;
  @Field(() => ID, { description: 'The funding lender\'s id' }) lenderId!: string;
  @Field(() => String, { description: 'The funded application\'s NF-… number' }) applicationNumber!: string;
  @Field(() => String, { description: 'The funded business\'s legal name' }) businessName!: string;
  @Field(() => String, { description: 'The applicant\'s full name' }) contactName!: string;
  @Field(() => String, { description: 'The funding lender\'s display name' }) lenderName!: string;
  @Field(() => String, { description: 'The product\'s name, e.g. "Merchant cash advance"' }) productLabel!: string;
  @Field(() => String, { description: 'The day it was funded (ISO date, YYYY-MM-DD)' }) fundedOn!: string;
  @Field(() => Int, { description: 'The funded amount, in cents' }) fundedAmountCents!: number;
  @Field(() => Int, { description: 'What the business received: the funded amount minus the fees withheld, in cents' }) disbursedCents!: number;
  @Field(() => Int, { description: 'Fees withheld from the disbursement, in cents' }) feesWithheldCents!: number;
  @Field(() => Int, { description: 'Fees added to the payback after funding, in cents' }) otherFeesCents!: number;
  @Field(() => Int, { nullable: true, description: 'A factor rate × 10,000 (12800 = 1.28); null for an interest-priced deal' }) factorE4!: number | null;
  @Field(() => Int, { nullable: true, description: 'An annual interest rate in basis points; null for a factor-priced deal' }) interestBps!: number | null;
  @Field(() => Int, { description: 'The APR in basis points (7738 = 77.38 %)' }) aprBps!: number;
  @Field(() => String, { description: '"9 months · 189 business-day payments"' }) termText!: string;
  @Field(() => String, { description: '"Factor 1.28 (APR 77.38%)"' }) rateText!: string;
  @Field(() => String, { description: '"$406.35 daily"' }) paymentText!: string;
  @Field(() => String, { description: 'daily | weekly | biweekly | monthly' }) frequency!: string;
  @Field(() => Int, { description: 'One scheduled payment, in cents' }) paymentCents!: number;
  @Field(() => Int, { description: 'How many scheduled payments there are' }) paymentCount!: number;
  @Field(() => Int, { description: 'The payback when funded' }) originalPaybackCents!: number;
  @Field(() => Int, { description: 'The payback with fees and discounts' }) expectedPaybackCents!: number;
  @Field(() => Int, { description: 'Payments received so far, in cents' }) paidToDateCents!: number;
  @Field(() => Int, { description: 'Discounts and adjustments credited so far, in cents' }) creditedCents!: number;
  @Field(() => Int, { description: 'Negative after an overpayment' }) remainingCents!: number;
  @Field(() => Int, { description: '0–10,000' }) percentPaidBps!: number;
  @Field(() => FundingStatusEnum, { description: 'Where the deal is (§3.5)' }) status!: string;
  @Field(() => String, { nullable: true, description: 'The note of the last status change, if any' }) statusNote!: string | null;
  @Field(() => [FundingStatusEnum], { description: 'The statuses *Change status* may move to now' }) nextStatuses!: string[];
  @Field(() => String, { nullable: true, description: 'The lender\'s own reference for the deal, if given' }) lenderRef!: string | null;
  @Field(() => String, { nullable: true, description: 'The note entered when it was marked funded, if any' }) note!: string | null;
  @Field(() => FundingCommissionType, { nullable: true, description: 'Null for a lender' }) commission!: FundingCommissionType | null;
  @Field(() => Boolean, { description: 'R14 renewal badge: active, ≥ 50 % paid, no missed payment in the last 30 days' }) renewalCandidate!: boolean;
  @Field(() => [String], { description: 'Due dates of the last 30 days by which less was paid than scheduled' }) missedDueDates!: string[];
  @Field(() => [FundingTransactionType], { description: 'The ledger, oldest first, with the balance after each row' }) transactions!: FundingTransactionType[];
  @Field(() => [FundingSeriesPointType], { description: 'The R14 chart: scheduled vs actual cumulative repayment by date' }) series!: FundingSeriesPointType[];
  @Field(() => Int, { description: 'Send it back as expectedVersion with a change' }) version!: number;
}

@InputType('MarkFundedInput', { description: 'R13/R20 Mark funded: the accepted offer, when and how much' })
export class MarkFundedInput {
  @Field(() => ID, { description: 'The accepted offer\'s id' }) offerId!: string;
  @Field(() => Int, { description: 'The offer\'s version as last read; a stale one is CONFLICT' }) expectedVersion!: number;
  @Field(() => String, { description: 'ISO date, not in the future' }) fundedOn!: string;
  @Field(() => Int, { description: 'The amount funded, in cents (above the offer\'s amount only with a note)' }) fundedAmountCents!: number;
  @Field(() => String, { nullable: true, description: 'The lender\'s own reference for the deal (optional)' }) lenderRef?: string | null;
  @Field(() => String, { nullable: true, description: 'Required when the funded amount is above the offer' }) note?: string | null;
}

@InputType('FundingTransactionInput', { description: 'R14 Add transaction / R20 Post payment' })
export class FundingTransactionInput {
  @Field(() => EntryTypeEnum, { description: 'What the row does: payment, fee, discount or adjustment' }) type!: string;
  @Field(() => Int, { description: 'The amount in cents, positive' }) amountCents!: number;
  @Field(() => String, { description: 'ISO date between the funded date and today' }) occurredOn!: string;
  @Field(() => String, { nullable: true, description: 'A note on the row (optional)' }) note?: string | null;
  @Field(() => String, { nullable: true, description: 'Unique per funding' }) externalRef?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Allow an amount above the remaining balance' }) recordOverpayment?: boolean | null;
}

@ObjectType('FundingImportLine', { description: 'One CSV line of an import or its preview' })
export class FundingImportLineType {
  @Field(() => Int, { description: 'The line number in the file (the header is line 1)' }) line!: number;
  @Field(() => ImportOutcomeEnum, { description: 'What importing the line does' }) outcome!: string;
  @Field(() => String, { nullable: true, description: 'Why the line is a duplicate or an error; null when it will be added' }) message!: string | null;
  @Field(() => String, { nullable: true, description: 'The line\'s date (ISO date); null when it cannot be read' }) occurredOn!: string | null;
  @Field(() => EntryTypeEnum, { nullable: true, description: 'The line\'s entry type; null when it cannot be read' }) type!: string | null;
  @Field(() => Int, { nullable: true, description: 'The line\'s amount in cents; null when it cannot be read' }) amountCents!: number | null;
  @Field(() => String, { nullable: true, description: 'The line\'s note, if any' }) note!: string | null;
  @Field(() => String, { nullable: true, description: 'The line\'s external_ref, if any' }) externalRef!: string | null;
}

@ObjectType('FundingImportResult', { description: 'R14 Import CSV: each line and the counts' })
export class FundingImportResultType {
  @Field(() => [FundingImportLineType], { description: 'Every line of the file with its outcome' }) lines!: FundingImportLineType[];
  @Field(() => Int, { description: 'Lines added (or, in a preview, that would be)' }) added!: number;
  @Field(() => Int, { description: 'Lines skipped as duplicates' }) duplicates!: number;
  @Field(() => Int, { description: 'Lines that cannot be read' }) errors!: number;
}
