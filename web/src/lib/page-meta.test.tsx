import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../app/router';
import { createSession } from '../features/auth/api/session';
import { mockScenario } from '../mocks/handlers';
import { renderApp } from '../test/render-app';
import { pageMetaForRoute, routePattern } from './page-meta';
import routeMeta from './route-meta.json';

/** Every page route of the app (pathless layouts such as `/_admin` are no pages), as its URL pattern. */
function pagePatterns(): string[] {
  const router = createAppRouter({ session: createSession('http://127.0.0.1:9/graphql'), graphqlUri: '' });
  return Object.values(router.routesById)
    .filter((route) => !route.isRoot && !route.id.split('/').at(-1)!.startsWith('_'))
    .map((route) => routePattern(route.fullPath));
}

describe('route titles', () => {
  it('every route of the route tree has a title, and none is missing from the table or left over in it', () => {
    const patterns = pagePatterns();
    expect(patterns.length).toBeGreaterThan(40);
    const untitled = patterns.filter((pattern) => !pageMetaForRoute({ pattern, pathname: pattern, params: {}, search: {} })?.title);
    expect(untitled).toEqual([]);
    const leftOver = Object.keys(routeMeta.routes).filter((pattern) => !patterns.includes(pattern));
    expect(leftOver).toEqual([]);
  });

  it('fills route parameters into the title and takes the canonical URL of an alias', () => {
    expect(pageMetaForRoute({ pattern: '/client/applications/$id', pathname: '/client/applications/2', params: { id: '2' }, search: {} })).toMatchObject({
      title: 'Application #2',
      path: '/client/applications/2',
    });
    expect(pageMetaForRoute({ pattern: '/support/faq', pathname: '/support/faq', params: {}, search: {} })).toMatchObject({
      title: 'Frequently Asked Questions',
      path: '/support/faqs',
    });
    expect(pageMetaForRoute({ pattern: '/the-netfund-brief', pathname: '/the-netfund-brief', params: {}, search: { page: 3 } })?.path).toBe('/the-netfund-brief?page=3');
  });
});

describe('document title', () => {
  const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href');
  const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

  it('follows navigation, with the description and canonical URL of each page', async () => {
    renderApp('/auth');
    await waitFor(() => expect(document.title).toBe('Sign In — NetFund'));
    expect(description()).toMatch(/^Sign in to NetFund/);
    expect(canonical()).toBe(`${window.location.origin}/auth`);

    const form = (await screen.findByRole('heading', { name: 'Sign In' })).closest('form')!;
    await userEvent.click(within(form).getByRole('link', { name: 'Terms of Service' }));
    await waitFor(() => expect(document.title).toBe('Terms of Service — NetFund'));
    expect(canonical()).toBe(`${window.location.origin}/support/terms`);
  });

  it("names a signed-in user's pages, with their parameters", async () => {
    mockScenario.signInAs('client');
    renderApp('/client/applications/2');
    await waitFor(() => expect(document.title).toBe('Application #2 — NetFund'));
  });

  it('names admin pages', async () => {
    mockScenario.signInAs('admin');
    renderApp('/admin/dashboard');
    await waitFor(() => expect(document.title).toBe('Admin Dashboard — NetFund'));
  });

  it('says Access Denied to the wrong role, and 404 for unknown paths', async () => {
    mockScenario.signInAs('lender');
    const { unmount } = renderApp('/client/dashboard');
    await waitFor(() => expect(document.title).toBe('Access Denied — NetFund'));
    unmount();

    renderApp('/no/such/page');
    await waitFor(() => expect(document.title).toBe('404 Page Not Found — NetFund'));
  });

  it("gives an article its own title, and the list's title back after leaving it", async () => {
    const { history } = renderApp('/the-netfund-brief');
    await waitFor(() => expect(document.title).toBe('The NetFund Brief — NetFund'));
    const [firstCard] = await screen.findAllByRole('article');
    await userEvent.click(within(firstCard!).getAllByRole('link')[0]!);
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} — NetFund`));
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:type"]')?.content).toBe('article');

    history.back();
    await waitFor(() => expect(document.title).toBe('The NetFund Brief — NetFund'));
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:type"]')?.content).toBe('website');
  });
});
