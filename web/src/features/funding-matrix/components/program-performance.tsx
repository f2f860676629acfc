import { Link as ChakraLink, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useProgramPerformanceQuery } from '../api/funding-matrix.generated';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { formatDateTime } from '../../applications/lib/format';
import { KpiCard } from '../../backoffice/components/kpi-card';
import { StatusChip } from '../../backoffice/components/status-chip';
import { formatCents, formatShareBps } from '../../funding/lib/funding-format';

/** R4 performance: the program's funnel (matched → funded), what blocks its near-misses, what it matched lately. */
export function ProgramPerformance({ programId }: { programId: string }) {
  const { data, error } = useProgramPerformanceQuery({ variables: { id: programId }, fetchPolicy: 'cache-and-network' });
  const performance = data?.programPerformance;
  return (
    <Stack gap="3" as="section" aria-labelledby="performance-heading">
      <Text id="performance-heading" fontWeight="semibold" fontSize="lg">
        Performance
      </Text>
      {error && !performance ? <ErrorAlert message={loadFailureMessage(error, 'The performance could not be loaded. Please try again.')} /> : null}
      {!performance && !error ? <Skeleton h="24" aria-busy="true" /> : null}
      {performance ? (
        <>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            <KpiCard label="Matched" value={performance.matched} hint="Eligible or near miss now" />
            <KpiCard label="Shared" value={performance.shared} hint={`${performance.viewed} viewed`} />
            <KpiCard label="Offers" value={performance.offers} hint={`Offer rate ${performance.offerRate === null ? '—' : formatShareBps(Math.round(performance.offerRate * 10_000))}`} />
            <KpiCard label="Won" value={performance.won} hint={`${formatCents(performance.fundedCents)} funded`} />
            <KpiCard
              label="Median first response"
              value={performance.medianFirstResponseHours === null ? '—' : `${performance.medianFirstResponseHours} h`}
              hint="From share to the lender's first answer"
            />
          </SimpleGrid>
          <Text fontSize="sm">
            {performance.blockingCriteria.length === 0
              ? 'No near-misses: nothing blocks applications just short of this program.'
              : `What blocks its near-misses: ${performance.blockingCriteria.map((criterion) => `${criterion.label} ${criterion.percent} %`).join(', ')}.`}
          </Text>
          {performance.recent.length === 0 ? (
            <Text color="fg.muted">No applications matched yet</Text>
          ) : (
            <Stack gap="1" overflowX="auto">
              <Table.Root size="sm" aria-label="Recent matches">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Application</Table.ColumnHeader>
                    <Table.ColumnHeader>Business</Table.ColumnHeader>
                    <Table.ColumnHeader>Outcome</Table.ColumnHeader>
                    <Table.ColumnHeader>Matched</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {performance.recent.map((match) => (
                    <Table.Row key={match.applicationId}>
                      <Table.Cell>
                        <ChakraLink asChild colorPalette="blue">
                          <Link to="/admin/applications/view/$id" params={{ id: match.applicationId }}>
                            {match.number ?? `Draft #${match.applicationId}`}
                          </Link>
                        </ChakraLink>
                      </Table.Cell>
                      <Table.Cell>{match.businessName}</Table.Cell>
                      <Table.Cell>
                        <StatusChip status={match.outcome} tone={match.outcome === 'eligible' ? 'success' : 'warning'} />
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(match.computedAt)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Stack>
          )}
        </>
      ) : null}
    </Stack>
  );
}
