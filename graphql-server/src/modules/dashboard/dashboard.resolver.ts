import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { staffMember } from '../applications/application-admin.resolver.js';
import { Role } from '../users/user.entity.js';
import type { QueueItem } from './dashboard.service.js';
import { DashboardKpisType, type DashboardQueueItemType, DashboardQueueType, DashboardRangeInputType } from './dashboard.types.js';

/** R1 `/admin/dashboard`: read-only, admins only (the service checks the role again). */
@Authorized(Role.admin)
@Resolver()
export class DashboardResolver {
  @Query(() => DashboardQueueType, { description: 'R1 Needs action, oldest first (admins only)' })
  async dashboardQueue(@Ctx() ctx: GraphQLContext): Promise<DashboardQueueType> {
    const queue = await ctx.services.dashboard.queue(ctx.caller);
    return { ...queue, items: queue.items.map(queueItemView) };
  }

  @Query(() => DashboardKpisType, { description: 'R1 KPIs of a range (admins only); BAD_USER_INPUT "Choose a range of 2 years or less" beyond 2 years' })
  dashboardKpis(
    @Arg('range', () => DashboardRangeInputType, { description: 'The range the KPIs cover (a preset number of days, or from–to); BAD_USER_INPUT for another preset or a range over 2 years' }) range: DashboardRangeInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DashboardKpisType> {
    return ctx.services.dashboard.kpis({ ...range }, ctx.caller);
  }
}

const QUEUE_DETAIL: Record<QueueItem['kind'], (item: QueueItem) => string> = {
  unassigned_application: () => 'Submitted, not assigned',
  info_request_answered: () => 'Information request answered',
  documents_uploaded: ({ itemCount }) => `${itemCount} ${itemCount === 1 ? 'document' : 'documents'} to review`,
  lender_change_request: ({ programName, message }) => `${programName ?? 'All programs'}: ${message ?? ''}`,
};

export function queueItemView(item: QueueItem): DashboardQueueItemType {
  return {
    key: item.key,
    kind: item.kind,
    applicationId: item.applicationId,
    applicationNumber: item.applicationNumber,
    businessName: item.businessName,
    applicationVersion: item.applicationVersion,
    changeRequestId: item.changeRequestId,
    lenderId: item.lenderId,
    programId: item.programId,
    since: item.since,
    ageHours: item.ageHours,
    detail: QUEUE_DETAIL[item.kind](item),
    assignee: item.assignee ? staffMember(item.assignee) : null,
  };
}
