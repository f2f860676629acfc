import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { CreditApplication } from './credit-application.entity.js';
import { CreditApplicationReceipt, Net30ApplicationInput, NetBuilderApplicationInput } from './credit-applications.types.js';

@Resolver()
export class CreditApplicationResolver {
  @Mutation(() => CreditApplicationReceipt, { description: 'Applies for the NetBuilder credit builder (rate-limited)' })
  async applyForNetBuilder(
    @Arg('input', () => NetBuilderApplicationInput) input: NetBuilderApplicationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreditApplicationReceipt> {
    return toReceipt(await ctx.services.creditApplications.applyForNetBuilder(input, ctx.client));
  }

  @Mutation(() => CreditApplicationReceipt, { description: 'Applies for a Net30 trade account (rate-limited)' })
  async applyForNet30(
    @Arg('input', () => Net30ApplicationInput) input: Net30ApplicationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreditApplicationReceipt> {
    return toReceipt(await ctx.services.creditApplications.applyForNet30(input, ctx.client));
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
