import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMyApplicationLendersQuery } from '../api/lenders-access.generated';
import { LENDERS_ACCESS_ANCHOR } from '../lib/task-anchor';

/** How many lenders NetFund proposed for this file that the client has not answered yet (R22 tasks). */
export function useProposalsToAnswer(applicationId: string): number {
  const { data } = useMyApplicationLendersQuery({ variables: { applicationId }, fetchPolicy: 'cache-first' });
  return data?.myApplicationLenders.lenders.filter((lender) => lender.status === 'proposed').length ?? 0;
}

/** R22 task: NetFund proposed lenders; the client approves or refuses each on the Lenders & access panel. */
export function ProposalTask({ applicationId, count }: { applicationId: string; count: number }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
          <Stack gap="1" minW="0">
            <Text fontWeight="semibold">{count === 1 ? 'NetFund proposed a lender for your file' : `NetFund proposed ${count} lenders for your file`}</Text>
            <Text fontSize="sm" color="fg.muted">
              No lender sees your file unless you agree.
            </Text>
          </Stack>
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/client/applications/$id" params={{ id: applicationId }} hash={LENDERS_ACCESS_ANCHOR}>
              Approve or refuse
            </Link>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
