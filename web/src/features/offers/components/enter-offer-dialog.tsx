import { Alert, Field, HStack, Input, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { PRODUCTS } from '../../../lib/catalogue';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { useDebounced } from '../../application-workspace/lib/use-debounced';
import { mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { EMPTY_OFFER_ENTRY, offerEntrySchema, type OfferEntry, type OfferEntryValues } from '../lib/offer-terms-form';
import type { OfferFiguresView } from '../lib/offer-view';
import { DisclosureBox } from './disclosure-box';

export type OfferTerms = OfferEntry['terms'];

export interface EnterOfferDialogProps {
  open: boolean;
  onClose: () => void;
  /** Lenders with an open submission on this application: the only ones an offer can come from (invariant 2). */
  lenders: readonly { id: string; name: string }[];
  /** The application's uploaded documents: the e-mail or letter the offer came in is the evidence. */
  documents: readonly { id: string; label: string }[];
  /** The server's figures for the terms so far (`offerPreview`), nothing stored. */
  preview: (terms: OfferTerms) => Promise<OfferFiguresView>;
  onEnter: (entry: OfferEntry) => Promise<unknown>;
}

/** The server's field names (OfferTermsInput) → the form's. */
const SERVER_FIELDS: Record<string, keyof OfferEntryValues> = {
  amountCents: 'amount',
  factorE4: 'rate',
  interestBps: 'rate',
  termMonths: 'term',
  termBusinessDays: 'term',
  term: 'term',
  originationFeeCents: 'fee',
  originationFeeBps: 'fee',
  feesWithheldCents: 'fee',
  otherFeesCents: 'otherFees',
  exceptionNote: 'exceptionNote',
  evidenceDocumentId: 'evidenceDocumentId',
  lenderId: 'lenderId',
  expiresInDays: 'expiresInDays',
  prepayment: 'prepayment',
};

/** Terms for the preview once the figures are complete; the lender and evidence do not change them. */
function previewTerms(values: OfferEntryValues): OfferTerms | null {
  const parsed = offerEntrySchema.safeParse({ ...values, lenderId: '-', evidenceDocumentId: '-' });
  return parsed.success ? parsed.data.terms : null;
}

/**
 * R13 *Enter offer received by e-mail*: an offer a lender sent outside the portal, typed in by NetFund with the
 * document it came in as evidence (the offer is marked "entered by NetFund"). The disclosure box previews the
 * server's figures as the terms are typed.
 */
export function EnterOfferDialog({ open, onClose, lenders, documents, preview, onEnter }: EnterOfferDialogProps) {
  const form = useForm<OfferEntryValues, unknown, OfferEntry>({ resolver: zodResolver(offerEntrySchema), defaultValues: EMPTY_OFFER_ENTRY });
  const { register, formState, watch, setError, reset } = form;
  const errors = formState.errors;
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const values = watch();
  const termsKey = JSON.stringify(previewTerms(values));
  const settledKey = useDebounced(termsKey, 400);
  const [figures, setFigures] = useState<{ key: string; figures: OfferFiguresView | null; error: string | null } | null>(null);

  useEffect(() => {
    const terms = JSON.parse(settledKey) as OfferTerms | null;
    if (!open || !terms) return;
    let current = true;
    preview(terms).then(
      (result) => current && setFigures({ key: settledKey, figures: result, error: null }),
      (error: unknown) => current && setFigures({ key: settledKey, figures: null, error: mutationFailure(error).message }),
    );
    return () => {
      current = false;
    };
  }, [settledKey, open, preview]);

  const close = () => {
    reset(EMPTY_OFFER_ENTRY);
    setFailure(null);
    setFigures(null);
    onClose();
  };
  const submit = form.handleSubmit(async (entry) => {
    setFailure(null);
    try {
      await onEnter(entry);
      close();
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
      open={open}
      onClose={close}
      size="lg"
      title="Enter offer received by e-mail"
      description="The offer is marked “entered by NetFund” and keeps the document it came in as evidence. The client sees it with the others."
      submitLabel="Enter offer"
      submitting={formState.isSubmitting}
      failure={failure}
      onSubmit={(event) => void submit(event)}
    >
      {lenders.length === 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>No lender has this application open: share it first. An offer can only come from a lender that has the file.</Alert.Description>
        </Alert.Root>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Select label="Lender" error={errors.lenderId?.message} required {...register('lenderId')}>
          <option value="">Choose the lender</option>
          {lenders.map((lender) => (
            <option key={lender.id} value={lender.id}>
              {lender.name}
            </option>
          ))}
        </Select>
        <Select label="Evidence (the e-mail or letter)" error={errors.evidenceDocumentId?.message} required {...register('evidenceDocumentId')}>
          <option value="">Choose a document</option>
          {documents.map((document) => (
            <option key={document.id} value={document.id}>
              {document.label}
            </option>
          ))}
        </Select>
        <Select label="Product" error={errors.product?.message} {...register('product')}>
          {PRODUCTS.map((product) => (
            <option key={product.code} value={product.code}>
              {product.label}
            </option>
          ))}
        </Select>
        <TextField label="Amount ($)" error={errors.amount?.message} required inputMode="decimal" {...register('amount')} />
        <Select label="Pricing" {...register('pricingType')}>
          <option value="factor">Factor rate</option>
          <option value="interest">Yearly interest</option>
        </Select>
        <TextField label={factor ? 'Factor rate' : 'Interest rate (% a year)'} error={errors.rate?.message} required inputMode="decimal" {...register('rate')} />
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
        <TextField label="Other mandatory fees ($)" error={errors.otherFees?.message} inputMode="decimal" {...register('otherFees')} />
        <TextField label="Expires in (days)" error={errors.expiresInDays?.message} inputMode="numeric" {...register('expiresInDays')} />
        <TextField label="Paying early" error={errors.prepayment?.message} placeholder="none" {...register('prepayment')} />
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Conditions (one a line)</Field.Label>
        <Textarea rows={2} {...register('conditions')} />
      </Field.Root>
      <Field.Root invalid={!!errors.exceptionNote}>
        <Field.Label>Exception note (above the program’s maximum)</Field.Label>
        <Textarea rows={2} {...register('exceptionNote')} />
        <Field.ErrorText>{errors.exceptionNote?.message}</Field.ErrorText>
      </Field.Root>
      {shown?.figures ? <DisclosureBox figures={shown.figures} /> : null}
      {shown?.error ? (
        <Text color="fg.error" role="alert" fontSize="sm">
          {shown.error}
        </Text>
      ) : null}
      {!shown && termsKey === 'null' ? (
        <Text color="fg.muted" fontSize="sm">
          The disclosure box appears here once the amount, rate and term are filled in.
        </Text>
      ) : null}
    </ActionDialog>
  );
}

type InputProps = React.ComponentProps<typeof Input>;

function TextField({ label, error, required, ...input }: { label: string; error?: string; required?: boolean } & InputProps) {
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
  required,
  children,
  ...field
}: { label: string; error?: string; required?: boolean; children: ReactNode } & React.ComponentProps<typeof NativeSelect.Field>) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>{children}</NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
