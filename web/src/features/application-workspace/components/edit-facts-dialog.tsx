import { Field, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import type { EditBusinessFactsInput } from '../../../generated/graphql';
import { useWorkspaceEditFactsMutation, type WorkspaceApplicationFragment } from '../api/workspace.generated';
import { US_STATES } from '../../../lib/catalogue';
import { editFactsSchema, type EditFactsValues } from '../lib/schemas';
import { useActionFailure } from '../lib/use-action-failure';
import { ActionDialog } from './action-dialog';
import { useReload, type WorkspaceDialogProps } from './workflow-dialogs';

type Business = WorkspaceApplicationFragment['business'];
type FactField = Exclude<keyof EditFactsValues, 'reason'>;

function formValues(business: Business): EditFactsValues {
  return {
    legalName: business.legalName,
    dba: business.dba ?? '',
    naicsCode: business.naicsCode ?? '',
    state: business.state as EditFactsValues['state'],
    startedOn: business.startedOn ?? '',
    monthlyRevenue: String(business.monthlyRevenue),
    fico: business.fico != null ? String(business.fico) : '',
    ficoSource: (business.ficoSource ?? '') as EditFactsValues['ficoSource'],
    openPositions: business.openPositions != null ? String(business.openPositions) : '',
    phone: business.phone ?? '',
    website: business.website ?? '',
    reason: '',
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const textOrNull = (text: string) => text.trim() || null;

/** The changed facts only, in the mutation's types (an emptied optional fact is sent as null, which clears it). */
function changedFacts(before: EditFactsValues, after: EditFactsValues): Partial<EditBusinessFactsInput> {
  const changed = (field: FactField) => before[field].trim() !== after[field].trim();
  const input: Partial<EditBusinessFactsInput> = {};
  if (changed('legalName')) input.legalName = after.legalName.trim();
  if (changed('dba')) input.dba = textOrNull(after.dba);
  if (changed('naicsCode')) input.naicsCode = textOrNull(after.naicsCode);
  if (changed('state')) input.state = after.state;
  if (changed('startedOn')) input.startedOn = textOrNull(after.startedOn);
  if (changed('monthlyRevenue')) input.monthlyRevenue = Number(after.monthlyRevenue);
  if (changed('fico')) input.fico = numberOrNull(after.fico);
  if (changed('ficoSource')) input.ficoSource = textOrNull(after.ficoSource);
  if (changed('openPositions')) input.openPositions = numberOrNull(after.openPositions);
  if (changed('phone')) input.phone = textOrNull(after.phone);
  if (changed('website')) input.website = textOrNull(after.website);
  return input;
}

const FIELDS: { name: FactField; label: string; type?: string; inputMode?: 'numeric' | 'tel' | 'url' }[] = [
  { name: 'legalName', label: 'Legal name' },
  { name: 'dba', label: 'DBA' },
  { name: 'naicsCode', label: 'NAICS code', inputMode: 'numeric' },
  { name: 'startedOn', label: 'Started on', type: 'date' },
  { name: 'monthlyRevenue', label: 'Monthly revenue ($)', inputMode: 'numeric' },
  { name: 'fico', label: 'FICO', inputMode: 'numeric' },
  { name: 'openPositions', label: 'Open positions', inputMode: 'numeric' },
  { name: 'phone', label: 'Business phone', type: 'tel', inputMode: 'tel' },
  { name: 'website', label: 'Website', inputMode: 'url' },
];

/** *Edit facts*: the business's facts (R11 rules), the changed ones sent with the reason and the business's version. */
export function EditFactsDialog({ application, open, onClose, reload }: WorkspaceDialogProps) {
  const business = application.business;
  const [editFacts, { loading }] = useWorkspaceEditFactsMutation({ refetchQueries: ['WorkspaceBusinessActivity'] });
  const form = useForm<EditFactsValues>({ resolver: zodResolver(editFactsSchema), values: formValues(business), resetOptions: { keepDirtyValues: true } });
  const fieldNames = [...FIELDS.map((field) => field.name), 'state', 'ficoSource', 'reason'] as const;
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, fieldNames);
  const { reloading, onReload } = useReload(reload, clearFailure);
  const close = () => {
    clearFailure();
    form.reset(formValues(business));
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const changes = changedFacts(formValues(business), values);
    if (Object.keys(changes).length === 0) {
      form.setError('legalName', { type: 'unchanged', message: 'Change at least one fact, or cancel' });
      return;
    }
    const ok = await attempt(() => editFacts({ variables: { input: { businessId: business.id, expectedVersion: business.version, reason: values.reason.trim(), ...changes } } }));
    if (ok) {
      close();
      notify({ type: 'success', title: 'Facts saved', description: `${Object.keys(changes).length} ${Object.keys(changes).length === 1 ? 'fact' : 'facts'} of ${business.legalName} changed.` });
    }
  });
  const errors = form.formState.errors;
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title="Edit business facts"
      description="Change what the client told us or what a check found. Every change is recorded with your reason."
      submitLabel="Save facts"
      submitting={loading}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      onReload={onReload}
      reloading={reloading}
      size="lg"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {FIELDS.map((field) => (
          <Field.Root key={field.name} invalid={!!errors[field.name]} required={field.name === 'legalName' || field.name === 'monthlyRevenue'}>
            <Field.Label>
              {field.label}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type={field.type ?? 'text'} inputMode={field.inputMode} {...form.register(field.name)} />
            <Field.ErrorText>{errors[field.name]?.message}</Field.ErrorText>
          </Field.Root>
        ))}
        <Field.Root invalid={!!errors.state} required>
          <Field.Label>
            State
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('state')}>
              {US_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.state?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.ficoSource}>
          <Field.Label>FICO source</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('ficoSource')}>
              <option value="">Not known</option>
              <option value="self">Self-reported</option>
              <option value="soft_pull">Soft pull</option>
              <option value="hard_pull">Hard pull</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.ficoSource?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={!!errors.reason} required>
        <Field.Label>
          Reason for the change
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={2} autoresize {...form.register('reason')} />
        <Field.ErrorText>{errors.reason?.message}</Field.ErrorText>
      </Field.Root>
    </ActionDialog>
  );
}
