import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '../../graphql-server/src/jobs/index.js';
import { publishDueArticlesJob } from '../../graphql-server/src/modules/articles/publish-due.job.js';
import { createServices } from '../../graphql-server/src/services.js';
import { ApiClient, firstGraphQLError, signedInClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Issue 13 item 4: the scheduler publishes due articles exactly once, even with two runs at the same moment. */
let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server.url, 'admin');
});
afterAll(() => server?.stop());

const runJob = () => {
  const em = server.db.orm.em.fork();
  return publishDueArticlesJob.run({ em, services: createServices(em, server.config), config: server.config });
};

async function scheduledArticle(title: string) {
  const slug = `sched-${Math.random().toString(36).slice(2, 10)}`;
  const created = (await admin.gql(`mutation($i: ArticleInput!) { createArticle(input: $i) { id version } }`, { i: { title, slug, body: 'Ready to go.' } })).body.data.createArticle;
  const at = new Date(Date.now() + 3_600_000).toISOString();
  const scheduled = await admin.gql(`mutation($id: ID!, $v: Int!, $at: DateTimeISO!) { scheduleArticle(id: $id, expectedVersion: $v, publishAt: $at) { version status } }`, {
    id: created.id,
    v: created.version,
    at,
  });
  expect(scheduled.body.data.scheduleArticle.status).toBe('SCHEDULED');
  // Time passes: the article is now due.
  await server.sql(`update articles set publish_at = now() - interval '1 minute' where id = $1`, [created.id]);
  return { id: created.id as string, slug, version: scheduled.body.data.scheduleArticle.version as number };
}

describe('scheduled publishing', () => {
  it('is a registered job, every minute', () => {
    expect(JOBS.map((job) => job.name)).toContain(publishDueArticlesJob.name);
    expect(publishDueArticlesJob.cron).toBe('* * * * *');
  });

  it('two parallel runs publish a due article exactly once: one revision, one audit event, version bumped once', async () => {
    const article = await scheduledArticle('Due now');
    const notDue = await scheduledArticle('Not due yet');
    await server.sql(`update articles set publish_at = now() + interval '1 hour' where id = $1`, [notDue.id]);

    const results = await Promise.all([runJob(), runJob(), runJob()]);
    const published = results.reduce<number>((sum, result) => sum + ((result as { published?: number } | undefined)?.published ?? 0), 0);
    expect(published).toBe(1);

    const [row] = await server.sql<{ status: string; version: number; published_at: Date | null; publish_at: Date | null; updated_by_name: string }>(
      'select status, version, published_at, publish_at, updated_by_name from articles where id = $1',
      [article.id],
    );
    expect(row).toMatchObject({ status: 'published', version: article.version + 1, publish_at: null, updated_by_name: 'Scheduler' });
    expect(row!.published_at).not.toBeNull();
    const revisions = await server.sql(`select 1 from article_revision where article_id = $1 and action = 'published'`, [article.id]);
    expect(revisions).toHaveLength(1);
    const events = await server.sql<{ actor_name: string }>(`select actor_name from audit_event where action = 'article.published' and entity_id = $1`, [article.id]);
    expect(events).toEqual([{ actor_name: 'job:publish-due-articles' }]);
    expect((await server.sql<{ status: string }>('select status from articles where id = $1', [notDue.id]))[0]!.status).toBe('scheduled');

    // Public at once, by slug.
    const pub = await new ApiClient(server.url).gql(`query($id: ID!) { article(id: $id) { title } }`, { id: article.slug });
    expect(pub.body.data.article).toEqual({ title: 'Due now' });
    expect(await runJob()).toBeUndefined();
  });

  it('a save sent with the version from before the scheduled publish gets 409 naming the scheduler', async () => {
    const article = await scheduledArticle('Raced');
    const [save, job] = await Promise.all([
      admin.gql(`mutation($id: ID!, $v: Int!, $i: ArticleInput!) { updateArticle(id: $id, expectedVersion: $v, input: $i) { version } }`, {
        id: article.id,
        v: article.version,
        i: { title: 'Raced (edited)', slug: article.slug, body: 'Edited.' },
      }),
      runJob(),
    ]);
    // Either the save went first (the job then publishes the saved text) or the job did (the save is stale).
    if (save.body.errors) {
      expect(firstGraphQLError(save)?.code).toBe('CONFLICT');
      expect(save.body.errors[0].message).toMatch(/^This record was changed by Scheduler at /);
      expect(save.body.errors[0].extensions.details.changedBy).toBe('Scheduler');
    } else {
      expect(job).toEqual({ published: 1 });
    }
    // After the publish, the old version is always stale.
    const late = await admin.gql(`mutation($id: ID!, $v: Int!, $i: ArticleInput!) { updateArticle(id: $id, expectedVersion: $v, input: $i) { version } }`, {
      id: article.id,
      v: article.version,
      i: { title: 'Too late', slug: article.slug, body: 'Edited.' },
    });
    expect(firstGraphQLError(late)?.code).toBe('CONFLICT');
    const [row] = await server.sql<{ status: string; title: string }>('select status, title from articles where id = $1', [article.id]);
    expect(row!.status).toBe('published');
    expect(row!.title).not.toBe('Too late');
  });
});
