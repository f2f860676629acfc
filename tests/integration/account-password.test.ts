import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, firstGraphQLError } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Issue 13 items 8 and 9: changing the password (current one required, the role's length, confirmation, the breached
 * list, other sessions signed out by default) and resetting it by e-mail (the same answer whether or not the account
 * exists, throttled, single use, 30 minutes, every session ended).
 */
let server: TestServer;
beforeAll(async () => {
  // Small reset limits so the throttle is reached quickly.
  server = await startTestServer({ formThrottle: { windowMinutes: 60, maxPerIp: 1000, maxPerEmail: 3 } });
});
afterAll(() => server?.stop());

const CHANGE = `mutation C($input: ChangePasswordInput!) { changePassword(input: $input) }`;
const REQUEST_RESET = `mutation R($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) }`;
const RESET = `mutation S($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
const ME = `{ me { username } }`;
const PASSWORD = 'first-password-1';

let sequence = 0;
async function newClient(): Promise<{ api: ApiClient; username: string; email: string; id: number }> {
  sequence += 1;
  const username = `pw-user-${sequence}`;
  const email = `${username}@example.com`;
  const api = new ApiClient(server.url);
  expect((await api.post('/api/register', { username, email, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(201);
  const [row] = await server.sql<{ id: number }>(`select id from users where username = $1`, [username]);
  return { api, username, email, id: row!.id };
}

async function signIn(username: string, password: string): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  const res = await api.post('/api/login', { username, password });
  expect(res.status, res.text).toBe(200);
  return api;
}

const change = (api: ApiClient, input: Record<string, unknown>) => api.gql(CHANGE, { input: { currentPassword: PASSWORD, newPassword: 'second-password-2', confirmPassword: 'second-password-2', ...input } });

describe('changePassword', () => {
  it('needs the current password, then the rules with their messages word for word; nothing changes on a refusal', async () => {
    const { api, username } = await newClient();
    const cases: [Record<string, unknown>, string][] = [
      [{ currentPassword: 'not-it' }, 'Current password is incorrect'],
      [{ newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 6 characters'],
      [{ confirmPassword: 'something-else' }, 'Passwords do not match'],
      [{ newPassword: 'password1', confirmPassword: 'password1' }, 'This password is too common. Choose another'],
      [{ newPassword: 'Qwerty123', confirmPassword: 'Qwerty123' }, 'This password is too common. Choose another'],
    ];
    for (const [input, message] of cases) expect(firstGraphQLError(await change(api, input)), message).toEqual({ message, code: 'BAD_USER_INPUT' });
    await signIn(username, PASSWORD); // still the old one
  });

  it('asks lenders and admins for at least 12 characters', async () => {
    const admin = await signIn('admin', 'demo-pass');
    const res = await admin.gql(CHANGE, { input: { currentPassword: 'demo-pass', newPassword: 'eleven-char', confirmPassword: 'eleven-char' } });
    expect(firstGraphQLError(res)).toEqual({ message: 'Password must be at least 12 characters', code: 'BAD_USER_INPUT' });
  });

  it('changes it, signs out the other sessions by default (this one stays), tells the user and audits it', async () => {
    const { api, username, email, id } = await newClient();
    const other = await signIn(username, PASSWORD);
    expect((await change(api, {})).body.data.changePassword).toBe(true);
    expect((await api.gql(ME)).body.data.me.username).toBe(username);
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await new ApiClient(server.url).post('/api/login', { username, password: PASSWORD })).status).toBe(401);
    await signIn(username, 'second-password-2');
    expect(await server.sql(`select subject from email_outbox where to_address = $1 and template = 'security_changed'`, [email])).toEqual([
      { subject: 'Your password / two-factor settings were changed' },
    ]);
    const [event] = await server.sql(`select action, after from audit_event where entity_id = $1 and action = 'security.password_changed'`, [String(id)]);
    expect(event!.after).toMatchObject({ otherSessionsEnded: 1 });
    expect(JSON.stringify(event)).not.toContain('second-password-2');
    expect(await server.sql(`select password_changed_at is not null as changed from users where id = $1`, [id])).toEqual([{ changed: true }]);
  });

  it('keeps the other sessions when asked to', async () => {
    const { api, username } = await newClient();
    const other = await signIn(username, PASSWORD);
    expect((await change(api, { signOutOtherSessions: false })).body.data.changePassword).toBe(true);
    expect((await other.get('/api/user')).status).toBe(200);
  });

  it('is for signed-in users only', async () => {
    expect(firstGraphQLError(await change(new ApiClient(server.url), {}))?.code).toBe('UNAUTHENTICATED');
  });
});

/** The raw token of the newest reset e-mail to `email`. */
async function resetToken(email: string): Promise<string> {
  const [row] = await server.sql<{ text_body: string }>(`select text_body from email_outbox where template = 'password_reset' and to_address = $1 order by id desc limit 1`, [email]);
  const match = /https?:\/\/\S+\/auth\/reset-password\?token=(\S+)/.exec(row!.text_body);
  return decodeURIComponent(match![1]!);
}

describe('password reset', () => {
  it('answers the same for an existing and an unknown address; only the account gets a link (30 minutes, to /auth/reset-password)', async () => {
    const { email } = await newClient();
    const known = await new ApiClient(server.url).gql(REQUEST_RESET, { input: { email: email.toUpperCase() } });
    const unknown = await new ApiClient(server.url).gql(REQUEST_RESET, { input: { email: 'nobody-here@example.com' } });
    expect(known.body).toEqual({ data: { requestPasswordReset: true } });
    expect(unknown.body).toEqual(known.body);
    expect(known.status).toBe(unknown.status);
    expect(await server.sql(`select count(*)::int as n from email_outbox where to_address = 'nobody-here@example.com'`)).toEqual([{ n: 0 }]);
    const [mail] = await server.sql(`select subject, text_body from email_outbox where template = 'password_reset' and to_address = $1`, [email]);
    expect(mail!.subject).toBe('Reset your NetFund password');
    expect(mail!.text_body).toContain('for 30 minutes');
    expect(mail!.text_body).toMatch(/http:\/\/localhost:\d+\/auth\/reset-password\?token=[\w-]{43}/);
    expect(await server.sql(`select (expires_at - created_at) = interval '30 minutes' as thirty from account_token where purpose = 'password_reset' and user_id = (select id from users where email = $1)`, [email])).toEqual([{ thirty: true }]);
  });

  it('sets the new password once, ends every session, and refuses the link afterwards', async () => {
    const { api, username, email } = await newClient();
    await new ApiClient(server.url).gql(REQUEST_RESET, { input: { email } });
    const token = await resetToken(email);

    // The role's rules apply (and a refused attempt does not use the link up).
    expect(firstGraphQLError(await new ApiClient(server.url).gql(RESET, { input: { token, newPassword: 'abc', confirmPassword: 'abc' } }))?.message).toBe('Password must be at least 6 characters');
    expect((await new ApiClient(server.url).gql(RESET, { input: { token, newPassword: 'reset-password-3', confirmPassword: 'reset-password-3' } })).body.data.resetPassword).toBe(true);
    expect((await api.get('/api/user')).status).toBe(401);
    await signIn(username, 'reset-password-3');
    expect(firstGraphQLError(await new ApiClient(server.url).gql(RESET, { input: { token, newPassword: 'reset-password-4', confirmPassword: 'reset-password-4' } }))).toEqual({
      message: 'This reset link is invalid or has expired',
      code: 'BAD_USER_INPUT',
    });
    expect(await server.sql(`select subject from email_outbox where to_address = $1 and template = 'security_changed'`, [email])).toEqual([
      { subject: 'Your password / two-factor settings were changed' },
    ]);
  });

  it('lets one of two resets with the same link succeed when they arrive together', async () => {
    const { username, email } = await newClient();
    await new ApiClient(server.url).gql(REQUEST_RESET, { input: { email } });
    const token = await resetToken(email);
    const answers = await Promise.all(
      ['parallel-one-111', 'parallel-two-222', 'parallel-three-333'].map((password) => new ApiClient(server.url).gql(RESET, { input: { token, newPassword: password, confirmPassword: password } })),
    );
    const succeeded = answers.map((res, index) => (res.body.data?.resetPassword ? index : -1)).filter((index) => index >= 0);
    expect(succeeded).toHaveLength(1);
    for (const res of answers.filter((res) => !res.body.data?.resetPassword)) expect(firstGraphQLError(res)?.message).toBe('This reset link is invalid or has expired');
    await signIn(username, ['parallel-one-111', 'parallel-two-222', 'parallel-three-333'][succeeded[0]!]!);
  });

  it('refuses an expired link (30 minutes), an unknown one, and a link once a newer one was sent', async () => {
    const { email, id } = await newClient();
    await new ApiClient(server.url).gql(REQUEST_RESET, { input: { email } });
    const first = await resetToken(email);
    await new ApiClient(server.url).gql(REQUEST_RESET, { input: { email } });
    const second = await resetToken(email);
    const input = (token: string) => ({ input: { token, newPassword: 'later-password-5', confirmPassword: 'later-password-5' } });
    expect(firstGraphQLError(await new ApiClient(server.url).gql(RESET, input(first)))?.message).toBe('This reset link is invalid or has expired');
    expect(firstGraphQLError(await new ApiClient(server.url).gql(RESET, input('not-a-real-token-at-all-000000')))?.message).toBe('This reset link is invalid or has expired');
    await server.sql(`update account_token set expires_at = now() - interval '1 second' where user_id = $1 and purpose = 'password_reset'`, [id]);
    expect(firstGraphQLError(await new ApiClient(server.url).gql(RESET, input(second)))?.message).toBe('This reset link is invalid or has expired');
  });

  it('is throttled per e-mail, also for requests sent at once, and the same way for an unknown address', async () => {
    for (const email of ['throttled@example.com', (await newClient()).email]) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => new ApiClient(server.url).gql(REQUEST_RESET, { input: { email } })));
      expect(answers.filter((res) => res.body.data?.requestPasswordReset === true)).toHaveLength(3);
      for (const res of answers.filter((res) => !res.body.data)) {
        expect(firstGraphQLError(res)).toEqual({ message: 'Too many password reset requests. Please try again in 60 minutes.', code: 'TOO_MANY_REQUESTS' });
      }
    }
  });

  it('validates the e-mail', async () => {
    expect(firstGraphQLError(await new ApiClient(server.url).gql(REQUEST_RESET, { input: { email: 'not-an-email' } }))).toEqual({ message: 'Please enter a valid email', code: 'BAD_USER_INPUT' });
  });
});
