import { Badge, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useNet30AdminInvoicesQuery, type Net30AdminInvoiceRowFragment } from '../api/net30-admin.generated';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { formatCalendarDate } from '../../applications/lib/format';
import { DataTable, type DataTableColumn } from '../../backoffice/components/data-table';
import { EmptyState } from '../../backoffice/components/empty-state';
import { FilterSelect } from '../../backoffice/components/list-filters';
import { StatusChip } from '../../backoffice/components/status-chip';
import { readListSearch } from '../../backoffice/lib/list-search';
import { BUCKET_KEYS, BUCKET_LABELS, formatCents, INVOICE_STATUS_LABELS } from '../lib/format';
import { INVOICE_STATUSES, isInvoiceStatus, type Net30AdminSearch } from '../lib/search';
import { CreateInvoiceDialog, RecordPaymentDialog } from './invoice-dialogs';
import { useNet30Search } from './use-net30-search';

type Invoice = Net30AdminInvoiceRowFragment;

const BUCKET_OPTIONS = BUCKET_KEYS.map((value) => ({ value, label: value === 'current' ? 'Current' : `${BUCKET_LABELS[value]} days past due` }));

function columns(onPay: (invoice: Invoice) => void): DataTableColumn<Invoice>[] {
  return [
    {
      key: 'number',
      header: 'Number',
      cell: (row) => (
        <HStack gap="2">
          <Link to="/net30/invoice/$id" params={{ id: row.id }}>
            <chakra.span color="fg.info" textDecoration="underline" whiteSpace="nowrap">
              {row.number}
            </chakra.span>
          </Link>
          {row.isTest ? (
            <Badge colorPalette="purple" variant="surface" size="sm" title="A sandbox order: never reported to a bureau">
              TEST
            </Badge>
          ) : null}
        </HStack>
      ),
    },
    { key: 'account', header: 'Account', wrap: true, cell: (row) => <chakra.span display="block" minW="32" maxW="48">{row.businessName}</chakra.span> },
    { key: 'status', header: 'Status', cell: (row) => <StatusChip status={row.status} label={INVOICE_STATUS_LABELS[row.status]} /> },
    { key: 'balance', header: 'Balance', align: 'end', cell: (row) => formatCents(row.balanceCents) },
    {
      key: 'daysPastDue',
      header: 'Days past due',
      align: 'end',
      cell: (row) => (row.daysPastDue > 0 ? <Text as="span" color="fg.error" fontWeight="medium">{row.daysPastDue}</Text> : '—'),
    },
    { key: 'due', header: 'Due', cell: (row) => formatCalendarDate(row.dueOn) },
    { key: 'issued', header: 'Issued', cell: (row) => formatCalendarDate(row.issuedOn) },
    { key: 'total', header: 'Total', align: 'end', cell: (row) => formatCents(row.totalCents) },
    { key: 'paid', header: 'Paid', align: 'end', cell: (row) => formatCents(row.paidCents) },
    { key: 'fees', header: 'Fees', align: 'end', cell: (row) => formatCents(row.feesCents) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) =>
        row.balanceCents > 0 && (row.status === 'open' || row.status === 'overdue') ? (
          <Button size="xs" variant="outline" onClick={() => onPay(row)} aria-label={`Record payment for ${row.number}`}>
            Record payment
          </Button>
        ) : null,
    },
  ];
}

/**
 * R19 Invoices: the most overdue first, filtered by aging bucket and status in the link. Create invoice and Record
 * payment here; Void and Waive fee on the invoice's own page (the number opens it).
 */
export function InvoicesTab({ search }: { search: Net30AdminSearch }) {
  const setSearch = useNet30Search();
  const list = readListSearch(search as never);
  const status = isInvoiceStatus(search.status) ? search.status : undefined;
  const filtered = Boolean(search.bucket || status);
  const { data, previousData, loading, error } = useNet30AdminInvoicesQuery({
    variables: { status: status ?? null, bucket: search.bucket ?? null, page: list.page, pageSize: list.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.net30Invoices;
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const clear = () => setSearch({ bucket: undefined, status: undefined });

  return (
    <Stack gap="4">
      <HStack gap="3" flexWrap="wrap" align="flex-end" justify="space-between">
        <HStack gap="3" flexWrap="wrap" align="flex-end">
          <FilterSelect label="Aging bucket" value={search.bucket} options={BUCKET_OPTIONS} onChange={(bucket) => setSearch({ bucket: bucket as Net30AdminSearch['bucket'] })} />
          <FilterSelect label="Status" value={status} options={INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value]! }))} onChange={(value) => setSearch({ status: value as Net30AdminSearch['status'] })} />
          {filtered ? (
            <Button size="sm" variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </HStack>
        <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
          Create invoice
        </Button>
      </HStack>
      {error && !page ? (
        <ErrorAlert message={loadFailureMessage(error, 'The invoices could not be loaded. Please try again.')} />
      ) : (
        <DataTable
          caption="Net30 invoices"
          columns={columns(setPaying)}
          rows={page?.items ?? []}
          rowKey={(row) => row.id}
          totalCount={page?.totalCount ?? 0}
          list={list}
          loading={loading && !page}
          refreshing={loading && Boolean(page)}
          empty={
            filtered ? (
              <EmptyState
                title="No invoices in this bucket"
                actions={
                  <Button size="sm" variant="outline" onClick={clear}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState title="No invoices yet" description="Invoices issued on Net30 accounts appear here, the most overdue first." />
            )
          }
        />
      )}
      {creating ? <CreateInvoiceDialog onClose={() => setCreating(false)} /> : null}
      {paying ? <RecordPaymentDialog invoice={paying} onClose={() => setPaying(null)} /> : null}
    </Stack>
  );
}
