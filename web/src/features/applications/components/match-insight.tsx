import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useApplicationMatchSummaryQuery } from '../api/match-summary.generated';

/**
 * R22's matrix insight (§4.5, §4.6): how many lender programs fit the application now and what would open the ones
 * within reach ("…one at FICO 650 (+30) or after 2 more on-time months"). Counts and criteria only: lenders' names
 * and credit boxes stay with NetFund. Shows nothing before matching ran or if it cannot be loaded (an insight, not
 * a task).
 */
export function MatchInsight({ applicationId }: { applicationId: string }) {
  const { data } = useApplicationMatchSummaryQuery({ variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  const summary = data?.applicationMatchSummary;
  if (!summary) return null;
  return (
    <Card.Root as="section" aria-labelledby="match-insight-heading">
      <Card.Body>
        <Stack gap={2}>
          <Heading as="h2" id="match-insight-heading" size="lg">
            Lender programs
          </Heading>
          <Text>{summary.text}</Text>
          {summary.withinReach > 0 ? (
            <Text color="fg.muted" fontSize="sm">
              On-time NetBuilder payments are reported every month and count towards these programs. No lender sees your file unless you agree.
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
