import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IntegrationConfig } from '../../config/index.js';
import { UnauthenticatedError, ValidationError } from '../../shared/errors.js';

/** Documented demo key for integrators, accepted only outside production (README "Configuration"). */
export const DEMO_INTEGRATION_API_KEY = 'demo-integration-key';

export const INVALID_API_KEY = 'A valid integration API key is required (Authorization: Bearer <key>)';

/** An authenticated integrator: the raw key lives only for this request, the hash identifies it. */
export interface IntegrationCaller {
  apiKeyHash: string;
  /** Used to derive idempotent answers (see IdempotencyKey); never stored. */
  apiKey: string;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Checks integration API keys against the configured SHA-256 hashes; the raw keys are never configured or stored. */
export class IntegrationService {
  private readonly accepted: Buffer[];

  constructor(config: IntegrationConfig) {
    const hashes = [...config.apiKeyHashes, ...(config.acceptDemoKey ? [sha256Hex(DEMO_INTEGRATION_API_KEY)] : [])];
    this.accepted = hashes.map((hash) => Buffer.from(hash, 'hex'));
  }

  /** `authorization` is the raw header value, e.g. `Bearer abc…`. */
  authenticate(authorization: string | undefined): IntegrationCaller {
    const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(authorization ?? '');
    if (!match) throw new UnauthenticatedError(INVALID_API_KEY);
    const apiKey = match[1]!;
    const hash = createHash('sha256').update(apiKey).digest();
    // Compare against every key in constant time; no early exit that would tell which one was close.
    let ok = false;
    for (const accepted of this.accepted) ok = timingSafeEqual(accepted, hash) || ok;
    if (!ok) throw new UnauthenticatedError(INVALID_API_KEY);
    return { apiKeyHash: hash.toString('hex'), apiKey };
  }
}

/** `Idempotency-Key`: 1 to 255 visible ASCII characters, or absent. */
export function parseIdempotencyKey(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw new ValidationError('Idempotency-Key must be 1 to 255 visible ASCII characters', {
      'Idempotency-Key': 'Idempotency-Key must be 1 to 255 visible ASCII characters',
    });
  }
  return value;
}

/** SHA-256 of a JSON value with object keys sorted, so key order and whitespace do not make a body "different". */
export function canonicalHash(value: unknown): string {
  return sha256Hex(JSON.stringify(sortKeys(value)));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** A token only the holder of the raw API key can recompute from the stored salt (for idempotent replays). */
export function deriveToken(apiKey: string, salt: string): string {
  return createHmac('sha256', apiKey).update(`netfund-application-token:${salt}`).digest('base64url');
}
