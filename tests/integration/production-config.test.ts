import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../graphql-server/src/index.js';
import { spawnNetFund } from '../support/netfund-process.js';

/**
 * Issue 27 item 1 on the real `npm start` process: production never starts without what it cannot do without (the
 * payment provider, the database, the public address), and says which one, in one line, with exit code 1. The
 * configuration is checked before the database is opened, so none is needed here (the URL names no server).
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  PORT: '3000',
  TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
  DATABASE_URL: 'postgres://netfund@db.invalid:5432/netfund',
  PUBLIC_URL: 'https://netfund.example.com',
  // Unset what the machine running the tests may have set (an empty value counts as unset).
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  DEMO_MODE: '',
  EMBEDDED_POSTGRES: '',
};

/** The lines the process wrote, without blank ones. */
const lines = (output: string) => output.split('\n').filter((line) => line.trim() !== '');

describe('a production start without a setting it needs', () => {
  it.each([
    [
      'STRIPE_SECRET_KEY (no silent demo checkout)',
      {},
      'Invalid configuration: STRIPE_SECRET_KEY must be set in production (sk_live_…), or DEMO_MODE=true for the demo checkout, which activates plans without payment',
    ],
    [
      'DATABASE_URL (no silent embedded PostgreSQL)',
      { DEMO_MODE: 'true', DATABASE_URL: '' },
      'Invalid configuration: DATABASE_URL must be set in production (postgres://user:password@host:5432/netfund), or EMBEDDED_POSTGRES=true to run the embedded PostgreSQL in EMBEDDED_PG_DIR',
    ],
    [
      'PUBLIC_URL',
      { DEMO_MODE: 'true', PUBLIC_URL: '' },
      'Invalid configuration: PUBLIC_URL must be set in production (the address buyers reach NetFund at, e.g. https://netfund.example.com: Stripe sends them back there and e-mails link to it)',
    ],
  ])('exits 1 with one line naming %s', async (_name, env, line) => {
    const started = spawnNetFund({ ...PRODUCTION, ...env });
    expect(await started.exited).toBe(1);
    expect(lines(started.output())).toEqual([line]);
  });
});

/**
 * The environment compose.yaml gives its instances (`x-app`), as `docker compose` interpolates it with `exported`:
 * `${NAME:?…}` and `${NAME:-}` become the exported value, or nothing.
 */
function composeEnvironment(exported: Record<string, string>): NodeJS.ProcessEnv {
  const compose = readFileSync(resolve(import.meta.dirname, '../../compose.yaml'), 'utf8');
  const block = /^x-app: &app\n[\s\S]*?^ {2}environment:\n((?: {4}.*\n)+)/m.exec(compose)?.[1] ?? '';
  const env: NodeJS.ProcessEnv = {};
  for (const [, name, value] of block.matchAll(/^ {4}([A-Z_]+): (.*)$/gm)) {
    env[name!] = value!
      .replace(/^"(.*)"$/, '$1')
      .replace(/\$\{(\w+):[?-][^}]*\}/g, (_, variable: string) => exported[variable] ?? '');
  }
  return env;
}

/** The lines loadConfig refuses `env` with; none when it accepts it. */
function refusals(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("compose.yaml's instances", () => {
  const required = {
    POSTGRES_PASSWORD: 'secret',
    TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
    PUBLIC_URL: 'https://netfund.example.com',
  };

  it('start with real Stripe settings, or with DEMO_MODE=true for the demo checkout', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
    };
    const prices = { STRIPE_PRICE_STARTER: 'price_1', STRIPE_PRICE_GROWTH: 'price_2', STRIPE_PRICE_PRO: 'price_3' };
    const env = composeEnvironment({ ...required, ...stripe, ...prices });
    expect(env).toMatchObject({ NODE_ENV: 'production', DATABASE_URL: 'postgres://netfund:secret@db:5432/netfund' });
    expect(refusals(env)).toEqual([]);
    expect(loadConfig(env).payments.mode).toBe('stripe');
    expect(loadConfig(composeEnvironment({ ...required, DEMO_MODE: 'true' })).payments.mode).toBe('demo');
  });

  it('refuse to hand out plans for free when neither is set', () => {
    expect(refusals(composeEnvironment(required))).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY must be set in production/),
    ]);
  });
});
