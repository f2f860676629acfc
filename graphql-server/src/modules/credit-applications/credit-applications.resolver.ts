import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { CreditApplication } from './credit-application.entity.js';
import { CreditApplicationReceipt, NetBuilderApplicationInput } from './credit-applications.types.js';

@Resolver()
export class CreditApplicationResolver {
  @Mutation(() => CreditApplicationReceipt, { description: 'Applies for the NetBuilder credit builder (rate-limited)' })
  async applyForNetBuilder(
    @Arg('input', () => NetBuilderApplicationInput, { description: 'The NetBuilder application form; BAD_USER_INPUT with field errors (messages as on the form), CONFLICT when the EIN already has a live NetBuilder plan, TOO_MANY_REQUESTS when the sender\'s IP address or e-mail sent too many forms in the window' }) input: NetBuilderApplicationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreditApplicationReceipt> {
    return toReceipt(await ctx.services.creditApplications.applyForNetBuilder(input, ctx.client));
  }
}

export function toReceipt(application: CreditApplication): CreditApplicationReceipt {
  return {
    id: application.id,
    reference: application.reference,
    program: application.program,
    status: application.status,
    createdAt: application.createdAt,
  };
}
