import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { InfoRequestType, LenderInfoRequestInput } from '../documents/documents.types.js';
import { infoRequestView } from '../documents/documents.views.js';
import { Role } from '../users/user.entity.js';

/** R20 Request info, for lender users only (the service checks the lender's open submission per file). */
@Authorized(Role.lender)
@Resolver()
export class LenderInfoRequestsResolver {
  @Query(() => [InfoRequestType], { description: "R20 drawer: the signed-in lender's own info requests on a file, newest first. NOT_FOUND once access ended" })
  async lenderInfoRequests(@Arg('applicationId', () => ID, { description: 'An application shared with the caller\'s lender' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<InfoRequestType[]> {
    return (await ctx.services.lenderInfoRequests.list(ctx.caller, applicationId)).map(infoRequestView);
  }

  @Mutation(() => InfoRequestType, { description: 'R20 Request info: asks the applicant for documents and answers (due within 10 days) and e-mails them; the file moves to info requested' })
  async requestLenderInfo(
    @Arg('applicationId', () => ID, { description: 'An application shared with the caller\'s lender; NOT_FOUND otherwise or once access ended' }) applicationId: string,
    @Arg('input', () => LenderInfoRequestInput, { description: 'What to ask for, the due date (within 10 days) and an optional note; BAD_USER_INPUT with field errors' }) input: LenderInfoRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InfoRequestType> {
    return infoRequestView(await ctx.services.lenderInfoRequests.request(ctx.caller, applicationId, { ...input }));
  }
}
