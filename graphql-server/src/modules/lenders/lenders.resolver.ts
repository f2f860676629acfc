import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role, type User } from '../users/user.entity.js';
import { UserType } from '../users/user.types.js';
import type { Lender } from './lender.entity.js';
import type { LenderPerformance } from './lender-performance.js';
import { LenderPerformanceType } from './lender-performance.types.js';
import type { LenderDetail, LenderPage } from './lenders.service.js';
import {
  AcceptLenderInviteInput,
  CreateLenderInputType,
  LenderListFilterInput,
  LenderPageType,
  LenderProfileType,
  LenderSortEnum,
  LenderType,
  LenderUserType,
  UpdateLenderInputType,
} from './lenders.types.js';

/** R6–R9: admins only (the service checks again); a lender user reads their own lender; an invitee accepts. */
@Resolver()
export class LendersResolver {
  @Authorized(Role.admin)
  @Query(() => LenderPageType, { description: 'R7: lenders, filtered, searched, sorted, one page (25 by default, at most 100)' })
  adminLenders(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => LenderListFilterInput, { nullable: true, description: 'Which lenders to list; null lists them all' }) filter?: LenderListFilterInput | null,
    @Arg('sort', () => LenderSortEnum, { nullable: true, defaultValue: 'name_asc', description: 'The order of the list (name A to Z by default)' }) sort?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: 'The page to answer, from 1' }) page?: number | null,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 25, description: 'Rows per page: 25 by default, at most 100' }) pageSize?: number | null,
  ): Promise<LenderPage> {
    return ctx.services.lenders.list({ filter: filter ? { ...filter } as never : null, sort: sort as never, page, pageSize }, ctx.caller);
  }

  @Authorized(Role.admin, Role.lender)
  @Query(() => LenderPerformanceType, { description: 'R9 Overview KPIs (admins) or R20 Performance (a lender user, its own lender only); NOT_FOUND "Lender not found"' })
  lenderPerformance(@Arg('lenderId', () => ID, { description: 'The lender\'s id (a lender user may ask for its own lender only)' }) lenderId: string, @Ctx() ctx: GraphQLContext): Promise<LenderPerformance> {
    return ctx.services.lenderPerformance.forLender(lenderId, ctx.caller);
  }

  @Authorized(Role.admin)
  @Query(() => LenderType, { description: 'R9: a lender with its users; NOT_FOUND "Lender not found"' })
  async adminLender(@Arg('id', () => ID, { description: 'The lender\'s id' }) id: string, @Ctx() ctx: GraphQLContext): Promise<LenderType> {
    return lenderView(await ctx.services.lenders.get(id, ctx.caller));
  }

  @Authorized(Role.lender)
  @Query(() => LenderProfileType, { description: "The signed-in lender user's own lender (status and pause reason for the portal's banner)" })
  async myLender(@Ctx() ctx: GraphQLContext): Promise<LenderProfileType> {
    const lender = await ctx.services.lenders.ownLender(ctx.caller);
    return { id: lender.id, displayName: lender.displayName, status: lender.status, pausedReason: lender.pausedReason, products: lender.products, slaHours: lender.slaHours };
  }

  @Authorized(Role.admin)
  @Mutation(() => LenderType, { description: 'R8 Save (onboarding) or Save & activate (activate: true); invites the users; audited lender.created' })
  async createLender(@Arg('input', () => CreateLenderInputType, { description: 'The new lender\'s profile, commission and users to invite; BAD_USER_INPUT with field errors (a taken legal name, an e-mail of another account)' }) input: CreateLenderInputType, @Ctx() ctx: GraphQLContext): Promise<LenderType> {
    const lender = await ctx.services.lenders.create({ ...input } as never, ctx.caller);
    return lenderView(await ctx.services.lenders.get(lender.id, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => LenderType, { description: 'R9 Edit profile (version-checked: a stale expectedVersion is a CONFLICT); audited lender.updated' })
  async updateLender(@Arg('id', () => ID, { description: 'The lender\'s id; CONFLICT when it is archived' }) id: string, @Arg('input', () => UpdateLenderInputType, { description: 'The whole profile (not a patch) and the version as last read' }) input: UpdateLenderInputType, @Ctx() ctx: GraphQLContext): Promise<LenderType> {
    await ctx.services.lenders.update(id, { ...input } as never, ctx.caller);
    return lenderView(await ctx.services.lenders.get(id, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => LenderType, { description: 'onboarding → active (agreement + data terms + ≥ 1 user); audited lender.activated' })
  async activateLender(@Arg('id', () => ID, { description: 'The lender\'s id; CONFLICT unless it is onboarding with a signed agreement, accepted data terms and at least one user' }) id: string, @Arg('expectedVersion', () => Int, { description: 'The lender\'s version as last read (Lender.version); a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<LenderType> {
    await ctx.services.lenders.activate(id, expectedVersion, ctx.caller);
    return lenderView(await ctx.services.lenders.get(id, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => LenderType, { description: 'R9 Pause (reason 5–500 characters): no new shares; audited lender.paused' })
  async pauseLender(
    @Arg('id', () => ID, { description: 'The lender\'s id; CONFLICT unless it is active' }) id: string,
    @Arg('reason', { description: 'Why it is paused, 5–500 characters (shown on the lender\'s portal banner)' }) reason: string,
    @Arg('expectedVersion', () => Int, { description: 'The lender\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LenderType> {
    await ctx.services.lenders.pause(id, { reason, expectedVersion }, ctx.caller);
    return lenderView(await ctx.services.lenders.get(id, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => LenderType, { description: 'paused → active; audited lender.resumed' })
  async resumeLender(@Arg('id', () => ID, { description: 'The lender\'s id; CONFLICT unless it is paused' }) id: string, @Arg('expectedVersion', () => Int, { description: 'The lender\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<LenderType> {
    await ctx.services.lenders.resume(id, expectedVersion, ctx.caller);
    return lenderView(await ctx.services.lenders.get(id, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => LenderType, { description: 'R9 Archive (only with no open submissions); audited lender.archived' })
  async archiveLender(@Arg('id', () => ID, { description: 'The lender\'s id; CONFLICT when it is already archived or has open submissions' }) id: string, @Arg('expectedVersion', () => Int, { description: 'The lender\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<LenderType> {
    await ctx.services.lenders.archive(id, expectedVersion, ctx.caller);
    return lenderView(await ctx.services.lenders.get(id, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => LenderUserType, { description: 'R9 Invite user: e-mails a set-password link (72 hours, single use); audited lender.user_invited' })
  async inviteLenderUser(@Arg('lenderId', () => ID, { description: 'The lender\'s id; CONFLICT when it is archived' }) lenderId: string, @Arg('email', { description: 'The new user\'s e-mail address; BAD_USER_INPUT when another account has it' }) email: string, @Ctx() ctx: GraphQLContext): Promise<LenderUserType> {
    return lenderUserView(await ctx.services.lenderUsers.inviteUser(lenderId, email, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => LenderUserType, { description: 'R9 Resend invite: a new link; earlier unused links stop working; audited lender.invite_resent' })
  async resendLenderInvite(@Arg('userId', () => ID, { description: 'The invited user\'s id; CONFLICT once the user has set a password' }) userId: string, @Ctx() ctx: GraphQLContext): Promise<LenderUserType> {
    return lenderUserView(await ctx.services.lenderUsers.resendInvite(userId, ctx.caller));
  }

  @Authorized(Role.admin)
  @Mutation(() => LenderUserType, {
    description:
      'R9 Disable user: sign-in refused, sessions ended. The last active user of an active lender needs confirmNoOneLeft: true (else CONFLICT "This lender will have no one to answer submissions"); audited lender.user_disabled',
  })
  async disableLenderUser(
    @Arg('userId', () => ID, { description: 'The lender user\'s id; NOT_FOUND when there is none, CONFLICT when already disabled' }) userId: string,
    @Arg('confirmNoOneLeft', () => Boolean, { nullable: true, defaultValue: false, description: 'True to disable the last active user of an active lender anyway (false by default)' }) confirmNoOneLeft: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LenderUserType> {
    return lenderUserView(await ctx.services.lenderUsers.disableUser(userId, confirmNoOneLeft === true, ctx.caller));
  }

  @Mutation(() => UserType, { description: 'The set-password link: sets the password (≥ 12 characters), activates the user and signs them in' })
  async acceptLenderInvite(@Arg('input', () => AcceptLenderInviteInput, { description: 'The invitation\'s token and the new password twice; BAD_USER_INPUT when the link is unknown, used or expired or the password breaks a rule' }) input: AcceptLenderInviteInput, @Ctx() ctx: GraphQLContext): Promise<UserType> {
    const signedIn = await ctx.services.lenderUsers.acceptInvite({ ...input }, ctx.client);
    ctx.session.replace(signedIn);
    return signedIn.user;
  }
}

function lenderUserView(user: User): LenderUserType {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return { id: user.id, username: user.username, email: user.email, name: name || null, status: user.status, createdAt: user.createdAt };
}

function lenderView({ lender, users, lastSignInAt }: LenderDetail): LenderType {
  return { ...lenderFields(lender), users: users.map((user) => ({ ...lenderUserView(user), lastSignInAt: lastSignInAt.get(user.id) ?? null })) };
}

function lenderFields(lender: Lender): Omit<LenderType, 'users'> {
  return {
    id: lender.id,
    legalName: lender.legalName,
    displayName: lender.displayName,
    website: lender.website,
    contactName: lender.contactName,
    contactEmail: lender.contactEmail,
    contactPhone: lender.contactPhone,
    products: lender.products,
    statesLicensed: lender.statesLicensed,
    status: lender.status,
    pausedReason: lender.pausedReason,
    slaHours: lender.slaHours,
    commissionBasis: lender.commissionBasis,
    commissionBps: lender.commissionBps,
    commissionFlatCents: lender.commissionFlatCents === null ? null : Number(lender.commissionFlatCents),
    agreementSignedOn: lender.agreementSignedOn,
    dataTermsAcceptedAt: lender.dataTermsAcceptedAt,
    requires2fa: lender.requires2fa,
    notes: lender.notes,
    version: lender.version,
    createdAt: lender.createdAt,
  };
}
