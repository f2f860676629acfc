import { ChakraProvider } from '@chakra-ui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  parseSearchWith,
  RouterProvider,
  stringifySearchWith,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { system } from '../../../app/system';
import { readListSearch, validateListSearch, type ListSearch } from '../lib/list-search';
import { DataTable } from './data-table';
import { EmptyState } from './empty-state';

interface Client {
  id: number;
  name: string;
}

const CLIENTS: Client[] = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, name: `Client ${String(index + 1).padStart(2, '0')}` }));

/** A list route as a back-office page writes one: its filter plus the list keys; the "server" pages and sorts. */
function renderList(path: string, clients: Client[] = CLIENTS, loading = false) {
  const rootRoute = createRootRoute({ component: Outlet });
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/clients',
    validateSearch: (search: Record<string, unknown>): ListSearch & { status: string | undefined } => ({
      ...validateListSearch(search, ['name']),
      status: typeof search.status === 'string' ? search.status : undefined,
    }),
    component: function ClientList() {
      const search = listRoute.useSearch();
      const list = readListSearch(search);
      const sorted = [...clients].sort((a, b) => (list.sort?.direction === 'desc' ? b.name.localeCompare(a.name) : a.name.localeCompare(b.name)));
      return (
        <DataTable
          caption="Clients"
          columns={[
            { key: 'name', header: 'Name', sortable: true, cell: (client: Client) => client.name },
            { key: 'id', header: 'Number', align: 'end', cell: (client: Client) => client.id },
          ]}
          rows={sorted.slice(list.offset, list.offset + list.pageSize)}
          rowKey={(client) => String(client.id)}
          totalCount={clients.length}
          list={list}
          loading={loading}
          empty={<EmptyState title="No clients match these filters" actions={<button type="button">Clear filters</button>} />}
        />
      );
    },
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute]),
    history,
    // As the app's router: search values stay the URL's text.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
  });
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { search: () => new URLSearchParams(history.location.search) };
}

const names = () =>
  within(screen.getByRole('table', { name: 'Clients' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('shows the first page and the count, and pages through the query string keeping the filters', async () => {
    const { search } = renderList('/clients?status=open');
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    expect(names()).toHaveLength(25);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    expect(search().get('status')).toBe('open');
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();
    expect(names()[0]).toBe('Client 26');

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    // Page 1 is the plain link: no `page` key.
    await waitFor(() => expect(search().has('page')).toBe(false));
  });

  it('sorts by a column from its header, back to page 1, and says so to screen readers', async () => {
    const { search } = renderList('/clients?page=2');
    const header = await screen.findByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBeNull();
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(search().get('sort')).toBe('name'));
    expect(search().has('page')).toBe(false);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');

    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(search().get('sort')).toBe('-name'));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    expect(names()[0]).toBe('Client 60');
    // A column the server cannot sort by has no button.
    expect(within(screen.getByRole('columnheader', { name: 'Number' })).queryByRole('button')).toBeNull();
  });

  it('changes the page size, back to page 1; the default size is no key', async () => {
    const { search } = renderList('/clients?page=3');
    const select = await screen.findByLabelText('Rows per page');
    await userEvent.selectOptions(select, '50');
    await waitFor(() => expect(search().get('pageSize')).toBe('50'));
    expect(search().has('page')).toBe(false);
    expect(await screen.findByText('1–50 of 60')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await waitFor(() => expect(search().has('pageSize')).toBe(false));
  });

  it('shows the empty state (with its Clear filters) for an empty list', async () => {
    renderList('/clients?status=none', []);
    expect(await screen.findByText('No clients match these filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows placeholder rows under the headers while the first rows load, not the empty state', async () => {
    renderList('/clients', [], true);
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toBeTruthy();
    expect(screen.getAllByTestId('loading-row')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'Clients' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('No clients match these filters')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('offers the first page when a link points past the end of the list', async () => {
    const { search } = renderList('/clients?page=9');
    await userEvent.click(await screen.findByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(search().has('page')).toBe(false));
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
  });
});

describe('validateListSearch', () => {
  it('keeps valid values as the text they are, and returns every key', () => {
    expect(validateListSearch({ page: '3', pageSize: '50', sort: '-name' }, ['name'])).toEqual({ page: '3', pageSize: '50', sort: '-name' });
    // The router turns "3" into 3 before validation.
    expect(validateListSearch({ page: 3, pageSize: 100 }, ['name'])).toEqual({ page: '3', pageSize: '100', sort: undefined });
  });

  it('drops what is invalid or the default, as undefined keys', () => {
    const dropped = { page: undefined, pageSize: undefined, sort: undefined };
    expect(validateListSearch({}, ['name'])).toEqual(dropped);
    expect(validateListSearch({ page: '1', pageSize: '25', sort: 'password' }, ['name'])).toEqual(dropped);
    expect(validateListSearch({ page: '0', pageSize: '7', sort: '--name' }, ['name'])).toEqual(dropped);
    expect(validateListSearch({ page: '2.5', pageSize: '1000' }, ['name'])).toEqual(dropped);
    expect(validateListSearch({ page: '-2', pageSize: 'abc' }, ['name'])).toEqual(dropped);
    expect(validateListSearch({ page: ['2'], sort: { field: 'name' } }, ['name'])).toEqual(dropped);
  });

  it('reads the validated search as numbers, an offset and a sort', () => {
    expect(readListSearch({ page: '3', pageSize: '50', sort: '-name' })).toEqual({
      page: 3,
      pageSize: 50,
      offset: 100,
      sort: { field: 'name', direction: 'desc' },
    });
    expect(readListSearch({ page: undefined, pageSize: undefined, sort: undefined }, { field: 'created', direction: 'desc' })).toEqual({
      page: 1,
      pageSize: 25,
      offset: 0,
      sort: { field: 'created', direction: 'desc' },
    });
  });
});
