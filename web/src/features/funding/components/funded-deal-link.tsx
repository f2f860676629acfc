import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useApplicationFundingIdQuery } from '../api/funding.generated';

/** R13 → R14: the funded application's deal, once the server names its funding. */
export function FundedDealLink({ applicationId }: { applicationId: string }) {
  const { data } = useApplicationFundingIdQuery({ variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  const fundingId = data?.applicationFundingId;
  if (!fundingId) return null;
  return (
    <Button asChild size="sm" colorPalette="blue">
      <Link to="/admin/funding-dashboard/view/$id" params={{ id: fundingId }}>
        View funded deal
      </Link>
    </Button>
  );
}
