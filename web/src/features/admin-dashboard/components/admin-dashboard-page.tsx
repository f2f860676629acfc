import { Box, Grid, Stack } from '@chakra-ui/react';
import { PageHeader } from '../../backoffice/components/page-header';
import type { DashboardRangeDays } from '../lib/dashboard-search';
import { ActivityFeed } from './activity-feed';
import { KpiSection } from './kpi-section';
import { MarketplaceKpiSection } from './marketplace-kpis';
import { NeedsActionQueue } from './needs-action-queue';

export interface AdminDashboardPageProps {
  rangeDays: DashboardRangeDays;
  onRangeChange(days: DashboardRangeDays): void;
}

/** R1 `/admin/dashboard` (BACKOFFICE.md §2 R1): what needs action now, how the funnel performs, and what just happened. */
export function AdminDashboardPage({ rangeDays, onRangeChange }: AdminDashboardPageProps) {
  return (
    <Box>
      <PageHeader title="Admin Dashboard" subtitle="What needs action now, and how the funnel performs." />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', '2xl': 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
        <Stack gap="8" minW="0">
          <NeedsActionQueue />
          <KpiSection rangeDays={rangeDays} onRangeChange={onRangeChange} />
          <MarketplaceKpiSection rangeDays={rangeDays} />
        </Stack>
        <ActivityFeed />
      </Grid>
    </Box>
  );
}
