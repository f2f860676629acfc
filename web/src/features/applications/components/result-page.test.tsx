import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationMocks } from '../../../mocks/applications';
import { mockScenario } from '../../../mocks/handlers';
import { renderApp } from '../../../test/render-app';

afterEach(() => applicationMocks.reset());

async function errorAlert() {
  const alert = await screen.findByRole('alert');
  return { title: within(alert).getByText('Error'), alert };
}

describe('/result/{id}', () => {
  it('shows the load error message from the server', async () => {
    applicationMocks.failNext('Service temporarily unavailable');
    renderApp('/result/1?token=demo-approved');
    const { alert } = await errorAlert();
    expect(within(alert).getByText('Service temporarily unavailable')).toBeTruthy();
  });

  it('falls back to the spec message when the failure has no message', async () => {
    applicationMocks.failNext('');
    renderApp('/result/1?token=demo-approved');
    const { alert } = await errorAlert();
    expect(within(alert).getByText('Failed to load application result. Please try again later.')).toBeTruthy();
  });

  it("shows 'Application not found' for a wrong token, like a missing id", async () => {
    renderApp('/result/1?token=nope');
    const { alert } = await errorAlert();
    expect(within(alert).getByText('Application not found')).toBeTruthy();
  });

  it("offers Sign in (back to this result) and Contact support when the application is not found", async () => {
    renderApp('/result/1?token=nope');
    await errorAlert();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth?redirect=%2Fresult%2F1');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/support/contact');
  });

  it('offers no Sign in to a signed-in visitor, only Contact support', async () => {
    mockScenario.signInAs('lender');
    renderApp('/result/1?token=nope');
    await errorAlert();
    expect(await screen.findByRole('link', { name: 'Contact support' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it("does not offer them for other failures", async () => {
    applicationMocks.failNext('Service temporarily unavailable');
    renderApp('/result/1?token=demo-approved');
    await errorAlert();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contact support' })).toBeNull();
  });

  it("links the declined card's four alternatives to pages that exist", async () => {
    renderApp('/result/3?token=demo-declined');
    await screen.findByRole('heading', { name: "We Couldn't Approve Your Application Right Now" });
    const targets = screen.getAllByRole('link', { name: /^Learn more about / }).map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(targets).toEqual([
      ['Learn more about Business Credit Building', '/business-credit-builder'],
      ['Learn more about Apply with a Co-signer', '/funding-guide#co-signer'],
      ['Learn more about Equipment Financing', '/funding-guide#equipment-financing'],
      ['Learn more about Business Credit Cards', '/funding-guide#business-credit-cards'],
    ]);
  });

  it.each(['abc', '0', '-3'])('rejects the id %j without loading', async (id) => {
    applicationMocks.failNext('should not be called');
    renderApp(`/result/${id}?token=demo-approved`);
    const { alert } = await errorAlert();
    expect(within(alert).getByText('Invalid application ID. Please check the URL and try again.')).toBeTruthy();
  });

  it('shows skeletons while loading, then the approved terms and the invitation to sign up', async () => {
    renderApp('/result/1?token=demo-approved');
    expect(await screen.findByTestId('result-skeleton')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: "Congratulations! You're Pre-Approved" })).toBeTruthy();
    for (const text of ['$75,000', '12 months', '1.18 factor rate', '$1,702 weekly']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email Our Team' }).getAttribute('href')).toBe('mailto:support@netfund.example');
    expect(screen.getByRole('link', { name: /Call \(555\) 010-2400/ }).getAttribute('href')).toBe('tel:+15550102400');
    expect(await screen.findByRole('heading', { name: 'Track Your Application Status' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your Client Account' }).getAttribute('href')).toBe(
      '/auth?applicationId=1&applicationEmail=client%40netfund.example',
    );
  });

  it('renders nothing in the card for an unknown status', async () => {
    applicationMocks.put({ id: '9', token: 't9', status: 'funded', ownerEmail: null });
    renderApp('/result/9?token=t9');
    const card = await screen.findByTestId('result-card');
    expect(card.textContent).toBe('');
    expect(screen.getByRole('link', { name: 'Create Your Client Account' }).getAttribute('href')).toBe('/auth?applicationId=9&applicationEmail=');
  });

  it('lets a signed-in client add an application to the dashboard with the token', async () => {
    mockScenario.signInAs('client');
    renderApp('/result/5?token=unclaimed-token');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to My Dashboard' }));
    expect(await screen.findByRole('link', { name: 'Track it on your dashboard' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Track Your Application Status' })).toBeNull();
  });
});

describe('/client/dashboard', () => {
  it("lists the client's applications with links to the details", async () => {
    mockScenario.signInAs('client');
    const { history } = renderApp('/client/dashboard');
    const list = await screen.findByRole('list', { name: 'My applications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(list).getByRole('link', { name: 'View details of application #3' }));
    await waitFor(() => expect(history.location.pathname).toBe('/client/applications/3'));
    expect(await screen.findByText(/below the minimums/)).toBeTruthy();
    expect(screen.getAllByText('Learn more')).toHaveLength(4);
  });
});
