import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document.js';
import { mountOf, twoFactorGated } from './standard-responses.js';

type Operation = { operationId: string; security: unknown[]; responses: Record<string, unknown> };
const operations = () =>
  Object.entries(openApiDocument().paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) => Object.values(item).map((operation) => ({ path, operation })));

describe('every operation lists the answers its mount can give', () => {
  it('400 (URL) and 500 everywhere; 413, 415 and 503 on the JSON routes; 403 where two-factor set-up can be required', () => {
    for (const { path, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      expect(statuses, path).toEqual(expect.arrayContaining(['400', '500']));
      if (mountOf(path) === 'json') expect(statuses, path).toEqual(expect.arrayContaining(['413', '415', '503']));
      if (twoFactorGated(operation.operationId)) expect(statuses, path).toContain('403');
      expect(operation.security.length, path).toBeGreaterThan(0);
    }
  });

  it('the two-factor gate names real operations', () => {
    const ids = new Set(operations().map(({ operation }) => operation.operationId));
    for (const id of ['claimApplication', 'createNetbuilderSubscription', 'uploadDocumentFile', 'downloadFurnishingBatch', 'uploadArticleImage']) {
      expect(ids.has(id) && twoFactorGated(id), id).toBe(true);
    }
    expect(twoFactorGated('getUser')).toBe(false);
  });
});
