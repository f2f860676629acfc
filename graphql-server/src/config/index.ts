import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/**
 * The one place where configuration is read. Everything else receives values from here,
 * so a test can build a config object of its own without touching process.env.
 */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Set: use this PostgreSQL. Unset: start the embedded one in `embeddedDataDir`. */
  databaseUrl: string | undefined;
  embeddedDataDir: string;
  embeddedPort: number;
  /** Express `trust proxy` value, so `req.secure` and `req.ip` are right behind a TLS-terminating proxy. */
  trustProxy: string | boolean;
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
}

/** Integrators (the external application form) call the intake API with a key whose SHA-256 is listed here. */
export interface IntegrationConfig {
  /** Lower-case hex SHA-256 hashes of the accepted API keys (INTEGRATION_API_KEY_HASHES, comma-separated). */
  apiKeyHashes: string[];
  /** Outside production the documented demo key `demo-integration-key` is accepted too. */
  acceptDemoKey: boolean;
}

/** DESIGN.md §6: `stripe` when STRIPE_SECRET_KEY is set, else `demo` (a local hosted checkout, signed webhooks). */
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

const int = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

function parseTrustProxy(value: string | undefined): string | boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const root = resolve(import.meta.dirname, '../../..');
  // Compiled code lives one level deeper (dist/graphql-server/src/config): find the repository root either way.
  const repoRoot = root.endsWith('/dist') ? resolve(root, '..') : root;
  return {
    env: nodeEnv,
    port: int(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedDataDir: env.EMBEDDED_PG_DIR ?? resolve(repoRoot, '.data/postgres'),
    embeddedPort: int(env.EMBEDDED_PG_PORT, 54329),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    session: {
      idleTimeoutMinutes: int(env.SESSION_IDLE_MINUTES, 30),
      absoluteTimeoutHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    },
    loginThrottle: {
      windowMinutes: int(env.LOGIN_THROTTLE_WINDOW_MINUTES, 15),
      maxFailuresPerAccount: int(env.LOGIN_MAX_FAILURES_PER_ACCOUNT, 5),
      maxFailuresPerIp: int(env.LOGIN_MAX_FAILURES_PER_IP, 50),
      maxFailuresPerDevice: int(env.LOGIN_MAX_FAILURES_PER_DEVICE, 5),
    },
    registrationThrottle: {
      windowMinutes: int(env.REGISTER_WINDOW_MINUTES, 60),
      maxPerIp: int(env.REGISTER_MAX_PER_IP, 5),
      maxPerMinuteGlobal: int(env.REGISTER_MAX_PER_MINUTE_GLOBAL, 30),
    },
    webDistDir: env.WEB_DIST_DIR ?? resolve(repoRoot, 'web/dist'),
    formThrottle: {
      windowMinutes: int(env.FORM_THROTTLE_WINDOW_MINUTES, 60),
      maxPerIp: int(env.FORM_MAX_PER_IP, 10),
      maxPerEmail: int(env.FORM_MAX_PER_EMAIL, 5),
    },
    contact: {
      supportEmail: env.SUPPORT_EMAIL ?? 'support@netfund.example',
      supportPhone: env.SUPPORT_PHONE ?? '(555) 010-2400',
      postalAddress: env.POSTAL_ADDRESS ?? '100 Example Plaza, Suite 400, Springfield, IL 62701',
      applicationFormUrl: env.APPLICATION_FORM_URL ?? 'https://apply.netfund.example/application-form',
    },
    payments: {
      mode: env.STRIPE_SECRET_KEY ? 'stripe' : 'demo',
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || `whsec_demo_${randomBytes(24).toString('hex')}`,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      prices: {
        starter: env.STRIPE_PRICE_STARTER || 'price_netbuilder_starter',
        growth: env.STRIPE_PRICE_GROWTH || 'price_netbuilder_growth',
        pro: env.STRIPE_PRICE_PRO || 'price_netbuilder_pro',
      },
      publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 3000)}`).replace(/\/+$/, ''),
      stripeApiUrl: env.STRIPE_API_URL || undefined,
    },
    integration: {
      apiKeyHashes: (env.INTEGRATION_API_KEY_HASHES ?? '')
        .split(',')
        .map((hash) => hash.trim().toLowerCase())
        .filter((hash) => /^[0-9a-f]{64}$/.test(hash)),
      acceptDemoKey: nodeEnv !== 'production',
    },
  };
}
