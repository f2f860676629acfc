import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.js';

/** The one-line problems loadConfig refuses `env` with (fails the test when it accepts it). */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

/** A complete production configuration with real Stripe payments: every test below removes or adds one setting. */
const PRODUCTION = {
  NODE_ENV: 'production',
  TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
  DATABASE_URL: 'postgres://u:p@db/netfund',
  PUBLIC_URL: 'https://netfund.example.com',
  STRIPE_SECRET_KEY: 'sk_live_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
  STRIPE_PRICE_STARTER: 'price_starter',
  STRIPE_PRICE_GROWTH: 'price_growth',
  STRIPE_PRICE_PRO: 'price_pro',
} as const;

/** `env` without the named variables. */
function without(env: NodeJS.ProcessEnv, ...names: string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));
}

describe('loadConfig', () => {
  it('uses the embedded database and safe defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      trustProxy: undefined,
      logLevel: 'info',
    });
    expect(config.embeddedDataDir).toMatch(/\/\.data\/postgres$/);
    expect(config.session).toEqual({ idleTimeoutMinutes: 30, absoluteTimeoutHours: 12 });
    expect(config.contact.applicationFormUrl).toBe('https://apply.netfund.example/application-form');
    expect(config.payments).toMatchObject({ mode: 'demo', publicUrl: 'http://localhost:3000' });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      ...PRODUCTION,
      PORT: '8080',
      TRUST_PROXY: 'loopback',
      SESSION_IDLE_MINUTES: '45',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://netfund.example.com/',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      databaseUrl: 'postgres://u:p@db/netfund',
      trustProxy: 'loopback',
      logLevel: 'warn',
    });
    expect(config.session.idleTimeoutMinutes).toBe(45);
    expect(config.payments.publicUrl).toBe('https://netfund.example.com');
    expect(loadConfig({ PORT: '8080' }).payments.publicUrl).toBe('http://localhost:8080');
  });

  it('needs TOTP_ENCRYPTION_KEY in production (64 hex characters), and has a fixed development key elsewhere', () => {
    expect(problems(without(PRODUCTION, 'TOTP_ENCRYPTION_KEY'))).toEqual([
      'TOTP_ENCRYPTION_KEY must be set in production (64 hex characters: openssl rand -hex 32)',
    ]);
    expect(() => loadConfig({ ...PRODUCTION, TOTP_ENCRYPTION_KEY: 'short' })).toThrow(
      'TOTP_ENCRYPTION_KEY must be 64 hex characters',
    );
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'secret-not-shown' })).toThrow(/^(?!.*secret-not-shown)/);
    expect(loadConfig(PRODUCTION).accountSecurity.totpEncryptionKey).toEqual(Buffer.alloc(32, 0xab));
    const development = loadConfig({}).accountSecurity.totpEncryptionKey;
    expect(development).toHaveLength(32);
    expect(loadConfig({ NODE_ENV: 'test' }).accountSecurity.totpEncryptionKey).toEqual(development);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '', TRUST_PROXY: '', NODE_ENV: '' })).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      trustProxy: undefined,
    });
  });

  it('is quiet in tests unless LOG_LEVEL asks, and logs info elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(loadConfig(PRODUCTION).logLevel).toBe('info');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 192.168.1.5,loopback', '10.0.0.0/8, 192.168.1.5,loopback'],
    ['fd00::/8', 'fd00::/8'],
  ])('takes TRUST_PROXY=%s as %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('uses Stripe when its secret key and webhook secret are both set', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(config.payments).toMatchObject({ mode: 'stripe', stripeSecretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
  });

  it('sends no e-mail without SMTP_URL, and sends from MAIL_FROM (NetFund <no-reply@netfund.example> by default)', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'NetFund <no-reply@netfund.example>' });
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'help@netfund.example' }).mail,
    ).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      from: 'help@netfund.example',
    });
  });
});

describe('production starts only with what it cannot do without (issue 27 item 1)', () => {
  it('accepts a complete production configuration: Stripe payments, an external database, the demo features off', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ env: 'production', demoMode: false, databaseUrl: 'postgres://u:p@db/netfund' });
    expect(config.payments).toMatchObject({
      mode: 'stripe',
      stripePublishableKey: 'pk_live_1',
      prices: { starter: 'price_starter', growth: 'price_growth', pro: 'price_pro' },
    });
  });

  it('never falls back to the demo checkout: without STRIPE_SECRET_KEY it refuses to start, with one line naming it', () => {
    expect(
      problems(without(PRODUCTION, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY')),
    ).toEqual([
      'STRIPE_SECRET_KEY must be set in production (sk_live_…), or DEMO_MODE=true for the demo checkout, which activates plans without payment',
    ]);
    expect(problems({ ...without(PRODUCTION, 'STRIPE_SECRET_KEY'), DEMO_MODE: 'false' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY must be set in production/),
    ]);
  });

  it('offers the demo checkout in production only when DEMO_MODE=true asks for it', () => {
    const config = loadConfig({
      ...without(PRODUCTION, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'),
      DEMO_MODE: 'true',
    });
    expect(config).toMatchObject({ env: 'production', demoMode: true, payments: { mode: 'demo' } });
    // Stripe, when it is configured, wins over the demo checkout in demo mode too.
    expect(loadConfig({ ...PRODUCTION, DEMO_MODE: 'true' }).payments.mode).toBe('stripe');
  });

  it.each([
    [
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_PUBLISHABLE_KEY must be set in production when STRIPE_SECRET_KEY is (pk_live_…: the browser loads Stripe.js with it)',
    ],
    [
      'STRIPE_PRICE_STARTER',
      'STRIPE_PRICE_STARTER must be set in production when STRIPE_SECRET_KEY is (the Stripe price id of the plan, price_…)',
    ],
    [
      'STRIPE_PRICE_GROWTH',
      'STRIPE_PRICE_GROWTH must be set in production when STRIPE_SECRET_KEY is (the Stripe price id of the plan, price_…)',
    ],
    [
      'STRIPE_PRICE_PRO',
      'STRIPE_PRICE_PRO must be set in production when STRIPE_SECRET_KEY is (the Stripe price id of the plan, price_…)',
    ],
    [
      'PUBLIC_URL',
      'PUBLIC_URL must be set in production (the address buyers reach NetFund at, e.g. https://netfund.example.com: Stripe sends them back there and e-mails link to it)',
    ],
    [
      'DATABASE_URL',
      'DATABASE_URL must be set in production (postgres://user:password@host:5432/netfund), or EMBEDDED_POSTGRES=true to run the embedded PostgreSQL in EMBEDDED_PG_DIR',
    ],
  ])('refuses production without %s, with one line naming it', (variable, line) => {
    expect(problems(without(PRODUCTION, variable))).toEqual([line]);
  });

  it('repeats no value for a variable set to the empty string (it counts as unset)', () => {
    expect(problems({ ...PRODUCTION, PUBLIC_URL: '' })).toEqual([problems(without(PRODUCTION, 'PUBLIC_URL'))[0]]);
    expect(problems({ ...PRODUCTION, PUBLIC_URL: '' })[0]).not.toContain('(got');
  });

  it('needs PUBLIC_URL in production with the demo checkout too (e-mails link to it)', () => {
    expect(problems({ ...without(PRODUCTION, 'STRIPE_SECRET_KEY', 'PUBLIC_URL'), DEMO_MODE: 'true' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL must be set in production/),
    ]);
  });

  it('names every missing production setting at once, one line each', () => {
    expect(problems({ NODE_ENV: 'production' }).map((line) => line.split(' ')[0])).toEqual([
      'TOTP_ENCRYPTION_KEY',
      'DATABASE_URL',
      'PUBLIC_URL',
      'STRIPE_SECRET_KEY',
    ]);
  });

  it('runs the embedded PostgreSQL in production only when EMBEDDED_POSTGRES=true asks for it', () => {
    const config = loadConfig({
      ...without(PRODUCTION, 'DATABASE_URL'),
      EMBEDDED_POSTGRES: 'true',
      EMBEDDED_PG_DIR: '/srv/netfund/pg',
    });
    expect(config).toMatchObject({ databaseUrl: undefined, embeddedDataDir: '/srv/netfund/pg' });
  });

  it('takes EMBEDDED_POSTGRES=false to mean an external database everywhere, and refuses it beside DATABASE_URL', () => {
    expect(problems({ EMBEDDED_POSTGRES: 'false' })).toEqual([
      'DATABASE_URL must be set when EMBEDDED_POSTGRES is false (postgres://user:password@host:5432/netfund)',
    ]);
    expect(problems({ DATABASE_URL: 'postgres://u:p@db/netfund', EMBEDDED_POSTGRES: 'true' })).toEqual([
      'EMBEDDED_POSTGRES must not be true when DATABASE_URL is set: unset one of them (got "true")',
    ]);
    expect(problems({ EMBEDDED_POSTGRES: 'yes' })).toEqual([
      'EMBEDDED_POSTGRES must be one of true, false (got "yes")',
    ]);
  });

  it('keeps the development defaults outside production: embedded PostgreSQL, demo checkout, localhost', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV })).toMatchObject({
        databaseUrl: undefined,
        payments: { mode: 'demo', publicUrl: 'http://localhost:3000' },
      });
    }
  });
});

describe('loadConfig refuses a bad setting with one line naming the variable and what is allowed', () => {
  it.each([
    [{ PORT: 'http' }, 'PORT must be a whole number from 1 to 65535 (got "http")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ PORT: '30.5' }, 'PORT must be a whole number from 1 to 65535 (got "30.5")'],
    [{ EMBEDDED_PG_PORT: '-1' }, 'EMBEDDED_PG_PORT must be a whole number from 1 to 65535 (got "-1")'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be one of development, production, test (got "prod")'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ],
    [
      { DATABASE_URL: 'localhost:5432/netfund' },
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/netfund',
    ],
    [
      { DATABASE_URL: 'mysql://u:p@db/netfund' },
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/netfund',
    ],
    [
      { TRUST_PROXY: 'yes' },
      'TRUST_PROXY must be true, false, a number of proxy hops, or comma-separated IP addresses, subnets, loopback, linklocal or uniquelocal (got "yes")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/40' },
      'TRUST_PROXY must be true, false, a number of proxy hops, or comma-separated IP addresses, subnets, loopback, linklocal or uniquelocal (got "10.0.0.0/40")',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_live_1' },
      'STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is (the signing secret of the Stripe webhook endpoint, whsec_…)',
    ],
    [{ SESSION_IDLE_MINUTES: 'soon' }, 'SESSION_IDLE_MINUTES must be a whole number from 1 to 1000000 (got "soon")'],
    [{ SESSION_ABSOLUTE_HOURS: '0' }, 'SESSION_ABSOLUTE_HOURS must be a whole number from 1 to 1000000 (got "0")'],
    [
      { LOGIN_THROTTLE_WINDOW_MINUTES: '1e3' },
      'LOGIN_THROTTLE_WINDOW_MINUTES must be a whole number from 1 to 1000000 (got "1e3")',
    ],
    [
      { LOGIN_MAX_FAILURES_PER_ACCOUNT: 'five' },
      'LOGIN_MAX_FAILURES_PER_ACCOUNT must be a whole number from 1 to 1000000 (got "five")',
    ],
    [
      { LOGIN_MAX_FAILURES_PER_IP: 'x' },
      'LOGIN_MAX_FAILURES_PER_IP must be a whole number from 1 to 1000000 (got "x")',
    ],
    [
      { LOGIN_MAX_FAILURES_PER_DEVICE: '0' },
      'LOGIN_MAX_FAILURES_PER_DEVICE must be a whole number from 1 to 1000000 (got "0")',
    ],
    [
      { REGISTER_WINDOW_MINUTES: 'hour' },
      'REGISTER_WINDOW_MINUTES must be a whole number from 1 to 1000000 (got "hour")',
    ],
    [{ REGISTER_MAX_PER_IP: '2.5' }, 'REGISTER_MAX_PER_IP must be a whole number from 1 to 1000000 (got "2.5")'],
    [
      { REGISTER_MAX_PER_MINUTE_GLOBAL: '-1' },
      'REGISTER_MAX_PER_MINUTE_GLOBAL must be a whole number from 1 to 1000000 (got "-1")',
    ],
    [
      { FORM_THROTTLE_WINDOW_MINUTES: '-5' },
      'FORM_THROTTLE_WINDOW_MINUTES must be a whole number from 1 to 1000000 (got "-5")',
    ],
    [{ FORM_MAX_PER_IP: '1.5' }, 'FORM_MAX_PER_IP must be a whole number from 1 to 1000000 (got "1.5")'],
    [{ FORM_MAX_PER_EMAIL: 'many' }, 'FORM_MAX_PER_EMAIL must be a whole number from 1 to 1000000 (got "many")'],
    [
      { INTEGRATION_MAX_APPLICATIONS_PER_MINUTE: '0' },
      'INTEGRATION_MAX_APPLICATIONS_PER_MINUTE must be a whole number from 1 to 1000000 (got "0")',
    ],
    [
      { IDEMPOTENCY_KEY_RETENTION_DAYS: 'week' },
      'IDEMPOTENCY_KEY_RETENTION_DAYS must be a whole number from 1 to 1000000',
    ], // a name with KEY in it: its value is not repeated
    [{ PUBLIC_URL: 'netfund.example' }, 'PUBLIC_URL must be an http:// or https:// URL (got "netfund.example")'],
    [
      { STRIPE_API_URL: 'ftp://stripe.local' },
      'STRIPE_API_URL must be an http:// or https:// URL (got "ftp://stripe.local")',
    ],
    [{ APPLICATION_FORM_URL: 'apply' }, 'APPLICATION_FORM_URL must be an http:// or https:// URL (got "apply")'],
    [
      { INTEGRATION_API_KEY_HASHES: 'abc' },
      'INTEGRATION_API_KEY_HASHES must be comma-separated SHA-256 hashes (64 hex characters each)',
    ],
    [
      { SMTP_URL: 'mail.example.com:587' },
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587',
    ],
    [
      { SMTP_URL: 'https://u:hunter2@mail.example.com' },
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587',
    ],
    [
      { MAIL_FROM: 'NetFund' },
      'MAIL_FROM must be an e-mail address, optionally with a name: NetFund <no-reply@netfund.example> (got "NetFund")',
    ],
  ])('%o', (env, line) => {
    expect(problems(env)).toEqual([line]);
  });

  it('never repeats a secret value in the message', () => {
    const [line] = problems({ DATABASE_URL: 'mysql://user:hunter2@db/netfund' });
    expect(line).not.toContain('hunter2');
  });

  it('names every bad variable at once, one line each', () => {
    expect(problems({ PORT: 'x', NODE_ENV: 'staging' })).toEqual([
      'NODE_ENV must be one of development, production, test (got "staging")',
      'PORT must be a whole number from 1 to 65535 (got "x")',
    ]);
  });
});
