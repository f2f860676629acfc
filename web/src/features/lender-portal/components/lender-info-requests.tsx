import { Box, Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import {
  useLenderInfoRequestsQuery,
  type LenderInfoRequestFieldsFragment,
} from '../api/lender-info-requests.generated';
import { documentTypeLabel, loadFailureMessage } from '../../application-workspace/lib/workspace';
import { formatCalendarDate, formatDate } from '../../applications/lib/format';
import { StatusChip } from '../../backoffice/components/status-chip';
import { RequestInfoDialog } from './request-info-dialog';

/** A document of the opened file, as the drawer lists them (a file means the applicant uploaded it). */
interface FileDocument {
  id: string;
  fileName?: string | null;
}

/**
 * R20 file drawer: the lender's own information requests on the file (status, what was asked, the applicant's
 * answers and uploads) and *Request info* while the file is open to it.
 */
export function LenderInfoRequests({
  applicationId,
  documents,
  canRequest,
}: {
  applicationId: string;
  documents: readonly FileDocument[];
  canRequest: boolean;
}) {
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const query = useLenderInfoRequestsQuery({ variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  const requests = query.data?.lenderInfoRequests;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <HStack justify="space-between" gap="2" mb="1" flexWrap="wrap">
        <Heading as="h3" id={headingId} fontSize="md" fontWeight="semibold">
          Information requests
        </Heading>
        {canRequest ? (
          <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
            Request info
          </Button>
        ) : null}
      </HStack>
      {requests ? (
        requests.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            You have not asked the applicant for anything yet.
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Your information requests">
            {requests.map((request) => (
              <RequestCard key={request.id} request={request} documents={documents} />
            ))}
          </Stack>
        )
      ) : query.error ? (
        <ErrorAlert message={loadFailureMessage(query.error, 'Your requests could not be loaded. Please try again.')} />
      ) : (
        <Skeleton h="12" aria-busy="true" />
      )}
      {asking ? <RequestInfoDialog applicationId={applicationId} onClose={() => setAsking(false)} /> : null}
    </Box>
  );
}

function RequestCard({ request, documents }: { request: LenderInfoRequestFieldsFragment; documents: readonly FileDocument[] }) {
  const uploaded = (documentId: string | null) =>
    request.status === 'answered' || request.status === 'accepted' || Boolean(documents.find((document) => document.id === documentId)?.fileName);
  return (
    <Box as="li" borderWidth="1px" rounded="md" px="3" py="2">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          Asked {formatDate(request.createdAt)} · due {formatCalendarDate(request.dueAt)}
        </Text>
        <StatusChip status={request.status} />
      </HStack>
      <Stack as="ul" gap="1.5" mt="1.5" listStyleType="none" fontSize="sm">
        {request.items.map((item, index) =>
          item.kind === 'document' ? (
            <HStack as="li" key={index} justify="space-between" gap="2">
              <Text minW="0">{item.prompt || documentTypeLabel(item.docType ?? 'other')}</Text>
              <Text flexShrink={0} color={uploaded(item.documentId) ? 'fg.success' : 'fg.muted'}>
                {uploaded(item.documentId) ? 'Uploaded' : 'Waiting'}
              </Text>
            </HStack>
          ) : (
            <Box as="li" key={index}>
              <Text fontWeight="medium">{item.prompt}</Text>
              <Text color={item.answer ? undefined : 'fg.muted'} whiteSpace="pre-wrap">
                {item.answer ?? 'No answer yet'}
              </Text>
            </Box>
          ),
        )}
      </Stack>
    </Box>
  );
}
