import { beforeEach, describe, expect, it } from 'vitest';
import { reset, scenario } from './index';
import { fundingMocks } from './funding';
import { loadMocks, saveMocks } from './store';
import { type GraphQLAnswer, gql, memoryStorage } from './test-support';

/** Behaviour of the funding (R14), lender decline (R20) and lender invitation handlers, as the server answers. */

const FUNDING =
  'query FundingDetail($id: ID!) { funding(id: $id) { id version status statusNote nextStatuses paidToDateCents remainingCents commission { status receivedOn } transactions { id type amountCents source externalRef balanceAfterCents } } }';
const PREVIEW =
  'mutation PreviewFundingImport($fundingId: ID!, $csv: String!) { previewFundingImport(fundingId: $fundingId, csv: $csv) { added duplicates errors lines { line outcome message amountCents externalRef } } }';
const IMPORT =
  'mutation ImportFundingTransactions($fundingId: ID!, $csv: String!) { importFundingTransactions(fundingId: $fundingId, csv: $csv) { added duplicates errors } }';
const COMMISSION =
  'mutation MarkFundingCommissionReceived($fundingId: ID!, $expectedVersion: Int!, $receivedOn: String!) { markFundingCommissionReceived(fundingId: $fundingId, expectedVersion: $expectedVersion, receivedOn: $receivedOn) { id version commission { status receivedOn } } }';
const STATUS =
  'mutation ChangeFundingStatus($fundingId: ID!, $expectedVersion: Int!, $status: FundingStatus!, $note: String) { changeFundingStatus(fundingId: $fundingId, expectedVersion: $expectedVersion, status: $status, note: $note) { id version status statusNote nextStatuses } }';

const HEADER = 'date,type,amount,note,external_ref';
const errorOf = (answer: GraphQLAnswer) => answer.errors?.[0];

beforeEach(() => reset());

describe('funding: CSV import, commission, status (admins only)', () => {
  it('refuses other roles with the server’s own messages', async () => {
    expect(errorOf(await gql(PREVIEW, { fundingId: '1', csv: HEADER }))).toMatchObject({
      message: 'Authentication required',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    scenario.signInAs('lender');
    for (const [query, variables] of [
      [PREVIEW, { fundingId: '1', csv: HEADER }],
      [IMPORT, { fundingId: '1', csv: HEADER }],
      [COMMISSION, { fundingId: '1', expectedVersion: 1, receivedOn: '2026-11-10' }],
      [STATUS, { fundingId: '1', expectedVersion: 1, status: 'renewed' }],
    ] as const) {
      expect(errorOf(await gql(query, variables))).toMatchObject({
        message: "You don't have permission to access this resource",
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });

  it('previews each line (add, duplicate, error) and imports exactly the previewed new lines, moving the balance', async () => {
    scenario.signInAs('admin');
    const csv = [
      HEADER,
      '2026-11-05,payment,406.35,,CED-900',
      '2026-11-06,payment,"1,000.00",big one,CED-901',
      '2026-11-06,payment,406.35,,CED-501',
      '2026-11-07,payment,406.35,,CED-900',
    ].join('\n');
    const preview = await gql(PREVIEW, { fundingId: '1', csv });
    expect(preview.errors).toBeUndefined();
    expect(preview.data?.previewFundingImport).toMatchObject({ added: 2, duplicates: 2, errors: 0 });
    expect(preview.data?.previewFundingImport.lines).toEqual([
      { line: 2, outcome: 'add', message: null, amountCents: 40_635, externalRef: 'CED-900' },
      { line: 3, outcome: 'add', message: null, amountCents: 100_000, externalRef: 'CED-901' },
      {
        line: 4,
        outcome: 'duplicate',
        message: 'CED-501 is already recorded',
        amountCents: 40_635,
        externalRef: 'CED-501',
      },
      {
        line: 5,
        outcome: 'duplicate',
        message: 'CED-900 is already recorded',
        amountCents: 40_635,
        externalRef: 'CED-900',
      },
    ]);
    // A preview stores nothing.
    expect((await gql(FUNDING, { id: '1' })).data?.funding.transactions).toHaveLength(2);

    const imported = await gql(IMPORT, { fundingId: '1', csv });
    expect(imported.data?.importFundingTransactions).toEqual({ added: 2, duplicates: 2, errors: 0 });
    const funding = (await gql(FUNDING, { id: '1' })).data?.funding;
    expect(funding.transactions.map((row: { externalRef: string }) => row.externalRef)).toEqual([
      'CED-501',
      'CED-502',
      'CED-900',
      'CED-901',
    ]);
    expect(funding.transactions.slice(2).every((row: { source: string }) => row.source === 'import')).toBe(true);
    expect(funding.paidToDateCents).toBe(81_270 + 40_635 + 100_000);
    expect(funding.remainingCents).toBe(7_680_000 - 81_270 - 40_635 - 100_000);
    expect(funding.transactions.at(-1).balanceAfterCents).toBe(funding.remainingCents);

    // The same file again: every line is a duplicate now, nothing is added.
    expect((await gql(IMPORT, { fundingId: '1', csv })).data?.importFundingTransactions).toEqual({
      added: 0,
      duplicates: 4,
      errors: 0,
    });
    expect((await gql(FUNDING, { id: '1' })).data?.funding.transactions).toHaveLength(4);
  });

  it('shows the per-line errors, and a file with a bad line imports nothing', async () => {
    scenario.signInAs('admin');
    const csv = [
      HEADER,
      '2026-11-05,payment,406.35,,CED-910',
      '2026-13-01,payment,10,,',
      '2026-11-05,refund,10,,',
      '2026-11-05,payment,0,,',
      '2026-10-01,payment,10,,',
      '2026-11-05,payment,10',
    ].join('\n');
    const preview = (await gql(PREVIEW, { fundingId: '1', csv })).data?.previewFundingImport;
    expect(preview).toMatchObject({ added: 1, duplicates: 0, errors: 5 });
    expect(preview.lines.map((line: { message: string | null }) => line.message)).toEqual([
      null,
      '"2026-13-01" is not a date (YYYY-MM-DD)',
      'Type must be one of payment, fee, discount, adjustment',
      '"0" is not an amount above $0.00',
      'The date must be between the funded date (2026-11-02) and today',
      'Expected 5 columns, found 3',
    ]);
    expect(errorOf(await gql(IMPORT, { fundingId: '1', csv }))).toEqual({
      message: 'Nothing was imported: line 3: "2026-13-01" is not a date (YYYY-MM-DD)',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { csv: '5 line(s) cannot be imported' } },
    });
    expect((await gql(FUNDING, { id: '1' })).data?.funding.transactions).toHaveLength(2);
    expect(errorOf(await gql(PREVIEW, { fundingId: '1', csv: 'when,what\n1,2' }))).toMatchObject({
      message: 'The first line must be the header date,type,amount,note,external_ref',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(errorOf(await gql(PREVIEW, { fundingId: '1', csv: HEADER }))?.message).toBe(
      'The file has no transactions below its header',
    );
    expect(errorOf(await gql(IMPORT, { fundingId: '1', csv: '  ' }))).toMatchObject({
      message: 'Choose a CSV file to import',
      extensions: { fieldErrors: { csv: 'Choose a CSV file to import' } },
    });
    expect(errorOf(await gql(PREVIEW, { fundingId: '99', csv }))).toMatchObject({
      message: 'Funding record not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('marks the commission received once: a second is CONFLICT, also when two arrive at once', async () => {
    scenario.signInAs('admin');
    const [first, second] = await Promise.all([
      gql(COMMISSION, { fundingId: '1', expectedVersion: 1, receivedOn: '2026-11-10' }),
      gql(COMMISSION, { fundingId: '1', expectedVersion: 1, receivedOn: '2026-11-11' }),
    ]);
    const answers = [first, second];
    const won = answers.filter((answer) => !answer.errors);
    expect(won).toHaveLength(1);
    expect(won[0]!.data?.markFundingCommissionReceived).toMatchObject({
      version: 2,
      commission: { status: 'received' },
    });
    const lost = answers.find((answer) => answer.errors)!;
    expect(errorOf(lost)).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(errorOf(lost)?.message).toMatch(/^This record was changed by admin at .+\. Reload to see the latest\.$/);
    // With the fresh version: the server's "already received".
    expect(
      errorOf(await gql(COMMISSION, { fundingId: '1', expectedVersion: 2, receivedOn: '2026-11-12' })),
    ).toMatchObject({
      message: 'The commission is already marked received',
      extensions: { code: 'CONFLICT' },
    });
    expect((await gql(FUNDING, { id: '1' })).data?.funding).toMatchObject({
      version: 2,
      commission: { status: 'received', receivedOn: won[0]!.data?.markFundingCommissionReceived.commission.receivedOn },
    });
  });

  it('refuses a commission that does not exist and a date outside the funded date and today', async () => {
    scenario.signInAs('admin');
    expect(
      errorOf(await gql(COMMISSION, { fundingId: '3', expectedVersion: 1, receivedOn: '2026-11-10' }))?.message,
    ).toBe('This deal earns no commission: there is nothing to mark received');
    expect(
      errorOf(await gql(COMMISSION, { fundingId: '1', expectedVersion: 1, receivedOn: '2026-10-01' })),
    ).toMatchObject({
      message: 'The date must be between the funded date (2026-11-02) and today',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { receivedOn: 'The date must be between the funded date (2026-11-02) and today' },
      },
    });
    expect(
      errorOf(await gql(COMMISSION, { fundingId: '1', expectedVersion: 1, receivedOn: '10/11/2026' }))?.message,
    ).toBe('Received date must be a date (YYYY-MM-DD)');
  });

  it('changes status along §3.5 with the server’s refusals and versions', async () => {
    scenario.signInAs('admin');
    expect(errorOf(await gql(STATUS, { fundingId: '1', expectedVersion: 1, status: 'delinquent' }))).toMatchObject({
      message: 'Add a note: it is required for delinquent, defaulted and written off',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { note: 'Add a note: it is required for delinquent, defaulted and written off' },
      },
    });
    expect(errorOf(await gql(STATUS, { fundingId: '1', expectedVersion: 1, status: 'paid_off' }))).toMatchObject({
      message: 'A funding can be marked paid off only at a balance of $0.00 ($75,987.30 remains)',
      extensions: { code: 'CONFLICT' },
    });
    expect(
      errorOf(await gql(STATUS, { fundingId: '1', expectedVersion: 1, status: 'written_off', note: 'Gone' }))?.message,
    ).toBe('A funding that is active can only become paid off, delinquent, defaulted, renewed');
    const moved = await gql(STATUS, {
      fundingId: '1',
      expectedVersion: 1,
      status: 'delinquent',
      note: '  Two payments bounced  ',
    });
    expect(moved.data?.changeFundingStatus).toEqual({
      id: '1',
      version: 2,
      status: 'delinquent',
      statusNote: 'Two payments bounced',
      nextStatuses: ['active', 'paid_off', 'defaulted'],
    });
    expect(errorOf(await gql(STATUS, { fundingId: '1', expectedVersion: 1, status: 'active' }))?.message).toMatch(
      /^This record was changed by admin at /,
    );
    expect(
      errorOf(await gql(STATUS, { fundingId: '1', expectedVersion: 2, status: 'delinquent', note: 'again' }))?.message,
    ).toBe('The funding is already delinquent');
    await gql(STATUS, { fundingId: '1', expectedVersion: 2, status: 'defaulted', note: 'No answer' });
    await gql(STATUS, { fundingId: '1', expectedVersion: 3, status: 'written_off', note: 'Charged off' });
    expect(errorOf(await gql(STATUS, { fundingId: '1', expectedVersion: 4, status: 'active' }))).toMatchObject({
      message: 'A funding that is written off cannot change status',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('keeps imports, the commission and the status across a store save and load', async () => {
    scenario.signInAs('admin');
    await gql(IMPORT, { fundingId: '2', csv: `${HEADER}\n2026-11-05,payment,500,,X-1` });
    await gql(COMMISSION, { fundingId: '2', expectedVersion: 1, receivedOn: '2026-11-10' });
    await gql(STATUS, { fundingId: '2', expectedVersion: 2, status: 'renewed' });
    const storage = memoryStorage();
    saveMocks(storage);
    reset();
    expect(fundingMocks.funding('2')?.transactions).toHaveLength(0);
    expect(loadMocks(storage)).toBe(true);
    const funding = (await gql(FUNDING, { id: '2' })).data?.funding;
    expect(funding).toMatchObject({
      version: 3,
      status: 'renewed',
      nextStatuses: [],
      paidToDateCents: 50_000,
      commission: { status: 'received', receivedOn: '2026-11-10' },
    });
    // The stale-version sentence still names who changed it.
    expect(errorOf(await gql(STATUS, { fundingId: '2', expectedVersion: 1, status: 'active' }))?.message).toMatch(
      /^This record was changed by admin at /,
    );
  });
});

const REASONS = 'query LenderDeclineReasons { lenderDeclineReasons { code label } }';
const DECLINE =
  'mutation DeclineLenderFile($applicationId: ID!, $input: LenderDeclineInput!) { declineLenderFile(applicationId: $applicationId, input: $input) { applicationId status endedText facts { businessName } } }';
const PAGE =
  'query LenderFilePage($tab: LenderFileTab!) { lenderFilePage(tab: $tab) { totalCount items { applicationId status endedText } } }';
const OPEN =
  'mutation OpenLenderFile($applicationId: ID!) { openLenderFile(applicationId: $applicationId) { card { status } } }';
const ADMIN_SUBMISSIONS =
  'query ApplicationSubmissions($applicationId: ID!) { applicationSubmissions(applicationId: $applicationId) { openCount items { id lenderName status } } }';
const CLIENT_LENDERS =
  'query MyApplicationLenders($applicationId: ID!) { myApplicationLenders(applicationId: $applicationId) { lenders { submissionId lenderName status canSee } } }';

const tabIds = async (tab: string) =>
  ((await gql(PAGE, { tab })).data?.lenderFilePage.items as { applicationId: string; status: string }[]).map(
    (item) => `${item.applicationId}:${item.status}`,
  );

describe('lender portal: decline (lender users only)', () => {
  it('answers the server’s reason codes, to lender users only', async () => {
    expect(errorOf(await gql(REASONS))?.extensions.code).toBe('UNAUTHENTICATED');
    scenario.signInAs('admin');
    expect(errorOf(await gql(REASONS))).toMatchObject({
      message: "You don't have permission to access this resource",
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      errorOf(await gql(DECLINE, { applicationId: '105', input: { reasonCode: 'credit_score' } }))?.extensions.code,
    ).toBe('FORBIDDEN');
    scenario.signInAs('lender');
    const reasons = (await gql(REASONS)).data?.lenderDeclineReasons as { code: string; label: string }[];
    expect(reasons).toHaveLength(11);
    expect(reasons[0]).toEqual({ code: 'credit_score', label: 'Credit score' });
    expect(reasons.at(-1)).toEqual({ code: 'other', label: 'Other' });
  });

  it('checks the input as the server: a known reason, a note of 10+ characters for other', async () => {
    scenario.signInAs('lender');
    expect(errorOf(await gql(DECLINE, { applicationId: '105', input: { reasonCode: 'credit' } }))).toEqual({
      message: 'Pick a reason',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { reasonCode: 'Pick a reason' } },
    });
    expect(
      errorOf(await gql(DECLINE, { applicationId: '105', input: { reasonCode: 'other', note: ' too short ' } })),
    ).toEqual({
      message: 'Say why in at least 10 characters',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { note: 'Say why in at least 10 characters' } },
    });
    expect(
      errorOf(
        await gql(DECLINE, { applicationId: '105', input: { reasonCode: 'revenue', reconsiderHint: 'x'.repeat(201) } }),
      )?.extensions.fieldErrors,
    ).toEqual({ reconsiderHint: 'At most 200 characters' });
    expect(await tabIds('inbox')).toContain('105:shared');
  });

  it('declines: the file leaves the open tab, its facts go, a second decline finds no open file; an offered file is CONFLICT', async () => {
    scenario.signInAs('lender');
    const answer = await gql(DECLINE, {
      applicationId: '105',
      input: { reasonCode: 'other', note: 'Too many open positions', reconsiderHint: 'FICO 650' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.declineLenderFile).toMatchObject({ applicationId: '105', status: 'declined', facts: null });
    expect(answer.data?.declineLenderFile.endedText).toMatch(
      /^You declined this file on [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    expect(await tabIds('inbox')).toContain('105:declined');
    expect(errorOf(await gql(OPEN, { applicationId: '105' }))).toMatchObject({
      message: 'Application not found',
      extensions: { code: 'NOT_FOUND' },
    });
    // The share is no longer open: the server's requireOpenSubmission answers NOT_FOUND.
    expect(errorOf(await gql(DECLINE, { applicationId: '105', input: { reasonCode: 'revenue' } }))).toMatchObject({
      message: 'Application not found',
      extensions: { code: 'NOT_FOUND' },
    });
    // Rosa's file has an offer: only a file not answered with an offer can be declined.
    expect(errorOf(await gql(DECLINE, { applicationId: '104', input: { reasonCode: 'revenue' } }))).toEqual({
      message: 'Only a file you have not answered with an offer can be declined',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('two declines at once: one wins, the other is refused, the file is declined once', async () => {
    scenario.signInAs('lender');
    const answers = await Promise.all([
      gql(DECLINE, { applicationId: '105', input: { reasonCode: 'revenue' } }),
      gql(DECLINE, { applicationId: '105', input: { reasonCode: 'industry' } }),
    ]);
    expect(answers.filter((each) => !each.errors)).toHaveLength(1);
    expect(answers.filter((each) => each.errors?.[0]?.message === 'Application not found')).toHaveLength(1);
    expect((await tabIds('inbox')).filter((id) => id.startsWith('105:'))).toEqual(['105:declined']);
  });

  it('a decline of the workspace’s shared file shows in the admin’s and the client’s views, and survives a reload', async () => {
    scenario.signInAs('lender');
    expect(await tabIds('active')).toContain('2:viewed');
    await gql(DECLINE, { applicationId: '2', input: { reasonCode: 'cash_flow', note: 'NSFs in March' } });
    expect(await tabIds('active')).not.toContain('2:viewed');
    expect(await tabIds('inbox')).toContain('2:declined');

    const storage = memoryStorage();
    saveMocks(storage);
    reset();
    expect(loadMocks(storage)).toBe(true);

    scenario.signInAs('admin');
    const admin = (await gql(ADMIN_SUBMISSIONS, { applicationId: '2' })).data?.applicationSubmissions;
    expect(admin.items.find((each: { lenderName: string }) => each.lenderName === 'Cedar Growth')).toMatchObject({
      id: '20',
      status: 'declined',
    });
    expect(admin.openCount).toBe(1);
    scenario.signInAs('client');
    const client = (await gql(CLIENT_LENDERS, { applicationId: '2' })).data?.myApplicationLenders;
    expect(client.lenders.find((each: { lenderName: string }) => each.lenderName === 'Cedar Growth')).toMatchObject({
      status: 'declined',
      canSee: [],
    });
    scenario.signInAs('lender');
    expect(await tabIds('inbox')).toContain('2:declined');
  });
});

const ACCEPT =
  'mutation AcceptLenderInvite($input: AcceptLenderInviteInput!) { acceptLenderInvite(input: $input) { id username role email } }';
const ME = 'query Me { me { username role } }';
const LENDER_USERS = 'query LenderDetail($id: ID!) { adminLender(id: $id) { id users { id username email status } } }';
const INVITE =
  'mutation InviteLenderUser($lenderId: ID!, $email: String!) { inviteLenderUser(lenderId: $lenderId, email: $email) { id status } }';
const RESEND = 'mutation ResendLenderInvite($userId: ID!) { resendLenderInvite(userId: $userId) { id status } }';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { username role } }';

const accept = (token: string, password = 'a-long-password-1', confirmPassword = password) =>
  gql(ACCEPT, { input: { token, password, confirmPassword } });
const INVALID_LINK = 'This invitation link has expired or was already used';
const tokenOf = (link: string | null) => new URLSearchParams(link!.split('?')[1]).get('token')!;

describe('lender invitation: accept (the set-password link)', () => {
  it('refuses unknown, expired and used links with one message, and weak passwords with the server’s words', async () => {
    expect(errorOf(await accept('no-such-token'))).toEqual({
      message: INVALID_LINK,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { token: INVALID_LINK } },
    });
    expect(errorOf(await accept('demo-invite-harbor', 'short'))).toEqual({
      message: 'Password must be at least 12 characters',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { password: 'Password must be at least 12 characters' } },
    });
    expect(errorOf(await accept('demo-invite-harbor', 'a-long-password-1', 'a-long-password-2'))).toEqual({
      message: 'Passwords do not match',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { confirmPassword: 'Passwords do not match' } },
    });
    expect(errorOf(await accept('', 'short', ''))?.extensions.fieldErrors).toEqual({
      token: INVALID_LINK,
      password: 'Password must be at least 12 characters',
      confirmPassword: 'Password confirmation is required',
    });
    scenario.lenderManagement.expireInvite('demo-invite-harbor');
    expect(errorOf(await accept('demo-invite-harbor'))?.message).toBe(INVALID_LINK);
    expect(scenario.currentUser).toBeNull();
  });

  it('accepts: the user is active in lender management, signed in as that lender, and the link is used up', async () => {
    const answer = await accept('demo-invite-harbor');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.acceptLenderInvite).toMatchObject({
      username: 'ops@harbor.example',
      role: 'lender',
      email: 'ops@harbor.example',
    });
    expect((await gql(ME)).data?.me).toEqual({ username: 'ops@harbor.example', role: 'lender' });
    expect(errorOf(await accept('demo-invite-harbor'))?.message).toBe(INVALID_LINK);

    scenario.signInAs('admin');
    const users = (await gql(LENDER_USERS, { id: '2' })).data?.adminLender.users as {
      username: string;
      status: string;
    }[];
    expect(users.find((each) => each.username === 'ops@harbor.example')?.status).toBe('active');
    // The new password signs in after a reload; the link stays used.
    const storage = memoryStorage();
    saveMocks(storage);
    reset();
    expect(loadMocks(storage)).toBe(true);
    expect(
      (await gql(LOGIN, { input: { username: 'ops@harbor.example', password: 'a-long-password-1' } })).data?.login,
    ).toEqual({ username: 'ops@harbor.example', role: 'lender' });
    expect(errorOf(await accept('demo-invite-harbor'))?.message).toBe(INVALID_LINK);
    // Resend is for invited users only now.
    scenario.signInAs('admin');
    expect(errorOf(await gql(RESEND, { userId: '41' }))).toMatchObject({
      message: 'Only a user who has not set a password yet can be sent an invitation',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('the same link opened twice at once succeeds once', async () => {
    const answers = await Promise.all([accept('demo-invite-pinnacle'), accept('demo-invite-pinnacle')]);
    expect(answers.filter((each) => !each.errors)).toHaveLength(1);
    expect(answers.filter((each) => each.errors?.[0]?.message === INVALID_LINK)).toHaveLength(1);
    expect((await gql(ME)).data?.me).toEqual({ username: 'ops@pinnacle.example', role: 'lender' });
  });

  it('Invite user and Resend give a new link; a resend makes the earlier one stop working', async () => {
    scenario.signInAs('admin');
    expect(
      (await gql(INVITE, { lenderId: '3', email: 'New.Person@cedar.example' })).data?.inviteLenderUser,
    ).toMatchObject({ status: 'invited' });
    const first = scenario.lenderManagement.inviteLink('new.person@cedar.example');
    expect(first).toMatch(/^\/auth\/set-password\?token=.+/);
    const invited = (
      (await gql(LENDER_USERS, { id: '3' })).data?.adminLender.users as { id: string; username: string }[]
    ).find((each) => each.username === 'new.person@cedar.example')!;
    await gql(RESEND, { userId: invited.id });
    const second = scenario.lenderManagement.inviteLink('new.person@cedar.example');
    expect(second).not.toBe(first);
    scenario.signInAs(null);
    expect(errorOf(await accept(tokenOf(first)))?.message).toBe(INVALID_LINK);
    expect((await accept(tokenOf(second))).data?.acceptLenderInvite).toMatchObject({
      username: 'new.person@cedar.example',
      role: 'lender',
    });
  });
});
