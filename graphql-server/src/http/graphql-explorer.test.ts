import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { explorerDir, graphqlExplorerOffer } from './graphql-explorer.js';

const webDist = mkdtempSync(join(tmpdir(), 'netfund-explorer-'));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describe('graphqlExplorerOffer (what the start-up banner says GET /graphql serves)', () => {
  it('is GraphiQL outside production once built, its "not built" page before, and nothing in production', () => {
    expect(graphqlExplorerOffer(false, webDist)).toBe('graphiql-not-built');
    mkdirSync(explorerDir(webDist), { recursive: true });
    writeFileSync(join(explorerDir(webDist), 'index.html'), '<!doctype html>');
    expect(graphqlExplorerOffer(false, webDist)).toBe('graphiql');
    expect(graphqlExplorerOffer(true, webDist)).toBe('none');
  });
});
