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

function serveFiles(files: LenderFileCardFieldsFragment[]) {
  mockServer.use(api.query('LenderFiles', () => HttpResponse.json({ data: { lenderFiles: files } })));
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
    serveFiles([card(), card({ submissionId: '12', applicationId: '102', number: 'NF-2026-000102', status: 'revoked', facts: null, whyYouSeeThis: null, endedText: 'Access ended by the applicant on Nov 3, 2026' })]);
    renderApp('/lender/dashboard');
    const list = await screen.findByRole('list', { name: 'Files' });
    expect(within(list).getByText("Rosa's Cocina")).toBeTruthy();
    expect(within(list).getByText('Near miss: Needs FICO 650, applicant has 620 (30 short)')).toBeTruthy();
    expect(within(list).getByText('Access ended by the applicant on Nov 3, 2026')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
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
        return HttpResponse.json({ data: { declineLenderFile: [] } });
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
