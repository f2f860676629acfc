import { graphql, type GraphQLQuery } from 'msw/graphql';
import type {
  ActivateLenderMutationVariables,
  ArchiveLenderMutationVariables,
  CreateLenderMutationVariables,
  DisableLenderUserMutationVariables,
  InviteLenderUserMutationVariables,
  LenderActivityQueryVariables,
  LenderDetailQueryVariables,
  LenderListQueryVariables,
  LenderProgramsQueryVariables,
  PauseLenderMutationVariables,
  ResendLenderInviteMutationVariables,
  ResumeLenderMutationVariables,
  RevokeLenderAccessMutationVariables,
  ScoreboardNudgeMutationVariables,
  UpdateLenderMutationVariables,
} from '../features/lender-management/api/lender-management.generated';
import type { AcceptLenderInviteMutationVariables } from '../features/lender-invite/api/lender-invite.generated';
import { graphqlError, invalid, refusal, reply, type GraphQLFailure } from './graphql-replies';
import { programRowsOf, setLenderDirectory } from './programs';
import { activateLenderAccount, DEMO_PASSWORD, mockScenario, setSignedIn } from './scenario';
import { registerSlice } from './store';

/**
 * MSW handlers for R6–R9 lender management (`/admin/lenders`; admins only, as on the server): Summit Capital, Harbor
 * Funding and Cedar Growth active, Lone Star Equipment Finance paused, Pinnacle Business Credit onboarding (one
 * invited user, no agreement yet), with their users (the demo lender accounts), the overview, list (filters, sorts,
 * pages), detail, programs (from ./programs), activity, create / edit / activate / pause / resume / archive, user
 * invites, disable, revoke all access (the admin's password is the demo password) and the scoreboard with one file
 * waiting past its SLA. Same messages and codes as LenderAdminService / LenderUserService: NOT_FOUND "Lender not
 * found", CONFLICT on a stale `expectedVersion` and on the status rules, BAD_USER_INPUT with field errors.
 */

type Status = 'onboarding' | 'active' | 'paused' | 'archived';
interface MockLenderUser {
  id: string;
  username: string;
  email: string;
  name: string | null;
  status: 'invited' | 'active' | 'disabled';
  createdAt: string;
  lastSignInAt: string | null;
}
interface MockLender {
  id: string;
  legalName: string;
  displayName: string;
  website: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  products: string[];
  statesLicensed: string[];
  status: Status;
  pausedReason: string | null;
  slaHours: number;
  commissionBasis: 'pct_funded' | 'flat' | null;
  commissionBps: number | null;
  commissionFlatCents: number | null;
  agreementSignedOn: string | null;
  dataTermsAcceptedAt: string | null;
  requires2fa: boolean;
  notes: string | null;
  version: number;
  createdAt: string;
  users: MockLenderUser[];
  openSubmissions: number;
}
interface ActivityEvent {
  id: string;
  lenderId: string;
  action: string;
  summary: string;
  reason: string | null;
  occurredAt: string;
  actorName: string;
}
interface Late {
  submissionId: string;
  lenderId: string;
  applicationId: string;
  number: string;
  slaDueAt: string;
  lastNudgedAt: string | null;
}

const NOW = '2026-11-23T10:00:00.000Z';
const NOT_FOUND = 'Lender not found';
const STALE = 'This record was changed by Ada Admin at Nov 23, 2026, 5:40 AM EST. Reload to see the latest.';
const ACTIVATE_NEEDS_TERMS = 'Activate needs a signed agreement and the data-handling terms';
const ACTIVATE_NEEDS_USER = 'Activate needs at least one invited user';
const EMAIL_TAKEN = 'This e-mail belongs to another account';
const LAST_ACTIVE_USER_WARNING = 'This lender will have no one to answer submissions';

function user(
  id: string,
  username: string,
  status: MockLenderUser['status'],
  extra: Partial<MockLenderUser> = {},
): MockLenderUser {
  return {
    id,
    username,
    email: username.includes('@') ? username : `${username}@netfund.example`,
    name: null,
    status,
    createdAt: '2026-09-01T14:00:00.000Z',
    lastSignInAt: status === 'active' ? '2026-11-22T15:00:00.000Z' : null,
    ...extra,
  };
}

function lender(id: string, legalName: string, displayName: string, extra: Partial<MockLender>): MockLender {
  return {
    id,
    legalName,
    displayName,
    website: null,
    contactName: 'Jordan Smith',
    contactEmail: `partners@${displayName.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
    contactPhone: '+15125550100',
    products: ['revenue-based-financing'],
    statesLicensed: [],
    status: 'active',
    pausedReason: null,
    slaHours: 24,
    commissionBasis: 'pct_funded',
    commissionBps: 300,
    commissionFlatCents: null,
    agreementSignedOn: '2026-08-15',
    dataTermsAcceptedAt: '2026-08-15T14:00:00.000Z',
    requires2fa: true,
    notes: null,
    version: 3,
    createdAt: '2026-08-15T14:00:00.000Z',
    users: [],
    openSubmissions: 0,
    ...extra,
  };
}

let lenders: MockLender[] = [];
let activity: ActivityEvent[] = [];
let late: Late[] = [];
let nextId = 10;
let sent: { operation: string; variables: unknown }[] = [];
/**
 * The set-password links (LenderInvite): single use, 72 hours. The server e-mails a random token and keeps its hash;
 * the mocks keep readable tokens so a developer can open `/auth/set-password?token=…` (see `inviteLink`).
 */
interface Invite {
  token: string;
  userId: string;
  expiresAt: string;
  usedAt: string | null;
}
let invites: Invite[] = [];
let nextInvite = 1;

function reset() {
  lenders = [
    lender('1', 'Summit Capital Partners LLC', 'Summit Capital', {
      website: 'https://summit.example',
      statesLicensed: ['TX', 'CA', 'NY'],
      slaHours: 8,
      users: [user('9', 'summit', 'active', { name: 'Sam Summit' })],
      openSubmissions: 1,
    }),
    lender('2', 'Harbor Funding Inc.', 'Harbor Funding', {
      users: [user('10', 'harbor', 'active', { name: 'Hana Harbor' }), user('41', 'ops@harbor.example', 'invited')],
      openSubmissions: 2,
      commissionBasis: 'flat',
      commissionBps: null,
      commissionFlatCents: 150_000,
    }),
    lender('3', 'Cedar Growth Capital LLC', 'Cedar Growth', {
      users: [user('3', 'lender', 'active')],
      createdAt: '2026-08-20T14:00:00.000Z',
    }),
    lender('4', 'Lone Star Equipment Finance LP', 'Lone Star Equipment Finance', {
      products: ['equipment-financing'],
      statesLicensed: ['TX'],
      status: 'paused',
      pausedReason: 'Rebuilding its credit box',
      users: [user('11', 'lonestar', 'active')],
      createdAt: '2026-09-01T14:00:00.000Z',
      version: 4,
    }),
    lender('5', 'Pinnacle Business Credit Corp.', 'Pinnacle Business Credit', {
      products: ['term-loan'],
      status: 'onboarding',
      agreementSignedOn: null,
      dataTermsAcceptedAt: null,
      users: [user('12', 'pinnacle', 'active', { name: 'Pia Pinnacle' }), user('42', 'ops@pinnacle.example', 'invited')],
      createdAt: '2026-11-18T14:00:00.000Z',
      version: 1,
    }),
  ];
  activity = [
    {
      id: '103',
      lenderId: '4',
      action: 'lender.paused',
      summary: 'admin paused Lone Star Equipment Finance LP: Rebuilding its credit box',
      reason: 'Rebuilding its credit box',
      occurredAt: '2026-11-10T15:00:00.000Z',
      actorName: 'admin',
    },
    {
      id: '102',
      lenderId: '5',
      action: 'lender.created',
      summary: 'admin added the lender Pinnacle Business Credit Corp. (onboarding).',
      reason: null,
      occurredAt: '2026-11-18T14:00:00.000Z',
      actorName: 'admin',
    },
    {
      id: '101',
      lenderId: '1',
      action: 'lender.updated',
      summary: 'taylor edited the profile of Summit Capital Partners LLC.',
      reason: null,
      occurredAt: '2026-10-01T14:00:00.000Z',
      actorName: 'taylor',
    },
    {
      id: '100',
      lenderId: '1',
      action: 'lender.created',
      summary: 'admin added the lender Summit Capital Partners LLC (active).',
      reason: null,
      occurredAt: '2026-08-15T14:00:00.000Z',
      actorName: 'admin',
    },
  ];
  // The seeded invited users' links, valid for the demo (docs/mocking.md): Pinnacle's first user and Harbor's ops.
  invites = [
    { token: 'demo-invite-pinnacle', userId: '42', expiresAt: '2099-01-01T00:00:00.000Z', usedAt: null },
    { token: 'demo-invite-harbor', userId: '41', expiresAt: '2099-01-01T00:00:00.000Z', usedAt: null },
  ];
  nextInvite = 1;
  late = [
    {
      submissionId: '21',
      lenderId: '2',
      applicationId: '2',
      number: 'NF-2026-000002',
      slaDueAt: '2026-11-22T14:00:00.000Z',
      lastNudgedAt: null,
    },
  ];
  nextId = 10;
  sent = [];
}
reset();

/** The lenders other domains show (R3's lender select in ./programs). */
export function lenderDirectory(): { id: string; displayName: string; status: string }[] {
  return lenders.map(({ id, displayName, status }) => ({ id, displayName, status }));
}
setLenderDirectory(lenderDirectory);

export const lenderManagementMocks = {
  reset,
  /** No lenders at all: R6/R7's empty states. */
  empty() {
    lenders = [];
    late = [];
  },
  get sent(): readonly { operation: string; variables: unknown }[] {
    return sent;
  },
  /** The set-password link an invited user would get by e-mail now (the newest unused one), or null. */
  inviteLink(email: string): string | null {
    const found = lenders
      .flatMap((each) => each.users)
      .find((each) => each.email === email.trim().toLowerCase() || each.username === email.trim());
    const invite = found ? invites.filter((each) => each.userId === found.id && !each.usedAt).at(-1) : undefined;
    return invite ? `/auth/set-password?token=${encodeURIComponent(invite.token)}` : null;
  },
  /** The link with this token is past its 72 hours. */
  expireInvite(token: string) {
    invites = invites.map((each) => (each.token === token ? { ...each, expiresAt: '2026-01-01T00:00:00.000Z' } : each));
  },
  /** Someone else changed lender `id`: the next change with the old version is stale. */
  bumpVersion(id: string) {
    lenders = lenders.map((each) => (each.id === id ? { ...each, version: each.version + 1 } : each));
  },
};

type Failure = GraphQLFailure;

const adminName = () => mockScenario.currentUser?.username ?? 'admin';

function record(found: MockLender, action: string, summary: string, reason: string | null = null) {
  activity = [
    {
      id: String(200 + activity.length),
      lenderId: found.id,
      action,
      summary,
      reason,
      occurredAt: NOW,
      actorName: adminName(),
    },
    ...activity,
  ];
}

function detail(found: MockLender) {
  const { openSubmissions: _open, users, ...rest } = found;
  return { __typename: 'Lender', ...rest, users: users.map((each) => ({ __typename: 'LenderUser', ...each })) };
}

function row(found: MockLender) {
  return {
    __typename: 'LenderRow',
    id: found.id,
    legalName: found.legalName,
    displayName: found.displayName,
    status: found.status,
    products: found.products,
    statesLicensed: found.statesLicensed,
    contactEmail: found.contactEmail,
    slaHours: found.slaHours,
    commissionBasis: found.commissionBasis,
    commissionBps: found.commissionBps,
    commissionFlatCents: found.commissionFlatCents,
    userCount: found.users.length,
    activeUserCount: found.users.filter((each) => each.status === 'active').length,
    activeProgramCount: programRowsOf(found.id).filter((each) => each.status === 'active').length,
    openSubmissionCount: found.openSubmissions,
    version: found.version,
    createdAt: found.createdAt,
  };
}

interface ListArgs {
  filter?: { status?: string | null; search?: string | null; product?: string | null; state?: string | null } | null;
  sort?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

function listPage({ filter, sort, page, pageSize }: ListArgs) {
  const search = filter?.search?.trim().toLowerCase();
  const rows = lenders.filter(
    (each) =>
      (!filter?.status || each.status === filter.status) &&
      (!filter?.product || each.products.includes(filter.product)) &&
      (!filter?.state || each.statesLicensed.length === 0 || each.statesLicensed.includes(filter.state)) &&
      (!search || `${each.legalName} ${each.displayName} ${each.contactEmail}`.toLowerCase().includes(search)),
  );
  const byName = (a: MockLender, b: MockLender) => a.displayName.localeCompare(b.displayName);
  const order: Record<string, (a: MockLender, b: MockLender) => number> = {
    name_asc: byName,
    name_desc: (a, b) => byName(b, a),
    createdAt_asc: (a, b) => a.createdAt.localeCompare(b.createdAt),
    createdAt_desc: (a, b) => b.createdAt.localeCompare(a.createdAt),
    status_asc: (a, b) => a.status.localeCompare(b.status) || byName(a, b),
  };
  rows.sort(order[sort ?? 'name_asc'] ?? byName);
  const current = Math.max(1, page ?? 1);
  const size = pageSize ?? 25;
  return {
    __typename: 'LenderPage',
    items: rows.slice((current - 1) * size, current * size).map(row),
    totalCount: rows.length,
    page: current,
    pageSize: size,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's profile checks the form relies on (createLenderSchema / updateLenderSchema). */
function profileProblem(input: Record<string, unknown>): Failure | undefined {
  const textOf = (key: string) => (typeof input[key] === 'string' ? (input[key] as string).trim() : '');
  const legal = textOf('legalName');
  if (legal.length < 2 || legal.length > 120)
    return invalid('legalName', legal ? 'Legal name must be 2 to 120 characters' : 'Legal name is required');
  if (!textOf('displayName')) return invalid('displayName', 'Display name is required');
  const website = textOf('website');
  if (website && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(website))
    return invalid('website', 'Website must be an https:// address');
  if (!textOf('contactName')) return invalid('contactName', 'Contact name is required');
  if (!EMAIL.test(textOf('contactEmail'))) return invalid('contactEmail', 'Please enter a valid email');
  const phone = textOf('contactPhone');
  if (phone && !/^\+[1-9]\d{6,14}$/.test(phone))
    return invalid('contactPhone', 'Phone must be in international format, e.g. +15125550100');
  if (!Array.isArray(input.products) || input.products.length === 0)
    return invalid('products', 'Choose at least one product');
  const sla = input.slaHours;
  if (sla != null && (typeof sla !== 'number' || !Number.isInteger(sla) || sla < 1 || sla > 72))
    return invalid('slaHours', 'Response SLA must be 1 to 72 hours');
  const basis = input.commissionBasis ?? null;
  const bps = input.commissionBps ?? null;
  const flat = input.commissionFlatCents ?? null;
  if (typeof bps === 'number' && (bps < 0 || bps > 1000))
    return invalid('commissionBps', 'Commission must be 0 to 1,000 basis points');
  if (basis === 'pct_funded' && (bps === null || flat !== null))
    return invalid('commissionBps', 'A percentage commission needs basis points and no flat amount');
  if (basis === 'flat' && (flat === null || bps !== null))
    return invalid('commissionFlatCents', 'A flat commission needs an amount and no basis points');
  if (basis === null && (bps !== null || flat !== null))
    return invalid('commissionBasis', 'Choose the commission basis');
  const signed = input.agreementSignedOn;
  if (typeof signed === 'string' && signed.trim() && !/^\d{4}-\d{2}-\d{2}$/.test(signed.trim()))
    return invalid('agreementSignedOn', 'Agreement signed date must be a date (YYYY-MM-DD)');
  return undefined;
}

function nameTaken(legalName: string, exceptId: string | null): Failure | undefined {
  const taken = lenders.some(
    (each) => each.id !== exceptId && each.legalName.toLowerCase() === legalName.trim().toLowerCase(),
  );
  return taken ? invalid('legalName', 'A lender with this name already exists') : undefined;
}

function emailTaken(email: string, field: string): Failure | undefined {
  const address = email.trim().toLowerCase();
  const taken = lenders.some((each) =>
    each.users.some((existing) => existing.email === address || existing.username === address),
  );
  return taken ? invalid(field, EMAIL_TAKEN) : undefined;
}

function profileOf(input: Record<string, unknown>) {
  const text = (key: string) =>
    typeof input[key] === 'string' && (input[key] as string).trim() ? (input[key] as string).trim() : null;
  return {
    legalName: text('legalName')!,
    displayName: text('displayName')!,
    website: text('website'),
    contactName: text('contactName')!,
    contactEmail: text('contactEmail')!.toLowerCase(),
    contactPhone: text('contactPhone'),
    products: [...new Set(input.products as string[])],
    statesLicensed: [...new Set((input.statesLicensed as string[] | null | undefined) ?? [])],
    commissionBasis: (input.commissionBasis ?? null) as MockLender['commissionBasis'],
    commissionBps: (input.commissionBps ?? null) as number | null,
    commissionFlatCents: (input.commissionFlatCents ?? null) as number | null,
    agreementSignedOn: text('agreementSignedOn'),
    requires2fa: (input.requires2fa ?? true) as boolean,
    notes: text('notes'),
  };
}

/** sendInvite: a new link for the user, valid 72 hours. */
function sendInvite(userId: string) {
  invites = [
    ...invites,
    {
      token: `demo-invite-${nextInvite++}`,
      userId,
      expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      usedAt: null,
    },
  ];
}

/** createInvitedUser: a new invited user (their e-mail is their username) and their set-password link. */
function newUser(email: string): MockLenderUser {
  const address = email.trim().toLowerCase();
  const created = user(String(500 + nextId++), address, 'invited', { createdAt: NOW });
  sendInvite(created.id);
  return created;
}

/** Finds the lender, applies the status rule, checks the version, saves. */
function changeLender(
  id: string,
  expectedVersion: number,
  change: (found: MockLender) => MockLender | Failure,
): Failure | MockLender {
  const refused = refusal(['admin']);
  if (refused) return refused;
  const found = lenders.find((each) => each.id === id);
  if (!found) return { message: NOT_FOUND, code: 'NOT_FOUND' };
  const next = change(found);
  if ('code' in next) return next;
  if (found.version !== expectedVersion) return { message: STALE, code: 'CONFLICT' };
  const saved = { ...next, version: found.version + 1 };
  lenders = lenders.map((each) => (each.id === id ? saved : each));
  return saved;
}

function answer(field: string, outcome: Failure | MockLender) {
  return 'code' in outcome ? graphqlError(outcome) : reply({ [field]: detail(outcome) });
}

function findUser(userId: string): { owner: MockLender; found: MockLenderUser } | undefined {
  for (const owner of lenders) {
    const found = owner.users.find((each) => each.id === userId);
    if (found) return { owner, found };
  }
  return undefined;
}

function setUser(ownerId: string, updated: MockLenderUser) {
  lenders = lenders.map((each) =>
    each.id === ownerId
      ? { ...each, users: each.users.map((existing) => (existing.id === updated.id ? updated : existing)) }
      : each,
  );
}

const INVITE_INVALID = 'This invitation link has expired or was already used';
/** Lender users choose at least 12 characters (LENDER_PASSWORD_MIN). */
const LENDER_PASSWORD_MIN = 12;

/** acceptInviteSchema: each field's first problem (the first one is the message); the passwords must match. */
function acceptInput(
  input: AcceptLenderInviteMutationVariables['input'],
): Failure | { token: string; password: string } {
  const fieldErrors: Record<string, string> = {};
  const token = typeof input.token === 'string' ? input.token.trim() : '';
  if (!token || token.length > 128) fieldErrors.token = INVITE_INVALID;
  if (typeof input.password !== 'string' || input.password.length < LENDER_PASSWORD_MIN)
    fieldErrors.password = `Password must be at least ${LENDER_PASSWORD_MIN} characters`;
  else if (input.password.length > 256) fieldErrors.password = 'Password must be at most 256 characters';
  if (typeof input.confirmPassword !== 'string' || !input.confirmPassword)
    fieldErrors.confirmPassword = 'Password confirmation is required';
  if (Object.keys(fieldErrors).length === 0 && input.password !== input.confirmPassword)
    fieldErrors.confirmPassword = 'Passwords do not match';
  const first = Object.values(fieldErrors)[0];
  if (first) return { message: first, code: 'BAD_USER_INPUT', fieldErrors };
  return { token, password: input.password };
}

const api = graphql.link('*/graphql');

export const lenderManagementHandlers = [
  api.query('LenderOverview', () => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    return reply({
      active: listPage({ filter: { status: 'active' }, pageSize: 1 }),
      paused: listPage({ filter: { status: 'paused' }, pageSize: 1 }),
      onboarding: listPage({ filter: { status: 'onboarding' }, pageSize: 100, sort: 'createdAt_asc' }),
      activeLenders: listPage({ filter: { status: 'active' }, pageSize: 100 }),
      all: listPage({ pageSize: 1 }),
    });
  }),
  api.query<GraphQLQuery, LenderListQueryVariables>('LenderList', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    return reply({ adminLenders: listPage(variables as ListArgs) });
  }),
  api.query<GraphQLQuery, LenderDetailQueryVariables>('LenderDetail', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const found = lenders.find((each) => each.id === String(variables.id));
    return found ? reply({ adminLender: detail(found) }) : graphqlError({ message: NOT_FOUND, code: 'NOT_FOUND' });
  }),
  api.query<GraphQLQuery, LenderProgramsQueryVariables>('LenderPrograms', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const items = programRowsOf(String(variables.lenderId));
    return reply({
      adminPrograms: { __typename: 'ProgramPage', totalCount: items.length, page: 1, pageSize: 100, items },
    });
  }),
  api.query<GraphQLQuery, LenderActivityQueryVariables>('LenderActivity', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const rows = activity.filter((each) => each.lenderId === variables.entityId);
    const start = variables.after ? rows.findIndex((each) => each.id === variables.after) + 1 : 0;
    const items = rows.slice(start, start + 25);
    return reply({
      auditEvents: {
        __typename: 'AuditEventPage',
        hasNextPage: start + 25 < rows.length,
        endCursor: items.at(-1)?.id ?? null,
        items: items.map((each) => ({
          __typename: 'AuditEvent',
          id: each.id,
          action: each.action,
          summary: each.summary,
          reason: each.reason,
          occurredAt: each.occurredAt,
          actor: { __typename: 'AuditActor', name: each.actorName, type: 'user' },
        })),
      },
    });
  }),
  api.mutation<GraphQLQuery, CreateLenderMutationVariables>('CreateLender', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'CreateLender', variables });
    const input = variables.input as unknown as Record<string, unknown>;
    const problem = profileProblem(input);
    if (problem) return graphqlError(problem);
    const emails = [
      ...new Set(((input.inviteEmails as string[] | null | undefined) ?? []).map((each) => each.trim().toLowerCase())),
    ];
    const badEmail = emails.find((each) => !EMAIL.test(each));
    if (badEmail !== undefined) return graphqlError(invalid('inviteEmails', 'Please enter a valid email'));
    if (emails.length > 10) return graphqlError(invalid('inviteEmails', 'Invite at most 10 users'));
    if (input.activate) {
      if (!input.agreementSignedOn || !input.dataTermsAccepted)
        return graphqlError(invalid('activate', ACTIVATE_NEEDS_TERMS));
      if (emails.length === 0) return graphqlError(invalid('inviteEmails', ACTIVATE_NEEDS_USER));
    }
    const taken =
      nameTaken(String(input.legalName), null) ?? emails.map((each) => emailTaken(each, 'inviteEmails')).find(Boolean);
    if (taken) return graphqlError(taken);
    const created: MockLender = {
      ...lender(String(nextId++), '', '', {}),
      ...profileOf(input),
      slaHours: (input.slaHours as number | null | undefined) ?? 24,
      dataTermsAcceptedAt: input.dataTermsAccepted ? NOW : null,
      status: input.activate ? 'active' : 'onboarding',
      version: 1,
      createdAt: NOW,
      users: [],
    };
    created.users = emails.map(newUser);
    lenders = [...lenders, created];
    record(created, 'lender.created', `${adminName()} added the lender ${created.legalName} (${created.status}).`);
    return reply({ createLender: detail(created) });
  }),
  api.mutation<GraphQLQuery, UpdateLenderMutationVariables>('UpdateLender', ({ variables }) => {
    sent.push({ operation: 'UpdateLender', variables });
    const input = variables.input as unknown as Record<string, unknown>;
    const outcome = changeLender(String(variables.id), Number(input.expectedVersion), (found) => {
      const problem = profileProblem(input);
      if (problem) return problem;
      if (found.status === 'archived') return { message: 'An archived lender cannot be edited', code: 'CONFLICT' };
      if (found.status === 'active' && (!input.agreementSignedOn || !input.dataTermsAccepted))
        return invalid('agreementSignedOn', ACTIVATE_NEEDS_TERMS);
      const taken = nameTaken(String(input.legalName), found.id);
      if (taken) return taken;
      return {
        ...found,
        ...profileOf(input),
        slaHours: (input.slaHours as number | null | undefined) ?? found.slaHours,
        dataTermsAcceptedAt: input.dataTermsAccepted ? (found.dataTermsAcceptedAt ?? NOW) : null,
      };
    });
    if (!('code' in outcome))
      record(outcome, 'lender.updated', `${adminName()} edited the profile of ${outcome.legalName}.`);
    return answer('updateLender', outcome);
  }),
  api.mutation<GraphQLQuery, ActivateLenderMutationVariables>('ActivateLender', ({ variables }) => {
    sent.push({ operation: 'ActivateLender', variables });
    const outcome = changeLender(String(variables.id), variables.expectedVersion, (found) => {
      if (found.status !== 'onboarding')
        return { message: 'Only a lender in onboarding can be activated', code: 'CONFLICT' };
      if (!found.agreementSignedOn || !found.dataTermsAcceptedAt)
        return { message: ACTIVATE_NEEDS_TERMS, code: 'CONFLICT' };
      if (!found.users.some((each) => each.status !== 'disabled'))
        return { message: ACTIVATE_NEEDS_USER, code: 'CONFLICT' };
      return { ...found, status: 'active' };
    });
    if (!('code' in outcome)) record(outcome, 'lender.activated', `${adminName()} activated ${outcome.legalName}.`);
    return answer('activateLender', outcome);
  }),
  api.mutation<GraphQLQuery, PauseLenderMutationVariables>('PauseLender', ({ variables }) => {
    sent.push({ operation: 'PauseLender', variables });
    const reason = variables.reason.trim();
    const outcome = changeLender(String(variables.id), variables.expectedVersion, (found) => {
      if (reason.length < 5 || reason.length > 500) return invalid('reason', 'Reason must be 5 to 500 characters');
      if (found.status !== 'active') return { message: 'Only an active lender can be paused', code: 'CONFLICT' };
      return { ...found, status: 'paused', pausedReason: reason };
    });
    if (!('code' in outcome))
      record(outcome, 'lender.paused', `${adminName()} paused ${outcome.legalName}: ${reason}`, reason);
    return answer('pauseLender', outcome);
  }),
  api.mutation<GraphQLQuery, ResumeLenderMutationVariables>('ResumeLender', ({ variables }) => {
    sent.push({ operation: 'ResumeLender', variables });
    const outcome = changeLender(String(variables.id), variables.expectedVersion, (found) =>
      found.status !== 'paused'
        ? { message: 'Only a paused lender can be resumed', code: 'CONFLICT' }
        : { ...found, status: 'active', pausedReason: null },
    );
    if (!('code' in outcome)) record(outcome, 'lender.resumed', `${adminName()} resumed ${outcome.legalName}.`);
    return answer('resumeLender', outcome);
  }),
  api.mutation<GraphQLQuery, ArchiveLenderMutationVariables>('ArchiveLender', ({ variables }) => {
    sent.push({ operation: 'ArchiveLender', variables });
    const outcome = changeLender(String(variables.id), variables.expectedVersion, (found) => {
      if (found.status === 'archived') return { message: 'This lender is already archived', code: 'CONFLICT' };
      const open = found.openSubmissions;
      if (open > 0)
        return {
          message: `This lender has ${open === 1 ? '1 open submission' : `${open} open submissions`}`,
          code: 'CONFLICT',
        };
      return { ...found, status: 'archived', pausedReason: null };
    });
    if (!('code' in outcome)) record(outcome, 'lender.archived', `${adminName()} archived ${outcome.legalName}.`);
    return answer('archiveLender', outcome);
  }),
  api.mutation<GraphQLQuery, InviteLenderUserMutationVariables>('InviteLenderUser', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'InviteLenderUser', variables });
    const found = lenders.find((each) => each.id === String(variables.lenderId));
    if (!found) return graphqlError({ message: NOT_FOUND, code: 'NOT_FOUND' });
    if (found.status === 'archived')
      return graphqlError({ message: 'An archived lender cannot get new users', code: 'CONFLICT' });
    const address = variables.email.trim().toLowerCase();
    if (address.length > 64)
      return graphqlError(invalid('email', "A lender user's e-mail must be at most 64 characters"));
    if (!EMAIL.test(address)) return graphqlError(invalid('email', 'Please enter a valid email'));
    const taken = emailTaken(address, 'inviteEmails');
    if (taken) return graphqlError(taken);
    const invited = newUser(address);
    lenders = lenders.map((each) => (each.id === found.id ? { ...each, users: [...each.users, invited] } : each));
    record(found, 'lender.user_invited', `${adminName()} invited ${address} to ${found.legalName}.`);
    return reply({ inviteLenderUser: { __typename: 'LenderUser', ...invited } });
  }),
  api.mutation<GraphQLQuery, ResendLenderInviteMutationVariables>('ResendLenderInvite', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'ResendLenderInvite', variables });
    const hit = findUser(String(variables.userId));
    if (!hit) return graphqlError({ message: 'Lender user not found', code: 'NOT_FOUND' });
    if (hit.found.status !== 'invited')
      return graphqlError({
        message: 'Only a user who has not set a password yet can be sent an invitation',
        code: 'CONFLICT',
      });
    // Earlier unused links stop working.
    invites = invites.filter((each) => each.userId !== hit.found.id || each.usedAt);
    sendInvite(hit.found.id);
    record(
      hit.owner,
      'lender.invite_resent',
      `${adminName()} sent ${hit.found.email} a new invitation to ${hit.owner.legalName}.`,
    );
    return reply({ resendLenderInvite: { __typename: 'LenderUser', ...hit.found } });
  }),
  api.mutation<GraphQLQuery, DisableLenderUserMutationVariables>('DisableLenderUser', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'DisableLenderUser', variables });
    const hit = findUser(String(variables.userId));
    if (!hit) return graphqlError({ message: 'Lender user not found', code: 'NOT_FOUND' });
    const { owner, found } = hit;
    if (found.status === 'disabled')
      return graphqlError({ message: 'This user is already disabled', code: 'CONFLICT' });
    const others = owner.users.filter((each) => each.status === 'active' && each.id !== found.id).length;
    if (owner.status === 'active' && found.status === 'active' && others === 0 && !variables.confirmNoOneLeft) {
      return graphqlError({
        message: LAST_ACTIVE_USER_WARNING,
        code: 'CONFLICT',
        extensions: { requiresConfirmation: true },
      });
    }
    const disabled = { ...found, status: 'disabled' as const };
    setUser(owner.id, disabled);
    invites = invites.filter((each) => each.userId !== found.id || each.usedAt);
    record(owner, 'lender.user_disabled', `${adminName()} disabled ${found.email} of ${owner.legalName}.`);
    return reply({ disableLenderUser: { __typename: 'LenderUser', ...disabled } });
  }),
  api.mutation<GraphQLQuery, RevokeLenderAccessMutationVariables>('RevokeLenderAccess', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'RevokeLenderAccess', variables: { ...variables, password: '[redacted]' } });
    const reason = variables.reason.trim();
    if (reason.length < 5 || reason.length > 500)
      return graphqlError(invalid('reason', 'Reason must be 5 to 500 characters'));
    if (variables.password !== DEMO_PASSWORD) return graphqlError(invalid('password', 'Your password is not correct'));
    const found = lenders.find((each) => each.id === String(variables.lenderId));
    if (!found) return graphqlError({ message: NOT_FOUND, code: 'NOT_FOUND' });
    const ended = found.openSubmissions;
    lenders = lenders.map((each) => (each.id === found.id ? { ...each, openSubmissions: 0 } : each));
    late = late.filter((each) => each.lenderId !== found.id);
    record(
      found,
      'lender.access_revoked',
      `${adminName()} revoked all access of ${found.legalName} (${ended === 1 ? '1 submission' : `${ended} submissions`}).`,
      reason,
    );
    return reply({ revokeLenderAccess: ended });
  }),
  api.query('LenderScoreboard', () => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const performance = (
      lenderId: string,
      shares: number,
      responded: number,
      offered: number,
      won: number,
      fundedVolumeCents: number,
      medianFirstResponseHours: number | null,
    ) => ({
      __typename: 'LenderPerformance',
      lenderId,
      windowDays: 90,
      shares,
      responded,
      offered,
      won,
      accepted: won,
      funded: won,
      medianFirstResponseHours,
      responseRate: shares ? responded / shares : null,
      offerRate: shares ? offered / shares : null,
      winRate: offered ? won / offered : null,
      pullThrough: won ? 1 : null,
      fundedVolumeCents,
      fallThroughs:
        offered > won ? [{ __typename: 'FallThroughCount', reason: 'client_declined', count: offered - won }] : [],
    });
    const known = new Set(lenders.filter((each) => each.status === 'active').map((each) => each.id));
    const scoreboard = [
      performance('1', 4, 3, 2, 1, 6_000_000, 9.2),
      performance('2', 3, 2, 1, 0, 0, 20.5),
      performance('3', 1, 0, 0, 0, 0, null),
    ].filter((each) => known.has(each.lenderId));
    return reply({
      lenderScoreboard: scoreboard,
      lenders: listPage({ pageSize: 100 }),
      lateSubmissions: late.map((each) => ({
        __typename: 'LateSubmission',
        ...each,
        lenderName: lenders.find((owner) => owner.id === each.lenderId)?.displayName ?? '',
      })),
    });
  }),
  api.mutation<GraphQLQuery, ScoreboardNudgeMutationVariables>('ScoreboardNudge', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'ScoreboardNudge', variables });
    const found = late.find((each) => each.submissionId === String(variables.submissionId));
    if (!found) return graphqlError({ message: 'Submission not found', code: 'NOT_FOUND' });
    if (found.lastNudgedAt && Date.parse(NOW) - Date.parse(found.lastNudgedAt) < 4 * 3_600_000)
      return graphqlError({ message: 'This lender was reminded less than 4 hours ago', code: 'CONFLICT' });
    late = late.map((each) => (each.submissionId === found.submissionId ? { ...each, lastNudgedAt: NOW } : each));
    return reply({ nudgeLender: { __typename: 'AdminApplicationSubmissions', applicationId: found.applicationId } });
  }),
  // The set-password link (LenderUserService.acceptInvite): anyone may call it; the token decides. One message for an
  // unknown, used or expired link; on success the user is active, signed in, and the link used up.
  api.mutation<GraphQLQuery, AcceptLenderInviteMutationVariables>('AcceptLenderInvite', ({ variables }) => {
    const input = acceptInput(variables.input);
    if ('code' in input) return graphqlError(input);
    const now = new Date().toISOString();
    const invite = invites.find((each) => each.token === input.token && !each.usedAt && each.expiresAt > now);
    const hit = invite ? findUser(invite.userId) : undefined;
    if (!invite || !hit || hit.found.status !== 'invited') return graphqlError(invalid('token', INVITE_INVALID));
    invites = invites.map((each) => (each === invite ? { ...each, usedAt: now } : each));
    const activated = { ...hit.found, status: 'active' as const, lastSignInAt: now };
    setUser(hit.owner.id, activated);
    activity = [
      {
        id: String(200 + activity.length),
        lenderId: hit.owner.id,
        action: 'lender.invite_accepted',
        summary: `${activated.email} set a password and joined their lender.`,
        reason: null,
        occurredAt: now,
        actorName: activated.username,
      },
      ...activity,
    ];
    const signedIn = activateLenderAccount({
      username: activated.username,
      email: activated.email,
      password: input.password,
    });
    setSignedIn(signedIn);
    return reply({ acceptLenderInvite: signedIn });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'lenderManagement',
  () => ({ lenders, activity, late, nextId, sent, invites, nextInvite }),
  (state) => {
    ({ lenders, activity, late, nextId, sent } = state);
    // A world saved before invitations existed still loads (with the demo links).
    invites = state.invites ?? invites;
    nextInvite = state.nextInvite ?? nextInvite;
  },
  () => reset(),
);
