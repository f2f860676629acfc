import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { staffApplicationMocks } from '../../../mocks/staff-application';
import { renderApp } from '../../../test/render-app';

const PATH = '/admin/client-management/create-application';

beforeEach(() => mockScenario.signInAs('admin'));
afterEach(() => staffApplicationMocks.reset());

async function openPage() {
  const view = renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Create Application' }, { timeout: 5000 });
  return view;
}

const field = (label: string | RegExp) => screen.getByLabelText(label);

/** Fills every required field (and a few optional ones) as a staff member would. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, overrides: { amount?: string } = {}) {
  await user.type(field(/^Legal name/), 'Harbor Tools LLC');
  await user.type(field(/^Contact first name/), 'Mina');
  await user.type(field(/^Contact last name/), 'Okafor');
  await user.type(field(/^E-mail/), 'mina@harbortools.example');
  await user.type(field(/^Phone/), '(555) 301-2200');
  await user.selectOptions(field(/^Entity type/), 'llc');
  await user.type(field(/^EIN/), '12-3456789');
  await user.type(field(/^NAICS code/), '444140');
  await user.selectOptions(field(/^Industry/), 'retail');
  await user.selectOptions(field(/^State/), 'OH');
  fireEvent.change(field(/^Business started/), { target: { value: '2020-03' } });
  await user.type(field(/^Average monthly revenue/), '64,000');
  await user.selectOptions(field(/^Revenue source/), 'bank_statements');
  await user.type(field(/^Owner FICO/), '702');
  await user.selectOptions(field(/^Product/), 'revenue-based-financing');
  await user.type(field(/^Amount/), overrides.amount ?? '120000');
  await user.selectOptions(field(/^Use of funds\s*\*?$/), 'inventory');
}

describe('/admin/client-management/create-application (R12)', { timeout: 30_000 }, () => {
  it('shows a message under each missing field and sends nothing', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Legal name is required')).toBeTruthy();
    expect(screen.getByText('Contact first name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('NAICS code must be 2 to 6 digits')).toBeTruthy();
    expect(screen.getByText('Pick a product')).toBeTruthy();
    expect(screen.getByText('Amount must be a whole number from $1,000 to $10,000,000')).toBeTruthy();
    expect(screen.getByText('Pick a use of funds')).toBeTruthy();
    expect(staffApplicationMocks.saves).toHaveLength(0);
  });

  it('refuses an amount outside $1,000–$10,000,000 and asks what "other" funds are for', async () => {
    const user = userEvent.setup();
    await openPage();
    await fillForm(user, { amount: '10,000,001' });
    await user.selectOptions(field(/^Use of funds\s*\*?$/), 'other');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Amount must be a whole number from $1,000 to $10,000,000')).toBeTruthy();
    expect(screen.getByText('Say what the funds are for')).toBeTruthy();
    expect(staffApplicationMocks.saves).toHaveLength(0);
  });

  it('saves a draft with the typed values, then updates the same draft at its version; months in business are computed', async () => {
    const user = userEvent.setup();
    await openPage();
    await fillForm(user);
    expect(screen.getByText(/^\d+ months in business\.$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/^Draft saved at .+\. The client sees nothing until you submit it\.$/)).toBeTruthy();
    expect(staffApplicationMocks.saves[0]).toMatchObject({
      id: null,
      expectedVersion: null,
      clientUserId: null,
      legalName: 'Harbor Tools LLC',
      contactFirstName: 'Mina',
      contactLastName: 'Okafor',
      email: 'mina@harbortools.example',
      phone: '(555) 301-2200',
      entityType: 'llc',
      ein: '12-3456789',
      naicsCode: '444140',
      industry: 'retail',
      state: 'OH',
      startedMonth: '2020-03',
      monthlyRevenue: 64_000,
      revenueSource: 'bank_statements',
      fico: 702,
      ficoSource: 'self',
      ficoAsOf: null,
      openPositions: null,
      product: 'revenue-based-financing',
      requestedAmount: 120_000,
      useOfFunds: 'inventory',
      useOfFundsNote: null,
    });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(staffApplicationMocks.saves).toHaveLength(2));
    expect(staffApplicationMocks.saves[1]).toMatchObject({ id: '501', expectedVersion: 1 });
  });

  it('submits and opens the new application', async () => {
    const user = userEvent.setup();
    const { history } = await openPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/applications/view/501'));
    expect(staffApplicationMocks.submits).toEqual([{ id: '501', expectedVersion: 1, confirmDuplicate: false, cooldownReason: null }]);
  });

  it('asks to tick "Continue anyway" when an open application exists, then submits with the confirmation', async () => {
    staffApplicationMocks.set({ duplicate: { applicationId: '41', number: 'NF-2026-000041', status: 'in_review', statusLabel: 'In review' } });
    const user = userEvent.setup();
    const { history } = await openPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Open application NF-2026-000041 exists (In review). Continue anyway?')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(await within(dialog).findByText('Tick “Continue anyway” to submit a second application')).toBeTruthy();
    expect(staffApplicationMocks.submits).toHaveLength(1);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Continue anyway' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/applications/view/501'));
    expect(staffApplicationMocks.submits[1]).toEqual({ id: '501', expectedVersion: 1, confirmDuplicate: true, cooldownReason: null });
  });

  it('asks for a reason after a recent decline and sends it with the submission', async () => {
    staffApplicationMocks.set({ cooldown: { applicationId: '38', number: 'NF-2026-000038', declinedOn: '2026-11-10', reapplyAfter: '2026-12-10' } });
    const user = userEvent.setup();
    const { history } = await openPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('NF-2026-000038 was declined on Nov 10, 2026; the business may apply again from Dec 10, 2026.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(staffApplicationMocks.submits).toHaveLength(1);

    await user.type(within(dialog).getByLabelText(/^Reason to submit now/), 'Revenue doubled since the decline');
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/applications/view/501'));
    expect(staffApplicationMocks.submits[1]).toMatchObject({ confirmDuplicate: false, cooldownReason: 'Revenue doubled since the decline' });
  });

  it('picks an existing client account: its details fill the contact fields and the draft names the account', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Existing client' }));
    await user.type(field(/^Find a client account/), 'ros');
    const matches = await screen.findByRole('list', { name: 'Matching clients' });
    await user.click(within(matches).getByRole('button', { name: /Rosa Delgado/ }));
    expect((field(/^Contact first name/) as HTMLInputElement).value).toBe('Rosa');
    expect((field(/^E-mail/) as HTMLInputElement).value).toBe('rosa@delgadobakery.example');
    expect(screen.getByRole('button', { name: 'Change client' })).toBeTruthy();
    await user.clear(field(/^Contact first name/));
    await user.clear(field(/^Contact last name/));
    await user.clear(field(/^E-mail/));
    await fillForm(user);
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), 'rosa@delgadobakery.example');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(staffApplicationMocks.saves).toHaveLength(1));
    expect(staffApplicationMocks.saves[0]).toMatchObject({ clientUserId: '12', email: 'rosa@delgadobakery.example' });
  });

  it("shows the server's field message under its field, and a 409 sentence as it comes", async () => {
    const user = userEvent.setup();
    const { history } = await openPage();
    await fillForm(user);
    staffApplicationMocks.failNextSave({ message: 'NAICS code must be 2 to 6 digits', code: 'BAD_USER_INPUT', fieldErrors: { naicsCode: 'NAICS code is not a known code' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('NAICS code is not a known code')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Check the highlighted fields.');

    const stale = 'This record was changed by taylor at Nov 22, 2026, 9:41 AM EST. Reload to see the latest.';
    staffApplicationMocks.failNextSave({ message: stale, code: 'CONFLICT' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(stale)).toBeTruthy();
    expect(staffApplicationMocks.submits).toHaveLength(0);
    expect(history.location.pathname).toBe(PATH);
  });

  it('requires a client account in "Existing client" mode', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Existing client' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Pick a client account')).toBeTruthy();
    expect(staffApplicationMocks.saves).toHaveLength(0);
  });
});

describe('/admin/client-management/create-application?id= (continue a saved draft)', { timeout: 30_000 }, () => {
  const STALE = 'This record was changed by taylor at Nov 22, 2026, 9:41 AM EST. Reload to see the latest.';
  const value = (label: RegExp) => (field(label) as HTMLInputElement).value;

  async function openDraft(id: string) {
    const view = renderApp(`${PATH}?id=${id}`);
    await screen.findByRole('heading', { level: 1, name: /^Continue draft/ }, { timeout: 5000 });
    return view;
  }

  it('loads the draft into the form: the contact name split, the client account, the EIN on file as its last 4', async () => {
    await openDraft('131');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Continue draft: Delgado Bakery LLC');
    expect(value(/^Legal name/)).toBe('Delgado Bakery LLC');
    expect(value(/^Contact first name/)).toBe('Rosa');
    expect(value(/^Contact last name/)).toBe('Delgado Vega');
    expect(value(/^E-mail/)).toBe('rosa@delgadobakery.example');
    expect(value(/^Entity type/)).toBe('llc');
    expect(value(/^EIN/)).toBe('');
    expect(screen.getByText('EIN ending 6789 is on file; enter the full EIN to change it.')).toBeTruthy();
    expect(value(/^Business started/)).toBe('2019-06');
    expect(value(/^Average monthly revenue/)).toBe('48000');
    expect(value(/^FICO source/)).toBe('soft_pull');
    expect(value(/^Product/)).toBe('business-term-loan');
    expect(value(/^Amount/)).toBe('85000');
    expect(value(/^Use of funds\s*\*?$/)).toBe('equipment');
    expect(screen.getByRole('button', { name: 'Existing client', pressed: true })).toBeTruthy();
    expect(screen.getByText(/^rosa · rosa@delgadobakery\.example$/)).toBeTruthy();
  });

  it('Save draft updates that draft at its version (EIN left empty), then Submit submits it at the next version', async () => {
    const user = userEvent.setup();
    const { history } = await openDraft('131');
    await user.clear(field(/^Amount/));
    await user.type(field(/^Amount/), '90,000');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/^Draft saved at .+\. The client sees nothing until you submit it\.$/)).toBeTruthy();
    expect(staffApplicationMocks.saves).toHaveLength(1);
    expect(staffApplicationMocks.saves[0]).toMatchObject({
      id: '131',
      expectedVersion: 3,
      clientUserId: '12',
      contactFirstName: 'Rosa',
      contactLastName: 'Delgado Vega',
      ein: null,
      requestedAmount: 90_000,
      startedMonth: '2019-06',
    });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/applications/view/131'));
    expect(staffApplicationMocks.saves[1]).toMatchObject({ id: '131', expectedVersion: 4 });
    expect(staffApplicationMocks.submits).toEqual([{ id: '131', expectedVersion: 5, confirmDuplicate: false, cooldownReason: null }]);
  });

  it('a draft changed elsewhere since it was loaded: the 409 sentence as it comes, nothing submitted', async () => {
    const user = userEvent.setup();
    const { history } = await openDraft('131');
    staffApplicationMocks.changeElsewhere('131');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(STALE);
    expect(staffApplicationMocks.saves).toEqual([expect.objectContaining({ id: '131', expectedVersion: 3 })]);
    expect(staffApplicationMocks.submits).toHaveLength(0);
    expect(history.location.pathname).toBe(PATH);
  });

  it('an application that is no longer a draft: says so, links to its workspace, shows no form', async () => {
    renderApp(`${PATH}?id=140`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This draft cannot be continued' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('NF-2026-000140 is no longer a draft: it was submitted. Continue in its workspace.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open NF-2026-000140' }).getAttribute('href')).toBe('/admin/applications/view/140');
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('an unknown or malformed id: "Draft not found" with a link to the drafts', async () => {
    const view = renderApp(`${PATH}?id=999`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft not found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All drafts' }).getAttribute('href')).toBe('/admin/client-management/view?tab=applications&status=draft');
    view.unmount();
    renderApp(`${PATH}?id=abc`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft not found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});

describe('/admin/client-management/create-application?renewalOf= (R14 Start renewal)', { timeout: 30_000 }, () => {
  it("starts a new application from the funded application's facts and links it to the deal", async () => {
    const user = userEvent.setup();
    renderApp(`${PATH}?renewalOf=71`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Renewal: Delgado Bakery LLC' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/renewing NF-2026-000140/)).toBeTruthy();
    expect((field(/^Legal name/) as HTMLInputElement).value).toBe('Delgado Bakery LLC');
    expect(screen.getByText('EIN ending 6789 is on file; enter the full EIN to change it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/^Draft saved at /)).toBeTruthy();
    expect(staffApplicationMocks.saves[0]).toMatchObject({ id: null, expectedVersion: null, renewalOfFundingId: '71', clientUserId: '12', legalName: 'Delgado Bakery LLC', ein: null });
  });

  it('an unknown funded deal: "Funding record not found", no form', async () => {
    renderApp(`${PATH}?renewalOf=999`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Funding record not found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });
});
