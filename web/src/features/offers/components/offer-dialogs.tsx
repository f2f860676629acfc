import { Alert, Checkbox, Field, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { expiryText } from '../lib/offer-format';
import type { OfferView } from '../lib/offer-view';
import { DisclosureBox } from './disclosure-box';

/** A dialog's submit: runs `action`, keeps the server's refusal to show it, and closes on success. */
export function useOfferAction(onClose: () => void) {
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  async function run(action: () => Promise<unknown>) {
    setFailure(null);
    setSubmitting(true);
    try {
      await action();
      onClose();
    } catch (error) {
      setFailure(mutationFailure(error));
    } finally {
      setSubmitting(false);
    }
  }
  return { failure, submitting, run, reset: () => setFailure(null) };
}

const prevent = (run: () => void) => (event: FormEvent) => {
  event.preventDefault();
  run();
};

export interface AcceptOfferDialogProps {
  offer: OfferView | null;
  onClose: () => void;
  onAccept: (offer: OfferView) => Promise<unknown>;
  /** The client ended this lender's access: accepting shares the file with it again (R22), said before the click. */
  lenderRevoked?: boolean;
}

/**
 * R22 *Accept offer*: the disclosure box, then "I have read the terms"; *Accept offer* stays disabled until it is
 * ticked. A refusal (the offer expired, another was accepted meanwhile: "This offer is no longer available") shows
 * the server's sentence in the dialog.
 */
export function AcceptOfferDialog({ offer, onClose, onAccept, lenderRevoked }: AcceptOfferDialogProps) {
  const [readTerms, setReadTerms] = useState(false);
  const close = () => {
    setReadTerms(false);
    action.reset();
    onClose();
  };
  const action = useOfferAction(close);
  return (
    <ActionDialog
      open={offer !== null}
      onClose={close}
      size="lg"
      title={offer ? `Accept ${offer.lenderName}’s offer?` : 'Accept offer'}
      description={
        offer
          ? `${offer.lenderName} will prepare your contract. Your other open offers stay on file as backups until they expire, in case this one falls through.`
          : undefined
      }
      submitLabel="Accept offer"
      submitting={action.submitting}
      submitDisabled={!readTerms}
      failure={action.failure}
      onSubmit={prevent(() => {
        if (offer && readTerms) void action.run(() => onAccept(offer));
      })}
    >
      {offer && lenderRevoked ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              You ended {offer.lenderName}’s access to your file. Accepting this offer shares your file with {offer.lenderName} again — with no other
              lender — so it can prepare the contract, and we record your consent.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {offer ? (
        <DisclosureBox
          figures={offer.figures}
          lenderName={offer.lenderName}
          prepayment={offer.prepayment}
          conditions={offer.conditions}
          expiry={expiryText(offer.expiresAt).text}
        />
      ) : null}
      <Checkbox.Root checked={readTerms} onCheckedChange={(details) => setReadTerms(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>I have read the terms</Checkbox.Label>
      </Checkbox.Root>
    </ActionDialog>
  );
}

export interface DeclineOfferDialogProps {
  offer: OfferView | null;
  onClose: () => void;
  onDecline: (offer: OfferView, reason: string | null) => Promise<unknown>;
}

const REASON_MAX = 500;

/** R22 *Decline offer*, with an optional reason the lender reads. */
export function DeclineOfferDialog({ offer, onClose, onDecline }: DeclineOfferDialogProps) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    action.reset();
    onClose();
  };
  const action = useOfferAction(close);
  const tooLong = reason.trim().length > REASON_MAX;
  return (
    <ActionDialog
      open={offer !== null}
      onClose={close}
      tone="danger"
      title={offer ? `Decline ${offer.lenderName}’s offer?` : 'Decline offer'}
      description={offer ? `${offer.lenderName} is told that you declined. You cannot accept this offer afterwards.` : undefined}
      submitLabel="Decline offer"
      cancelLabel="Keep offer"
      submitting={action.submitting}
      failure={action.failure}
      onSubmit={prevent(() => {
        if (offer && !tooLong) void action.run(() => onDecline(offer, reason.trim() || null));
      })}
    >
      <Field.Root invalid={tooLong}>
        <Field.Label>Reason (optional)</Field.Label>
        <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
        {tooLong ? (
          <Field.ErrorText>The reason must be at most {REASON_MAX} characters</Field.ErrorText>
        ) : (
          <Field.HelperText>For example: the payments are too high for us.</Field.HelperText>
        )}
      </Field.Root>
    </ActionDialog>
  );
}
