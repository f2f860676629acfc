import { Box, Button, chakra, HStack, Stack, Tabs } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ErrorAlert } from '../../../components/error-alert';
import {
  useClientListQuery,
  useClientManagementApplicationsQuery,
  type ClientListQuery,
  type ClientManagementApplicationsQuery,
} from '../api/client-management.generated';
import { INDUSTRIES, industryLabel, PRODUCTS, productLabel, US_STATES } from '../../../lib/catalogue';
import { formatDate, formatDollars } from '../../applications/lib/format';
import { loadErrorMessage } from '../../applications/lib/error-message';
import { DataTable, type DataTableColumn } from '../../backoffice/components/data-table';
import { EmptyState } from '../../backoffice/components/empty-state';
import { FilterSelect, ListSearchForm } from '../../backoffice/components/list-filters';
import { PageHeader } from '../../backoffice/components/page-header';
import { StatusChip } from '../../backoffice/components/status-chip';
import { formatAge } from '../../backoffice/lib/format-age';
import { applicationListState, clientListState, hasFilters } from '../lib/list-state';
import { WORKFLOW_STATUSES, type ClientManagementSearch, type ClientManagementTab } from '../lib/search';
import { statusText } from '../../backoffice/components/status-chip';
import { ClientDetailPanel } from './client-detail';

type ClientRow = ClientListQuery['adminClients']['items'][number];
type ApplicationRow = ClientManagementApplicationsQuery['adminApplications']['items'][number];

/** What the page changes in its query string: a filter or the search resets the page. */
type SearchChange = Partial<ClientManagementSearch>;

function useSearchNavigation() {
  const navigate = useNavigate();
  return (change: SearchChange) =>
    void navigate({
      to: '/admin/client-management/view',
      search: ((previous: ClientManagementSearch) => ({ ...previous, page: undefined, ...change })) as never,
    });
}

/** The filters of a tab, cleared together (the tab and an open client stay). */
const NO_FILTERS: SearchChange = { q: undefined, state: undefined, industry: undefined, status: undefined, product: undefined, page: undefined };

/** R11 `/admin/client-management/view`: the clients and applications tabs, or one client (`&id=`). */
export function ClientManagementView({ search }: { search: ClientManagementSearch }) {
  if (search.id) return <ClientDetailPanel id={search.id} />;
  const tab: ClientManagementTab = search.tab ?? 'clients';
  return (
    <Box>
      <PageHeader
        title="View Clients"
        subtitle="Every client and every application. Search by name, e-mail, phone, the last 4 digits of the EIN or the application number."
        actions={
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/admin/client-management/create-application">Create application</Link>
          </Button>
        }
      />
      <TabSwitch tab={tab} />
      <Stack gap="4" mt="4">
        <SearchAndFilters search={search} tab={tab} />
        {tab === 'clients' ? <ClientsTab search={search} /> : <ApplicationsTab search={search} />}
      </Stack>
    </Box>
  );
}

function TabSwitch({ tab }: { tab: ClientManagementTab }) {
  const navigate = useNavigate();
  return (
    <Tabs.Root
      value={tab}
      variant="line"
      onValueChange={(details) =>
        void navigate({ to: '/admin/client-management/view', search: { tab: details.value === 'applications' ? 'applications' : undefined } as never })
      }
    >
      <Tabs.List>
        <Tabs.Trigger value="clients">Clients</Tabs.Trigger>
        <Tabs.Trigger value="applications">Applications</Tabs.Trigger>
      </Tabs.List>
    </Tabs.Root>
  );
}


const STATUS_OPTIONS = WORKFLOW_STATUSES.map((status) => ({ value: status, label: statusText(status) }));

function SearchAndFilters({ search, tab }: { search: ClientManagementSearch; tab: ClientManagementTab }) {
  const setSearch = useSearchNavigation();
  return (
    <Stack gap="3">
      <ListSearchForm value={search.q} placeholder="Name, e-mail, phone, EIN, NF-…" onSearch={(q) => setSearch({ q })} />
      <HStack gap="3" flexWrap="wrap" align="flex-end">
        {tab === 'clients' ? (
          <>
            <FilterSelect label="State" value={search.state} options={US_STATES.map((state) => ({ value: state.code, label: state.name }))} onChange={(state) => setSearch({ state })} />
            <FilterSelect label="Industry" value={search.industry} options={INDUSTRIES.map((industry) => ({ value: industry.code, label: industry.label }))} onChange={(industry) => setSearch({ industry })} />
            <FilterSelect label="Latest status" value={search.status} options={STATUS_OPTIONS} onChange={(status) => setSearch({ status: status as ClientManagementSearch['status'] })} />
          </>
        ) : (
          <>
            <FilterSelect label="Status" value={search.status} options={STATUS_OPTIONS} onChange={(status) => setSearch({ status: status as ClientManagementSearch['status'] })} />
            <FilterSelect label="Product" value={search.product} options={PRODUCTS.map((product) => ({ value: product.code, label: product.label }))} onChange={(product) => setSearch({ product })} />
          </>
        )}
        {hasFilters(search) ? (
          <Button size="sm" variant="ghost" onClick={() => setSearch(NO_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

function NoResults({ search, what }: { search: ClientManagementSearch; what: string }) {
  const setSearch = useSearchNavigation();
  if (!hasFilters(search)) return <EmptyState title={`No ${what} yet`} description="Applications from the external form will appear here." />;
  return (
    <EmptyState
      title="No results"
      description={`No ${what} match this search and these filters.`}
      actions={
        <Button size="sm" variant="outline" onClick={() => setSearch(NO_FILTERS)}>
          Clear filters
        </Button>
      }
    />
  );
}

const CLIENT_COLUMNS: readonly DataTableColumn<ClientRow>[] = [
  {
    key: 'businessName',
    header: 'Business',
    sortable: true,
    wrap: true,
    cell: (row) => (
      <Link to="/admin/client-management/view" search={{ id: String(row.id) }}>
        <chakra.span color="fg.info" textDecoration="underline" fontWeight="medium">
          {row.businessName ?? row.name}
        </chakra.span>
      </Link>
    ),
  },
  { key: 'owner', header: 'Owner', wrap: true, cell: (row) => row.name },
  { key: 'email', header: 'E-mail', hideBelow: 'md', cell: (row) => row.email },
  { key: 'state', header: 'State', hideBelow: 'lg', cell: (row) => row.state ?? '—' },
  { key: 'industry', header: 'Industry', hideBelow: 'lg', cell: (row) => (row.industry ? industryLabel(row.industry) : '—') },
  { key: 'months', header: 'Months in business', align: 'end', hideBelow: 'lg', cell: (row) => row.monthsInBusiness ?? '—' },
  { key: 'applicationCount', header: 'Applications', align: 'end', sortable: true, cell: (row) => row.applicationCount },
  { key: 'latestStatus', header: 'Latest status', cell: (row) => (row.latestStatus ? <StatusChip status={row.latestStatus} /> : '—') },
  { key: 'plan', header: 'NetBuilder plan', hideBelow: 'md', cell: (row) => (row.netbuilderPlan ? statusText(row.netbuilderPlan) : '—') },
  { key: 'createdAt', header: 'Created', sortable: true, hideBelow: 'md', cell: (row) => formatDate(row.createdAt) },
];

function ClientsTab({ search }: { search: ClientManagementSearch }) {
  const { list, sort } = clientListState(search);
  const { data, previousData, loading, error } = useClientListQuery({
    variables: {
      filter: { search: search.q ?? null, state: search.state ?? null, industry: search.industry ?? null, latestStatus: search.status ?? null },
      sort,
      page: list.page,
      pageSize: list.pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.adminClients;
  if (error && !page) return <ErrorAlert message={loadErrorMessage(error, 'The clients could not be loaded.')} />;
  return (
    <DataTable
      caption="Clients"
      columns={CLIENT_COLUMNS}
      rows={page?.items ?? []}
      rowKey={(row) => String(row.id)}
      totalCount={page?.totalCount ?? 0}
      list={list}
      loading={loading && !page}
      refreshing={loading && Boolean(page)}
      empty={<NoResults search={search} what="clients" />}
    />
  );
}

const APPLICATION_COLUMNS: readonly DataTableColumn<ApplicationRow>[] = [
  {
    key: 'number',
    header: 'Number',
    cell: (row) => (
      <Link to="/admin/applications/view/$id" params={{ id: String(row.id) }}>
        <chakra.span color="fg.info" textDecoration="underline" fontWeight="medium">
          {row.number ?? `Draft #${row.id}`}
        </chakra.span>
      </Link>
    ),
  },
  { key: 'business', header: 'Business', wrap: true, cell: (row) => row.business.legalName },
  { key: 'product', header: 'Product', hideBelow: 'md', cell: (row) => productLabel(row.product) },
  { key: 'requestedAmount', header: 'Requested', align: 'end', sortable: true, cell: (row) => formatDollars(row.requestedAmount) },
  { key: 'status', header: 'Status', cell: (row) => <StatusChip status={row.workflowStatus} /> },
  { key: 'assignee', header: 'Assignee', hideBelow: 'md', cell: (row) => row.assignee?.displayName ?? 'Unassigned' },
  { key: 'submittedAt', header: 'Age', align: 'end', sortable: true, cell: (row) => formatAge(row.ageHours) },
];

function ApplicationsTab({ search }: { search: ClientManagementSearch }) {
  const { list, sort } = applicationListState(search);
  const { data, previousData, loading, error } = useClientManagementApplicationsQuery({
    variables: {
      filter: { search: search.q ?? null, statuses: search.status ? [search.status] : null, product: search.product ?? null },
      sort,
      page: list.page,
      pageSize: list.pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.adminApplications;
  if (error && !page) return <ErrorAlert message={loadErrorMessage(error, 'The applications could not be loaded.')} />;
  return (
    <DataTable
      caption="Applications"
      columns={APPLICATION_COLUMNS}
      rows={page?.items ?? []}
      rowKey={(row) => String(row.id)}
      totalCount={page?.totalCount ?? 0}
      list={list}
      loading={loading && !page}
      refreshing={loading && Boolean(page)}
      empty={<NoResults search={search} what="applications" />}
    />
  );
}
