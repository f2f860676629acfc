import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import { useMyApplicationLendersQuery } from '../api/lenders-access.generated';
import {
  useAcceptOfferMutation,
  useApplicationOffersQuery,
  useDeclineOfferMutation,
  type OfferFieldsFragment,
} from '../../offers/api/offers.generated';
import { OfferComparison } from '../../offers/components/offer-comparison';
import { AcceptOfferDialog, DeclineOfferDialog } from '../../offers/components/offer-dialogs';
import { OFFERS_ANCHOR } from '../../offers/lib/offer-anchor';
import { loadErrorMessage } from '../lib/error-message';

/** Queries whose answers an offer decision changes: the offers, the lenders' statuses, the application's result fields. */
const AFTER_DECISION = ['ApplicationOffers', 'MyApplicationLenders', 'ClientApplication', 'MyApplications'];

/**
 * R22 *Your offers*: every offer of the application compared by what it really costs (§5.2: APR, total cost,
 * payments, burden; badges), with *Accept* (the disclosure box and "I have read the terms") and *Decline* on each live
 * one. A race the client loses ("This offer is no longer available") shows in the dialog; the page then reloads the
 * offers so statuses are current. Nothing shows before the first offer.
 */
export function OffersSection({ applicationId }: { applicationId: string }) {
  const { data, error } = useApplicationOffersQuery({ variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  const lenders = useMyApplicationLendersQuery({ variables: { applicationId }, fetchPolicy: 'cache-first' });
  const [accepting, setAccepting] = useState<OfferFieldsFragment | null>(null);
  const [declining, setDeclining] = useState<OfferFieldsFragment | null>(null);
  const [accept] = useAcceptOfferMutation({ refetchQueries: AFTER_DECISION, awaitRefetchQueries: true });
  const [decline] = useDeclineOfferMutation({ refetchQueries: AFTER_DECISION, awaitRefetchQueries: true });
  const offers = data?.applicationOffers ?? [];
  if (error) return <ErrorAlert message={loadErrorMessage(error, 'Your offers could not be loaded. Please try again later.')} />;
  if (offers.length === 0) return null;
  const revoked = new Set((lenders.data?.myApplicationLenders.lenders ?? []).filter((lender) => lender.status === 'revoked').map((lender) => lender.lenderName));
  const accepted = offers.find((offer) => offer.status === 'accepted' || offer.status === 'funded');

  return (
    <Card.Root as="section" id={OFFERS_ANCHOR} aria-labelledby="offers-heading">
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" id="offers-heading" size="lg">
              Your offers
            </Heading>
            <Text color="fg.muted">
              {accepted
                ? `You accepted ${accepted.lenderName}’s offer. Your other offers stay on file as backups until they expire.`
                : 'Compare what each offer really costs before you decide. Only one offer can be accepted.'}
            </Text>
          </Stack>
          <OfferComparison
            offers={offers}
            label="Your offers"
            actions={(offer) =>
              offer.status === 'sent' && !accepted ? (
                <HStack gap="2" flexWrap="wrap">
                  <Button size="xs" colorPalette="blue" onClick={() => setAccepting(offer)} aria-label={`Accept ${offer.lenderName}’s offer`}>
                    Accept
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => setDeclining(offer)} aria-label={`Decline ${offer.lenderName}’s offer`}>
                    Decline
                  </Button>
                </HStack>
              ) : null
            }
          />
        </Stack>
      </Card.Body>
      <AcceptOfferDialog
        offer={accepting}
        lenderRevoked={accepting ? revoked.has(accepting.lenderName) : false}
        onClose={() => setAccepting(null)}
        onAccept={async (offer) => {
          await accept({ variables: { offerId: String(offer.id), expectedVersion: offer.version } });
          notify({ type: 'success', title: 'Offer accepted', description: `${offer.lenderName} will prepare your contract.` });
        }}
      />
      <DeclineOfferDialog
        offer={declining}
        onClose={() => setDeclining(null)}
        onDecline={async (offer, reason) => {
          await decline({ variables: { offerId: String(offer.id), expectedVersion: offer.version, reason } });
          notify({ type: 'success', title: 'Offer declined', description: `We told ${offer.lenderName}.` });
        }}
      />
    </Card.Root>
  );
}
