import { describe, expect, it } from 'vitest';
import { PREVIEW_VALIDITY_MS, previewKey, signPreviewToken, verifyPreviewToken } from './article-preview-token.js';

const key = previewKey(Buffer.alloc(32, 7));
const now = new Date('2026-11-23T12:00:00Z');

describe('preview tokens (HMAC, 24 h)', () => {
  it('name their article until 24 hours have passed', () => {
    const token = signPreviewToken(key, 42, now);
    expect(verifyPreviewToken(key, token, now)).toBe(42);
    expect(verifyPreviewToken(key, token, new Date(now.getTime() + PREVIEW_VALIDITY_MS - 1000))).toBe(42);
    expect(verifyPreviewToken(key, token, new Date(now.getTime() + PREVIEW_VALIDITY_MS))).toBeNull();
  });

  it('are refused when tampered with, signed with another key, or malformed', () => {
    const token = signPreviewToken(key, 42, now);
    const [id, expires, mac] = token.split('.') as [string, string, string];
    expect(verifyPreviewToken(key, `43.${expires}.${mac}`, now)).toBeNull();
    expect(verifyPreviewToken(key, `${id}.${Number(expires) + 86_400}.${mac}`, now)).toBeNull();
    expect(verifyPreviewToken(key, `${id}.${expires}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, now)).toBeNull();
    expect(verifyPreviewToken(previewKey(Buffer.alloc(32, 8)), token, now)).toBeNull();
    for (const bad of ['', 'abc', `${id}.${expires}`, `${token}.x`, `-1.${expires}.${mac}`]) expect(verifyPreviewToken(key, bad, now), bad).toBeNull();
  });

  it('use a key of their own, not the secret it is derived from', () => {
    expect(previewKey(Buffer.alloc(32, 7)).equals(Buffer.alloc(32, 7))).toBe(false);
  });
});
