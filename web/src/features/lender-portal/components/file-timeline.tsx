import { Box, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/error-alert';
import { useLenderFileTimelineQuery } from '../api/lender-portal.generated';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { formatDateTime } from '../../applications/lib/format';

/** R20 drawer: the timeline of the lender's own actions on this file (opens, downloads, offers, answers), newest first. */
export function FileTimeline({ applicationId }: { applicationId: string }) {
  const { data, error } = useLenderFileTimelineQuery({
    variables: { applicationId },
    fetchPolicy: 'cache-and-network',
  });
  const headingId = `timeline-${applicationId}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Text id={headingId} fontWeight="semibold" mb="1">
        Your timeline
      </Text>
      {error ? (
        <ErrorAlert message={loadFailureMessage(error, 'Your timeline could not be loaded. Please try again.')} />
      ) : null}
      {data && data.lenderFileTimeline.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Nothing yet: what your team does on this file shows here.
        </Text>
      ) : null}
      {data && data.lenderFileTimeline.length > 0 ? (
        <Stack as="ol" gap="2" listStyleType="none" fontSize="sm" borderStartWidth="2px" borderColor="border" ps="3">
          {data.lenderFileTimeline.map((entry, index) => (
            <Box as="li" key={`${entry.at}-${index}`}>
              <Text>{entry.text}</Text>
              <Text color="fg.muted" fontSize="xs">
                {entry.actorName} · {formatDateTime(entry.at)}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
