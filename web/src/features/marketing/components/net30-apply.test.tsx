import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { marketingMocks } from '../../../mocks/marketing';
import { renderApp } from '../../../test/render-app';

/** R27 /net30/apply: the EIN is required, up to 3 trade references, and the confirmation tells the applicant how to follow it. */

afterEach(() => marketingMocks.reset());

async function fill(user: ReturnType<typeof userEvent.setup>, ein = '12-3456789') {
  await user.type(await screen.findByLabelText(/First name/, {}, { timeout: 5000 }), 'Sam');
  await user.type(screen.getByLabelText(/Last name/), 'Lee');
  await user.type(screen.getByLabelText(/^E-mail/), 'sam@leelogistics.example');
  await user.type(screen.getByLabelText(/^Phone/), '(555) 222-3333');
  await user.type(screen.getByLabelText(/Legal business name/), 'Lee Logistics LLC');
  await user.selectOptions(screen.getByLabelText(/Business structure/), 'llc');
  if (ein) await user.type(screen.getByLabelText(/^EIN/), ein);
  await user.type(screen.getByLabelText(/Year the business started/), '2019');
  await user.type(screen.getByLabelText(/Annual revenue/), '480000');
  await user.selectOptions(screen.getByLabelText(/State of registration/), 'TX');
  await user.type(screen.getByLabelText(/Requested credit limit/), '5000');
  await user.type(screen.getByLabelText(/What do you plan to buy/), 'Pallets and shipping supplies');
  await user.click(screen.getByRole('checkbox'));
}

describe('/net30/apply', { timeout: 30_000 }, () => {
  it('requires the EIN', async () => {
    const user = userEvent.setup();
    renderApp('/net30/apply');
    await fill(user, '');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('An EIN has 9 digits, e.g. 12-3456789')).toBeTruthy();
    expect(marketingMocks.applications).toEqual([]);
  });

  it('signed out: sends the trade references and offers the claim link to follow the application', async () => {
    const user = userEvent.setup();
    renderApp('/net30/apply');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add a trade reference' }));
    const reference = screen.getByRole('group', { name: 'Trade reference 1' });
    await user.type(within(reference).getByLabelText(/Company/), 'Uline');
    await user.type(within(reference).getByLabelText(/Contact name/), 'Pat Moore');
    await user.type(within(reference).getByLabelText(/Phone or e-mail/), 'ar@uline.example');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('heading', { name: 'Application received' });
    expect(screen.getByText(/create an account or sign in, then open your application link/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Follow your application' }).getAttribute('href')).toBe('/net30/claim?token=mock-claim-1');
    expect(marketingMocks.applications[0]?.input).toMatchObject({
      ein: '12-3456789',
      requestedLimit: 5000,
      tradeReferences: [{ company: 'Uline', contact: 'Pat Moore', phoneOrEmail: 'ar@uline.example' }],
    });
  });

  it('signed in: links to the Net30 dashboard', async () => {
    mockScenario.signInAs('client');
    const user = userEvent.setup();
    renderApp('/net30/apply');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('heading', { name: 'Application received' });
    expect(screen.getByRole('link', { name: 'Go to your Net30 dashboard' }).getAttribute('href')).toBe('/net30/dashboard');
    expect(screen.queryByRole('link', { name: 'Follow your application' })).toBeNull();
  });
});
