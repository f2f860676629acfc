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

describe('loadConfig', () => {
  it('uses the embedded database and safe defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 3000, host: '0.0.0.0', databaseUrl: undefined, trustProxy: false, logLevel: 'info' });
    expect(config.embeddedDataDir).toMatch(/\/\.data\/postgres$/);
    expect(config.session).toEqual({ idleTimeoutMinutes: 30, absoluteTimeoutHours: 12 });
    expect(config.contact.applicationFormUrl).toBe('https://apply.netfund.example/application-form');
    expect(config.payments).toMatchObject({ mode: 'demo', publicUrl: 'http://localhost:3000' });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: 'ab'.repeat(32),
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db/netfund',
      TRUST_PROXY: 'loopback',
      SESSION_IDLE_MINUTES: '45',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ env: 'production', port: 8080, databaseUrl: 'postgres://u:p@db/netfund', trustProxy: 'loopback', logLevel: 'warn' });
    expect(config.session.idleTimeoutMinutes).toBe(45);
    expect(config.payments.publicUrl).toBe('http://localhost:8080');
  });

  it('needs TOTP_ENCRYPTION_KEY in production (64 hex characters), and has a fixed development key elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('TOTP_ENCRYPTION_KEY must be set in production');
    expect(() => loadConfig({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'short' })).toThrow('TOTP_ENCRYPTION_KEY must be 64 hex characters');
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'secret-not-shown' })).toThrow(/^(?!.*secret-not-shown)/);
    expect(loadConfig({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'ab'.repeat(32) }).accountSecurity.totpEncryptionKey).toEqual(Buffer.alloc(32, 0xab));
    const development = loadConfig({}).accountSecurity.totpEncryptionKey;
    expect(development).toHaveLength(32);
    expect(loadConfig({ NODE_ENV: 'test' }).accountSecurity.totpEncryptionKey).toEqual(development);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '', TRUST_PROXY: '', NODE_ENV: '' })).toMatchObject({ env: 'development', port: 3000, databaseUrl: undefined, trustProxy: false });
  });

  it('is quiet in tests unless LOG_LEVEL asks, and logs info elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(loadConfig({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'ab'.repeat(32) }).logLevel).toBe('info');
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
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'help@netfund.example' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      from: 'help@netfund.example',
    });
  });
});

describe('loadConfig refuses a bad setting with one line naming the variable and what is allowed', () => {
  it.each([
    [{ PORT: 'http' }, 'PORT must be a whole number from 1 to 65535 (got "http")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ PORT: '30.5' }, 'PORT must be a whole number from 1 to 65535 (got "30.5")'],
    [{ EMBEDDED_PG_PORT: '-1' }, 'EMBEDDED_PG_PORT must be a whole number from 1 to 65535 (got "-1")'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be one of development, production, test (got "prod")'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
    [{ DATABASE_URL: 'localhost:5432/netfund' }, 'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/netfund'],
    [{ DATABASE_URL: 'mysql://u:p@db/netfund' }, 'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/netfund'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be true, false, a number of proxy hops, or comma-separated IP addresses, subnets, loopback, linklocal or uniquelocal (got "yes")'],
    [{ TRUST_PROXY: '10.0.0.0/40' }, 'TRUST_PROXY must be true, false, a number of proxy hops, or comma-separated IP addresses, subnets, loopback, linklocal or uniquelocal (got "10.0.0.0/40")'],
    [{ STRIPE_SECRET_KEY: 'sk_live_1' }, 'STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is (the signing secret of the Stripe webhook endpoint, whsec_…)'],
    [{ SESSION_IDLE_MINUTES: 'soon' }, 'SESSION_IDLE_MINUTES must be a whole number from 1 to 1000000 (got "soon")'],
    [{ SESSION_ABSOLUTE_HOURS: '0' }, 'SESSION_ABSOLUTE_HOURS must be a whole number from 1 to 1000000 (got "0")'],
    [{ LOGIN_THROTTLE_WINDOW_MINUTES: '1e3' }, 'LOGIN_THROTTLE_WINDOW_MINUTES must be a whole number from 1 to 1000000 (got "1e3")'],
    [{ LOGIN_MAX_FAILURES_PER_ACCOUNT: 'five' }, 'LOGIN_MAX_FAILURES_PER_ACCOUNT must be a whole number from 1 to 1000000 (got "five")'],
    [{ LOGIN_MAX_FAILURES_PER_IP: 'x' }, 'LOGIN_MAX_FAILURES_PER_IP must be a whole number from 1 to 1000000 (got "x")'],
    [{ LOGIN_MAX_FAILURES_PER_DEVICE: '0' }, 'LOGIN_MAX_FAILURES_PER_DEVICE must be a whole number from 1 to 1000000 (got "0")'],
    [{ REGISTER_WINDOW_MINUTES: 'hour' }, 'REGISTER_WINDOW_MINUTES must be a whole number from 1 to 1000000 (got "hour")'],
    [{ REGISTER_MAX_PER_IP: '2.5' }, 'REGISTER_MAX_PER_IP must be a whole number from 1 to 1000000 (got "2.5")'],
    [{ REGISTER_MAX_PER_MINUTE_GLOBAL: '-1' }, 'REGISTER_MAX_PER_MINUTE_GLOBAL must be a whole number from 1 to 1000000 (got "-1")'],
    [{ FORM_THROTTLE_WINDOW_MINUTES: '-5' }, 'FORM_THROTTLE_WINDOW_MINUTES must be a whole number from 1 to 1000000 (got "-5")'],
    [{ FORM_MAX_PER_IP: '1.5' }, 'FORM_MAX_PER_IP must be a whole number from 1 to 1000000 (got "1.5")'],
    [{ FORM_MAX_PER_EMAIL: 'many' }, 'FORM_MAX_PER_EMAIL must be a whole number from 1 to 1000000 (got "many")'],
    [{ INTEGRATION_MAX_APPLICATIONS_PER_MINUTE: '0' }, 'INTEGRATION_MAX_APPLICATIONS_PER_MINUTE must be a whole number from 1 to 1000000 (got "0")'],
    [{ IDEMPOTENCY_KEY_RETENTION_DAYS: 'week' }, 'IDEMPOTENCY_KEY_RETENTION_DAYS must be a whole number from 1 to 1000000'], // a name with KEY in it: its value is not repeated
    [{ PUBLIC_URL: 'netfund.example' }, 'PUBLIC_URL must be an http:// or https:// URL (got "netfund.example")'],
    [{ STRIPE_API_URL: 'ftp://stripe.local' }, 'STRIPE_API_URL must be an http:// or https:// URL (got "ftp://stripe.local")'],
    [{ APPLICATION_FORM_URL: 'apply' }, 'APPLICATION_FORM_URL must be an http:// or https:// URL (got "apply")'],
    [{ INTEGRATION_API_KEY_HASHES: 'abc' }, 'INTEGRATION_API_KEY_HASHES must be comma-separated SHA-256 hashes (64 hex characters each)'],
    [{ SMTP_URL: 'mail.example.com:587' }, 'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587'],
    [{ SMTP_URL: 'https://u:hunter2@mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587'],
    [{ MAIL_FROM: 'NetFund' }, 'MAIL_FROM must be an e-mail address, optionally with a name: NetFund <no-reply@netfund.example> (got "NetFund")'],
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
