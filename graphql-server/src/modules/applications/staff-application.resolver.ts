import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import { ApplicationRecordType } from './application-admin.types.js';
import type { Application } from './application.entity.js';
import { ClientChoiceType, StaffApplicationInputType, SubmitStaffApplicationInputType } from './staff-application.types.js';

/** R12, the staff-entered application: admins only; the service checks the role again and owns every rule. */
@Authorized(Role.admin)
@Resolver(() => ApplicationRecordType)
export class StaffApplicationResolver {
  @Query(() => [ClientChoiceType], { description: "R12's client picker: client accounts whose username, e-mail or name contains the text (at most 10)" })
  async staffApplicationClients(@Arg('search', { description: 'Text to look for in the client\'s username, e-mail or name (case-insensitive)' }) search: string, @Ctx() ctx: GraphQLContext): Promise<ClientChoiceType[]> {
    const clients = await ctx.services.staffApplications.findClients(search, ctx.caller);
    return clients.map(({ id, username, email, firstName, lastName }) => ({ id, username, email, firstName: firstName ?? null, lastName: lastName ?? null }));
  }

  @Mutation(() => ApplicationRecordType, { description: 'R12 Save draft: creates a draft (no number, invisible to the client) or updates one' })
  saveApplicationDraft(@Arg('input', () => StaffApplicationInputType, { description: 'The draft\'s fields; without id a new draft is created, with id and expectedVersion the draft is updated (stale version: CONFLICT). BAD_USER_INPUT with field errors on bad values' }) input: StaffApplicationInputType, @Ctx() ctx: GraphQLContext): Promise<Application> {
    return ctx.services.staffApplications.saveDraft({ ...input }, ctx.caller);
  }

  @Mutation(() => ApplicationRecordType, {
    description:
      'R12 Submit: draft → submitted (number, result link e-mailed to the client). CONFLICT with extensions.details { duplicate, cooldown } ' +
      'while an open application for the same product (answer confirmDuplicate) or a decline under 30 days old (answer cooldownReason) is unanswered',
  })
  submitApplicationDraft(@Arg('input', () => SubmitStaffApplicationInputType, { description: 'The saved draft to submit and the answers to its warnings; BAD_USER_INPUT when a required field is missing, CONFLICT when the version is stale or a duplicate needs confirming' }) input: SubmitStaffApplicationInputType, @Ctx() ctx: GraphQLContext): Promise<Application> {
    return ctx.services.staffApplications.submit({ ...input }, ctx.caller);
  }
}
