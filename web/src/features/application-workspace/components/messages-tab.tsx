import { Box, Button, Field, HStack, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  useWorkspaceCancelInfoRequestMutation,
  type useWorkspaceInfoRequestsQuery,
  type WorkspaceInfoRequestFragment,
} from '../api/documents.generated';
import type { WorkspaceApplicationFragment } from '../api/workspace.generated';
import { formatCalendarDate, formatDateTime } from '../../applications/lib/format';
import { EmptyState } from '../../backoffice/components/empty-state';
import { StatusChip } from '../../backoffice/components/status-chip';
import { reasonSchema, type ReasonValues } from '../lib/schemas';
import { useActionFailure } from '../lib/use-action-failure';
import { documentTypeLabel, mutationFailure } from '../lib/workspace';
import { ActionDialog } from './action-dialog';
import { Section } from './summary-tab';

type InfoRequestsQuery = ReturnType<typeof useWorkspaceInfoRequestsQuery>;

export interface MessagesTabProps {
  application: WorkspaceApplicationFragment;
  query: InfoRequestsQuery;
  /** Opens *Request info*; absent once the application has ended. */
  onRequest?: () => void;
}

/** Messages: the information requests to the client, newest first, with the client's answers; cancel an open one. */
export function MessagesTab({ query, onRequest }: MessagesTabProps) {
  const [cancelling, setCancelling] = useState<WorkspaceInfoRequestFragment | null>(null);
  const requests = query.data?.infoRequests;
  return (
    <Section
      title="Messages"
      description="Information requests to the client and their answers, newest first."
      actions={
        onRequest ? (
          <Button size="sm" variant="outline" onClick={onRequest} aria-haspopup="dialog">
            Ask the client
          </Button>
        ) : null
      }
    >
      {!requests && query.error ? (
        <Stack gap="3" align="start">
          <ErrorAlert message={mutationFailure(query.error).message} />
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : !requests ? (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Loading messages">
          <Skeleton height="24" />
        </Stack>
      ) : requests.length === 0 ? (
        <EmptyState
          title="No information requests yet"
          description={onRequest ? 'Ask the client a question or for documents; they see it under Action needed.' : 'Nothing was asked of the client.'}
        />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Information requests">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} onCancel={() => setCancelling(request)} />
          ))}
        </Stack>
      )}
      <CancelDialog request={cancelling} onClose={() => setCancelling(null)} />
    </Section>
  );
}

function RequestCard({ request, onCancel }: { request: WorkspaceInfoRequestFragment; onCancel: () => void }) {
  const headingId = `request-${request.id}`;
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="4" aria-labelledby={headingId} data-testid={`info-request-${request.id}`}>
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="1" minW="0" flex="1 1 16rem">
            <HStack gap="2" flexWrap="wrap">
              <StatusChip status={request.status} />
              <Text fontSize="sm" color="fg.muted">
                Due {formatCalendarDate(request.dueAt)} · asked {formatDateTime(request.createdAt)}
                {/* A lender's request (R20) names its lender beside the user who asked. */}
                {request.requestedBy ? ` by ${request.requestedBy}${request.lenderName ? ` (${request.lenderName})` : ''}` : ''}
              </Text>
            </HStack>
            <Text id={headingId} fontWeight="medium" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {request.message}
            </Text>
          </Stack>
          {request.status === 'open' || request.status === 'answered' ? (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={onCancel} aria-haspopup="dialog" aria-label={`Cancel the request due ${formatCalendarDate(request.dueAt)}`}>
              Cancel request
            </Button>
          ) : null}
        </HStack>
        <Box as="ol" listStyleType="none" ps="0">
          {request.items.map((item, index) => (
            <Box as="li" key={index} borderTopWidth="1px" py="2">
              <Text fontSize="sm" color="fg.muted">
                {item.kind === 'question' ? 'Question' : `Document: ${documentTypeLabel(item.docType)}`}
              </Text>
              <Text overflowWrap="anywhere">{item.prompt}</Text>
              {item.kind === 'question' ? (
                item.answer ? (
                  <Box mt="1" ps="3" borderStartWidth="3px" borderColor="blue.solid">
                    <Text fontSize="sm" color="fg.muted">
                      Client’s answer
                    </Text>
                    <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                      {item.answer}
                    </Text>
                  </Box>
                ) : (
                  <Text fontSize="sm" color="fg.muted" fontStyle="italic">
                    Not answered yet
                  </Text>
                )
              ) : null}
            </Box>
          ))}
        </Box>
        {request.status === 'cancelled' && request.cancelReason ? (
          <Text fontSize="sm" color="fg.muted">
            Cancelled: {request.cancelReason}
          </Text>
        ) : null}
        {request.answeredAt ? (
          <Text fontSize="sm" color="fg.muted">
            Answered {formatDateTime(request.answeredAt)}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

function CancelDialog({ request, onClose }: { request: WorkspaceInfoRequestFragment | null; onClose: () => void }) {
  const [cancelRequest, { loading }] = useWorkspaceCancelInfoRequestMutation({ refetchQueries: ['WorkspaceDocuments'] });
  const form = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['reason']);
  const close = () => {
    clearFailure();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!request) return;
    const ok = await attempt(() => cancelRequest({ variables: { id: request.id, reason } }));
    if (ok) {
      close();
      notify({ type: 'success', title: 'Request cancelled', description: 'The client no longer sees it; its documents are no longer required.' });
    }
  });
  const error = form.formState.errors.reason?.message;
  return (
    <ActionDialog
      open={request !== null}
      onClose={close}
      title="Cancel information request"
      description="The client no longer sees it under Action needed; the documents it asked for are no longer required."
      submitLabel="Cancel request"
      cancelLabel="Keep request"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      tone="danger"
    >
      <Field.Root invalid={!!error} required>
        <Field.Label>
          Why is it cancelled?
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={3} autoresize {...form.register('reason')} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
