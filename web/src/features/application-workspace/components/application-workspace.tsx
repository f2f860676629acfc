import { Box, Button, HStack, Skeleton, Stack, Tabs, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useWorkspaceDocumentsQuery, useWorkspaceInfoRequestsQuery } from '../api/documents.generated';
import { useWorkspaceApplicationQuery, type WorkspaceApplicationFragment } from '../api/workspace.generated';
import { formatDollars, productLabel } from '../../applications/lib/format';
import { EmptyState } from '../../backoffice/components/empty-state';
import { FundedDealLink } from '../../funding/components/funded-deal-link';
import { MarkFundedButton } from '../../funding/components/mark-funded-dialog';
import { PageHeader } from '../../backoffice/components/page-header';
import { StatusChip } from '../../backoffice/components/status-chip';
import { ACTION_LABELS, acceptsDocuments, formatAge, HEADER_ACTIONS, isNotFound, loadFailureMessage, nextStepHint, TAB_LABELS, WORKSPACE_TABS, type WorkspaceDialog, type WorkspaceTab } from '../lib/workspace';
import { DeclineDialog } from './decline-dialog';
import { DocumentsTab } from './documents-tab';
import { EditFactsDialog } from './edit-facts-dialog';
import { LendersTab } from './lenders-tab';
import { MatchesTab } from './matches-tab';
import { OffersTab } from './offers-tab';
import { MessagesTab } from './messages-tab';
import { RequestInfoDialog } from './request-info-dialog';
import { SummaryTab } from './summary-tab';
import { TimelineTab } from './timeline-tab';
import { AssignDialog, ReasonDialog, StartReviewDialog } from './workflow-dialogs';

export interface ApplicationWorkspaceProps {
  /** The route's `{id}` as written in the URL. */
  idParam: string;
  tab: WorkspaceTab;
  onTabChange: (tab: WorkspaceTab) => void;
}

const NOT_FOUND = 'Application not found';

/** R13 `/admin/applications/view/{id}`: everything about one application, and what the team can do with it. */
export function ApplicationWorkspace({ idParam, tab, onTabChange }: ApplicationWorkspaceProps) {
  const validId = /^[1-9]\d{0,9}$/.test(idParam);
  const query = useWorkspaceApplicationQuery({ variables: { id: idParam }, skip: !validId, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  const application = query.data?.adminApplication;

  if (!validId || (query.error && isNotFound(query.error))) return <NotFound />;
  if (!application) {
    if (query.error) {
      return (
        <Stack gap="4">
          <PageHeader title="Application Review" eyebrow={<BackLink />} />
          <ErrorAlert message={loadFailureMessage(query.error, 'The application could not be loaded. Please try again.')} />
          <Button alignSelf="start" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      );
    }
    return <LoadingWorkspace />;
  }
  return <Workspace application={application} tab={tab} onTabChange={onTabChange} reload={() => query.refetch()} />;
}

function BackLink() {
  return (
    <Link to="/admin/client-management/view">← All applications</Link>
  );
}

function NotFound() {
  return (
    <Stack gap="4">
      <PageHeader title={NOT_FOUND} eyebrow={<BackLink />} />
      <EmptyState
        title={NOT_FOUND}
        description="There is no application with this number, or it was removed. Check the link, or find it in the list."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/client-management/view">Find an application</Link>
          </Button>
        }
      />
    </Stack>
  );
}

function LoadingWorkspace() {
  return (
    <Stack gap="5" role="status" aria-busy="true" aria-label="Loading the application">
      <Skeleton height="5" width="30%" />
      <Skeleton height="9" width={{ base: '90%', md: '50%' }} />
      <Skeleton height="5" width="70%" />
      <Skeleton height="10" />
      <Skeleton height="64" />
    </Stack>
  );
}

interface WorkspaceProps {
  application: WorkspaceApplicationFragment;
  tab: WorkspaceTab;
  onTabChange: (tab: WorkspaceTab) => void;
  reload: () => Promise<unknown>;
}

function Workspace({ application, tab, onTabChange, reload }: WorkspaceProps) {
  const [dialog, setDialog] = useState<WorkspaceDialog | null>(null);
  const documents = useWorkspaceDocumentsQuery({ variables: { applicationId: application.id }, fetchPolicy: 'cache-and-network' });
  const requests = useWorkspaceInfoRequestsQuery({ variables: { applicationId: application.id }, fetchPolicy: 'cache-and-network' });
  const status = application.workflowStatus;
  const canAskClient = acceptsDocuments(status);
  const documentsToReview = documents.data?.applicationDocuments.filter((document) => document.status === 'uploaded').length ?? 0;
  const answeredRequests = requests.data?.infoRequests.filter((request) => request.status === 'answered').length ?? 0;
  const buttons: WorkspaceDialog[] = HEADER_ACTIONS.filter((action) => application.availableActions.includes(action));
  if (canAskClient) buttons.splice(buttons.includes('edit_facts') ? buttons.indexOf('edit_facts') + 1 : buttons.length, 0, 'request_info');
  const closeDialog = () => setDialog(null);
  const dialogProps = { application, onClose: closeDialog, reload };
  const business = application.business;
  // A staff-entered draft is finished and submitted on R12's form (the next-step line says so).
  const continuesOnR12 = status === 'draft' && application.source === 'admin';

  return (
    <Stack gap="0">
      <PageHeader
        eyebrow={
          <>
            <BackLink />
            <Text as="span" aria-hidden="true" mx="2">
              /
            </Text>
            <Text as="span" color="fg">
              {application.number ?? 'Draft application'}
            </Text>
          </>
        }
        title={business.legalName}
        subtitle={
          <Stack as="span" gap="2" mt="2" display="flex">
            <HStack as="span" gap="2" flexWrap="wrap" color="fg">
              <StatusChip status={status} size="md" />
              <Text as="span">{productLabel(application.product)}</Text>
              <Text as="span" fontWeight="semibold">
                {formatDollars(application.requestedAmount)} requested
              </Text>
            </HStack>
            <HStack as="span" gap="4" flexWrap="wrap" fontSize="sm">
              <Text as="span">
                Assignee: <Text as="span" color="fg">{application.assignee?.displayName ?? 'Unassigned'}</Text>
              </Text>
              <Text as="span">
                Age: <Text as="span" color="fg">{formatAge(application.ageHours)}</Text>
              </Text>
            </HStack>
            {application.renewalOfFundingId ? (
              <Text as="span" fontSize="sm">
                Renewal of{' '}
                <Link to="/admin/funding-dashboard/view/$id" params={{ id: application.renewalOfFundingId }}>
                  <Text as="span" color="fg" textDecoration="underline">
                    funded deal #{application.renewalOfFundingId}
                  </Text>
                </Link>
              </Text>
            ) : null}
            <Text as="span" fontSize="sm" color="fg" data-testid="next-step">
              Next step: {nextStepHint({ status, assigned: !!application.assignee, documentsToReview, answeredRequests, reapplyAfter: application.reapplyAfter })}
            </Text>
          </Stack>
        }
        actions={
          buttons.length || continuesOnR12 || status === 'funded' || status === 'accepted' ? (
            <Box as="nav" aria-label="Actions" display="flex" flexWrap="wrap" gap="2" justifyContent={{ md: 'flex-end' }} maxW={{ md: 'lg' }}>
              {status === 'funded' && <FundedDealLink applicationId={application.id} />}
              {status === 'accepted' && <MarkFundedButton applicationId={application.id} />}
              {continuesOnR12 && (
                <Button asChild size="sm" colorPalette="blue">
                  <Link to="/admin/client-management/create-application" search={{ id: application.id }}>
                    Continue draft
                  </Link>
                </Button>
              )}
              {buttons.map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'start_review' ? 'solid' : 'outline'}
                  colorPalette={action === 'decline' || action === 'close' || action === 'withdraw' ? 'red' : action === 'start_review' ? 'blue' : 'gray'}
                  onClick={() => setDialog(action)}
                  aria-haspopup="dialog"
                >
                  {ACTION_LABELS[action]}
                </Button>
              ))}
            </Box>
          ) : null
        }
      />

      <Tabs.Root value={tab} onValueChange={(details) => onTabChange(details.value as WorkspaceTab)} variant="line" size={{ base: 'sm', md: 'md' }} lazyMount>
        <Box overflowX="auto" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
          <Tabs.List minW="max-content">
            {WORKSPACE_TABS.map((each) => (
              <Tabs.Trigger key={each} value={each} px={{ base: '2', sm: '3', md: '4' }}>
                {TAB_LABELS[each]}
                {each === 'documents' && documentsToReview > 0 ? <CountBadge count={documentsToReview} label="to review" /> : null}
                {each === 'messages' && answeredRequests > 0 ? <CountBadge count={answeredRequests} label="answered" /> : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <Tabs.Content value="summary" pt="5">
          <SummaryTab application={application} />
        </Tabs.Content>
        <Tabs.Content value="matches" pt="5">
          <MatchesTab application={application} />
        </Tabs.Content>
        <Tabs.Content value="lenders" pt="5">
          <LendersTab application={application} />
        </Tabs.Content>
        <Tabs.Content value="offers" pt="5">
          <OffersTab application={application} />
        </Tabs.Content>
        <Tabs.Content value="documents" pt="5">
          <DocumentsTab application={application} query={documents} onRequest={canAskClient ? () => setDialog('request_info') : undefined} />
        </Tabs.Content>
        <Tabs.Content value="messages" pt="5">
          <MessagesTab application={application} query={requests} onRequest={canAskClient ? () => setDialog('request_info') : undefined} />
        </Tabs.Content>
        <Tabs.Content value="timeline" pt="5">
          <TimelineTab application={application} />
        </Tabs.Content>
      </Tabs.Root>

      <StartReviewDialog {...dialogProps} open={dialog === 'start_review'} />
      <AssignDialog {...dialogProps} open={dialog === 'assign'} />
      <EditFactsDialog {...dialogProps} open={dialog === 'edit_facts'} />
      <RequestInfoDialog {...dialogProps} open={dialog === 'request_info'} />
      <DeclineDialog {...dialogProps} open={dialog === 'decline'} />
      <ReasonDialog {...dialogProps} action="close" open={dialog === 'close'} />
      <ReasonDialog {...dialogProps} action="withdraw" open={dialog === 'withdraw'} />
      <ReasonDialog {...dialogProps} action="reopen" open={dialog === 'reopen'} />
    </Stack>
  );
}

function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    // Left out on phones so the four tabs fit; the next-step line says the same.
    <Box as="span" display={{ base: 'none', sm: 'inline' }} ms="1.5" px="1.5" rounded="full" bg="orange.subtle" color="orange.fg" fontSize="xs" fontWeight="semibold">
      {count}
      <VisuallyHidden> {label}</VisuallyHidden>
    </Box>
  );
}
