import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import { ApplicationRecordType } from './application-admin.types.js';
import type { Application } from './application.entity.js';
import { StaffApplicationInputType, SubmitStaffApplicationInputType } from './staff-application.types.js';

/** R12, the staff-entered application: admins only; the service checks the role again and owns every rule. */
@Authorized(Role.admin)
@Resolver(() => ApplicationRecordType)
export class StaffApplicationResolver {
  @Mutation(() => ApplicationRecordType, { description: 'R12 Save draft: creates a draft (no number, invisible to the client) or updates one' })
  saveApplicationDraft(@Arg('input', () => StaffApplicationInputType) input: StaffApplicationInputType, @Ctx() ctx: GraphQLContext): Promise<Application> {
    return ctx.services.staffApplications.saveDraft({ ...input }, ctx.caller);
  }

  @Mutation(() => ApplicationRecordType, {
    description:
      'R12 Submit: draft → submitted (number, result link e-mailed to the client). CONFLICT with extensions.details { duplicate, cooldown } ' +
      'while an open application for the same product (answer confirmDuplicate) or a decline under 30 days old (answer cooldownReason) is unanswered',
  })
  submitApplicationDraft(@Arg('input', () => SubmitStaffApplicationInputType) input: SubmitStaffApplicationInputType, @Ctx() ctx: GraphQLContext): Promise<Application> {
    return ctx.services.staffApplications.submit({ ...input }, ctx.caller);
  }
}
