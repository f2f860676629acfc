import { Alert, Box, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import type { Net30ApplicationStatus } from '../../../generated/graphql';
import {
  useApproveNet30ApplicationMutation,
  useDeclineNet30ApplicationMutation,
  useNet30ApplicationsQuery,
  useRequestNet30ApplicationInfoMutation,
  type Net30ApplicationsQuery,
} from '../api/net30-application-review.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { formatDate } from '../../applications/lib/format';
import { EmptyState } from '../../backoffice/components/empty-state';
import { FilterSelect } from '../../backoffice/components/list-filters';
import { StatusChip } from '../../backoffice/components/status-chip';
import { formatCents, parseDollarsToCents } from '../../funding/lib/funding-format';
import {
  approveFormSchema,
  centsToDollarInput,
  formatMonths,
  messageFormSchema,
  NET30_STATUS_LABELS,
  NET_DAYS_OPTIONS,
  netBuilderHistory,
  reasonFormSchema,
  type ApproveFormValues,
} from '../lib/net30-applications';

type Row = Net30ApplicationsQuery['net30Applications']['items'][number];
type Action = { kind: 'approve' | 'decline' | 'info'; row: Row };

const PAGE_SIZE = 25;
const STATUS_OPTIONS = (Object.keys(NET30_STATUS_LABELS) as Net30ApplicationStatus[]).map((value) => ({ value, label: NET30_STATUS_LABELS[value] }));

/**
 * R19 `/admin/net30` *Applications*: the queue with what a decision needs (EIN, months in business, requested and
 * suggested limit, trade references, NetBuilder history) and the actions Approve (limit, terms), Decline (reason)
 * and Request info (message). The server decides what is allowed; its refusals show in the dialog.
 */
export function Net30ApplicationsTab() {
  const [status, setStatus] = useState<Net30ApplicationStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  const { data, previousData, loading, error, refetch } = useNet30ApplicationsQuery({
    variables: { status: status ?? null, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.net30Applications;
  const pageCount = list ? Math.max(1, Math.ceil(list.totalCount / list.pageSize)) : 1;
  const close = () => setAction(null);
  const done = () => {
    setAction(null);
    void refetch();
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" align="end" flexWrap="wrap" gap="3">
        <FilterSelect
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value as Net30ApplicationStatus | undefined);
            setPage(1);
          }}
        />
        {list ? (
          <Text fontSize="sm" color="fg.muted">
            {list.totalCount} {list.totalCount === 1 ? 'application' : 'applications'}
          </Text>
        ) : null}
      </HStack>

      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{loadFailureMessage(error, 'The applications could not be loaded. Please try again.')}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert.Root>
      ) : null}

      {!list && loading ? (
        <Text color="fg.muted" role="status">
          Loading applications…
        </Text>
      ) : null}

      {list && list.items.length === 0 ? (
        status ? (
          <EmptyState
            title={`No ${NET30_STATUS_LABELS[status].toLowerCase()} applications`}
            actions={
              <Button size="sm" variant="outline" onClick={() => setStatus(undefined)}>
                Show all statuses
              </Button>
            }
          />
        ) : (
          <EmptyState title="No net30 applications yet" description="Applications sent from /net30/apply appear here for a decision." />
        )
      ) : null}

      {list && list.items.length > 0 ? (
        <Box role="region" aria-label="Net30 applications" tabIndex={0} overflowX="auto" borderWidth="1px" rounded="lg" opacity={loading ? 0.7 : 1}>
          <Table.Root size="sm">
            <Table.Caption srOnly>Net30 applications</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Business</Table.ColumnHeader>
                <Table.ColumnHeader>EIN</Table.ColumnHeader>
                <Table.ColumnHeader>In business</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Requested</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Suggested</Table.ColumnHeader>
                <Table.ColumnHeader>Trade references</Table.ColumnHeader>
                <Table.ColumnHeader>NetBuilder history</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Submitted</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.items.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell minW="40">
                    <Text fontWeight="semibold">{row.businessName}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {row.reference} · {row.applicantName}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                      {row.email}
                    </Text>
                    {row.infoRequestMessage && row.status === 'needs_info' ? (
                      <Text fontSize="xs" color="orange.fg">
                        Asked: {row.infoRequestMessage}
                      </Text>
                    ) : null}
                    {row.infoAnswer ? (
                      <Text fontSize="xs">
                        Answer: {row.infoAnswer}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{row.ein ?? '—'}</Table.Cell>
                  <Table.Cell minW="24">
                    {formatMonths(row.monthsInBusiness)}
                    <Text fontSize="xs" color="fg.muted">
                      since {row.businessStartYear}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatCents(row.requestedLimitCents)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatCents(row.suggestedLimitCents)}
                  </Table.Cell>
                  <Table.Cell minW="36">
                    {row.tradeReferences.length === 0 ? (
                      <Text color="fg.muted">None given</Text>
                    ) : (
                      <Stack gap="1">
                        {row.tradeReferences.map((reference, index) => (
                          <Text key={index} fontSize="xs">
                            {reference.company} · {reference.contact} · {reference.phoneOrEmail}
                          </Text>
                        ))}
                      </Stack>
                    )}
                  </Table.Cell>
                  <Table.Cell minW="28">{netBuilderHistory(row.netBuilder)}</Table.Cell>
                  <Table.Cell>
                    <StatusChip status={row.status} label={NET30_STATUS_LABELS[row.status]} />
                    {row.status === 'approved' && row.approvedLimitCents !== null ? (
                      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                        {formatCents(row.approvedLimitCents)} · Net {row.netDays}
                      </Text>
                    ) : null}
                    {row.status === 'declined' && row.decisionReason ? (
                      <Text fontSize="xs" color="fg.muted">
                        {row.decisionReason}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(row.submittedAt)}</Table.Cell>
                  <Table.Cell>
                    <RowActions row={row} onAction={setAction} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}

      {list && list.totalCount > list.pageSize ? (
        <HStack justify="end" gap="2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((current) => current - 1)}>
            Previous
          </Button>
          <Text fontSize="sm">
            Page {list.page} of {pageCount}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => setPage((current) => current + 1)}>
            Next
          </Button>
        </HStack>
      ) : null}

      {action?.kind === 'approve' ? <ApproveDialog row={action.row} onClose={close} onDone={done} /> : null}
      {action?.kind === 'decline' ? <DeclineDialog row={action.row} onClose={close} onDone={done} /> : null}
      {action?.kind === 'info' ? <RequestInfoDialog row={action.row} onClose={close} onDone={done} /> : null}
    </Stack>
  );
}

function RowActions({ row, onAction }: { row: Row; onAction: (action: Action) => void }) {
  const open = row.status === 'submitted' || row.status === 'needs_info';
  if (!open) return <Text color="fg.muted">—</Text>;
  const label = `${row.businessName} (${row.reference})`;
  return (
    <Stack gap="1" align="stretch" minW="24">
      {row.status === 'submitted' ? (
        <Button size="xs" colorPalette="blue" aria-label={`Approve ${label}`} onClick={() => onAction({ kind: 'approve', row })}>
          Approve
        </Button>
      ) : null}
      <Button size="xs" variant="outline" colorPalette="red" aria-label={`Decline ${label}`} onClick={() => onAction({ kind: 'decline', row })}>
        Decline
      </Button>
      {row.status === 'submitted' ? (
        <Button size="xs" variant="outline" aria-label={`Request info from ${label}`} onClick={() => onAction({ kind: 'info', row })}>
          Request info
        </Button>
      ) : null}
    </Stack>
  );
}

interface DialogProps {
  row: Row;
  onClose: () => void;
  onDone: () => void;
}

function ApproveDialog({ row, onClose, onDone }: DialogProps) {
  const [approve, { loading }] = useApproveNet30ApplicationMutation();
  const form = useForm<ApproveFormValues>({
    resolver: zodResolver(approveFormSchema),
    defaultValues: { limit: centsToDollarInput(row.suggestedLimitCents), netDays: '30' },
  });
  const { failure, attempt } = useActionFailure(form.setError, []);
  const submit = form.handleSubmit(async (values) => {
    const limitCents = parseDollarsToCents(values.limit)!;
    const ok = await attempt(() => approve({ variables: { input: { id: row.id, expectedVersion: row.version, limitCents, netDays: Number(values.netDays) } } }));
    if (ok) {
      notify({ type: 'success', title: 'Application approved', description: `${row.businessName}: ${formatCents(limitCents)} on Net ${values.netDays}. The account is open.` });
      onDone();
    }
  });
  const errors = form.formState.errors;
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={`Approve ${row.businessName}`}
      description={`Requested ${formatCents(row.requestedLimitCents)}; suggested ${formatCents(row.suggestedLimitCents)} (10% of monthly revenue, $500 to $10,000). Approving opens the Net30 account.`}
      submitLabel="Approve and open account"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
    >
      <Field.Root invalid={!!errors.limit} required>
        <Field.Label>
          Credit limit ($)
          <Field.RequiredIndicator />
        </Field.Label>
        <Input inputMode="decimal" {...form.register('limit')} />
        <Field.HelperText>$100 to $50,000</Field.HelperText>
        <Field.ErrorText>{errors.limit?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.netDays} required>
        <Field.Label>
          Terms
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('netDays')}>
            {NET_DAYS_OPTIONS.map((days) => (
              <option key={days} value={String(days)}>
                Net {days}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.netDays?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}

function DeclineDialog({ row, onClose, onDone }: DialogProps) {
  const [decline, { loading }] = useDeclineNet30ApplicationMutation();
  const form = useForm<{ reason: string }>({ resolver: zodResolver(reasonFormSchema), defaultValues: { reason: '' } });
  const { failure, attempt } = useActionFailure(form.setError, ['reason']);
  const submit = form.handleSubmit(async ({ reason }) => {
    const ok = await attempt(() => decline({ variables: { input: { id: row.id, expectedVersion: row.version, reason: reason.trim() } } }));
    if (ok) {
      notify({ type: 'success', title: 'Application declined', description: `${row.businessName} was told the reason; they may apply again in 90 days.` });
      onDone();
    }
  });
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={`Decline ${row.businessName}`}
      description="The applicant is e-mailed the reason and may apply again after 90 days."
      submitLabel="Decline application"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      tone="danger"
    >
      <Field.Root invalid={!!form.formState.errors.reason} required>
        <Field.Label>
          Reason
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={4} {...form.register('reason')} />
        <Field.ErrorText>{form.formState.errors.reason?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}

function RequestInfoDialog({ row, onClose, onDone }: DialogProps) {
  const [request, { loading }] = useRequestNet30ApplicationInfoMutation();
  const form = useForm<{ message: string }>({ resolver: zodResolver(messageFormSchema), defaultValues: { message: '' } });
  const { failure, attempt } = useActionFailure(form.setError, ['message']);
  const submit = form.handleSubmit(async ({ message }) => {
    const ok = await attempt(() => request({ variables: { input: { id: row.id, expectedVersion: row.version, message: message.trim() } } }));
    if (ok) {
      notify({ type: 'success', title: 'Information requested', description: `${row.businessName} was e-mailed your question.` });
      onDone();
    }
  });
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={`Request info from ${row.businessName}`}
      description="The applicant is e-mailed your message and answers on their Net30 dashboard."
      submitLabel="Send request"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
    >
      <Field.Root invalid={!!form.formState.errors.message} required>
        <Field.Label>
          Message
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={4} {...form.register('message')} />
        <Field.ErrorText>{form.formState.errors.message?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
