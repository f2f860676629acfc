import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLogger,
  loadConfig,
  openDatabase,
  type AppConfig,
  type Database,
} from '../../graphql-server/src/index.js';
import { createNetFundApp } from '../../rest-compat/src/server.js';
import { waitFor } from '../support/netfund-process.js';
import { createTestDatabase } from '../support/server.js';

/**
 * Issue 27 item 9: behind a proxy without TRUST_PROXY every visitor has the proxy's address, so the login and form
 * throttles count them all as one. The first request that carries X-Forwarded-For while TRUST_PROXY is unset logs one
 * warning saying so; later ones add nothing, and an instance that has TRUST_PROXY set never warns.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: database.url.toString() }, () => {});
});

afterAll(async () => {
  for (const stop of stops) await stop();
  await db?.close();
  await database?.drop();
});

/** An instance on the test database with `env`, and the JSON lines it has logged so far. */
async function instance(env: NodeJS.ProcessEnv): Promise<{ url: string; log: Record<string, any>[] }> {
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', ...env }),
    databaseUrl: database.url.toString(),
    jobs: { enabled: false },
  };
  const log: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) log.push(JSON.parse(line));
      done();
    },
  });
  const http = await createNetFundApp(db, config, createLogger({ env: 'production', logLevel: 'info' }, stream));
  const server = http.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  stops.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await http.stop();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, log };
}

const proxied = (url: string, client: string) => fetch(`${url}/api/user`, { headers: { 'x-forwarded-for': client } });
const warnings = (log: Record<string, any>[]) => log.filter((line) => line.level === 40);

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('logs one clear warning at the first such request, and none for later ones', async () => {
    const { url, log } = await instance({});
    expect((await fetch(`${url}/api/user`)).status).toBe(401);
    expect(warnings(log)).toEqual([]);

    expect((await proxied(url, '203.0.113.7')).status).toBe(401);
    expect((await proxied(url, '198.51.100.9')).status).toBe(401);
    const [warning, ...more] = warnings(log);
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ remoteAddress: '127.0.0.1' });
    expect(warning!.msg).toBe(
      'Requests carry X-Forwarded-For but TRUST_PROXY is unset: every client behind the proxy has its address (127.0.0.1), so one client’s failed sign-ins lock sign-ins for all. Set TRUST_PROXY to the proxy’s hop count or addresses (see the README’s "The proxy"), or TRUST_PROXY=false if no proxy is in front',
    );
  });

  it.each(['1', 'loopback', 'false'])('logs nothing when TRUST_PROXY is set (%s)', async (trustProxy) => {
    const { url, log } = await instance({ TRUST_PROXY: trustProxy });
    expect((await proxied(url, '203.0.113.7')).status).toBe(401);
    expect((await proxied(url, '198.51.100.9')).status).toBe(401);
    // Both access lines are written (after the answer): the log did see both requests.
    await waitFor(() => log.filter((line) => line.res).length === 2, 10_000);
    expect(warnings(log)).toEqual([]);
  });
});
