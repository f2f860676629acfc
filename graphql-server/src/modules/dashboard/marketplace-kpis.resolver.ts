import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import { DashboardRangeInputType } from './dashboard.types.js';
import { MarketplaceKpisType } from './marketplace-kpis.types.js';

/** R1's lender and funding KPIs (§6.2); admins only (the service checks the role again). */
@Authorized(Role.admin)
@Resolver()
export class MarketplaceKpisResolver {
  @Query(() => MarketplaceKpisType, { description: 'R1 lender and funding KPIs of a range (admins only); BAD_USER_INPUT beyond 2 years' })
  marketplaceKpis(@Arg('range', () => DashboardRangeInputType, { description: 'The range the KPIs cover (a preset number of days, or from–to); BAD_USER_INPUT for another preset or a range over 2 years' }) range: DashboardRangeInputType, @Ctx() ctx: GraphQLContext): Promise<MarketplaceKpisType> {
    return ctx.services.marketplaceKpis.kpis({ ...range }, ctx.caller);
  }
}
