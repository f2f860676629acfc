import { createHmac, timingSafeEqual } from 'node:crypto';

/** R16: a preview link works for 24 hours. */
export const PREVIEW_VALIDITY_MS = 24 * 3_600_000;

/**
 * The preview key, derived from the server's secret key material (TOTP_ENCRYPTION_KEY, required in production, a
 * fixed development key elsewhere) under its own label, so no new setting is needed and the keys never coincide.
 */
export function previewKey(secret: Buffer): Buffer {
  return createHmac('sha256', secret).update('netfund:article-preview:v1').digest();
}

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** `{articleId}.{expiresAtSeconds}.{hmac}`: opaque to users, checkable on any instance. */
export function signPreviewToken(key: Buffer, articleId: number, now: Date = new Date()): string {
  const payload = `${articleId}.${Math.floor((now.getTime() + PREVIEW_VALIDITY_MS) / 1000)}`;
  return `${payload}.${signature(key, payload)}`;
}

/** The article id of a valid, unexpired token; null for anything else (tampered, expired, malformed). */
export function verifyPreviewToken(key: Buffer, token: string, now: Date = new Date()): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expires, mac] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(key, `${id}.${expires}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  const articleId = Number(id);
  return Number.isSafeInteger(articleId) && articleId > 0 && articleId <= 2_147_483_647 ? articleId : null;
}
