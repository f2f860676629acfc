import { Alert, Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useMemberNet30DashboardQuery, type MemberNet30DashboardQuery } from '../api/net30.generated';
import { isNotFound, loadFailureMessage } from '../../application-workspace/lib/workspace';
import { EmptyState } from '../../backoffice/components/empty-state';
import { KpiCard } from '../../backoffice/components/kpi-card';
import { useSessionUser } from '../../auth/api/use-session-user';
import { ACCOUNT_STATUS_LABELS, formatCalendarDate, formatCents, formatOnTime, label } from '../lib/net30-format';
import { adminNet30Search } from '../lib/search';
import { Net30AccountPicker } from './account-picker';
import { Net30ApplicationSlot } from './application-slot';
import { FurnishingLog } from './furnishing-log';
import { ChooseClientNote, FeeBox, InvoiceTable, Net30Page, Section, StatusBadge } from './net30-parts';
import { StatementsList } from './statements-list';

type Dashboard = MemberNet30DashboardQuery['net30Dashboard'];
type Account = NonNullable<Dashboard['account']>;

const TITLE = 'Net30 Dashboard';

export interface Net30DashboardPageProps {
  /** Admins: whose account (`?clientId=`). */
  clientId?: string;
  onChooseClient: (clientId: string) => void;
}

/** R24 `/net30/dashboard`: the client's trade account (admins: a client's, by `?clientId=`). */
export function Net30DashboardPage({ clientId, onChooseClient }: Net30DashboardPageProps) {
  const { user } = useSessionUser();
  const admin = user?.role === 'admin';
  if (!user) return <Net30Page title={TITLE}><Skeleton height="40" /></Net30Page>;
  if (admin && !clientId) {
    return (
      <Net30Page title={TITLE} subtitle="A client's trade account, as they see it.">
        <ChooseClientNote>
          <Net30AccountPicker onChoose={onChooseClient} />
        </ChooseClientNote>
      </Net30Page>
    );
  }
  return <DashboardLoader admin={admin} clientId={admin ? clientId! : null} />;
}

function DashboardLoader({ admin, clientId }: { admin: boolean; clientId: string | null }) {
  const query = useMemberNet30DashboardQuery({ variables: { clientId }, fetchPolicy: 'cache-and-network' });
  const dashboard = query.data?.net30Dashboard;
  if (!dashboard) {
    if (query.error) {
      const notFound = isNotFound(query.error);
      return (
        <Net30Page title={TITLE}>
          {notFound && admin ? (
            <EmptyState
              title="Client not found"
              description="There is no client with this id."
              actions={
                <Button asChild size="sm" variant="outline">
                  <Link to="/net30/dashboard">Choose another client</Link>
                </Button>
              }
            />
          ) : (
            <Stack gap="3" align="start">
              <ErrorAlert message={loadFailureMessage(query.error, 'Your Net30 account could not be loaded. Please try again.')} />
              <Button variant="outline" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Stack>
          )}
        </Net30Page>
      );
    }
    return (
      <Net30Page title={TITLE}>
        <Stack gap="4" role="status" aria-busy="true" aria-label="Loading the Net30 account">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {[1, 2, 3, 4].map((key) => (
              <Skeleton key={key} height="20" />
            ))}
          </SimpleGrid>
          <Skeleton height="40" />
        </Stack>
      </Net30Page>
    );
  }
  if (!dashboard.account) {
    return (
      <Net30Page title={TITLE} subtitle={admin ? undefined : 'Trade credit on net terms that builds your business credit.'}>
        <Net30ApplicationSlot clientId={clientId} />
      </Net30Page>
    );
  }
  return <DashboardView dashboard={dashboard} account={dashboard.account} admin={admin} clientId={clientId} />;
}

function DashboardView({ dashboard, account, admin, clientId }: { dashboard: Dashboard; account: Account; admin: boolean; clientId: string | null }) {
  const orderLink = admin && clientId ? <Link to="/net30/test" search={{ clientId }}>Place an order</Link> : <Link to="/net30/test">Place an order</Link>;
  return (
    <Net30Page
      title={TITLE}
      eyebrow={admin ? <Link to="/admin/net30" search={adminNet30Search('accounts')}>← Net30 Administration</Link> : undefined}
      subtitle={
        <HStack as="span" gap="2" flexWrap="wrap" display="inline-flex">
          <Text as="span" color="fg" fontWeight="medium">
            {account.businessName}
          </Text>
          <StatusBadge status={account.status} labels={ACCOUNT_STATUS_LABELS} />
          <Text as="span">
            {account.terms} · opened {formatCalendarDate(account.openedOn)}
          </Text>
        </HStack>
      }
      actions={
        <>
          {account.status === 'active' ? (
            <Button asChild colorPalette="blue" size="sm">
              {orderLink}
            </Button>
          ) : null}
          {admin ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/net30" search={adminNet30Search('invoices')}>
                Record payment or adjust
              </Link>
            </Button>
          ) : null}
        </>
      }
    >
      {account.status === 'on_hold' ? (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Account on hold</Alert.Title>
            <Alert.Description>{account.holdReason ?? 'No new orders until past-due invoices are paid.'}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <Box as="section" aria-label="Account summary">
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3">
          <KpiCard label="Available credit" value={formatCents(account.availableCents)} hint="Limit − open balances" />
          <KpiCard label="Credit limit" value={formatCents(account.creditLimitCents)} />
          <KpiCard label="Balance" value={formatCents(account.balanceCents)} />
          <KpiCard label="Terms" value={account.terms} hint={`Status: ${label(ACCOUNT_STATUS_LABELS, account.status)}${account.holdReason ? ` (${account.holdReason})` : ''}`} tone={account.status === 'on_hold' ? 'warning' : 'neutral'} />
          <KpiCard
            label="Next due"
            value={account.nextDueCents !== null && account.nextDueCents !== undefined ? formatCents(account.nextDueCents) : '—'}
            hint={account.nextDueOn ? `on ${formatCalendarDate(account.nextDueOn)}` : 'Nothing due'}
          />
          <KpiCard label="On time (12 months)" value={formatOnTime(account.onTimeBps)} hint={account.onTimeBps === null || account.onTimeBps === undefined ? 'No invoice was due yet' : 'Invoices paid by their due date'} />
          <KpiCard label="DBT (12 months)" value={`${account.dbtDays} ${account.dbtDays === 1 ? 'day' : 'days'}`} hint="Days beyond terms, dollar-weighted" tone={account.dbtDays > 0 ? 'warning' : 'neutral'} />
          <KpiCard label="Last payment" value={account.lastPaymentOn ? formatCalendarDate(account.lastPaymentOn) : '—'} />
        </SimpleGrid>
      </Box>

      <Section title="Open invoices">
        <InvoiceTable
          invoices={dashboard.openInvoices}
          caption="Open invoices, the earliest due first"
          empty={<EmptyState title={dashboard.closedInvoices.length === 0 ? `No invoices yet. Orders on Net ${account.netDays} terms appear here.` : 'Nothing to pay'} description={dashboard.closedInvoices.length === 0 ? undefined : 'Every invoice is paid.'} />}
        />
      </Section>

      {dashboard.closedInvoices.length > 0 ? (
        <Section title="Paid invoices">
          <InvoiceTable invoices={dashboard.closedInvoices} caption="Paid and void invoices, newest first" empty={null} />
        </Section>
      ) : null}

      <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: 6, md: 8 }} alignItems="start">
        <Box gridColumn={{ lg: 'span 3' }} minW="0">
          <Section title="Monthly statements">
            <StatementsList accountId={account.id} admin={admin} statementDay={dashboard.feeBox.statementDay} />
          </Section>
        </Box>
        <Box gridColumn={{ lg: 'span 2' }} minW="0">
          <Section title="Fees">
            <Box borderWidth="1px" rounded="lg" p="4">
              <FeeBox feeBox={dashboard.feeBox} />
            </Box>
          </Section>
        </Box>
      </SimpleGrid>

      <Section title="Credit bureau reporting" description="What was reported to the business credit bureaus each month. Tell us if something is wrong.">
        <FurnishingLog clientId={clientId} admin={admin} reportingDay={dashboard.feeBox.reportingDay} />
      </Section>
    </Net30Page>
  );
}
