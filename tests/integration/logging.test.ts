import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { jsonLogLines, startNetFund, waitFor, type RunningNetFund } from '../support/netfund-process.js';
import { createTestDatabase } from '../support/server.js';

/**
 * The production log, read from the real process's stdout: JSON lines, one access line per request with its
 * request id (also sent back as X-Request-Id), nothing secret in it, and stacks only there, never to clients.
 */
let app: RunningNetFund;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  // Production with the demo checkout, which it has only when DEMO_MODE=true asks for it (issue 27 item 1).
  const production = {
    NODE_ENV: 'production',
    TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
    PUBLIC_URL: 'https://netfund.example.com',
    DEMO_MODE: 'true',
  };
  app = await startNetFund({
    ...production,
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url.toString(),
    PORT: String(await freePort()),
  });
});

afterAll(async () => {
  app?.child.kill('SIGTERM');
  await app?.exited;
  await database?.drop();
});

/** The access line of one request, once the process has written it. */
async function accessLine(requestId: string): Promise<Record<string, any>> {
  const find = () => jsonLogLines(app.output()).filter((line) => line.reqId === requestId && line.res);
  await waitFor(() => find().length > 0, 10_000, app.output);
  const lines = find();
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe('request log', () => {
  it('echoes a sane X-Request-Id, and logs one access line with it', async () => {
    const response = await fetch(`${app.url}/api/user`, { headers: { 'x-request-id': 'checkout-42.retry_1' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toBe('checkout-42.retry_1');

    const line = await accessLine('checkout-42.retry_1');
    expect(line).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/user' }, res: { statusCode: 401 } });
    expect(line.responseTime).toEqual(expect.any(Number));
  });

  it('gives every other request an id of its own, also when the one sent is not a sane token', async () => {
    const responses = await Promise.all([
      fetch(`${app.url}/api/user`),
      fetch(`${app.url}/api/user`),
      fetch(`${app.url}/api/user`, { headers: { 'x-request-id': 'two words' } }),
      fetch(`${app.url}/api/user`, { headers: { 'x-request-id': 'x'.repeat(200) } }),
    ]);
    const ids = responses.map((response) => response.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) await accessLine(id!);
  });

  it('never writes cookies, authorization headers, passwords or tokens to the log', async () => {
    const secrets = ['cookie-secret-value', 'bearer-secret-value', 'Password-secret-1', 'query-secret-token'];
    const headers = { cookie: `netfund_session=${secrets[0]}`, authorization: `Bearer ${secrets[1]}`, 'content-type': 'application/json' };
    const login = await fetch(`${app.url}/api/login`, {
      method: 'POST',
      headers: { ...headers, 'x-request-id': 'login-1' },
      body: JSON.stringify({ username: 'nobody', password: secrets[2] }),
    });
    expect(login.status).toBe(401);
    const result = await fetch(`${app.url}/api/applications/1?token=${secrets[3]}&view=full`, { headers: { ...headers, 'x-request-id': 'result-1' } });
    expect(result.status).toBe(404);

    expect((await accessLine('login-1')).req.url).toBe('/api/login');
    expect((await accessLine('result-1')).req.url).toBe('/api/applications/1?token=[redacted]&view=full');
    for (const secret of secrets) expect(app.output()).not.toContain(secret);
  });

  it('logs an unexpected error with its stack under the request id, and answers without it', async () => {
    const sql = new pg.Client({ connectionString: database.url.toString() });
    await sql.connect();
    await sql.query('alter table articles rename to articles_gone');
    try {
      const response = await fetch(`${app.url}/api/articles`, { headers: { 'x-request-id': 'broken-1' } });
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
      expect(body).not.toMatch(/articles|\bat /);

      await accessLine('broken-1');
      const errors = jsonLogLines(app.output()).filter((line) => line.reqId === 'broken-1' && line.err);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.level).toBe(50);
      expect(errors[0]!.err.stack).toMatch(/relation "articles" does not exist[\s\S]*\n\s+at /);
    } finally {
      await sql.query('alter table articles_gone rename to articles');
      await sql.end();
    }
  });

  it("logs a client's bad input without an ERROR or a stack, also past graphql-js's 50 variable errors", async () => {
    // 51 invalid list items: graphql-js stops coercing at 50 errors with one error of its own ("Too many errors
    // processing variables"), which is no less the client's bad input than the 50 before it.
    const query = 'mutation Propose($programs: [ProgramChoiceInput!]!) { proposeToClient(applicationId: "1", programs: $programs) { __typename } }';
    for (const count of [3, 51, 200]) {
      const requestId = `bad-list-${count}`;
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': requestId },
        body: JSON.stringify({ query, variables: { programs: Array.from({ length: count }, () => ({ programId: { no: 1 } })) } }),
      });
      expect(response.status, requestId).toBe(400);
      const body = await response.json();
      for (const error of body.errors) expect(error.extensions.code, requestId).toBe('BAD_USER_INPUT');

      expect((await accessLine(requestId)).res.statusCode).toBe(400);
      const others = jsonLogLines(app.output()).filter((line) => line.reqId === requestId && !line.res);
      expect(others, requestId).toEqual([]);
    }
    expect(app.output()).not.toMatch(/Too many errors processing variables[\s\S]*\n\s+at /);
  });

  it('is JSON in production, apart from the plain-text start-up banner', () => {
    const lines = app.output().split('\n').filter((line) => line.startsWith('{'));
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
