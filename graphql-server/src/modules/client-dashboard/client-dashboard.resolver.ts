import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import { ClientApplicationActivityType, ClientCreditBuildingType } from './client-dashboard.types.js';

/** R21 `/client/dashboard`: the marketplace activity of the client's applications and the credit-building card. */
@Resolver()
export class ClientDashboardResolver {
  @Authorized(Role.client)
  @Query(() => [ClientApplicationActivityType], { description: "R21: lenders with access, proposals and offers to review per application of the caller's" })
  myApplicationActivity(@Ctx() ctx: GraphQLContext): Promise<ClientApplicationActivityType[]> {
    return ctx.services.clientDashboard.applicationActivity(ctx.caller);
  }

  @Authorized(Role.client)
  @Query(() => ClientCreditBuildingType, {
    description: 'R21 credit-building card for one of the caller\'s applications (default: the latest open one); NOT_FOUND "Application not found" for anyone else\'s',
  })
  async myCreditBuilding(
    @Arg('applicationId', () => ID, { nullable: true, description: 'One of the caller\'s applications; null: the latest open one' }) applicationId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ClientCreditBuildingType> {
    const building = await ctx.services.clientDashboard.creditBuilding(ctx.caller, applicationId);
    const { insight } = building;
    return {
      ...building,
      insight: insight && {
        fitsNow: insight.fitsNow,
        ficoTarget: insight.fico?.target ?? null,
        ficoOpens: insight.fico?.opens ?? null,
        moreTradeMonths: insight.tradeMonths?.more ?? null,
        tradeMonthsOpens: insight.tradeMonths?.opens ?? null,
        text: insight.text,
      },
    };
  }
}
