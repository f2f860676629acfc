import { Box, Button, chakra, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  LenderScoreboardDocument,
  useLenderScoreboardQuery,
  useScoreboardNudgeMutation,
  type LenderScoreboardQuery,
} from '../api/lender-management.generated';
import { loadFailureMessage, mutationFailure } from '../../application-workspace/lib/workspace';
import { formatDateTime } from '../../applications/lib/format';
import { formatCents, formatShareBps } from '../../funding/lib/funding-format';

type Late = LenderScoreboardQuery['lateSubmissions'][number];

const rate = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatShareBps(Math.round(value * 10_000)));

/**
 * R6: the scoreboard (top 10 lenders by funded volume over 90 days: programs, open submissions, median first response
 * against the SLA, response, offer and win rates, funded dollars, fall-throughs) and "Waiting past SLA now" with
 * *Nudge* (once in 4 hours per submission; the server says so otherwise).
 */
export function LenderScoreboard() {
  const { data, error } = useLenderScoreboardQuery({ fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorAlert message={loadFailureMessage(error, 'The scoreboard could not be loaded. Please try again.')} />;
  if (!data) return <Skeleton h="32" aria-busy="true" />;
  const lenders = new Map(data.lenders.items.map((lender) => [String(lender.id), lender]));
  return (
    <Stack gap="6">
      <LateSubmissions late={data.lateSubmissions} />
      <Box as="section" aria-label="Scoreboard" borderWidth="1px" rounded="lg" p="4">
        <Text as="h2" fontWeight="semibold" fontSize="lg" mb="1">
          Scoreboard
        </Text>
        <Text fontSize="sm" color="fg.muted" mb="3">
          The top lenders by funded volume over the last 90 days.
        </Text>
        {data.lenderScoreboard.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No lender is taking files yet.
          </Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Scoreboard">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Lender</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Active programs</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Open submissions</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Median first response</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Response rate</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Offer rate</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Win rate</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Funded</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Fall-throughs</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.lenderScoreboard.map((row) => {
                  const lender = lenders.get(row.lenderId);
                  const median = row.medianFirstResponseHours;
                  const late = lender && median !== null && median > lender.slaHours;
                  return (
                    <Table.Row key={row.lenderId}>
                      <Table.Cell whiteSpace="nowrap">
                        <Link to="/admin/lender-management/view/$id" params={{ id: row.lenderId }}>
                          <chakra.span color="fg.info" textDecoration="underline" fontWeight="medium">
                            {lender?.displayName ?? `Lender #${row.lenderId}`}
                          </chakra.span>
                        </Link>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{lender?.activeProgramCount ?? '—'}</Table.Cell>
                      <Table.Cell textAlign="end">{lender?.openSubmissionCount ?? '—'}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap" color={late ? 'fg.error' : undefined}>
                        {median === null ? '—' : `${median.toFixed(1)} h`}
                        {lender ? ` / ${lender.slaHours} h SLA` : ''}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{rate(row.responseRate)}</Table.Cell>
                      <Table.Cell textAlign="end">{rate(row.offerRate)}</Table.Cell>
                      <Table.Cell textAlign="end">{rate(row.winRate)}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {formatCents(row.fundedVolumeCents)}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{row.fallThroughs.reduce((sum, each) => sum + each.count, 0)}</Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Box>
    </Stack>
  );
}

function LateSubmissions({ late }: { late: readonly Late[] }) {
  const [nudge] = useScoreboardNudgeMutation({ refetchQueries: [LenderScoreboardDocument] });
  const [pending, setPending] = useState<string | null>(null);
  const send = async (row: Late) => {
    setPending(row.submissionId);
    try {
      await nudge({ variables: { submissionId: row.submissionId } });
      notify({ type: 'success', title: 'Reminder sent', description: `${row.lenderName}'s users were e-mailed about ${row.number ?? 'the file'}.` });
    } catch (error) {
      notify({ type: 'error', title: 'Not sent', description: mutationFailure(error).message });
    } finally {
      setPending(null);
    }
  };
  return (
    <Box as="section" aria-label="Waiting past SLA now" borderWidth="1px" rounded="lg" p="4">
      <Text as="h2" fontWeight="semibold" fontSize="lg" mb="3">
        Waiting past SLA now
      </Text>
      {late.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Every shared file has been answered within its lender's SLA.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {late.map((row) => (
            <HStack as="li" key={row.submissionId} gap="3" flexWrap="wrap" justify="space-between" borderWidth="1px" rounded="md" px="3" py="2">
              <Text fontSize="sm">
                <chakra.span fontWeight="medium">{row.lenderName}</chakra.span> ·{' '}
                <Link to="/admin/applications/view/$id" params={{ id: row.applicationId }}>
                  <chakra.span color="fg.info" textDecoration="underline">
                    {row.number ?? `Application #${row.applicationId}`}
                  </chakra.span>
                </Link>{' '}
                · due {formatDateTime(row.slaDueAt)}
                {row.lastNudgedAt ? ` · reminded ${formatDateTime(row.lastNudgedAt)}` : ''}
              </Text>
              <Button size="xs" variant="outline" loading={pending === row.submissionId} onClick={() => void send(row)} aria-label={`Nudge ${row.lenderName} about ${row.number ?? row.applicationId}`}>
                Nudge
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
