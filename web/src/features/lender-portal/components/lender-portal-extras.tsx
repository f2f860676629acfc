import { Alert, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  LenderFileOffersDocument,
  LenderFileTimelineDocument,
  useLenderFileOffersQuery,
  useLenderMarkContractSentMutation,
  useLenderPortalPerformanceQuery,
  useLenderWithdrawOfferMutation,
  useMyLenderFundingsQuery,
  useMyLenderProfileQuery,
  type LenderOfferFieldsFragment,
  type MyLenderFundingsQuery,
} from '../api/lender-portal.generated';
import { productLabel } from '../../../lib/catalogue';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { formatCalendarDate } from '../../applications/lib/format';
import { loadFailureMessage, mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { EmptyState } from '../../backoffice/components/empty-state';
import { KpiCard } from '../../backoffice/components/kpi-card';
import { StatusChip } from '../../backoffice/components/status-chip';
import { formatShareBps } from '../../funding/lib/funding-format';
import { OfferStatusChip } from '../../offers/components/offer-status-chip';
import { expiryText, formatCents } from '../../offers/lib/offer-format';
import type { OfferStatus } from '../../offers/lib/offer-view';
import { MakeOfferDialog } from './make-offer-dialog';
import { PostPaymentDialog } from './post-payment-dialog';
import { AcceptedOfferActions } from './accepted-offer-actions';

/** R20: a paused lender sees why on every tab; it gets no new shares until NetFund resumes it. */
export function PausedBanner() {
  const { data } = useMyLenderProfileQuery({ fetchPolicy: 'cache-and-network' });
  const lender = data?.myLender;
  if (lender?.status !== 'paused') return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Description>
        Your account is paused: {lender.pausedReason ?? 'no reason given'}. Contact NetFund.
      </Alert.Description>
    </Alert.Root>
  );
}

/** A 0–1 rate as "62%", or a dash while nothing was shared. */
function rateText(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '—' : formatShareBps(Math.round(rate * 10_000));
}

/** R20 Performance: the lender's median first response against its SLA, and its response, offer and win rates. */
export function PerformanceTab() {
  const profile = useMyLenderProfileQuery({ fetchPolicy: 'cache-and-network' });
  const lender = profile.data?.myLender;
  const query = useLenderPortalPerformanceQuery({
    variables: { lenderId: lender?.id ?? '' },
    skip: !lender,
    fetchPolicy: 'cache-and-network',
  });
  const error = profile.error ?? query.error;
  if (error)
    return (
      <ErrorAlert message={loadFailureMessage(error, 'Your performance could not be loaded. Please try again.')} />
    );
  const performance = query.data?.lenderPerformance;
  if (!lender || !performance) return <Skeleton h="24" aria-busy="true" />;
  const median = performance.medianFirstResponseHours;
  const late = median !== null && median > lender.slaHours;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        The last {performance.windowDays} days: {performance.shares} files shared with you, {performance.responded}{' '}
        answered.
      </Text>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        <KpiCard
          label="Median first response"
          value={median === null ? '—' : `${median.toFixed(1)} h`}
          hint={`Your SLA: ${lender.slaHours} h`}
          tone={late ? 'danger' : 'neutral'}
        />
        <KpiCard label="Response rate" value={rateText(performance.responseRate)} hint="Answered ÷ shared" />
        <KpiCard label="Offer rate" value={rateText(performance.offerRate)} hint="Offered ÷ shared" />
        <KpiCard label="Win rate" value={rateText(performance.winRate)} hint="Accepted ÷ offered" />
        <KpiCard label="Pull-through" value={rateText(performance.pullThrough)} hint="Funded ÷ accepted" />
        <KpiCard label="Funded" value={String(performance.funded)} hint={`of ${performance.accepted} accepted`} />
      </SimpleGrid>
    </Stack>
  );
}

/** R20 Funded: the lender's funded deals with their repayment numbers. */
export function FundedTab() {
  const query = useMyLenderFundingsQuery({ fetchPolicy: 'cache-and-network' });
  const [posting, setPosting] = useState<MyLenderFundingsQuery['myLenderFundings'][number] | null>(null);
  if (!query.data) {
    if (query.error)
      return (
        <ErrorAlert
          message={loadFailureMessage(query.error, 'Your funded deals could not be loaded. Please try again.')}
        />
      );
    return <Skeleton h="24" aria-busy="true" />;
  }
  const fundings = query.data.myLenderFundings;
  if (fundings.length === 0)
    return (
      <EmptyState title="No funded deals yet" description="Deals you mark funded appear here with their repayments." />
    );
  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Funded deals">
        {fundings.map((funding) => (
          <Card.Root as="li" key={funding.id} variant="outline">
            <Card.Body py="3" gap="2">
              <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold">{funding.businessName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {funding.applicationNumber} · {funding.productLabel} · funded {formatCalendarDate(funding.fundedOn)}
                  </Text>
                </Stack>
                <StatusChip status={funding.status} />
              </HStack>
              <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gapX="4" gapY="1" fontSize="sm">
                <Figure label="Funded" value={formatCents(funding.fundedAmountCents)} />
                <Figure label="Expected payback" value={formatCents(funding.expectedPaybackCents)} />
                <Figure
                  label="Paid to date"
                  value={`${formatCents(funding.paidToDateCents)} (${formatShareBps(funding.percentPaidBps)})`}
                />
                <Figure label="Remaining" value={formatCents(funding.remainingCents)} />
              </SimpleGrid>
              <HStack justify="space-between" flexWrap="wrap" gap="2">
                <Text fontSize="sm" color="fg.muted">
                  {funding.paymentText}
                </Text>
                {POSTABLE_STATUSES.has(funding.status) ? (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setPosting(funding)}
                    aria-haspopup="dialog"
                    aria-label={`Post payment for ${funding.businessName}`}
                  >
                    Post payment
                  </Button>
                ) : null}
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      {posting ? <PostPaymentDialog funding={posting} onClose={() => setPosting(null)} /> : null}
    </>
  );
}

/** A payment lands on a deal still being repaid (§3.5); paid-off, written-off and renewed deals take none. */
const POSTABLE_STATUSES = new Set(['active', 'delinquent', 'defaulted']);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Stack>
  );
}

/** The drawer's "Your offers": the lender's own offers on this file (the server never returns another lender's). */
export function FileOffers({ applicationId, openToOffers }: { applicationId: string; openToOffers: boolean }) {
  const [making, setMaking] = useState(false);
  const query = useLenderFileOffersQuery({ variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  const [withdrawing, setWithdrawing] = useState<LenderOfferFieldsFragment | null>(null);
  const [revising, setRevising] = useState<LenderOfferFieldsFragment | null>(null);
  const [markContractSent, contractSent] = useLenderMarkContractSentMutation({
    refetchQueries: [LenderFileTimelineDocument, LenderFileOffersDocument],
  });
  if (query.error)
    return (
      <ErrorAlert message={loadFailureMessage(query.error, 'Your offers could not be loaded. Please try again.')} />
    );
  const offers = query.data?.applicationOffers ?? [];
  const sendContract = async (offer: LenderOfferFieldsFragment) => {
    try {
      await markContractSent({ variables: { offerId: offer.id, expectedVersion: offer.version } });
      notify({
        type: 'success',
        title: 'Contract sent',
        description: 'NetFund and the applicant see that the contract is on its way.',
      });
    } catch (error) {
      notify({ type: 'error', title: 'Not saved', description: mutationFailure(error).message });
    }
  };
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Text fontWeight="semibold">Your offers</Text>
        {openToOffers ? (
          <Button size="sm" colorPalette="blue" onClick={() => setMaking(true)} aria-haspopup="dialog">
            Make offer
          </Button>
        ) : null}
      </HStack>
      {offers.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No offers on this file yet.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Your offers">
          {offers.map((offer) => (
            <Card.Root as="li" key={offer.id} variant="outline" size="sm">
              <Card.Body gap="1">
                <HStack justify="space-between" flexWrap="wrap" gap="2">
                  <Text fontWeight="medium">
                    {formatCents(offer.figures.amountCents)} · {productLabel(offer.product)}
                  </Text>
                  <OfferStatusChip status={offer.status as OfferStatus} />
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {offer.figures.texts.term} · {offer.figures.texts.rate} · {offer.figures.texts.payment}
                </Text>
                {offer.status === 'sent' ? <Text fontSize="sm">{expiryText(offer.expiresAt).text}</Text> : null}
                {offer.statusReason ? (
                  <Text fontSize="sm" color="fg.muted">
                    {offer.statusReason}
                  </Text>
                ) : null}
                {offer.status === 'accepted' ? (
                  <Stack gap="2">
                    <Text fontSize="sm" color="fg.success" fontWeight="medium">
                      Accepted — proceed to contract
                    </Text>
                    {offer.contractSentAt ? (
                      <Text fontSize="sm" color="fg.muted">
                        Contract sent.
                      </Text>
                    ) : (
                      <HStack>
                        <Button size="xs" onClick={() => void sendContract(offer)} loading={contractSent.loading}>
                          Contract sent
                        </Button>
                      </HStack>
                    )}
                    <AcceptedOfferActions offer={offer} />
                  </Stack>
                ) : null}
                {offer.status === 'sent' ? (
                  <HStack>
                    <Button size="xs" variant="outline" onClick={() => setRevising(offer)} aria-haspopup="dialog">
                      Revise
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => setWithdrawing(offer)}>
                      Withdraw
                    </Button>
                  </HStack>
                ) : null}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {making ? <MakeOfferDialog applicationId={applicationId} onClose={() => setMaking(false)} /> : null}
      {withdrawing ? <WithdrawDialog offer={withdrawing} onClose={() => setWithdrawing(null)} /> : null}
      {revising ? (
        <MakeOfferDialog applicationId={applicationId} revising={revising} onClose={() => setRevising(null)} />
      ) : null}
    </Stack>
  );
}

/** R20 *Withdraw offer* (before acceptance): the reason is shown to NetFund and the applicant. */
function WithdrawDialog({ offer, onClose }: { offer: LenderOfferFieldsFragment; onClose(): void }) {
  const [withdraw, withdrawn] = useLenderWithdrawOfferMutation({
    refetchQueries: [LenderFileTimelineDocument, LenderFileOffersDocument],
  });
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Withdraw this offer"
      description={`Your offer of ${formatCents(offer.figures.amountCents)} stops being open to the applicant.`}
      submitLabel="Withdraw"
      tone="danger"
      submitting={withdrawn.loading}
      submitDisabled={reason.trim() === ''}
      failure={failure}
      onSubmit={(event) => {
        event.preventDefault();
        withdraw({ variables: { offerId: offer.id, expectedVersion: offer.version, reason: reason.trim() } }).then(
          () => {
            notify({
              type: 'success',
              title: 'Offer withdrawn',
              description: 'The applicant no longer sees it as open.',
            });
            onClose();
          },
          (error: unknown) => setFailure(mutationFailure(error)),
        );
      }}
    >
      <Textarea
        aria-label="Reason"
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={500}
        placeholder="Why you withdraw it"
      />
    </ActionDialog>
  );
}
