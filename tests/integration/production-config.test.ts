import { describe, expect, it } from 'vitest';
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
