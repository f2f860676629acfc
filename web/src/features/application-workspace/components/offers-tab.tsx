import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import { useWorkspaceDocumentsQuery } from '../api/documents.generated';
import { useApplicationSubmissionsQuery } from '../api/lenders.generated';
import type { WorkspaceApplicationFragment } from '../api/workspace.generated';
import {
  OfferPreviewDocument,
  useAcceptOfferForClientMutation,
  useApplicationOffersQuery,
  useEnterOfferMutation,
  useReportOfferFellThroughMutation,
  type OfferFieldsFragment,
  type OfferPreviewQuery,
  type OfferPreviewQueryVariables,
} from '../../offers/api/offers.generated';
import { EmptyState } from '../../backoffice/components/empty-state';
import { EnterOfferDialog } from '../../offers/components/enter-offer-dialog';
import { OfferComparison } from '../../offers/components/offer-comparison';
import { AcceptForClientDialog, FellThroughDialog } from '../../offers/components/staff-offer-dialogs';
import { loadFailureMessage } from '../lib/workspace';
import { Section } from './summary-tab';

/** Lender statuses that may still make an offer (invariant 2). */
const OPEN_TO_OFFERS = ['shared', 'viewed', 'info_requested', 'offered'];
const AFTER_CHANGE = ['ApplicationOffers', 'ApplicationSubmissions', 'WorkspaceApplication'];

/**
 * R13 *Offers*: the §5.2 comparison of every offer (entered-by-NetFund marked), *Enter offer received by e-mail* (a
 * lender with the file, the e-mail as evidence, the server's disclosure box as the terms are typed), *Accept offer for
 * client* (the client's consent recorded) and *Mark fell through* on the accepted one.
 */
export function OffersTab({ application }: { application: WorkspaceApplicationFragment }) {
  const applicationId = application.id;
  const apollo = useApolloClient();
  const offers = useApplicationOffersQuery({ variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  const submissions = useApplicationSubmissionsQuery({ variables: { applicationId }, fetchPolicy: 'cache-first' });
  const documents = useWorkspaceDocumentsQuery({ variables: { applicationId }, fetchPolicy: 'cache-first' });
  const [entering, setEntering] = useState(false);
  const [accepting, setAccepting] = useState<OfferFieldsFragment | null>(null);
  const [fellThrough, setFellThrough] = useState<OfferFieldsFragment | null>(null);
  const [enterOffer] = useEnterOfferMutation({ refetchQueries: AFTER_CHANGE, awaitRefetchQueries: true });
  const [acceptForClient] = useAcceptOfferForClientMutation({ refetchQueries: AFTER_CHANGE, awaitRefetchQueries: true });
  const [reportFellThrough] = useReportOfferFellThroughMutation({ refetchQueries: AFTER_CHANGE, awaitRefetchQueries: true });

  if (offers.error) return <ErrorAlert message={loadFailureMessage(offers.error, 'The offers could not be loaded.')} />;
  const list = offers.data?.applicationOffers ?? [];
  const lenders = new Map<string, string>();
  for (const item of submissions.data?.applicationSubmissions.items ?? []) if (OPEN_TO_OFFERS.includes(item.status)) lenders.set(item.lenderId, item.lenderName);
  const evidence = (documents.data?.applicationDocuments ?? []).filter((document) => document.fileName).map((document) => ({ id: document.id, label: document.label }));
  const canAccept = application.workflowStatus === 'offered';

  return (
    <Section
      title="Offers"
      actions={
        <Button size="sm" variant="outline" onClick={() => setEntering(true)} disabled={lenders.size === 0}>
          Enter offer received by e-mail
        </Button>
      }
    >
      <Stack gap="4">
        {lenders.size === 0 ? <Text color="fg.muted">Share the application with a lender before entering its offer.</Text> : null}
        {list.length === 0 ? (
          <EmptyState title="No offers yet" description="Lenders' offers appear here as they make them, compared by what they really cost." />
        ) : (
          <OfferComparison
            offers={list}
            label="Offers"
            details={(offer) => (offer.enteredByNetFund ? <Text fontSize="xs" color="fg.muted">Entered by NetFund</Text> : null)}
            actions={(offer) => (
              <HStack gap="2" flexWrap="wrap">
                {offer.status === 'sent' && canAccept ? (
                  <Button size="xs" variant="outline" onClick={() => setAccepting(offer)} aria-label={`Accept ${offer.lenderName}’s offer for the client`}>
                    Accept for client
                  </Button>
                ) : null}
                {offer.status === 'accepted' ? (
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setFellThrough(offer)} aria-label={`Mark ${offer.lenderName}’s deal fell through`}>
                    Mark fell through
                  </Button>
                ) : null}
              </HStack>
            )}
          />
        )}
      </Stack>
      <EnterOfferDialog
        open={entering}
        onClose={() => setEntering(false)}
        lenders={[...lenders].map(([id, name]) => ({ id, name }))}
        documents={evidence}
        preview={async (terms) => {
          const result = await apollo.query<OfferPreviewQuery, OfferPreviewQueryVariables>({ query: OfferPreviewDocument, variables: { applicationId, terms: terms as never }, fetchPolicy: 'no-cache' });
          return result.data!.offerPreview;
        }}
        onEnter={async (entry) => {
          await enterOffer({ variables: { applicationId, lenderId: entry.lenderId, evidenceDocumentId: entry.evidenceDocumentId, terms: entry.terms as never } });
          notify({ type: 'success', title: 'Offer entered', description: 'It is marked as entered by NetFund; the client was told.' });
        }}
      />
      <AcceptForClientDialog
        offer={accepting}
        onClose={() => setAccepting(null)}
        onAccept={async (offer, consent) => {
          await acceptForClient({ variables: { offerId: String(offer.id), expectedVersion: offer.version, consent } });
          notify({ type: 'success', title: 'Offer accepted for the client', description: `${offer.lenderName} will prepare the contract.` });
        }}
      />
      <FellThroughDialog
        offer={fellThrough}
        onClose={() => setFellThrough(null)}
        onReport={async (offer, reason, note) => {
          await reportFellThrough({ variables: { offerId: String(offer.id), expectedVersion: offer.version, reason, note } });
          notify({ type: 'success', title: 'Marked fell through', description: 'Standby offers that have not expired are open to the client again.' });
        }}
      />
    </Section>
  );
}
