import { Field, HStack, Input, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  LenderFileOffersDocument,
  LenderFileTimelineDocument,
  LenderFileDocument,
  LenderFilePageDocument,
  useLenderMakeOfferMutation,
  useLenderOfferPreviewLazyQuery,
  useLenderReviseOfferMutation,
  type LenderOfferFieldsFragment,
} from '../api/lender-portal.generated';
import { PRODUCTS } from '../../../lib/catalogue';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { useDebounced } from '../../application-workspace/lib/use-debounced';
import { mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { notify } from '../../../components/ui/notifications';
import { DisclosureBox } from '../../offers/components/disclosure-box';
import { formatCents } from '../../offers/lib/offer-format';
import {
  EMPTY_OFFER_ENTRY,
  offerEntryFromOffer,
  offerEntrySchema,
  type OfferEntry,
  type OfferEntryValues,
} from '../../offers/lib/offer-terms-form';
import type { OfferFiguresView } from '../../offers/lib/offer-view';
import { useDefaultOfferExpiryDays } from '../../platform-settings/api/platform-defaults';

/** The shared offer form's lender and evidence fields are the staff's (R13); a lender's own offer has neither. */
const OWN_OFFER: Pick<OfferEntryValues, 'lenderId' | 'evidenceDocumentId'> = {
  lenderId: 'self',
  evidenceDocumentId: 'none',
};

/** The server's field names (OfferTermsInput, `extensions.fieldErrors`) → the form's. */
const SERVER_FIELDS: Record<string, keyof OfferEntryValues> = {
  amountCents: 'amount',
  factorE4: 'rate',
  interestBps: 'rate',
  termMonths: 'term',
  termBusinessDays: 'term',
  term: 'term',
  originationFeeCents: 'fee',
  originationFeeBps: 'fee',
  otherFeesCents: 'otherFees',
  exceptionNote: 'exceptionNote',
  expiresInDays: 'expiresInDays',
  prepayment: 'prepayment',
  product: 'product',
};

function previewTerms(values: OfferEntryValues): OfferEntry['terms'] | null {
  const parsed = offerEntrySchema.safeParse({ ...values, ...OWN_OFFER });
  return parsed.success ? parsed.data.terms : null;
}

/**
 * R20 *Make offer*, or *Revise* one (`revising`: the form starts from its terms; sending makes a new offer and
 * supersedes it): the disclosure box shows the server's figures (`offerPreview`) for the terms as typed, before *Send*.
 * The server checks the ranges, the program's maximum and the three-live-offers limit again.
 */
export function MakeOfferDialog({
  applicationId,
  revising,
  onClose,
}: {
  applicationId: string;
  revising?: LenderOfferFieldsFragment;
  onClose(): void;
}) {
  const form = useForm<OfferEntryValues, unknown, OfferEntry>({
    resolver: zodResolver(offerEntrySchema),
    defaultValues: { ...(revising ? offerEntryFromOffer(revising) : EMPTY_OFFER_ENTRY), ...OWN_OFFER },
  });
  const { register, formState, watch, setError } = form;
  // A new offer's "Expires in" starts from the platform's default (R5), unless the lender has typed one already.
  const defaultExpiryDays = useDefaultOfferExpiryDays(Boolean(revising));
  useEffect(() => {
    if (defaultExpiryDays !== null && !form.getFieldState('expiresInDays').isDirty) form.resetField('expiresInDays', { defaultValue: String(defaultExpiryDays) });
  }, [defaultExpiryDays, form]);
  const errors = formState.errors;
  const [makeOffer] = useLenderMakeOfferMutation({
    refetchQueries: [LenderFileTimelineDocument, LenderFileOffersDocument, LenderFilePageDocument, LenderFileDocument],
  });
  const [reviseOffer] = useLenderReviseOfferMutation({
    refetchQueries: [LenderFileTimelineDocument, LenderFileOffersDocument, LenderFilePageDocument, LenderFileDocument],
  });
  const [preview] = useLenderOfferPreviewLazyQuery({ fetchPolicy: 'no-cache' });
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const values = watch();
  const termsKey = JSON.stringify(previewTerms(values));
  const settledKey = useDebounced(termsKey, 400);
  const [figures, setFigures] = useState<{
    key: string;
    figures: OfferFiguresView | null;
    error: string | null;
  } | null>(null);

  useEffect(() => {
    const terms = JSON.parse(settledKey) as OfferEntry['terms'] | null;
    if (!terms) return;
    let current = true;
    preview({ variables: { applicationId, terms } }).then(
      (result) => {
        if (!current) return;
        if (result.error) setFigures({ key: settledKey, figures: null, error: mutationFailure(result.error).message });
        else if (result.data)
          setFigures({ key: settledKey, figures: result.data.offerPreview as OfferFiguresView, error: null });
      },
      (error: unknown) =>
        current && setFigures({ key: settledKey, figures: null, error: mutationFailure(error).message }),
    );
    return () => {
      current = false;
    };
  }, [settledKey, applicationId, preview]);

  const submit = form.handleSubmit(async (entry) => {
    setFailure(null);
    try {
      if (revising) {
        await reviseOffer({
          variables: { offerId: revising.id, expectedVersion: revising.version, terms: entry.terms },
        });
        notify({
          type: 'success',
          title: 'Offer revised',
          description: 'The applicant sees the new terms; the old offer is superseded.',
        });
      } else {
        await makeOffer({ variables: { applicationId, terms: entry.terms } });
        notify({ type: 'success', title: 'Offer sent', description: 'The applicant sees it with the disclosure box.' });
      }
      onClose();
    } catch (error) {
      const found = mutationFailure(error);
      const unplaced = Object.entries(found.fieldErrors).filter(([field, message]) => {
        const target = SERVER_FIELDS[field];
        if (target) setError(target, { type: 'server', message });
        return !target;
      });
      setFailure(Object.keys(found.fieldErrors).length > 0 && unplaced.length === 0 ? null : found);
    }
  });
  const shown = figures && figures.key === termsKey ? figures : null;
  const factor = values.pricingType === 'factor';

  return (
    <ActionDialog
      open
      onClose={onClose}
      size="lg"
      title={revising ? 'Revise offer' : 'Make offer'}
      description={
        revising
          ? `Sending makes a new offer; your offer of ${formatCents(revising.figures.amountCents)} is superseded. Check the disclosure box: the applicant sees these figures.`
          : 'Check the disclosure box: the applicant sees these figures. Up to 3 live offers per file.'
      }
      submitLabel="Send"
      submitting={formState.isSubmitting}
      failure={failure}
      onSubmit={(event) => void submit(event)}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Select label="Product" error={errors.product?.message} {...register('product')}>
          {PRODUCTS.map((product) => (
            <option key={product.code} value={product.code}>
              {product.label}
            </option>
          ))}
        </Select>
        <TextField
          label="Amount ($)"
          error={errors.amount?.message}
          required
          inputMode="decimal"
          {...register('amount')}
        />
        <Select label="Pricing" {...register('pricingType')}>
          <option value="factor">Factor rate (1.0100–2.5000)</option>
          <option value="interest">Yearly interest (0.01–199.99 %)</option>
        </Select>
        <TextField
          label={factor ? 'Factor rate' : 'Interest rate (% a year)'}
          error={errors.rate?.message}
          required
          inputMode="decimal"
          {...register('rate')}
        />
        <HStack align="start" gap="2">
          <TextField label="Term" error={errors.term?.message} required inputMode="numeric" {...register('term')} />
          <Select label="Unit" {...register('termUnit')}>
            <option value="months">months</option>
            <option value="businessDays">business days</option>
          </Select>
        </HStack>
        <Select label="Payments" {...register('frequency')}>
          <option value="daily">Every business day</option>
          <option value="weekly">Weekly</option>
          <option value="biweekly">Every two weeks</option>
          <option value="monthly">Monthly</option>
        </Select>
        <HStack align="start" gap="2">
          <TextField label="Fee withheld" error={errors.fee?.message} inputMode="decimal" {...register('fee')} />
          <Select label="In" {...register('feeKind')}>
            <option value="percent">%</option>
            <option value="dollars">$</option>
          </Select>
        </HStack>
        <TextField
          label="Other mandatory fees ($)"
          error={errors.otherFees?.message}
          inputMode="decimal"
          {...register('otherFees')}
        />
        <TextField
          label="Expires in (days, 1–30)"
          error={errors.expiresInDays?.message}
          inputMode="numeric"
          {...register('expiresInDays')}
        />
        <TextField
          label="Prepayment terms"
          error={errors.prepayment?.message}
          placeholder="none"
          {...register('prepayment')}
        />
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Conditions (one a line)</Field.Label>
        <Textarea rows={2} {...register('conditions')} />
      </Field.Root>
      <Field.Root invalid={!!errors.exceptionNote}>
        <Field.Label>Exception note (above your program’s maximum)</Field.Label>
        <Textarea rows={2} {...register('exceptionNote')} />
        <Field.ErrorText>{errors.exceptionNote?.message}</Field.ErrorText>
      </Field.Root>
      {shown?.figures ? <DisclosureBox figures={shown.figures} /> : null}
      {shown?.error ? (
        <Text color="fg.error" role="alert" fontSize="sm">
          {shown.error}
        </Text>
      ) : null}
      {!shown ? (
        <Text color="fg.muted" fontSize="sm">
          The disclosure box appears here once the amount, rate and term are filled in.
        </Text>
      ) : null}
    </ActionDialog>
  );
}

function TextField({
  label,
  error,
  required,
  ...input
}: { label: string; error?: string; required?: boolean } & ComponentProps<typeof Input>) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function Select({
  label,
  error,
  children,
  ...field
}: { label: string; error?: string; children: ReactNode } & ComponentProps<typeof NativeSelect.Field>) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>{children}</NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
