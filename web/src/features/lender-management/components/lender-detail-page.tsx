import { Alert, Box, Button, Card, chakra, Field, Flex, Heading, HStack, Input, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  useDisableLenderUserMutation,
  useInviteLenderUserMutation,
  useLenderActivityQuery,
  useLenderDetailQuery,
  useLenderProgramsQuery,
  useResendLenderInviteMutation,
  useUpdateLenderMutation,
  type LenderDetailFieldsFragment,
} from '../api/lender-management.generated';
import { productLabel } from '../../../lib/catalogue';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { isNotFound, loadFailureMessage, mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { formatCalendarDate, formatDate, formatDateTime } from '../../applications/lib/format';
import { EmptyState } from '../../backoffice/components/empty-state';
import { PageHeader } from '../../backoffice/components/page-header';
import { StatusChip } from '../../backoffice/components/status-chip';
import { commissionText, statesText } from '../lib/format';
import { LAST_ACTIVE_USER_WARNING, lenderFormValues, updateLenderInput } from '../lib/lender-form';
import { AccessLogTab } from './lender-access-log-tab';
import { FundedDealsTab } from './lender-funded-deals-tab';
import { LenderPerformanceKpis } from './lender-performance-kpis';
import { SubmissionsTab } from './lender-submissions-tab';
import type { LenderDetailTab } from '../lib/search';
import { LenderForm } from './lender-form';
import { LenderStatusActions } from './lender-status-actions';
import { RevokeAllAccess } from './revoke-all-access';

type Lender = LenderDetailFieldsFragment;
type LenderUser = Lender['users'][number];

const NOT_FOUND = 'Lender not found';

export interface LenderDetailPageProps {
  idParam: string;
  tab: LenderDetailTab;
  onTabChange(tab: LenderDetailTab): void;
}

/** R9 `/admin/lender-management/view/{id}`: one lender with its programs, users and activity. */
export function LenderDetailPage({ idParam, tab, onTabChange }: LenderDetailPageProps) {
  const validId = /^[1-9]\d{0,9}$/.test(idParam);
  const query = useLenderDetailQuery({ variables: { id: idParam }, skip: !validId, fetchPolicy: 'cache-and-network' });
  const lender = query.data?.adminLender;

  if (!validId || (query.error && isNotFound(query.error))) return <NotFound />;
  if (!lender) {
    if (query.error) {
      return (
        <Stack gap="4">
          <PageHeader title="Lender Details" eyebrow={<BackLink />} />
          <ErrorAlert message={loadFailureMessage(query.error, 'The lender could not be loaded. Please try again.')} />
        </Stack>
      );
    }
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton h="8" w="50%" />
        <Skeleton h="64" />
      </Stack>
    );
  }

  const reload = () => void query.refetch();
  return (
    <Box>
      <PageHeader
        eyebrow={<BackLink />}
        title={lender.displayName}
        subtitle={
          <HStack as="span" gap="2" flexWrap="wrap">
            <StatusChip status={lender.status} />
            <Text as="span">{lender.legalName}</Text>
          </HStack>
        }
        actions={
          <HStack gap="2" flexWrap="wrap">
            <LenderStatusActions lender={lender} layout="buttons" onReload={reload} />
            {lender.status === 'archived' ? null : <RevokeAllAccess lender={lender} />}
          </HStack>
        }
      />
      {lender.status === 'paused' && lender.pausedReason ? (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Description>Paused: {lender.pausedReason}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(details) => onTabChange(details.value as LenderDetailTab)} variant="line" lazyMount>
        <Tabs.List overflowX="auto" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="programs">Programs</Tabs.Trigger>
          <Tabs.Trigger value="users">Users</Tabs.Trigger>
          <Tabs.Trigger value="submissions">Submissions</Tabs.Trigger>
          <Tabs.Trigger value="funded">Funded deals</Tabs.Trigger>
          <Tabs.Trigger value="access">Access log</Tabs.Trigger>
          <Tabs.Trigger value="activity">Activity</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewTab lender={lender} onReload={reload} />
        </Tabs.Content>
        <Tabs.Content value="programs">
          <ProgramsTab lender={lender} />
        </Tabs.Content>
        <Tabs.Content value="users">
          <UsersTab lender={lender} />
        </Tabs.Content>
        <Tabs.Content value="submissions">
          <SubmissionsTab lenderId={String(lender.id)} />
        </Tabs.Content>
        <Tabs.Content value="funded">
          <FundedDealsTab lenderId={String(lender.id)} />
        </Tabs.Content>
        <Tabs.Content value="access">
          <AccessLogTab lenderId={String(lender.id)} />
        </Tabs.Content>
        <Tabs.Content value="activity">
          <ActivityTab lenderId={String(lender.id)} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

function BackLink() {
  return (
    <Link to="/admin/lender-management/view">
      <chakra.span color="fg.info" textDecoration="underline" fontSize="sm">
        ← All lenders
      </chakra.span>
    </Link>
  );
}

function NotFound() {
  return (
    <Stack gap="4">
      <PageHeader title={NOT_FOUND} eyebrow={<BackLink />} />
      <EmptyState
        title={NOT_FOUND}
        description="There is no lender with this number. Check the link, or find the lender in the list."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/lender-management/view">Find a lender</Link>
          </Button>
        }
      />
    </Stack>
  );
}

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
      {rows.map(([label, value]) => (
        <Box key={label} minW="0">
          <Text as="dt" fontSize="xs" color="fg.muted">
            {label}
          </Text>
          <Box as="dd" wordBreak="break-word">
            {value}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function OverviewTab({ lender, onReload }: { lender: Lender; onReload(): void }) {
  const [editing, setEditing] = useState(false);
  const [updateLender] = useUpdateLenderMutation({ refetchQueries: ['LenderActivity', 'LenderList', 'LenderOverview'] });
  if (editing) {
    return (
      <Section title="Edit profile">
        <LenderForm
          key={lender.version}
          mode="edit"
          defaultValues={lenderFormValues(lender)}
          onCancel={() => setEditing(false)}
          onReload={onReload}
          onSave={async (values) => {
            await updateLender({ variables: { id: String(lender.id), input: updateLenderInput(values, lender.version) } });
            setEditing(false);
            notify({ type: 'success', title: 'Profile saved', description: `${values.displayName.trim()} is up to date.` });
          }}
        />
      </Section>
    );
  }
  const editable = lender.status !== 'archived';
  return (
    <Stack gap="4">
      <LenderPerformanceKpis lenderId={String(lender.id)} slaHours={lender.slaHours} />
      <Section
        title="Profile"
        actions={
          editable ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit profile
            </Button>
          ) : null
        }
      >
        <Facts
          rows={[
            ['Legal name', lender.legalName],
            ['Display name (clients see it)', lender.displayName],
            ['Website', lender.website ?? '—'],
            ['Products', lender.products.map(productLabel).join(', ')],
            ['States licensed', statesText(lender.statesLicensed)],
            ['Added', formatDate(lender.createdAt)],
          ]}
        />
      </Section>
      <Section title="Contact">
        <Facts rows={[['Name', lender.contactName], ['E-mail', lender.contactEmail], ['Phone', lender.contactPhone ?? '—']]} />
      </Section>
      <Section title="Terms">
        <Facts
          rows={[
            ['Response SLA', `${lender.slaHours} hours`],
            ['Commission', commissionText(lender)],
            ['Agreement signed', lender.agreementSignedOn ? formatCalendarDate(lender.agreementSignedOn) : 'Not recorded'],
            ['Data-handling terms', lender.dataTermsAcceptedAt ? `Accepted ${formatDate(lender.dataTermsAcceptedAt)}` : 'Not accepted'],
            ['Two-factor for its users', lender.requires2fa ? 'Required' : 'Optional'],
            ['Notes', lender.notes ? <Text whiteSpace="pre-wrap">{lender.notes}</Text> : '—'],
          ]}
        />
      </Section>
    </Stack>
  );
}

function ProgramsTab({ lender }: { lender: Lender }) {
  const { data, error, loading } = useLenderProgramsQuery({ variables: { lenderId: String(lender.id) }, fetchPolicy: 'cache-and-network' });
  const addProgram = (
    <Button asChild size="sm" colorPalette="blue">
      <Link to="/admin/funding-matrix/add-criteria" search={{ lenderId: String(lender.id) } as never}>
        Add program
      </Link>
    </Button>
  );
  const programs = data?.adminPrograms.items;
  return (
    <Section title="Programs" actions={addProgram}>
      {error && !programs ? (
        <ErrorAlert message={loadFailureMessage(error, 'The programs could not be loaded.')} />
      ) : !programs ? (
        <Skeleton h="20" aria-busy={loading} />
      ) : programs.length === 0 ? (
        <EmptyState title="No programs yet" description="Add this lender's credit box so its programs can match applications." />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Programs">
          {programs.map((program) => (
            <HStack as="li" key={program.id} gap="3" flexWrap="wrap" borderWidth="1px" rounded="md" px="3" py="2">
              <Text fontWeight="medium">{program.name}</Text>
              <StatusChip status={program.status} />
              <Text fontSize="sm">{productLabel(program.product)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {program.currentVersion ? `Version ${program.currentVersion}` : 'Not published'}
                {program.hasDraft && program.currentVersion ? ' · unpublished changes' : ''}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function UsersTab({ lender }: { lender: Lender }) {
  const [disabling, setDisabling] = useState<LenderUser | null>(null);
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const refetchQueries = ['LenderDetail', 'LenderActivity', 'LenderList', 'LenderOverview'];
  const [resend, resending] = useResendLenderInviteMutation({ refetchQueries });
  const [disable, disablingState] = useDisableLenderUserMutation({ refetchQueries, awaitRefetchQueries: true });
  const activeUsers = lender.users.filter((user) => user.status === 'active');
  const lastActive = (user: LenderUser) => lender.status === 'active' && user.status === 'active' && activeUsers.length === 1;
  const archived = lender.status === 'archived';

  async function resendInvite(user: LenderUser) {
    try {
      await resend({ variables: { userId: String(user.id) } });
      notify({ type: 'success', title: 'Invitation sent again', description: `A new link went to ${user.email}; the earlier one no longer works.` });
    } catch (error) {
      notify({ type: 'error', title: 'The invitation was not sent', description: mutationFailure(error).message });
    }
  }

  async function confirmDisable(user: LenderUser) {
    setFailure(null);
    try {
      await disable({ variables: { userId: String(user.id), confirmNoOneLeft: lastActive(user) } });
      setDisabling(null);
      notify({ type: 'success', title: 'User disabled', description: `${user.email} can no longer sign in.` });
    } catch (error) {
      setFailure(mutationFailure(error));
    }
  }

  return (
    <Stack gap="4">
      {archived ? null : <InviteForm lenderId={String(lender.id)} />}
      <Section title="Users">
        {lender.users.length === 0 ? (
          <EmptyState title="No users yet" description="Invite the people who will answer submissions for this lender." />
        ) : (
          // A card per user rather than a table: the buttons stay on screen on a phone.
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Users">
            {lender.users.map((user) => (
              <Flex as="li" key={user.id} gap="3" flexWrap="wrap" align="center" borderWidth="1px" rounded="md" px="3" py="2">
                <Box minW="0" flex="1 1 14rem">
                  <Text fontWeight="medium" wordBreak="break-word">
                    {user.name ?? user.email}
                  </Text>
                  {user.name ? (
                    <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
                      {user.email}
                    </Text>
                  ) : null}
                </Box>
                <StatusChip status={user.status} tone={user.status === 'invited' ? 'info' : user.status === 'disabled' ? 'neutral' : 'success'} />
                <Text fontSize="sm" color="fg.muted" flex="1 1 12rem">
                  {user.lastSignInAt ? `Last sign-in ${formatDateTime(user.lastSignInAt)}` : 'Never signed in'} · invited {formatDate(user.createdAt)}
                </Text>
                <HStack gap="2">
                  {user.status === 'invited' && !archived ? (
                    <Button size="xs" variant="outline" loading={resending.loading} onClick={() => void resendInvite(user)} aria-label={`Resend invite to ${user.email}`}>
                      Resend invite
                    </Button>
                  ) : null}
                  {user.status !== 'disabled' ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => {
                        setFailure(null);
                        setDisabling(user);
                      }}
                      aria-label={`Disable ${user.email}`}
                    >
                      Disable
                    </Button>
                  ) : null}
                </HStack>
              </Flex>
            ))}
          </Stack>
        )}
      </Section>
      {disabling ? (
        <ActionDialog
          open
          onClose={() => setDisabling(null)}
          title={`Disable ${disabling.email}?`}
          description="They can no longer sign in, and their sessions end now."
          submitLabel={lastActive(disabling) ? 'Disable anyway' : 'Disable user'}
          tone="danger"
          submitting={disablingState.loading}
          failure={failure}
          onSubmit={(event) => {
            event.preventDefault();
            void confirmDisable(disabling);
          }}
        >
          {lastActive(disabling) ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Description>{LAST_ACTIVE_USER_WARNING}</Alert.Description>
            </Alert.Root>
          ) : null}
        </ActionDialog>
      ) : null}
    </Stack>
  );
}

function InviteForm({ lenderId }: { lenderId: string }) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [invite, { loading }] = useInviteLenderUserMutation({ refetchQueries: ['LenderDetail', 'LenderActivity'], awaitRefetchQueries: true });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return setMessage('Please enter a valid email');
    setMessage(null);
    try {
      await invite({ variables: { lenderId, email: trimmed } });
      setEmail('');
      notify({ type: 'success', title: 'Invitation sent', description: `${trimmed} gets a link to set a password (valid 72 hours).` });
    } catch (error) {
      const failed = mutationFailure(error);
      setMessage(failed.fieldErrors.email ?? failed.message);
    }
  }

  return (
    <Section title="Invite a user">
      <chakra.form noValidate onSubmit={(event) => void submit(event)} display="flex" gap="2" alignItems="flex-start" flexWrap="wrap">
        <Field.Root invalid={Boolean(message)} flex="1" minW="56">
          <Field.Label>E-mail</Field.Label>
          <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          {message ? <Field.ErrorText>{message}</Field.ErrorText> : <Field.HelperText>They get a link to set a password, valid 72 hours.</Field.HelperText>}
        </Field.Root>
        <Button type="submit" mt={{ base: '0', sm: '6' }} loading={loading}>
          Invite
        </Button>
      </chakra.form>
    </Section>
  );
}

function ActivityTab({ lenderId }: { lenderId: string }) {
  const { data, error, loading, fetchMore } = useLenderActivityQuery({ variables: { entityId: lenderId }, fetchPolicy: 'cache-and-network' });
  const page = data?.auditEvents;
  return (
    <Section title="Activity">
      {error && !page ? (
        <ErrorAlert message={loadFailureMessage(error, 'The activity could not be loaded.')} />
      ) : !page ? (
        <Skeleton h="20" aria-busy={loading} />
      ) : page.items.length === 0 ? (
        <EmptyState title="No activity yet" />
      ) : (
        <Stack gap="3">
          <Stack as="ol" gap="2" listStyleType="none" aria-label="Activity">
            {page.items.map((event) => (
              <Box as="li" key={event.id} fontSize="sm">
                <Text wordBreak="break-word">{event.summary}</Text>
                {event.reason ? (
                  <Text fontSize="xs" wordBreak="break-word">
                    Reason: {event.reason}
                  </Text>
                ) : null}
                <Text fontSize="xs" color="fg.muted">
                  {event.actor.name} · {formatDateTime(event.occurredAt)}
                </Text>
              </Box>
            ))}
          </Stack>
          {page.hasNextPage ? (
            <Button
              alignSelf="start"
              size="sm"
              variant="outline"
              loading={loading}
              onClick={() =>
                void fetchMore({
                  variables: { after: page.endCursor },
                  updateQuery: (previous, { fetchMoreResult }) => ({
                    auditEvents: { ...fetchMoreResult.auditEvents, items: [...previous.auditEvents.items, ...fetchMoreResult.auditEvents.items] },
                  }),
                })
              }
            >
              Show older
            </Button>
          ) : null}
        </Stack>
      )}
    </Section>
  );
}
