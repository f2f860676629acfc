import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import {
  AgingBucketEnum,
  Net30AccountPageType,
  Net30AccountStatusEnum,
  Net30AccountType,
  Net30AgingType,
  Net30ClockResultType,
  Net30DashboardType,
  Net30FeeBoxType,
  Net30InvoiceLineInput,
  Net30InvoicePageType,
  Net30InvoiceStatusEnum,
  Net30InvoiceType,
  Net30OrderItemInput,
  Net30PaymentCheckoutType,
  Net30PaymentInput,
  Net30SettingsInput,
} from './net30.types.js';

/** R19, R24–R26: Net30 accounts and invoices. The services check every rule and who may see or do what. */
@Resolver()
export class Net30Resolver {
  @Authorized(Role.client, Role.admin)
  @Query(() => Net30DashboardType, { description: "R24: the caller's trade account (admins: the client's, by clientId; NOT_FOUND \"Client not found\")" })
  net30Dashboard(@Arg('clientId', () => ID, { nullable: true }) clientId: string | null, @Ctx() ctx: GraphQLContext): Promise<Net30DashboardType> {
    return ctx.services.net30Accounts.dashboard(ctx.caller, clientId);
  }

  @Authorized(Role.client, Role.admin)
  @Query(() => Net30InvoiceType, { description: 'R25: one invoice; another client\'s is NOT_FOUND "Invoice not found"' })
  net30Invoice(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Net30InvoiceType> {
    return ctx.services.net30Invoices.invoice(id, ctx.caller);
  }

  @Authorized(Role.admin)
  @Query(() => Net30AccountPageType, { description: 'R19 Accounts: 25 a page, at most 100' })
  net30Accounts(
    @Arg('status', () => Net30AccountStatusEnum, { nullable: true }) status: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30AccountPageType> {
    return ctx.services.net30Accounts.list({ status, search, page, pageSize }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Query(() => Net30InvoicePageType, { description: 'R19 Invoices: by status, aging bucket or account; the most overdue first' })
  net30Invoices(
    @Arg('status', () => Net30InvoiceStatusEnum, { nullable: true }) status: string | null,
    @Arg('bucket', () => AgingBucketEnum, { nullable: true }) bucket: string | null,
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30InvoicePageType> {
    return ctx.services.net30Invoices.list({ status, bucket, accountId, page, pageSize }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Query(() => Net30AgingType, { description: 'R19 Aging: balances by age, in total and per account' })
  net30Aging(@Ctx() ctx: GraphQLContext): Promise<Net30AgingType> {
    return ctx.services.net30Accounts.aging(ctx.caller);
  }

  @Authorized()
  @Query(() => Net30FeeBoxType, { description: 'R19 Settings / R24 fee box' })
  net30FeeBox(@Ctx() ctx: GraphQLContext): Promise<Net30FeeBoxType> {
    return ctx.services.net30Settings.feeBox(ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30FeeBoxType, { description: 'R19 Settings: change the fee box (audited before and after)' })
  updateNet30Settings(@Arg('input', () => Net30SettingsInput) input: Net30SettingsInput, @Ctx() ctx: GraphQLContext): Promise<Net30FeeBoxType> {
    return ctx.services.net30Settings.update(input, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30InvoiceType, { description: 'R19 Create invoice: within available credit, due = issue date + net days' })
  createNet30Invoice(
    @Arg('accountId', () => ID) accountId: string,
    @Arg('lines', () => [Net30InvoiceLineInput]) lines: Net30InvoiceLineInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30InvoiceType> {
    return ctx.services.net30Invoices.create({ accountId, lines }, ctx.caller);
  }

  @Authorized(Role.client, Role.admin)
  @Mutation(() => Net30InvoiceType, { description: 'R26 Buy on Net {N}: a sandbox order (a TEST invoice in demo mode); admins order for a client by clientId' })
  placeNet30TestOrder(
    @Arg('items', () => [Net30OrderItemInput]) items: Net30OrderItemInput[],
    @Arg('clientId', () => ID, { nullable: true }) clientId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30InvoiceType> {
    return ctx.services.net30Invoices.placeTestOrder({ items, clientId }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30InvoiceType, { description: 'R19 Record payment (check, ACH, wire); never more than the balance' })
  recordNet30Payment(
    @Arg('invoiceId', () => ID) invoiceId: string,
    @Arg('input', () => Net30PaymentInput) input: Net30PaymentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30InvoiceType> {
    return ctx.services.net30Invoices.recordPayment({ invoiceId, ...input }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30InvoiceType, { description: 'R19 Void: only without payments ("Refund or reverse payments first")' })
  voidNet30Invoice(
    @Arg('invoiceId', () => ID) invoiceId: string,
    @Arg('expectedVersion', () => Int) expectedVersion: number,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30InvoiceType> {
    return ctx.services.net30Invoices.voidInvoice({ invoiceId, expectedVersion, reason }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30InvoiceType, { description: 'R19/R25 Waive fee (reason); a paid fee cannot be waived (409)' })
  waiveNet30Fee(@Arg('feeId', () => ID) feeId: string, @Arg('reason', () => String) reason: string, @Ctx() ctx: GraphQLContext): Promise<Net30InvoiceType> {
    return ctx.services.net30Invoices.waiveFee({ feeId, reason }, ctx.caller);
  }

  @Authorized(Role.client)
  @Mutation(() => Net30PaymentCheckoutType, { description: 'R25 Pay now: the full balance or part of it (at least $1.00); the same idempotency key answers the same checkout' })
  async payNet30Invoice(
    @Arg('invoiceId', () => ID) invoiceId: string,
    @Arg('amountCents', () => Int) amountCents: number,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30PaymentCheckoutType> {
    const checkout = await ctx.services.net30Payments.startPayment({ invoiceId, amountCents, idempotencyKey }, ctx.caller);
    return { url: checkout.url, paymentId: String(checkout.paymentId) };
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30AccountType, { description: 'R19 Change limit ($100–$50,000, reason)' })
  changeNet30Limit(
    @Arg('accountId', () => ID) accountId: string,
    @Arg('expectedVersion', () => Int) expectedVersion: number,
    @Arg('creditLimitCents', () => Int) creditLimitCents: number,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30AccountType> {
    return ctx.services.net30Accounts.changeLimit({ accountId, expectedVersion, creditLimitCents, reason }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30AccountType, { description: 'R19 Hold (reason): no new invoices until released' })
  holdNet30Account(
    @Arg('accountId', () => ID) accountId: string,
    @Arg('expectedVersion', () => Int) expectedVersion: number,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30AccountType> {
    return ctx.services.net30Accounts.hold({ accountId, expectedVersion, reason }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30AccountType, { description: 'R19 Release a hold' })
  releaseNet30Account(@Arg('accountId', () => ID) accountId: string, @Arg('expectedVersion', () => Int) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<Net30AccountType> {
    return ctx.services.net30Accounts.release({ accountId, expectedVersion }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30AccountType, { description: 'R19 Close: only at a zero balance' })
  closeNet30Account(@Arg('accountId', () => ID) accountId: string, @Arg('expectedVersion', () => Int) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<Net30AccountType> {
    return ctx.services.net30Accounts.close({ accountId, expectedVersion }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30ClockResultType, { description: "R26 clock panel (outside production only; NOT_FOUND in production): moves an account's dates N days earlier and runs its jobs" })
  advanceNet30Clock(
    @Arg('accountId', () => ID) accountId: string,
    @Arg('days', () => Int) days: number,
    @Arg('runBatchJob', () => Boolean, { nullable: true, description: 'Also run the monthly furnishing batch job, which covers every account (default true)' }) runBatchJob: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30ClockResultType> {
    return ctx.services.net30Clock.advance({ accountId, days, runBatchJob }, ctx.caller);
  }
}
