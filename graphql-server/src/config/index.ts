import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { Clock } from 'pg-boss';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from '../logging/logger.js';

/**
 * The one place where configuration is read, and validated with one zod schema. Everything else receives
 * values from here, so a test can build a config object of its own without touching process.env.
 */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  /**
   * DEMO_MODE (default: on outside production): Net30 sandbox orders are TEST invoices (never furnished) and the
   * admin's clock panel (R26) may move an account's dates. In production it is also what allows the demo checkout.
   */
  demoMode: boolean;
  /** Lowest level written to the log (LOG_LEVEL); tests are silent unless it is set. */
  logLevel: LogLevel;
  port: number;
  host: string;
  /**
   * Set: use this PostgreSQL. Unset: start the embedded one in `embeddedDataDir`, which production does only when
   * EMBEDDED_POSTGRES=true asks for it (loadConfig refuses it otherwise).
   */
  databaseUrl: string | undefined;
  embeddedDataDir: string;
  embeddedPort: number;
  /**
   * Express `trust proxy` value, so `req.secure` and `req.ip` are right behind a TLS-terminating proxy. Undefined:
   * TRUST_PROXY is unset, no proxy is trusted, and the first request that carries X-Forwarded-For logs a warning.
   */
  trustProxy: boolean | number | string | undefined;
  /** METRICS_TOKEN: a bearer token that lets a scraper outside the private networks read /metrics (unset: none). */
  metricsToken: string | undefined;
  session: {
    idleTimeoutMinutes: number;
    absoluteTimeoutHours: number;
  };
  loginThrottle: {
    windowMinutes: number;
    maxFailuresPerAccount: number;
    maxFailuresPerIp: number;
    /** Failures per window for a browser holding a device cookie of the account (it skips the two limits above). */
    maxFailuresPerDevice: number;
  };
  /** Self-registration: accounts per window per address, and per minute from everywhere. */
  registrationThrottle: { windowMinutes: number; maxPerIp: number; maxPerMinuteGlobal: number };
  webDistDir: string;
  contact: ContactConfig;
  /** Public forms (contact, credit applications): submissions per window, per address and per e-mail. */
  formThrottle: { windowMinutes: number; maxPerIp: number; maxPerEmail: number };
  payments: PaymentsConfig;
  integration: IntegrationConfig;
  mail: MailConfig;
  /**
   * Account security (issue 13): the 256-bit key that encrypts TOTP secrets at rest (AES-256-GCM) and keys the
   * recovery-code hashes (TOTP_ENCRYPTION_KEY, 64 hex characters). Required in production; elsewhere a fixed
   * development key, so a restart keeps enrolled authenticators working.
   */
  accountSecurity: { totpEncryptionKey: Buffer };
  /** Background jobs (graphql-server/src/jobs): on in every instance; tests turn them on where they test them. */
  jobs: {
    enabled: boolean;
    /** pg-boss's TestClock in tests, to move time by hand. */
    clock?: Clock;
  };
}

/** Integrators (the external application form) call the intake API with a key whose SHA-256 is listed here. */
export interface IntegrationConfig {
  /** Lower-case hex SHA-256 hashes of the accepted API keys (INTEGRATION_API_KEY_HASHES, comma-separated). */
  apiKeyHashes: string[];
  /** Outside production the documented demo key `demo-integration-key` is accepted too. */
  acceptDemoKey: boolean;
  /**
   * Applications one API key may create per minute (INTEGRATION_MAX_APPLICATIONS_PER_MINUTE), counted in PostgreSQL
   * so every instance shares the count; past it 429 with Retry-After. Idempotent replays are not counted.
   */
  maxApplicationsPerMinute: number;
  /**
   * Days an Idempotency-Key is kept (IDEMPOTENCY_KEY_RETENTION_DAYS): the job `purge-idempotency-keys` deletes older
   * ones, after which the same request creates a new application.
   */
  idempotencyKeyRetentionDays: number;
}

/** Outgoing e-mail (BACKOFFICE "Decisions taken"): always queued in the outbox; delivered only when SMTP_URL is set. */
export interface MailConfig {
  /** nodemailer connection URL (smtp:// or smtps://, credentials inside); unset = nothing is sent, admins see the outbox. */
  smtpUrl: string | undefined;
  /** The From header of every message. */
  from: string;
}

/**
 * DESIGN.md §6: `stripe` when STRIPE_SECRET_KEY is set, else `demo` (a local hosted checkout, signed webhooks), which
 * activates plans without payment: production has it only with DEMO_MODE=true (loadConfig refuses it otherwise).
 */
export interface PaymentsConfig {
  mode: 'stripe' | 'demo';
  stripeSecretKey: string | undefined;
  /** Verifies webhook signatures. Demo mode without STRIPE_WEBHOOK_SECRET: a random secret per process. */
  webhookSecret: string;
  stripePublishableKey: string | undefined;
  /** Stripe price ids of the NetBuilder plans (placeholders by default). */
  prices: { starter: string; growth: string; pro: string };
  /** Absolute base of the success/cancel URLs Stripe sends the browser back to. */
  publicUrl: string;
  /** Another Stripe API base (e.g. a local stand-in in tests); unset = api.stripe.com. */
  stripeApiUrl: string | undefined;
}

export interface ContactConfig {
  supportEmail: string;
  supportPhone: string;
  postalAddress: string;
  applicationFormUrl: string;
}

/** A setting the process cannot start with: one line per bad variable, naming it and what is allowed. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

const MAX_SETTING = 1_000_000;

/** Outside production only (production must set TOTP_ENCRYPTION_KEY): public, so it protects nothing real. */
const DEVELOPMENT_TOTP_KEY = '6e657466756e642d646576656c6f706d656e742d746f74702d6b65792d303031';

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
      `must be a whole number from ${min} to ${max}`,
    )
    .transform(Number);
const port = wholeNumber(1, 65535);
const positive = wholeNumber(1, MAX_SETTING);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `must be one of ${values.join(', ')}`);

const httpUrl = z
  .string()
  .refine((value) => /^https?:$/.test(URL.parse(value)?.protocol ?? ''), 'must be an http:// or https:// URL');

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** What Express's `trust proxy` accepts: a boolean, a hop count, or addresses, subnets and named ranges. */
function trustProxyValue(value: string): boolean | number | string | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const valid = value.split(',').every((entry) => {
    const [address = '', prefix, ...rest] = entry.trim().split('/');
    if (TRUST_PROXY_NAMES.has(address) && prefix === undefined) return true;
    const version = isIP(address);
    if (!version || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return (
      (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)) || (version === 4 && isIP(prefix) === 4)
    );
  });
  return valid ? value : undefined;
}

/** The whole environment, validated in one pass. An empty variable counts as unset. */
const environmentSchema = z.preprocess(
  (env) => Object.fromEntries(Object.entries(env as Record<string, unknown>).filter(([, value]) => value !== '')),
  z
    .object({
      NODE_ENV: oneOf(['development', 'production', 'test']).default('development'),
      DEMO_MODE: oneOf(['true', 'false']).optional(),
      LOG_LEVEL: oneOf(LOG_LEVELS).optional(),
      PORT: port.default(3000),
      HOST: z.string().default('0.0.0.0'),
      DATABASE_URL: z
        .string()
        .refine(
          (value) => /^postgres(ql)?:$/.test(URL.parse(value)?.protocol ?? ''),
          'must be a PostgreSQL URL such as postgres://user:password@host:5432/netfund',
        )
        .optional(),
      EMBEDDED_POSTGRES: oneOf(['true', 'false']).optional(),
      EMBEDDED_PG_DIR: z.string().optional(),
      EMBEDDED_PG_PORT: port.default(54329),
      TRUST_PROXY: z
        .string()
        .transform((value, ctx) => {
          const parsed = trustProxyValue(value);
          if (parsed !== undefined) return parsed;
          ctx.addIssue({
            code: 'custom',
            message:
              'must be true, false, a number of proxy hops, or comma-separated IP addresses, subnets, loopback, linklocal or uniquelocal',
          });
          return z.NEVER;
        })
        .optional(),
      METRICS_TOKEN: z
        .string()
        .min(32, 'must be at least 32 characters (a random secret: openssl rand -hex 32)')
        .optional(),
      SESSION_IDLE_MINUTES: positive.default(30),
      SESSION_ABSOLUTE_HOURS: positive.default(12),
      LOGIN_THROTTLE_WINDOW_MINUTES: positive.default(15),
      LOGIN_MAX_FAILURES_PER_ACCOUNT: positive.default(5),
      LOGIN_MAX_FAILURES_PER_IP: positive.default(50),
      LOGIN_MAX_FAILURES_PER_DEVICE: positive.default(5),
      REGISTER_WINDOW_MINUTES: positive.default(60),
      REGISTER_MAX_PER_IP: positive.default(5),
      REGISTER_MAX_PER_MINUTE_GLOBAL: positive.default(30),
      FORM_THROTTLE_WINDOW_MINUTES: positive.default(60),
      FORM_MAX_PER_IP: positive.default(10),
      FORM_MAX_PER_EMAIL: positive.default(5),
      WEB_DIST_DIR: z.string().optional(),
      SUPPORT_EMAIL: z.string().default('support@netfund.example'),
      SUPPORT_PHONE: z.string().default('(555) 010-2400'),
      POSTAL_ADDRESS: z.string().default('100 Example Plaza, Suite 400, Springfield, IL 62701'),
      APPLICATION_FORM_URL: httpUrl.default('https://apply.netfund.example/application-form'),
      INTEGRATION_API_KEY_HASHES: z
        .string()
        .transform((value) => value.split(',').map((hash) => hash.trim().toLowerCase()))
        .refine(
          (hashes) => hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash)),
          'must be comma-separated SHA-256 hashes (64 hex characters each)',
        )
        .default([]),
      INTEGRATION_MAX_APPLICATIONS_PER_MINUTE: positive.default(60),
      IDEMPOTENCY_KEY_RETENTION_DAYS: positive.default(7),
      STRIPE_SECRET_KEY: z.string().optional(),
      STRIPE_WEBHOOK_SECRET: z.string().optional(),
      STRIPE_PUBLISHABLE_KEY: z.string().optional(),
      STRIPE_PRICE_STARTER: z.string().optional(),
      STRIPE_PRICE_GROWTH: z.string().optional(),
      STRIPE_PRICE_PRO: z.string().optional(),
      PUBLIC_URL: httpUrl.optional(),
      STRIPE_API_URL: httpUrl.optional(),
      SMTP_URL: z
        .string()
        .refine(
          (value) => /^smtps?:$/.test(URL.parse(value)?.protocol ?? '') && Boolean(URL.parse(value)?.hostname),
          'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587',
        )
        .optional(),
      MAIL_FROM: z
        .string()
        .refine(
          (value) => /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(value.trim()),
          'must be an e-mail address, optionally with a name: NetFund <no-reply@netfund.example>',
        )
        .default('NetFund <no-reply@netfund.example>'),
      TOTP_ENCRYPTION_KEY: z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (a random 256-bit key: openssl rand -hex 32)')
        .optional(),
    })
    .superRefine((env, ctx) => {
      const missing = (variable: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [variable], message });
      const production = env.NODE_ENV === 'production';
      if (production && !env.TOTP_ENCRYPTION_KEY)
        missing('TOTP_ENCRYPTION_KEY', 'must be set in production (64 hex characters: openssl rand -hex 32)');
      // The database: production never starts an embedded PostgreSQL it was not asked for (its data would live in
      // the container or checkout, with no backups, and vanish with it).
      if (env.DATABASE_URL && env.EMBEDDED_POSTGRES === 'true')
        missing('EMBEDDED_POSTGRES', 'must not be true when DATABASE_URL is set: unset one of them');
      else if (!env.DATABASE_URL && env.EMBEDDED_POSTGRES === 'false')
        missing(
          'DATABASE_URL',
          'must be set when EMBEDDED_POSTGRES is false (postgres://user:password@host:5432/netfund)',
        );
      else if (production && !env.DATABASE_URL && env.EMBEDDED_POSTGRES !== 'true') {
        missing(
          'DATABASE_URL',
          'must be set in production (postgres://user:password@host:5432/netfund), or EMBEDDED_POSTGRES=true to run the embedded PostgreSQL in EMBEDDED_PG_DIR',
        );
      }
      if (production && !env.PUBLIC_URL) {
        missing(
          'PUBLIC_URL',
          'must be set in production (the address buyers reach NetFund at, e.g. https://netfund.example.com: Stripe sends them back there and e-mails link to it)',
        );
      }
      // Payments: the demo checkout activates paid plans without payment, so production never falls back to it.
      if (production && !env.STRIPE_SECRET_KEY && env.DEMO_MODE !== 'true') {
        missing(
          'STRIPE_SECRET_KEY',
          'must be set in production (sk_live_…), or DEMO_MODE=true for the demo checkout, which activates plans without payment',
        );
      }
      if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
        missing(
          'STRIPE_WEBHOOK_SECRET',
          'must be set when STRIPE_SECRET_KEY is (the signing secret of the Stripe webhook endpoint, whsec_…)',
        );
      }
      if (production && env.STRIPE_SECRET_KEY) {
        // Without these every checkout fails: Stripe.js does not load, or Stripe knows no such price.
        if (!env.STRIPE_PUBLISHABLE_KEY)
          missing(
            'STRIPE_PUBLISHABLE_KEY',
            'must be set in production when STRIPE_SECRET_KEY is (pk_live_…: the browser loads Stripe.js with it)',
          );
        for (const price of ['STRIPE_PRICE_STARTER', 'STRIPE_PRICE_GROWTH', 'STRIPE_PRICE_PRO'] as const) {
          if (!env[price])
            missing(
              price,
              'must be set in production when STRIPE_SECRET_KEY is (the Stripe price id of the plan, price_…)',
            );
        }
      }
    }),
);

/** Values never repeated in an error message (they may hold passwords or keys). */
const SECRET_VARIABLE = /SECRET|_KEY|DATABASE_URL|SMTP_URL|HASHES/;

function problemLine(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  const variable = String(issue.path[0]);
  const value = env[variable];
  const shown =
    value !== undefined && value !== '' && !SECRET_VARIABLE.test(variable) ? ` (got ${JSON.stringify(value)})` : '';
  return `${variable} ${issue.message}${shown}`;
}

/** Reads and validates the configuration; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => problemLine(issue, env)));
  const settings = parsed.data;
  const root = resolve(import.meta.dirname, '../../..');
  // Compiled code lives one level deeper (dist/graphql-server/src/config): find the repository root either way.
  const repoRoot = root.endsWith('/dist') ? resolve(root, '..') : root;
  return {
    env: settings.NODE_ENV,
    demoMode: settings.DEMO_MODE === undefined ? settings.NODE_ENV !== 'production' : settings.DEMO_MODE === 'true',
    logLevel: settings.LOG_LEVEL ?? (settings.NODE_ENV === 'test' ? 'silent' : 'info'),
    port: settings.PORT,
    host: settings.HOST,
    databaseUrl: settings.DATABASE_URL,
    embeddedDataDir: settings.EMBEDDED_PG_DIR ?? resolve(repoRoot, '.data/postgres'),
    embeddedPort: settings.EMBEDDED_PG_PORT,
    trustProxy: settings.TRUST_PROXY,
    metricsToken: settings.METRICS_TOKEN,
    session: {
      idleTimeoutMinutes: settings.SESSION_IDLE_MINUTES,
      absoluteTimeoutHours: settings.SESSION_ABSOLUTE_HOURS,
    },
    loginThrottle: {
      windowMinutes: settings.LOGIN_THROTTLE_WINDOW_MINUTES,
      maxFailuresPerAccount: settings.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: settings.LOGIN_MAX_FAILURES_PER_IP,
      maxFailuresPerDevice: settings.LOGIN_MAX_FAILURES_PER_DEVICE,
    },
    registrationThrottle: {
      windowMinutes: settings.REGISTER_WINDOW_MINUTES,
      maxPerIp: settings.REGISTER_MAX_PER_IP,
      maxPerMinuteGlobal: settings.REGISTER_MAX_PER_MINUTE_GLOBAL,
    },
    webDistDir: settings.WEB_DIST_DIR ?? resolve(repoRoot, 'web/dist'),
    formThrottle: {
      windowMinutes: settings.FORM_THROTTLE_WINDOW_MINUTES,
      maxPerIp: settings.FORM_MAX_PER_IP,
      maxPerEmail: settings.FORM_MAX_PER_EMAIL,
    },
    contact: {
      supportEmail: settings.SUPPORT_EMAIL,
      supportPhone: settings.SUPPORT_PHONE,
      postalAddress: settings.POSTAL_ADDRESS,
      applicationFormUrl: settings.APPLICATION_FORM_URL,
    },
    payments: {
      mode: settings.STRIPE_SECRET_KEY ? 'stripe' : 'demo',
      stripeSecretKey: settings.STRIPE_SECRET_KEY,
      webhookSecret: settings.STRIPE_WEBHOOK_SECRET ?? `whsec_demo_${randomBytes(24).toString('hex')}`,
      stripePublishableKey: settings.STRIPE_PUBLISHABLE_KEY,
      // Placeholders outside production only (production with Stripe must name real prices, checked above).
      prices: {
        starter: settings.STRIPE_PRICE_STARTER ?? 'price_netbuilder_starter',
        growth: settings.STRIPE_PRICE_GROWTH ?? 'price_netbuilder_growth',
        pro: settings.STRIPE_PRICE_PRO ?? 'price_netbuilder_pro',
      },
      publicUrl: (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, ''),
      stripeApiUrl: settings.STRIPE_API_URL,
    },
    integration: {
      apiKeyHashes: settings.INTEGRATION_API_KEY_HASHES,
      acceptDemoKey: settings.NODE_ENV !== 'production',
      maxApplicationsPerMinute: settings.INTEGRATION_MAX_APPLICATIONS_PER_MINUTE,
      idempotencyKeyRetentionDays: settings.IDEMPOTENCY_KEY_RETENTION_DAYS,
    },
    mail: { smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM.trim() },
    accountSecurity: { totpEncryptionKey: Buffer.from(settings.TOTP_ENCRYPTION_KEY ?? DEVELOPMENT_TOTP_KEY, 'hex') },
    jobs: { enabled: true },
  };
}
