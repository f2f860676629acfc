import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import type { LateSubmission, LenderAccessRow, LenderFundingRow, LenderSubmissionRow } from './lender-activity.service.js';
import type { Page } from '../../shared/paging.js';
import type { LenderPerformance } from './lender-performance.js';
import { LenderPerformanceType } from './lender-performance.types.js';
import { LenderSubmissionPageType, LenderFundingPageType, LenderAccessPageType, LateSubmissionType } from './lender-activity.types.js';

/** R6 scoreboard and alert, R9 Submissions / Funded deals / Access log tabs — admins only. */
@Authorized(Role.admin)
@Resolver()
export class LenderActivityResolver {
  @Query(() => [LenderPerformanceType], { description: 'R6 scoreboard: the top 10 lenders by funded volume over 90 days, with their answer figures' })
  lenderScoreboard(@Ctx() ctx: GraphQLContext): Promise<LenderPerformance[]> {
    return ctx.services.lenderPerformance.scoreboard(ctx.caller);
  }

  @Query(() => [LenderPerformanceType], { description: 'R7 columns: the listed lenders’ 90-day figures, in the order asked (at most 100)' })
  lenderPerformances(@Arg('lenderIds', () => [ID], { description: 'The lenders to answer for (at most 100), e.g. the ids of the R7 page shown' }) lenderIds: string[], @Ctx() ctx: GraphQLContext): Promise<LenderPerformance[]> {
    return ctx.services.lenderPerformance.forLenders(ctx.caller, lenderIds);
  }

  @Query(() => [LateSubmissionType], { description: 'R6 "Waiting past SLA now": shared files unanswered past their SLA, oldest first (at most 50)' })
  lateSubmissions(@Ctx() ctx: GraphQLContext): Promise<LateSubmission[]> {
    return ctx.services.lenderActivity.lateSubmissions(ctx.caller);
  }

  @Query(() => LenderSubmissionPageType, { description: 'R9 Submissions: every file shared with the lender, newest first; NOT_FOUND "Lender not found"' })
  lenderSubmissions(
    @Arg('lenderId', () => ID, { description: 'The lender\'s id; NOT_FOUND "Lender not found" when there is none' }) lenderId: string,
    @Arg('page', () => Int, { defaultValue: 1, description: 'The page to answer, from 1' }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 25, description: 'Rows per page: 25 by default, at most 100' }) pageSize: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Page<LenderSubmissionRow>> {
    return ctx.services.lenderActivity.submissions(ctx.caller, lenderId, page, pageSize);
  }

  @Query(() => LenderFundingPageType, { description: 'R9 Funded deals: the lender’s funded deals, newest first; NOT_FOUND "Lender not found"' })
  lenderFundings(
    @Arg('lenderId', () => ID, { description: 'The lender\'s id; NOT_FOUND "Lender not found" when there is none' }) lenderId: string,
    @Arg('page', () => Int, { defaultValue: 1, description: 'The page to answer, from 1' }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 25, description: 'Rows per page: 25 by default, at most 100' }) pageSize: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Page<LenderFundingRow>> {
    return ctx.services.lenderActivity.fundings(ctx.caller, lenderId, page, pageSize);
  }

  @Query(() => LenderAccessPageType, { description: 'R9 Access log: which of the lender’s users opened which file or document when, newest first' })
  lenderAccessLog(
    @Arg('lenderId', () => ID, { description: 'The lender\'s id; NOT_FOUND "Lender not found" when there is none' }) lenderId: string,
    @Arg('page', () => Int, { defaultValue: 1, description: 'The page to answer, from 1' }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 25, description: 'Rows per page: 25 by default, at most 100' }) pageSize: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Page<LenderAccessRow>> {
    return ctx.services.lenderActivity.accessLog(ctx.caller, lenderId, page, pageSize);
  }
}
