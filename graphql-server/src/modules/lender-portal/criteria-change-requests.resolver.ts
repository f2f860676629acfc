import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import type { StoredChangeRequest } from './criteria-change-requests.service.js';
import { CriteriaChangeRequestInput, CriteriaChangeRequestType } from './criteria-change-requests.types.js';

/** R20 Criteria *Request a change* (lender users) and its resolution on the admin dashboard (admins). */
@Resolver()
export class CriteriaChangeRequestsResolver {
  @Authorized(Role.lender)
  @Mutation(() => CriteriaChangeRequestType, { description: 'R20 Criteria: sends NetFund a change request (at most 5 a day per lender); it becomes an admin task' })
  requestCriteriaChange(@Arg('input', () => CriteriaChangeRequestInput, { description: 'The program (or none) and the message; TOO_MANY_REQUESTS after 5 a day' }) input: CriteriaChangeRequestInput, @Ctx() ctx: GraphQLContext): Promise<StoredChangeRequest> {
    return ctx.services.criteriaChangeRequests.request(ctx.caller, { ...input });
  }

  @Authorized(Role.admin)
  @Mutation(() => Boolean, { description: 'R1 queue: marks a lender change request done (false when it already was); admins only' })
  resolveCriteriaChangeRequest(@Arg('id', () => ID, { description: 'The change request\'s id (from the R1 queue); NOT_FOUND when there is none' }) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.criteriaChangeRequests.resolve(ctx.caller, id);
  }
}
