import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LenderFileCardFieldsFragment } from '../api/lender-portal.generated';
import { mockScenario } from '../../../mocks/handlers';
import { mockServer } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { EMPTY_INBOX_TEXT } from './lender-portal-page';

beforeEach(() => mockScenario.signInAs('lender'));

const api = graphql.link('*/graphql');

function card(overrides: Partial<LenderFileCardFieldsFragment> = {}): LenderFileCardFieldsFragment {
  return {
    __typename: 'LenderFileCard',
    submissionId: '11',
    applicationId: '101',
    number: 'NF-2026-000101',
    status: 'shared',
    sharedAt: '2026-11-20T15:00:00.000Z',
    firstViewedAt: null,
    respondedAt: null,
    slaDueAt: '2099-11-21T15:00:00.000Z',
    endedText: null,
    whyYouSeeThis: 'Near miss: Needs FICO 650, applicant has 620 (30 short)',
    facts: {
      __typename: 'LenderFileFacts',
      businessName: "Rosa's Cocina",
      state: 'TX',
      industry: 'restaurants',
      naicsCode: '722511',
      entityType: 'llc',
      monthsInBusiness: 30,
      monthlyRevenueCents: 4_200_000,
      revenueSource: 'bank_statements',
      fico: 620,
      ficoSource: 'soft_pull',
      ficoAsOf: '2026-11-01',
      openPositions: 1,
      requestedAmountCents: 5_000_000,
      product: 'revenue-based-financing',
      useOfFunds: 'A second oven',
    },
    ...overrides,
  } as LenderFileCardFieldsFragment;
}

/** Serves `files` as every tab's page (the server decides which files a tab lists) and records what was asked. */
function serveFiles(files: LenderFileCardFieldsFragment[], totalCount = files.length) {
  const asked: { tab: string; page?: number | null; pageSize?: number | null }[] = [];
  mockServer.use(
    api.query('LenderFilePage', ({ variables }) => {
      asked.push(variables as (typeof asked)[number]);
      return HttpResponse.json({
        data: { lenderFilePage: { __typename: 'LenderFilePage', items: files, totalCount, page: variables.page ?? 1, pageSize: variables.pageSize ?? 25 } },
      });
    }),
    api.query('LenderFile', ({ variables }) => {
      const file = files.find((each) => each.applicationId === variables.applicationId);
      return HttpResponse.json(file ? { data: { lenderFile: file } } : { data: { lenderFile: null }, errors: [{ message: 'Application not found', extensions: { code: 'NOT_FOUND' } }] });
    }),
  );
  return asked;
}

describe('R20 lender portal', () => {
  it('says the inbox is empty in R20’s words, with a way to the criteria', async () => {
    serveFiles([]);
    mockServer.use(api.query('MyLenderPrograms', () => HttpResponse.json({ data: { myLenderPrograms: [] } })));
    const { history } = renderApp('/lender/dashboard');
    expect(await screen.findByText(EMPTY_INBOX_TEXT)).toBeTruthy();
    expect(EMPTY_INBOX_TEXT).toBe('No applications yet. Businesses that fit your criteria appear here once they agree to share their file with you.');
    await userEvent.click(screen.getByRole('button', { name: 'Criteria' }));
    await waitFor(() => expect(history.location.search).toContain('tab=criteria'));
  });

  it('lists a shared file with its facts and why the lender sees it; a revoked one greyed without facts', async () => {
    const asked = serveFiles([card(), card({ submissionId: '12', applicationId: '102', number: 'NF-2026-000102', status: 'revoked', facts: null, whyYouSeeThis: null, endedText: 'Access ended by the applicant on Nov 3, 2026' })]);
    renderApp('/lender/dashboard');
    const list = await screen.findByRole('list', { name: 'Files' });
    expect(within(list).getByText("Rosa's Cocina")).toBeTruthy();
    expect(within(list).getByText('Near miss: Needs FICO 650, applicant has 620 (30 short)')).toBeTruthy();
    expect(within(list).getByText('Access ended by the applicant on Nov 3, 2026')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The server decides which files the inbox lists: the page asks for the tab, page and size only.
    expect(asked).toEqual([{ tab: 'inbox', page: 1, pageSize: 25 }]);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('1–2 of 2')).toBeTruthy();
    expect(within(pages).queryByText('Rows per page')).toBeNull();
  });

  it('pages through a tab with the pager: the page lives in the URL, another tab starts on its first page', async () => {
    const files = Array.from({ length: 25 }, (_, index) => card({ submissionId: String(100 + index), applicationId: String(200 + index), facts: { ...card().facts!, businessName: `Business ${index + 1}` } }));
    const asked = serveFiles(files, 60);
    const { history } = renderApp('/lender/dashboard');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('1–25 of 60')).toBeTruthy();
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(history.location.search).toContain('page=2'));
    await waitFor(() => expect(asked).toContainEqual({ tab: 'inbox', page: 2, pageSize: 25 }));
    expect(await within(screen.getByRole('navigation', { name: 'Pages' })).findByText('26–50 of 60')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await waitFor(() => expect(asked).toContainEqual({ tab: 'active', page: 1, pageSize: 25 }));
    expect(history.location.search).not.toContain('page=');
  });

  it('offers the first page when the page asked for is past the end of the tab', async () => {
    const asked = serveFiles([], 3);
    const { history } = renderApp('/lender/dashboard?page=4');
    expect(await screen.findByText('This page is past the end of the list')).toBeTruthy();
    expect(screen.queryByText(EMPTY_INBOX_TEXT)).toBeNull();
    expect(asked).toContainEqual({ tab: 'inbox', page: 4, pageSize: 25 });
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(history.location.search).not.toContain('page='));
  });

  it('shows a won file’s drawer from its own card: the contract line and its offers, no facts', async () => {
    serveFiles([card({ submissionId: '14', applicationId: '107', number: 'NF-2026-000107', status: 'won', facts: null, whyYouSeeThis: null, endedText: 'The applicant accepted your offer: proceed to contract' })]);
    renderApp('/lender/dashboard?tab=offers&app=107');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('The applicant accepted your offer: proceed to contract.')).toBeTruthy();
    expect(within(drawer).queryByText(/could not be opened/)).toBeNull();
  });

  it('opens the file drawer from the URL and declines with a reason code', async () => {
    serveFiles([card({ status: 'viewed' })]);
    let declined: unknown = null;
    mockServer.use(
      api.mutation('OpenLenderFile', () =>
        HttpResponse.json({ data: { openLenderFile: { __typename: 'LenderFile', card: card({ status: 'viewed' }), documents: [{ __typename: 'LenderFileDocument', id: '5', label: 'Bank statements', docType: 'bank_statement', status: 'accepted', fileName: 'oct.pdf' }] } } }),
      ),
      api.query('LenderDeclineReasons', () => HttpResponse.json({ data: { lenderDeclineReasons: [{ __typename: 'LenderDeclineReason', code: 'credit', label: 'Credit' }] } })),
      api.mutation('DeclineLenderFile', ({ variables }) => {
        declined = variables;
        return HttpResponse.json({ data: { declineLenderFile: card({ status: 'declined', facts: null, whyYouSeeThis: null, endedText: 'You declined this file on Nov 24, 2026' }) } });
      }),
    );
    renderApp('/lender/dashboard?tab=active&app=101');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Bank statements')).toBeTruthy();
    expect(within(drawer).getByText('Download').closest('a')?.getAttribute('href')).toBe('/api/lender/documents/5/download');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this file' });
    await userEvent.selectOptions(await within(dialog).findByRole('combobox'), 'credit');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Would reconsider if…' }), 'FICO 650');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(declined).toEqual({ applicationId: '101', input: { reasonCode: 'credit', note: null, reconsiderHint: 'FICO 650' } }));
  });
});
