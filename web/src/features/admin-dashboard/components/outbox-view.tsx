import { Alert, Box, Button, Field, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { EmailStatus } from '../../../generated/graphql';
import { useDashboardOutboxQuery } from '../api/outbox.generated';
import { EmptyState } from '../../backoffice/components/empty-state';
import { StatusChip, statusText } from '../../backoffice/components/status-chip';
import { formatCount, formatEventTime } from '../lib/dashboard-format';
import { OutboxMessageDialog } from './outbox-message-dialog';
import { ResendEmailButton, type OutgoingEmail } from './resend-email-button';
import { SectionError } from './section-error';

const EMAIL_STATUSES: EmailStatus[] = ['pending', 'sending', 'sent', 'failed'];

/**
 * Activity → Outgoing mail (BACKOFFICE.md §0): the e-mail outbox, newest first, with a status filter and older pages
 * on demand. Without SMTP_URL nothing leaves the server, so this is where an admin reads what would have been sent.
 */
export function OutboxView() {
  const [status, setStatus] = useState<EmailStatus | undefined>(undefined);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, loading, error, refetch, fetchMore } = useDashboardOutboxQuery({
    variables: { status },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.outbox;
  const open = page?.items.find((email) => email.id === openId) ?? null;

  const showOlder = () =>
    void fetchMore({
      variables: { status, after: page?.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        outbox: { ...fetchMoreResult.outbox, items: [...previous.outbox.items, ...fetchMoreResult.outbox.items] },
      }),
    });

  return (
    <Stack gap="3">
      <HStack justify="space-between" align="end" gap="3" wrap="wrap">
        <Field.Root w={{ base: 'full', sm: '44' }}>
          <Field.Label fontSize="sm">Status</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={status ?? ''}
              onChange={(event) => setStatus((event.target.value || undefined) as EmailStatus | undefined)}
            >
              <option value="">All statuses</option>
              {EMAIL_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {statusText(value)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {page ? (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {page.totalCount === 1 ? '1 message' : `${formatCount(page.totalCount)} messages`}
          </Text>
        ) : null}
      </HStack>
      {page && !page.smtpConfigured ? (
        <Alert.Root status="info" size="sm" variant="subtle">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">SMTP_URL is not set: messages are kept here and not sent</Alert.Title>
        </Alert.Root>
      ) : null}
      {page ? (
        page.items.length === 0 ? (
          status ? (
            <EmptyState
              title="No results"
              description={`No e-mail is ${statusText(status).toLowerCase()}.`}
              actions={
                <Button size="sm" variant="outline" onClick={() => setStatus(undefined)}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No e-mail yet"
              description="Messages the platform sends to clients and staff are listed here."
            />
          )
        ) : (
          <>
            <Stack as="ol" gap="0" listStyleType="none" aria-label="Outgoing mail">
              {page.items.map((email) => (
                <OutboxRow
                  key={email.id}
                  email={email}
                  onOpen={() => setOpenId(email.id)}
                  onResent={() => void refetch()}
                />
              ))}
            </Stack>
            {page.hasNextPage ? (
              <Button alignSelf="start" size="sm" variant="ghost" onClick={showOlder} loading={loading}>
                Show older
              </Button>
            ) : null}
          </>
        )
      ) : error ? (
        <SectionError what="the outgoing mail" error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack gap="3" aria-busy="true" aria-label="Loading the outgoing mail">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h="12" rounded="md" />
          ))}
        </Stack>
      )}
      <OutboxMessageDialog
        email={open}
        onClose={() => setOpenId(null)}
        onResent={() => {
          setOpenId(null);
          void refetch();
        }}
      />
    </Stack>
  );
}

/** One message: subject (opens it), status, recipient, when queued and sent, and why it failed. */
function OutboxRow({ email, onOpen, onResent }: { email: OutgoingEmail; onOpen(): void; onResent(): void }) {
  return (
    <Box as="li" py="2.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} minW="0">
      <HStack justify="space-between" align="start" gap="2">
        <Button
          variant="plain"
          size="sm"
          h="auto"
          p="0"
          fontWeight="medium"
          textAlign="start"
          whiteSpace="normal"
          overflowWrap="anywhere"
          justifyContent="start"
          minW="0"
          // The button recipe keeps buttons at their content's width (flexShrink 0): a subject must wrap instead.
          flexShrink={1}
          color="fg"
          _hover={{ textDecoration: 'underline' }}
          onClick={onOpen}
        >
          {email.subject}
        </Button>
        <StatusChip status={email.status} />
      </HStack>
      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        To {email.to}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {emailTimes(email)}
      </Text>
      {email.status === 'failed' ? (
        <HStack mt="1" justify="space-between" align="start" gap="2">
          <Text fontSize="xs" color="fg.error" lineClamp={2} overflowWrap="anywhere" minW="0">
            {email.lastError ?? 'Not delivered'}
          </Text>
          <ResendEmailButton email={email} onDone={onResent} />
        </HStack>
      ) : null}
    </Box>
  );
}

/** "Queued 5 min ago · Sent 4 min ago"; a pending message retried later says when it is tried next. */
export function emailTimes(email: OutgoingEmail, now = new Date()): string {
  const queued = `Queued ${formatEventTime(email.createdAt, now)}`;
  if (email.sentAt) return `${queued} · Sent ${formatEventTime(email.sentAt, now)}`;
  if (email.status === 'pending' && email.attempts > 0) return `${queued} · ${email.attempts} failed attempts so far`;
  return queued;
}
