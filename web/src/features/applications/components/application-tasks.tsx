import { Badge, Box, Button, Card, Field, Heading, HStack, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert';
import {
  useAnswerInfoRequestMutation,
  useApplicationTasksQuery,
  type ClientDocumentFieldsFragment,
  type ClientInfoRequestFieldsFragment,
} from '../api/client-tasks.generated';
import { formatFileSize } from '../lib/document-file';
import { loadErrorMessage } from '../lib/error-message';
import { formatCalendarDate, formatDate, isPastDate } from '../lib/format';
import { taskAnchor } from '../lib/task-anchor';
import { DocumentUpload } from './document-upload';
import { ProposalTask, useProposalsToAnswer } from './proposal-task';

type Document = ClientDocumentFieldsFragment;
type InfoRequest = ClientInfoRequestFieldsFragment;

const DOCUMENT_STATUS: Record<string, { label: string; color: string }> = {
  requested: { label: 'To upload', color: 'orange' },
  uploaded: { label: 'Uploaded — being checked', color: 'blue' },
  accepted: { label: 'Accepted', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};

const REQUEST_STATUS: Record<string, { label: string; color: string }> = {
  open: { label: 'To do', color: 'orange' },
  answered: { label: 'Answered', color: 'blue' },
  accepted: { label: 'Complete', color: 'green' },
};

/** After an upload or an answer, what changed elsewhere too: this page's tasks and the dashboard's Action needed. */
const TASK_QUERIES = ['ApplicationTasks', 'MyActionItems'];

/**
 * BACKOFFICE R22 tasks on `/client/applications/{id}`: NetFund's info requests (questions answered in a small form,
 * documents uploaded) and the documents asked for on their own. `active` is false once the application ended:
 * the tasks stay readable, nothing can be sent.
 */
export function ApplicationTasks({ applicationId, active }: { applicationId: string; active: boolean }) {
  const { data, loading, error } = useApplicationTasksQuery({ variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  const apollo = useApolloClient();
  const proposals = useProposalsToAnswer(applicationId);
  const proposalTask = active && proposals > 0 ? <ProposalTask applicationId={applicationId} count={proposals} /> : null;
  const refresh = () => apollo.refetchQueries({ include: TASK_QUERIES });

  let content;
  if (loading && !data) content = <Skeleton height="120px" role="status" aria-label="Loading tasks" />;
  else if (error && !data) content = <ErrorAlert message={loadErrorMessage(error, 'Failed to load your tasks. Please try again later.')} />;
  else {
    const requests = (data?.infoRequests ?? []).filter((request) => request.status !== 'cancelled');
    const documents = data?.applicationDocuments ?? [];
    const byId = new Map(documents.map((document) => [document.id, document]));
    const inRequests = new Set(requests.flatMap((request) => request.items.map((item) => item.documentId).filter(Boolean)));
    const standalone = documents.filter((document) => !inRequests.has(document.id) && (document.required || document.status !== 'requested'));
    content =
      requests.length === 0 && standalone.length === 0 && !proposalTask ? (
        <Text color="fg.muted">Nothing to do right now. We will e-mail you if we need anything from you.</Text>
      ) : (
        <Stack gap={4}>
          {proposalTask}
          {requests.map((request) => (
            <InfoRequestCard key={request.id} request={request} documents={byId} applicationId={applicationId} active={active} onChange={refresh} />
          ))}
          {standalone.length > 0 && (
            <Stack gap={0} as="ul" listStyleType="none" ps={0} aria-label="Documents">
              {standalone.map((document) => (
                <DocumentRow key={document.id} document={document} applicationId={applicationId} active={active} onUploaded={refresh} />
              ))}
            </Stack>
          )}
        </Stack>
      );
  }

  return (
    <Card.Root as="section" id="tasks" aria-labelledby="tasks-heading" scrollMarginTop="24">
      <Card.Body>
        <Heading as="h2" id="tasks-heading" size="lg" mb={4}>
          Tasks
        </Heading>
        {content}
      </Card.Body>
    </Card.Root>
  );
}

function StatusBadge({ status, labels }: { status: string; labels: Record<string, { label: string; color: string }> }) {
  const known = labels[status] ?? { label: status, color: 'gray' };
  return (
    <Badge colorPalette={known.color} variant="subtle" flexShrink={0}>
      {known.label}
    </Badge>
  );
}

function DueDate({ dueAt, done }: { dueAt: string; done: boolean }) {
  const overdue = !done && isPastDate(dueAt);
  return (
    <Text fontSize="sm" color={overdue ? 'fg.error' : 'fg.muted'} fontWeight={overdue ? 'semibold' : undefined}>
      {overdue ? `Overdue: was due ${formatCalendarDate(dueAt)}` : `Due ${formatCalendarDate(dueAt)}`}
    </Text>
  );
}

function InfoRequestCard(props: {
  request: InfoRequest;
  documents: ReadonlyMap<string, Document>;
  applicationId: string;
  active: boolean;
  onChange(): Promise<unknown>;
}) {
  const { request, documents, applicationId, active, onChange } = props;
  const open = request.status === 'open';
  const questions = request.items.flatMap((item, index) => (item.kind === 'question' ? [{ ...item, index }] : []));
  const unanswered = questions.filter((question) => question.answer === null);
  const documentItems = request.items.flatMap((item) => (item.kind === 'document' && item.documentId ? [documents.get(item.documentId)] : [])).filter((d) => !!d);

  return (
    <Box id={taskAnchor({ infoRequestId: request.id })} tabIndex={-1} borderWidth="1px" borderRadius="md" p={4} scrollMarginTop="24">
      <Stack gap={3}>
        <HStack justify="space-between" align="start" gap={3}>
          <Stack gap={1} minW={0}>
            <Heading as="h3" size="md">
              {/* A lender's request (R20) names that lender, and only it. */}
              {request.lenderName ? `Information requested by ${request.lenderName}` : 'Information requested'}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Asked {formatDate(request.createdAt)}
            </Text>
          </Stack>
          <StatusBadge status={request.status} labels={REQUEST_STATUS} />
        </HStack>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {request.message}
        </Text>
        <DueDate dueAt={request.dueAt} done={!open} />
        {questions.length > 0 && (
          <Stack gap={2}>
            {questions
              .filter((question) => question.answer !== null)
              .map((question) => (
                <Box key={question.index}>
                  <Text fontSize="sm" fontWeight="semibold">
                    {question.prompt}
                  </Text>
                  <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {question.answer}
                  </Text>
                </Box>
              ))}
            {active && unanswered.length > 0 && <AnswerForm requestId={request.id} questions={unanswered} onAnswered={onChange} />}
          </Stack>
        )}
        {documentItems.length > 0 && (
          <Stack gap={0} as="ul" listStyleType="none" ps={0} aria-label="Documents requested">
            {documentItems.map((document) => (
              <DocumentRow key={document.id} document={document} applicationId={applicationId} active={active} onUploaded={onChange} />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

const answerSchema = z.object({
  answers: z.array(
    z.object({
      itemIndex: z.number(),
      answer: z.string().trim().min(1, 'Answer is required').max(5_000, 'Answer must be at most 5,000 characters'),
    }),
  ),
});
type AnswerValues = z.input<typeof answerSchema>;

/** The request's open questions; all are answered at once (a request is done only with every answer). */
function AnswerForm({ requestId, questions, onAnswered }: { requestId: string; questions: { index: number; prompt: string }[]; onAnswered(): Promise<unknown> }) {
  const [answer, { loading, error }] = useAnswerInfoRequestMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AnswerValues, unknown, z.output<typeof answerSchema>>({
    resolver: zodResolver(answerSchema),
    defaultValues: { answers: questions.map((question) => ({ itemIndex: question.index, answer: '' })) },
  });

  const send = handleSubmit(async (values) => {
    try {
      await answer({ variables: { input: { id: requestId, answers: values.answers } } });
      await onAnswered();
    } catch {
      // Shown from the mutation's error below.
    }
  });

  return (
    <Stack asChild gap={3}>
      <form noValidate onSubmit={(event) => void send(event)} aria-label="Answer the questions">
        {questions.map((question, position) => (
          <Field.Root key={question.index} invalid={!!errors.answers?.[position]?.answer}>
            <Field.Label>{question.prompt}</Field.Label>
            <Textarea rows={3} autoresize {...register(`answers.${position}.answer`)} />
            <Field.ErrorText>{errors.answers?.[position]?.answer?.message}</Field.ErrorText>
          </Field.Root>
        ))}
        {error && (
          <Text color="fg.error" role="alert">
            {loadErrorMessage(error, 'Your answers could not be sent. Please try again.')}
          </Text>
        )}
        <Button type="submit" colorPalette="blue" alignSelf="start" loading={loading} loadingText="Sending…">
          {questions.length === 1 ? 'Send answer' : 'Send answers'}
        </Button>
      </form>
    </Stack>
  );
}

function DocumentRow({ document, applicationId, active, onUploaded }: { document: Document; applicationId: string; active: boolean; onUploaded(): Promise<unknown> }) {
  const toUpload = document.required && (document.status === 'requested' || document.status === 'rejected');
  return (
    <Box as="li" id={taskAnchor({ documentId: document.id })} tabIndex={-1} py={3} borderTopWidth="1px" scrollMarginTop="24">
      <Stack gap={2}>
        <HStack justify="space-between" align="start" gap={3}>
          <Stack gap={0} minW={0}>
            <Text fontWeight="semibold">{document.label}</Text>
            {document.fileName && (
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {document.fileName}
                {document.sizeBytes !== null && document.sizeBytes !== undefined ? ` · ${formatFileSize(document.sizeBytes)}` : ''}
                {document.uploadedAt ? ` · uploaded ${formatDate(document.uploadedAt)}` : ''}
              </Text>
            )}
          </Stack>
          <StatusBadge status={document.status} labels={DOCUMENT_STATUS} />
        </HStack>
        {document.status === 'rejected' && document.rejectReason && (
          <Text fontSize="sm" color="fg.error">
            Rejected: {document.rejectReason}
          </Text>
        )}
        {toUpload && document.dueAt && <DueDate dueAt={document.dueAt} done={false} />}
        {active && toUpload && (
          <DocumentUpload
            applicationId={applicationId}
            documentId={document.id}
            label={document.label}
            again={document.status === 'rejected'}
            onUploaded={onUploaded}
          />
        )}
      </Stack>
    </Box>
  );
}
