import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { notify } from '../../../components/ui/notifications';
import { useMarkFundedMutation, useOffersForFundingQuery } from '../api/funding.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { formatCents, parseDollarsToCents, platformToday } from '../lib/funding-format';

const markFundedSchema = z.object({
  fundedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the funded date'),
  amount: z.string().refine((value) => parseDollarsToCents(value) !== null, 'Funded amount must be more than $0.00 (dollars and cents)'),
  lenderRef: z.string().max(100, 'The reference must be at most 100 characters'),
  note: z.string().max(1000, 'The note must be at most 1000 characters'),
});
type MarkFundedValues = z.infer<typeof markFundedSchema>;

/** R13 *Mark funded* (accepted → funded): the accepted offer's date, amount and lender reference; then R14 opens. */
export function MarkFundedButton({ applicationId }: { applicationId: string }) {
  const [open, setOpen] = useState(false);
  const { data } = useOffersForFundingQuery({ variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  const offer = data?.applicationOffers.find((each) => each.status === 'accepted');
  if (!offer) return null;
  return (
    <>
      <Button size="sm" colorPalette="blue" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Mark funded
      </Button>
      {open ? <MarkFundedDialog offer={offer} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

interface AcceptedOffer {
  id: string;
  version: number;
  lenderName: string;
  figures: { amountCents: number };
}

function MarkFundedDialog({ offer, onClose }: { offer: AcceptedOffer; onClose: () => void }) {
  const navigate = useNavigate();
  const [markFunded, { loading }] = useMarkFundedMutation();
  const form = useForm<MarkFundedValues>({
    resolver: zodResolver(markFundedSchema),
    defaultValues: { fundedOn: platformToday(), amount: (offer.figures.amountCents / 100).toFixed(2), lenderRef: '', note: '' },
  });
  const { failure, attempt } = useActionFailure(form.setError, ['fundedOn', 'lenderRef', 'note']);
  const amountCents = parseDollarsToCents(useWatch({ control: form.control, name: 'amount' }) ?? '');
  const aboveOffer = amountCents !== null && amountCents > offer.figures.amountCents;
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    let fundingId: string | undefined;
    const ok = await attempt(async () => {
      const result = await markFunded({
        variables: {
          input: { offerId: offer.id, expectedVersion: offer.version, fundedOn: values.fundedOn, fundedAmountCents: parseDollarsToCents(values.amount)!, lenderRef: values.lenderRef.trim() || null, note: values.note.trim() || null },
        },
      });
      fundingId = result.data?.markFunded.id;
    });
    if (ok && fundingId) {
      onClose();
      notify({ type: 'success', title: 'Marked funded', description: `${offer.lenderName}'s offer is funded; its repayments are tracked here.` });
      void navigate({ to: '/admin/funding-dashboard/view/$id', params: { id: fundingId } });
    }
  });
  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Mark funded"
      description={`${offer.lenderName}'s accepted offer of ${formatCents(offer.figures.amountCents)}. The other lenders' backup offers are voided.`}
      submitLabel="Mark funded"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <Field.Root invalid={!!errors.fundedOn} required>
          <Field.Label>
            Funded date
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="date" max={platformToday()} {...form.register('fundedOn')} />
          <Field.ErrorText>{errors.fundedOn?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.amount} required>
          <Field.Label>
            Funded amount ($)
            <Field.RequiredIndicator />
          </Field.Label>
          <Input inputMode="decimal" {...form.register('amount')} />
          <Field.ErrorText>{errors.amount?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
      <Field.Root invalid={!!errors.lenderRef}>
        <Field.Label>Lender reference (optional)</Field.Label>
        <Input {...form.register('lenderRef')} />
        <Field.ErrorText>{errors.lenderRef?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.note} required={aboveOffer}>
        <Field.Label>
          Note{aboveOffer ? '' : ' (optional)'}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={2} autoresize {...form.register('note')} />
        {!errors.note && aboveOffer ? <Field.HelperText>The amount is above the offer: say why.</Field.HelperText> : null}
        <Field.ErrorText>{errors.note?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
