import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import { nextFundingStatuses } from './funding-status.js';
import type { FundingDetail } from './funding-views.js';
import type { ImportResult } from './funding-ledger.service.js';
import {
  FundingImportResultType,
  FundingStatusEnum,
  FundingTransactionInput,
  FundingType,
  MarkFundedInput,
  type FundingImportLineType,
} from './fundings.types.js';

/** R14 funding, R13 Mark funded / link, R20 Funded and Post payment; the service checks every rule and who may act. */
@Resolver()
export class FundingsResolver {
  @Authorized(Role.admin, Role.lender)
  @Mutation(() => FundingType, { description: "§3.2 accepted → funded (the accepted offer's lender or an admin); audited funding.created" })
  async markFunded(@Arg('input', () => MarkFundedInput, { description: 'The accepted offer, its version, the funded date and amount; NOT_FOUND for another lender\'s offer, CONFLICT when the offer is not accepted or already funded, BAD_USER_INPUT with field errors' }) input: MarkFundedInput, @Ctx() ctx: GraphQLContext): Promise<FundingType> {
    const funding = await ctx.services.fundings.markFunded(input, ctx.caller);
    return fundingView(await ctx.services.fundings.detail(funding.id, ctx.caller));
  }

  @Authorized(Role.admin, Role.lender)
  @Query(() => FundingType, { description: 'R14: one funded deal; NOT_FOUND "Funding record not found" (also for another lender\'s)' })
  async funding(@Arg('id', () => ID, { description: 'The funding\'s id' }) id: string, @Ctx() ctx: GraphQLContext): Promise<FundingType> {
    return fundingView(await ctx.services.fundings.detail(id, ctx.caller));
  }

  @Authorized(Role.admin)
  @Query(() => ID, { nullable: true, description: "R13 → R14: the application's funding id, null while it is not funded" })
  async applicationFundingId(@Arg('applicationId', () => ID, { description: 'The application\'s id; NOT_FOUND when there is none' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    const funding = await ctx.services.fundings.applicationFunding(applicationId, ctx.caller);
    return funding ? String(funding.id) : null;
  }

  @Authorized(Role.lender)
  @Query(() => [FundingType], { description: "R20 Funded: the signed-in lender's funded deals" })
  async myLenderFundings(@Ctx() ctx: GraphQLContext): Promise<FundingType[]> {
    return (await ctx.services.fundings.lenderFundingDetails(ctx.caller)).map(fundingView);
  }

  @Authorized(Role.admin)
  @Mutation(() => FundingType, { description: 'R14 Add transaction (source manual); audited funding.transaction_added' })
  async addFundingTransaction(
    @Arg('fundingId', () => ID, { description: 'The funding\'s id; NOT_FOUND when there is none' }) fundingId: string,
    @Arg('input', () => FundingTransactionInput, { description: 'The ledger row to add; BAD_USER_INPUT with field errors (an amount above the balance needs recordOverpayment), CONFLICT when externalRef is already recorded' }) input: FundingTransactionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FundingType> {
    await ctx.services.fundingLedger.addTransaction(fundingId, entryInput(input), ctx.caller);
    return fundingView(await ctx.services.fundings.detail(fundingId, ctx.caller));
  }

  @Authorized(Role.lender)
  @Mutation(() => FundingType, { description: "R20 Post payment: a payment on the lender's own funded deal (source lender)" })
  async postFundingPayment(
    @Arg('fundingId', () => ID, { description: 'One of the lender\'s own fundings; NOT_FOUND for anyone else\'s' }) fundingId: string,
    @Arg('input', () => FundingTransactionInput, { description: 'The payment (type payment only, else BAD_USER_INPUT)' }) input: FundingTransactionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FundingType> {
    await ctx.services.fundingLedger.addTransaction(fundingId, entryInput(input), ctx.caller);
    return fundingView(await ctx.services.fundings.detail(fundingId, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => FundingImportResultType, { description: 'R14 Import CSV preview (date,type,amount,note,external_ref): nothing stored' })
  async previewFundingImport(@Arg('fundingId', () => ID, { description: 'The funding\'s id; NOT_FOUND when there is none' }) fundingId: string, @Arg('csv', { description: 'The CSV text (header date,type,amount,note,external_ref; at most 1 MB)' }) csv: string, @Ctx() ctx: GraphQLContext): Promise<FundingImportResultType> {
    return importView(await ctx.services.fundingLedger.previewImport(fundingId, csv, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => FundingImportResultType, { description: 'R14 Import CSV: adds the new lines, skips duplicates by external_ref; a file with a bad line imports nothing' })
  async importFundingTransactions(@Arg('fundingId', () => ID, { description: 'The funding\'s id; NOT_FOUND when there is none' }) fundingId: string, @Arg('csv', { description: 'The CSV text (header date,type,amount,note,external_ref; at most 1 MB); any bad line is BAD_USER_INPUT and nothing is imported' }) csv: string, @Ctx() ctx: GraphQLContext): Promise<FundingImportResultType> {
    return importView(await ctx.services.fundingLedger.importTransactions(fundingId, csv, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => FundingType, { description: 'R14 Reverse: a reversal row, once per transaction; audited funding.transaction_reversed' })
  async reverseFundingTransaction(@Arg('transactionId', () => ID, { description: 'The ledger row to undo; NOT_FOUND when there is none, CONFLICT for a reversal or a row already reversed' }) transactionId: string, @Arg('reason', { description: 'Why the row is reversed (required; kept as the reversal\'s note)' }) reason: string, @Ctx() ctx: GraphQLContext): Promise<FundingType> {
    const reversal = await ctx.services.fundingLedger.reverseTransaction({ transactionId, reason }, ctx.caller);
    return fundingView(await ctx.services.fundings.detail(reversal.fundingId, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => FundingType, { description: 'R14 Mark commission received; audited funding.commission_received' })
  async markFundingCommissionReceived(
    @Arg('fundingId', () => ID, { description: 'The funding\'s id; CONFLICT when the commission is already received or there is none' }) fundingId: string,
    @Arg('expectedVersion', () => Int, { description: 'The funding\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('receivedOn', { description: 'The day the commission arrived (ISO date, YYYY-MM-DD)' }) receivedOn: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FundingType> {
    return fundingView(await ctx.services.fundings.markCommissionReceived({ fundingId, expectedVersion, receivedOn }, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => FundingType, { description: 'R14 Change status (§3.5); a note for delinquent, defaulted, written off; paid off at balance 0' })
  async changeFundingStatus(
    @Arg('fundingId', () => ID, { description: 'The funding\'s id; NOT_FOUND when there is none' }) fundingId: string,
    @Arg('expectedVersion', () => Int, { description: 'The funding\'s version as last read (Funding.version); a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('status', () => FundingStatusEnum, { description: 'The new status; a move §3.5 does not allow is CONFLICT, and paid_off needs a balance of 0' }) status: string,
    @Arg('note', () => String, { nullable: true, description: 'Why (required for delinquent, defaulted and written_off)' }) note: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FundingType> {
    return fundingView(await ctx.services.fundings.changeStatus({ fundingId, expectedVersion, status, note }, ctx.caller));
  }
}

const entryInput = (input: FundingTransactionInput) => ({ ...input, recordOverpayment: input.recordOverpayment ?? false });

function fundingView(detail: FundingDetail): FundingType {
  const { funding, totals } = detail;
  return {
    id: String(funding.id),
    applicationId: String(funding.applicationId),
    offerId: String(funding.offerId),
    lenderId: String(funding.lenderId),
    applicationNumber: detail.applicationNumber,
    businessName: detail.businessName,
    contactName: detail.contactName,
    lenderName: detail.lenderName,
    productLabel: detail.productLabel,
    fundedOn: funding.fundedOn,
    fundedAmountCents: funding.fundedAmount,
    disbursedCents: funding.disbursed,
    feesWithheldCents: detail.feesWithheldCents,
    otherFeesCents: detail.otherFeesCents,
    factorE4: detail.factorE4,
    interestBps: detail.interestBps,
    aprBps: detail.aprBps,
    termText: detail.termText,
    rateText: detail.rateText,
    paymentText: detail.paymentText,
    frequency: funding.frequency,
    paymentCents: funding.payment,
    paymentCount: detail.paymentCount,
    originalPaybackCents: funding.expectedPayback,
    expectedPaybackCents: totals.paybackCents,
    paidToDateCents: totals.paidCents,
    creditedCents: totals.creditedCents,
    remainingCents: totals.remainingCents,
    percentPaidBps: totals.percentPaidBps,
    status: funding.status,
    statusNote: funding.statusNote,
    nextStatuses: [...nextFundingStatuses(funding.status)],
    lenderRef: funding.lenderRef,
    note: funding.note,
    commission: detail.showCommission ? { expectedCents: funding.commissionExpected, status: funding.commissionStatus, receivedOn: funding.commissionReceivedOn } : null,
    renewalCandidate: detail.renewalCandidate,
    missedDueDates: detail.missedDueDates,
    transactions: detail.transactions.map(({ row, balanceAfterCents, reversedById }) => ({
      id: String(row.id),
      type: row.type,
      amountCents: row.amount,
      occurredOn: row.occurredOn,
      source: row.source,
      externalRef: row.externalRef,
      reversesId: row.reversesId === null ? null : String(row.reversesId),
      reversedById: reversedById === null ? null : String(reversedById),
      note: row.note,
      createdByName: row.createdByName,
      createdAt: row.createdAt,
      balanceAfterCents,
    })),
    series: detail.series,
    version: funding.version,
  };
}

function importView(result: ImportResult): FundingImportResultType {
  return {
    added: result.added,
    duplicates: result.duplicates,
    errors: result.errors,
    lines: result.lines.map(({ line, outcome, message, entry }): FundingImportLineType => ({
      line,
      outcome,
      message,
      occurredOn: entry.ok ? entry.occurredOn : null,
      type: entry.ok ? entry.type : null,
      amountCents: entry.ok ? entry.amountCents : null,
      note: entry.ok ? entry.note : null,
      externalRef: entry.ok ? entry.externalRef : null,
    })),
  };
}
