import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import type { Page } from '../../shared/paging.js';
import { LENDER_DECLINE_REASONS, type LenderFileTab } from './lender-portal.schemas.js';
import type { LenderFileCard, LenderProgramSummary } from './lender-portal.service.js';
import { LenderDeclineInputType, LenderDeclineReasonType, LenderFileCardType, LenderFilePageType, LenderFileTabEnum, LenderFileType, LenderProgramSummaryType } from './lender-portal.types.js';

/** R20, for lender users only (the service checks role and lender again, per file). */
@Authorized(Role.lender)
@Resolver()
export class LenderPortalResolver {
  @Query(() => LenderFilePageType, { description: 'R20: one page of a tab of the signed-in lender’s files, newest shared first (25 a page, at most 100)' })
  lenderFilePage(
    @Arg('tab', () => LenderFileTabEnum, { description: 'The tab whose files to list (the server decides which statuses it holds)' }) tab: LenderFileTab,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: 'The page to answer, from 1' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 25, description: 'Files per page: 25 by default, at most 100' }) pageSize: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Page<LenderFileCard>> {
    return ctx.services.lenderPortal.filePage(ctx.caller, tab, page, pageSize);
  }

  @Query(() => LenderFileCardType, { nullable: true, description: 'R20 file drawer: the card of one file shared with the signed-in lender, ended or not; NOT_FOUND "Application not found" otherwise' })
  lenderFile(@Arg('applicationId', () => ID, { description: 'The application whose card to answer' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<LenderFileCard> {
    return ctx.services.lenderPortal.file(ctx.caller, applicationId);
  }

  @Mutation(() => LenderFileType, { description: 'R20 Open: the file and its documents; logged in the access log (the first open marks it viewed). NOT_FOUND once access ended' })
  openLenderFile(@Arg('applicationId', () => ID, { description: 'An application shared with the caller\'s lender; NOT_FOUND otherwise or once access ended' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<LenderFileType> {
    return ctx.services.lenderPortal.openFile(ctx.caller, applicationId);
  }

  @Mutation(() => LenderFileCardType, { description: 'R20 Decline with a reason code; the file leaves the lender. Answers the declined file’s card' })
  declineLenderFile(
    @Arg('applicationId', () => ID, { description: 'An application shared with the caller\'s lender; NOT_FOUND otherwise, CONFLICT when the file is no longer open' }) applicationId: string,
    @Arg('input', () => LenderDeclineInputType, { description: 'The reason code and notes; BAD_USER_INPUT with field errors' }) input: LenderDeclineInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LenderFileCard> {
    return ctx.services.lenderPortal.decline(ctx.caller, applicationId, { ...input });
  }

  @Query(() => [LenderDeclineReasonType], { description: 'R20 decline reason codes' })
  lenderDeclineReasons(): LenderDeclineReasonType[] {
    return LENDER_DECLINE_REASONS.map((reason) => ({ ...reason }));
  }

  @Query(() => [LenderProgramSummaryType], { description: 'R20 Criteria: the lender’s programs, read-only' })
  myLenderPrograms(@Ctx() ctx: GraphQLContext): Promise<LenderProgramSummary[]> {
    return ctx.services.lenderPortal.programs(ctx.caller);
  }
}
