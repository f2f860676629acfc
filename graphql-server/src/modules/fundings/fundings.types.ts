import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumObject } from '../../catalogue/enum-object.js';
import { ENTRY_TYPES, TRANSACTION_SOURCES } from './funding-transaction.entity.js';
import { COMMISSION_STATUSES, FUNDING_STATUSES } from './funding.entity.js';

export const FundingStatusEnum = enumObject(FUNDING_STATUSES);
registerEnumType(FundingStatusEnum, { name: 'FundingStatus', description: 'BACKOFFICE §3.5: active → paid_off | delinquent ⇄ active | defaulted → written_off; active → renewed' });
export const CommissionStatusEnum = enumObject(COMMISSION_STATUSES);
registerEnumType(CommissionStatusEnum, { name: 'CommissionStatus', description: "The platform's commission on a funded deal" });
export const TransactionTypeEnum = enumObject([...ENTRY_TYPES, 'reversal'] as const);
registerEnumType(TransactionTypeEnum, { name: 'FundingTransactionType', description: 'payment lowers the balance, fee raises the payback, discount lowers it, adjustment credits the balance; reversal undoes one row' });
export const EntryTypeEnum = enumObject(ENTRY_TYPES);
registerEnumType(EntryTypeEnum, { name: 'FundingEntryType', description: 'What *Add transaction* and *Import CSV* record' });
export const TransactionSourceEnum = enumObject(TRANSACTION_SOURCES);
registerEnumType(TransactionSourceEnum, { name: 'FundingTransactionSource', description: 'Entered by NetFund, posted by the lender, or imported from a CSV file' });
export const ImportOutcomeEnum = enumObject(['add', 'duplicate', 'error'] as const);
registerEnumType(ImportOutcomeEnum, { name: 'FundingImportOutcome', description: 'What importing one CSV line does' });

@ObjectType('FundingTransaction', { description: 'One ledger row (never changed or deleted; a reversal is a new row)' })
export class FundingTransactionType {
  @Field(() => ID) id!: string;
  @Field(() => TransactionTypeEnum) type!: string;
  @Field(() => Int, { description: 'Cents; negative only for a reversal' }) amountCents!: number;
  @Field(() => String, { description: 'ISO date' }) occurredOn!: string;
  @Field(() => TransactionSourceEnum) source!: string;
  @Field(() => String, { nullable: true }) externalRef!: string | null;
  @Field(() => ID, { nullable: true, description: 'The row this reversal undoes' }) reversesId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The reversal that undid this row' }) reversedById!: string | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => String, { description: 'Who entered it' }) createdByName!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Int, { description: 'The balance right after this row' }) balanceAfterCents!: number;
}

@ObjectType('FundingSeriesPoint', { description: 'R14 chart: scheduled vs actual cumulative repayment on one date' })
export class FundingSeriesPointType {
  @Field(() => String) date!: string;
  @Field(() => Int) scheduledCents!: number;
  @Field(() => Int, { nullable: true, description: 'Null after today' }) actualCents!: number | null;
}

@ObjectType('FundingCommission', { description: "The platform's commission (admins only)" })
export class FundingCommissionType {
  @Field(() => Int) expectedCents!: number;
  @Field(() => CommissionStatusEnum) status!: string;
  @Field(() => String, { nullable: true }) receivedOn!: string | null;
}

@ObjectType('Funding', { description: 'R14: a funded deal — amounts from the funded offer, the ledger and its balance, the schedule' })
export class FundingType {
  @Field(() => ID) id!: string;
  @Field(() => ID) applicationId!: string;
  @Field(() => ID) offerId!: string;
  @Field(() => ID) lenderId!: string;
  @Field(() => String) applicationNumber!: string;
  @Field(() => String) businessName!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) lenderName!: string;
  @Field(() => String) productLabel!: string;
  @Field(() => String) fundedOn!: string;
  @Field(() => Int) fundedAmountCents!: number;
  @Field(() => Int) disbursedCents!: number;
  @Field(() => Int) feesWithheldCents!: number;
  @Field(() => Int) otherFeesCents!: number;
  @Field(() => Int, { nullable: true }) factorE4!: number | null;
  @Field(() => Int, { nullable: true }) interestBps!: number | null;
  @Field(() => Int) aprBps!: number;
  @Field(() => String, { description: '"9 months · 189 business-day payments"' }) termText!: string;
  @Field(() => String, { description: '"Factor 1.28 (APR 77.38%)"' }) rateText!: string;
  @Field(() => String, { description: '"$406.35 daily"' }) paymentText!: string;
  @Field(() => String, { description: 'daily | weekly | biweekly | monthly' }) frequency!: string;
  @Field(() => Int) paymentCents!: number;
  @Field(() => Int) paymentCount!: number;
  @Field(() => Int, { description: 'The payback when funded' }) originalPaybackCents!: number;
  @Field(() => Int, { description: 'The payback with fees and discounts' }) expectedPaybackCents!: number;
  @Field(() => Int) paidToDateCents!: number;
  @Field(() => Int) creditedCents!: number;
  @Field(() => Int, { description: 'Negative after an overpayment' }) remainingCents!: number;
  @Field(() => Int, { description: '0–10,000' }) percentPaidBps!: number;
  @Field(() => FundingStatusEnum) status!: string;
  @Field(() => String, { nullable: true }) statusNote!: string | null;
  @Field(() => [FundingStatusEnum], { description: 'The statuses *Change status* may move to now' }) nextStatuses!: string[];
  @Field(() => String, { nullable: true }) lenderRef!: string | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => FundingCommissionType, { nullable: true, description: 'Null for a lender' }) commission!: FundingCommissionType | null;
  @Field(() => Boolean, { description: 'R14 renewal badge: active, ≥ 50 % paid, no missed payment in the last 30 days' }) renewalCandidate!: boolean;
  @Field(() => [String], { description: 'Due dates of the last 30 days by which less was paid than scheduled' }) missedDueDates!: string[];
  @Field(() => [FundingTransactionType]) transactions!: FundingTransactionType[];
  @Field(() => [FundingSeriesPointType]) series!: FundingSeriesPointType[];
  @Field(() => Int) version!: number;
}

@InputType('MarkFundedInput', { description: 'R13/R20 Mark funded: the accepted offer, when and how much' })
export class MarkFundedInput {
  @Field(() => ID) offerId!: string;
  @Field(() => Int) expectedVersion!: number;
  @Field(() => String, { description: 'ISO date, not in the future' }) fundedOn!: string;
  @Field(() => Int) fundedAmountCents!: number;
  @Field(() => String, { nullable: true }) lenderRef?: string | null;
  @Field(() => String, { nullable: true, description: 'Required when the funded amount is above the offer' }) note?: string | null;
}

@InputType('FundingTransactionInput', { description: 'R14 Add transaction / R20 Post payment' })
export class FundingTransactionInput {
  @Field(() => EntryTypeEnum) type!: string;
  @Field(() => Int) amountCents!: number;
  @Field(() => String, { description: 'ISO date between the funded date and today' }) occurredOn!: string;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => String, { nullable: true, description: 'Unique per funding' }) externalRef?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Allow an amount above the remaining balance' }) recordOverpayment?: boolean | null;
}

@ObjectType('FundingImportLine', { description: 'One CSV line of an import or its preview' })
export class FundingImportLineType {
  @Field(() => Int) line!: number;
  @Field(() => ImportOutcomeEnum) outcome!: string;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => String, { nullable: true }) occurredOn!: string | null;
  @Field(() => EntryTypeEnum, { nullable: true }) type!: string | null;
  @Field(() => Int, { nullable: true }) amountCents!: number | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => String, { nullable: true }) externalRef!: string | null;
}

@ObjectType('FundingImportResult', { description: 'R14 Import CSV: each line and the counts' })
export class FundingImportResultType {
  @Field(() => [FundingImportLineType]) lines!: FundingImportLineType[];
  @Field(() => Int) added!: number;
  @Field(() => Int) duplicates!: number;
  @Field(() => Int) errors!: number;
}
