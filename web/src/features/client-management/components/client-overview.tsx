import { Box, Button, chakra, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  useClientOverviewQuery,
  useResendClaimLinkMutation,
  type ClientOverviewQuery,
} from '../api/client-management.generated';
import { formatDate } from '../../applications/lib/format';
import { loadErrorMessage } from '../../applications/lib/error-message';
import { EmptyState } from '../../backoffice/components/empty-state';
import { KpiCard } from '../../backoffice/components/kpi-card';
import { PageHeader } from '../../backoffice/components/page-header';
import { StatusChip } from '../../backoffice/components/status-chip';
import { formatAge } from '../../backoffice/lib/format-age';

type Overview = ClientOverviewQuery['adminClientOverview'];

/** R10 at most this many claim links per application a day (the server refuses the 4th). */
const CLAIM_LINKS_PER_DAY = 3;

/** R10 `/admin/client-management`: the client side of the pipeline at a glance. */
export function ClientOverviewPage() {
  const { data, loading, error } = useClientOverviewQuery({ fetchPolicy: 'cache-and-network' });
  const overview = data?.adminClientOverview;

  return (
    <Box>
      <PageHeader
        title="Client Management"
        subtitle="The client side of the pipeline: new clients, unclaimed applications and what waits on the team."
        actions={
          <HStack gap="2" flexWrap="wrap">
            <Button asChild size="sm" variant="outline">
              <Link to="/admin/client-management/view">View all clients</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/admin/client-management/view" search={{ tab: 'applications' }}>
                Applications
              </Link>
            </Button>
            <Button asChild size="sm" colorPalette="blue">
              <Link to="/admin/client-management/create-application">Create application</Link>
            </Button>
          </HStack>
        }
      />
      {error && !overview ? <ErrorAlert message={loadErrorMessage(error, 'The client overview could not be loaded.')} /> : null}
      {loading && !overview ? <OverviewSkeleton /> : null}
      {overview && !overview.hasAnything ? <EmptyState title="No clients yet. Applications from the external form will appear here." /> : null}
      {overview?.hasAnything ? <OverviewContent overview={overview} /> : null}
    </Box>
  );
}

function OverviewSkeleton() {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" aria-busy="true" aria-label="Loading the overview">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} h="20" rounded="lg" />
      ))}
    </SimpleGrid>
  );
}

function OverviewContent({ overview }: { overview: Overview }) {
  return (
    <Stack gap="8">
      <SimpleGrid as="section" aria-label="Counts" columns={{ base: 2, md: 3, xl: 6 }} gap="3">
        <KpiCard label="New clients" value={overview.newClients30d} hint="Last 30 days" />
        <KpiCard label="Clients with open applications" value={overview.clientsWithOpenApplications} />
        <KpiCard
          label="Unclaimed applications"
          value={overview.unclaimedApplications}
          hint="No client account yet"
          tone={overview.unclaimedApplications > 0 ? 'warning' : 'neutral'}
        />
        <KpiCard
          label="Documents awaiting review"
          value={overview.documentsAwaitingReview}
          tone={overview.documentsAwaitingReview > 0 ? 'warning' : 'neutral'}
          hint={overview.documentsAwaitingReview > 0 ? 'Open applications' : undefined}
        />
        <KpiCard label="Credit-builder applications" value={overview.creditBuilderApplications} hint="Submitted or in review" />
        <KpiCard label="Net30 applications pending" value={overview.net30ApplicationsPending} hint="Submitted or in review" />
      </SimpleGrid>
      <NeedsAttention rows={overview.needsAttention} />
      <Unclaimed rows={overview.unclaimed} total={overview.unclaimedApplications} />
    </Stack>
  );
}

/** `hideBelow`: a column phones can do without, so the row's button stays in view. */
const Th = (props: { children: React.ReactNode; end?: boolean; hideBelow?: 'md' }) => (
  <chakra.th
    hideBelow={props.hideBelow}
    scope="col"
    px="3"
    py="2"
    textAlign={props.end ? 'end' : 'start'}
    fontSize="xs"
    fontWeight="semibold"
    color="fg.muted"
    textTransform="uppercase"
    letterSpacing="wide"
    whiteSpace="nowrap"
  >
    {props.children}
  </chakra.th>
);
const Td = (props: { children: React.ReactNode; end?: boolean; wrap?: boolean; hideBelow?: 'md' }) => (
  <chakra.td hideBelow={props.hideBelow} px="3" py="2" textAlign={props.end ? 'end' : 'start'} whiteSpace={props.wrap ? undefined : 'nowrap'} minW={props.wrap ? '40' : undefined}>
    {props.children}
  </chakra.td>
);

/** A small table of its own (no pager: the section shows what there is); every row has a button, so the keyboard reaches what scrolls. */
function SectionTable({ caption, headers, children }: { caption: string; headers: React.ReactNode; children: React.ReactNode }) {
  return (
    // Relative: the header's visually hidden text (absolutely positioned) stays inside the scroll box on phones.
    <Box position="relative" overflowX="auto" borderWidth="1px" rounded="lg">
      <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}>
        <chakra.caption srOnly>{caption}</chakra.caption>
        <chakra.thead bg="bg.subtle">
          <chakra.tr>{headers}</chakra.tr>
        </chakra.thead>
        <chakra.tbody>{children}</chakra.tbody>
      </chakra.table>
    </Box>
  );
}

function NeedsAttention({ rows }: { rows: Overview['needsAttention'] }) {
  return (
    <Box as="section" aria-labelledby="needs-attention-heading">
      <Heading id="needs-attention-heading" as="h2" size="md" mb="3">
        Needs attention
      </Heading>
      {rows.length === 0 ? (
        <EmptyState title="Nothing waits on the team" description="Answered information requests and uploaded documents appear here." />
      ) : (
        <SectionTable
          caption="Needs attention"
          headers={
            <>
              <Th>Client</Th>
              <Th hideBelow="md">Application</Th>
              <Th>Reason</Th>
              <Th end>Age</Th>
              <Th end>
                <chakra.span srOnly>Action</chakra.span>
              </Th>
            </>
          }
        >
          {rows.map((row) => (
            <chakra.tr key={row.key} borderTopWidth="1px">
              <Td wrap>{row.businessName}</Td>
              <Td hideBelow="md">{row.applicationNumber ?? `#${row.applicationId}`}</Td>
              <Td>{row.detail}</Td>
              <Td end>{formatAge(row.ageHours)}</Td>
              <Td end>
                <Button asChild size="xs" variant="outline">
                  <Link to="/admin/applications/view/$id" params={{ id: String(row.applicationId) }} aria-label={`Review ${row.applicationNumber ?? row.applicationId}`}>
                    Review
                  </Link>
                </Button>
              </Td>
            </chakra.tr>
          ))}
        </SectionTable>
      )}
    </Box>
  );
}

function Unclaimed({ rows, total }: { rows: Overview['unclaimed']; total: number }) {
  return (
    <Box as="section" aria-labelledby="unclaimed-heading">
      <Heading id="unclaimed-heading" as="h2" size="md" mb="1">
        Unclaimed applications
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Applications that arrived without an account. <em>Resend claim link</em> e-mails the applicant a new link to the
        result (at most {CLAIM_LINKS_PER_DAY} a day); the previous link stops working.
        {total > rows.length ? ` The newest ${rows.length} of ${total}.` : ''}
      </Text>
      {rows.length === 0 ? (
        <EmptyState title="Every application has its client's account" />
      ) : (
        <SectionTable
          caption="Unclaimed applications"
          headers={
            <>
              <Th>Application</Th>
              <Th>Business</Th>
              <Th>E-mail</Th>
              <Th hideBelow="md">Status</Th>
              <Th hideBelow="md">Submitted</Th>
              <Th end>
                <chakra.span srOnly>Action</chakra.span>
              </Th>
            </>
          }
        >
          {rows.map((row) => (
            <chakra.tr key={row.applicationId} borderTopWidth="1px">
              <Td>
                <Link to="/admin/applications/view/$id" params={{ id: String(row.applicationId) }}>
                  <chakra.span color="fg.info" textDecoration="underline">
                    {row.number ?? `#${row.applicationId}`}
                  </chakra.span>
                </Link>
              </Td>
              <Td wrap>{row.businessName}</Td>
              <Td>{row.email}</Td>
              <Td hideBelow="md">
                <StatusChip status={row.workflowStatus} />
              </Td>
              <Td hideBelow="md">{row.submittedAt ? formatDate(row.submittedAt) : '—'}</Td>
              <Td end>
                <ResendClaimLinkButton row={row} />
              </Td>
            </chakra.tr>
          ))}
        </SectionTable>
      )}
    </Box>
  );
}

/** R10 *Resend claim link*: the server's refusal (e.g. the 4th of a day) is shown as it comes. */
function ResendClaimLinkButton({ row }: { row: Overview['unclaimed'][number] }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [resend, { loading }] = useResendClaimLinkMutation({ refetchQueries: ['ClientOverview'] });
  const spent = row.linksSentToday >= CLAIM_LINKS_PER_DAY;
  const label = row.number ?? `#${row.applicationId}`;

  async function send() {
    setRefusal(null);
    try {
      const { data } = await resend({ variables: { applicationId: String(row.applicationId) } });
      const receipt = data?.resendClaimLink;
      if (receipt) {
        notify({
          type: 'success',
          title: 'Claim link sent',
          description: `Sent to ${receipt.sentTo} (${receipt.sentToday} of ${CLAIM_LINKS_PER_DAY} today).`,
        });
      }
    } catch (error) {
      setRefusal(loadErrorMessage(error, 'The claim link could not be sent.'));
    }
  }

  return (
    <Stack gap="1" align="flex-end">
      <Button size="xs" variant="outline" loading={loading} disabled={spent} onClick={() => void send()} aria-label={`Resend claim link for ${label}`}>
        Resend claim link
      </Button>
      {spent ? (
        <Text fontSize="xs" color="fg.muted">
          Sent {CLAIM_LINKS_PER_DAY} times today
        </Text>
      ) : row.linksSentToday > 0 ? (
        <Text fontSize="xs" color="fg.muted">
          Sent {row.linksSentToday} of {CLAIM_LINKS_PER_DAY} today
        </Text>
      ) : null}
      {refusal ? (
        <Text role="alert" fontSize="xs" color="fg.error" maxW="60" whiteSpace="normal">
          {refusal}
        </Text>
      ) : null}
    </Stack>
  );
}
