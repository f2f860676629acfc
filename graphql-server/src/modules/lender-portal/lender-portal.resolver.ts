import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import { LENDER_DECLINE_REASONS } from './lender-portal.schemas.js';
import type { LenderFileCard, LenderProgramSummary } from './lender-portal.service.js';
import { LenderDeclineInputType, LenderDeclineReasonType, LenderFileCardType, LenderFileType, LenderProgramSummaryType } from './lender-portal.types.js';

/** R20, for lender users only (the service checks role and lender again, per file). */
@Authorized(Role.lender)
@Resolver()
export class LenderPortalResolver {
  @Query(() => [LenderFileCardType], { description: 'R20: every file shared with the signed-in lender, newest first' })
  lenderFiles(@Ctx() ctx: GraphQLContext): Promise<LenderFileCard[]> {
    return ctx.services.lenderPortal.files(ctx.caller);
  }

  @Mutation(() => LenderFileType, { description: 'R20 Open: the file and its documents; logged in the access log (the first open marks it viewed). NOT_FOUND once access ended' })
  openLenderFile(@Arg('applicationId', () => ID) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<LenderFileType> {
    return ctx.services.lenderPortal.openFile(ctx.caller, applicationId);
  }

  @Mutation(() => [LenderFileCardType], { description: 'R20 Decline with a reason code; the file leaves the lender' })
  declineLenderFile(
    @Arg('applicationId', () => ID) applicationId: string,
    @Arg('input', () => LenderDeclineInputType) input: LenderDeclineInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LenderFileCard[]> {
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
