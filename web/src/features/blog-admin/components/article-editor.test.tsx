import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, type GraphQLQuery, type GraphQLResponseBody } from 'msw/graphql';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ArticleEditorFieldsFragment,
  ArticleEditorQuery,
  ArticleRevisionsQuery,
  PublishArticleMutation,
  UpdateArticleMutation,
  UpdateArticleMutationVariables,
} from '../api/article-editor.generated';
import { mockScenario } from '../../../mocks/handlers';
import { mockServer } from '../../../mocks/node';
import { createApolloClient } from '../../../app/apollo-client';
import { system } from '../../../app/system';
import { Notifications } from '../../../components/ui/notifications';
import { CreateArticlePage, EditArticlePage } from './article-editor';
import { draftKey } from '../lib/article-form';

type Article = ArticleEditorFieldsFragment & { __typename: 'AdminArticle' };

const START: Article = {
  __typename: 'AdminArticle',
  id: '7',
  slug: 'cash-flow-basics',
  title: 'Cash flow basics',
  excerpt: 'How money moves.',
  body: '## Start\n\nKeep a buffer.',
  status: 'DRAFT',
  publishAt: null,
  publishedAt: null,
  everPublished: false,
  tags: ['cash'],
  category: 'General',
  authorName: 'dana',
  coverImageId: null,
  coverImageUrl: null,
  coverAlt: null,
  metaTitle: null,
  metaDescription: null,
  canonicalUrl: null,
  noindex: false,
  readingMinutes: 1,
  seoScore: 2,
  seoAdvice: ['Write a meta description of 70–160 characters'],
  version: 3,
  updatedAt: '2026-11-23T14:00:00.000Z',
  updatedByName: 'dana',
};

let article: Article;
let updates: UpdateArticleMutationVariables[];
let inFlight = 0;
let maxInFlight = 0;
let updateDelay = 0;

const api = graphql.link('*/graphql');
const error = <Q extends GraphQLQuery>(message: string, extensions: Record<string, unknown>) =>
  HttpResponse.json<GraphQLResponseBody<Q>>({ data: null, errors: [{ message, extensions }] });

const handlers = [
  api.query<ArticleEditorQuery>('ArticleEditor', () => HttpResponse.json({ data: { adminArticle: article } })),
  api.query<ArticleRevisionsQuery>('ArticleRevisions', () =>
    HttpResponse.json({
      data: {
        articleRevisions: [
          {
            id: '11',
            createdAt: '2026-11-23T14:00:00.000Z',
            authorName: 'dana',
            action: 'saved',
            title: 'Cash flow basics',
          },
        ],
      },
    }),
  ),
  api.mutation<UpdateArticleMutation, UpdateArticleMutationVariables>('UpdateArticle', async ({ variables }) => {
    updates.push(variables);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      if (updateDelay) await delay(updateDelay);
      if (variables.expectedVersion !== article.version) {
        return error<UpdateArticleMutation>(
          'This record was changed by ada at Nov 23, 2026, 9:41 AM EST. Reload to see the latest.',
          {
            code: 'CONFLICT',
            changedBy: 'ada',
            changedAt: '2026-11-23T14:41:00.000Z',
          },
        );
      }
      article = {
        ...article,
        title: variables.input.title,
        body: variables.input.body ?? '',
        version: article.version + 1,
      };
      return HttpResponse.json({ data: { updateArticle: article } });
    } finally {
      inFlight -= 1;
    }
  }),
  api.mutation<PublishArticleMutation>('PublishArticle', () => {
    if (!article.body.trim())
      return error<PublishArticleMutation>('Add some content before publishing', { code: 'BAD_USER_INPUT' });
    article = {
      ...article,
      status: 'PUBLISHED',
      publishedAt: '2026-11-23T15:00:00.000Z',
      everPublished: true,
      version: article.version + 1,
    };
    return HttpResponse.json({ data: { publishArticle: article } });
  }),
];

beforeEach(() => {
  article = { ...START };
  updates = [];
  inFlight = 0;
  maxInFlight = 0;
  updateDelay = 0;
  window.localStorage.clear();
  mockServer.use(...handlers);
  mockScenario.signInAs('admin');
});
afterEach(() => vi.useRealTimers());

const user = () =>
  vi.isFakeTimers() ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }) : userEvent.setup();
const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }) as HTMLInputElement;

/** The editor under a router of its own (the pages it navigates to), Apollo and Chakra, talking to MSW. */
function renderEditor(path: string) {
  const root = createRootRoute({ component: Outlet });
  const edit = createRoute({
    getParentRoute: () => root,
    path: '/admin/blog/edit/$id',
    component: function Edit() {
      return <EditArticlePage id={(edit.useParams() as unknown as { id: string }).id} />;
    },
  });
  const create = createRoute({
    getParentRoute: () => root,
    path: '/admin/blog/create-article',
    component: CreateArticlePage,
  });
  const list = createRoute({ getParentRoute: () => root, path: '/admin/blog', component: () => <p>Blog</p> });
  const router = createRouter({
    routeTree: root.addChildren([edit, create, list]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return render(
    <ChakraProvider value={system}>
      <ApolloProvider client={createApolloClient(`${window.location.origin}/graphql`)}>
        <RouterProvider router={router} />
      </ApolloProvider>
      <Notifications />
    </ChakraProvider>,
  );
}

async function open(path = '/admin/blog/edit/7') {
  const view = renderEditor(path);
  await screen.findByRole('heading', { level: 1, name: /article/ }, { timeout: 8000 });
  return view;
}

describe('R16/R17 article editor', { timeout: 30_000 }, () => {
  it('labels its fields and buttons in the spec’s words', async () => {
    await open();
    await waitFor(() => expect(field('Title').value).toBe('Cash flow basics'));
    expect(field('Body (Markdown)').value).toContain('Keep a buffer.');
    for (const name of ['Save draft', 'Publish now', 'Schedule', 'Preview', 'Archive', 'Delete']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Restore revision' })).toBeTruthy();
    // The live preview is the public renderer's output.
    expect(screen.getByRole('heading', { level: 2, name: 'Start' })).toBeTruthy();
  });

  it('a published article saves with Update (R17: live at once), a scheduled one with Save changes', async () => {
    article = { ...START, status: 'PUBLISHED', publishedAt: '2026-11-20T15:00:00.000Z', everPublished: true };
    const view = await open();
    expect(await screen.findByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    view.unmount();
    article = { ...START, status: 'SCHEDULED', publishAt: '2026-12-01T15:00:00.000Z' };
    await open();
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('a new article: the slug follows the title until edited', async () => {
    await open('/admin/blog/create-article');
    await user().type(field('Title'), 'Net 30, explained');
    expect(field('URL slug').value).toBe('net-30-explained');
    await user().clear(field('URL slug'));
    await user().type(field('URL slug'), 'my-slug');
    await user().type(field('Title'), ' again');
    expect(field('URL slug').value).toBe('my-slug');
  });

  it('sends the version; a stale save shows the 409 banner, copies my text, and Reload starts over from the server', async () => {
    await open();
    await waitFor(() => expect(field('Title').value).toBe('Cash flow basics'));
    article = { ...article, title: 'Their title', version: 4, updatedByName: 'ada' };
    await user().clear(field('Title'));
    await user().type(field('Title'), 'My title');
    await user().click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        /^ada changed this article at 9:41 AM\. Your text is safe: Copy my changes, then Reload\.$/,
      ),
    ).toBeTruthy();
    expect(updates[0]!.expectedVersion).toBe(3);
    expect(field('Title').value).toBe('My title');
    const copier = user();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await copier.click(screen.getByRole('button', { name: 'Copy my changes' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('My title'));
    expect(writeText.mock.calls[0]![0]).toContain('Keep a buffer.');
    await user().click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('Title').value).toBe('Their title'));
    expect(screen.queryByText(/Your text is safe/)).toBeNull();
    await user().type(field('Title'), '!');
    await user().click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]!.expectedVersion).toBe(4);
  });

  it('keeps unsaved title and body in localStorage (by article and version) and restores them after a reload of the tab', async () => {
    const first = await open();
    await waitFor(() => expect(field('Title').value).toBe('Cash flow basics'));
    await user().type(field('Body (Markdown)'), '\n\nMore text');
    await waitFor(() => expect(window.localStorage.getItem(draftKey('7', 3))).toContain('More text'));
    first.unmount();
    await open();
    expect(await screen.findByText('Restored your unsaved changes')).toBeTruthy();
    expect(field('Body (Markdown)').value).toContain('More text');
  });

  it('autosaves every 10 s while dirty, never two saves in flight, and shows "Saved {time}"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    updateDelay = 15_000;
    await open();
    await waitFor(() => expect(field('Title').value).toBe('Cash flow basics'));
    await user().type(field('Body (Markdown)'), ' one');
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.autosave).toBe(true);
    await user().type(field('Body (Markdown)'), ' two');
    // Two more ticks while the first save is still under way: nothing else is sent.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(updates).toHaveLength(1);
    updateDelay = 0;
    await waitFor(() => expect(screen.getByText(/^Saved \d{1,2}:\d{2} [AP]M$/)).toBeTruthy(), { timeout: 15_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]!.expectedVersion).toBe(4);
    expect(updates[1]!.input.body).toContain('two');
    expect(maxInFlight).toBe(1);
  });

  it("shows the server's message when publishing without a body", async () => {
    article = { ...article, body: '' };
    await open();
    await waitFor(() => expect(field('Title').value).toBe('Cash flow basics'));
    await user().click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Add some content before publishing')).toBeTruthy();
  });

  it('asks for alt text when a cover is set', async () => {
    article = { ...article, coverImageId: '5', coverImageUrl: '/api/article-images/5?w=800', coverAlt: null };
    await open();
    await waitFor(() => expect(field('Title').value).toBe('Cash flow basics'));
    await user().type(field('Title'), '!');
    await user().click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Describe the cover image for screen readers')).toBeTruthy();
    expect(updates).toHaveLength(0);
  });
});
