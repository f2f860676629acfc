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
