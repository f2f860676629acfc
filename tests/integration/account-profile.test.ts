import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, firstGraphQLError } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Issue 13 item 7 (R29 *Profile*): name and phone; the e-mail changes through a link sent to the new address. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const UPDATE = `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName lastName phone } }`;
const REQUEST = `mutation R($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) }`;
const CONFIRM = `mutation C($token: String!) { confirmEmailChange(token: $token) { email pendingEmail } }`;
const ME = `{ me { email pendingEmail phone firstName } }`;
const PASSWORD = 'profile-password-1';

let sequence = 0;
async function newClient(): Promise<{ api: ApiClient; username: string; email: string; id: number }> {
  sequence += 1;
  const username = `profile-user-${sequence}`;
  const email = `${username}@example.com`;
  const api = new ApiClient(server.url);
  expect((await api.post('/api/register', { username, email, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(201);
  const [row] = await server.sql<{ id: number }>(`select id from users where username = $1`, [username]);
  return { api, username, email, id: row!.id };
}

async function confirmToken(to: string): Promise<string> {
  const [row] = await server.sql<{ text_body: string }>(`select text_body from email_outbox where template = 'email_change' and to_address = $1 order by id desc limit 1`, [to]);
  return decodeURIComponent(/https?:\/\/\S+\/profile\/confirm-email\?token=(\S+)/.exec(row!.text_body)![1]!);
}

describe('updateProfile', () => {
  it('saves the names and a phone (kept as E.164), audited with before and after', async () => {
    const { api, id } = await newClient();
    const res = await api.gql(UPDATE, { input: { firstName: ' Dana ', lastName: 'Reyes', phone: '(512) 555-0100' } });
    expect(res.body.data.updateProfile).toEqual({ firstName: 'Dana', lastName: 'Reyes', phone: '+15125550100' });
    expect((await api.gql(ME)).body.data.me).toMatchObject({ firstName: 'Dana', phone: '+15125550100' });
    expect((await api.gql(UPDATE, { input: { firstName: 'Dana', lastName: 'Reyes', phone: '+44 20 7946 0958' } })).body.data.updateProfile.phone).toBe('+442079460958');
    expect((await api.gql(UPDATE, { input: { firstName: 'Dana', lastName: 'Reyes', phone: '' } })).body.data.updateProfile.phone).toBeNull();
    // A field left out keeps its value.
    expect((await api.gql(UPDATE, { input: { phone: '512.555.0199' } })).body.data.updateProfile).toEqual({ firstName: 'Dana', lastName: 'Reyes', phone: '+15125550199' });
    const events = await server.sql(`select before, after from audit_event where action = 'user.profile_updated' and entity_id = $1 order by seq`, [String(id)]);
    expect(events[0]).toEqual({ before: { firstName: null, lastName: null, phone: null }, after: { firstName: 'Dana', lastName: 'Reyes', phone: '+15125550100' } });
  });

  it('refuses a phone that is not one, and changes nothing', async () => {
    const { api } = await newClient();
    for (const phone of ['555-0100', 'call me', '+1 (512) 555-0100 ext 9', '12345678901234567']) {
      expect(firstGraphQLError(await api.gql(UPDATE, { input: { phone } })), phone).toEqual({ message: 'Enter a valid phone number, e.g. +1 512 555 0100', code: 'BAD_USER_INPUT' });
    }
    expect((await api.gql(ME)).body.data.me.phone).toBeNull();
    expect(firstGraphQLError(await new ApiClient(server.url).gql(UPDATE, { input: { firstName: 'X' } }))?.code).toBe('UNAUTHENTICATED');
  });
});

describe('changing the e-mail', () => {
  it('needs the password, sends the link to the NEW address, and changes it once confirmed (once); the old address is told', async () => {
    const { api, email, id } = await newClient();
    const newEmail = `new-${id}@example.com`;
    expect(firstGraphQLError(await api.gql(REQUEST, { input: { newEmail, password: 'wrong' } }))).toEqual({ message: 'Current password is incorrect', code: 'BAD_USER_INPUT' });
    expect(firstGraphQLError(await api.gql(REQUEST, { input: { newEmail: 'nope', password: PASSWORD } }))).toEqual({ message: 'Please enter a valid email', code: 'BAD_USER_INPUT' });
    expect(firstGraphQLError(await api.gql(REQUEST, { input: { newEmail: 'client@netfund.example', password: PASSWORD } }))).toEqual({
      message: 'This e-mail belongs to another account',
      code: 'CONFLICT',
    });

    expect((await api.gql(REQUEST, { input: { newEmail: newEmail.toUpperCase(), password: PASSWORD } })).body.data.requestEmailChange).toBe(true);
    expect((await api.gql(ME)).body.data.me).toMatchObject({ email, pendingEmail: newEmail });
    expect(await server.sql(`select count(*)::int as n from email_outbox where template = 'email_change' and to_address = $1`, [email])).toEqual([{ n: 0 }]);
    const token = await confirmToken(newEmail);

    // Another signed-in user cannot use the link.
    const other = await newClient();
    expect(firstGraphQLError(await other.api.gql(CONFIRM, { token }))).toEqual({ message: 'This confirmation link is invalid or has expired', code: 'BAD_USER_INPUT' });

    const [a, b] = await Promise.all([api.gql(CONFIRM, { token }), api.gql(CONFIRM, { token })]);
    expect([a, b].filter((res) => res.body.data?.confirmEmailChange)).toHaveLength(1);
    expect([a, b].find((res) => res.body.data?.confirmEmailChange)!.body.data.confirmEmailChange).toEqual({ email: newEmail, pendingEmail: null });
    expect(firstGraphQLError([a, b].find((res) => !res.body.data?.confirmEmailChange)!)?.message).toBe('This confirmation link is invalid or has expired');
    expect(await server.sql(`select subject from email_outbox where template = 'security_changed' and to_address = $1`, [email])).toEqual([
      { subject: 'Your password / two-factor settings were changed' },
    ]);
    expect(await server.sql(`select before, after from audit_event where action = 'security.email_changed' and entity_id = $1`, [String(id)])).toEqual([
      { before: { email }, after: { email: newEmail } },
    ]);
  });

  it('refuses a link after 24 hours, and an older link once a newer one was sent', async () => {
    const { api, id } = await newClient();
    await api.gql(REQUEST, { input: { newEmail: `first-${id}@example.com`, password: PASSWORD } });
    const older = await confirmToken(`first-${id}@example.com`);
    await api.gql(REQUEST, { input: { newEmail: `second-${id}@example.com`, password: PASSWORD } });
    const newer = await confirmToken(`second-${id}@example.com`);
    expect(firstGraphQLError(await api.gql(CONFIRM, { token: older }))?.message).toBe('This confirmation link is invalid or has expired');
    expect(await server.sql(`select (expires_at - created_at) = interval '24 hours' as day from account_token where user_id = $1 and purpose = 'email_change' and used_at is null`, [id])).toEqual([
      { day: true },
    ]);
    await server.sql(`update account_token set expires_at = now() - interval '1 second' where user_id = $1 and purpose = 'email_change'`, [id]);
    expect(firstGraphQLError(await api.gql(CONFIRM, { token: newer }))?.message).toBe('This confirmation link is invalid or has expired');
  });
});
