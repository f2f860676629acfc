import { Alert, Box, Button, Field, HStack, IconButton, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import {
  useMemberAdvanceNet30ClockMutation,
  useMemberNet30SandboxQuery,
  useMemberPlaceNet30TestOrderMutation,
  type MemberNet30AccountFieldsFragment,
  type MemberNet30FeeBoxFieldsFragment,
  type MemberNet30InvoiceRowFragment,
} from '../api/net30.generated';
import { isNotFound, loadFailureMessage, mutationFailure } from '../../application-workspace/lib/workspace';
import { EmptyState } from '../../backoffice/components/empty-state';
import { KpiCard } from '../../backoffice/components/kpi-card';
import { useSessionUser } from '../../auth/api/use-session-user';
import { ACCOUNT_STATUS_LABELS, formatCalendarDate, formatCents, label, MAX_QUANTITY, MINIMUM_ORDER, MINIMUM_ORDER_CENTS } from '../lib/net30-format';
import { adminNet30Search } from '../lib/search';
import { Net30AccountPicker } from './account-picker';
import { Net30ApplicationSlot } from './application-slot';
import { ChooseClientNote, Net30Page, Section, StatusBadge, TestBadge } from './net30-parts';

const TITLE = 'Net30 Test';
export const NO_TEST_ITEMS = 'No test items configured';
export const CLOCK_UNAVAILABLE = 'The clock panel is available only in demo mode, never in production.';

export interface Net30TestPageProps {
  /** Admins: whose account the order is for (`?clientId=`). */
  clientId?: string;
  onChooseClient: (clientId: string) => void;
}

/** R26 `/net30/test`: the order sandbox (a TEST invoice on net terms) and, for admins, the clock panel. */
export function Net30TestPage({ clientId, onChooseClient }: Net30TestPageProps) {
  const { user } = useSessionUser();
  const admin = user?.role === 'admin';
  const subtitle = 'Place a test order on net terms and follow its invoice, reminders, statement and report.';
  if (!user) return <Net30Page title={TITLE}><Skeleton height="40" /></Net30Page>;
  if (admin && !clientId) {
    return (
      <Net30Page title={TITLE} subtitle={subtitle}>
        <ChooseClientNote>
          <Net30AccountPicker onChoose={onChooseClient} />
        </ChooseClientNote>
      </Net30Page>
    );
  }
  return <Sandbox admin={admin} clientId={admin ? clientId! : null} subtitle={subtitle} />;
}

function Sandbox({ admin, clientId, subtitle }: { admin: boolean; clientId: string | null; subtitle: string }) {
  const query = useMemberNet30SandboxQuery({ variables: { clientId }, fetchPolicy: 'cache-and-network' });
  const sandbox = query.data?.net30Dashboard;
  const eyebrow = admin && clientId ? <Link to="/net30/dashboard" search={{ clientId }}>← The client’s Net30 Dashboard</Link> : <Link to="/net30/dashboard">← Net30 Dashboard</Link>;
  if (!sandbox) {
    return (
      <Net30Page title={TITLE} subtitle={subtitle} eyebrow={eyebrow}>
        {query.error ? (
          isNotFound(query.error) && admin ? (
            <EmptyState title="Client not found" actions={<Button asChild size="sm" variant="outline"><Link to="/net30/test">Choose another client</Link></Button>} />
          ) : (
            <ErrorAlert message={loadFailureMessage(query.error, 'The order sandbox could not be loaded. Please try again.')} />
          )
        ) : (
          <Skeleton height="48" role="status" aria-busy="true" aria-label="Loading the order sandbox" />
        )}
      </Net30Page>
    );
  }
  const account = sandbox.account;
  return (
    <Net30Page title={TITLE} subtitle={subtitle} eyebrow={eyebrow}>
      {!account ? (
        <Net30ApplicationSlot clientId={clientId} />
      ) : (
        <>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" as="section" aria-label="Your account">
            <KpiCard label="Available credit" value={formatCents(account.availableCents)} hint={`Limit ${formatCents(account.creditLimitCents)}`} />
            <KpiCard label="Terms" value={account.terms} hint={`Pay within ${account.netDays} days of the order`} />
            <Box gridColumn={{ base: 'span 2', md: 'auto' }} minW="0">
              <KpiCard
                label="Account"
                value={account.businessName}
                hint={`Status: ${label(ACCOUNT_STATUS_LABELS, account.status)}${account.holdReason ? ` (${account.holdReason})` : ''}`}
                tone={account.status === 'on_hold' ? 'warning' : 'neutral'}
              />
            </Box>
          </SimpleGrid>
          <OrderForm account={account} feeBox={sandbox.feeBox} admin={admin} clientId={clientId} onOrdered={() => void query.refetch()} />
          {admin ? <ClockPanel account={account} onAdvanced={() => void query.refetch()} /> : null}
        </>
      )}
    </Net30Page>
  );
}

function OrderForm({
  account,
  feeBox,
  admin,
  clientId,
  onOrdered,
}: {
  account: MemberNet30AccountFieldsFragment;
  feeBox: MemberNet30FeeBoxFieldsFragment;
  admin: boolean;
  clientId: string | null;
  onOrdered: () => void;
}) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [placed, setPlaced] = useState<MemberNet30InvoiceRowFragment | null>(null);
  const [place, { loading }] = useMemberPlaceNet30TestOrderMutation();
  const catalog = feeBox.catalog;
  const total = catalog.reduce((sum, item) => sum + item.priceCents * (quantities[item.id] ?? 0), 0);
  const change = (id: string, by: number) => {
    setProblem(null);
    setQuantities((current) => ({ ...current, [id]: Math.min(MAX_QUANTITY, Math.max(0, (current[id] ?? 0) + by)) }));
  };

  async function buy() {
    setPlaced(null);
    if (total < MINIMUM_ORDER_CENTS) {
      setProblem(MINIMUM_ORDER);
      return;
    }
    setProblem(null);
    const items = catalog.filter((item) => (quantities[item.id] ?? 0) > 0).map((item) => ({ itemId: item.id, quantity: quantities[item.id]! }));
    try {
      const { data } = await place({ variables: { items, clientId: admin ? clientId : null } });
      if (data) {
        setPlaced(data.placeNet30TestOrder);
        setQuantities({});
        onOrdered();
      }
    } catch (error) {
      setProblem(mutationFailure(error).message);
    }
  }

  if (catalog.length === 0) {
    return (
      <EmptyState
        title={NO_TEST_ITEMS}
        description={admin ? 'Add items to the catalogue in the Net30 settings.' : 'Please check back later.'}
        actions={
          admin ? (
            <Button asChild size="sm" variant="outline">
              <Link to="/admin/net30" search={adminNet30Search('settings')}>
                Open Net30 settings
              </Link>
            </Button>
          ) : undefined
        }
      />
    );
  }

  return (
    <Section title="Catalogue" description="Test orders are marked TEST and never reported to the credit bureaus.">
      <Stack gap="4">
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Test items">
          {catalog.map((item) => {
            const quantity = quantities[item.id] ?? 0;
            return (
              <HStack as="li" key={item.id} borderWidth="1px" rounded="lg" px={{ base: '3', md: '4' }} py="3" justify="space-between" gap="3" flexWrap="wrap">
                <Box minW="0" flex="1">
                  <Text fontWeight="medium">{item.name}</Text>
                  <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                    {formatCents(item.priceCents)}
                  </Text>
                </Box>
                <HStack gap="2" role="group" aria-label={`Quantity of ${item.name}`}>
                  <IconButton size="sm" variant="outline" aria-label={`One fewer ${item.name}`} onClick={() => change(item.id, -1)} disabled={quantity === 0}>
                    −
                  </IconButton>
                  <Text minW="8" textAlign="center" fontVariantNumeric="tabular-nums" aria-live="polite" data-testid={`quantity-${item.id}`}>
                    {quantity}
                  </Text>
                  <IconButton size="sm" variant="outline" aria-label={`One more ${item.name}`} onClick={() => change(item.id, 1)} disabled={quantity >= MAX_QUANTITY}>
                    +
                  </IconButton>
                </HStack>
              </HStack>
            );
          })}
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" borderTopWidth="1px" pt="4">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              Order total
            </Text>
            <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" aria-live="polite" data-testid="order-total">
              {formatCents(total)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Minimum order $10.00 · available credit {formatCents(account.availableCents)}
            </Text>
          </Box>
          <Button colorPalette="blue" size="lg" onClick={() => void buy()} loading={loading} disabled={account.status !== 'active' && account.status !== 'on_hold'}>
            Buy on Net {account.netDays}
          </Button>
        </Stack>
        {problem ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{problem}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {placed ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <HStack as="span" gap="2" display="inline-flex" flexWrap="wrap">
                  <span>Order placed: invoice {placed.number}</span>
                  {placed.isTest ? <TestBadge /> : null}
                </HStack>
              </Alert.Title>
              <Alert.Description>
                {formatCents(placed.totalCents)} due {formatCalendarDate(placed.dueOn)}.{' '}
                <Link to="/net30/invoice/$id" params={{ id: placed.id }} style={{ textDecoration: 'underline', fontWeight: 500 }}>
                  View invoice {placed.number}
                </Link>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Stack>
    </Section>
  );
}

/**
 * R26 clock panel (admins, demo mode only): moves the account's dates N days earlier and runs its jobs, listing what
 * happened. No query says whether demo mode is on, so the panel shows until the server answers NOT_FOUND.
 */
function ClockPanel({ account, onAdvanced }: { account: MemberNet30AccountFieldsFragment; onAdvanced: () => void }) {
  const [days, setDays] = useState('30');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [effects, setEffects] = useState<readonly string[] | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [advance, { loading }] = useMemberAdvanceNet30ClockMutation();

  if (unavailable) {
    return (
      <Text fontSize="sm" color="fg.muted" role="status">
        {CLOCK_UNAVAILABLE}
      </Text>
    );
  }

  async function submit() {
    setFailure(null);
    const value = Number(days);
    if (!/^\d+$/.test(days.trim()) || value < 1 || value > 120) {
      setFieldError('Enter a whole number of days from 1 to 120');
      return;
    }
    setFieldError(null);
    try {
      const { data } = await advance({ variables: { accountId: account.id, days: value } });
      setEffects(data?.advanceNet30Clock.effects ?? []);
      onAdvanced();
    } catch (error) {
      if (isNotFound(error) && mutationFailure(error).message !== 'Account not found') {
        setUnavailable(true);
        return;
      }
      setFailure(mutationFailure(error).message);
    }
  }

  return (
    <Section title="Clock" description="Demo mode only: move this account’s dates forward to see overdue invoices, late fees, statements and reports.">
      <Box borderWidth="1px" borderStyle="dashed" rounded="lg" p={{ base: '4', md: '5' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'end' }} gap="3">
            <Field.Root invalid={!!fieldError} maxW={{ sm: '48' }}>
              <Field.Label>Days</Field.Label>
              <Input type="number" min={1} max={120} inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} />
            </Field.Root>
            <Button type="submit" variant="outline" loading={loading}>
              Advance clock
            </Button>
          </Stack>
          {fieldError ? (
            <Text fontSize="sm" color="fg.error" mt="1">
              {fieldError}
            </Text>
          ) : null}
        </form>
        {failure ? (
          <Alert.Root status="error" role="alert" mt="3">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {effects ? (
          <Box mt="4" role="status" aria-label="What advancing the clock did">
            <Text fontWeight="medium" mb="1">
              What happened
            </Text>
            {effects.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                Nothing was due: no reminders, fees, statements or reports.
              </Text>
            ) : (
              <Box as="ul" listStyleType="disc" ps="5" fontSize="sm">
                {effects.map((effect, index) => (
                  <li key={index}>{effect}</li>
                ))}
              </Box>
            )}
            <HStack mt="2" gap="2" fontSize="sm" color="fg.muted">
              <Text>Account now:</Text>
              <StatusBadge status={account.status} labels={ACCOUNT_STATUS_LABELS} />
              <Text>balance {formatCents(account.balanceCents)}</Text>
            </HStack>
          </Box>
        ) : null}
      </Box>
    </Section>
  );
}
