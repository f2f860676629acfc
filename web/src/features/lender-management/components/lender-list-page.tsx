import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ErrorAlert } from '../../../components/error-alert';
import type { LenderSort } from '../../../generated/graphql';
import {
  useLenderListPerformancesQuery,
  useLenderListQuery,
  type LenderListPerformancesQuery,
  type LenderRowFieldsFragment,
} from '../api/lender-management.generated';
import { PRODUCTS, productLabel, US_STATES } from '../../../lib/catalogue';
import { loadErrorMessage } from '../../applications/lib/error-message';
import { DataTable, type DataTableColumn } from '../../backoffice/components/data-table';
import { EmptyState } from '../../backoffice/components/empty-state';
import { FilterSelect, ListSearchForm } from '../../backoffice/components/list-filters';
import { PageHeader } from '../../backoffice/components/page-header';
import { StatusChip, statusText } from '../../backoffice/components/status-chip';
import { readListSearch, type ListSort } from '../../backoffice/lib/list-search';
import { formatCents } from '../../funding/lib/funding-format';
import { commissionText } from '../lib/format';
import { hasLenderFilters, LENDER_STATUS_VALUES } from '../lib/list-filters';
import type { LENDER_SORT_FIELDS, LenderListSearch } from '../lib/search';
import { LenderStatusActions } from './lender-status-actions';

type SearchChange = Partial<LenderListSearch>;
const NO_FILTERS: SearchChange = { q: undefined, status: undefined, product: undefined, state: undefined, page: undefined };
const DEFAULT_SORT: ListSort<(typeof LENDER_SORT_FIELDS)[number]> = { field: 'name', direction: 'asc' };

function useSearchNavigation() {
  const navigate = useNavigate();
  return (change: SearchChange) =>
    void navigate({
      to: '/admin/lender-management/view',
      search: ((previous: LenderListSearch) => ({ ...previous, page: undefined, ...change })) as never,
    });
}

/** The lender's name, leading to R9. */
export function LenderLink({ lender }: { lender: Pick<LenderRowFieldsFragment, 'id' | 'displayName' | 'legalName'> }) {
  return (
    <Link to="/admin/lender-management/view/$id" params={{ id: String(lender.id) }}>
      <chakra.span color="fg.info" textDecoration="underline" fontWeight="medium">
        {lender.displayName}
      </chakra.span>
      {lender.legalName !== lender.displayName ? (
        <Text as="span" display="block" fontSize="xs" color="fg.muted">
          {lender.legalName}
        </Text>
      ) : null}
    </Link>
  );
}

/** A listed lender with its 90-day figures once `lenderPerformances` answers (a dash until then). */
type LenderListRow = LenderRowFieldsFragment & { performance?: LenderListPerformancesQuery['lenderPerformances'][number] };

const COLUMNS: readonly DataTableColumn<LenderListRow>[] = [
  { key: 'name', header: 'Lender', sortable: true, wrap: true, cell: (row) => <LenderLink lender={row} /> },
  { key: 'status', header: 'Status', cell: (row) => <StatusChip status={row.status} /> },
  // The row menu next to the status it changes, so it stays on screen on a phone (the table scrolls sideways).
  { key: 'actions', header: 'Actions', cell: (row) => <LenderStatusActions lender={row} layout="menu" /> },
  { key: 'products', header: 'Products', wrap: true, hideBelow: 'lg', cell: (row) => row.products.map(productLabel).join(', ') },
  { key: 'activePrograms', header: 'Active programs', align: 'end', cell: (row) => row.activeProgramCount },
  { key: 'users', header: 'Users', align: 'end', hideBelow: 'md', cell: (row) => row.userCount },
  { key: 'openSubmissions', header: 'Open submissions', align: 'end', hideBelow: 'md', cell: (row) => row.openSubmissionCount },
  { key: 'sla', header: 'SLA', align: 'end', hideBelow: 'md', cell: (row) => `${row.slaHours} h` },
  {
    key: 'medianResponse',
    header: 'Median response',
    align: 'end',
    hideBelow: 'md',
    cell: (row) => (row.performance?.medianFirstResponseHours == null ? '—' : `${row.performance.medianFirstResponseHours.toFixed(1)} h`),
  },
  { key: 'offers90', header: 'Offers (90 d)', align: 'end', hideBelow: 'md', cell: (row) => row.performance?.offered ?? '—' },
  { key: 'funded90', header: 'Funded (90 d)', align: 'end', hideBelow: 'md', cell: (row) => (row.performance ? formatCents(row.performance.fundedVolumeCents) : '—') },
  { key: 'commission', header: 'Commission', hideBelow: 'lg', cell: (row) => commissionText(row) },
];

/** R7 `/admin/lender-management/view`: every lender, filtered, searched and paged in the link. */
export function LenderListPage({ search }: { search: LenderListSearch }) {
  const list = readListSearch(search as never, DEFAULT_SORT);
  const sort = `${list.sort!.field}_${list.sort!.direction}` as LenderSort;
  const { data, previousData, loading, error } = useLenderListQuery({
    variables: {
      filter: { search: search.q ?? null, status: search.status ?? null, product: search.product ?? null, state: search.state ?? null },
      sort,
      page: list.page,
      pageSize: list.pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.adminLenders;
  // R7's 90-day columns: one request for the page's lenders, not one per row.
  const lenderIds = page?.items.map((row) => String(row.id)) ?? [];
  const { data: figures } = useLenderListPerformancesQuery({ variables: { lenderIds }, skip: lenderIds.length === 0, fetchPolicy: 'cache-and-network' });
  const byLender = new Map(figures?.lenderPerformances.map((each) => [each.lenderId, each]));
  const rows: LenderListRow[] = (page?.items ?? []).map((row) => ({ ...row, performance: byLender.get(String(row.id)) }));
  return (
    <Box>
      <PageHeader
        title="View Lenders"
        subtitle="Every partner lender. Search by name or e-mail; filter by status, product or a state they cover."
        actions={
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/admin/lender-management/add">Add lender</Link>
          </Button>
        }
      />
      <Stack gap="4">
        <SearchAndFilters search={search} />
        {error && !page ? (
          <ErrorAlert message={loadErrorMessage(error, 'The lenders could not be loaded.')} />
        ) : (
          <DataTable
            caption="Lenders"
            columns={COLUMNS}
            rows={rows}
            rowKey={(row) => String(row.id)}
            totalCount={page?.totalCount ?? 0}
            list={list}
            loading={loading && !page}
            refreshing={loading && Boolean(page)}
            empty={<NoResults search={search} />}
          />
        )}
      </Stack>
    </Box>
  );
}

function NoResults({ search }: { search: LenderListSearch }) {
  const setSearch = useSearchNavigation();
  if (!hasLenderFilters(search)) {
    return (
      <EmptyState
        title="No lenders yet — add your first partner lender"
        actions={
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/admin/lender-management/add">Add lender</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      title="No lenders match these filters"
      actions={
        <Button size="sm" variant="outline" onClick={() => setSearch(NO_FILTERS)}>
          Clear filters
        </Button>
      }
    />
  );
}


function SearchAndFilters({ search }: { search: LenderListSearch }) {
  const setSearch = useSearchNavigation();
  return (
    <Stack gap="3">
      <ListSearchForm value={search.q} placeholder="Lender name or e-mail" onSearch={(q) => setSearch({ q })} />
      <HStack gap="3" flexWrap="wrap" align="flex-end">
        <FilterSelect label="Status" value={search.status} options={LENDER_STATUS_VALUES.map((status) => ({ value: status, label: statusText(status) }))} onChange={(status) => setSearch({ status: status as LenderListSearch['status'] })} />
        <FilterSelect label="Product" value={search.product} options={PRODUCTS.map((product) => ({ value: product.code, label: product.label }))} onChange={(product) => setSearch({ product })} />
        <FilterSelect label="State coverage" value={search.state} options={US_STATES.map((state) => ({ value: state.code, label: state.name }))} onChange={(state) => setSearch({ state })} />
        {hasLenderFilters(search) ? (
          <Button size="sm" variant="ghost" onClick={() => setSearch(NO_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
