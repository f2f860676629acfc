import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import type { Application } from './application.entity.js';
import type { ApplicationResult } from './application.service.js';
import { ApplicationStatusChangeType, ApplicationType, DeclineReasonType, TimelineEntryType } from './application.types.js';
import { declineReasonsOf, declineReasonText, statusChangeView, timelineOf } from './application-views.js';
import { ApplicationStatus, isTerminal, publicStatus, WorkflowStatus } from './application-workflow.js';

/** What the Application type is answered from: the entity, or (for the `application` read) the plain result. */
type ApplicationRoot = Application | ApplicationResult;

@Resolver(() => ApplicationType)
export class ApplicationResolver {
  @Query(() => ApplicationType, {
    description:
      'An application result, for an admin, the owning client, or with the access token of its result link. ' +
      'Anything else is NOT_FOUND, like a missing id; a malformed id is BAD_USER_INPUT.',
  })
  application(
    @Arg('id', () => ID, { description: 'The application\'s id (the number in its result link /result/{id})' }) id: string,
    @Arg('token', () => String, { nullable: true, description: 'The access token of the result link, for a reader who is not signed in as its owner or an admin; null when signed in' }) token: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ApplicationResult> {
    return ctx.services.applications.readResult(id, token, ctx.caller);
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
    @Arg('id', () => ID, { description: 'The application\'s id (the number in its result link /result/{id}, not the NF-… number)' }) id: string,
    @Arg('token', () => String, { description: 'The access token of the application\'s result link (?token=…); a wrong token is NOT_FOUND, like a missing id; CONFLICT when the application is already claimed' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Application> {
    return ctx.services.applications.claim(id, token, ctx.caller);
  }

  @Authorized()
  @Mutation(() => ApplicationType, {
    description:
      'Withdraws an application: its owning client, or an admin on the client’s request; any status that is not final. ' +
      'A stale expectedVersion or a final status is CONFLICT; anyone else gets NOT_FOUND.',
  })
  withdrawApplication(
    @Arg('id', () => ID, { description: 'The application\'s id' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The application\'s version as last read (Application.version); a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('reason', { description: 'Why it is withdrawn, in the client\'s or admin\'s words (kept in the status history); empty is BAD_USER_INPUT' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Application> {
    return ctx.services.applicationWorkflow.withdraw(id, expectedVersion, reason, ctx.caller);
  }

  @FieldResolver(() => ApplicationStatus, {
    nullable: true,
    description: 'approved, review or declined (derived from workflowStatus); null once withdrawn or closed: the result card shows nothing',
  })
  status(@Root() application: ApplicationRoot): ApplicationStatus | null {
    return publicStatus(application.status);
  }

  @FieldResolver(() => WorkflowStatus, { description: 'Where the application is in the back-office workflow (BACKOFFICE §3.2); status is the applicant\'s derived view of it' })
  workflowStatus(@Root() application: ApplicationRoot): WorkflowStatus {
    return application.status;
  }

  @FieldResolver(() => Int, { description: 'Send it back as expectedVersion with a change (withdrawApplication)' })
  version(@Root() application: ApplicationRoot): number {
    return application.version;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Why the application was declined: its specific reasons in one sentence' })
  declineReason(@Root() application: ApplicationRoot): string | null {
    return declineReasonText(application);
  }

  @FieldResolver(() => [DeclineReasonType], { description: 'The specific reasons of a decline, as the client is told them (empty unless declined)' })
  declineReasons(@Root() application: ApplicationRoot): DeclineReasonType[] {
    return declineReasonsOf(application);
  }

  @FieldResolver(() => Boolean, { description: 'True for the owning client while the application is not final' })
  canWithdraw(@Root() application: ApplicationRoot, @Ctx() ctx: GraphQLContext): boolean {
    return ctx.caller.role === Role.client && application.owner?.id === ctx.caller.userId && !isTerminal(application.status);
  }

  @FieldResolver(() => Boolean, { description: "True when the application is on the signed-in client's dashboard" })
  ownedByViewer(@Root() application: ApplicationRoot, @Ctx() ctx: GraphQLContext): boolean {
    return ctx.caller.userId !== null && application.owner?.id === ctx.caller.userId;
  }

  @FieldResolver(() => [ApplicationStatusChangeType], {
    description: 'Oldest first. One query per application: ask for it on a single application, not on lists.',
  })
  async statusHistory(@Root() application: ApplicationRoot, @Ctx() ctx: GraphQLContext) {
    return (await ctx.services.applications.history(application)).map(statusChangeView);
  }

  @FieldResolver(() => [TimelineEntryType], {
    description: 'The status history in plain words, oldest first. One query per application: ask for it on a single application.',
  })
  async timeline(@Root() application: ApplicationRoot, @Ctx() ctx: GraphQLContext): Promise<TimelineEntryType[]> {
    return timelineOf(await ctx.services.applications.history(application));
  }
}
