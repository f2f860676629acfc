import { Button, chakra, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  useChangeNet30LimitMutation,
  useCloseNet30AccountMutation,
  useHoldNet30AccountMutation,
  useNet30AdminAccountsQuery,
  useReleaseNet30AccountMutation,
  type Net30AdminAccountFragment,
} from '../api/net30-admin.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { formatCalendarDate } from '../../applications/lib/format';
import { DataTable, type DataTableColumn } from '../../backoffice/components/data-table';
import { EmptyState } from '../../backoffice/components/empty-state';
import { FilterSelect, ListSearchForm } from '../../backoffice/components/list-filters';
import { StatusChip } from '../../backoffice/components/status-chip';
import { readListSearch } from '../../backoffice/lib/list-search';
import {
  ACCOUNT_STATUS_LABELS,
  changeLimitFormSchema,
  formatBps,
  formatCents,
  parseDollarsToCents,
  reasonFormSchema,
  SOURCE_LABELS,
  type ChangeLimitFormValues,
  type ReasonFormValues,
} from '../lib/format';
import { ACCOUNT_STATUSES, isAccountStatus, type Net30AdminSearch } from '../lib/search';
import { useNet30Search } from './use-net30-search';

type Account = Net30AdminAccountFragment;
type Action = 'limit' | 'hold' | 'release' | 'close';

const REFETCH = ['Net30AdminAccounts', 'Net30AdminAging'];

/** The row's actions as buttons (no menu: they stay in reach, the table scrolls sideways on a phone). */
function AccountActions({ account, onOpen }: { account: Account; onOpen(action: Action): void }) {
  if (account.status === 'closed') return null;
  const actions: [Action, string][] = [
    ['limit', 'Change limit'],
    account.status === 'on_hold' ? ['release', 'Release'] : ['hold', 'Hold'],
    ['close', 'Close'],
  ];
  return (
    <HStack gap="1.5" flexWrap="wrap" w="40">
      {actions.map(([action, label]) => (
        <Button key={action} size="xs" variant="outline" colorPalette={action === 'close' ? 'red' : undefined} onClick={() => onOpen(action)} aria-label={`${label}: ${account.businessName}`}>
          {label}
        </Button>
      ))}
    </HStack>
  );
}

function columns(onOpen: (account: Account, action: Action) => void): DataTableColumn<Account>[] {
  return [
    {
      key: 'business',
      header: 'Business',
      wrap: true,
      cell: (row) => (
        <chakra.div minW="36" maxW="56">
          <Text fontWeight="medium">{row.businessName}</Text>
          <Text fontSize="xs" color="fg.muted">
            Source: {SOURCE_LABELS[row.source] ?? row.source}
          </Text>
          {row.ownerUserId ? (
            <Link to="/net30/dashboard" search={{ clientId: row.ownerUserId } as never} aria-label={`Client dashboard of ${row.businessName}`}>
              <chakra.span fontSize="xs" color="fg.info" textDecoration="underline">
                Client dashboard
              </chakra.span>
            </Link>
          ) : null}
        </chakra.div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => <StatusChip status={row.status} label={ACCOUNT_STATUS_LABELS[row.status]} />,
    },
    // Next to the status they change, so they stay in view; the figures scroll sideways on a narrow screen.
    { key: 'actions', header: 'Actions', cell: (row) => <AccountActions account={row} onOpen={(action) => onOpen(row, action)} /> },
    { key: 'available', header: 'Available', align: 'end', cell: (row) => formatCents(row.availableCents) },
    { key: 'balance', header: 'Balance', align: 'end', cell: (row) => formatCents(row.balanceCents) },
    { key: 'limit', header: 'Limit', align: 'end', cell: (row) => formatCents(row.creditLimitCents) },
    { key: 'terms', header: 'Terms', cell: (row) => row.terms },
    { key: 'dbt', header: 'DBT', align: 'end', cell: (row) => `${row.dbtDays} d` },
    { key: 'onTime', header: 'On-time %', align: 'end', cell: (row) => formatBps(row.onTimeBps) },
    { key: 'lastPayment', header: 'Last payment', cell: (row) => (row.lastPaymentOn ? formatCalendarDate(row.lastPaymentOn) : '—') },
  ];
}

/** R19 Accounts: every trade account with its figures; search, status filter, and the account actions. */
export function AccountsTab({ search }: { search: Net30AdminSearch }) {
  const setSearch = useNet30Search();
  const list = readListSearch(search as never);
  const status = isAccountStatus(search.status) ? search.status : undefined;
  const filtered = Boolean(search.q || status);
  const { data, previousData, loading, error, refetch } = useNet30AdminAccountsQuery({
    variables: { status: status ?? null, search: search.q ?? null, page: list.page, pageSize: list.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.net30Accounts;
  const [open, setOpen] = useState<{ account: Account; action: Action } | null>(null);
  const clear = () => setSearch({ q: undefined, status: undefined });

  return (
    <Stack gap="4">
      <Stack gap="3">
        <ListSearchForm value={search.q} placeholder="Business or owner" onSearch={(q) => setSearch({ q })} />
        <HStack gap="3" flexWrap="wrap" align="flex-end">
          <FilterSelect label="Status" value={status} options={ACCOUNT_STATUSES.map((value) => ({ value, label: ACCOUNT_STATUS_LABELS[value]! }))} onChange={(value) => setSearch({ status: value as Net30AdminSearch['status'] })} />
          {filtered ? (
            <Button size="sm" variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </HStack>
      </Stack>
      {error && !page ? (
        <ErrorAlert message={loadFailureMessage(error, 'The accounts could not be loaded. Please try again.')} />
      ) : (
        <DataTable
          caption="Net30 accounts"
          columns={columns((account, action) => setOpen({ account, action }))}
          rows={page?.items ?? []}
          rowKey={(row) => row.id}
          totalCount={page?.totalCount ?? 0}
          list={list}
          loading={loading && !page}
          refreshing={loading && Boolean(page)}
          empty={
            filtered ? (
              <EmptyState
                title="No accounts match these filters"
                actions={
                  <Button size="sm" variant="outline" onClick={clear}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState title="No Net30 accounts yet" description="An approved application or a NetBuilder plan opens one." />
            )
          }
        />
      )}
      {open?.action === 'limit' ? <ChangeLimitDialog account={open.account} onClose={() => setOpen(null)} reload={refetch} /> : null}
      {open && open.action !== 'limit' ? <AccountStatusDialog account={open.account} action={open.action} onClose={() => setOpen(null)} reload={refetch} /> : null}
    </Stack>
  );
}

interface DialogProps {
  account: Account;
  onClose(): void;
  reload(): Promise<unknown>;
}

/** R19 Change limit: $100–$50,000 and a reason. */
function ChangeLimitDialog({ account, onClose, reload }: DialogProps) {
  const [change, { loading }] = useChangeNet30LimitMutation({ refetchQueries: REFETCH });
  const form = useForm<ChangeLimitFormValues>({ resolver: zodResolver(changeLimitFormSchema), defaultValues: { limit: (account.creditLimitCents / 100).toFixed(2), reason: '' } });
  const { failure, attempt } = useActionFailure(form.setError, ['reason']);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const creditLimitCents = parseDollarsToCents(values.limit)!;
    const ok = await attempt(() => change({ variables: { accountId: account.id, expectedVersion: account.version, creditLimitCents, reason: values.reason.trim() } }));
    if (ok) {
      onClose();
      notify({ type: 'success', title: 'Limit changed', description: `${account.businessName} now has a limit of ${formatCents(creditLimitCents)}.` });
    }
  });
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={`Change the limit of ${account.businessName}`}
      description={`Now ${formatCents(account.creditLimitCents)}, with ${formatCents(account.balanceCents)} owed.`}
      submitLabel="Change limit"
      submitting={loading}
      failure={failure}
      onReload={() => void reload()}
      onSubmit={(event) => void submit(event)}
    >
      <Field.Root invalid={Boolean(errors.limit)} required>
        <Field.Label>
          New limit ($) <Field.RequiredIndicator />
        </Field.Label>
        <Input inputMode="decimal" {...form.register('limit')} />
        {errors.limit ? <Field.ErrorText>{errors.limit.message}</Field.ErrorText> : <Field.HelperText>From $100 to $50,000.</Field.HelperText>}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.reason)} required>
        <Field.Label>
          Reason <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={3} {...form.register('reason')} />
        <Field.ErrorText>{errors.reason?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}

const STATUS_TEXT: Record<Exclude<Action, 'limit'>, (name: string) => { title: string; description: string; submit: string; done: string }> = {
  hold: (name) => ({ title: `Hold ${name}?`, description: 'No new invoices until the hold is released. The client sees your reason.', submit: 'Hold account', done: 'Account on hold' }),
  release: (name) => ({ title: `Release ${name}?`, description: 'New invoices can be issued again.', submit: 'Release account', done: 'Hold released' }),
  close: (name) => ({ title: `Close ${name}?`, description: 'Only an account with a balance of $0.00 can be closed. No invoices can follow.', submit: 'Close account', done: 'Account closed' }),
};

/** Hold (reason), Release and Close (zero balance only: the server's 409 shows here). */
function AccountStatusDialog({ account, action, onClose, reload }: DialogProps & { action: Exclude<Action, 'limit'> }) {
  const [hold, holding] = useHoldNet30AccountMutation({ refetchQueries: REFETCH });
  const [release, releasing] = useReleaseNet30AccountMutation({ refetchQueries: REFETCH });
  const [close, closing] = useCloseNet30AccountMutation({ refetchQueries: REFETCH });
  const form = useForm<ReasonFormValues>({ resolver: action === 'hold' ? zodResolver(reasonFormSchema) : undefined, defaultValues: { reason: '' } });
  const { failure, attempt } = useActionFailure(form.setError, ['reason']);
  const text = STATUS_TEXT[action](account.businessName);
  const submit = form.handleSubmit(async (values) => {
    const variables = { accountId: account.id, expectedVersion: account.version };
    const ok = await attempt(() =>
      action === 'hold' ? hold({ variables: { ...variables, reason: values.reason.trim() } }) : action === 'release' ? release({ variables }) : close({ variables }),
    );
    if (ok) {
      onClose();
      notify({ type: 'success', title: text.done, description: account.businessName });
    }
  });
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={text.title}
      description={text.description}
      submitLabel={text.submit}
      tone={action === 'release' ? 'primary' : 'danger'}
      submitting={holding.loading || releasing.loading || closing.loading}
      failure={failure}
      onReload={() => void reload()}
      onSubmit={(event) => void submit(event)}
    >
      {action === 'close' ? <Text fontSize="sm">Balance now: {formatCents(account.balanceCents)}</Text> : null}
      {action === 'hold' ? (
        <Field.Root invalid={Boolean(form.formState.errors.reason)} required>
          <Field.Label>
            Reason <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={3} {...form.register('reason')} />
          <Field.ErrorText>{form.formState.errors.reason?.message}</Field.ErrorText>
        </Field.Root>
      ) : null}
    </ActionDialog>
  );
}
