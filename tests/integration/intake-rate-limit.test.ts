import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../rest-compat/src/openapi/document.js';
import { INTAKE_RATE_LIMITED } from '../../graphql-server/src/modules/integrations/intake-throttle.js';
import { retryLaterMessage } from '../../graphql-server/src/shared/rate-limit.js';
import { ApiClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startSecondInstance, startTestServer, type SecondInstance, type TestServer } from '../support/server.js';

/**
 * The intake's rate limit per integration API key (`INTEGRATION_MAX_APPLICATIONS_PER_MINUTE`): counted in
 * PostgreSQL with the public forms' counters, so parallel requests on any number of instances cannot create more
 * than the limit; past it 429 with Retry-After and nothing stored; idempotent replays and refused requests use up
 * nothing. Every answer is checked against the OpenAPI document by the API client.
 */

const PARTNER_KEY = 'partner-key-rate-limit';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const DEMO_COUNTER = `intake:key:${sha256('demo-integration-key')}`;
/** The 429's message words the wait of its Retry-After (under a minute: in seconds). */
const limited = (retryAfter: number) => retryLaterMessage(INTAKE_RATE_LIMITED, retryAfter);

let server: TestServer;
/** A second app instance on the same database and the same (shared, mutable) configuration. */
let second: SecondInstance;
beforeAll(async () => {
  server = await startTestServer();
  second = await startSecondInstance(server.config);
});
afterAll(async () => {
  await second?.stop();
  await server?.stop();
});

function limit(maxApplicationsPerMinute: number): void {
  server.config.integration = { ...server.config.integration, apiKeyHashes: [sha256(PARTNER_KEY)], maxApplicationsPerMinute };
}
beforeEach(async () => {
  limit(5);
  await server.sql(`delete from form_throttles where key like 'intake:%'`);
});

const applications = async () => (await server.sql<{ n: number }>('select count(*)::int as n from applications'))[0]!.n;
const counted = async (key = DEMO_COUNTER) =>
  (await server.sql<{ submissions: number }>('select submissions from form_throttles where key = $1', [key]))[0]?.submissions ?? 0;
const submit = (headers: Record<string, string> = {}, body: unknown = { ...sampleIntake }, url = server.url) =>
  new ApiClient(url).post('/api/applications', body, { authorization: 'Bearer demo-integration-key', ...headers });

describe('the rate limit of POST /api/applications per API key', () => {
  it('12 parallel requests with a limit of 5: exactly 5 created, 7 refused with 429, Retry-After and nothing stored', async () => {
    const before = await applications();
    const answers = await Promise.all(Array.from({ length: 12 }, () => submit()));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    expect(await applications()).toBe(before + 5);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({ message: limited(retryAfter), code: 'TOO_MANY_REQUESTS' });
    }
    // Refused requests are not counted: the window holds the five that were created.
    expect(await counted()).toBe(5);
  });

  it('the OpenAPI document shows the message the 429 has', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, { responses: Record<string, { content: Record<string, { example: unknown }> }> }>>;
    expect(paths['/api/applications']!.post!.responses['429']!.content['application/json']!.example).toEqual({ message: limited(60), code: 'TOO_MANY_REQUESTS' });
    expect(limited(60)).toBe('Too many applications were sent with this API key. Please try again in 1 minute.');
  });

  it('two instances on one database share the count: 12 parallel requests alternating between them, 5 created', async () => {
    const before = await applications();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => submit({}, { ...sampleIntake }, i % 2 === 0 ? server.url : second.url)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    expect(await applications()).toBe(before + 5);
  });

  it('counts each API key on its own', async () => {
    limit(1);
    expect((await submit()).status).toBe(201);
    expect((await submit()).status).toBe(429);
    expect((await submit({ authorization: `Bearer ${PARTNER_KEY}` })).status).toBe(201);
    expect(await counted(`intake:key:${sha256(PARTNER_KEY)}`)).toBe(1);
  });

  it('an idempotent replay is answered past the limit and uses up nothing', async () => {
    limit(2);
    const key = `rate-${randomUUID()}`;
    const first = await submit({ 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect((await submit()).status).toBe(201);
    expect((await submit({ 'idempotency-key': `rate-${randomUUID()}` })).status).toBe(429);
    const before = await applications();
    const replay = await submit({ 'idempotency-key': key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await applications()).toBe(before);
    expect(await counted()).toBe(2);
  });

  it('the same Idempotency-Key sent in parallel at the limit: one created, every request answers it', async () => {
    limit(1);
    const key = `rate-${randomUUID()}`;
    const before = await applications();
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit({ 'idempotency-key': key })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'false')).toHaveLength(1);
    expect(await applications()).toBe(before + 1);
    expect(await counted()).toBe(1);
  });

  it('a refused body does not count; a new minute gives the key its quota back', async () => {
    limit(1);
    expect((await submit({}, { ...sampleIntake, state: 'ZZ' })).status).toBe(400);
    expect(await counted()).toBe(0);
    expect((await submit()).status).toBe(201);
    expect((await submit()).status).toBe(429);
    await server.sql(`update form_throttles set window_started_at = now() - interval '61 seconds' where key = $1`, [DEMO_COUNTER]);
    expect((await submit()).status).toBe(201);
  });
});
