import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { Net30StatementType } from './net30-statements.types.js';

@Resolver()
export class Net30StatementsResolver {
  @Authorized()
  @Query(() => [Net30StatementType], { description: "R24 monthly statements of the caller's Net30 account (admins: of accountId, or of clientId's account), newest first" })
  async net30Statements(
    @Ctx() ctx: GraphQLContext,
    @Arg('accountId', () => ID, { nullable: true, description: 'Admins: the Net30 account to list; a client leaves it out (their own)' }) accountId?: string | null,
    @Arg('clientId', () => ID, { nullable: true, description: 'Admins: the client whose account to list, instead of accountId' }) clientId?: string | null,
  ): Promise<Net30StatementType[]> {
    const statements = await ctx.services.net30Statements.statements(ctx.caller, accountId, clientId);
    return statements.map((statement) => ({
      id: statement.id,
      accountId: statement.accountId,
      periodStart: statement.periodStart,
      periodEnd: statement.periodEnd,
      opening: Number(statement.opening),
      charges: Number(statement.charges),
      payments: Number(statement.payments),
      fees: Number(statement.fees),
      closing: Number(statement.closing),
      aging: statement.aging,
      downloadUrl: `/api/net30/statements/${statement.id}/download`,
    }));
  }
}
