import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { mockScenario } from '../../../mocks/handlers';
import { netbuilderMocks } from '../../../mocks/netbuilder';
import { renderApp } from '../../../test/render-app';
import { browser } from '../lib/browser';
import { formatDate } from '../lib/format';

const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => stripeJs);

beforeEach(() => {
  vi.spyOn(browser, 'goTo').mockImplementation(() => {});
  vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
});
afterEach(() => {
  netbuilderMocks.reset();
  vi.restoreAllMocks();
  stripeJs.loadStripe.mockReset();
});

const notification = () => screen.findByRole('region', { name: 'Notification' });
async function expectToast(title: string, description: string) {
  const region = await notification();
  await waitFor(() => {
    expect(within(region).getByText(title)).toBeTruthy();
    expect(within(region).getByText(description)).toBeTruthy();
  });
}

describe('/netbuilder signed out', () => {
  it('prompts to log in and answers Select Plan with the Login Required notice (a native popover), without calling the server', async () => {
    renderApp('/netbuilder');
    expect(await screen.findByRole('heading', { name: 'Log in to subscribe to NetBuilder' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Log In' })[0]!.getAttribute('href')).toBe(
      '/auth?redirect=%2Fnetbuilder',
    );
    // jsdom has no popover API: the wiring is checked here, the opening in Chromium (netbuilder.e2e.test.ts).
    const select = await screen.findByRole('button', { name: 'Select Plan: Growth' });
    const notice = document.getElementById(select.getAttribute('popovertarget')!)!;
    expect(notice.getAttribute('popover')).toBe('auto');
    expect(within(notice).getByText('Login Required')).toBeTruthy();
    expect(within(notice).getByText('Please log in to subscribe to NetBuilder')).toBeTruthy();
    await userEvent.click(select);
    expect(browser.goTo).not.toHaveBeenCalled();
  });
});

describe('/netbuilder without a subscription', () => {
  beforeEach(() => mockScenario.signInAs('client'));

  it('shows the three plans with Most Popular on Growth and the Why section', async () => {
    renderApp('/netbuilder');
    const growth = await screen.findByRole('article', { name: 'Growth' });
    expect(within(growth).getByText('Most Popular')).toBeTruthy();
    expect(within(growth).getByText('$59')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Starter' })).getByText('Net 15')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Pro' })).getByText('$15,000')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Select Plan: / })).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Why Choose NetBuilder?' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Log in to subscribe to NetBuilder' })).toBeNull();
  });

  it('demo mode: goes straight to the checkout URL', async () => {
    renderApp('/netbuilder');
    await userEvent.click(await screen.findByRole('button', { name: 'Select Plan: Pro' }));
    await waitFor(() => expect(browser.goTo).toHaveBeenCalledWith('/netbuilder?checkout=success'));
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });

  it('stripe mode: loads Stripe.js with the publishable key, then redirects', async () => {
    netbuilderMocks.useStripeMode('pk_test_abc');
    stripeJs.loadStripe.mockResolvedValue({});
    renderApp('/netbuilder');
    await userEvent.click(await screen.findByRole('button', { name: 'Select Plan: Growth' }));
    await waitFor(() => expect(browser.goTo).toHaveBeenCalled());
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_abc');
  });

  it("stripe mode: a Stripe.js that does not load is 'Error' / 'Stripe failed to load'", async () => {
    netbuilderMocks.useStripeMode();
    stripeJs.loadStripe.mockRejectedValue(new Error('network down'));
    renderApp('/netbuilder');
    await userEvent.click(await screen.findByRole('button', { name: 'Select Plan: Growth' }));
    await expectToast('Error', 'Stripe failed to load');
    expect(browser.goTo).not.toHaveBeenCalled();
  });

  it("a failed checkout is 'Subscription Error' with the server's message", async () => {
    netbuilderMocks.failNext('checkout', 'You already have a NetBuilder subscription', 'CONFLICT');
    renderApp('/netbuilder');
    await userEvent.click(await screen.findByRole('button', { name: 'Select Plan: Starter' }));
    await expectToast('Subscription Error', 'You already have a NetBuilder subscription');
    expect(browser.goTo).not.toHaveBeenCalled();
  });

  it("a redirect that fails is 'Payment Error' with its message", async () => {
    vi.mocked(browser.goTo).mockImplementation(() => {
      throw new Error('Navigation was blocked');
    });
    renderApp('/netbuilder');
    await userEvent.click(await screen.findByRole('button', { name: 'Select Plan: Growth' }));
    await expectToast('Payment Error', 'Navigation was blocked');
  });
});

/** Titles of the toasts created from now on (a toast shown twice counts twice). */
function recordToasts(): string[] {
  const titles: string[] = [];
  const stop = toaster.subscribe((toast: { title?: unknown; dismiss?: boolean }) => {
    if (!toast.dismiss && typeof toast.title === 'string') titles.push(toast.title);
  });
  afterEachStops.push(stop);
  return titles;
}
const afterEachStops: (() => void)[] = [];
afterEach(() => afterEachStops.splice(0).forEach((stop) => stop()));

describe('/netbuilder back from checkout', () => {
  beforeEach(() => mockScenario.signInAs('client'));

  it("?checkout=success says the subscription started, once, and drops the parameter so a reload won't repeat it", async () => {
    netbuilderMocks.subscribe('client', 'growth');
    const toasts = recordToasts();
    const { history } = renderApp('/netbuilder?checkout=success');
    await expectToast(
      'Subscription started',
      'Welcome to NetBuilder: your plan is active, and each monthly payment is reported to the bureaus.',
    );
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(history.location.pathname).toBe('/netbuilder');
    expect(await screen.findByRole('tabpanel')).toBeTruthy();
    expect(toasts).toEqual(['Subscription started']);
  });

  it('?checkout=canceled says nothing was charged, once, and drops the parameter', async () => {
    const toasts = recordToasts();
    const { history } = renderApp('/netbuilder?checkout=canceled');
    await expectToast('Checkout canceled', 'No payment was taken. Choose a plan whenever you are ready.');
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'Growth' })).toBeTruthy();
    expect(toasts).toEqual(['Checkout canceled']);
  });

  it('ignores any other value of ?checkout=', async () => {
    const toasts = recordToasts();
    renderApp('/netbuilder?checkout=maybe');
    expect(await screen.findByRole('article', { name: 'Growth' })).toBeTruthy();
    expect(toasts).toEqual([]);
  });
});

describe('/netbuilder with a plan set to cancel', () => {
  beforeEach(() => {
    mockScenario.signInAs('client');
    netbuilderMocks.subscribe('client', 'growth', 2, new Date(Date.UTC(2026, 10, 10, 12)));
    netbuilderMocks.setToCancel('client');
  });
  const ends = () => formatDate(new Date(Date.UTC(2026, 11, 10)).toISOString());

  it("reads 'Active — ends {date}' and Resume plan undoes the cancellation", async () => {
    renderApp('/netbuilder');
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText(`Active — ends ${ends()}`)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Cancel Plan' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Resume plan' }));
    await expectToast('Plan resumed', `Your plan renews on ${ends()} as before.`);
    expect(await within(panel).findByText('Active')).toBeTruthy();
    expect(within(panel).queryByText(/ends/)).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Cancel Plan' })).toBeTruthy();
  });

  it("a failed resume is 'Error' with the server's reason, and the plan still reads as ending", async () => {
    netbuilderMocks.failNext('resume', 'Your billing period has ended: the plan can no longer be resumed', 'CONFLICT');
    renderApp('/netbuilder');
    const panel = await screen.findByRole('tabpanel');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Resume plan' }));
    await expectToast('Error', 'Your billing period has ended: the plan can no longer be resumed');
    expect(within(panel).getByText(`Active — ends ${ends()}`)).toBeTruthy();
  });
});

describe('/netbuilder with a subscription', () => {
  beforeEach(() => {
    mockScenario.signInAs('client');
    netbuilderMocks.subscribe('client', 'growth', 3);
  });

  it('Overview: plan, capitalised status, period and credit limit; Cancel Plan after confirmation', async () => {
    renderApp('/netbuilder');
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Growth')).toBeTruthy();
    expect(within(panel).getByText('Active')).toBeTruthy();
    expect(within(panel).getByText('$7,500')).toBeTruthy();
    expect(within(panel).getByText(/ – /)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel Plan' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Yes, cancel plan' }));
    await expectToast('Subscription Canceled', 'Your subscription will end at the current billing period.');
    expect(await within(panel).findByText(/^Active — ends /)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Resume plan' })).toBeTruthy();
  });

  it("a failed cancel is 'Error' with the message", async () => {
    netbuilderMocks.failNext('cancel', 'Payment provider unavailable');
    renderApp('/netbuilder');
    const panel = await screen.findByRole('tabpanel');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Cancel Plan' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Yes, cancel plan' }));
    await expectToast('Error', 'Payment provider unavailable');
  });

  it('Reports lists the months and saves tradeline-report-{id}.pdf; a failure is Download Error', async () => {
    renderApp('/netbuilder');
    await userEvent.click(await screen.findByRole('tab', { name: 'Reports' }));
    const buttons = await screen.findAllByRole('button', { name: /^Download report for / });
    expect(buttons).toHaveLength(3);
    await userEvent.click(buttons[0]!);
    await waitFor(() => expect(browser.saveFile).toHaveBeenCalledWith(expect.any(Blob), 'tradeline-report-3.pdf'));

    vi.mocked(browser.saveFile).mockClear();
    mockScenario.signInAs(null); // the session ended: the server answers 401
    await userEvent.click(buttons[1]!);
    await expectToast('Download Error', 'Failed to download report');
    expect(browser.saveFile).not.toHaveBeenCalled();
  });

  it('Billing says billing history is coming soon', async () => {
    renderApp('/netbuilder');
    await userEvent.click(await screen.findByRole('tab', { name: 'Billing' }));
    expect(await screen.findByText('Billing history is coming soon.')).toBeTruthy();
  });
});
