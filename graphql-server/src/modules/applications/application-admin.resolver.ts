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
    @Arg('filter', () => ApplicationListFilterInput, { nullable: true }) filter?: ApplicationListFilterInput | null,
    @Arg('sort', () => ApplicationSort, { nullable: true, defaultValue: 'submittedAt_desc' }) sort?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number | null,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 25 }) pageSize?: number | null,
  ): Promise<ApplicationRecordPage> {
    return ctx.services.applicationAdmin.list({ filter: filter ? { ...filter } : null, sort: sort as never, page, pageSize }, ctx.caller);
  }

  @Query(() => ApplicationRecordType, { description: 'R13: one application; NOT_FOUND "Application not found" when there is none' })
  adminApplication(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Application> {
    return ctx.services.applicationAdmin.get(id, ctx.caller);
  }

  @Query(() => [StaffMemberType], { description: 'The admins, for the Assign picker' })
  async staffMembers(@Ctx() ctx: GraphQLContext): Promise<StaffMemberType[]> {
    return (await ctx.services.applicationAdmin.staffMembers(ctx.caller)).map(staffMember);
  }

  @Query(() => DeclineNoticeType, { description: 'The decline notice exactly as the client would be e-mailed it now' })
  declineNoticePreview(
    @Arg('id', () => ID) id: string,
    @Arg('reasonCodes', () => [DeclineReasonCode]) reasonCodes: DeclineReasonCodeValue[],
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeclineNotice> {
    return ctx.services.applicationWorkflow.declineNoticePreview(id, { reasonCodes, note }, ctx.caller);
  }

  @Mutation(() => ApplicationRecordType, { description: 'R13 Start review: submitted → in_review, assigned to you' })
  startReview(@Arg('id', () => ID) id: string, @Arg('expectedVersion', () => Int) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<Application> {
    return ctx.services.applicationWorkflow.startReview(id, expectedVersion, ctx.caller);
  }

  @Mutation(() => ApplicationRecordType, { description: 'R13 Assign: to an admin, or to nobody (null)' })
  assignApplication(
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int) expectedVersion: number,
    @Arg('assigneeId', () => ID, { nullable: true }) assigneeId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Application> {
    return ctx.services.applicationWorkflow.assign(id, expectedVersion, assigneeId, ctx.caller);
  }

  @Mutation(() => ApplicationRecordType, {
    description: 'R13 Decline: in_review|matched|offered → declined; re-apply after 30 days; the client is e-mailed the specific reasons',
  })
  declineApplication(@Arg('input', () => DeclineApplicationInputType) input: DeclineApplicationInputType, @Ctx() ctx: GraphQLContext): Promise<Application> {
    return ctx.services.applicationWorkflow.decline({ ...input }, ctx.caller);
  }

  @Mutation(() => ApplicationRecordType, { description: 'R13 Close — no acceptable offer: in_review → closed' })
  closeApplication(
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int) expectedVersion: number,
    @Arg('reason') reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Application> {
    return ctx.services.applicationWorkflow.close(id, expectedVersion, reason, ctx.caller);
  }

  @Mutation(() => ApplicationRecordType, { description: 'R13 Reopen: declined|closed → in_review within 90 days of the decision' })
  reopenApplication(
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int) expectedVersion: number,
    @Arg('reason') reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Application> {
    return ctx.services.applicationWorkflow.reopen(id, expectedVersion, reason, ctx.caller);
  }

  @FieldResolver(() => WorkflowStatus)
  workflowStatus(@Root() application: Application): WorkflowStatus {
    return application.status;
  }

  @FieldResolver(() => ApplicationStatus, { nullable: true, description: 'What the applicant sees (null: nothing, for withdrawn, closed and drafts)' })
  publicStatus(@Root() application: Application): ApplicationStatus | null {
    return publicStatus(application.status);
  }

  @FieldResolver(() => BusinessType)
  business(@Root() application: Application): Business {
    return application.business as Business;
  }

  @FieldResolver(() => StaffMemberType, { nullable: true })
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
