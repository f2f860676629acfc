import { Box, Button, chakra, Flex, HStack, Input, Skeleton, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { formatSort, PAGE_SIZES, DEFAULT_PAGE_SIZE, type ListSearch, type ListState } from '../lib/list-search';

export interface DataTableColumn<Row> {
  /** Unique per table; for a sortable column, the `sort` value the server understands. */
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  sortable?: boolean;
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end';
  /** Columns that can go on a phone: hidden below the medium breakpoint. */
  hideBelow?: 'md' | 'lg';
  /** Long text (a business name, a note) may wrap; other cells stay on one line and the table scrolls instead. */
  wrap?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (a visually hidden caption) and its scroll region. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Rows in the whole list (the server's count), for the pager. */
  totalCount: number;
  /** The page, page size and sort the rows were fetched with (`readListSearch`). */
  list: ListState;
  /** Shown instead of the table when the list is empty on its first page (e.g. `EmptyState` with *Clear filters*). */
  empty: ReactNode;
  /** The first rows are being fetched: placeholder rows under the real headers instead of the empty state. */
  loading?: boolean;
  /** Rows are being fetched again (new page, sort or filter): the old ones stay, dimmed. */
  refreshing?: boolean;
}

const LOADING_ROWS = 5;

type ListSearchChange = Partial<ListSearch>;

/** Writes page, page size or sort into the current route's query string, leaving its other keys (filters) alone. */
function useListNavigation() {
  const navigate = useNavigate();
  return (change: ListSearchChange) =>
    void navigate({
      to: '.',
      // The current route's search: the list keys change, its filters stay.
      search: ((previous: Record<string, unknown>) => ({ ...previous, ...change })) as never,
    });
}

/**
 * A server-paginated, sortable list (BACKOFFICE.md §0): the page, its size and the sort live in the query string
 * (`page`, `pageSize`, `sort`), so links share the view and Back returns to it. The page fetches the rows for
 * `list`; the table only shows them and changes the query string.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, totalCount, list, empty, loading, refreshing }: DataTableProps<Row>) {
  const setListSearch = useListNavigation();
  const captionId = useId();
  const showPlaceholders = loading && rows.length === 0;

  if (!showPlaceholders && rows.length === 0 && list.page === 1) return <>{empty}</>;
  if (!showPlaceholders && rows.length === 0) {
    return (
      <Box role="status" borderWidth="1px" rounded="lg" px="6" py="8" textAlign="center">
        <Text fontWeight="semibold">This page is past the end of the list</Text>
        <Button mt="3" size="sm" variant="outline" onClick={() => setListSearch({ page: undefined })}>
          Go to the first page
        </Button>
      </Box>
    );
  }

  return (
    <Box>
      <Box
        // A region the keyboard can scroll when the table is wider than a phone.
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        overflowX="auto"
        borderWidth="1px"
        rounded="lg"
        opacity={refreshing ? 0.6 : 1}
        aria-busy={refreshing || showPlaceholders || undefined}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
      >
        <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}>
          <chakra.caption id={captionId} srOnly>
            {caption}
          </chakra.caption>
          <chakra.thead bg="bg.subtle">
            <chakra.tr>
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} list={list} onSort={(sort) => setListSearch({ sort, page: undefined })} />
              ))}
            </chakra.tr>
          </chakra.thead>
          <chakra.tbody>
            {showPlaceholders
              ? Array.from({ length: LOADING_ROWS }, (_, index) => (
                  <chakra.tr key={index} borderTopWidth="1px" data-testid="loading-row">
                    {columns.map((column) => (
                      <chakra.td key={column.key} px="3" py="2.5" hideBelow={column.hideBelow}>
                        <Skeleton h="4" />
                      </chakra.td>
                    ))}
                  </chakra.tr>
                ))
              : null}
            {rows.map((row) => (
              <chakra.tr key={rowKey(row)} borderTopWidth="1px" _hover={{ bg: 'bg.muted' }}>
                {columns.map((column) => (
                  <chakra.td
                    key={column.key}
                    px="3"
                    py="2"
                    textAlign={column.align === 'end' ? 'end' : 'start'}
                    hideBelow={column.hideBelow}
                    verticalAlign="middle"
                    whiteSpace={column.wrap ? undefined : 'nowrap'}
                    minW={column.wrap ? '40' : undefined}
                  >
                    {column.cell(row)}
                  </chakra.td>
                ))}
              </chakra.tr>
            ))}
          </chakra.tbody>
        </chakra.table>
      </Box>
      {showPlaceholders ? null : <Pager totalCount={totalCount} list={list} onChange={setListSearch} />}
    </Box>
  );
}

function HeaderCell<Row>({ column, list, onSort }: { column: DataTableColumn<Row>; list: ListState; onSort(sort: string): void }) {
  const direction = list.sort?.field === column.key ? list.sort.direction : undefined;
  return (
    <chakra.th
      scope="col"
      px="3"
      py="2"
      textAlign={column.align === 'end' ? 'end' : 'start'}
      fontSize="xs"
      fontWeight="semibold"
      color="fg.muted"
      textTransform="uppercase"
      letterSpacing="wide"
      whiteSpace="nowrap"
      hideBelow={column.hideBelow}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      {column.sortable ? (
        <chakra.button
          type="button"
          display="inline-flex"
          alignItems="center"
          gap="1"
          textTransform="inherit"
          letterSpacing="inherit"
          fontWeight="inherit"
          color={direction ? 'fg' : 'inherit'}
          cursor="pointer"
          rounded="sm"
          _hover={{ color: 'fg' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
          // First click ascending, then it flips.
          onClick={() => onSort(formatSort({ field: column.key, direction: direction === 'asc' ? 'desc' : 'asc' }))}
        >
          {column.header}
          <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}</span>
        </chakra.button>
      ) : (
        column.header
      )}
    </chakra.th>
  );
}

const CHEVRON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23a1a1aa' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`;

/** "26–50 of 132", rows per page (when there is a choice of `pageSizes`), Previous and Next. */
export function Pager({
  totalCount,
  list,
  onChange,
  pageSizes = PAGE_SIZES,
}: {
  totalCount: number;
  list: ListState;
  onChange(change: ListSearchChange): void;
  pageSizes?: readonly number[];
}) {
  const pageSizeId = useId();
  const pageCount = Math.max(1, Math.ceil(totalCount / list.pageSize));
  const first = Math.min(totalCount, list.offset + 1);
  const last = Math.min(totalCount, list.offset + list.pageSize);
  const goTo = (page: number) => onChange({ page: page > 1 ? String(page) : undefined });

  return (
    <Flex as="nav" aria-label="Pages" mt="3" gap="3" align="center" justify="space-between" flexWrap="wrap" fontSize="sm">
      <Text color="fg.muted" aria-live="polite">
        {first}–{last} of {totalCount}
      </Text>
      <HStack gap="3" flexWrap="wrap">
        {pageSizes.length > 1 ? (
          <HStack gap="2">
            <chakra.label htmlFor={pageSizeId} color="fg.muted" whiteSpace="nowrap">
              Rows per page
            </chakra.label>
            <Input
              asChild
              size="sm"
              w="auto"
              pe="8"
              cursor="pointer"
              bgImage={CHEVRON}
              backgroundRepeat="no-repeat"
              backgroundPosition="right 0.5rem center"
              backgroundSize="0.875rem"
            >
              <select
                id={pageSizeId}
                value={list.pageSize}
                onChange={(event) =>
                  onChange({
                    pageSize: event.target.value === String(DEFAULT_PAGE_SIZE) ? undefined : event.target.value,
                    page: undefined,
                  })
                }
              >
                {pageSizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </Input>
          </HStack>
        ) : null}
        <HStack gap="1">
          <Button size="sm" variant="outline" disabled={list.page <= 1} onClick={() => goTo(list.page - 1)}>
            Previous
          </Button>
          <Text px="2" whiteSpace="nowrap">
            Page {list.page} of {pageCount}
          </Text>
          <Button size="sm" variant="outline" disabled={list.page >= pageCount} onClick={() => goTo(list.page + 1)}>
            Next
          </Button>
        </HStack>
      </HStack>
    </Flex>
  );
}
