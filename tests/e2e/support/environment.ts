import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../../graphql-server/src/index.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { launchBrowser } from './browser.js';

export interface E2eEnvironment {
  /** The real server on a fresh seeded database, serving the production build (web/dist). */
  server: TestServer;
  browser: Browser;
}

/**
 * The server and Chromium for one e2e test file: started before its tests, stopped after them. Read the fields
 * inside hooks and tests (they are set once `beforeAll` has run).
 */
export function useE2eEnvironment(overrides: Partial<AppConfig> = {}): E2eEnvironment {
  const env = {} as E2eEnvironment;
  beforeAll(async () => {
    env.server = await startTestServer(overrides);
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
