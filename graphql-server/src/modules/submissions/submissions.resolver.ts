import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import type { AdminApplicationSubmissions, ClientApplicationLenders } from './submission-views.service.js';
import { ApplicationLendersType, ApplicationSubmissionsType, ProgramChoiceInput, ShareConsentInput } from './submissions.types.js';

const choices = (programs: ProgramChoiceInput[]) => programs.map((program) => ({ programId: program.programId, overrideReason: program.overrideReason ?? null }));

/** Consent and sharing (R13 Matches/Lenders, R22 Lenders & access, R9 Revoke all access); the services check every rule. */
@Resolver()
export class SubmissionsResolver {
  @Authorized(Role.admin)
  @Query(() => ApplicationSubmissionsType, { description: "R13 Lenders tab: the application's submissions; NOT_FOUND \"Application not found\"" })
  applicationSubmissions(@Arg('applicationId', () => ID, { description: 'The application\'s id' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<AdminApplicationSubmissions> {
    return ctx.services.submissionViews.forAdmin(applicationId, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => ApplicationSubmissionsType, { description: 'R13 Propose to client: submissions proposed, the client e-mailed; audited submission.proposed' })
  async proposeToClient(
    @Arg('applicationId', () => ID, { description: 'The application\'s id' }) applicationId: string,
    @Arg('programs', () => [ProgramChoiceInput], { description: 'The programs to propose (from R13 Matches); at most 5 open submissions in all' }) programs: ProgramChoiceInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminApplicationSubmissions> {
    await ctx.services.submissions.propose(applicationId, { programs: choices(programs) }, ctx.caller);
    return ctx.services.submissionViews.forAdmin(applicationId, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => ApplicationSubmissionsType, {
    description: "R13 Share now: under the client's auto-share policy or a staff-recorded consent (channel + note); at most 5 open; audited submission.shared",
  })
  async shareWithLenders(
    @Arg('applicationId', () => ID, { description: 'The application\'s id' }) applicationId: string,
    @Arg('programs', () => [ProgramChoiceInput], { description: 'The programs to share with; at most 5 open submissions in all (else CONFLICT)' }) programs: ProgramChoiceInput[],
    @Arg('consent', () => ShareConsentInput, { description: 'The consent the share rests on; CONFLICT when it is the auto-share policy and the client has not turned it on' }) consent: ShareConsentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminApplicationSubmissions> {
    const consentInput = consent.kind === 'staff_recorded' ? { kind: consent.kind, channel: consent.channel, note: consent.note } : { kind: consent.kind };
    await ctx.services.submissions.share(applicationId, { programs: choices(programs), consent: consentInput }, ctx.caller);
    return ctx.services.submissionViews.forAdmin(applicationId, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => ApplicationSubmissionsType, { description: 'R13 Revoke: the lender loses access at once; audited submission.revoked' })
  async revokeSubmission(
    @Arg('submissionId', () => ID, { description: 'The submission\'s id; CONFLICT when it is not open' }) submissionId: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why (optional; audited)' }) reason: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminApplicationSubmissions> {
    const submission = await ctx.services.submissions.revoke(submissionId, reason ?? null, ctx.caller);
    return ctx.services.submissionViews.forAdmin(submission.applicationId, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => ApplicationSubmissionsType, {
    description: 'R13 *Nudge*: e-mails the lender’s users about a file they have not answered; at most every 4 hours (409); audited submission.nudged',
  })
  async nudgeLender(@Arg('submissionId', () => ID, { description: 'The submission\'s id; CONFLICT when the lender was reminded less than 4 hours ago or the file is answered' }) submissionId: string, @Ctx() ctx: GraphQLContext): Promise<AdminApplicationSubmissions> {
    const submission = await ctx.services.submissionSla.nudge(submissionId, ctx.caller);
    return ctx.services.submissionViews.forAdmin(submission.applicationId, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => ApplicationSubmissionsType, { description: 'R13 *Mark expired*: ends a grant the lender has not answered; audited submission.expired' })
  async markSubmissionExpired(@Arg('submissionId', () => ID, { description: 'The submission\'s id; CONFLICT when it is not waiting for the lender' }) submissionId: string, @Ctx() ctx: GraphQLContext): Promise<AdminApplicationSubmissions> {
    const submission = await ctx.services.submissionSla.markExpired(submissionId, ctx.caller);
    return ctx.services.submissionViews.forAdmin(submission.applicationId, ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => Int, { description: "R9 Revoke all access: every open submission of the lender → revoked; needs the admin's password; answers how many" })
  revokeLenderAccess(
    @Arg('lenderId', () => ID, { description: 'The lender whose open submissions are all revoked' }) lenderId: string,
    @Arg('password', { description: 'The admin\'s own password (re-authentication); a wrong one is BAD_USER_INPUT' }) password: string,
    @Arg('reason', { description: 'Why (required; audited)' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<number> {
    return ctx.services.submissions.revokeLenderAccess({ lenderId, password, reason }, ctx.caller);
  }

  @Authorized(Role.client)
  @Query(() => ApplicationLendersType, { description: "R22 Lenders & access of the signed-in client's own application" })
  myApplicationLenders(@Arg('applicationId', () => ID, { description: 'One of the caller\'s applications; NOT_FOUND for anyone else\'s' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<ClientApplicationLenders> {
    return ctx.services.submissionViews.forClient(applicationId, ctx.caller);
  }

  @Authorized(Role.client)
  @Mutation(() => ApplicationLendersType, { description: 'R22: approve (shares the file, consent by click) or refuse a proposed lender' })
  async respondToProposal(
    @Arg('submissionId', () => ID, { description: 'A proposed submission of the caller\'s application; CONFLICT when it is no longer proposed' }) submissionId: string,
    @Arg('approve', { description: 'True shares the file with the lender (the click is the consent); false refuses it' }) approve: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ClientApplicationLenders> {
    const submission = await ctx.services.submissions.respondToProposal(submissionId, approve, ctx.caller);
    return ctx.services.submissionViews.forClient(submission.applicationId, ctx.caller);
  }

  @Authorized(Role.client)
  @Mutation(() => ApplicationLendersType, { description: 'R22 Revoke: the lender loses access to the documents now; offers it made stay until they expire' })
  async revokeLender(@Arg('submissionId', () => ID, { description: 'A submission of the caller\'s application that grants access' }) submissionId: string, @Ctx() ctx: GraphQLContext): Promise<ClientApplicationLenders> {
    const submission = await ctx.services.submissions.revoke(submissionId, null, ctx.caller);
    return ctx.services.submissionViews.forClient(submission.applicationId, ctx.caller);
  }

  @Authorized(Role.client)
  @Mutation(() => ApplicationLendersType, { description: 'R22 auto-share policy: NetFund may share this application with matching lenders without asking each time' })
  async setAutoSharePolicy(
    @Arg('applicationId', () => ID, { description: 'The caller\'s application' }) applicationId: string,
    @Arg('enabled', { description: 'True lets NetFund share with matching lenders without asking; false stops it' }) enabled: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ClientApplicationLenders> {
    await ctx.services.submissions.setAutoSharePolicy(applicationId, enabled, ctx.caller);
    return ctx.services.submissionViews.forClient(applicationId, ctx.caller);
  }
}
