import { Badge, Box, Button, Card, Checkbox, CloseButton, Dialog, Heading, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../components/ui/notifications';
import type { SubmissionStatus } from '../../../generated/graphql';
import {
  useMyApplicationLendersQuery,
  useRespondToProposalMutation,
  useRevokeLenderMutation,
  useSetAutoSharePolicyMutation,
  type ClientApplicationLendersFragment,
} from '../api/lenders-access.generated';
import { useLayoutPortal } from '../../layout/components/layout-portal';
import { loadErrorMessage } from '../lib/error-message';
import { formatDate } from '../lib/format';
import { LENDERS_ACCESS_ANCHOR } from '../lib/task-anchor';

type ClientLender = ClientApplicationLendersFragment['lenders'][number];

const ACCESS_STATUSES: readonly SubmissionStatus[] = ['shared', 'viewed', 'info_requested', 'offered'];

/** R22's status words for the client, with the date that matters. */
export function lenderStatusText(lender: ClientLender): string {
  const on = (date: unknown) => (date ? ` ${formatDate(date)}` : '');
  switch (lender.status) {
    case 'proposed':
      return 'Awaiting your approval';
    case 'shared':
      return `Shared${on(lender.sharedAt)}`;
    case 'viewed':
      return `Viewed${on(lender.firstViewedAt)}`;
    case 'info_requested':
      return 'Asked for more information';
    case 'offered':
      return 'Responded with an offer';
    case 'declined':
      return 'Responded: not a fit';
    case 'refused':
      return 'You said no';
    case 'expired':
      return 'Proposal expired';
    case 'revoked':
      return lender.revokedBy === 'admin' ? `Access ended by NetFund on${on(lender.endedAt)}` : `You ended access on${on(lender.endedAt)}`;
    case 'closed':
      return 'Closed with the application';
    case 'won':
      return 'Offer accepted';
    case 'lost':
      return 'Not chosen';
  }
}

function statusPalette(status: SubmissionStatus): string {
  if (status === 'proposed') return 'orange';
  if (ACCESS_STATUSES.includes(status) || status === 'won') return 'blue';
  return 'gray';
}

export interface LendersAccessPanelProps {
  applicationId: string;
  /** False once the application has ended: nothing can be shared any more, the history stays. */
  active: boolean;
}

/**
 * BACKOFFICE R22 *Lenders & access*: the lenders NetFund proposed for (or shared) this application, each approved or
 * refused by the client, revocable at any time; the automatic sharing switch; and every lender read of the file.
 */
export function LendersAccessPanel({ applicationId, active }: LendersAccessPanelProps) {
  const { data, loading, error } = useMyApplicationLendersQuery({ variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  return (
    <Card.Root as="section" id={LENDERS_ACCESS_ANCHOR} aria-labelledby="lenders-access-heading">
      <Card.Body>
        <Stack gap={5}>
          <Box>
            <Heading as="h2" id="lenders-access-heading" size="lg">
              Lenders &amp; access
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              No lender sees your file unless you agree. You can end a lender’s access at any time.
            </Text>
          </Box>
          {loading && !data ? (
            <Skeleton height="80px" aria-label="Loading lenders" />
          ) : error || !data ? (
            <Text color="fg.error" role="alert">
              {loadErrorMessage(error, 'Your lenders could not be loaded. Please try again later.')}
            </Text>
          ) : (
            <LendersAccess lenders={data.myApplicationLenders} applicationId={applicationId} active={active} />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function LendersAccess({ lenders, applicationId, active }: { lenders: ClientApplicationLendersFragment; applicationId: string; active: boolean }) {
  return (
    <>
      {active && <AutoShareSwitch applicationId={applicationId} enabled={lenders.autoSharePolicy} />}
      {lenders.lenders.length === 0 ? (
        <Text color="fg.muted">NetFund has not proposed any lender yet. When we find lenders that fit, you approve each one here before it sees your file.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" ps={0} gap={3} aria-label="Lenders">
          {lenders.lenders.map((lender) => (
            <LenderRow key={lender.submissionId} lender={lender} />
          ))}
        </Stack>
      )}
      <Box>
        <Heading as="h3" size="md" mb={2}>
          Access log
        </Heading>
        {lenders.accessLog.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            No lender has opened your file yet.
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" ps={0} gap={1} aria-label="Access log" fontSize="sm">
            {lenders.accessLog.map((line, index) => (
              <Text as="li" key={`${String(line.at)}-${index}`} overflowWrap="anywhere">
                {line.text}
              </Text>
            ))}
          </Stack>
        )}
      </Box>
    </>
  );
}

function AutoShareSwitch({ applicationId, enabled }: { applicationId: string; enabled: boolean }) {
  const [setPolicy, { loading }] = useSetAutoSharePolicyMutation({ refetchQueries: ['MyApplicationLenders'] });
  async function change(next: boolean) {
    try {
      await setPolicy({ variables: { applicationId, enabled: next } });
    } catch (error) {
      notify({ type: 'error', title: 'Automatic sharing was not changed', description: loadErrorMessage(error, 'Please try again.') });
    }
  }
  return (
    <Box borderWidth="1px" borderRadius="md" p={3}>
      {/* A checkbox, not a switch: the app's trimmed Chakra system ships no switch recipe (first-load budget). */}
      <Checkbox.Root checked={enabled} disabled={loading} onCheckedChange={(details) => void change(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="semibold">Share automatically</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="fg.muted" mt={1}>
        When this is on, NetFund may share this application with lenders whose programs fit it without asking you each time (never more than 5). You
        still see every lender here and can end its access whenever you like.
      </Text>
    </Box>
  );
}

function LenderRow({ lender }: { lender: ClientLender }) {
  const [respond, { loading: responding }] = useRespondToProposalMutation({ refetchQueries: ['MyApplicationLenders', 'ClientApplication'] });
  async function answer(approve: boolean) {
    try {
      await respond({ variables: { submissionId: lender.submissionId, approve } });
      notify({ type: 'success', title: approve ? 'Shared' : 'Refused', description: approve ? `${lender.lenderName} can now see your file.` : `${lender.lenderName} will not see your file.` });
    } catch (error) {
      notify({ type: 'error', title: 'Your answer was not saved', description: loadErrorMessage(error, 'Please try again.') });
    }
  }
  const canRevoke = ACCESS_STATUSES.includes(lender.status);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={3} aria-label={lender.lenderName}>
      <HStack justify="space-between" align="start" flexWrap="wrap" gap={2}>
        <Box minW={0}>
          <Text fontWeight="semibold">{lender.lenderName}</Text>
          <Text fontSize="sm" color="fg.muted">
            {lender.productLabel}
            {lender.typicalPricing ? ` · typical pricing ${lender.typicalPricing}` : ''}
          </Text>
        </Box>
        <Badge colorPalette={statusPalette(lender.status)} variant="subtle" whiteSpace="normal">
          {lenderStatusText(lender)}
        </Badge>
      </HStack>
      {lender.canSee.length > 0 && (
        <Box mt={2} fontSize="sm">
          <Text color="fg.muted">{lender.status === 'proposed' ? 'If you agree, it will see:' : 'What it can see:'}</Text>
          <Box as="ul" ps={5} listStyleType="disc">
            {lender.canSee.map((item) => (
              <Text as="li" key={item} overflowWrap="anywhere">
                {item}
              </Text>
            ))}
          </Box>
        </Box>
      )}
      {lender.status === 'proposed' && (
        <HStack mt={3} gap={2} flexWrap="wrap">
          <Button size="sm" colorPalette="blue" loading={responding} onClick={() => void answer(true)}>
            Approve
          </Button>
          <Button size="sm" variant="outline" disabled={responding} onClick={() => void answer(false)}>
            Refuse
          </Button>
        </HStack>
      )}
      {canRevoke && <RevokeLender lender={lender} />}
    </Box>
  );
}

/** R22 *Revoke*, confirmed with the spec's sentence. */
function RevokeLender({ lender }: { lender: ClientLender }) {
  const [open, setOpen] = useState(false);
  const portal = useLayoutPortal();
  const [revoke, { loading, error, reset }] = useRevokeLenderMutation({ refetchQueries: ['MyApplicationLenders'] });
  async function confirm() {
    try {
      await revoke({ variables: { submissionId: lender.submissionId } });
      setOpen(false);
      notify({ type: 'success', title: 'Access revoked', description: `${lender.lenderName} no longer has access to your documents.` });
    } catch {
      // The server's sentence shows in the dialog.
    }
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) reset();
      }}
      role="alertdialog"
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red" mt={3}>
          Revoke access
        </Button>
      </Dialog.Trigger>
      <Portal container={portal}>
        <Dialog.Backdrop />
        <Dialog.Positioner px={4}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Revoke {lender.lenderName}’s access?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                <Dialog.Description>{lender.lenderName} loses access to your documents now. Offers it already made stay visible until they expire.</Dialog.Description>
                {error && (
                  <Text color="fg.error" role="alert">
                    {loadErrorMessage(error, 'Access could not be revoked. Please try again.')}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep access</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={loading} onClick={() => void confirm()}>
                Revoke access
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
