import { Field, NativeSelect, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import type { OfferView } from '../lib/offer-view';
import { DisclosureBox } from './disclosure-box';
import { useOfferAction } from './offer-dialogs';

export const CONSENT_CHANNELS = [
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'E-mail' },
  { value: 'web', label: 'Web' },
] as const;
export type ConsentChannelValue = (typeof CONSENT_CHANNELS)[number]['value'];

/** §3.3's fell-through reasons, in the order the spec lists them. */
export const FELL_THROUGH_REASONS = [
  { value: 'verification_failed', label: 'Verification failed' },
  { value: 'bank_verification_failed', label: 'Bank verification failed' },
  { value: 'client_unresponsive', label: 'Client unresponsive' },
  { value: 'terms_changed', label: 'Terms changed' },
  { value: 'lender_capacity', label: 'Lender capacity' },
  { value: 'client_backed_out', label: 'Client backed out' },
  { value: 'other', label: 'Other' },
] as const;
export type FellThroughReasonValue = (typeof FELL_THROUGH_REASONS)[number]['value'];

const NOTE_MAX = 1_000;
const prevent = (run: () => void) => (event: FormEvent) => {
  event.preventDefault();
  run();
};

export interface AcceptForClientDialogProps {
  offer: OfferView | null;
  onClose: () => void;
  onAccept: (offer: OfferView, consent: { channel: ConsentChannelValue; note: string }) => Promise<unknown>;
}

/** R13 *Accept offer for client*: the client's yes is recorded — the channel it came through and a note (who, when). */
export function AcceptForClientDialog({ offer, onClose, onAccept }: AcceptForClientDialogProps) {
  const [channel, setChannel] = useState<ConsentChannelValue>('phone');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const close = () => {
    setChannel('phone');
    setNote('');
    setNoteError(null);
    action.reset();
    onClose();
  };
  const action = useOfferAction(close);
  return (
    <ActionDialog
      open={offer !== null}
      onClose={close}
      size="lg"
      title={offer ? `Accept ${offer.lenderName}’s offer for the client?` : 'Accept offer for client'}
      description="Only with the client’s consent: record how and when the client said yes. The client’s other open offers go to standby."
      submitLabel="Accept for client"
      submitting={action.submitting}
      failure={action.failure}
      onSubmit={prevent(() => {
        const trimmed = note.trim();
        const problem = !trimmed ? 'A consent note is required' : trimmed.length > NOTE_MAX ? `The note must be at most ${NOTE_MAX.toLocaleString('en-US')} characters` : null;
        setNoteError(problem);
        if (offer && !problem) void action.run(() => onAccept(offer, { channel, note: trimmed }));
      })}
    >
      {offer ? <DisclosureBox figures={offer.figures} lenderName={offer.lenderName} prepayment={offer.prepayment} conditions={offer.conditions} /> : null}
      <Field.Root>
        <Field.Label>Where the client said yes</Field.Label>
        <NativeSelect.Root maxW="xs">
          <NativeSelect.Field value={channel} onChange={(event) => setChannel(event.target.value as ConsentChannelValue)}>
            {CONSENT_CHANNELS.map((each) => (
              <option key={each.value} value={each.value}>
                {each.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={!!noteError} required>
        <Field.Label>
          Consent note
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={2} value={note} placeholder="Who said yes, when" onChange={(event) => setNote(event.target.value)} />
        <Field.ErrorText>{noteError}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}

export interface FellThroughDialogProps {
  offer: OfferView | null;
  onClose: () => void;
  onReport: (offer: OfferView, reason: FellThroughReasonValue, note: string | null) => Promise<unknown>;
}

/** R13 *Mark fell through*: accepted → fell through with a reason; unexpired standby offers come back (§3.3). */
export function FellThroughDialog({ offer, onClose, onReport }: FellThroughDialogProps) {
  const [reason, setReason] = useState<FellThroughReasonValue | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const close = () => {
    setReason('');
    setNote('');
    setErrors({});
    action.reset();
    onClose();
  };
  const action = useOfferAction(close);
  return (
    <ActionDialog
      open={offer !== null}
      onClose={close}
      tone="danger"
      title={offer ? `Mark ${offer.lenderName}’s deal as fallen through?` : 'Mark fell through'}
      description="The application goes back to Offered; backup offers that have not expired are open again and their lenders are told."
      submitLabel="Mark fell through"
      submitting={action.submitting}
      failure={action.failure}
      onSubmit={prevent(() => {
        const trimmed = note.trim();
        const found = {
          reason: reason ? undefined : 'Choose a reason',
          note: reason === 'other' && !trimmed ? 'Add a note for the reason “Other”' : trimmed.length > NOTE_MAX ? `The note must be at most ${NOTE_MAX.toLocaleString('en-US')} characters` : undefined,
        };
        setErrors(found);
        if (offer && reason && !found.reason && !found.note) void action.run(() => onReport(offer, reason, trimmed || null));
      })}
    >
      <Field.Root invalid={!!errors.reason} required>
        <Field.Label>
          Reason
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={reason} onChange={(event) => setReason(event.target.value as FellThroughReasonValue)}>
            <option value="">Select…</option>
            {FELL_THROUGH_REASONS.map((each) => (
              <option key={each.value} value={each.value}>
                {each.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.reason}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.note} required={reason === 'other'}>
        <Field.Label>
          Note
          {reason === 'other' ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        <Textarea rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
        <Field.ErrorText>{errors.note}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
