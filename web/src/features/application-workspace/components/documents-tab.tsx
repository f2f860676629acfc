import { Box, Button, Field, HStack, Input, NativeSelect, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  type useWorkspaceDocumentsQuery,
  useWorkspaceReviewDocumentMutation,
  type WorkspaceDocumentFragment,
} from '../api/documents.generated';
import type { WorkspaceApplicationFragment } from '../api/workspace.generated';
import { ACCEPTED_FILE_TYPES, documentFileProblem, formatFileSize } from '../../applications/lib/document-file';
import { formatCalendarDate, formatDateTime } from '../../applications/lib/format';
import { EmptyState } from '../../backoffice/components/empty-state';
import { StatusChip } from '../../backoffice/components/status-chip';
import { rejectDocumentSchema, uploadSchema, type RejectDocumentValues, type UploadValues } from '../lib/schemas';
import { uploadAdHocDocument } from '../lib/upload';
import { useActionFailure } from '../lib/use-action-failure';
import { acceptsDocuments, DOCUMENT_TYPES, documentTypeLabel, mutationFailure } from '../lib/workspace';
import { ActionDialog } from './action-dialog';
import { Section } from './summary-tab';

type DocumentsQuery = ReturnType<typeof useWorkspaceDocumentsQuery>;

export interface DocumentsTabProps {
  application: WorkspaceApplicationFragment;
  query: DocumentsQuery;
  /** Opens *Request info*; absent once the application has ended. */
  onRequest?: () => void;
}

/** Documents: the checklist (requested → uploaded → accepted | rejected with its reason), download, review, upload. */
export function DocumentsTab({ application, query, onRequest }: DocumentsTabProps) {
  const [uploadOpen, setUploadOpen] = useState(false);
  const [rejecting, setRejecting] = useState<WorkspaceDocumentFragment | null>(null);
  const documents = query.data?.applicationDocuments;
  const open = acceptsDocuments(application.workflowStatus);
  const actions = open ? (
    <HStack gap="2" flexWrap="wrap">
      {onRequest ? (
        <Button size="sm" variant="outline" onClick={onRequest} aria-haspopup="dialog">
          Request from client
        </Button>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => setUploadOpen(true)} aria-haspopup="dialog">
        Upload a document
      </Button>
    </HStack>
  ) : null;

  return (
    <Section title="Documents" description="What the client was asked for and what arrived. Review each upload: accept it, or reject it with a reason the client sees." actions={actions}>
      {!documents && query.error ? (
        <Stack gap="3" align="start">
          <ErrorAlert message={mutationFailure(query.error).message} />
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : !documents ? (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Loading documents">
          <Skeleton height="16" />
          <Skeleton height="16" />
        </Stack>
      ) : documents.length === 0 ? (
        <EmptyState
          title="No documents yet"
          description={open ? 'Ask the client for what you need, or upload a document you received another way.' : 'Nothing was asked for or uploaded before the application ended.'}
        />
      ) : (
        <Box as="ul" listStyleType="none" aria-label="Documents" borderTopWidth="1px">
          {documents.map((document) => (
            <DocumentRow key={document.id} document={document} canReview={open} onReject={() => setRejecting(document)} />
          ))}
        </Box>
      )}
      <UploadDialog applicationId={application.id} open={uploadOpen} onClose={() => setUploadOpen(false)} onUploaded={() => query.refetch()} />
      <RejectDialog document={rejecting} onClose={() => setRejecting(null)} />
    </Section>
  );
}

function DocumentRow({ document, canReview, onReject }: { document: WorkspaceDocumentFragment; canReview: boolean; onReject: () => void }) {
  const [review, { loading }] = useWorkspaceReviewDocumentMutation();
  const labelId = `document-${document.id}-label`;
  async function accept() {
    try {
      await review({ variables: { input: { id: document.id, decision: 'accept' } } });
      notify({ type: 'success', title: 'Document accepted', description: `${document.label} was accepted.` });
    } catch (error) {
      notify({ type: 'error', title: 'Document not accepted', description: mutationFailure(error).message });
    }
  }
  return (
    <Box as="li" py="3" borderBottomWidth="1px" aria-labelledby={labelId} data-testid={`document-${document.id}`}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <Stack gap="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text id={labelId} fontWeight="semibold">
              {document.label}
            </Text>
            <StatusChip status={document.status} />
            {!document.required ? (
              <Text as="span" fontSize="xs" color="fg.muted">
                No longer required
              </Text>
            ) : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {[
              documentTypeLabel(document.docType) !== document.label ? documentTypeLabel(document.docType) : null,
              document.dueAt && document.status === 'requested' ? `Due ${formatCalendarDate(document.dueAt)}` : null,
              document.uploadedAt ? `Uploaded ${formatDateTime(document.uploadedAt)}` : 'Not uploaded yet',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {document.fileName ? (
            <Text fontSize="sm" overflowWrap="anywhere">
              {document.fileName}
              {document.sizeBytes != null ? ` (${formatFileSize(document.sizeBytes)})` : ''}
            </Text>
          ) : null}
          {document.status === 'rejected' && document.rejectReason ? (
            <Text fontSize="sm" color="fg.error">
              Rejected: {document.rejectReason}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="2" flexWrap="wrap" flexShrink={0} align="start">
          {document.downloadPath ? (
            <Button asChild size="sm" variant="ghost">
              <a href={document.downloadPath} download aria-label={`Download ${document.label}`}>
                Download
              </a>
            </Button>
          ) : null}
          {canReview && document.status === 'uploaded' ? (
            <>
              <Button size="sm" colorPalette="green" variant="solid" loading={loading} onClick={() => void accept()} aria-label={`Accept ${document.label}`}>
                Accept
              </Button>
              <Button size="sm" colorPalette="red" variant="outline" onClick={onReject} aria-haspopup="dialog" aria-label={`Reject ${document.label}`}>
                Reject
              </Button>
            </>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}

function RejectDialog({ document, onClose }: { document: WorkspaceDocumentFragment | null; onClose: () => void }) {
  const [review, { loading }] = useWorkspaceReviewDocumentMutation();
  const form = useForm<RejectDocumentValues>({ resolver: zodResolver(rejectDocumentSchema), defaultValues: { rejectReason: '' } });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['rejectReason']);
  const close = () => {
    clearFailure();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ rejectReason }) => {
    if (!document) return;
    const ok = await attempt(() => review({ variables: { input: { id: document.id, decision: 'reject', rejectReason } } }));
    if (ok) {
      close();
      notify({ type: 'success', title: 'Document rejected', description: `The client is asked to upload ${document.label} again.` });
    }
  });
  const error = form.formState.errors.rejectReason?.message;
  return (
    <ActionDialog
      open={document !== null}
      onClose={close}
      title={`Reject ${document?.label ?? 'document'}`}
      description="The client sees the reason and is asked to upload the document again."
      submitLabel="Reject document"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      tone="danger"
    >
      <Field.Root invalid={!!error} required>
        <Field.Label>
          Why is it rejected?
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={3} autoresize {...form.register('rejectReason')} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}

function UploadDialog({ applicationId, open, onClose, onUploaded }: { applicationId: string; open: boolean; onClose: () => void; onUploaded: () => Promise<unknown> }) {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UploadValues>({ resolver: zodResolver(uploadSchema), defaultValues: { docType: 'bank_statements', file: null } });
  const close = () => {
    setFailure(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ docType, file }) => {
    if (!file) return;
    setFailure(null);
    const problem = await documentFileProblem(file);
    if (problem) {
      form.setError('file', { type: 'file', message: problem });
      return;
    }
    setUploading(true);
    try {
      await uploadAdHocDocument({ applicationId, docType, file });
      await onUploaded();
      close();
      notify({ type: 'success', title: 'Document uploaded', description: `${file.name} was added as ${documentTypeLabel(docType)}.` });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  });
  const errors = form.formState.errors;
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title="Upload a document"
      description="A document the client sent another way (e-mail, in person). PDF, JPEG or PNG, at most 20 MB."
      submitLabel="Upload"
      submitting={uploading}
      onSubmit={(event) => void submit(event)}
      failure={failure ? { message: failure, conflict: false, fieldErrors: {} } : null}
    >
      <Field.Root invalid={!!errors.docType} required>
        <Field.Label>
          Document type
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('docType')}>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type.code} value={type.code}>
                {type.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.docType?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.file} required>
        <Field.Label>
          File
          <Field.RequiredIndicator />
        </Field.Label>
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <Input
              type="file"
              accept={ACCEPTED_FILE_TYPES}
              p="1.5"
              name={field.name}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.currentTarget.files?.[0] ?? null)}
            />
          )}
        />
        <Field.ErrorText>{errors.file?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
