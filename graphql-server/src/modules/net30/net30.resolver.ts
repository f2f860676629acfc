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
  net30Dashboard(@Arg('clientId', () => ID, { nullable: true, description: 'Admins: the client user to look at; a client leaves it out (their own)' }) clientId: string | null, @Ctx() ctx: GraphQLContext): Promise<Net30DashboardType> {
    return ctx.services.net30Accounts.dashboard(ctx.caller, clientId);
  }

  @Authorized(Role.client, Role.admin)
  @Query(() => Net30InvoiceType, { description: 'R25: one invoice; another client\'s is NOT_FOUND "Invoice not found"' })
  net30Invoice(@Arg('id', () => ID, { description: 'The invoice\'s id' }) id: string, @Ctx() ctx: GraphQLContext): Promise<Net30InvoiceType> {
    return ctx.services.net30Invoices.invoice(id, ctx.caller);
  }

  @Authorized(Role.admin)
  @Query(() => Net30AccountPageType, { description: 'R19 Accounts: 25 a page, at most 100' })
  net30Accounts(
    @Arg('status', () => Net30AccountStatusEnum, { nullable: true, description: 'Only accounts in this status; null for all' }) status: string | null,
    @Arg('search', () => String, { nullable: true, description: 'Text to look for in the business name (at most 100 characters)' }) search: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'The page to answer, from 1 (1 when left out)' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Rows per page: 25 when left out, at most 100' }) pageSize: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30AccountPageType> {
    return ctx.services.net30Accounts.list({ status, search, page, pageSize }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Query(() => Net30InvoicePageType, { description: 'R19 Invoices: by status, aging bucket or account; the most overdue first' })
  net30Invoices(
    @Arg('status', () => Net30InvoiceStatusEnum, { nullable: true, description: 'Only invoices in this status; null for all' }) status: string | null,
    @Arg('bucket', () => AgingBucketEnum, { nullable: true, description: 'Only invoices in this aging bucket; null for all' }) bucket: string | null,
    @Arg('accountId', () => ID, { nullable: true, description: 'Only this account\'s invoices; null for all' }) accountId: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'The page to answer, from 1 (1 when left out)' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Rows per page: 25 when left out, at most 100' }) pageSize: number | null,
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
  updateNet30Settings(@Arg('input', () => Net30SettingsInput, { description: 'The whole fee box and the version as last read; BAD_USER_INPUT with field errors' }) input: Net30SettingsInput, @Ctx() ctx: GraphQLContext): Promise<Net30FeeBoxType> {
    return ctx.services.net30Settings.update(input, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30InvoiceType, { description: 'R19 Create invoice: within available credit, due = issue date + net days' })
  createNet30Invoice(
    @Arg('accountId', () => ID, { description: 'The account to bill; CONFLICT when it is on hold, closing or closed, BAD_USER_INPUT when the invoice is above the available credit' }) accountId: string,
    @Arg('lines', () => [Net30InvoiceLineInput], { description: 'The invoice\'s lines: 1 to 20' }) lines: Net30InvoiceLineInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30InvoiceType> {
    return ctx.services.net30Invoices.create({ accountId, lines }, ctx.caller);
  }

  @Authorized(Role.client, Role.admin)
  @Mutation(() => Net30InvoiceType, { description: 'R26 Buy on Net {N}: a sandbox order (a TEST invoice in demo mode); admins order for a client by clientId' })
  placeNet30TestOrder(
    @Arg('items', () => [Net30OrderItemInput], { description: 'The catalogue items and quantities: 1 to 20 items, 1–100 each' }) items: Net30OrderItemInput[],
    @Arg('clientId', () => ID, { nullable: true, description: 'Admins: the client to order for; a client leaves it out' }) clientId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30InvoiceType> {
    return ctx.services.net30Invoices.placeTestOrder({ items, clientId }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30InvoiceType, { description: 'R19 Record payment (check, ACH, wire); never more than the balance' })
  recordNet30Payment(
    @Arg('invoiceId', () => ID, { description: 'The invoice\'s id; NOT_FOUND when there is none' }) invoiceId: string,
    @Arg('input', () => Net30PaymentInput, { description: 'The payment (method, amount, day received, reference); more than the balance is BAD_USER_INPUT, a paid or void invoice CONFLICT' }) input: Net30PaymentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30InvoiceType> {
    return ctx.services.net30Invoices.recordPayment({ invoiceId, ...input }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30InvoiceType, { description: 'R19 Void: only without payments ("Refund or reverse payments first")' })
  voidNet30Invoice(
    @Arg('invoiceId', () => ID, { description: 'The invoice\'s id; CONFLICT when it has payments ("Refund or reverse payments first")' }) invoiceId: string,
    @Arg('expectedVersion', () => Int, { description: 'The invoice\'s version as last read (Net30Invoice.version); a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('reason', () => String, { description: 'Why it is voided (required; audited)' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30InvoiceType> {
    return ctx.services.net30Invoices.voidInvoice({ invoiceId, expectedVersion, reason }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30InvoiceType, { description: 'R19/R25 Waive fee (reason); a paid fee cannot be waived (409)' })
  waiveNet30Fee(@Arg('feeId', () => ID, { description: 'The fee\'s id; CONFLICT when it is already waived or its invoice is paid or void' }) feeId: string, @Arg('reason', () => String, { description: 'Why it is waived (required; shown on the invoice\'s timeline)' }) reason: string, @Ctx() ctx: GraphQLContext): Promise<Net30InvoiceType> {
    return ctx.services.net30Invoices.waiveFee({ feeId, reason }, ctx.caller);
  }

  @Authorized(Role.client)
  @Mutation(() => Net30PaymentCheckoutType, { description: 'R25 Pay now: the full balance or part of it (at least $1.00); the same idempotency key answers the same checkout' })
  async payNet30Invoice(
    @Arg('invoiceId', () => ID, { description: 'One of the caller\'s invoices with a balance; NOT_FOUND for another client\'s' }) invoiceId: string,
    @Arg('amountCents', () => Int, { description: 'How much to pay, in cents: at least 100 ($1.00) and at most the balance' }) amountCents: number,
    @Arg('idempotencyKey', () => String, { description: 'A key of 8–100 characters made once per Pay now; the same key answers the same checkout, and reused for another invoice or amount it is CONFLICT' }) idempotencyKey: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30PaymentCheckoutType> {
    const checkout = await ctx.services.net30Payments.startPayment({ invoiceId, amountCents, idempotencyKey }, ctx.caller);
    return { url: checkout.url, paymentId: String(checkout.paymentId) };
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30AccountType, { description: 'R19 Change limit ($100–$50,000, reason)' })
  changeNet30Limit(
    @Arg('accountId', () => ID, { description: 'The account\'s id; NOT_FOUND when there is none' }) accountId: string,
    @Arg('expectedVersion', () => Int, { description: 'The account\'s version as last read (Net30Account.version); a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('creditLimitCents', () => Int, { description: 'The new limit in cents: $100–$50,000 (10,000–5,000,000), else BAD_USER_INPUT' }) creditLimitCents: number,
    @Arg('reason', () => String, { description: 'Why the limit changes (required; audited)' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30AccountType> {
    return ctx.services.net30Accounts.changeLimit({ accountId, expectedVersion, creditLimitCents, reason }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30AccountType, { description: 'R19 Hold (reason): no new invoices until released' })
  holdNet30Account(
    @Arg('accountId', () => ID, { description: 'The account\'s id; CONFLICT when it is closing or closed' }) accountId: string,
    @Arg('expectedVersion', () => Int, { description: 'The account\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('reason', () => String, { description: 'Why it is held (required; shown to the client)' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30AccountType> {
    return ctx.services.net30Accounts.hold({ accountId, expectedVersion, reason }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30AccountType, { description: 'R19 Release a hold' })
  releaseNet30Account(@Arg('accountId', () => ID, { description: 'The account on hold; CONFLICT unless on_hold' }) accountId: string, @Arg('expectedVersion', () => Int, { description: 'The account\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<Net30AccountType> {
    return ctx.services.net30Accounts.release({ accountId, expectedVersion }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30AccountType, { description: 'R19 Close: only at a zero balance' })
  closeNet30Account(@Arg('accountId', () => ID, { description: 'The account\'s id; CONFLICT when it is already closed or its balance is not zero' }) accountId: string, @Arg('expectedVersion', () => Int, { description: 'The account\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<Net30AccountType> {
    return ctx.services.net30Accounts.close({ accountId, expectedVersion }, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Net30ClockResultType, { description: "R26 clock panel (outside production only; NOT_FOUND in production): moves an account's dates N days earlier and runs its jobs" })
  advanceNet30Clock(
    @Arg('accountId', () => ID, { description: 'The account whose dates move' }) accountId: string,
    @Arg('days', () => Int, { description: 'How many days to move its dates earlier (as if that much time passed)' }) days: number,
    @Arg('runBatchJob', () => Boolean, { nullable: true, description: 'Also run the monthly furnishing batch job, which covers every account (default true)' }) runBatchJob: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Net30ClockResultType> {
    return ctx.services.net30Clock.advance({ accountId, days, runBatchJob }, ctx.caller);
  }
}
