import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Connections that PostgreSQL ends in the middle of a transaction (a failover, a restart, an administrator) go back
 * to the pool as broken and are replaced: the app keeps answering once the database is there again. Kysely before
 * 0.29.9 never released a connection whose ROLLBACK failed, so every such transaction leaked one for good.
 */
let server: TestServer;
const POOL_SIZE = 20; // graphql-server/src/db/orm.ts

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

it('answers again after more transactions than the pool holds lost their connections', async () => {
  const client = new ApiClient(server.url);
  expect((await client.post('/api/login', { username: 'client', password: 'demo-pass' })).status).toBe(200);

  const transactions = Array.from({ length: POOL_SIZE }, () =>
    server.db.orm.em.fork().transactional((em) => em.execute('select pg_sleep(60) /* killed-in-transaction */')).then(
      () => 'finished',
      () => 'failed',
    ),
  );
  const sleeping = `select pid from pg_stat_activity where query like '%killed-in-transaction%' and query not like '%pg_stat_activity%'`;
  await expect.poll(async () => (await server.sql(sleeping)).length, { timeout: 20_000 }).toBe(POOL_SIZE);
  await server.sql(`select pg_terminate_backend(pid) from (${sleeping}) s`);
  expect(await Promise.all(transactions)).toEqual(Array(POOL_SIZE).fill('failed'));

  const me = await client.get('/api/user');
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ username: 'client' });
});
