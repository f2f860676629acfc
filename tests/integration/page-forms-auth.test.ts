import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../graphql-server/src/modules/account/totp.js';
import { INVALID_CREDENTIALS, SIGN_IN_CHALLENGE_EXPIRED } from '../../graphql-server/src/modules/auth/auth.service.js';
import { ApiClient } from '../support/api-client.js';
import { postForm, setCookies, standInWebBuild, submissionIn } from '../support/page-forms.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Issue 28 item 3, /auth's forms and the header's sign-out as plain HTML posts (graphql-server/src/http/page-forms/
 * auth.ts): the auth service as GraphQL and REST call it (the same lockout, cookies, audit), a 303 to where the user
 * was going, and the page again with the reasons when refused; the two-factor step is the page rendered for it.
 */

let server: TestServer;
let build: ReturnType<typeof standInWebBuild>;

beforeAll(async () => {
  build = standInWebBuild();
  server = await startTestServer({ webDistDir: build.dir });
});
afterAll(async () => {
  await server?.stop();
  build?.remove();
});
afterEach(async () => {
  await server.sql('delete from login_throttles');
});

const signIn = (fields: Record<string, string>, path = '/auth', headers: Record<string, string | null> = {}) =>
  postForm(server, path, { _form: 'sign-in', ...fields }, headers);

/** The session cookie a response sets, as a Cookie header. */
function sessionCookie(response: Response): string {
  const cookie = setCookies(response).find((pair) => pair.startsWith('netfund_session='));
  if (!cookie) throw new Error(`No session cookie in ${JSON.stringify(response.headers.getSetCookie())}`);
  return cookie;
}

async function me(cookie: string): Promise<string | null> {
  const response = await fetch(`${server.url}/api/user`, { headers: { cookie } });
  return response.status === 200 ? ((await response.json()) as { username: string }).username : null;
}

describe('sign-in', () => {
  it('signs in with the session and device cookies the REST login sets, and sends the user to their home (303)', async () => {
    const response = await signIn({ username: 'lender', password: 'demo-pass' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/lender/dashboard');
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith('netfund_session='))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(cookies.some((cookie) => cookie.startsWith('netfund_device='))).toBe(true);
    expect(await me(sessionCookie(response))).toBe('lender');
    const [event] = await server.sql(
      `select success from sign_in_event e join users u on u.id = e.user_id where u.username = 'lender' order by e.id desc limit 1`,
    );
    expect(event).toEqual({ success: true });
  });

  it('goes to the ?redirect= path when it is on this site, and to the home when it is not', async () => {
    const back = await signIn(
      { username: 'client', password: 'demo-pass' },
      '/auth?redirect=%2Fclient%2Fapplications%3Ftab%3Dopen',
    );
    expect(back.headers.get('location')).toBe('/client/applications?tab=open');
    for (const unsafe of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await signIn(
        { username: 'client', password: 'demo-pass' },
        `/auth?redirect=${encodeURIComponent(unsafe)}`,
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/client/dashboard');
    }
  });

  it('refuses a wrong password with the page again: 401, the sign-in message, the username kept, never the password, no cookie', async () => {
    const response = await signIn(
      { username: 'client', password: 'wrong-password' },
      '/auth?redirect=%2Fclient%2Fapplications',
    );
    expect(response.status).toBe(401);
    expect(setCookies(response).some((cookie) => cookie.startsWith('netfund_session='))).toBe(false);
    const html = await response.text();
    expect(html).toContain('<h1>/auth?redirect=%2Fclient%2Fapplications</h1>');
    expect(html).not.toContain('wrong-password');
    expect(submissionIn(html)).toEqual({
      form: 'sign-in',
      values: { username: 'client' },
      fieldErrors: {},
      message: INVALID_CREDENTIALS,
    });
  });

  it('refuses empty fields with the sign-in rules, 400', async () => {
    const response = await signIn({ username: '', password: '' });
    expect(response.status).toBe(400);
    expect(submissionIn(await response.text())?.fieldErrors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('holds to the login lockout under parallel posts: of 12 wrong passwords at a limit of 5, exactly 5 are checked, the rest 429 with Retry-After', async () => {
    server.config.loginThrottle = { ...server.config.loginThrottle, maxFailuresPerAccount: 5, maxFailuresPerIp: 1000 };
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => signIn({ username: 'admin', password: 'not-it' })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    for (const locked of responses.filter((response) => response.status === 429)) {
      const seconds = Number(locked.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(0);
      expect(submissionIn(await locked.text())?.message).toMatch(
        /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/,
      );
    }
    // Locked: the right password is refused too, as on every edge.
    expect((await signIn({ username: 'admin', password: 'demo-pass' })).status).toBe(429);
    const api = await new ApiClient(server.url).post('/api/login', { username: 'admin', password: 'demo-pass' });
    expect(api.status).toBe(429);
  });

  it('refuses a cross-site post (403) before anything is checked or counted', async () => {
    const response = await signIn({ username: 'client', password: 'wrong-password' }, '/auth', {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await server.sql(`select key from login_throttles`)).toEqual([]);
  });
});

describe('two-factor sign-in', () => {
  const PASSWORD = 'a-long-client-password';

  async function enrolledClient(username: string): Promise<{ secret: string; recoveryCodes: string[]; id: number }> {
    const api = new ApiClient(server.url);
    expect(
      (
        await api.post('/api/register', {
          username,
          email: `${username}@example.com`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        })
      ).status,
    ).toBe(201);
    const started = await api.gql('mutation { startTwoFactorEnrolment { secret } }');
    const { secret } = started.body.data.startTwoFactorEnrolment;
    const confirmed = await api.gql('mutation F($code: String!) { confirmTwoFactorEnrolment(code: $code) }', {
      code: totpCode(secret, Date.now()),
    });
    const [row] = await server.sql<{ id: number }>('select id from users where username = $1', [username]);
    // Each step is accepted once: the enrolment's own code may not be used again.
    await server.sql('update users set totp_last_step = null where id = $1', [row!.id]);
    return { secret, recoveryCodes: confirmed.body.data.confirmTwoFactorEnrolment, id: row!.id };
  }

  async function challenge(username: string): Promise<string> {
    const response = await signIn({ username, password: PASSWORD }, '/auth?redirect=%2Fclient%2Fapplications');
    expect(response.status).toBe(401);
    expect(setCookies(response).some((cookie) => cookie.startsWith('netfund_session='))).toBe(false);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const submission = submissionIn(await response.text());
    expect(submission).toMatchObject({ form: 'two-factor', fieldErrors: {} });
    expect(submission?.message).toBeUndefined();
    return submission!.values.challenge!;
  }

  const twoFactor = (fields: Record<string, string>) =>
    postForm(server, '/auth?redirect=%2Fclient%2Fapplications', { _form: 'two-factor', recovery: '', ...fields });

  it('asks for the code on the page, then signs in with it (spaces as typed) and goes on to the redirect', async () => {
    const { secret } = await enrolledClient('no-js-tfa-1');
    const issued = await challenge('no-js-tfa-1');
    const code = totpCode(secret, Date.now());
    const response = await twoFactor({ challenge: issued, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/client/applications');
    expect(await me(sessionCookie(response))).toBe('no-js-tfa-1');
  });

  it('refuses a wrong code under its field (400), the challenge kept; switches to a recovery code; an expired challenge goes back to the password', async () => {
    const { recoveryCodes } = await enrolledClient('no-js-tfa-2');
    const issued = await challenge('no-js-tfa-2');
    const wrong = await twoFactor({ challenge: issued, code: '000000' });
    expect(wrong.status).toBe(400);
    const refused = submissionIn(await wrong.text());
    expect(refused).toMatchObject({ form: 'two-factor', values: { challenge: issued, recovery: '' } });
    expect(Object.keys(refused!.fieldErrors)).toEqual(['code']);

    const toggled = await twoFactor({ challenge: issued, code: '', toggle: '1' });
    expect(toggled.status).toBe(200);
    expect(submissionIn(await toggled.text())).toEqual({
      form: 'two-factor',
      values: { challenge: issued, recovery: '1' },
      fieldErrors: {},
    });

    const recovered = await twoFactor({ challenge: issued, code: recoveryCodes[0]!, recovery: '1' });
    expect(recovered.status).toBe(303);
    // The challenge is spent: the password step again, with the server's words.
    const spent = await twoFactor({ challenge: issued, code: recoveryCodes[1]!, recovery: '1' });
    expect(spent.status).toBe(401);
    expect(submissionIn(await spent.text())).toEqual({
      form: 'sign-in',
      values: {},
      fieldErrors: {},
      message: SIGN_IN_CHALLENGE_EXPIRED,
    });
  });
});

describe('registration', () => {
  const register = (fields: Record<string, string>) =>
    postForm(server, '/auth?applicationEmail=new%40example.com', {
      _form: 'register',
      firstName: '',
      lastName: '',
      ...fields,
    });

  it('creates the account, signs it in and goes to the client home (303)', async () => {
    const response = await register({
      username: 'no-js-new',
      email: 'no-js-new@example.com',
      password: 'secret-123',
      confirmPassword: 'secret-123',
      firstName: 'Nia',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/client/dashboard');
    expect(await me(sessionCookie(response))).toBe('no-js-new');
    const [user] = await server.sql('select role, first_name, last_name from users where username = $1', ['no-js-new']);
    expect(user).toEqual({ role: 'client', first_name: 'Nia', last_name: null });
  });

  it('refuses with the registration rules (400) and a taken username (409), never echoing the passwords', async () => {
    const invalid = await register({ username: 'ab', email: 'nope', password: 'short', confirmPassword: 'other' });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).not.toContain('short');
    expect(submissionIn(html)).toEqual({
      form: 'register',
      values: { username: 'ab', email: 'nope', firstName: '', lastName: '' },
      fieldErrors: {
        username: 'Username must be at least 3 characters',
        email: 'Please enter a valid email',
        password: 'Password must be at least 6 characters',
        confirmPassword: 'Password confirmation is required',
      },
    });
    const taken = await register({
      username: 'client',
      email: 'another@example.com',
      password: 'secret-123',
      confirmPassword: 'secret-123',
    });
    expect(taken.status).toBe(409);
    const submission = submissionIn(await taken.text());
    expect(submission?.form).toBe('register');
    expect(submission?.message ?? Object.values(submission?.fieldErrors ?? {})[0]).toMatch(/taken|exists/i);
  });
});

describe('POST /auth/sign-out (the header\u2019s sign-out form)', () => {
  it('ends the session, clears its cookie and goes home (303)', async () => {
    const cookie = sessionCookie(await signIn({ username: 'client', password: 'demo-pass' }));
    const response = await postForm(server, '/auth/sign-out', '', { cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie().find((line) => line.startsWith('netfund_session='))).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
    expect(await me(cookie)).toBeNull();
  });

  it('is refused from another site (403): the session stays', async () => {
    const cookie = sessionCookie(await signIn({ username: 'client', password: 'demo-pass' }));
    const response = await postForm(server, '/auth/sign-out', '', {
      cookie,
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await me(cookie)).toBe('client');
  });
});
