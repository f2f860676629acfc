import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signPreviewToken } from '../../../mocks/article-editor';
import { mockServer } from '../../../mocks/node';
import { renderApp } from '../../../test/render-app';

const SLUG = 'how-lenders-read-your-business-bank-statements';

afterEach(() => mockServer.events.removeAllListeners());

const slow = { timeout: 8000 };

describe('The NetFund Brief (public)', { timeout: 30_000 }, () => {
  it('asks for 12 articles a page and links each card by slug', async () => {
    const asked: unknown[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/graphql')) {
        const body = (await request.clone().json()) as { operationName?: string; variables?: unknown };
        if (body.operationName === 'Articles') asked.push(body.variables);
      }
    });
    renderApp('/the-netfund-brief');
    const cards = await screen.findAllByRole('article', {}, slow);
    // The back office's published articles (mocks/article-lists.ts), newest first.
    expect(cards).toHaveLength(4);
    const title = within(cards[0]!).getByRole('link', { name: /How Lenders Read Your Business Bank Statements/ });
    expect(title.getAttribute('href')).toBe(`/the-netfund-brief/${SLUG}`);
    expect(asked).toContainEqual(expect.objectContaining({ page: 1, pageSize: 12 }));
  });

  it('filters by tag from a shareable ?tag= URL, and a card tag links there', async () => {
    const { history } = renderApp('/the-netfund-brief?tag=funding');
    await screen.findByText(/Articles tagged/, {}, slow);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3), slow);
    expect(screen.queryByText(/DSCR Loans Explained/)).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Show all articles' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4), slow);

    const dscr = screen.getByRole('link', { name: /DSCR Loans Explained/ }).closest('article')!;
    await userEvent.click(within(dscr).getByRole('link', { name: '#real-estate' }));
    await waitFor(() => expect(history.location.search).toContain('tag=real-estate'), slow);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), slow);
  });

  it('a tag without articles says so', async () => {
    renderApp('/the-netfund-brief?tag=nothing-here');
    expect(await screen.findByText('There are no articles tagged #nothing-here yet.', {}, slow)).toBeTruthy();
  });

  it('opens by slug, and a numeric id is replaced by the slug in the URL', async () => {
    const { history } = renderApp('/the-netfund-brief/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'How Lenders Read Your Business Bank Statements' }, slow)).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe(`/the-netfund-brief/${SLUG}`), slow);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How Lenders Read Your Business Bank Statements');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${window.location.origin}/the-netfund-brief/${SLUG}`);
  });

  it('an unknown slug is "Article not found"', async () => {
    renderApp('/the-netfund-brief/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' }, slow)).toBeTruthy();
  });

  it('the preview link shows the article with a preview banner', async () => {
    // A draft, through the editor's signed token (the link ArticlePreviewLink makes).
    renderApp(`/the-netfund-brief/preview?token=${encodeURIComponent(signPreviewToken('4'))}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'What a factor rate really costs' }, slow)).toBeTruthy();
    expect(screen.getByText(/Preview — this is how the article will look/)).toBeTruthy();
  });

  it('a bad or expired preview token says so', async () => {
    renderApp(`/the-netfund-brief/preview?token=${signPreviewToken('4').replace(/\.[^.]+$/, `.${'A'.repeat(43)}`)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This preview link is invalid or has expired' }, slow)).toBeTruthy();
  });
});
