import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LenderDetailFieldsFragment, LenderRowFieldsFragment } from '../api/lender-management.generated';
import { mockScenario } from '../../../mocks/handlers';
import { mockServer } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';

beforeEach(() => mockScenario.signInAs('admin'));

const api = graphql.link('*/graphql');

/** Apollo's cache needs the type name to read a fragment back; the generated types leave it out. */
const typed = <T extends object>(typename: string, value: T): T => ({ __typename: typename, ...value });

function row(overrides: Partial<LenderRowFieldsFragment> = {}): LenderRowFieldsFragment {
  return typed('LenderRow', {
    id: '1',
    legalName: 'Summit Capital LLC',
    displayName: 'Summit Capital',
    status: 'active',
    products: ['revenue-based-financing'],
    statesLicensed: [],
    contactEmail: 'ops@summit.example',
    slaHours: 8,
    commissionBasis: 'pct_funded',
    commissionBps: 250,
    commissionFlatCents: null,
    userCount: 2,
    activeUserCount: 1,
    activeProgramCount: 1,
    openSubmissionCount: 0,
    version: 3,
    ...overrides,
  });
}

function detail(overrides: Partial<LenderDetailFieldsFragment> = {}): LenderDetailFieldsFragment {
  return typed('Lender', {
    id: '7',
    legalName: 'Harbor Funding LLC',
    displayName: 'Harbor Funding',
    website: 'https://harbor.example',
    contactName: 'Dana Reyes',
    contactEmail: 'dana@harbor.example',
    contactPhone: '+15125550100',
    products: ['line-of-credit'],
    statesLicensed: ['TX', 'OK'],
    status: 'active',
    pausedReason: null,
    slaHours: 8,
    commissionBasis: 'pct_funded',
    commissionBps: 250,
    commissionFlatCents: null,
    agreementSignedOn: '2026-11-01',
    dataTermsAcceptedAt: '2026-11-02T10:00:00.000Z',
    requires2fa: true,
    notes: null,
    version: 4,
    createdAt: '2026-11-01T10:00:00.000Z',
    users: [typed('LenderUser', { id: '31', username: 'ana@harbor.example', email: 'ana@harbor.example', name: 'Ana Ruiz', status: 'active' as const, createdAt: '2026-11-01T10:00:00.000Z', lastSignInAt: '2026-11-20T15:00:00.000Z' })],
    ...overrides,
  });
}

const page = (items: LenderRowFieldsFragment[]) => ({ totalCount: items.length, page: 1, pageSize: 25, items });

describe('/admin/lender-management (R6)', { timeout: 20_000 }, () => {
  it('counts lenders by status, raises "No active program" and onboarding alerts, and scores the active lenders', async () => {
    mockServer.use(
      api.query('LenderScoreboard', () =>
        HttpResponse.json({
          data: {
            lenderScoreboard: [
              { __typename: 'LenderPerformance', lenderId: '1', shares: 4, responded: 3, medianFirstResponseHours: 12.5, responseRate: 0.75, offerRate: 0.5, winRate: 0.5, fundedVolumeCents: 12_000_000, fallThroughs: [{ __typename: 'FallThroughCount', reason: 'client_backed_out', count: 1 }] },
              { __typename: 'LenderPerformance', lenderId: '2', shares: 0, responded: 0, medianFirstResponseHours: null, responseRate: null, offerRate: null, winRate: null, fundedVolumeCents: 0, fallThroughs: [] },
            ],
            lenders: { __typename: 'LenderPage', items: [row(), row({ id: '2', displayName: 'Lone Star', legalName: 'Lone Star', activeProgramCount: 0 })] },
            lateSubmissions: [],
          },
        }),
      ),
    );
    mockServer.use(
      api.query('LenderOverview', () =>
        HttpResponse.json({
          data: {
            active: { totalCount: 2 },
            paused: { totalCount: 1 },
            onboarding: { totalCount: 1, items: [row({ id: '5', displayName: 'Pinnacle', legalName: 'Pinnacle', status: 'onboarding', activeProgramCount: 0 })] },
            activeLenders: { items: [row(), row({ id: '2', displayName: 'Lone Star', legalName: 'Lone Star', activeProgramCount: 0 })] },
            all: { totalCount: 4 },
          },
        }),
      ),
    );
    renderApp('/admin/lender-management');
    expect((await screen.findByRole('group', { name: 'Active' }, { timeout: 5000 })).textContent).toContain('2');
    expect(screen.getByRole('group', { name: 'Paused' }).textContent).toContain('1');
    expect(screen.getByRole('group', { name: 'Onboarding' }).textContent).toContain('1');
    const alerts = within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('listitem');
    expect(alerts.map((alert) => alert.textContent)).toEqual([expect.stringMatching(/No active program.*Lone Star/), expect.stringMatching(/Still onboarding.*Pinnacle/)]);
    expect(within(alerts[0]!).getByRole('link', { name: 'Add criteria' }).getAttribute('href')).toBe('/admin/funding-matrix/add-criteria?lenderId=2');
    const scoreboard = await screen.findByRole('table', { name: 'Scoreboard' });
    expect(within(scoreboard).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Lender', 'Active programs', 'Open submissions', 'Median first response', 'Response rate', 'Offer rate', 'Win rate', 'Funded', 'Fall-throughs',
    ]);
    const [first, second] = within(scoreboard).getAllByRole('row').slice(1);
    expect(first!.textContent).toBe('Summit Capital1012.5 h / 8 h SLA75.0%50.0%50.0%$120,000.001');
    expect(second!.textContent).toMatch(/^Lone Star/);
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/admin/lender-management/view');
    expect(new Set(screen.getAllByRole('link', { name: 'Add lender' }).map((link) => link.getAttribute('href')))).toEqual(new Set(['/admin/lender-management/add']));
  });

  it('lists files waiting past their SLA and nudges the lender, showing the server’s refusal of a second nudge', async () => {
    const nudges: unknown[] = [];
    mockServer.use(
      api.query('LenderOverview', () =>
        HttpResponse.json({ data: { active: { totalCount: 1 }, paused: { totalCount: 0 }, onboarding: { totalCount: 0, items: [] }, activeLenders: { items: [row()] }, all: { totalCount: 1 } } }),
      ),
      api.query('LenderScoreboard', () =>
        HttpResponse.json({
          data: {
            lenderScoreboard: [],
            lenders: { __typename: 'LenderPage', items: [row()] },
            lateSubmissions: [{ __typename: 'LateSubmission', submissionId: '41', lenderId: '1', lenderName: 'Summit Capital', applicationId: '135', number: 'NF-2026-000039', slaDueAt: '2026-11-22T15:00:00.000Z', lastNudgedAt: null }],
          },
        }),
      ),
      api.mutation('ScoreboardNudge', ({ variables }) => {
        nudges.push(variables);
        return nudges.length === 1
          ? HttpResponse.json({ data: { nudgeLender: { __typename: 'ApplicationSubmissions', applicationId: '135' } } })
          : HttpResponse.json({ data: null, errors: [{ message: 'Summit Capital was reminded less than 4 hours ago', extensions: { code: 'CONFLICT' } }] });
      }),
    );
    renderApp('/admin/lender-management');
    const late = await screen.findByRole('region', { name: 'Waiting past SLA now' }, { timeout: 5000 });
    const nudge = await within(late).findByRole('button', { name: 'Nudge Summit Capital about NF-2026-000039' });
    await userEvent.click(nudge);
    expect(await screen.findByText("Summit Capital's users were e-mailed about NF-2026-000039.")).toBeTruthy();
    await waitFor(() => expect(within(late).getByRole('button', { name: 'Nudge Summit Capital about NF-2026-000039' }).hasAttribute('disabled')).toBe(false));
    await userEvent.click(within(late).getByRole('button', { name: 'Nudge Summit Capital about NF-2026-000039' }));
    expect(await screen.findByText('Summit Capital was reminded less than 4 hours ago', {}, { timeout: 5000 })).toBeTruthy();
    expect(nudges).toEqual([{ submissionId: '41' }, { submissionId: '41' }]);
  });

  it('with no lender at all: "No lenders yet — add your first partner lender"', async () => {
    mockServer.use(
      api.query('LenderOverview', () =>
        HttpResponse.json({ data: { active: { totalCount: 0 }, paused: { totalCount: 0 }, onboarding: { totalCount: 0, items: [] }, activeLenders: { items: [] }, all: { totalCount: 0 } } }),
      ),
    );
    renderApp('/admin/lender-management');
    expect(await screen.findByText('No lenders yet — add your first partner lender', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Active' })).toBeNull();
  });
});

describe('/admin/lender-management/view (R7)', { timeout: 20_000 }, () => {
  it('sends the search and filters from the link; with no match: "No lenders match these filters" and Clear filters', async () => {
    const sent: Record<string, any>[] = [];
    mockServer.use(
      api.query('LenderList', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { adminLenders: page(variables.filter?.search ? [] : [row()]) } });
      }),
    );
    const { history } = renderApp('/admin/lender-management/view');
    const table = await screen.findByRole('table', { name: 'Lenders' }, { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/Summit Capital.*Active.*1/));
    expect(sent[0]).toMatchObject({ sort: 'name_asc', page: 1, pageSize: 25 });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State coverage' }), 'TX');
    await waitFor(() => expect(history.location.search).toContain('state=TX'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No lenders match these filters')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ filter: { search: 'nobody', state: 'TX' } });

    const clear = within(screen.getByRole('status')).getByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear);
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it("shows each listed lender's median response, offers (90 d) and funded (90 d) from one lenderPerformances request", async () => {
    const asked: unknown[] = [];
    mockServer.use(
      api.query('LenderList', () => HttpResponse.json({ data: { adminLenders: page([row()]) } })),
      api.query('LenderListPerformances', ({ variables }) => {
        asked.push(variables.lenderIds);
        return HttpResponse.json({
          data: { lenderPerformances: [{ __typename: 'LenderPerformance', lenderId: '1', offered: 4, fundedVolumeCents: 12_000_000, medianFirstResponseHours: 12.5 }] },
        });
      }),
    );
    renderApp('/admin/lender-management/view');
    const table = await screen.findByRole('table', { name: 'Lenders' }, { timeout: 5000 });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Median response', 'Offers (90 d)', 'Funded (90 d)']));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/12\.5 h4\$120,000\.00/));
    expect(asked).toEqual([['1']]);
  });

  it('pauses a lender from its row menu with a reason of at least 5 characters, at the version listed', async () => {
    const paused: Record<string, any>[] = [];
    mockServer.use(
      api.query('LenderList', () => HttpResponse.json({ data: { adminLenders: page([row()]) } })),
      api.mutation('PauseLender', ({ variables }) => {
        paused.push(variables);
        return HttpResponse.json({ data: { pauseLender: detail({ id: '1', status: 'paused', pausedReason: variables.reason }) } });
      }),
    );
    renderApp('/admin/lender-management/view');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Summit Capital' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pause…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Summit Capital?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause lender' }));
    expect(within(dialog).getByText('Reason must be 5 to 500 characters')).toBeTruthy();
    expect(paused).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 't renewing the agreement');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause lender' }));
    await waitFor(() => expect(paused).toEqual([{ id: '1', reason: 'Not renewing the agreement', expectedVersion: 3 }]));
  });
});

describe('/admin/lender-management/add (R8)', { timeout: 30_000 }, () => {
  async function fillRequired() {
    await userEvent.type(await screen.findByRole('textbox', { name: /Legal name/ }, { timeout: 5000 }), 'Harbor Funding LLC');
    await userEvent.type(screen.getByRole('textbox', { name: /Display name/ }), 'Harbor Funding');
    await userEvent.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Dana Reyes');
    await userEvent.type(screen.getByRole('textbox', { name: /Contact e-mail/ }), 'dana@harbor.example');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Business Line of Credit' }));
  }

  it('shows the rules’ messages under their fields and sends nothing', async () => {
    let calls = 0;
    mockServer.use(api.mutation('CreateLender', () => { calls += 1; return HttpResponse.json({ data: null }); }));
    renderApp('/admin/lender-management/add');
    await userEvent.type(await screen.findByRole('textbox', { name: /Legal name/ }, { timeout: 5000 }), 'H');
    await userEvent.type(screen.getByRole('textbox', { name: /Website/ }), 'http://harbor.example');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '512-555-0100');
    await userEvent.type(screen.getByRole('textbox', { name: /States licensed/ }), 'TX, Texas');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Legal name must be 2 to 120 characters',
      'Display name is required',
      'Website must be an https:// address',
      'Contact name is required',
      'Please enter a valid email',
      'Phone must be in international format, e.g. +15125550100',
      'Choose at least one product',
      'States must be two-letter USPS codes',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls).toBe(0);
  });

  it('Save & activate needs the agreement, the data terms and an invited user before it asks the server', async () => {
    let calls = 0;
    mockServer.use(api.mutation('CreateLender', () => { calls += 1; return HttpResponse.json({ data: null }); }));
    renderApp('/admin/lender-management/add');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save & activate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Activate needs a signed agreement and the data-handling terms');
    expect(calls).toBe(0);
  });

  it("shows the server's sentences: a taken name under Legal name, an e-mail of another account under the invitations", async () => {
    const answers = [
      { message: 'A lender with this name already exists', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { legalName: 'A lender with this name already exists' } } },
      { message: 'This e-mail belongs to another account', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { inviteEmails: 'This e-mail belongs to another account' } } },
    ];
    mockServer.use(api.mutation('CreateLender', () => HttpResponse.json({ data: null, errors: [answers.shift()!] })));
    renderApp('/admin/lender-management/add');
    await fillRequired();
    await userEvent.type(screen.getByRole('textbox', { name: /E-mails/ }), 'client@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const legalName = screen.getByRole('textbox', { name: /Legal name/ });
    await waitFor(() => expect(legalName.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('A lender with this name already exists')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This e-mail belongs to another account')).toHaveLength(2);
  });

  it('saves & activates with the invitee, then offers "Add criteria for this lender"', async () => {
    const sent: Record<string, any>[] = [];
    mockServer.use(
      api.mutation('CreateLender', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({ data: { createLender: detail({ id: '12', users: [{ ...detail().users[0]!, status: 'invited', lastSignInAt: null }] }) } });
      }),
    );
    renderApp('/admin/lender-management/add');
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/Agreement signed on/), '2026-11-01');
    await userEvent.click(screen.getByRole('checkbox', { name: /data-handling terms/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /E-mails/ }), 'ana@harbor.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save & activate' }));
    const prompt = await screen.findByRole('link', { name: 'Add criteria for this lender' });
    expect(prompt.getAttribute('href')).toBe('/admin/funding-matrix/add-criteria?lenderId=12');
    expect(sent).toEqual([
      expect.objectContaining({ legalName: 'Harbor Funding LLC', products: ['line-of-credit'], agreementSignedOn: '2026-11-01', dataTermsAccepted: true, inviteEmails: ['ana@harbor.example'], activate: true, requires2fa: true }),
    ]);
  });
});

describe('/admin/lender-management/view/{id} (R9)', { timeout: 20_000 }, () => {
  it('"Lender not found" for an id that is not a number', async () => {
    renderApp('/admin/lender-management/view/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lender not found' }, { timeout: 5000 })).toBeTruthy();
  });

  it('"Lender not found" for an id the server does not know', async () => {
    mockServer.use(api.query('LenderDetail', () => HttpResponse.json({ data: null, errors: [{ message: 'Lender not found', extensions: { code: 'NOT_FOUND' } }] })));
    renderApp('/admin/lender-management/view/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lender not found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a lender' }).getAttribute('href')).toBe('/admin/lender-management/view');
  });

  it('edits the profile at the version read; a stale version shows the conflict sentence with Reload', async () => {
    const sent: Record<string, any>[] = [];
    mockServer.use(
      api.query('LenderDetail', () => HttpResponse.json({ data: { adminLender: detail() } })),
      api.mutation('UpdateLender', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: null, errors: [{ message: 'This record was changed by admin at Nov 22, 2026, 10:00 AM. Reload to see the latest.', extensions: { code: 'CONFLICT' } }] });
      }),
    );
    renderApp('/admin/lender-management/view/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }, { timeout: 5000 }));
    const display = screen.getByRole('textbox', { name: /Display name/ });
    await userEvent.clear(display);
    await userEvent.type(display, 'Harbor');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This record was changed by admin at Nov 22, 2026, 10:00 AM. Reload to see the latest.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(sent).toEqual([{ id: '7', input: expect.objectContaining({ displayName: 'Harbor', expectedVersion: 4, statesLicensed: ['TX', 'OK'] }) }]);
  });

  it('Revoke all access asks for a reason and the password again; a wrong password shows under its field, then it revokes', async () => {
    const sent: Record<string, any>[] = [];
    mockServer.use(
      api.query('LenderDetail', () => HttpResponse.json({ data: { adminLender: detail() } })),
      api.mutation('RevokeLenderAccess', ({ variables }) => {
        sent.push(variables);
        if (variables.password !== 'demo-pass') {
          return HttpResponse.json({ data: null, errors: [{ message: 'Your password is not correct', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { password: 'Your password is not correct' } } }] });
        }
        return HttpResponse.json({ data: { revokeLenderAccess: 3 } });
      }),
    );
    renderApp('/admin/lender-management/view/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke all access' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke all access' }));
    expect(within(dialog).getByText('Reason must be 5 to 500 characters')).toBeTruthy();
    expect(within(dialog).getByText('Enter your password')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Data incident at the lender');
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke all access' }));
    expect(await within(dialog).findByText('Your password is not correct')).toBeTruthy();

    await userEvent.clear(within(dialog).getByLabelText(/Your password/));
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'demo-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke all access' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({ lenderId: '7', password: 'demo-pass', reason: 'Data incident at the lender' });
    expect(await screen.findByText('Harbor Funding lost access to 3 applications.')).toBeTruthy();
  });

  it('disabling the last active user warns "This lender will have no one to answer submissions" and confirms it', async () => {
    const sent: Record<string, any>[] = [];
    mockServer.use(
      api.query('LenderDetail', () => HttpResponse.json({ data: { adminLender: detail() } })),
      api.mutation('DisableLenderUser', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { disableLenderUser: { __typename: 'LenderUser', id: '31', status: 'disabled' } } });
      }),
    );
    renderApp('/admin/lender-management/view/7?tab=users');
    const users = await screen.findByRole('list', { name: 'Users' }, { timeout: 5000 });
    await waitFor(() => expect(within(users).getAllByRole('listitem')[0]!.textContent).toMatch(/Ana Ruiz.*ana@harbor\.example.*Active.*Last sign-in/));
    await userEvent.click(within(users).getByRole('button', { name: 'Disable ana@harbor.example' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This lender will have no one to answer submissions')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable anyway' }));
    await waitFor(() => expect(sent).toEqual([{ userId: '31', confirmNoOneLeft: true }]));
  });

  it('lists the programs with status and version, and links Add program to the criteria page', async () => {
    mockServer.use(
      api.query('LenderDetail', () => HttpResponse.json({ data: { adminLender: detail() } })),
      api.query('LenderPrograms', () =>
        HttpResponse.json({
          data: { adminPrograms: { totalCount: 1, items: [{ __typename: 'ProgramRow', id: '3', name: 'Harbor LOC', product: 'line-of-credit', status: 'active', currentVersion: 2, hasDraft: false, version: 5, updatedAt: '2026-11-20T10:00:00.000Z' }] } },
        }),
      ),
    );
    renderApp('/admin/lender-management/view/7?tab=programs');
    const programs = await screen.findByRole('list', { name: 'Programs' }, { timeout: 5000 });
    expect(programs.textContent).toMatch(/Harbor LOC.*Active.*Business Line of Credit.*Version 2/);
    expect(screen.getByRole('link', { name: 'Add program' }).getAttribute('href')).toBe('/admin/funding-matrix/add-criteria?lenderId=7');
  });

  it('Overview: the 90-day KPIs, the median first response against the SLA, pull-through and fall-throughs with reasons', async () => {
    mockServer.use(
      api.query('LenderDetail', () => HttpResponse.json({ data: { adminLender: detail({ slaHours: 24 }) } })),
      api.query('LenderDetailPerformance', ({ variables }) =>
        HttpResponse.json({
          data: {
            lenderPerformance: {
              __typename: 'LenderPerformance', lenderId: String(variables.lenderId), windowDays: 90, shares: 12, responded: 9, offered: 6, won: 3, accepted: 4, funded: 3,
              medianFirstResponseHours: 30.5, responseRate: 0.75, offerRate: 0.5, winRate: 0.5, pullThrough: 0.75, fundedVolumeCents: 18_000_000,
              fallThroughs: [{ __typename: 'FallThroughCount', reason: 'client_backed_out', count: 1 }],
            },
          },
        }),
      ),
    );
    renderApp('/admin/lender-management/view/7');
    const kpis = await screen.findByRole('region', { name: 'Performance (90 days)' }, { timeout: 5000 });
    // The region's heading renders before the figures arrive (a skeleton meanwhile).
    await within(kpis).findByRole('group', { name: 'Shares' }, { timeout: 5000 });
    const figure = (label: string) => within(kpis).getByRole('group', { name: label }).textContent;
    expect(figure('Shares')).toBe('Shares12');
    expect(figure('Median first response')).toBe('Median first response30.5 hSLA 24 h: slower');
    expect(figure('Response rate')).toBe('Response rate75.0%9 of 12 answered');
    expect(figure('Offer rate')).toBe('Offer rate50.0%6 offers');
    expect(figure('Win rate')).toBe('Win rate50.0%3 won');
    expect(figure('Pull-through')).toBe('Pull-through75.0%3 funded of 4 accepted');
    expect(within(kpis).getByText('Fall-throughs: Client backed out 1')).toBeTruthy();
  });

  it('Submissions, Funded deals and Access log: each a table of this lender’s rows, paged', async () => {
    const pages: number[] = [];
    mockServer.use(
      api.query('LenderDetail', () => HttpResponse.json({ data: { adminLender: detail() } })),
      api.query('LenderSubmissions', ({ variables }) => {
        pages.push(Number(variables.page));
        return HttpResponse.json({
          data: {
            lenderSubmissions: {
              __typename: 'LenderSubmissionPage', totalCount: 30, page: Number(variables.page), pageSize: 25,
              items: [{ __typename: 'LenderSubmissionRow', submissionId: '9', applicationId: '135', number: 'NF-2026-000039', businessName: "Rosa's Cocina LLC", status: 'won', sharedAt: '2026-11-20T15:00:00.000Z', firstViewedAt: '2026-11-20T16:00:00.000Z', respondedAt: '2026-11-21T10:00:00.000Z', offerAmountCents: 6_000_000 }],
            },
          },
        });
      }),
      api.query('LenderFundings', () =>
        HttpResponse.json({
          data: { lenderFundings: { __typename: 'LenderFundingPage', totalCount: 1, page: 1, pageSize: 25, items: [{ __typename: 'LenderFundingRow', fundingId: '4', applicationId: '139', number: 'NF-2026-000043', businessName: 'Northgate Auto Glass LLC', fundedOn: '2026-11-02', fundedAmountCents: 6_000_000, expectedPaybackCents: 7_680_000, paidToDateCents: 1_280_000, remainingCents: 6_400_000, status: 'active' }] } },
        }),
      ),
      api.query('LenderAccessLog', () =>
        HttpResponse.json({ data: { lenderAccessLog: { __typename: 'LenderAccessPage', totalCount: 0, page: 1, pageSize: 25, items: [] } } }),
      ),
    );
    const { history } = renderApp('/admin/lender-management/view/7?tab=submissions');
    const submissions = await screen.findByRole('table', { name: 'Submissions' }, { timeout: 5000 });
    expect(within(submissions).getAllByRole('row')[1]!.textContent).toMatch(/^NF-2026-000039Rosa's Cocina LLC.*Won\$60,000\.00$/);
    expect(within(submissions).getByRole('link', { name: 'NF-2026-000039' }).getAttribute('href')).toBe('/admin/applications/view/135');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages).toEqual([1, 2]));

    await userEvent.click(screen.getByRole('tab', { name: 'Funded deals' }));
    await waitFor(() => expect(history.location.search).toContain('tab=funded'));
    const funded = await screen.findByRole('table', { name: 'Funded deals' });
    expect(within(funded).getByRole('link', { name: 'Deal #4' }).getAttribute('href')).toBe('/admin/funding-dashboard/view/4');
    expect(within(funded).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Deal', 'Application', 'Business', 'Funded', 'Amount', 'Paid to date', 'Remaining', 'Status']);
    expect(within(funded).getAllByRole('row')[1]!.textContent).toBe('Deal #4NF-2026-000043Northgate Auto Glass LLCNov 2, 2026$60,000.00$12,800.00$64,000.00Active');

    await userEvent.click(screen.getByRole('tab', { name: 'Access log' }));
    expect(await screen.findByText('No one at this lender has opened a file yet.')).toBeTruthy();
  });
});
