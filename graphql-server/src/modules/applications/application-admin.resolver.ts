import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DeclineReasonCode, type DeclineReasonCodeValue } from '../../catalogue/catalogue.types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { auditEventView } from '../audit/audit.resolver.js';
import type { Business } from '../businesses/business.entity.js';
import { BusinessType } from '../businesses/business.types.js';
import { Role, type User } from '../users/user.entity.js';
import { ApplicationSort, ApplicationListFilterInput, ApplicationRecordPageType, ApplicationRecordType, AuditEntryType, ClientSummaryType, DeclineApplicationInputType, DeclineNoticeType, StaffMemberType } from './application-admin.types.js';
import type { ApplicationRecordPage } from './application-admin.service.js';
import type { DeclineNotice } from './application-workflow.service.js';
import type { Application } from './application.entity.js';
import { ApplicationStatusChangeType } from './application.types.js';
import { statusChangeView } from './application-views.js';
import { ApplicationStatus, availableActions, publicStatus, WorkflowAction, WorkflowStatus } from './application-workflow.js';

const HOUR_MS = 60 * 60 * 1000;

/** The back office's application workspace (R11 list, R13): admins only; the services check the role again. */
@Authorized(Role.admin)
@Resolver(() => ApplicationRecordType)
export class ApplicationAdminResolver {
  @Query(() => ApplicationRecordPageType, { description: 'R11: applications, filtered, searched, sorted, one page (25 by default, at most 100)' })
  adminApplications(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => ApplicationListFilterInput, { nullable: true, description: 'Which applications to list; null lists them all' }) filter?: ApplicationListFilterInput | null,
    @Arg('sort', () => ApplicationSort, { nullable: true, defaultValue: 'submittedAt_desc', description: 'The order of the list (newest submission first by default)' }) sort?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: 'The page to answer, from 1' }) page?: number | null,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 25, description: 'Rows per page: 25 by default, at most 100' }) pageSize?: number | null,
  ): Promise<ApplicationRecordPage> {
    return ctx.services.applicationAdmin.list({ filter: filter ? { ...filter } : null, sort: sort as never, page, pageSize }, ctx.caller);
  }

  @Query(() => ApplicationRecordType, { description: 'R13: one application; NOT_FOUND "Application not found" when there is none' })
  adminApplication(@Arg('id', () => ID, { description: 'The application\'s id' }) id: string, @Ctx() ctx: GraphQLContext): Promise<Application> {
    return ctx.services.applicationAdmin.get(id, ctx.caller);
  }

  @Query(() => [StaffMemberType], { description: 'The admins, for the Assign picker' })
  async staffMembers(@Ctx() ctx: GraphQLContext): Promise<StaffMemberType[]> {
    return (await ctx.services.applicationAdmin.staffMembers(ctx.caller)).map(staffMember);
  }

  @Query(() => DeclineNoticeType, { description: 'The decline notice exactly as the client would be e-mailed it now' })
  declineNoticePreview(
    @Arg('id', () => ID, { description: 'The application that would be declined' }) id: string,
    @Arg('reasonCodes', () => [DeclineReasonCode], { description: 'The reasons the decline would give (at least one)' }) reasonCodes: DeclineReasonCodeValue[],
    @Arg('note', () => String, { nullable: true, description: 'The team\'s note; with the `other` reason it is quoted verbatim to the client' }) note: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeclineNotice> {
    return ctx.services.applicationWorkflow.declineNoticePreview(id, { reasonCodes, note }, ctx.caller);
  }

  @Mutation(() => ApplicationRecordType, { description: 'R13 Start review: submitted → in_review, assigned to you' })
  startReview(@Arg('id', () => ID, { description: 'The application\'s id; it must be submitted (else CONFLICT)' }) id: string, @Arg('expectedVersion', () => Int, { description: 'The application\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<Application> {
    return ctx.services.applicationWorkflow.startReview(id, expectedVersion, ctx.caller);
  }

  @Mutation(() => ApplicationRecordType, { description: 'R13 Assign: to an admin, or to nobody (null)' })
  assignApplication(
    @Arg('id', () => ID, { description: 'The application\'s id' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The application\'s version as last read (ApplicationRecord.version); a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('assigneeId', () => ID, { nullable: true, description: 'The admin\'s user id (from staffMembers), or null to unassign; another role\'s id is BAD_USER_INPUT' }) assigneeId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Application> {
    return ctx.services.applicationWorkflow.assign(id, expectedVersion, assigneeId, ctx.caller);
  }

  @Mutation(() => ApplicationRecordType, {
    description: 'R13 Decline: in_review|matched|offered → declined; re-apply after 30 days; the client is e-mailed the specific reasons',
  })
  declineApplication(@Arg('input', () => DeclineApplicationInputType, { description: 'The application, its version and the decline\'s reason codes and note' }) input: DeclineApplicationInputType, @Ctx() ctx: GraphQLContext): Promise<Application> {
    return ctx.services.applicationWorkflow.decline({ ...input }, ctx.caller);
  }

  @Mutation(() => ApplicationRecordType, { description: 'R13 Close — no acceptable offer: in_review → closed' })
  closeApplication(
    @Arg('id', () => ID, { description: 'The application\'s id; it must be in_review (else CONFLICT)' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The application\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('reason', { description: 'Why no offer was acceptable (kept in the status history; required)' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Application> {
    return ctx.services.applicationWorkflow.close(id, expectedVersion, reason, ctx.caller);
  }

  @Mutation(() => ApplicationRecordType, { description: 'R13 Reopen: declined|closed → in_review within 90 days of the decision' })
  reopenApplication(
    @Arg('id', () => ID, { description: 'The application\'s id; it must be declined or closed for at most 90 days (else CONFLICT)' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The application\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('reason', { description: 'Why it is reopened (kept in the status history; required)' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Application> {
    return ctx.services.applicationWorkflow.reopen(id, expectedVersion, reason, ctx.caller);
  }

  @FieldResolver(() => WorkflowStatus, { description: 'Where the application is in the workflow (BACKOFFICE §3.2)' })
  workflowStatus(@Root() application: Application): WorkflowStatus {
    return application.status;
  }

  @FieldResolver(() => ApplicationStatus, { nullable: true, description: 'What the applicant sees (null: nothing, for withdrawn, closed and drafts)' })
  publicStatus(@Root() application: Application): ApplicationStatus | null {
    return publicStatus(application.status);
  }

  @FieldResolver(() => BusinessType, { description: 'The business that applied, with its current facts and their provenance' })
  business(@Root() application: Application): Business {
    return application.business as Business;
  }

  @FieldResolver(() => StaffMemberType, { nullable: true, description: 'The admin the application is assigned to; null when nobody' })
  assignee(@Root() application: Application): StaffMemberType | null {
    return application.assignedAdmin ? staffMember(application.assignedAdmin as User) : null;
  }

  @FieldResolver(() => ClientSummaryType, { nullable: true, description: 'Null until a client claimed it' })
  owner(@Root() application: Application): ClientSummaryType | null {
    const owner = application.owner as User | null | undefined;
    return owner ? { id: owner.id, username: owner.username, email: owner.email } : null;
  }

  @FieldResolver(() => Int, { description: 'Whole hours since it was submitted (created, for a draft)' })
  ageHours(@Root() application: Application): number {
    return Math.floor((Date.now() - (application.submittedAt ?? application.createdAt).getTime()) / HOUR_MS);
  }

  @FieldResolver(() => [WorkflowAction], { description: 'What its status allows now: show only these buttons' })
  availableActions(@Root() application: Application): WorkflowAction[] {
    return availableActions(application.status, { decidedAt: application.decidedAt ?? application.closedAt ?? null });
  }

  @FieldResolver(() => [ApplicationStatusChangeType], { description: 'Oldest first, with the team’s reasons. One query: ask for it on one record, not on lists' })
  async statusHistory(@Root() application: Application, @Ctx() ctx: GraphQLContext) {
    const steps = await ctx.services.applicationAdmin.statusHistory(application, ctx.caller);
    return steps.map((step) => ({ ...statusChangeView(step), reason: step.reason ?? null, changedBy: step.changedBy?.username ?? null }));
  }

  @FieldResolver(() => [AuditEntryType], { description: 'Its audit events, newest first. One query: ask for it on one record, not on lists' })
  async activity(@Root() application: Application, @Ctx() ctx: GraphQLContext): Promise<AuditEntryType[]> {
    return (await ctx.services.applicationAdmin.activity(application, ctx.caller)).map(auditEventView);
  }
}

/** An admin as the Assign picker and the dashboard show them. */
export function staffMember(user: Pick<User, 'id' | 'username' | 'firstName' | 'lastName'>): StaffMemberType {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { id: user.id, username: user.username, displayName: name || user.username };
}
