import { Arg, Authorized, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { PageOf } from '../../graphql/page-of.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import type { LateSubmission, LenderAccessRow, LenderFundingRow, LenderSubmissionRow, Page } from './lender-activity.service.js';
import type { LenderPerformance } from './lender-performance.js';
import { LenderPerformanceType } from './lender-performance.types.js';

@ObjectType('LenderSubmissionRow', { description: 'R9 Submissions: a file shared with the lender' })
export class LenderSubmissionRowType {
  @Field(() => ID)
  submissionId!: number;

  @Field(() => ID)
  applicationId!: number;

  @Field(() => String, { nullable: true })
  number!: string | null;

  @Field()
  businessName!: string;

  @Field({ description: '§3.4 submission status (the outcome)' })
  status!: string;

  @Field(() => Date, { nullable: true })
  sharedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  firstViewedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  respondedAt!: Date | null;

  @Field(() => Float, { nullable: true, description: 'The largest offer it made on the file, in cents; null when none' })
  offerAmountCents!: number | null;
}

@ObjectType('LenderSubmissionPage')
export class LenderSubmissionPageType extends PageOf(LenderSubmissionRowType) {}

@ObjectType('LenderFundingRow', { description: 'R9 Funded deals: one of the lender’s funded deals (R14 has the ledger)' })
export class LenderFundingRowType {
  @Field(() => ID)
  fundingId!: number;

  @Field(() => ID)
  applicationId!: number;

  @Field(() => String, { nullable: true })
  number!: string | null;

  @Field()
  businessName!: string;

  @Field({ description: 'YYYY-MM-DD' })
  fundedOn!: string;

  @Field(() => Float)
  fundedAmountCents!: number;

  @Field(() => Float)
  expectedPaybackCents!: number;

  @Field(() => Float, { description: 'Payments net of their reversals (R14)' })
  paidToDateCents!: number;

  @Field(() => Float, { description: 'Payback still owed (R14); negative after an overpayment' })
  remainingCents!: number;

  @Field({ description: '§3.5 funding status' })
  status!: string;
}

@ObjectType('LenderFundingPage')
export class LenderFundingPageType extends PageOf(LenderFundingRowType) {}

@ObjectType('LenderAccessRow', { description: 'R9 Access log: one of the lender’s users opened a file or a document' })
export class LenderAccessRowType {
  @Field(() => ID)
  id!: number;

  @Field()
  at!: Date;

  @Field()
  userName!: string;

  @Field({ description: 'open_file, view_document or download_document' })
  action!: string;

  @Field(() => String, { nullable: true })
  documentName!: string | null;

  @Field(() => ID)
  applicationId!: number;

  @Field(() => String, { nullable: true })
  number!: string | null;
}

@ObjectType('LenderAccessPage')
export class LenderAccessPageType extends PageOf(LenderAccessRowType) {}

@ObjectType('LateSubmission', { description: 'R6 "Waiting past SLA now": a shared file its lender has not answered in time' })
export class LateSubmissionType {
  @Field(() => ID)
  submissionId!: number;

  @Field(() => ID)
  lenderId!: number;

  @Field()
  lenderName!: string;

  @Field(() => ID)
  applicationId!: number;

  @Field(() => String, { nullable: true })
  number!: string | null;

  @Field()
  slaDueAt!: Date;

  @Field(() => Date, { nullable: true })
  lastNudgedAt!: Date | null;
}

/** R6 scoreboard and alert, R9 Submissions / Funded deals / Access log tabs — admins only. */
@Authorized(Role.admin)
@Resolver()
export class LenderActivityResolver {
  @Query(() => [LenderPerformanceType], { description: 'R6 scoreboard: the top 10 lenders by funded volume over 90 days, with their answer figures' })
  lenderScoreboard(@Ctx() ctx: GraphQLContext): Promise<LenderPerformance[]> {
    return ctx.services.lenderPerformance.scoreboard(ctx.caller);
  }

  @Query(() => [LenderPerformanceType], { description: 'R7 columns: the listed lenders’ 90-day figures, in the order asked (at most 100)' })
  lenderPerformances(@Arg('lenderIds', () => [ID]) lenderIds: string[], @Ctx() ctx: GraphQLContext): Promise<LenderPerformance[]> {
    return ctx.services.lenderPerformance.forLenders(ctx.caller, lenderIds);
  }

  @Query(() => [LateSubmissionType], { description: 'R6 "Waiting past SLA now": shared files unanswered past their SLA, oldest first (at most 50)' })
  lateSubmissions(@Ctx() ctx: GraphQLContext): Promise<LateSubmission[]> {
    return ctx.services.lenderActivity.lateSubmissions(ctx.caller);
  }

  @Query(() => LenderSubmissionPageType, { description: 'R9 Submissions: every file shared with the lender, newest first; NOT_FOUND "Lender not found"' })
  lenderSubmissions(
    @Arg('lenderId', () => ID) lenderId: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 25 }) pageSize: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Page<LenderSubmissionRow>> {
    return ctx.services.lenderActivity.submissions(ctx.caller, lenderId, page, pageSize);
  }

  @Query(() => LenderFundingPageType, { description: 'R9 Funded deals: the lender’s funded deals, newest first; NOT_FOUND "Lender not found"' })
  lenderFundings(
    @Arg('lenderId', () => ID) lenderId: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 25 }) pageSize: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Page<LenderFundingRow>> {
    return ctx.services.lenderActivity.fundings(ctx.caller, lenderId, page, pageSize);
  }

  @Query(() => LenderAccessPageType, { description: 'R9 Access log: which of the lender’s users opened which file or document when, newest first' })
  lenderAccessLog(
    @Arg('lenderId', () => ID) lenderId: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 25 }) pageSize: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Page<LenderAccessRow>> {
    return ctx.services.lenderActivity.accessLog(ctx.caller, lenderId, page, pageSize);
  }
}
