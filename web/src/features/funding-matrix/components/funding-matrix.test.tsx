import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { mockServer } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';

const api = graphql.link('*/graphql');

function lenders(items: { id: string; displayName: string; status: string }[]) {
  return api.query('ProgramLenderOptions', () => HttpResponse.json({ data: { adminLenders: { __typename: 'LenderPage', totalCount: items.length, items: items.map((item) => ({ __typename: 'LenderRow', ...item })) } } }));
}
const preview = (text: string | null, problems: { path: string; message: string }[] = []) =>
  api.query('ProgramCriteriaPreview', () =>
    HttpResponse.json({ data: { programCriteriaPreview: { __typename: 'CriteriaPreview', text, problems: problems.map((problem) => ({ __typename: 'CriteriaProblem', ...problem })) } } }),
  );
const emptyList = api.query('ProgramList', () => HttpResponse.json({ data: { adminPrograms: { __typename: 'ProgramPage', totalCount: 0, page: 1, pageSize: 100, items: [] } } }));

beforeEach(() => mockScenario.signInAs('admin'));

describe('/admin/funding-matrix/add-criteria (R3)', { timeout: 20_000 }, () => {
  it('shows R3’s messages under their fields and sends nothing', async () => {
    let calls = 0;
    mockServer.use(
      lenders([{ id: '1', displayName: 'Summit Capital', status: 'active' }]),
      preview(null, [{ path: 'amount.minCents', message: 'Minimum amount must be from $1,000 to $10,000,000' }]),
      api.mutation('CreateProgram', () => {
        calls += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    renderApp('/admin/funding-matrix/add-criteria?lenderId=1');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Program name/ }, { timeout: 5000 }), 'RBF Core');
    await user.type(screen.getByRole('textbox', { name: /Minimum \(\$\)/ }), '50000');
    await user.type(screen.getByRole('textbox', { name: /Maximum \(\$\)/ }), '10000');
    await user.type(screen.getByRole('textbox', { name: /Minimum FICO/ }), '640');
    await user.type(screen.getByRole('textbox', { name: /FICO exception/ }), '650');
    await user.selectOptions(screen.getByRole('combobox', { name: 'States' }), 'only');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industries' }), 'only');
    await user.type(screen.getByRole('textbox', { name: /NAICS codes/ }), '7');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    for (const message of [
      'Minimum amount must be less than or equal to maximum amount',
      'Choose at least one state or switch to All states',
      'FICO exception must be lower than the minimum FICO',
      'Industry code must be 2 to 6 digits',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls).toBe(0);
  });

  it('shows the server’s “already exists” sentence on the name field', async () => {
    mockServer.use(
      lenders([{ id: '1', displayName: 'Summit Capital', status: 'active' }]),
      preview('Funds $10,000–$50,000 revenue-based financing to any business.'),
      api.mutation('CreateProgram', () =>
        HttpResponse.json({
          errors: [{ message: 'A program named "RBF Core" already exists for this lender', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: 'A program named "RBF Core" already exists for this lender' } } }],
        }),
      ),
    );
    renderApp('/admin/funding-matrix/add-criteria?lenderId=1');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Program name/ }, { timeout: 5000 }), 'RBF Core');
    await user.type(screen.getByRole('textbox', { name: /Minimum \(\$\)/ }), '10000');
    await user.type(screen.getByRole('textbox', { name: /Maximum \(\$\)/ }), '50000');
    expect(await screen.findByText('Funds $10,000–$50,000 revenue-based financing to any business.', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('A program named "RBF Core" already exists for this lender')).toBeTruthy();
  });

  it('with no lender: “Add a lender first”', async () => {
    mockServer.use(lenders([]), preview(null));
    renderApp('/admin/funding-matrix/add-criteria');
    expect(await screen.findByText('Add a lender first', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('/admin/funding-matrix/view (R4)', { timeout: 20_000 }, () => {
  it('answers a non-numeric id with the “Program not found” panel', async () => {
    renderApp('/admin/funding-matrix/view?id=abc');
    expect(await screen.findByText('Program not found', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All programs' }).getAttribute('href')).toBe('/admin/funding-matrix/view');
  });

  it('answers an unknown id with the “Program not found” panel', async () => {
    mockServer.use(api.query('ProgramDetail', () => HttpResponse.json({ errors: [{ message: 'Program not found', extensions: { code: 'NOT_FOUND' } }], data: null })));
    renderApp('/admin/funding-matrix/view?id=999');
    expect(await screen.findByText('Program not found', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('/admin/funding-matrix/view?id= (R4 performance)', { timeout: 20_000 }, () => {
  const program = {
    __typename: 'Program', id: '3', lenderId: '3', lenderName: 'Cedar Growth', name: 'RBF Plus', product: 'revenue-based-financing', status: 'active',
    currentVersion: 1, draftCriteria: null, pausedReason: null, version: 2, createdAt: '2026-11-01T12:00:00.000Z', updatedAt: '2026-11-01T12:00:00.000Z',
    versions: [{ __typename: 'ProgramVersion', version: 1, criteria: { schema: 1 }, createdBy: 'admin', publishedAt: '2026-11-01T12:00:00.000Z' }],
  };
  const performance = (overrides: Record<string, unknown> = {}) =>
    api.query('ProgramPerformance', () =>
      HttpResponse.json({
        data: {
          programPerformance: {
            __typename: 'ProgramPerformance', matched: 12, shared: 8, viewed: 7, offers: 5, won: 2, fundedCents: 11_000_000, offerRate: 0.5, medianFirstResponseHours: 6.5,
            blockingCriteria: [
              { __typename: 'ProgramBlockingCriterion', code: 'MIN_FICO', label: 'FICO', count: 5, percent: 41 },
              { __typename: 'ProgramBlockingCriterion', code: 'AMOUNT_MAX', label: 'Amount above maximum', count: 3, percent: 22 },
            ],
            recent: [{ __typename: 'ProgramRecentMatch', applicationId: '135', number: 'NF-2026-000039', businessName: "Rosa's Cocina LLC", outcome: 'near_miss', computedAt: '2026-11-22T15:00:00.000Z' }],
            ...overrides,
          },
        },
      }),
    );

  it('shows the funnel, what blocks its near-misses and the applications it matched lately', async () => {
    mockServer.use(api.query('ProgramDetail', () => HttpResponse.json({ data: { adminProgram: program } })), preview('Funds revenue-based financing.'), performance());
    renderApp('/admin/funding-matrix/view?id=3');
    const section = await screen.findByRole('region', { name: 'Performance' }, { timeout: 5000 });
    expect(await within(section).findByRole('group', { name: 'Matched' })).toBeTruthy();
    expect(within(within(section).getByRole('group', { name: 'Offers' })).getByText('Offer rate 50.0%')).toBeTruthy();
    expect(within(within(section).getByRole('group', { name: 'Won' })).getByText('$110,000.00 funded')).toBeTruthy();
    expect(within(section).getByText('What blocks its near-misses: FICO 41 %, Amount above maximum 22 %.')).toBeTruthy();
    const recent = within(section).getByRole('table', { name: 'Recent matches' });
    expect(within(recent).getByRole('link', { name: 'NF-2026-000039' }).getAttribute('href')).toBe('/admin/applications/view/135');
    expect(within(recent).getByText('Near miss')).toBeTruthy();
  });

  it('says "No applications matched yet" when nothing matched', async () => {
    mockServer.use(
      api.query('ProgramDetail', () => HttpResponse.json({ data: { adminProgram: program } })),
      preview('Funds revenue-based financing.'),
      performance({ matched: 0, shared: 0, viewed: 0, offers: 0, won: 0, fundedCents: 0, offerRate: null, medianFirstResponseHours: null, blockingCriteria: [], recent: [] }),
    );
    renderApp('/admin/funding-matrix/view?id=3');
    const section = await screen.findByRole('region', { name: 'Performance' }, { timeout: 5000 });
    expect(await within(section).findByText('No applications matched yet')).toBeTruthy();
    expect(within(within(section).getByRole('group', { name: 'Offers' })).getByText('Offer rate —')).toBeTruthy();
  });
});

describe('/admin/funding-matrix (R2)', { timeout: 20_000 }, () => {
  it('with no program: “Add the first program”; with no lender: “Add a lender first”', async () => {
    mockServer.use(lenders([{ id: '1', displayName: 'Summit Capital', status: 'active' }]), emptyList, api.query('CoverageHeatmap', () => HttpResponse.json({ data: null })));
    const { unmount } = renderApp('/admin/funding-matrix');
    expect(await screen.findByText('Add the first program', {}, { timeout: 5000 })).toBeTruthy();
    unmount();
    mockServer.use(lenders([]));
    renderApp('/admin/funding-matrix');
    const empty = await screen.findByText('Add a lender first', {}, { timeout: 5000 });
    expect(within(empty.closest('div')!.parentElement!).getByRole('link', { name: 'Add lender' })).toBeTruthy();
  });
});
