import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../graphql-server/src/index.js';
import {
  fillPlaceholders,
  matchJson,
  matchTemplate,
  parseCurl,
  parseDocExamples,
  parseScript,
  parseHttpAnswer,
  runShell,
  type CurlRequest,
  type DocStep,
  type HttpAnswer,
} from '../support/doc-examples.js';
import {
  IntegrationService,
  INVALID_API_KEY,
} from '../../graphql-server/src/modules/integrations/integration.service.js';
import { checkedFetch } from '../support/openapi-contract.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * docs/integrating.md, executed: every command on the page runs in order (its curl commands against a real NetFund
 * on PostgreSQL, its other commands in a shell), and what it prints must be what the page shows under it. A
 * `NAME=value npm start` block restarts NetFund with that configuration. Every answer is also checked against the
 * OpenAPI document, and each POST creates exactly what its answer says (a 201 that is not a replay: one record;
 * anything else: none).
 */

const PAGE = 'docs/integrating.md';
const BASE = 'http://localhost:3000';
const { files, steps } = parseDocExamples(readFileSync(PAGE, 'utf8'));

/** The records each POST of the page creates, by path. */
const CREATES: Record<string, string> = { '/api/applications': 'applications', '/api/contact': 'contact_messages' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** `NAME=value npm start` on the page: the configuration it names, read as NetFund reads it. */
async function restart(env: Record<string, string>): Promise<void> {
  const applied = new Set(['INTEGRATION_API_KEY_HASHES', 'INTEGRATION_MAX_APPLICATIONS_PER_MINUTE']);
  for (const name of Object.keys(env)) if (!applied.has(name)) throw new Error(`the test does not apply ${name} yet`);
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  await server.stop();
  server = await startTestServer({ integration: config.integration });
}

const count = async (table: string) =>
  (await server.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

async function send(request: CurlRequest): Promise<HttpAnswer> {
  if (!request.url.startsWith(BASE + '/')) throw new Error(`the page calls ${request.url}, not ${BASE}`);
  const url = server.url + request.url.slice(BASE.length);
  const path = new URL(url).pathname;
  const table = request.method === 'POST' ? CREATES[path] : undefined;
  const before = table ? await count(table) : 0;
  const response = await checkedFetch(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });
  const answer = {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    text: await response.text(),
  };
  if (table) {
    const created = answer.status === 201 && response.headers.get('idempotent-replayed') !== 'true' ? 1 : 0;
    expect(await count(table), `${request.method} ${path} answered ${answer.status}: ${created} new ${table}`).toBe(
      before + created,
    );
  }
  return answer;
}

/** `{name}` values the answers gave, per `##` section of the page. */
let bindings = new Map<string, string>();
let section = '';

function title(step: DocStep): string {
  const block = step.kind === 'start' ? step.block : step.command;
  const first = block.text.split('\n')[0]!.replace(/\s*\\$/, '');
  return `${PAGE}:${block.line} (${block.section}) ${first.length > 90 ? first.slice(0, 90) + '…' : first}`;
}

describe(`every example of ${PAGE}`, () => {
  it('has the examples an integrator needs: each status the page explains is shown by a command that answers it', () => {
    const shown = steps.flatMap((step) =>
      step.kind === 'http' && step.answer.lang === 'http' ? [parseHttpAnswer(step.answer.text).status] : [],
    );
    expect(new Set(shown)).toEqual(new Set([200, 201, 400, 401, 404, 409, 415, 429]));
    expect(steps.filter((step) => step.kind === 'start')).toHaveLength(3);
    expect(Object.keys(files)).toEqual(['application.json']);
  });

  for (const step of steps) {
    it(title(step), async () => {
      const block = step.kind === 'start' ? step.block : step.command;
      if (block.section !== section) {
        section = block.section;
        bindings = new Map();
      }
      if (step.kind === 'start') {
        await restart(step.env);
        return;
      }
      const expected = step.answer;

      if (step.kind === 'local') {
        const run = spawnSync('/bin/sh', ['-c', step.command.text], {
          encoding: 'utf8',
          env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` },
        });
        expect(run.status, run.stderr).toBe(0);
        expect(expected.lang).toBe('text');
        expect(
          matchTemplate(expected.text + '\n', run.stdout, bindings),
          `the page shows ${JSON.stringify(expected.text + '\n')}, the command printed ${JSON.stringify(run.stdout)}`,
        ).toBe(true);
        return;
      }

      const printed = await runShell(fillPlaceholders(step.command.text, bindings), files, send);
      if (expected.lang === 'text') {
        const text = printed.map((piece) => ('text' in piece ? piece.text : '[an answer of curl -i]')).join('');
        expect(
          matchTemplate(expected.text + '\n', text, bindings),
          `the page shows ${JSON.stringify(expected.text + '\n')}, the commands printed ${JSON.stringify(text)}`,
        ).toBe(true);
        return;
      }

      expect(printed, 'an ```http answer belongs to one curl -i').toHaveLength(1);
      const piece = printed[0]!;
      if (!('answer' in piece)) throw new Error('an ```http answer belongs to curl -i');
      const { answer } = piece;
      const page = parseHttpAnswer(expected.text);
      expect(`${answer.status} ${answer.statusText}`, answer.text).toBe(`${page.status} ${page.reason}`);
      for (const [name, value] of page.headers) {
        const actual = answer.headers.get(name);
        expect(
          actual !== null && matchTemplate(value, actual, bindings),
          `${name}: the page shows "${value}", the answer has "${actual}"`,
        ).toBe(true);
      }
      if (page.body.startsWith('{') || page.body.startsWith('[')) {
        expect(matchJson(page.body, JSON.parse(answer.text), bindings)).toEqual([]);
      } else {
        expect(
          matchTemplate(page.body, answer.text, bindings),
          `the page shows ${JSON.stringify(page.body)}, the answer is ${JSON.stringify(answer.text)}`,
        ).toBe(true);
      }
    });
  }
});

describe('what the page says beyond its examples', () => {
  it('an Idempotency-Key sent in parallel creates one application, and every request answers it', async () => {
    // The page's last restart left the demo key a limit of 3 a minute, which its examples used up: back to the default.
    server.config.integration = loadConfig({ NODE_ENV: 'test' }).integration;
    const key = `parallel-${randomUUID()}`;
    const before = await count('applications');
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const response = await checkedFetch(`${server.url}/api/applications`, {
          method: 'POST',
          headers: {
            authorization: 'Bearer demo-integration-key',
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: files['application.json'],
        });
        return {
          status: response.status,
          body: (await response.json()) as unknown,
          replayed: response.headers.get('idempotent-replayed'),
        };
      }),
    );
    expect(await count('applications')).toBe(before + 1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed === 'false')).toHaveLength(1);
  });
});

describe('what the page states about the configuration and the contract', () => {
  const page = readFileSync(PAGE, 'utf8');

  it('the demo key works outside production only', () => {
    expect(page).toContain('the demo key `demo-integration-key` works too; production refuses it');
    const demo = 'Bearer demo-integration-key';
    for (const env of ['development', 'test'] as const) {
      expect(new IntegrationService(loadConfig({ NODE_ENV: env }).integration).authenticate(demo).apiKeyHash).toMatch(
        /^[0-9a-f]{64}$/,
      );
    }
    const production = loadConfig({
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
      DATABASE_URL: 'postgres://netfund@db/netfund',
      PUBLIC_URL: 'https://netfund.example.com',
      DEMO_MODE: 'true', // production has the demo checkout only when asked for; the demo key stays refused
    });
    expect(() => new IntegrationService(production.integration).authenticate(demo)).toThrow(INVALID_API_KEY);
  });

  it("states the intake's default rate limit per API key", () => {
    const stated = /Each API key may create (\d+) applications a minute/.exec(page)?.[1];
    expect(Number(stated)).toBe(loadConfig({ NODE_ENV: 'test' }).integration.maxApplicationsPerMinute);
  });

  it('states how long Idempotency-Keys are kept', () => {
    const stated = /NetFund keeps a key for (\d+) days/.exec(page)?.[1];
    expect(Number(stated)).toBe(loadConfig({ NODE_ENV: 'test' }).integration.idempotencyKeyRetentionDays);
  });

  it("names the served document's info.version", async () => {
    const version = /its `info\.version` is `([^`]+)`/.exec(page)?.[1];
    const response = await checkedFetch(`${server.url}/api/openapi.json`);
    expect(((await response.json()) as { info: { version: string } }).info.version).toBe(version);
  });
});

describe('the example runner itself', () => {
  const fence = '```';
  it('refuses a page with a command that shows no answer, or a block it cannot run', () => {
    expect(() => parseDocExamples(`${fence}sh\ncurl -i http://localhost:3000/api/user\n${fence}\n`)).toThrow(
      /without the answer/,
    );
    expect(() => parseDocExamples(`${fence}python\nprint(1)\n${fence}\n`)).toThrow(/neither a command/);
  });

  it('sends what curl would send: -d @file without its newlines, a form unless Content-Type says otherwise', () => {
    const request = parseCurl(['curl', '-i', 'http://localhost:3000/api/x', '-d', '@a.json'], {
      'a.json': '{\n  "a": 1\n}\n',
    });
    expect(request).toMatchObject({
      method: 'POST',
      body: '{  "a": 1}',
      headers: [['Content-Type', 'application/x-www-form-urlencoded']],
      include: true,
    });
    expect(() => parseCurl(['curl', '--json', '{}', 'http://localhost:3000/api/x'], {})).toThrow(/not supported/);
    expect(() => parseCurl(['curl', '-d', '@missing.json', 'http://localhost:3000/api/x'], {})).toThrow(
      /no file missing.json/,
    );
  });

  it('reads quotes, continuations, variables and loops as sh does', () => {
    const [loop] = parseScript(`for k in a 'b c'; do\n  curl -H "X: $k" \\\n    'http://h/{id}' # comment\ndone`);
    expect(loop).toMatchObject({ loop: { name: 'k', values: [[{ text: 'a' }], [{ text: 'b c' }]] } });
    expect(() => parseScript('curl http://h | jq .')).toThrow(/not supported/);
  });

  it('binds a {placeholder} once and holds every later use to that value', () => {
    const bindings = new Map<string, string>();
    expect(matchTemplate('/result/{id}?token={token}', '/result/7?token=abc', bindings)).toBe(true);
    expect(matchJson('{"id": {id}, "url": "/a/{id}"}', { id: 7, url: '/a/7' }, bindings)).toEqual([]);
    expect(matchJson('{"id": {id}}', { id: 8 }, bindings)).toHaveLength(1);
    expect(matchJson('{"id": {id}}', { id: 7, extra: true }, bindings)).toHaveLength(1);
    expect(matchTemplate('{a}-{a}', '1-2', new Map())).toBe(false);
  });
});
