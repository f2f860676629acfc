import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { graphql } from 'msw/graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../../config';
import { taskMocks } from '../../../mocks/application-tasks';
import { applicationMocks } from '../../../mocks/applications';
import { clientDashboardMocks } from '../../../mocks/client-dashboard';
import { mockScenario } from '../../../mocks/handlers';
import { mockServer } from '../../../mocks/node';
import { lendersAccessMocks } from '../../../mocks/lenders-access';
import { netbuilderMocks } from '../../../mocks/netbuilder';
import { offersMocks } from '../../../mocks/offers';
import { addClientAccount, setSignedIn } from '../../../mocks/scenario';
import { renderApp } from '../../../test/render-app';
import { formatCalendarDate } from '../lib/format';

/**
 * BACKOFFICE R21 `/client/dashboard` additions: sharing proposals and offers to review in Action needed, the best
 * offer, "Who can see my file", the next step, Apply again, and the credit-building card (also when empty).
 */
const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

beforeEach(() => {
  mockScenario.signInAs('client');
  // Rosa's three offers on the client's pre-approved application 1 (offered).
  offersMocks.reset('1');
});
afterEach(() => {
  applicationMocks.reset();
  taskMocks.reset();
  lendersAccessMocks.reset();
  offersMocks.reset();
  netbuilderMocks.reset();
  clientDashboardMocks.reset();
});

const applicationCard = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'My applications' });
  const heading = within(list).getByRole('heading', { name });
  return heading.closest('li')!;
};

describe('/client/dashboard: Action needed — sharing proposals and offers', { timeout: 20_000 }, () => {
  it('adds the proposal to approve and the offers to compare, with the first expiry, after the tasks, each leading to its panel', async () => {
    taskMocks.set({ documents: [], requests: [] });
    const { history } = renderApp('/client/dashboard');
    const list = await screen.findByRole('list', { name: 'Action needed' });
    const rows = await waitFor(() => {
      const found = within(list).getAllByRole('listitem');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(screen.getByText('2 things need your attention to keep your application moving.')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('NetFund proposed a lender for your file');
    expect(within(rows[0]!).getByText('NF-2026-000002')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('You have 3 offers to compare');
    // Harbor Funding's offer expires first, in 30.5 hours.
    expect(within(rows[1]!).getByText(/^First offer expires in 30 hours \(/)).toBeTruthy();

    expect(within(rows[0]!).getByRole('link', { name: 'Approve or refuse sharing for application NF-2026-000002' }).getAttribute('href')).toBe(
      '/client/applications/2#lenders-access',
    );
    await userEvent.click(within(rows[1]!).getByRole('link', { name: 'Review offers for application NF-2026-000001' }));
    await waitFor(() => expect(history.location.pathname).toBe('/client/applications/1'));
    expect(history.location.hash).toBe('#offers');
    expect(await screen.findByRole('heading', { name: 'Your offers' })).toBeTruthy();
  });

  it('lists no offers to review on an application that ended (declined)', async () => {
    taskMocks.set({ documents: [], requests: [] });
    lendersAccessMocks.reset();
    offersMocks.reset('3'); // the declined application 3
    renderApp('/client/dashboard');
    const list = await screen.findByRole('list', { name: 'Action needed' });
    expect(within(list).getAllByRole('listitem').map((row) => row.textContent)).toEqual([expect.stringContaining('NetFund proposed a lender')]);
  });
});

describe('/client/applications/{id}: where the dashboard leads', { timeout: 20_000 }, () => {
  it('brings the offers section into view when it loads after the rest of the page', async () => {
    // The offers answer last: the page's tasks are in before the section the hash names exists.
    mockServer.use(
      graphql.link('*/graphql').query('ApplicationOffers', async () => {
        await delay(400);
      }),
    );
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderApp('/client/applications/1#offers');
      await screen.findByRole('heading', { name: 'Your offers' }, { timeout: 5000 });
      await waitFor(() => expect(scrolled).toContain('offers'));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});

describe('/client/dashboard: the applications', { timeout: 20_000 }, () => {
  it("shows the best offer's amount, who can see the file and the next step the marketplace asks for", async () => {
    applicationMocks.put({ id: '1', token: 'demo-approved', owner: 'client', status: 'approved', approvedAmount: '$60,000' });
    renderApp('/client/dashboard');
    const offered = await applicationCard("Casey's Corner Café LLC");
    await within(offered).findByText('Best offer');
    expect(within(offered).getByText('$60,000')).toBeTruthy();
    expect(within(offered).getByText('Compare your offers and accept the one that suits you before they expire.')).toBeTruthy();
    expect(within(offered).getByText('Who can see my file: no lenders')).toBeTruthy();

    const inReview = await applicationCard('Casey Client Catering Co.');
    const who = within(inReview).getByRole('link', { name: 'Who can see my file: 1 lender (application #2)' });
    expect(who.getAttribute('href')).toBe('/client/applications/2#lenders-access');
    expect(within(inReview).getByText('Approve or refuse the lenders NetFund proposed, so they can review your file.')).toBeTruthy();
    expect(within(inReview).getByText('Approved')).toBeTruthy();
  });

  it('disables Apply again after a decline until the re-apply date, showing it; enables it once the date has come', async () => {
    renderApp('/client/dashboard');
    const declined = await applicationCard('Casey Client Ventures');
    const button = within(declined).getByRole('button', { name: 'Apply again' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const note = within(declined).getByText(`You can apply again from ${formatCalendarDate(dateIn(18))}.`);
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
    // Only ended applications offer it: not the pre-approved or the one in review.
    expect(within(await applicationCard('Casey Client Catering Co.')).queryByText('Apply again')).toBeNull();
  });

  it('links Apply again to the application form once the re-apply date has passed', async () => {
    applicationMocks.put({ id: '3', token: 'demo-declined', owner: 'client', status: 'declined', reapplyAfter: dateIn(-1) });
    renderApp('/client/dashboard');
    const declined = await applicationCard('Casey Client Ventures');
    expect(within(declined).getByRole('link', { name: 'Apply again' }).getAttribute('href')).toBe(appConfig.applicationFormUrl);
  });
});

describe('/client/dashboard: the credit-building card', { timeout: 20_000 }, () => {
  it("shows the NetBuilder plan with the on-time months, the Net30 application and the server's insight", async () => {
    netbuilderMocks.subscribe('client', 'growth', 4);
    clientDashboardMocks.setCreditBuilding({
      onTimeTradeMonths: 4,
      net30Application: { reference: 'N30-000042', status: 'submitted', submittedAt: '2026-11-20T15:00:00.000Z' },
    });
    renderApp('/client/dashboard');
    const card = await screen.findByRole('region', { name: 'Build your business credit' });
    expect(await within(card).findByText('Growth plan · Active')).toBeTruthy();
    expect(within(card).getByText('4 on-time reported months so far')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open credit builder' }).getAttribute('href')).toBe('/dashboard');
    expect(within(card).getByText('Application N30-000042 under review since Nov 20, 2026, decision within 2 business days')).toBeTruthy();
    expect(within(card).getByText('2 more lender programs open at FICO 650 or after 2 more on-time reported months.')).toBeTruthy();
    expect(within(card).getByText('For application NF-2026-000003')).toBeTruthy();
  });

  it('says when NetFund needs more information for the Net30 application', async () => {
    clientDashboardMocks.setCreditBuilding({ net30Application: { reference: 'N30-000043', status: 'needs_info', submittedAt: '2026-11-20T15:00:00.000Z' } });
    renderApp('/client/dashboard');
    const card = await screen.findByRole('region', { name: 'Build your business credit' });
    expect(await within(card).findByText('Application N30-000043: NetFund needs more information (see your Net30 dashboard)')).toBeTruthy();
  });

  it('keeps the reported months of a plan that ended', async () => {
    clientDashboardMocks.setCreditBuilding({ onTimeTradeMonths: 1 });
    renderApp('/client/dashboard');
    const card = await screen.findByRole('region', { name: 'Build your business credit' });
    expect(await within(card).findByText('No active NetBuilder plan')).toBeTruthy();
    expect(within(card).getByText('1 on-time reported month so far')).toBeTruthy();
  });

  it('invites to NetBuilder without a plan, and says so when nothing more would open', async () => {
    clientDashboardMocks.setCreditBuilding({ insight: { fitsNow: 2, ficoTarget: null, ficoOpens: null, moreTradeMonths: null, tradeMonthsOpens: null, text: null } });
    renderApp('/client/dashboard');
    const card = await screen.findByRole('region', { name: 'Build your business credit' });
    expect(await within(card).findByText('No NetBuilder plan yet')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See NetBuilder plans' }).getAttribute('href')).toBe('/netbuilder');
    expect(within(card).getByText('No more lender programs open with a higher FICO or more on-time reported months right now.')).toBeTruthy();
  });

  it('shows its error where the card would be, the rest of the dashboard still there', async () => {
    clientDashboardMocks.failNextCreditBuilding('Database unavailable');
    taskMocks.set({ documents: [], requests: [] });
    renderApp('/client/dashboard');
    await screen.findByRole('list', { name: 'My applications' });
    const card = await screen.findByRole('region', { name: 'Build your business credit' });
    expect(await within(card).findByRole('alert')).toBeTruthy();
  });
});

describe('/client/dashboard: empty', { timeout: 20_000 }, () => {
  it('says No applications yet with Apply Now and still shows the credit-builder card', async () => {
    setSignedIn(addClientAccount({ username: 'newbie', email: 'newbie@example.com', password: 'secret-1' }));
    renderApp('/client/dashboard');
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe(appConfig.applicationFormUrl);
    const card = await screen.findByRole('region', { name: 'Build your business credit' });
    expect(await within(card).findByText('Apply for funding and we show how many more lender programs your credit history would open.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Action needed' })).toBeNull();
  });
});
