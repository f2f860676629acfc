import { Box, Button, chakra, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useLenderOverviewQuery, type LenderRowFieldsFragment } from '../api/lender-management.generated';
import { loadErrorMessage } from '../../applications/lib/error-message';
import { EmptyState } from '../../backoffice/components/empty-state';
import { KpiCard } from '../../backoffice/components/kpi-card';
import { PageHeader } from '../../backoffice/components/page-header';
import { StatusChip } from '../../backoffice/components/status-chip';
import { LenderScoreboard } from './lender-scoreboard';

/**
 * R6 `/admin/lender-management`: counts, the alerts (no active program, still onboarding, waiting past SLA with
 * *Nudge*) and the scoreboard of the top lenders by funded volume over 90 days.
 */
export function LenderOverviewPage() {
  const { data, loading, error } = useLenderOverviewQuery({ fetchPolicy: 'cache-and-network' });
  const actions = (
    <HStack gap="2">
      <Button asChild size="sm" variant="outline">
        <Link to="/admin/lender-management/view">View all</Link>
      </Button>
      <Button asChild size="sm" colorPalette="blue">
        <Link to="/admin/lender-management/add">Add lender</Link>
      </Button>
    </HStack>
  );
  const header = <PageHeader title="Lender Management" subtitle="The health of the lender network." actions={actions} />;

  if (error && !data) {
    return (
      <Box>
        {header}
        <ErrorAlert message={loadErrorMessage(error, 'The lenders could not be loaded.')} />
      </Box>
    );
  }
  if (!data) {
    return (
      <Box aria-busy={loading}>
        {header}
        <Skeleton h="40" rounded="lg" />
      </Box>
    );
  }
  if (data.all.totalCount === 0) {
    return (
      <Box>
        {header}
        <EmptyState
          title="No lenders yet — add your first partner lender"
          actions={
            <Button asChild size="sm" colorPalette="blue">
              <Link to="/admin/lender-management/add">Add lender</Link>
            </Button>
          }
        />
      </Box>
    );
  }

  const withoutProgram = data.activeLenders.items.filter((lender) => lender.activeProgramCount === 0);
  const onboarding = data.onboarding.items;

  return (
    <Box>
      {header}
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <KpiCard label="Active" value={data.active.totalCount} />
          <KpiCard label="Paused" value={data.paused.totalCount} tone={data.paused.totalCount > 0 ? 'warning' : 'neutral'} hint={data.paused.totalCount > 0 ? 'No new files are shared with them' : undefined} />
          <KpiCard label="Onboarding" value={data.onboarding.totalCount} tone={data.onboarding.totalCount > 0 ? 'info' : 'neutral'} hint={data.onboarding.totalCount > 0 ? 'Not yet taking files' : undefined} />
        </SimpleGrid>

        <Panel title="Alerts">
          {withoutProgram.length === 0 && onboarding.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              Nothing needs attention: every active lender has an active program and no lender is still onboarding.
            </Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" aria-label="Alerts">
              {withoutProgram.map((lender) => (
                <Alert key={`program-${lender.id}`} lender={lender} label="No active program">
                  <Link to="/admin/funding-matrix/add-criteria" search={{ lenderId: String(lender.id) } as never}>
                    <chakra.span color="fg.info" textDecoration="underline" fontSize="sm">
                      Add criteria
                    </chakra.span>
                  </Link>
                </Alert>
              ))}
              {onboarding.map((lender) => (
                <Alert key={`onboarding-${lender.id}`} lender={lender} label="Still onboarding" />
              ))}
            </Stack>
          )}
        </Panel>

        <LenderScoreboard />
      </Stack>
    </Box>
  );
}

function Alert({ lender, label, children }: { lender: LenderRowFieldsFragment; label: string; children?: ReactNode }) {
  return (
    <HStack as="li" gap="3" flexWrap="wrap" borderWidth="1px" rounded="md" px="3" py="2">
      <StatusChip status={lender.status} label={label} tone="warning" />
      <Link to="/admin/lender-management/view/$id" params={{ id: String(lender.id) }}>
        <chakra.span color="fg.info" textDecoration="underline" fontWeight="medium">
          {lender.displayName}
        </chakra.span>
      </Link>
      {children}
    </HStack>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="lg" p="4">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
