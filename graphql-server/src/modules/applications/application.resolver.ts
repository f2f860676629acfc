import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import type { Application } from './application.entity.js';
import { ApplicationStatusChangeType, ApplicationType } from './application.types.js';

@Resolver(() => ApplicationType)
export class ApplicationResolver {
  @Query(() => ApplicationType, {
    description:
      'An application result, for an admin, the owning client, or with the access token of its result link. ' +
      'Anything else is NOT_FOUND, like a missing id; a malformed id is BAD_USER_INPUT.',
  })
  application(
    @Arg('id', () => ID) id: string,
    @Arg('token', () => String, { nullable: true }) token: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Application> {
    return ctx.services.applications.getReadable(id, token, ctx.caller);
  }

  @Authorized(Role.client)
  @Query(() => [ApplicationType], { description: "The signed-in client's applications, newest first" })
  myApplications(@Ctx() ctx: GraphQLContext): Promise<Application[]> {
    return ctx.services.applications.listOwned(ctx.caller);
  }

  @Authorized(Role.client)
  @Mutation(() => ApplicationType, {
    description: "Links an application to the signed-in client's account; needs the application's access token",
  })
  claimApplication(
    @Arg('id', () => ID) id: string,
    @Arg('token', () => String) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Application> {
    return ctx.services.applications.claim(id, token, ctx.caller);
  }

  @FieldResolver(() => Boolean, { description: "True when the application is on the signed-in client's dashboard" })
  ownedByViewer(@Root() application: Application, @Ctx() ctx: GraphQLContext): boolean {
    return ctx.user !== null && application.owner?.id === ctx.user.id;
  }

  @FieldResolver(() => [ApplicationStatusChangeType], {
    description: 'Oldest first. One query per application: ask for it on a single application, not on lists.',
  })
  statusHistory(@Root() application: Application, @Ctx() ctx: GraphQLContext) {
    return ctx.services.applications.history(application);
  }
}
