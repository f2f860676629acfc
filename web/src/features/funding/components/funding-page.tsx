import { Badge, Box, Button, Heading, HStack, Progress, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useFundingDetailQuery, type FundingDetailFragment } from '../api/funding.generated';
import { isNotFound, loadFailureMessage } from '../../application-workspace/lib/workspace';
import { formatCalendarDate } from '../../applications/lib/format';
import { EmptyState } from '../../backoffice/components/empty-state';
import { KpiCard } from '../../backoffice/components/kpi-card';
import { PageHeader } from '../../backoffice/components/page-header';
import { StatusChip } from '../../backoffice/components/status-chip';
import { COMMISSION_STATUS_LABELS, formatCents, formatShareBps } from '../lib/funding-format';
import { AddTransactionDialog, CommissionDialog, ImportCsvDialog, ReverseDialog, StatusDialog } from './funding-dialogs';
import { RepaymentChart } from './repayment-chart';
import { TransactionsTable } from './transactions-table';

const NOT_FOUND = 'Funding record not found';

/** R14 `/admin/funding-dashboard/view/{id}`: a funded deal — repayment progress, ledger, commission, renewal timing. */
export function FundingPage({ idParam }: { idParam: string }) {
  const validId = /^[1-9]\d{0,9}$/.test(idParam);
  const query = useFundingDetailQuery({ variables: { id: idParam }, skip: !validId, fetchPolicy: 'cache-and-network' });
  const funding = query.data?.funding;
  if (!validId || (query.error && isNotFound(query.error))) return <NotFound />;
  if (!funding) {
    if (query.error) {
      return (
        <Stack gap="4">
          <PageHeader title="Funded deal" eyebrow={<BackLink />} />
          <ErrorAlert message={loadFailureMessage(query.error, 'The funding could not be loaded. Please try again.')} />
          <Button alignSelf="start" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="5" role="status" aria-busy="true" aria-label="Loading the funding">
        <Skeleton height="9" width={{ base: '90%', md: '50%' }} />
        <Skeleton height="24" />
        <Skeleton height="72" />
      </Stack>
    );
  }
  return <FundingView funding={funding} reload={() => query.refetch()} />;
}

function BackLink() {
  return <Link to="/admin/client-management/view">← All applications</Link>;
}

function NotFound() {
  return (
    <Stack gap="4">
      <PageHeader title={NOT_FOUND} eyebrow={<BackLink />} />
      <EmptyState
        title={NOT_FOUND}
        description="There is no funded deal with this number. Funded deals open from their application's page."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/client-management/view">Back to applications</Link>
          </Button>
        }
      />
    </Stack>
  );
}

type Dialog = 'add' | 'import' | 'commission' | 'status';

function FundingView({ funding, reload }: { funding: FundingDetailFragment; reload: () => Promise<unknown> }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reversing, setReversing] = useState<FundingDetailFragment['transactions'][number] | null>(null);
  const close = () => setDialog(null);
  const dialogProps = { funding, onClose: close, reload };
  const fees = funding.feesWithheldCents + funding.otherFeesCents;
  const canRenew = funding.status === 'active';

  return (
    <Stack gap="6">
      <PageHeader
        eyebrow={
          <>
            <BackLink />
            <Text as="span" aria-hidden="true" mx="2">
              /
            </Text>
            <Link to="/admin/applications/view/$id" params={{ id: funding.applicationId }}>
              {funding.applicationNumber}
            </Link>
          </>
        }
        title={funding.businessName}
        subtitle={
          <Stack as="span" gap="2" mt="2" display="flex">
            <HStack as="span" gap="2" flexWrap="wrap" color="fg">
              <StatusChip status={funding.status} size="md" />
              {funding.renewalCandidate ? (
                <Badge colorPalette="green" variant="solid" size="md" title="At least 50 % paid and no missed payment in the last 30 days">
                  Renewal candidate
                </Badge>
              ) : null}
              <Text as="span">
                {funding.lenderName} · {funding.productLabel}
              </Text>
            </HStack>
            <Text as="span" fontSize="sm">
              Funded {formatCalendarDate(funding.fundedOn)} · client contact {funding.contactName}
              {funding.lenderRef ? ` · lender ref ${funding.lenderRef}` : ''}
            </Text>
          </Stack>
        }
        actions={
          <Box as="nav" aria-label="Actions" display="flex" flexWrap="wrap" gap="2" justifyContent={{ md: 'flex-end' }} maxW={{ md: 'lg' }}>
            <Button size="sm" colorPalette="blue" onClick={() => setDialog('add')} aria-haspopup="dialog">
              Add transaction
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDialog('import')} aria-haspopup="dialog">
              Import CSV
            </Button>
            {funding.nextStatuses.length > 0 ? (
              <Button size="sm" variant="outline" onClick={() => setDialog('status')} aria-haspopup="dialog">
                Change status
              </Button>
            ) : null}
            {canRenew ? (
              <Button asChild size="sm" variant="outline">
                {/* R12 starts from the funded application's facts and links the new one to this deal (renewalOf). */}
                <Link to="/admin/client-management/create-application" search={{ renewalOf: funding.id }}>
                  Start renewal
                </Link>
              </Button>
            ) : null}
          </Box>
        }
      />

      <Box as="section" aria-labelledby="funding-progress">
        <Heading as="h2" id="funding-progress" size="md" mb="3">
          Repayment
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          <KpiCard label="Funded amount" value={formatCents(funding.fundedAmountCents)} />
          <KpiCard label="Disbursed" value={formatCents(funding.disbursedCents)} hint={fees > 0 ? `${formatCents(fees)} fees` : 'No fees'} />
          <KpiCard
            label="Expected payback"
            value={formatCents(funding.expectedPaybackCents)}
            hint={funding.expectedPaybackCents !== funding.originalPaybackCents ? `${formatCents(funding.originalPaybackCents)} when funded` : undefined}
          />
          <KpiCard label="Paid to date" value={formatCents(funding.paidToDateCents)} hint={funding.creditedCents ? `+ ${formatCents(funding.creditedCents)} credited` : undefined} />
          <KpiCard label="Remaining" value={formatCents(funding.remainingCents)} tone={funding.remainingCents < 0 ? 'warning' : 'neutral'} hint={funding.remainingCents < 0 ? 'Overpaid' : undefined} />
          <KpiCard
            label="Payment"
            value={funding.paymentText}
            tone={funding.missedDueDates.length > 0 ? 'warning' : 'neutral'}
            hint={funding.missedDueDates.length > 0 ? `${funding.missedDueDates.length} missed in the last 30 days` : 'None missed in the last 30 days'}
          />
        </SimpleGrid>
        <Progress.Root
          value={funding.percentPaidBps / 100}
          max={100}
          mt="4"
          colorPalette="green"
          size="lg"
          // The bar is named by what it measures, not only by its number.
          translations={{ value: () => `Paid ${formatShareBps(funding.percentPaidBps)} of the payback` }}
        >
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="sm">Paid</Progress.Label>
            <Progress.ValueText fontSize="sm">{formatShareBps(funding.percentPaidBps)}</Progress.ValueText>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Box>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Box gridColumn={{ lg: 'span 2' }} minW="0">
          <RepaymentChart series={funding.series} />
        </Box>
        <Stack gap="6" minW="0">
          <Panel title="Terms">
            <Facts
              rows={[
                ['Rate', funding.rateText],
                ['Term', funding.termText],
                ['Payments', `${funding.paymentCount} × ${funding.paymentText}`],
                ['Fees', fees > 0 ? formatCents(fees) : 'None'],
                ...(funding.statusNote ? ([['Status note', funding.statusNote]] as [string, ReactNode][]) : []),
                ...(funding.note ? ([['Funding note', funding.note]] as [string, ReactNode][]) : []),
              ]}
            />
          </Panel>
          {funding.commission ? (
            <Panel
              title="Commission"
              action={
                funding.commission.status === 'pending' && funding.commission.expectedCents > 0 ? (
                  <Button size="xs" variant="outline" onClick={() => setDialog('commission')} aria-haspopup="dialog">
                    Mark commission received
                  </Button>
                ) : null
              }
            >
              {funding.commission.expectedCents === 0 ? (
                // A lender without commission terms: nothing is pending, nothing to mark received.
                <Facts rows={[['Expected', 'None: no commission agreed with this lender']]} />
              ) : (
                <Facts
                  rows={[
                    ['Expected', formatCents(funding.commission.expectedCents)],
                    ['Status', COMMISSION_STATUS_LABELS[funding.commission.status] ?? funding.commission.status],
                    ['Received on', funding.commission.receivedOn ? formatCalendarDate(funding.commission.receivedOn) : '—'],
                  ]}
                />
              )}
            </Panel>
          ) : null}
        </Stack>
      </SimpleGrid>

      <Box as="section" aria-labelledby="funding-transactions">
        <Heading as="h2" id="funding-transactions" size="md" mb="3">
          Transactions
        </Heading>
        <TransactionsTable transactions={funding.transactions} onReverse={setReversing} />
      </Box>

      <AddTransactionDialog {...dialogProps} open={dialog === 'add'} />
      <ImportCsvDialog funding={funding} open={dialog === 'import'} onClose={close} />
      <CommissionDialog {...dialogProps} open={dialog === 'commission'} />
      {funding.nextStatuses.length > 0 ? <StatusDialog key={funding.status} {...dialogProps} open={dialog === 'status'} /> : null}
      <ReverseDialog funding={funding} transaction={reversing} onClose={() => setReversing(null)} reload={reload} />
    </Stack>
  );
}

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <HStack justify="space-between" mb="3" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {action}
      </HStack>
      {children}
    </Box>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Stack as="dl" gap="2" fontSize="sm">
      {rows.map(([label, value]) => (
        <HStack key={label} justify="space-between" align="start" gap="4">
          <Text as="dt" color="fg.muted" flexShrink={0}>
            {label}
          </Text>
          <Text as="dd" textAlign="end" minW="0">
            {value}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
