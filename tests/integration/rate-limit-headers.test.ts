import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../rest-compat/src/openapi/document.js';
import { ApiClient, type ApiResponse } from '../support/api-client.js';
import { sampleContact, sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * The limited operations (the intake per API key, sign-in, registration, the public forms) say where the caller
 * stands in every answer they count, with the IETF draft's `RateLimit-Policy` and `RateLimit` fields, so an
 * integrator can pace itself before the 429; and a 429's message words the same wait as its `Retry-After`.
 */

let server: TestServer;
beforeAll(async () => {
  // Behind a (loopback) proxy, so a test can speak for its own address (X-Forwarded-For).
  server = await startTestServer({ trustProxy: 'loopback' });
});
afterAll(() => server?.stop());
beforeEach(async () => {
  await server.sql(`delete from form_throttles`);
  await server.sql('delete from login_throttles');
});

/** `"name";r=1;t=2, …` → { name: { r: 1, t: 2 } } */
function items(header: string | null): Record<string, Record<string, number>> {
  const parsed: Record<string, Record<string, number>> = {};
  for (const item of (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, ...params] = item.split(';');
    parsed[JSON.parse(name!) as string] = Object.fromEntries(
      params.map((param) => [param.split('=')[0]!, Number(param.split('=')[1])]),
    );
  }
  return parsed;
}

/** The wait a 429's message words, in seconds: "in 11 seconds" → 11, "in 2 minutes" → 120. */
function wordedWait(message: string): number {
  const match = /Please try again in (\d+) (second|minute)s?\.$/.exec(message);
  if (!match) throw new Error(`no wait in "${message}"`);
  return Number(match[1]) * (match[2] === 'minute' ? 60 : 1);
}

/** The 429's message and Retry-After agree: the same seconds, rounded up to whole minutes from one minute on. */
function expectAgreeingRefusal(answer: ApiResponse) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(wordedWait(answer.body.message)).toBe(retryAfter < 60 ? retryAfter : Math.ceil(retryAfter / 60) * 60);
  return retryAfter;
}

describe('the intake per API key', () => {
  it('61 parallel requests with the limit of 60: 60 created, each told a different remaining count, the 61st refused with agreeing wait', async () => {
    server.config.integration = { ...server.config.integration, maxApplicationsPerMinute: 60 };
    const key = 'Bearer demo-integration-key';
    const answers = await Promise.all(
      Array.from({ length: 61 }, () =>
        new ApiClient(server.url).post('/api/applications', sampleIntake, { authorization: key }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    expect([created.length, refused.length]).toEqual([60, 1]);
    const counter = `intake:key:${createHash('sha256').update('demo-integration-key').digest('hex')}`;
    expect(await server.sql('select submissions from form_throttles where key = $1', [counter])).toEqual([
      { submissions: 60 },
    ]);

    for (const answer of answers)
      expect(items(answer.headers.get('ratelimit-policy'))).toEqual({ 'intake-key': { q: 60, w: 60 } });
    const remaining = created
      .map((answer) => items(answer.headers.get('ratelimit'))['intake-key']!.r!)
      .sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 60 }, (_, i) => i));
    for (const answer of created)
      expect(items(answer.headers.get('ratelimit'))['intake-key']!.t).toBeLessThanOrEqual(60);

    const retryAfter = expectAgreeingRefusal(refused[0]!);
    expect(items(refused[0]!.headers.get('ratelimit'))['intake-key']).toEqual({ r: 0, t: retryAfter });
  });
});

describe('sign-in', () => {
  it('each failed attempt says how many are left for the account and the address; the lock says when it ends', async () => {
    server.config.loginThrottle = {
      windowMinutes: 15,
      maxFailuresPerAccount: 3,
      maxFailuresPerIp: 8,
      maxFailuresPerDevice: 5,
    };
    const attempt = (password: string) =>
      new ApiClient(server.url).post(
        '/api/login',
        { username: 'lender', password },
        { 'x-forwarded-for': '203.0.113.7' },
      );
    const failures = await Promise.all([attempt('wrong-1'), attempt('wrong-2')]);
    for (const failure of failures) {
      expect(failure.status).toBe(401);
      expect(items(failure.headers.get('ratelimit-policy'))).toEqual({
        'sign-in-account': { q: 3, w: 900 },
        'sign-in-ip': { q: 8, w: 900 },
      });
    }
    expect(failures.map((failure) => items(failure.headers.get('ratelimit'))['sign-in-account']!.r).sort()).toEqual([
      1, 2,
    ]);
    // A successful sign-in gives its own attempt back, and says so.
    const signedIn = await attempt('demo-pass');
    expect(signedIn.status).toBe(200);
    expect(items(signedIn.headers.get('ratelimit'))).toMatchObject({
      'sign-in-account': { r: 1 },
      'sign-in-ip': { r: 6 },
    });
    await attempt('wrong-3');
    const locked = await attempt('demo-pass');
    const retryAfter = expectAgreeingRefusal(locked);
    expect(items(locked.headers.get('ratelimit'))['sign-in-account']).toEqual({ r: 0, t: retryAfter });
  });
});

describe('registration and the public forms', () => {
  it('registration: the address and the global limit, in every answer that counted', async () => {
    server.config.registrationThrottle = { windowMinutes: 60, maxPerIp: 2, maxPerMinuteGlobal: 1000 };
    const register = (username: string) =>
      new ApiClient(server.url).post(
        '/api/register',
        {
          username,
          email: `${username}@example.com`,
          password: 'long-enough-pass',
          confirmPassword: 'long-enough-pass',
        },
        { 'x-forwarded-for': '198.51.100.9' },
      );
    const first = await register(`rl-${Date.now()}-a`);
    expect(first.status).toBe(201);
    expect(items(first.headers.get('ratelimit-policy'))).toEqual({
      'register-ip': { q: 2, w: 3600 },
      'register-all': { q: 1000, w: 60 },
    });
    expect(items(first.headers.get('ratelimit'))['register-ip']!.r).toBe(1);
    expect((await register(`rl-${Date.now()}-b`)).status).toBe(201);
    const refused = await register(`rl-${Date.now()}-c`);
    const retryAfter = expectAgreeingRefusal(refused);
    expect(items(refused.headers.get('ratelimit'))['register-ip']).toEqual({ r: 0, t: retryAfter });
  });

  it('the contact form: per address and per e-mail; the 429 words its wait as Retry-After does', async () => {
    server.config.formThrottle = { windowMinutes: 60, maxPerIp: 10, maxPerEmail: 2 };
    const send = () =>
      new ApiClient(server.url).post(
        '/api/contact',
        { ...sampleContact, email: 'pace@example.com' },
        { 'x-forwarded-for': '192.0.2.44' },
      );
    const first = await send();
    expect(first.status).toBe(201);
    expect(items(first.headers.get('ratelimit-policy'))).toEqual({
      'contact-ip': { q: 10, w: 3600 },
      'contact-email': { q: 2, w: 3600 },
    });
    expect(items(first.headers.get('ratelimit'))).toMatchObject({ 'contact-ip': { r: 9 }, 'contact-email': { r: 1 } });
    await send();
    const refused = await send();
    const retryAfter = expectAgreeingRefusal(refused);
    expect(items(refused.headers.get('ratelimit'))['contact-email']).toEqual({ r: 0, t: retryAfter });
  });
});

describe('the same operations through GraphQL (as the web app sends them)', () => {
  const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { username } }';
  const CONTACT = 'mutation Contact($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }';
  const gql = (query: string, variables: Record<string, unknown>, ip: string) =>
    new ApiClient(server.url).request('POST', '/graphql', {
      json: { query, variables },
      headers: { 'x-forwarded-for': ip },
    });

  /** GraphQL answers a refusal with TOO_MANY_REQUESTS and the wait in extensions.retryAfterSeconds (no HTTP 429). */
  function expectAgreeingGraphQLRefusal(answer: ApiResponse) {
    const [error] = answer.body.errors;
    expect(error.extensions.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = error.extensions.retryAfterSeconds as number;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(wordedWait(error.message)).toBe(retryAfter < 60 ? retryAfter : Math.ceil(retryAfter / 60) * 60);
    return retryAfter;
  }

  it("sign-in: the failures, the success and the lock carry the fields, the lock's t its retryAfterSeconds", async () => {
    server.config.loginThrottle = {
      windowMinutes: 15,
      maxFailuresPerAccount: 2,
      maxFailuresPerIp: 8,
      maxFailuresPerDevice: 5,
    };
    const attempt = (password: string) => gql(LOGIN, { input: { username: 'lender', password } }, '203.0.113.8');
    const failed = await attempt('wrong-1');
    expect(failed.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(items(failed.headers.get('ratelimit-policy'))).toEqual({
      'sign-in-account': { q: 2, w: 900 },
      'sign-in-ip': { q: 8, w: 900 },
    });
    expect(items(failed.headers.get('ratelimit'))).toMatchObject({
      'sign-in-account': { r: 1 },
      'sign-in-ip': { r: 7 },
    });
    const signedIn = await attempt('demo-pass');
    expect(signedIn.body.data.login.username).toBe('lender');
    expect(items(signedIn.headers.get('ratelimit'))).toMatchObject({ 'sign-in-account': { r: 1 } });
    await attempt('wrong-2');
    const locked = await attempt('demo-pass');
    const retryAfter = expectAgreeingGraphQLRefusal(locked);
    expect(items(locked.headers.get('ratelimit'))['sign-in-account']).toEqual({ r: 0, t: retryAfter });
  });

  it("the contact form: each submission says where the sender stands; the refusal's t is its retryAfterSeconds", async () => {
    server.config.formThrottle = { windowMinutes: 60, maxPerIp: 10, maxPerEmail: 1 };
    const send = () => gql(CONTACT, { input: { ...sampleContact, email: 'gql-pace@example.com' } }, '192.0.2.45');
    const first = await send();
    expect(first.body.data.sendContactMessage.id).toBeDefined();
    expect(items(first.headers.get('ratelimit-policy'))).toEqual({
      'contact-ip': { q: 10, w: 3600 },
      'contact-email': { q: 1, w: 3600 },
    });
    expect(items(first.headers.get('ratelimit'))).toMatchObject({ 'contact-ip': { r: 9 }, 'contact-email': { r: 0 } });
    const refused = await send();
    const retryAfter = expectAgreeingGraphQLRefusal(refused);
    expect(items(refused.headers.get('ratelimit'))['contact-email']).toEqual({ r: 0, t: retryAfter });
  });

  it('an operation that counts in no limit carries no fields', async () => {
    const answer = await gql('query { me { username } }', {}, '192.0.2.46');
    expect(answer.body.data).toEqual({ me: null });
    expect(answer.headers.get('ratelimit-policy')).toBeNull();
    expect(answer.headers.get('ratelimit')).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  it('declares the two fields on every limited operation: required on its 429, optional on the answers that may have counted', () => {
    type Response = { headers?: Record<string, { required?: boolean }> };
    const paths = openApiDocument().paths as Record<string, { post: { responses: Record<string, Response> } }>;
    for (const path of [
      '/api/applications',
      '/api/login',
      '/api/register',
      '/api/contact',
      '/api/credit-applications/netbuilder',
      '/api/credit-applications/net30',
    ]) {
      const { responses } = paths[path]!.post;
      for (const name of ['Retry-After', 'RateLimit-Policy', 'RateLimit'])
        expect(responses['429']!.headers?.[name]?.required, `${path} ${name}`).toBe(true);
      const success = responses['200'] ?? responses['201']!;
      for (const name of ['RateLimit-Policy', 'RateLimit']) {
        expect(success.headers?.[name], `${path} ${name}`).toBeDefined();
        expect(success.headers?.[name]?.required, `${path} ${name}`).not.toBe(true);
      }
    }
  });
});
