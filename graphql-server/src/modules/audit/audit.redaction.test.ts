import { describe, expect, it } from 'vitest';
import { auditEventHash, findChainBreak, GENESIS_HASH } from './audit.chain.js';
import type { AuditEvent } from './audit-event.entity.js';
import { changedFields, isSecretFieldName, redactSecrets, REDACTED } from './audit.redaction.js';

describe('redactSecrets', () => {
  it('replaces passwords, tokens, secrets, keys, authorization and cookies at any depth, whatever the spelling', () => {
    const redacted = redactSecrets({
      username: 'casey',
      password: 'hunter22',
      passwordHash: '$argon2id$v=19$...',
      token: 'abc',
      tokenHash: 'f00d',
      accessTokenHash: 'beef',
      webhookSecret: 'whsec_1',
      api_key: 'k-1',
      apiKey: 'k-2',
      Authorization: 'Bearer x',
      cookie: 'netfund_session=1',
      totpSecretEnc: 'x',
      nested: { refresh_token: 'r', plan: 'growth', list: [{ clientSecret: 's', amount: 5 }] },
    });
    expect(redacted).toEqual({
      username: 'casey',
      password: REDACTED,
      passwordHash: REDACTED,
      token: REDACTED,
      tokenHash: REDACTED,
      accessTokenHash: REDACTED,
      webhookSecret: REDACTED,
      api_key: REDACTED,
      apiKey: REDACTED,
      Authorization: REDACTED,
      cookie: REDACTED,
      totpSecretEnc: REDACTED,
      nested: { refresh_token: REDACTED, plan: 'growth', list: [{ clientSecret: REDACTED, amount: 5 }] },
    });
  });

  it('keeps the last four digits of an EIN or account number, and dates as ISO strings', () => {
    expect(redactSecrets({ ein: '12-3456789', accountNumber: '000123456789', at: new Date('2026-11-22T10:00:00Z') })).toEqual({
      ein: '•••••6789',
      accountNumber: '••••••••6789',
      at: '2026-11-22T10:00:00.000Z',
    });
  });

  it('leaves ordinary names alone and keeps nulls', () => {
    expect(isSecretFieldName('status')).toBe(false);
    expect(isSecretFieldName('ownerId')).toBe(false);
    expect(isSecretFieldName('Pass-Word')).toBe(true);
    expect(redactSecrets({ password: null, note: undefined })).toEqual({ password: null, note: null });
  });
});

describe('changedFields', () => {
  it('keeps only the fields that differ, on both sides', () => {
    expect(changedFields({ status: 'active', plan: 'growth', end: new Date(1000) }, { status: 'past_due', plan: 'growth', end: new Date(1000) })).toEqual({
      before: { status: 'active' },
      after: { status: 'past_due' },
    });
  });

  it('is empty when nothing changed, and whole for a creation', () => {
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: null, after: null });
    expect(changedFields(null, { a: 1, b: null })).toEqual({ before: null, after: { a: 1 } });
  });
});

describe('hash chain', () => {
  const event = (seq: number, prevHash: string, summary = `event ${seq}`): AuditEvent => {
    const fields = {
      seq,
      occurredAt: new Date(Date.UTC(2026, 10, 22, 10, 0, seq)),
      actorType: 'system' as const,
      actorUserId: null,
      actorName: 'integration',
      actorRole: null,
      action: 'application.received',
      entityType: 'application',
      entityId: String(seq),
      summary,
      before: null,
      after: { status: 'review' },
      reason: null,
      requestId: null,
      approvalRequestId: null,
      prevHash,
    };
    return { id: seq, ...fields, hash: auditEventHash(fields) };
  };
  const chain = (length: number): AuditEvent[] => {
    const events: AuditEvent[] = [];
    for (let seq = 1; seq <= length; seq += 1) events.push(event(seq, events.at(-1)?.hash ?? GENESIS_HASH));
    return events;
  };

  it('holds for an untouched chain', () => {
    expect(findChainBreak(chain(5), null)).toBeNull();
  });

  it('names the first changed, missing or re-linked event', () => {
    const changed = chain(5);
    changed[2] = { ...changed[2]!, summary: 'something else' };
    expect(findChainBreak(changed, null)).toMatchObject({ seq: 3, reason: expect.stringMatching(/changed after it was written/) });

    const gap = chain(5).filter((e) => e.seq !== 4);
    expect(findChainBreak(gap, null)).toMatchObject({ seq: 4, reason: expect.stringMatching(/missing/) });

    const relinked = chain(5);
    relinked[3] = event(4, GENESIS_HASH);
    expect(findChainBreak(relinked, null)).toMatchObject({ seq: 4, reason: expect.stringMatching(/does not follow/) });
  });
});
