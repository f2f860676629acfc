import { Box, Tabs } from '@chakra-ui/react';
import { PageHeader } from '../../backoffice/components/page-header';
import { Net30ApplicationsTab } from '../../net30-applications/components/applications-tab';
import type { Net30AdminSearch, Net30AdminTab } from '../lib/search';
import { AccountsTab } from './accounts-tab';
import { AgingTab } from './aging-tab';
import { DisputesTab } from './disputes-tab';
import { InvoicesTab } from './invoices-tab';
import { ReportingTab } from './reporting-tab';
import { SettingsTab } from './settings-tab';

const TAB_LABELS: Record<Net30AdminTab, string> = {
  applications: 'Applications',
  accounts: 'Accounts',
  invoices: 'Invoices',
  aging: 'Aging',
  reporting: 'Reporting',
  disputes: 'Disputes',
  settings: 'Settings',
};

export interface Net30AdminPageProps {
  search: Net30AdminSearch;
  /** Another tab: its own filters and page start afresh. */
  onTabChange(tab: Net30AdminTab): void;
}

/** R19 `/admin/net30`: the Net30 programme end to end, one tab per job (`?tab=`, applications by default). */
export function Net30AdminPage({ search, onTabChange }: Net30AdminPageProps) {
  const tab: Net30AdminTab = search.tab ?? 'applications';
  return (
    <Box>
      <PageHeader title="Net30 Administration" subtitle="Trade accounts, invoices, aging and credit-bureau reporting." />
      <Tabs.Root value={tab} onValueChange={(details) => onTabChange(details.value as Net30AdminTab)} variant="line" lazyMount unmountOnExit>
        <Tabs.List overflowX="auto" flexWrap={{ base: 'wrap', md: 'nowrap' }} mb="4">
          {Object.entries(TAB_LABELS).map(([value, label]) => (
            <Tabs.Trigger key={value} value={value}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="applications">
          <Net30ApplicationsTab />
        </Tabs.Content>
        <Tabs.Content value="accounts">
          <AccountsTab search={search} />
        </Tabs.Content>
        <Tabs.Content value="invoices">
          <InvoicesTab search={search} />
        </Tabs.Content>
        <Tabs.Content value="aging">
          <AgingTab />
        </Tabs.Content>
        <Tabs.Content value="reporting">
          <ReportingTab />
        </Tabs.Content>
        <Tabs.Content value="disputes">
          <DisputesTab />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SettingsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
