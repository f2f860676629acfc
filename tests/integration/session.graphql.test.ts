import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const client = () => new ApiClient(server.url);

const ME = 'query Me { me { id username role email firstName lastName } }';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { username role } }';
const REGISTER = 'mutation Register($input: RegisterInput!) { register(input: $input) { username role email } }';
const LOGOUT = 'mutation Logout { logout }';

describe('me', () => {
  it('is null when signed out', async () => {
    const res = await client().gql(ME);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { me: null } });
  });

  it('is the signed-in user after login', async () => {
    const api = client();
    const login = await api.gql(LOGIN, { input: { username: 'admin', password: 'demo-pass' } });
    expect(login.body).toEqual({ data: { login: { username: 'admin', role: 'admin' } } });
    const me = await api.gql(ME);
    expect(me.body.data.me).toMatchObject({ username: 'admin', role: 'admin', email: 'admin@netfund.example', firstName: 'Avery' });
  });
});

describe('login', () => {
  it('fails with UNAUTHENTICATED and the generic message for a wrong password or unknown user', async () => {
    for (const input of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'ghost', password: 'wrong-password' },
    ]) {
      const res = await client().gql(LOGIN, { input });
      expect(res.body.data).toBeNull();
      expect(res.body.errors).toEqual([
        expect.objectContaining({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } }),
      ]);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('fails with BAD_USER_INPUT and field messages for empty fields', async () => {
    const res = await client().gql(LOGIN, { input: { username: ' ', password: '' } });
    expect(res.body.errors[0]).toMatchObject({
      message: 'Username is required',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { username: 'Username is required', password: 'Password is required' } },
    });
  });

  it('fails with BAD_USER_INPUT for variables of the wrong type', async () => {
    const res = await client().gql(LOGIN, { input: { username: 1, password: true } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('register', () => {
  it('creates a client and signs it in', async () => {
    const api = client();
    const res = await api.gql(REGISTER, {
      input: { username: 'gql-user', email: 'gql@example.com', password: 'secret-1', confirmPassword: 'secret-1' },
    });
    expect(res.body).toEqual({ data: { register: { username: 'gql-user', role: 'client', email: 'gql@example.com' } } });
    expect((await api.gql(ME)).body.data.me.username).toBe('gql-user');
  });

  it('answers CONFLICT for a taken username', async () => {
    const res = await client().gql(REGISTER, {
      input: { username: 'Lender', email: 'x@example.com', password: 'secret-1', confirmPassword: 'secret-1' },
    });
    expect(res.body.errors[0]).toMatchObject({ message: 'Username is already taken', extensions: { code: 'CONFLICT' } });
  });

  it('answers BAD_USER_INPUT with the spec messages', async () => {
    const res = await client().gql(REGISTER, {
      input: { username: 'abc', email: 'abc@example.com', password: 'secret-1', confirmPassword: 'secret-9' },
    });
    expect(res.body.errors[0]).toMatchObject({
      message: 'Passwords do not match',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { confirmPassword: 'Passwords do not match' } },
    });
  });
});

describe('logout', () => {
  it('ends the session: the old cookie no longer works', async () => {
    const api = client();
    await api.gql(LOGIN, { input: { username: 'client', password: 'demo-pass' } });
    const token = api.cookie('netfund_session')!;
    expect((await api.gql(LOGOUT)).body).toEqual({ data: { logout: true } });
    const replay = client();
    replay.setCookie('netfund_session', token);
    expect((await replay.gql(ME)).body).toEqual({ data: { me: null } });
  });
});

describe('signOutOtherSessions', () => {
  const SIGN_OUT_OTHERS = 'mutation SignOutOthers { signOutOtherSessions }';
  const signedIn = async (username: string) => {
    const api = client();
    await api.gql(LOGIN, { input: { username, password: 'demo-pass' } });
    return api;
  };

  it("ends the user's other sessions, keeps this one and other users' sessions, and answers how many ended", async () => {
    await client().gql(REGISTER, {
      input: { username: 'many-tabs', email: 'tabs@example.com', password: 'demo-pass', confirmPassword: 'demo-pass' },
    });
    const [current, laptop, phone, someoneElse] = [await signedIn('many-tabs'), await signedIn('many-tabs'), await signedIn('many-tabs'), await signedIn('lender')];

    const res = await current.gql(SIGN_OUT_OTHERS);
    expect(res.body).toEqual({ data: { signOutOtherSessions: 3 } });
    expect((await current.gql(ME)).body.data.me.username).toBe('many-tabs');
    expect((await laptop.gql(ME)).body.data.me).toBeNull();
    expect((await phone.gql(ME)).body.data.me).toBeNull();
    expect((await someoneElse.gql(ME)).body.data.me.username).toBe('lender');
    // Nothing left to end.
    expect((await current.gql(SIGN_OUT_OTHERS)).body).toEqual({ data: { signOutOtherSessions: 0 } });
  });

  it('needs a signed-in user', async () => {
    const res = await client().gql(SIGN_OUT_OTHERS);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
