import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { netbuilderMocks } from '../../../mocks/netbuilder';
import { browser } from '../../netbuilder/lib/browser';
import { renderApp } from '../../../test/render-app';

/** R28: the credit-builder application leads into the NetBuilder checkout of the chosen plan. */

beforeEach(() => {
  vi.spyOn(browser, 'goTo').mockImplementation(() => {});
});
afterEach(() => {
  netbuilderMocks.reset();
  vi.restoreAllMocks();
});

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/First name/), 'Blake');
  await user.type(screen.getByLabelText(/Last name/), 'Builder');
  await user.type(screen.getByLabelText(/^E-mail/), 'blake@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '(555) 201-3344');
  await user.type(screen.getByLabelText(/Legal business name/), 'Builder Supply LLC');
  await user.selectOptions(screen.getByLabelText(/Business structure/), 'llc');
  await user.type(screen.getByLabelText(/Year the business started/), '2019');
  await user.type(screen.getByLabelText(/Annual revenue/), '250000');
  await user.selectOptions(screen.getByLabelText(/State of registration/), 'NY');
  await user.selectOptions(screen.getByLabelText(/^Plan/), 'pro');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  return user;
}

describe('/business-credit-builder/apply', { timeout: 30_000 }, () => {
  it('sends a signed-in applicant on to the checkout of the plan they chose', async () => {
    mockScenario.signInAs('client');
    renderApp('/business-credit-builder/apply');
    const user = await fillAndSubmit();
    await screen.findByRole('heading', { name: 'Application received' });
    await user.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(browser.goTo).toHaveBeenCalledWith('/netbuilder?checkout=success'));
    // The mock checkout completes at once: the subscription it made is the chosen plan's.
    expect(netbuilderMocks.planOf('client')).toBe('pro');
  });

  it('asks a signed-out applicant to sign in first', async () => {
    renderApp('/business-credit-builder/apply');
    await fillAndSubmit();
    await screen.findByRole('heading', { name: 'Application received' });
    const link = await screen.findByRole('link', { name: 'Sign in to continue to checkout' });
    expect(link.getAttribute('href')).toBe('/auth?redirect=%2Fnetbuilder');
    expect(screen.queryByRole('button', { name: 'Continue to checkout' })).toBeNull();
  });
});
