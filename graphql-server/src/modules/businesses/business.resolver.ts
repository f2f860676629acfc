import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import { monthsSince, type Business } from './business.entity.js';
import { BusinessType, EditBusinessFactsInputType, FactProvenanceType } from './business.types.js';

@Resolver(() => BusinessType)
export class BusinessResolver {
  @Authorized(Role.admin)
  @Mutation(() => BusinessType, {
    description: 'R11 Edit facts (admins): a reason is required; audited as business.fact_changed; a stale expectedVersion is CONFLICT',
  })
  editBusinessFacts(@Arg('input', () => EditBusinessFactsInputType, { description: 'The business, its version as last read, the facts to change and the reason; BAD_USER_INPUT with field errors, NOT_FOUND when there is no such business' }) input: EditBusinessFactsInputType, @Ctx() ctx: GraphQLContext): Promise<Business> {
    return ctx.services.businesses.editFacts(withoutNulls(input), ctx.caller);
  }

  @FieldResolver(() => Int, { nullable: true })
  monthsInBusiness(@Root() business: Business): number | null {
    return monthsSince(business.startedOn);
  }

  @FieldResolver(() => [FactProvenanceType], { description: 'Where each fact came from (R11 provenance badges), one entry per fact that has a source' })
  provenance(@Root() business: Business): FactProvenanceType[] {
    return Object.entries(business.provenance ?? {}).map(([field, fact]) => ({ field, ...fact }));
  }
}

/** GraphQL sends left-out nullable fields as undefined, but required facts (legalName, state, revenue) cannot be cleared: null there means unchanged. */
function withoutNulls(input: EditBusinessFactsInputType): Record<string, unknown> {
  const { legalName, state, monthlyRevenue, ...rest } = { ...input };
  return { ...rest, legalName: legalName ?? undefined, state: state ?? undefined, monthlyRevenue: monthlyRevenue ?? undefined };
}
