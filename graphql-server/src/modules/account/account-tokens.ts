import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountTokenPurpose } from './account-token.entity.js';

export interface AccountTokenRow {
  id: string;
  user_id: number;
  payload: Record<string, unknown> | null;
}

/** Issues a one-use token for `purpose`, valid `ttlMs`; answers the raw token (for the link), storing its hash only. */
export async function issueAccountToken(
  em: EntityManager,
  userId: number,
  purpose: AccountTokenPurpose,
  ttlMs: number,
  payload: Record<string, unknown> | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await em.execute(
    `insert into account_token (user_id, purpose, token_hash, payload, expires_at) values (?, ?, ?, ?, now() + make_interval(secs => ?))`,
    [userId, purpose, hashToken(token), payload ? JSON.stringify(payload) : null, ttlMs / 1000],
    'run',
  );
  return token;
}

const USABLE = `purpose = ? and token_hash = ? and used_at is null and expires_at > now()`;

/** The token's row while it is unused and unexpired; null otherwise (or when it is not a token at all). */
export async function findAccountToken(em: EntityManager, token: unknown, purpose: AccountTokenPurpose): Promise<AccountTokenRow | null> {
  if (!isTokenText(token)) return null;
  const [row] = await em.execute<AccountTokenRow[]>(`select id, user_id, payload from account_token where ${USABLE}`, [purpose, hashToken(token)]);
  return row ?? null;
}

/**
 * Uses the token: one compare-and-set, so of any number of parallel uses (on any instance) exactly one gets the row;
 * the others get null. Runs in `em`'s transaction when there is one (the use rolls back with the change).
 */
export async function consumeAccountToken(em: EntityManager, token: unknown, purpose: AccountTokenPurpose): Promise<AccountTokenRow | null> {
  if (!isTokenText(token)) return null;
  const [row] = await em.execute<AccountTokenRow[]>(
    `update account_token set used_at = now() where ${USABLE} returning id, user_id, payload`,
    [purpose, hashToken(token)],
  );
  return row ?? null;
}

/** Voids every unused token of a user for a purpose (a new password voids older reset links). */
export async function voidAccountTokens(em: EntityManager, userId: number, purpose: AccountTokenPurpose): Promise<void> {
  await em.execute(`update account_token set used_at = now() where user_id = ? and purpose = ? and used_at is null`, [userId, purpose], 'run');
}

function isTokenText(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(token);
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
