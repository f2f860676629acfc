import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../graphql-server/src/db/embedded-postgres.js';
import { createLogger, loadConfig, openDatabase, type Database, type HttpApp } from '../../graphql-server/src/index.js';
import { createNetFundApp } from '../../rest-compat/src/server.js';
import { seedDemoData } from '../../seed/src/demo-data.js';
import { ApiClient, type ApiResponse } from '../support/api-client.js';
import { freePort } from '../support/free-port.js';
import { waitFor } from '../support/netfund-process.js';

/**
 * PostgreSQL stopped under a running server: every API answer is 503 with Retry-After and a short message
 * (GraphQL: code SERVICE_UNAVAILABLE), the log grows by a bounded number of lines however many requests fail,
 * and once PostgreSQL is back the same server answers again, sessions intact. This file runs a PostgreSQL of
 * its own, so that stopping it disturbs no other test.
 */
const dir = mkdtempSync(join(tmpdir(), 'netfund-outage-'));
chmodSync(dir, 0o755);
const dataDir = join(dir, 'pg');
let pgPort: number;
let postgres: EmbeddedDatabase | undefined;
let db: Database;
let http: HttpApp;
let baseUrl: string;
let closeServer: () => Promise<void>;
const log: Record<string, any>[] = [];

beforeAll(async () => {
  pgPort = await freePort();
  postgres = await startEmbeddedPostgres(dataDir, pgPort);
  const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: postgres.url };
  db = await openDatabase(config, () => {});
  await seedDemoData(db, config);
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) log.push(JSON.parse(line));
      done();
    },
  });
  http = await createNetFundApp(db, config, createLogger({ env: 'production', logLevel: 'info' }, logStream));
  const server = http.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeServer = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
});

afterAll(async () => {
  await closeServer?.();
  await http?.stop();
  await db?.close().catch(() => {});
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const ME = '{ me { username } }';
const ARTICLES = '{ articles { total } }';

function expectUnavailableRest(response: ApiResponse) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body).toEqual({ message: 'The service is temporarily unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' });
}

function expectUnavailableGraphQL(response: ApiResponse) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(response.body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) })]);
  expect(response.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|\bat /);
}

describe('database outage', () => {
  it('answers 503 while PostgreSQL is down, logs it boundedly, and recovers without a restart', async () => {
    const signedOut = new ApiClient(baseUrl);
    const signedIn = new ApiClient(baseUrl);
    expect((await signedIn.post('/api/login', { username: 'client', password: 'demo-pass' })).status).toBe(200);
    expect((await signedIn.gql(ME)).body.data.me.username).toBe('client');

    await postgres!.stop();
    postgres = undefined;
    const linesBefore = log.length;

    const rounds = 20;
    const answers = await Promise.all(
      Array.from({ length: rounds }, () => [
        signedOut.get('/api/articles').then(expectUnavailableRest),
        signedIn.get('/api/user').then(expectUnavailableRest),
        signedOut.post('/api/login', { username: 'client', password: 'demo-pass' }).then(expectUnavailableRest),
        signedOut.gql(ARTICLES).then(expectUnavailableGraphQL),
        signedIn.gql(ME).then(expectUnavailableGraphQL),
      ]).flat(),
    );
    expect(answers).toHaveLength(rounds * 5);
    expect((await signedOut.get('/readyz')).status).toBe(503);

    // One access line per request, no stack anywhere; besides them, at most a first line and a summary per kind
    // of failure (a third only if the requests took over 20 s).
    await waitFor(() => log.length >= linesBefore + rounds * 5, 10_000);
    const during = log.slice(linesBefore);
    expect(JSON.stringify(during)).not.toMatch(/"stack"|\\n\s+at /);
    const outageLines = during.filter((line) => !line.res);
    for (const line of outageLines) expect(line, JSON.stringify(line)).toMatchObject({ level: 40, kind: expect.stringMatching(/^database: /) });
    for (const kind of new Set(outageLines.map((line) => line.kind))) {
      expect(outageLines.filter((line) => line.kind === kind).length).toBeLessThanOrEqual(3);
    }
    expect(outageLines.length).toBeGreaterThan(0);
    expect(outageLines.length).toBeLessThanOrEqual(6);

    postgres = await startEmbeddedPostgres(dataDir, pgPort);
    expect((await signedOut.get('/readyz')).status).toBe(200);
    expect((await signedOut.get('/api/articles')).status).toBe(200);
    expect((await signedIn.get('/api/user')).body).toMatchObject({ username: 'client' });
    expect((await signedIn.gql(ME)).body.data.me.username).toBe('client');
    const articles = await signedOut.gql(ARTICLES);
    expect(articles.status).toBe(200);
    expect(articles.body.data.articles.total).toBeGreaterThan(0);
  });
});
