import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueInfoRequestReminders } from '../../graphql-server/src/modules/documents/info-request-reminders.js';
import { ApiClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Reminders of open information requests (issue 10 item 4: the reminders job of this issue): due soon, due today and
 * overdue, each queued once per request however often, and on however many instances, the job runs.
 */
let server: TestServer;
let admin: ApiClient;
let client: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  [admin, client] = await Promise.all([signIn('admin'), signIn('client')]);
});
afterAll(() => server?.stop());

const DAY_MS = 86_400_000;
const REQUEST_INFO = `mutation RequestInfo($input: RequestInfoInput!) { requestInfo(input: $input) { id } }`;

async function signIn(username: string): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  expect((await api.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
  return api;
}

/** A claimed application of the demo client with an open request due in `dueInDays`; answers the request's id. */
async function openRequest(businessName: string, dueInDays: number): Promise<{ applicationId: number; requestId: string; dueAt: string }> {
  const res = await new ApiClient(server.url).post('/api/applications', { ...sampleIntake, businessName }, { authorization: 'Bearer demo-integration-key' });
  const token = new URL(res.body.resultUrl, server.url).searchParams.get('token')!;
  expect((await client.post(`/api/applications/${res.body.id}/claim`, { token })).status).toBe(200);
  const dueAt = new Date(Date.now() + dueInDays * DAY_MS).toISOString().slice(0, 10);
  const request = await admin.gql(REQUEST_INFO, {
    input: { applicationId: String(res.body.id), message: 'A little more, please.', dueAt, items: [{ kind: 'document', docType: 'tax_return', prompt: 'Your 2025 tax return' }] },
  });
  expect(request.body.errors).toBeUndefined();
  return { applicationId: res.body.id, requestId: request.body.data.requestInfo.id, dueAt };
}

/** Noon UTC of the day `days` after `date` (YYYY-MM-DD): the platform's day is the same date. */
const noonOf = (date: string, days = 0) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS);
const runAt = (at: Date) => queueInfoRequestReminders(server.db.orm.em.fork(), server.config, at);
const reminders = (requestId: string) =>
  server.sql<{ subject: string; to_address: string; text_body: string }>(`select subject, to_address, text_body from email_outbox where dedupe_key like $1 order by id`, [`information_reminder:${requestId}:%`]);

describe('information request reminders', () => {
  it('reminds two days before, on the due day and three days after, each once, to the owner with what is still missing', async () => {
    const { requestId, dueAt, applicationId } = await openRequest('Reminder Stages Bakery LLC', 10);
    const number = (await server.sql<{ number: string }>(`select number from applications where id = $1`, [applicationId]))[0]!.number;
    await runAt(noonOf(dueAt, -3));
    expect(await reminders(requestId)).toEqual([]);
    await runAt(noonOf(dueAt, -2));
    await runAt(noonOf(dueAt, -1));
    await runAt(noonOf(dueAt));
    await runAt(noonOf(dueAt, 1));
    await runAt(noonOf(dueAt, 3));
    await runAt(noonOf(dueAt, 4));
    const sent = await reminders(requestId);
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Reminder: application ${number} needs your reply by ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${dueAt}T00:00:00Z`))}`,
      `Due today: application ${number} needs your reply`,
      `Overdue: application ${number} is waiting for your reply`,
    ]);
    expect(sent.every((mail) => mail.to_address === 'client@netfund.example' && mail.text_body.includes('Your 2025 tax return'))).toBe(true);
  });

  it('queues one reminder when ten runs (two instances, retries) go at once', async () => {
    const { requestId, dueAt } = await openRequest('Parallel Reminder Deli LLC', 8);
    const queued = await Promise.all(Array.from({ length: 10 }, () => runAt(noonOf(dueAt))));
    expect((await reminders(requestId)).length).toBe(1);
    expect(queued.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
  });

  it('leaves answered and cancelled requests and ended applications alone', async () => {
    const cancelled = await openRequest('Cancelled Request Cafe LLC', 6);
    const cancel = await admin.gql(`mutation { cancelInfoRequest(id: "${cancelled.requestId}", reason: "Not needed after all") { status } }`);
    expect(cancel.body.data.cancelInfoRequest.status).toBe('cancelled');
    const withdrawn = await openRequest('Withdrawn Application Cafe LLC', 6);
    const version = (await server.sql<{ version: number }>(`select version from applications where id = $1`, [withdrawn.applicationId]))[0]!.version;
    const withdraw = await client.gql(`mutation { withdrawApplication(id: "${withdrawn.applicationId}", expectedVersion: ${version}, reason: "Found other funding") { id } }`);
    expect(withdraw.body.errors).toBeUndefined();
    await runAt(noonOf(cancelled.dueAt));
    await runAt(noonOf(withdrawn.dueAt));
    expect(await reminders(cancelled.requestId)).toEqual([]);
    expect(await reminders(withdrawn.requestId)).toEqual([]);
  });

  it('does not remind a request asked for less than a day ago', async () => {
    const { requestId, dueAt } = await openRequest('Fresh Request Grill LLC', 1);
    await runAt(noonOf(dueAt, -1));
    // noonOf(dueAt, -1) may be earlier than the request itself; today is one day before the due date.
    await runAt(new Date());
    expect(await reminders(requestId)).toEqual([]);
  });
});
