import { Writable } from 'node:stream';
import { TestClock } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS, callerOf, createLogger, createServices, openDatabase, type AppConfig, type HttpApp } from '../../graphql-server/src/index.js';
import { deliverEmail } from '../../graphql-server/src/modules/email/deliver-email.job.js';
import { EmailService, MAX_DELIVERY_ATTEMPTS } from '../../graphql-server/src/modules/email/email.service.js';
import { smtpTransport } from '../../graphql-server/src/modules/email/smtp-transport.js';
import { welcomeEmail, type EmailMessageDraft } from '../../graphql-server/src/modules/email/templates.js';
import { User } from '../../graphql-server/src/modules/users/user.entity.js';
import { createNetFundApp } from '../../rest-compat/src/server.js';
import { ApiClient } from '../support/api-client.js';
import { sampleIntake } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { startSmtpServer } from '../support/smtp-server.js';

async function signedIn(server: TestServer, username: string): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  expect((await api.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
  return api;
}

const REGISTER = 'mutation Register($input: RegisterInput!) { register(input: $input) { username } }';
const OUTBOX = `query Outbox($first: Int, $after: String, $status: EmailStatus) {
  outbox(first: $first, after: $after, status: $status) { totalCount hasNextPage endCursor smtpConfigured items { id to subject template status attempts lastError textBody htmlBody sentAt } }
}`;
const RESEND = 'mutation Resend($id: ID!) { resendEmail(id: $id) { id status attempts lastError } }';
const site = { publicUrl: 'https://netfund.example', supportEmail: 'support@netfund.example' };

/** `count` distinct welcome messages, as a test's own sender would queue them. */
function drafts(count: number, first = 1000): EmailMessageDraft[] {
  return Array.from({ length: count }, (_, i) => welcomeEmail(site, { to: `user${first + i}@example.com`, userId: first + i, username: `user${first + i}` }));
}

/** One run of the delivery job, as pg-boss would start it, with the given mail settings. */
async function runDelivery(server: TestServer, mail: AppConfig['mail']) {
  const em = server.db.orm.em.fork();
  const config = { ...server.config, mail };
  return deliverEmail.run({ em, services: createServices(em, config), config });
}

describe('the e-mail outbox on one instance', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mail: AppConfig['mail'];
  beforeAll(async () => {
    [server, smtp] = await Promise.all([startTestServer(), startSmtpServer()]);
    mail = { smtpUrl: smtp.url, from: 'NetFund <no-reply@netfund.example>' };
    // The demo data's own mail (Net30 decisions, reminders) is not these tests' business.
    await server.sql('delete from email_outbox');
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });
  afterEach(async () => {
    await server.sql('delete from email_outbox');
    smtp.received.length = 0;
  });

  it('queues a welcome on registration and the job delivers it over SMTP with the right recipient, subject and body', async () => {
    const res = await new ApiClient(server.url).gql(REGISTER, {
      input: { username: 'mailtest', email: 'Mail.Test@Example.com', password: 'secret1', confirmPassword: 'secret1', firstName: 'Maya' },
    });
    expect(res.body.errors).toBeUndefined();
    expect(await server.sql(`select to_address, template, status, dedupe_key from email_outbox`)).toEqual([
      { to_address: 'mail.test@example.com', template: 'welcome', status: 'pending', dedupe_key: expect.stringMatching(/^welcome:user:\d+$/) },
    ]);

    expect(await runDelivery(server, mail)).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.rcptTo).toEqual(['mail.test@example.com']);
    expect(message!.from).toBe('NetFund <no-reply@netfund.example>');
    expect(message!.subject).toBe('Welcome to NetFund');
    expect(message!.body).toContain('Hello Maya,');
    expect(message!.body).toContain(`${server.config.payments.publicUrl}/client/dashboard`);
    const [row] = await server.sql(`select id, status, attempts, sent_at is not null as sent from email_outbox`);
    expect(row).toEqual({ id: row!.id, status: 'sent', attempts: 1, sent: true });
    expect(message!.messageId).toBe(`<outbox-${row!.id}@netfund>`);

    // Nothing is due any more: another run sends nothing (and reports nothing, for the log).
    expect(await runDelivery(server, mail)).toBeUndefined();
    expect(smtp.received).toHaveLength(1);
  });

  it('creates an account and queues its welcome in one transaction: when the message cannot be queued, no account is left behind', async () => {
    await server.sql(`create function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'outbox unavailable'; end $$`);
    await server.sql(`create trigger refuse_outbox before insert on email_outbox for each row execute function refuse_outbox()`);
    try {
      const res = await new ApiClient(server.url).post('/api/register', { username: 'nowelcome', email: 'nowelcome@example.com', password: 'secret1', confirmPassword: 'secret1' });
      expect(res.status).toBe(500);
    } finally {
      await server.sql('drop trigger refuse_outbox on email_outbox');
      await server.sql('drop function refuse_outbox()');
    }
    expect(await server.sql(`select username from users where username = 'nowelcome'`)).toEqual([]);
    expect(await server.sql(`select action from audit_event where action = 'user.registered' and summary like 'nowelcome %'`)).toEqual([]);
  });

  it('queues "application received" to the owner on intake, with the result link and its token', async () => {
    const res = await new ApiClient(server.url).post('/api/applications', { ...sampleIntake, ownerEmail: 'owner@bluefern.example' }, { authorization: 'Bearer demo-integration-key' });
    expect(res.status).toBe(201);
    await runDelivery(server, mail);
    // Named by its number (NF-2026-000123) now that applications have one.
    const [{ number }] = await server.sql<{ number: string }>('select number from applications where id = $1', [res.body.id]) as [{ number: string }];
    expect(smtp.received.map((message) => [message.rcptTo, message.subject])).toEqual([[['owner@bluefern.example'], `We received your application ${number}`]]);
    expect(smtp.received[0]!.body).toContain(`${server.config.payments.publicUrl}${res.body.resultUrl}`);
  });

  it('queues nothing when the transaction that queued it rolls back', async () => {
    const em = server.db.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        expect(await EmailService.enqueue(tx, drafts(1)[0]!)).toBe(true);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await server.sql('select count(*)::int as n from email_outbox')).toEqual([{ n: 0 }]);
  });

  it('queues one notice once, even when it is queued many times at once', async () => {
    const [draft] = drafts(1);
    const queued = await Promise.all(Array.from({ length: 8 }, () => EmailService.enqueue(server.db.orm.em.fork(), draft!)));
    expect(queued.filter(Boolean)).toHaveLength(1);
    expect(await server.sql('select count(*)::int as n from email_outbox')).toEqual([{ n: 1 }]);
  });

  it('without SMTP_URL sends nothing: messages stay pending and admins see them as outgoing mail', async () => {
    for (const draft of drafts(3)) await EmailService.enqueue(server.db.orm.em.fork(), draft);
    expect(await runDelivery(server, { smtpUrl: undefined, from: mail.from })).toBeUndefined();
    expect(smtp.received).toHaveLength(0);

    const admin = await signedIn(server, 'admin');
    const res = await admin.gql(OUTBOX, { first: 2 });
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.outbox;
    expect(page).toMatchObject({ totalCount: 3, hasNextPage: true, smtpConfigured: false });
    expect(page.items.map((item: { to: string; status: string; attempts: number }) => [item.to, item.status, item.attempts])).toEqual([
      ['user1002@example.com', 'pending', 0],
      ['user1001@example.com', 'pending', 0],
    ]);
    expect(page.items[0].htmlBody).toContain('<!doctype html>');

    const next = (await admin.gql(OUTBOX, { first: 2, after: page.endCursor })).body.data.outbox;
    expect(next).toMatchObject({ totalCount: 3, hasNextPage: false });
    expect(next.items.map((item: { to: string }) => item.to)).toEqual(['user1000@example.com']);
    expect((await admin.gql(OUTBOX, { status: 'sent' })).body.data.outbox).toMatchObject({ totalCount: 0, items: [], endCursor: null });
  });

  it('refuses bad page arguments with a reason', async () => {
    const admin = await signedIn(server, 'admin');
    // Only the count is asked for: a page of 101 full messages is refused earlier, by the query cost limit.
    const count = 'query Count($first: Int, $after: String) { outbox(first: $first, after: $after) { totalCount } }';
    for (const variables of [{ first: 0 }, { first: 101 }, { after: 'not-a-cursor' }]) {
      const res = await admin.gql(count, variables);
      expect(res.body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(res.body.errors[0].message).toMatch(/first must be a whole number from 1 to 100|after must be a cursor/);
    }
  });

  it('retries while the SMTP server is down, with the error, and marks the message failed after the last attempt', async () => {
    await EmailService.enqueue(server.db.orm.em.fork(), drafts(1)[0]!);
    // A port nothing listens on: the SMTP server is down.
    const down = { smtpUrl: 'smtp://127.0.0.1:1', from: mail.from };
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) {
      expect(await runDelivery(server, down)).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const [row] = await server.sql(`select status, attempts, last_error, next_attempt_at > now() as backing_off from email_outbox`);
      expect(row).toEqual({ status: 'pending', attempts: attempt, last_error: expect.stringContaining('ECONNREFUSED'), backing_off: true });
      // Not due yet: a run in the back-off leaves it alone.
      expect(await runDelivery(server, down)).toBeUndefined();
      await server.sql(`update email_outbox set next_attempt_at = now()`); // the back-off is over
    }
    expect(await runDelivery(server, down)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await server.sql(`select status, attempts, last_error from email_outbox`)).toEqual([
      { status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, last_error: expect.stringContaining('ECONNREFUSED') },
    ]);

    // An admin queues it again; of two pressing at once, one does it and the other is told it is waiting.
    const admin = await signedIn(server, 'admin');
    const id = (await server.sql<{ id: number }>(`select id from email_outbox`))[0]!.id;
    const results = await Promise.all([admin.gql(RESEND, { id: String(id) }), admin.gql(RESEND, { id: String(id) })]);
    expect(results.map((res) => res.body.errors?.[0]?.extensions?.code ?? res.body.data.resendEmail.status).sort()).toEqual(['CONFLICT', 'pending']);
    expect((await admin.gql(RESEND, { id: '999999' })).body.errors[0].extensions.code).toBe('NOT_FOUND');

    // Back up: delivered.
    expect(await runDelivery(server, mail)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await server.sql(`select status, attempts, last_error from email_outbox`)).toEqual([{ status: 'sent', attempts: 1, last_error: null }]);
  });

  it('never hands one message to two deliveries running at the same time', async () => {
    for (const draft of drafts(60)) await EmailService.enqueue(server.db.orm.em.fork(), draft);
    const runs = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const transport = smtpTransport(smtp.url);
        try {
          return await createServices(server.db.orm.em.fork(), { ...server.config, mail }).email.deliverDue(transport);
        } finally {
          transport.close();
        }
      }),
    );
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(60);
    expect(new Set(smtp.received.map((message) => message.messageId)).size).toBe(60);
    expect(smtp.received).toHaveLength(60);
    expect(await server.sql(`select status, count(*)::int as n from email_outbox group by status`)).toEqual([{ status: 'sent', n: 60 }]);
  });

  it('takes over a message an instance claimed and never finished, and leaves a fresh claim alone', async () => {
    for (const draft of drafts(2)) await EmailService.enqueue(server.db.orm.em.fork(), draft);
    await server.sql(`update email_outbox set status = 'sending', attempts = 1, claimed_at = now() - interval '11 minutes' where to_address = 'user1000@example.com'`);
    await server.sql(`update email_outbox set status = 'sending', attempts = 1, claimed_at = now() - interval '1 minute' where to_address = 'user1001@example.com'`);

    expect(await runDelivery(server, mail)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received.map((message) => message.rcptTo[0])).toEqual(['user1000@example.com']);
    expect(await server.sql(`select to_address, status, attempts from email_outbox order by id`)).toEqual([
      { to_address: 'user1000@example.com', status: 'sent', attempts: 2 },
      { to_address: 'user1001@example.com', status: 'sending', attempts: 1 },
    ]);
  });

  it('shows the outbox to admins only', async () => {
    await EmailService.enqueue(server.db.orm.em.fork(), drafts(1)[0]!);
    const id = (await server.sql<{ id: number }>(`select id from email_outbox`))[0]!.id;
    const anonymous = new ApiClient(server.url);
    const callers = { anonymous, client: await signedIn(server, 'client'), lender: await signedIn(server, 'lender') };
    const expected = { anonymous: 'UNAUTHENTICATED', client: 'FORBIDDEN', lender: 'FORBIDDEN' };
    for (const [name, api] of Object.entries(callers)) {
      for (const [operation, variables] of [[OUTBOX, {}], [RESEND, { id: String(id) }]] as const) {
        const res = await api.gql(operation, variables);
        expect(res.body.errors?.[0]?.extensions?.code, name).toBe(expected[name as keyof typeof expected]);
        expect(res.body.data, name).toBeNull();
      }
    }
    const res = await (await signedIn(server, 'admin')).gql(OUTBOX, {});
    expect(res.body.data.outbox.items.map((item: { id: string }) => Number(item.id))).toEqual([id]);
  });

  it('checks the admin role in the service too, whatever the edge', async () => {
    const services = createServices(server.db.orm.em.fork(), server.config);
    const client = await server.db.orm.em.fork().findOneOrFail(User, { username: 'client' });
    await expect(services.email.outbox(ANONYMOUS)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(services.email.outbox(callerOf(client))).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(services.email.resend(callerOf(client), '1')).rejects.toMatchObject({ kind: 'forbidden' });
  });
});

describe('the delivery job on two app instances', () => {
  const clock = new TestClock('2030-01-01T00:00:30Z');
  /** What the two instances log (JSON lines), to see which runs reported something. */
  const log: { msg: string }[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) log.push(JSON.parse(line) as { msg: string });
      done();
    },
  });
  let server: TestServer;
  let instances: { http: HttpApp; close(): Promise<void> }[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** Jumps to just after `occurrence`, then lets 45 s pass: every cron pass (30 s) and poll (10 s) comes round. */
  async function runClockPast(occurrence: string): Promise<void> {
    await clock.setTime(new Date(occurrence).getTime() + 5_000);
    await clock.tick(45_000);
  }
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ mail: { smtpUrl: smtp.url, from: 'NetFund <no-reply@netfund.example>' } });
    await server.sql('delete from email_outbox');
    // Two instances with their jobs on, on the test server's database, each with a logger of its own.
    const config: AppConfig = { ...server.config, jobs: { enabled: true, clock } };
    instances = await Promise.all(
      [1, 2].map(async () => {
        const db = await openDatabase(config, () => {});
        const http = await createNetFundApp(db, config, createLogger({ env: 'production', logLevel: 'info' }, logStream));
        return { http, close: () => db.close() };
      }),
    );
  });
  afterAll(async () => {
    for (const instance of instances) {
      await instance.http.stop();
      await instance.close();
    }
    await server?.stop();
    await smtp?.stop();
  });

  it('delivers each of 20 queued messages exactly once, and a run with nothing to send logs nothing', async () => {
    expect(await server.sql('select count(*)::int as n from pgboss.instance where stopped_on is null')).toEqual([{ n: 2 }]);
    for (const draft of drafts(20)) await EmailService.enqueue(server.db.orm.em.fork(), draft);
    const jobStates = () => server.sql(`select state, count(*)::int as n from pgboss.job where name = $1 group by state`, [deliverEmail.name]);

    await runClockPast('2030-01-01T00:01:00Z');
    await vi.waitFor(async () => expect(await jobStates()).toEqual([{ state: 'completed', n: 1 }]), { timeout: 30_000, interval: 200 });
    expect(smtp.received).toHaveLength(20);
    expect(new Set(smtp.received.map((message) => message.rcptTo[0])).size).toBe(20);
    expect(await server.sql(`select status, attempts, count(*)::int as n from email_outbox group by 1, 2`)).toEqual([{ status: 'sent', attempts: 1, n: 20 }]);

    // The next occurrence finds nothing due: it sends nothing and writes no line.
    await runClockPast('2030-01-01T00:02:00Z');
    await vi.waitFor(async () => expect(await jobStates()).toEqual([{ state: 'completed', n: 2 }]), { timeout: 30_000, interval: 200 });
    expect(smtp.received).toHaveLength(20);
    expect(log.filter((line) => line.msg.startsWith('Job deliver-email')).map((line) => line.msg)).toEqual([
      'Job deliver-email done: {"sent":20,"retrying":0,"failed":0}',
    ]);
  });
});
