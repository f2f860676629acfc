import { Button, Field, HStack, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../components/ui/notifications';
import { useMarkFundedMutation } from '../../funding/api/funding.generated';
import {
  LenderFileOffersDocument,
  LenderFileTimelineDocument,
  LenderFileDocument,
  LenderFilePageDocument,
  useLenderReportFellThroughMutation,
  type LenderOfferFieldsFragment,
} from '../api/lender-portal.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { platformToday } from '../../funding/lib/funding-format';
import { FELL_THROUGH_REASONS, type FellThroughReasonValue } from '../../offers/components/staff-offer-dialogs';

const REFRESH = [LenderFileTimelineDocument, LenderFileOffersDocument, LenderFilePageDocument, LenderFileDocument, 'MyLenderFundings'];

/** "$60,000.00" or "60000" → cents; null for anything else. */
function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** R20 after acceptance: *Mark funded* (amount, date, reference) and *Report fell through* (a §3.3 reason). */
export function AcceptedOfferActions({ offer }: { offer: LenderOfferFieldsFragment }) {
  const [dialog, setDialog] = useState<'funded' | 'fell' | null>(null);
  return (
    <>
      <HStack gap="2" flexWrap="wrap">
        <Button size="xs" colorPalette="blue" onClick={() => setDialog('funded')}>
          Mark funded
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDialog('fell')}>
          Report fell through
        </Button>
      </HStack>
      {dialog === 'funded' ? <MarkFundedDialog offer={offer} onClose={() => setDialog(null)} /> : null}
      {dialog === 'fell' ? <FellThroughDialog offer={offer} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

function MarkFundedDialog({ offer, onClose }: { offer: LenderOfferFieldsFragment; onClose(): void }) {
  const [markFunded, { loading }] = useMarkFundedMutation({ refetchQueries: REFRESH });
  const [amount, setAmount] = useState((offer.figures.amountCents / 100).toFixed(2));
  const [fundedOn, setFundedOn] = useState(platformToday());
  const [lenderRef, setLenderRef] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Mark this deal funded"
      description="The applicant is told, the other lenders' offers end, and the deal appears under Funded."
      submitLabel="Mark funded"
      submitting={loading}
      failure={failure}
      onSubmit={(event) => {
        event.preventDefault();
        const fundedAmountCents = dollarsToCents(amount);
        if (fundedAmountCents === null || fundedAmountCents <= 0)
          return setAmountError('Enter the funded amount in dollars, e.g. 60,000.00');
        setAmountError(null);
        markFunded({
          variables: {
            input: {
              offerId: offer.id,
              expectedVersion: offer.version,
              fundedOn,
              fundedAmountCents,
              lenderRef: lenderRef.trim() || null,
            },
          },
        }).then(
          () => {
            notify({
              type: 'success',
              title: 'Marked funded',
              description: 'NetFund and the applicant see the deal as funded.',
            });
            onClose();
          },
          (error: unknown) => {
            const failed = mutationFailure(error);
            if (failed.fieldErrors.fundedAmountCents) setAmountError(failed.fieldErrors.fundedAmountCents);
            setFailure(failed);
          },
        );
      }}
    >
      <Field.Root invalid={Boolean(amountError)} required>
        <Field.Label>Funded amount</Field.Label>
        <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.currentTarget.value)} />
        {amountError ? <Field.ErrorText>{amountError}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root required>
        <Field.Label>Funded on</Field.Label>
        <Input
          type="date"
          value={fundedOn}
          max={platformToday()}
          onChange={(event) => setFundedOn(event.currentTarget.value)}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Your reference (optional)</Field.Label>
        <Input value={lenderRef} maxLength={100} onChange={(event) => setLenderRef(event.currentTarget.value)} />
      </Field.Root>
    </ActionDialog>
  );
}

function FellThroughDialog({ offer, onClose }: { offer: LenderOfferFieldsFragment; onClose(): void }) {
  const [report, { loading }] = useLenderReportFellThroughMutation({ refetchQueries: REFRESH });
  const [reason, setReason] = useState<FellThroughReasonValue | ''>('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  return (
    <ActionDialog
      open
      onClose={onClose}
      tone="danger"
      title="Report that the deal fell through"
      description="The application goes back to Offered; the applicant's other offers that have not expired open again."
      submitLabel="Report fell through"
      submitting={loading}
      submitDisabled={reason === '' || (reason === 'other' && note.trim().length < 5)}
      failure={failure}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason === '') return;
        report({
          variables: { offerId: offer.id, expectedVersion: offer.version, reason, note: note.trim() || null },
        }).then(
          () => {
            notify({
              type: 'success',
              title: 'Reported',
              description: 'NetFund and the applicant were told the deal fell through.',
            });
            onClose();
          },
          (error: unknown) => setFailure(mutationFailure(error)),
        );
      }}
    >
      <Field.Root required>
        <Field.Label>Reason</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value as FellThroughReasonValue | '')}
          >
            <option value="">Choose a reason</option>
            {FELL_THROUGH_REASONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>Note {reason === 'other' ? '(at least 5 characters)' : '(optional)'}</Field.Label>
        <Textarea value={note} maxLength={500} onChange={(event) => setNote(event.currentTarget.value)} />
      </Field.Root>
    </ActionDialog>
  );
}
