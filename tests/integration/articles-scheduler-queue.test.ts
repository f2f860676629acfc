import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type HttpApp } from '../../graphql-server/src/index.js';
import { publishDueArticlesJob } from '../../graphql-server/src/modules/articles/publish-due.job.js';
import { createNetFundApp } from '../../rest-compat/src/server.js';
import { signedInClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Issue 13 item 4 on the real job queue: two app instances, one publication per due article. */
describe('scheduled publishing on the job queue with two instances', () => {
  const clock = new TestClock('2030-01-01T00:00:30Z');
  let first: TestServer;
  let second: { http: HttpApp; close(): Promise<void> };
  beforeAll(async () => {
    first = await startTestServer({ jobs: { enabled: true, clock } });
    const db = await openDatabase(first.config, () => {});
    second = { http: await createNetFundApp(db, first.config), close: () => db.close() };
  });
  afterAll(async () => {
    await second?.http.stop();
    await second?.close();
    await first?.stop();
  });

  it('publishes a due article once, whichever instance picks the minute up', async () => {
    expect(await first.sql('select count(*)::int as n from pgboss.instance where stopped_on is null')).toEqual([{ n: 2 }]);
    const admin = await signedInClient(first.url, 'admin');
    const created = (await admin.gql(`mutation($i: ArticleInput!) { createArticle(input: $i) { id version } }`, { i: { title: 'Queued publication', slug: 'queued-publication', body: 'Hello.' } })).body
      .data.createArticle;
    const scheduled = await admin.gql(`mutation($id: ID!, $v: Int!, $at: DateTimeISO!) { scheduleArticle(id: $id, expectedVersion: $v, publishAt: $at) { status } }`, {
      id: created.id,
      v: created.version,
      at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(scheduled.body.data.scheduleArticle.status).toBe('SCHEDULED');
    await first.sql(`update articles set publish_at = now() - interval '1 minute' where id = $1`, [created.id]);

    // Past the 00:01 and 00:02 occurrences of the every-minute schedule, with time for both instances' cron passes and polls.
    for (const minute of ['2030-01-01T00:01:00Z', '2030-01-01T00:02:00Z']) {
      await clock.setTime(new Date(minute).getTime() + 5_000);
      await clock.tick(45_000);
    }
    await vi.waitFor(
      async () => expect(await first.sql(`select status from articles where id = $1`, [created.id])).toEqual([{ status: 'published' }]),
      { timeout: 20_000, interval: 200 },
    );
    await vi.waitFor(
      async () => expect(await first.sql(`select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`, [publishDueArticlesJob.name])).toEqual([{ n: 2 }]),
      { timeout: 20_000, interval: 200 },
    );
    expect(await first.sql(`select count(*)::int as n from article_revision where article_id = $1 and action = 'published'`, [created.id])).toEqual([{ n: 1 }]);
    expect(await first.sql(`select count(*)::int as n from audit_event where action = 'article.published' and entity_id = $1`, [created.id])).toEqual([{ n: 1 }]);
  });
});
