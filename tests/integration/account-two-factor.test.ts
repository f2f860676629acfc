import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../graphql-server/src/index.js';
import { AuditService } from '../../graphql-server/src/modules/audit/audit.service.js';
import { totpCode, totpStep } from '../../graphql-server/src/modules/account/totp.js';
import { TwoFactorService } from '../../graphql-server/src/modules/account/two-factor.service.js';
import { ApiClient, firstGraphQLError } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 13 item 10: two-factor sign-in with TOTP. Enrolment (QR + key, confirmed with a code, ten recovery codes
 * shown once), sign-in with a challenge then a code (GraphQL and REST), replay, the 5-failure lock, single-use
 * recovery codes, re-authentication for disabling and regenerating, the secret encrypted at rest, and the policy
 * that a lender whose lender requires two-factor may only set it up until it is on. Every "only once" and every
 * limit is also tried with parallel requests.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const ME = `{ me { username twoFactorEnabled twoFactorSetupRequired } }`;
const LOGIN = `mutation L($input: LoginInput!) { login(input: $input) { username } }`;
const COMPLETE = `mutation C($challenge: String!, $code: String!) { completeTwoFactorSignIn(challenge: $challenge, code: $code) { username twoFactorEnabled } }`;
const START = `mutation { startTwoFactorEnrolment { secret otpauthUrl qrCodeSvg } }`;
const CONFIRM = `mutation F($code: String!) { confirmTwoFactorEnrolment(code: $code) }`;
const REGENERATE = `mutation R($password: String!) { regenerateRecoveryCodes(password: $password) }`;
const DISABLE = `mutation D($password: String!) { disableTwoFactor(password: $password) }`;

const WRONG_CODE = "That code didn't work. Check your device's time and try again";
const PASSWORD = 'a-long-client-password';

let sequence = 0;
/** A new client account, signed in (each test its own, so codes and counters never collide). */
async function newClient(): Promise<{ api: ApiClient; username: string; id: number }> {
  sequence += 1;
  const username = `tfa-user-${sequence}`;
  const api = new ApiClient(server.url);
  const res = await api.post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD });
  expect(res.status).toBe(201);
  const [row] = await server.sql<{ id: number }>(`select id from users where username = $1`, [username]);
  return { api, username, id: row!.id };
}

/** Turns two-factor on for a signed-in client; answers the secret and the recovery codes. */
async function enrol(api: ApiClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await api.gql(START);
  expect(started.body.errors).toBeUndefined();
  const { secret } = started.body.data.startTwoFactorEnrolment;
  const confirmed = await api.gql(CONFIRM, { code: totpCode(secret, Date.now()) });
  expect(confirmed.body.errors).toBeUndefined();
  return { secret, recoveryCodes: confirmed.body.data.confirmTwoFactorEnrolment };
}

/** Lets the next sign-in use a code of the current step again (each step is accepted once). */
async function forgetLastStep(userId: number): Promise<void> {
  await server.sql(`update users set totp_last_step = null where id = $1`, [userId]);
}

async function challengeFor(username: string): Promise<{ api: ApiClient; challenge: string }> {
  const api = new ApiClient(server.url);
  const res = await api.gql(LOGIN, { input: { username, password: PASSWORD } });
  expect(res.body.errors?.[0]).toMatchObject({ message: 'Enter the 6-digit code from your authenticator app', extensions: { code: 'TWO_FACTOR_REQUIRED' } });
  expect(res.headers.get('set-cookie') ?? '').not.toContain('netfund_session=');
  return { api, challenge: res.body.errors[0].extensions.challenge };
}

/** The lock's message words the same wait as its Retry-After (whole minutes rounded up from one minute on). */
function expectAgreeingLock(message: string, retryAfterSeconds: number): void {
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} second` : `${Math.ceil(retryAfterSeconds / 60)} minute`;
  expect(message).toMatch(new RegExp(`^Too many attempts\\. Please try again in ${wait}s?\\.$`));
}

describe('enrolment', () => {
  it('shows a QR code and the key, turns two-factor on with a code, and answers ten recovery codes once', async () => {
    const { api, username, id } = await newClient();
    expect((await api.gql(ME)).body.data.me).toEqual({ username, twoFactorEnabled: false, twoFactorSetupRequired: false });

    const started = (await api.gql(START)).body.data.startTwoFactorEnrolment;
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUrl).toBe(`otpauth://totp/NetFund:${username}%40example.com?issuer=NetFund&secret=${started.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(started.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    expect(firstGraphQLError(await api.gql(CONFIRM, { code: '000000' === totpCode(started.secret, Date.now()) ? '111111' : '000000' }))).toEqual({ message: WRONG_CODE, code: 'BAD_USER_INPUT' });
    const codes = (await api.gql(CONFIRM, { code: totpCode(started.secret, Date.now()) })).body.data.confirmTwoFactorEnrolment;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await api.gql(ME)).body.data.me.twoFactorEnabled).toBe(true);

    // Stored encrypted (never the key itself), the recovery codes hashed; the step used is remembered.
    const [row] = await server.sql(`select totp_secret_enc, totp_pending_secret_enc, totp_last_step, totp_enabled_at from users where id = $1`, [id]);
    expect(row!.totp_pending_secret_enc).toBeNull();
    expect(Buffer.from(row!.totp_secret_enc).toString('latin1')).not.toContain(started.secret);
    expect(Number(row!.totp_last_step)).toBeGreaterThan(0);
    const hashes = await server.sql<{ code_hash: string }>(`select code_hash from recovery_code where user_id = $1`, [id]);
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(codes.map((code: string) => code.replace('-', ''))).not.toContain(code_hash);

    // Already on: a new enrolment is refused.
    expect(firstGraphQLError(await api.gql(START))).toEqual({ message: 'Two-factor authentication is already on', code: 'CONFLICT' });
    // Audited without secrets, and the user is told.
    const audit = await server.sql(`select action, after from audit_event where entity_type = 'user' and entity_id = $1 and action like 'security.%'`, [String(id)]);
    expect(audit).toEqual([{ action: 'security.two_factor_enabled', after: expect.objectContaining({ twoFactorEnabled: true, backupCodesIssued: 10 }) }]);
    expect(JSON.stringify(audit)).not.toContain(started.secret);
    const mail = await server.sql(`select subject from email_outbox where to_address = $1 and template = 'security_changed'`, [`${username}@example.com`]);
    expect(mail).toEqual([{ subject: 'Your password / two-factor settings were changed' }]);
  });

  it('turns on once when the same code is confirmed twice at the same time', async () => {
    const { api, id } = await newClient();
    const { secret } = (await api.gql(START)).body.data.startTwoFactorEnrolment;
    const code = totpCode(secret, Date.now());
    const answers = await Promise.all([api.gql(CONFIRM, { code }), api.gql(CONFIRM, { code })]);
    expect(answers.filter((res) => !res.body.errors)).toHaveLength(1);
    expect(await server.sql(`select count(*)::int as n from recovery_code where user_id = $1`, [id])).toEqual([{ n: 10 }]);
  });

  it('is only for a signed-in user', async () => {
    expect(firstGraphQLError(await new ApiClient(server.url).gql(START))?.code).toBe('UNAUTHENTICATED');
  });
});

describe('signing in with two-factor', () => {
  it('asks for a code after the password, then signs in with it (GraphQL)', async () => {
    const { api: first, username, id } = await newClient();
    const { secret } = await enrol(first);
    await forgetLastStep(id);

    // Without 2FA nothing changes (covered by session tests); with it the password alone gives no session.
    const { api, challenge } = await challengeFor(username);
    expect((await api.gql(ME)).body.data.me).toBeNull();
    const done = await api.gql(COMPLETE, { challenge, code: totpCode(secret, Date.now()) });
    expect(done.body.data.completeTwoFactorSignIn).toEqual({ username, twoFactorEnabled: true });
    expect((await api.gql(ME)).body.data.me.username).toBe(username);

    // The challenge is single use.
    expect(firstGraphQLError(await new ApiClient(server.url).gql(COMPLETE, { challenge, code: totpCode(secret, Date.now() + 30_000) }))).toEqual({
      message: 'Your sign-in has expired. Sign in again',
      code: 'UNAUTHENTICATED',
    });
    // A wrong password still answers the generic failure, no challenge.
    const wrong = await new ApiClient(server.url).gql(LOGIN, { input: { username, password: 'not-the-password' } });
    expect(firstGraphQLError(wrong)).toEqual({ message: 'Invalid username or password', code: 'UNAUTHENTICATED' });
  });

  it('answers 401 with code TWO_FACTOR_REQUIRED and a challenge on REST, and completes at /api/login/two-factor', async () => {
    const { api: first, username, id } = await newClient();
    const { secret } = await enrol(first);
    await forgetLastStep(id);
    const api = new ApiClient(server.url);
    const res = await api.post('/api/login', { username, password: PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Enter the 6-digit code from your authenticator app', code: 'TWO_FACTOR_REQUIRED', challenge: expect.stringMatching(/^[\w-]{43}$/) });
    expect((await api.get('/api/user')).status).toBe(401);
    const done = await api.post('/api/login/two-factor', { challenge: res.body.challenge, code: totpCode(secret, Date.now()) });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ username, role: 'client' });
    expect((await api.get('/api/user')).status).toBe(200);
  });

  it('refuses a replayed code: the same code signs in once, also when sent four times at the same time', async () => {
    const { api: first, username, id } = await newClient();
    const { secret } = await enrol(first);
    await forgetLastStep(id);
    const code = totpCode(secret, Date.now());

    const attempts = await Promise.all(Array.from({ length: 4 }, () => challengeFor(username)));
    const answers = await Promise.all(attempts.map(({ api, challenge }) => api.gql(COMPLETE, { challenge, code })));
    expect(answers.filter((res) => res.body.data?.completeTwoFactorSignIn)).toHaveLength(1);
    expect(answers.map((res) => firstGraphQLError(res)).filter(Boolean)).toEqual(Array.from({ length: 3 }, () => ({ message: WRONG_CODE, code: 'BAD_USER_INPUT' })));

    // Later, the same code again: refused (its step was used).
    const again = await challengeFor(username);
    expect(firstGraphQLError(await again.api.gql(COMPLETE, { challenge: again.challenge, code }))).toEqual({ message: WRONG_CODE, code: 'BAD_USER_INPUT' });
    // Registration's sign-in, the one success, and the two refused codes.
    const events = await server.sql(`select success, count(*)::int as n from sign_in_event where user_id = $1 group by success order by success`, [id]);
    expect(events).toEqual([{ success: false, n: 4 }, { success: true, n: 2 }]);
  });

  it('on REST too: after 5 wrong codes POST /api/login/two-factor answers 429 whose message words its Retry-After', async () => {
    const { api: first, username, id } = await newClient();
    const { secret } = await enrol(first);
    await forgetLastStep(id);
    const api = new ApiClient(server.url);
    const { challenge } = (await api.post('/api/login', { username, password: PASSWORD })).body;
    const right = totpCode(secret, Date.now());
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await api.post('/api/login/two-factor', { challenge, code: wrong })).body).toMatchObject({ message: WRONG_CODE, code: 'BAD_USER_INPUT' });
    // Five minutes into the lock: ten minutes are left, and the message says so.
    await server.sql(`update login_throttles set locked_until = now() + interval '599 seconds' where key = $1`, [`two-factor:user:${id}`]);
    const locked = await api.post('/api/login/two-factor', { challenge, code: right });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expectAgreeingLock(locked.body.message, retryAfter);
    expect(locked.body.message).toBe('Too many attempts. Please try again in 10 minutes.');
  });

  it('locks after 5 wrong codes for 15 minutes, even when 10 are sent at once, and the right code is then refused too', async () => {
    const { api: first, username, id } = await newClient();
    const { secret } = await enrol(first);
    await forgetLastStep(id);
    const { api, challenge } = await challengeFor(username);
    const right = totpCode(secret, Date.now());
    const wrong = right === '123456' ? '654321' : '123456';

    const answers = await Promise.all(Array.from({ length: 10 }, () => api.gql(COMPLETE, { challenge, code: wrong })));
    const errors = answers.map((res) => firstGraphQLError(res));
    expect(errors.filter((error) => error?.message === WRONG_CODE)).toHaveLength(5);
    expect(errors.filter((error) => error?.code === 'TOO_MANY_REQUESTS')).toHaveLength(5);
    expect(errors.every((error) => error?.code === 'BAD_USER_INPUT' || error?.code === 'TOO_MANY_REQUESTS')).toBe(true);
    for (const answer of answers.filter((res) => firstGraphQLError(res)?.code === 'TOO_MANY_REQUESTS')) expectAgreeingLock(answer.body.errors[0].message, answer.body.errors[0].extensions.retryAfterSeconds);

    const locked = await api.gql(COMPLETE, { challenge, code: right });
    expect(firstGraphQLError(locked)?.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.body.errors[0].extensions.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expectAgreeingLock(locked.body.errors[0].message, locked.body.errors[0].extensions.retryAfterSeconds);
    // A new challenge does not reset the lock: it belongs to the account.
    const fresh = await challengeFor(username);
    expect(firstGraphQLError(await fresh.api.gql(COMPLETE, { challenge: fresh.challenge, code: right }))?.code).toBe('TOO_MANY_REQUESTS');

    // 15 minutes later the right code works.
    await server.sql(`update login_throttles set locked_until = now() - interval '1 second', window_started_at = now() - interval '16 minutes' where key = $1`, [`two-factor:user:${id}`]);
    const after = await challengeFor(username);
    expect((await after.api.gql(COMPLETE, { challenge: after.challenge, code: right })).body.data?.completeTwoFactorSignIn?.username).toBe(username);
  });

  it('takes a recovery code once, also when it is sent four times at the same time', async () => {
    const { api: first, username, id } = await newClient();
    const { recoveryCodes } = await enrol(first);
    const code = recoveryCodes[3]!.toLowerCase(); // as typed off paper

    const attempts = await Promise.all(Array.from({ length: 4 }, () => challengeFor(username)));
    const answers = await Promise.all(attempts.map(({ api, challenge }) => api.gql(COMPLETE, { challenge, code })));
    expect(answers.filter((res) => res.body.data?.completeTwoFactorSignIn)).toHaveLength(1);
    expect(await server.sql(`select count(*)::int as n from recovery_code where user_id = $1 and used_at is not null`, [id])).toEqual([{ n: 1 }]);

    const again = await challengeFor(username);
    expect(firstGraphQLError(await again.api.gql(COMPLETE, { challenge: again.challenge, code }))).toEqual({ message: WRONG_CODE, code: 'BAD_USER_INPUT' });
    // Another unused one still works.
    const other = await challengeFor(username);
    expect((await other.api.gql(COMPLETE, { challenge: other.challenge, code: recoveryCodes[4] })).body.data?.completeTwoFactorSignIn?.username).toBe(username);
  });

  it('refuses an unknown or expired challenge', async () => {
    const { api: first, username, id } = await newClient();
    const { secret } = await enrol(first);
    await forgetLastStep(id);
    expect(firstGraphQLError(await new ApiClient(server.url).gql(COMPLETE, { challenge: 'x'.repeat(43), code: '123456' }))?.message).toBe('Your sign-in has expired. Sign in again');
    const { api, challenge } = await challengeFor(username);
    await server.sql(`update account_token set expires_at = now() - interval '1 second' where user_id = $1 and purpose = 'sign_in_challenge'`, [id]);
    expect(firstGraphQLError(await api.gql(COMPLETE, { challenge, code: totpCode(secret, Date.now()) }))).toEqual({
      message: 'Your sign-in has expired. Sign in again',
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('recovery codes and turning two-factor off (re-authentication)', () => {
  it('makes new codes with the password only; the old ones stop working', async () => {
    const { api, username, id } = await newClient();
    const { recoveryCodes } = await enrol(api);
    expect(firstGraphQLError(await api.gql(REGENERATE, { password: 'wrong-password' }))).toEqual({ message: 'Current password is incorrect', code: 'BAD_USER_INPUT' });
    const fresh = (await api.gql(REGENERATE, { password: PASSWORD })).body.data.regenerateRecoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const old = await challengeFor(username);
    expect(firstGraphQLError(await old.api.gql(COMPLETE, { challenge: old.challenge, code: recoveryCodes[0] }))?.message).toBe(WRONG_CODE);
    const now = await challengeFor(username);
    expect((await now.api.gql(COMPLETE, { challenge: now.challenge, code: fresh[0] })).body.data?.completeTwoFactorSignIn?.username).toBe(username);
    expect(await server.sql(`select action from audit_event where entity_type = 'user' and entity_id = $1 and action like 'security.%' order by seq`, [String(id)])).toEqual([
      { action: 'security.two_factor_enabled' },
      { action: 'security.recovery_codes_regenerated' },
    ]);
  });

  it('turns off with the password only; sign-in then needs the password alone', async () => {
    const { api, username, id } = await newClient();
    await enrol(api);
    expect(firstGraphQLError(await api.gql(DISABLE, { password: 'wrong-password' }))).toEqual({ message: 'Current password is incorrect', code: 'BAD_USER_INPUT' });
    expect((await api.gql(DISABLE, { password: PASSWORD })).body.data.disableTwoFactor).toBe(true);
    expect(firstGraphQLError(await api.gql(DISABLE, { password: PASSWORD }))).toEqual({ message: 'Two-factor authentication is not on', code: 'CONFLICT' });
    expect(await server.sql(`select totp_secret_enc, totp_enabled_at from users where id = $1`, [id])).toEqual([{ totp_secret_enc: null, totp_enabled_at: null }]);
    expect(await server.sql(`select count(*)::int as n from recovery_code where user_id = $1`, [id])).toEqual([{ n: 0 }]);
    const res = await new ApiClient(server.url).gql(LOGIN, { input: { username, password: PASSWORD } });
    expect(res.body.data.login.username).toBe(username);
  });
});

describe('TOTP with a fixed clock', () => {
  it('accepts the step before, now and after; refuses two steps away and a replay', async () => {
    const { api, id } = await newClient();
    const em = server.db.orm.em.fork();
    const services = createServices(em, server.config);
    const user = (await services.users.findById(id))!;
    const { secret } = (await api.gql(START)).body.data.startTwoFactorEnrolment;
    const now = Date.parse('2030-01-01T00:00:15Z');
    const clock = () => now;
    const service = new TwoFactorService(em, server.config, new AuditService(em), clock);
    const caller = { user, userId: user.id, role: user.role, lenderId: null };

    await expect(service.confirmEnrolment(caller, totpCode(secret, now - 60_000))).rejects.toMatchObject({ message: WRONG_CODE });
    await service.confirmEnrolment(caller, totpCode(secret, now - 30_000)); // uses step now-1
    expect(await server.sql(`select totp_last_step::bigint as step from users where id = $1`, [id])).toEqual([{ step: String(totpStep(now) - 1) }]);

    await expect(service.verifySignInCode(user, totpCode(secret, now - 30_000))).rejects.toMatchObject({ message: WRONG_CODE }); // replay
    await expect(service.verifySignInCode(user, totpCode(secret, now + 60_000))).rejects.toMatchObject({ message: WRONG_CODE }); // too far ahead
    await expect(service.verifySignInCode(user, totpCode(secret, now))).resolves.toBe('totp');
    await expect(service.verifySignInCode(user, totpCode(secret, now))).rejects.toMatchObject({ message: WRONG_CODE }); // replay
    await expect(service.verifySignInCode(user, totpCode(secret, now + 30_000))).resolves.toBe('totp');
    // Two failures above and three right codes given back: the counter holds the failures only.
    expect(await server.sql(`select failures from login_throttles where key = $1`, [`two-factor:user:${id}`])).toEqual([{ failures: 3 }]);
  });
});

describe('the two-factor policy for lenders', () => {
  const MY_LENDER = `{ myLender { displayName } }`;

  it("restricts a lender user whose lender requires two-factor to their account until it is on", async () => {
    await server.sql(`update lender set requires2fa = true where id = (select lender_id from users where username = 'lender')`);
    try {
      const api = new ApiClient(server.url);
      expect((await api.post('/api/login', { username: 'lender', password: 'demo-pass' })).status).toBe(200);
      expect((await api.gql(ME)).body.data.me).toEqual({ username: 'lender', twoFactorEnabled: false, twoFactorSetupRequired: true });
      expect(firstGraphQLError(await api.gql(MY_LENDER))).toEqual({ message: 'Set up two-factor authentication to continue', code: 'FORBIDDEN' });
      // Account operations still work: sessions, profile, enrolment.
      expect((await api.gql(`{ mySessions { current } }`)).body.data.mySessions).toContainEqual({ current: true });
      expect((await api.gql(`mutation { updateProfile(input: { firstName: "Lee" }) { firstName } }`)).body.data.updateProfile.firstName).toBe('Lee');
      const { secret } = (await api.gql(START)).body.data.startTwoFactorEnrolment;
      await api.gql(CONFIRM, { code: totpCode(secret, Date.now()) });
      expect((await api.gql(ME)).body.data.me.twoFactorSetupRequired).toBe(false);
      expect((await api.gql(MY_LENDER)).body.data.myLender.displayName).toBe('Cedar Growth');
    } finally {
      await server.sql(`update lender set requires2fa = false where id = (select lender_id from users where username = 'lender')`);
      await server.sql(`update users set totp_secret_enc = null, totp_pending_secret_enc = null, totp_enabled_at = null, totp_last_step = null where username = 'lender'`);
      await server.sql(`delete from recovery_code where user_id = (select id from users where username = 'lender')`);
    }
  });

  it('tells a freshly signed-in user of a requiring lender in the login answer', async () => {
    await server.sql(`update lender set requires2fa = true where id = (select lender_id from users where username = 'lender')`);
    try {
      const res = await new ApiClient(server.url).gql(`mutation L($input: LoginInput!) { login(input: $input) { username twoFactorSetupRequired } }`, {
        input: { username: 'lender', password: 'demo-pass' },
      });
      expect(res.body.data.login).toEqual({ username: 'lender', twoFactorSetupRequired: true });
    } finally {
      await server.sql(`update lender set requires2fa = false where id = (select lender_id from users where username = 'lender')`);
    }
  });

  it('leaves demo users free: no demo user has two-factor and none is required to', async () => {
    expect(await server.sql(`select count(*)::int as n from users where totp_enabled_at is not null and email like '%@netfund.example'`)).toEqual([{ n: 0 }]);
    for (const username of ['admin', 'client', 'lender']) {
      const api = new ApiClient(server.url);
      expect((await api.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
      expect((await api.gql(ME)).body.data.me.twoFactorSetupRequired).toBe(false);
    }
  });
});
