import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { mockServer } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';
import { blogAdminHandlers, blogAdminMocks } from './article-list.mocks';

beforeEach(() => {
  mockServer.use(...blogAdminHandlers);
  mockScenario.signInAs('admin');
});
afterEach(() => blogAdminMocks.reset());

const user = () => userEvent.setup();
const sent = (operation: string) => blogAdminMocks.sent.filter((each) => each.operation === operation).map((each) => each.variables);
const table = () => screen.getByRole('region', { name: 'Articles' });
const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 5000 })).closest('tr')!;

async function openList(search = '') {
  const view = renderApp(`/admin/blog/view-articles${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Articles' }, { timeout: 5000 });
  return view;
}

describe('R18 /admin/blog/view-articles', { timeout: 45_000 }, () => {
  it('lists 25 articles a page with their columns; the pager goes into the link', async () => {
    const { history } = await openList();
    const row = await rowOf('Working capital explained');
    for (const text of ['Published', 'Bea Editor', 'funding', '98', '4/5']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Working capital explained' }).getAttribute('href')).toBe('/admin/blog/edit/2');
    expect(within(table()).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(history.location.search).toBe('?page=2'));
    expect(await screen.findByText('Old news')).toBeTruthy();
    await user().selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(history.location.search).toBe('?pageSize=50'));
    expect(await screen.findByText('1–30 of 30')).toBeTruthy();
    expect(screen.getByText('Scheduled Jan 5, 2099, ' + new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(new Date('2099-01-05T15:00:00.000Z')))).toBeTruthy();
  });

  it('status, author and search go into the link and are sent as the filter', async () => {
    const { history } = await openList();
    await rowOf('Working capital explained');
    await user().selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'DRAFT');
    await waitFor(() => expect(history.location.search).toBe('?status=DRAFT'));
    expect(await screen.findByText('My first draft')).toBeTruthy();
    await waitFor(() => expect(within(table()).queryByText('Working capital explained')).toBeNull());
    await user().selectOptions(screen.getByRole('combobox', { name: 'Author' }), '1');
    await waitFor(() => expect(history.location.search).toBe('?status=DRAFT&author=1'));
    await user().type(screen.getByRole('searchbox'), 'second');
    await user().click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(history.location.search).toBe('?status=DRAFT&author=1&q=second'));
    await waitFor(() => expect(within(table()).queryByText('My first draft')).toBeNull());
    expect(within(table()).getByText('My second draft')).toBeTruthy();
  });

  it('a link with filters opens them; a tag on a row filters by it; Clear filters empties the link', async () => {
    const { history } = await openList('?tag=cash-flow&status=published');
    expect(await screen.findByText('Article 3', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(table()).queryByText('Article 1')).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('PUBLISHED');
    expect(screen.getByText('cash-flow', { selector: 'strong' })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(history.location.search).toBe(''));
    await user().click(within(await rowOf('Working capital explained')).getByRole('button', { name: 'Filter by tag funding' }));
    await waitFor(() => expect(history.location.search).toBe('?tag=funding'));
  });

  it('an empty status says so ("No scheduled articles") and offers Clear filters', async () => {
    const { history } = await openList('?status=SCHEDULED&q=nothing-matches');
    expect(await screen.findByText('No articles match these filters', {}, { timeout: 5000 })).toBeTruthy();
    history.push('/admin/blog/view-articles?status=ARCHIVED');
    await screen.findByText('Old news', {}, { timeout: 5000 });
    blogAdminMocks.empty();
    history.push('/admin/blog/view-articles?status=SCHEDULED');
    const empty = await screen.findByText('No scheduled articles', {}, { timeout: 5000 });
    await user().click(within(empty.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(await screen.findByText('No articles yet — write the first brief')).toBeTruthy();
  });

  it('bulk archive sends the selected ids and toasts the count; the rows show Archived', async () => {
    await openList('?status=PUBLISHED');
    await user().click(within(await rowOf('Article 1')).getByRole('checkbox', { name: 'Select Article 1' }));
    await user().click(within(await rowOf('Article 3')).getByRole('checkbox', { name: 'Select Article 3' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Archive selected' }));
    expect(await screen.findByText('2 articles archived', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent('ArticleListBulkArchive')).toEqual([{ ids: ['1', '3'] }]);
    await waitFor(() => expect(within(table()).queryByText('Article 3')).toBeNull());
    expect(blogAdminMocks.status('1')).toBe('ARCHIVED');
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it('bulk unschedule answers with the server’s count (only scheduled ones move)', async () => {
    await openList('?q=coming');
    await rowOf('Coming soon');
    await user().click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user().click(screen.getByRole('button', { name: 'Unschedule selected' }));
    expect(await screen.findByText('1 article unscheduled', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent('ArticleListBulkUnschedule')).toEqual([{ ids: ['29'] }]);
    expect(blogAdminMocks.status('29')).toBe('DRAFT');
  });

  it('row actions: archive sends the row’s version; view public only for published; duplicate opens the copy’s editor', async () => {
    const { history } = await openList('?status=SCHEDULED');
    const scheduled = await rowOf('Coming soon');
    expect(within(scheduled).getByRole('link', { name: 'Edit Coming soon' }).getAttribute('href')).toBe('/admin/blog/edit/29');
    expect(within(scheduled).queryByRole('link', { name: 'View Coming soon on the brief' })).toBeNull();
    await user().click(within(scheduled).getByRole('button', { name: 'Archive Coming soon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive "Coming soon"?' }, { timeout: 5000 });
    await user().click(within(dialog).getByRole('button', { name: 'Archive article' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('ArticleListArchive')).toEqual([{ id: '29', expectedVersion: 3 }]);

    history.push('/admin/blog/view-articles?q=Working');
    const published = await rowOf('Working capital explained');
    expect(within(published).getByRole('link', { name: 'View Working capital explained on the brief' }).getAttribute('href')).toBe('/the-netfund-brief/article-2');
    await user().click(within(published).getByRole('button', { name: 'Duplicate Working capital explained' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/blog/edit/100'));
    expect(sent('ArticleListDuplicate')).toEqual([{ id: '2' }]);
  });
});

describe('R15 /admin/blog', { timeout: 45_000 }, () => {
  it('shows counts, scheduled next, my drafts, top articles and SEO warnings, each opening the editor', async () => {
    renderApp('/admin/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blog' }, { timeout: 5000 });
    expect(await screen.findByRole('link', { name: 'Published: 26' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Drafts: 2' }).getAttribute('href')).toBe('/admin/blog/view-articles?status=DRAFT');
    const scheduled = screen.getByRole('region', { name: 'Scheduled next' });
    expect(within(scheduled).getByRole('link', { name: 'Coming soon' }).getAttribute('href')).toBe('/admin/blog/edit/29');
    expect(within(screen.getByRole('region', { name: 'Continue editing' })).getByText('My second draft')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Top articles (30 days)' })).getByText('99 views')).toBeTruthy();
    const seo = screen.getByRole('region', { name: 'SEO warnings' });
    expect(within(seo).getByText('Published without a meta description')).toBeTruthy();
    expect(within(seo).getByRole('link', { name: 'Article 1' }).getAttribute('href')).toBe('/admin/blog/edit/1');
    const actions = screen.getByTestId('page-header-actions');
    expect(within(actions).getByRole('link', { name: 'New article' }).getAttribute('href')).toBe('/admin/blog/create-article');
    expect(within(actions).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/admin/blog/view-articles');
  });

  it('with no articles: "No articles yet — write the first brief" with New article', async () => {
    blogAdminMocks.empty();
    renderApp('/admin/blog');
    const empty = await screen.findByText('No articles yet — write the first brief', {}, { timeout: 5000 });
    expect(within(empty.closest('[role="status"]') as HTMLElement).getByRole('link', { name: 'New article' }).getAttribute('href')).toBe('/admin/blog/create-article');
    expect(screen.queryByRole('region', { name: 'SEO warnings' })).toBeNull();
  });
});
