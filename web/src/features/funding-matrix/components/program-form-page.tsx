import { Alert, Box, Button, Card, Checkbox, chakra, Field, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import {
  useCreateProgramMutation,
  useProgramCriteriaPreviewQuery,
  useProgramDetailQuery,
  useProgramLenderOptionsQuery,
  usePublishProgramMutation,
  useUpdateProgramDraftMutation,
  type ProgramDetailFieldsFragment,
} from '../api/funding-matrix.generated';
import { ENTITY_TYPES, INDUSTRIES, PRODUCTS, US_STATES } from '../../../lib/catalogue';
import { DOCUMENT_TYPES } from '../../application-workspace/lib/workspace';
import { mutationFailure } from '../../application-workspace/lib/workspace';
import { useDebounced } from '../../application-workspace/lib/use-debounced';
import { EmptyState } from '../../backoffice/components/empty-state';
import { PageHeader } from '../../backoffice/components/page-header';
import type { Criteria } from '../lib/criteria';
import {
  emptyProgramForm,
  fieldForPath,
  FREQUENCIES,
  fromCriteria,
  MODES,
  naicsCodes,
  OTHER_DOCUMENTS,
  programFormSchema,
  toCriteria,
  type ProgramFormValues,
} from '../lib/program-form';

export interface ProgramFormSearch {
  lenderId?: string;
  programId?: string;
  from?: string;
}

const MODE_LABELS = { all: 'All', only: 'Only', except: 'All except' } as const;

/** R3 `/admin/funding-matrix/add-criteria`: create (`?lenderId=` preselects), edit the draft (`?programId=`) or duplicate (`?from=`). */
export function ProgramFormPage({ search }: { search: ProgramFormSearch }) {
  const sourceId = search.programId ?? search.from;
  const lenders = useProgramLenderOptionsQuery();
  const source = useProgramDetailQuery({ variables: { id: sourceId ?? '' }, skip: !sourceId });
  if (lenders.loading || source.loading) return <Text color="fg.muted">Loading…</Text>;
  const lenderOptions = (lenders.data?.adminLenders.items ?? []).filter((lender) => lender.status !== 'archived');
  if (sourceId && !source.data?.adminProgram) {
    return <EmptyState title="Program not found" actions={<Button asChild size="sm" variant="outline"><Link to="/admin/funding-matrix">Back to the funding matrix</Link></Button>} />;
  }
  if (lenderOptions.length === 0) {
    return (
      <Box>
        <PageHeader title="Add Funding Criteria" />
        <EmptyState title="Add a lender first" description="A program belongs to a lender." actions={<Button asChild size="sm" colorPalette="blue"><Link to="/admin/lender-management/add">Add lender</Link></Button>} />
      </Box>
    );
  }
  const program = source.data?.adminProgram ?? null;
  return <ProgramForm key={sourceId ?? 'new'} lenders={lenderOptions} program={program} duplicate={Boolean(search.from && !search.programId)} lenderId={search.lenderId} />;
}

function initialValues(program: ProgramDetailFieldsFragment | null, duplicate: boolean, lenderId: string | undefined): ProgramFormValues {
  if (!program) return emptyProgramForm(lenderId ?? '');
  const criteria = (program.draftCriteria ?? program.versions[0]?.criteria) as Criteria;
  return fromCriteria(criteria, { lenderId: program.lenderId, name: duplicate ? `Copy of ${program.name}`.slice(0, 80) : program.name });
}

function ProgramForm({ lenders, program, duplicate, lenderId }: { lenders: { id: string; displayName: string }[]; program: ProgramDetailFieldsFragment | null; duplicate: boolean; lenderId?: string }) {
  const navigate = useNavigate();
  const editing = program !== null && !duplicate;
  const defaultValues = useMemo(() => initialValues(program, duplicate, lenderId), [program, duplicate, lenderId]);
  const form = useForm<ProgramFormValues, unknown, ProgramFormValues>({ resolver: zodResolver(programFormSchema), defaultValues, mode: 'onTouched' });
  const values = useWatch({ control: form.control }) as ProgramFormValues;
  const criteria = useDebounced(useMemo(() => toCriteria({ ...defaultValues, ...values }), [values, defaultValues]), 400);
  const preview = useProgramCriteriaPreviewQuery({ variables: { criteria }, fetchPolicy: 'cache-first' });
  const previewData = (preview.data ?? preview.previousData)?.programCriteriaPreview;
  const [create] = useCreateProgramMutation({ refetchQueries: ['ProgramList'] });
  const [update] = useUpdateProgramDraftMutation({ refetchQueries: ['ProgramList'] });
  const [publish] = usePublishProgramMutation({ refetchQueries: ['ProgramList', 'CoverageHeatmap'] });
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [current, setCurrent] = useState(editing ? { id: program!.id, version: program!.version } : null);

  // Server problems the simple rules do not cover, shown on their field.
  const serverProblems = useMemo(() => {
    const byField: Partial<Record<keyof ProgramFormValues, string>> = {};
    for (const problem of previewData?.problems ?? []) {
      const field = fieldForPath(problem.path);
      if (field && !byField[field]) byField[field] = problem.message;
    }
    return byField;
  }, [previewData]);

  useEffect(() => setCurrent(editing ? { id: program!.id, version: program!.version } : null), [editing, program]);

  async function save(values: ProgramFormValues, then: 'draft' | 'publish') {
    setSaving(then);
    setFormError(null);
    try {
      const body = toCriteria(values);
      let saved = current;
      if (saved) {
        const result = await update({ variables: { id: saved.id, input: { name: values.name, criteria: body, expectedVersion: saved.version } } });
        saved = { id: result.data!.updateProgramDraft.id, version: result.data!.updateProgramDraft.version };
      } else {
        const result = await create({ variables: { input: { lenderId: values.lenderId, name: values.name, criteria: body } } });
        saved = { id: result.data!.createProgram.id, version: result.data!.createProgram.version };
      }
      setCurrent(saved);
      if (then === 'publish') {
        const published = await publish({ variables: { id: saved.id, expectedVersion: saved.version } });
        notify({ type: 'success', title: `Published version ${published.data!.publishProgram.currentVersion}`, description: values.name });
      } else {
        notify({ type: 'success', title: 'Draft saved', description: values.name });
      }
      form.reset(values);
      void navigate({ to: '/admin/funding-matrix/view', search: { id: saved.id } as never });
    } catch (error) {
      const failure = mutationFailure(error);
      let placed = false;
      for (const [path, message] of Object.entries(failure.fieldErrors)) {
        const field = path === 'name' || path === 'lenderId' ? path : fieldForPath(path.replace(/^criteria\.?/, ''));
        if (field) {
          form.setError(field, { type: 'server', message });
          placed = true;
        }
      }
      if (!placed) setFormError(failure.message);
    } finally {
      setSaving(null);
    }
  }

  function cancel() {
    if (form.formState.isDirty && !window.confirm('Discard your changes?')) return;
    void navigate({ to: '/admin/funding-matrix' });
  }

  const errorOf = (field: keyof ProgramFormValues) => form.formState.errors[field]?.message ?? serverProblems[field];
  const text = (label: string, field: keyof ProgramFormValues, props: { placeholder?: string; helper?: string; required?: boolean } = {}) => (
    <Field.Root invalid={Boolean(errorOf(field))} required={props.required}>
      <Field.Label>
        {label} {props.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input inputMode={field === 'name' ? undefined : 'decimal'} placeholder={props.placeholder} {...form.register(field)} />
      {errorOf(field) ? <Field.ErrorText>{errorOf(field)}</Field.ErrorText> : props.helper ? <Field.HelperText>{props.helper}</Field.HelperText> : null}
    </Field.Root>
  );
  const checkboxes = (field: 'stateCodes' | 'excludedEntityTypes' | 'frequencies' | 'otherDocuments', options: readonly { value: string; label: string }[], columns = 2) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: { value, onChange } }) => (
        <SimpleGrid columns={{ base: columns, md: columns + 1 }} gap="2">
          {options.map((option) => (
            <Checkbox.Root
              key={option.value}
              size="sm"
              checked={value.includes(option.value)}
              onCheckedChange={(change) => onChange(change.checked ? [...value, option.value] : value.filter((each) => each !== option.value))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      )}
    />
  );
  const select = (label: string, field: keyof ProgramFormValues, options: readonly { value: string; label: string }[], disabled = false) => (
    <Field.Root invalid={Boolean(errorOf(field))} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...form.register(field)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {errorOf(field) ? <Field.ErrorText>{errorOf(field)}</Field.ErrorText> : null}
    </Field.Root>
  );
  const section = (legend: string, children: ReactNode) => (
    <Fieldset.Root borderWidth="1px" borderColor="border" rounded="md" p="4">
      <Fieldset.Legend fontWeight="semibold" px="1">
        {legend}
      </Fieldset.Legend>
      <Fieldset.Content>{children}</Fieldset.Content>
    </Fieldset.Root>
  );

  const naics = naicsCodes(values.naics ?? '');
  function toggleTile(prefixes: readonly string[], on: boolean) {
    const next = on ? [...new Set([...naics, ...prefixes])] : naics.filter((code) => !prefixes.includes(code));
    form.setValue('naics', next.join(', '), { shouldDirty: true, shouldValidate: true });
  }

  return (
    <Box>
      <PageHeader
        title={editing ? `Edit ${program!.name}` : duplicate ? 'Duplicate program' : 'Add Funding Criteria'}
        subtitle={editing ? `${program!.lenderName} · draft of version ${(program!.currentVersion ?? 0) + 1}` : 'A lender’s credit box as typed criteria. Save a draft, or publish it as a new version.'}
      />
      <chakra.form noValidate onSubmit={form.handleSubmit((submitted) => save(submitted, 'draft'))}>
        <Stack gap="5" maxW="4xl">
          {section(
            'Program',
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {select('Lender', 'lenderId', [{ value: '', label: 'Choose a lender' }, ...lenders.map((lender) => ({ value: lender.id, label: lender.displayName }))], editing)}
              {text('Program name', 'name', { required: true, helper: '3 to 80 characters, unique for the lender' })}
              {select('Product', 'product', PRODUCTS.map((product) => ({ value: product.code, label: product.label })), editing)}
            </SimpleGrid>,
          )}
          {section(
            'Amount',
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {text('Minimum ($)', 'amountMin', { required: true, placeholder: '10000' })}
              {text('Maximum ($)', 'amountMax', { required: true, placeholder: '250000' })}
              {text('Max % of monthly revenue', 'maxPctOfMonthlyRevenue', { helper: '10–300' })}
            </SimpleGrid>,
          )}
          {section(
            'Credit and business',
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {text('Minimum FICO', 'minFico', { helper: '300–850' })}
              {text('FICO exception', 'exceptionFico', { helper: 'Lower minimum with on-time trade history' })}
              {text('On-time trade months', 'exceptionMonths', { helper: '1–24' })}
              {text('Min months in business', 'minMonths', { helper: '0–600' })}
              {text('Min avg monthly revenue ($)', 'minRevenue')}
              {text('Max existing positions', 'maxPositions', { helper: '0 = first position only' })}
              <Stack gap="2">
                <Controller
                  control={form.control}
                  name="verifiedRevenue"
                  render={({ field: { value, onChange } }) => (
                    <Checkbox.Root size="sm" checked={value} onCheckedChange={(change) => onChange(change.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>Require verified revenue</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                />
                <Controller
                  control={form.control}
                  name="verifiedFico"
                  render={({ field: { value, onChange } }) => (
                    <Checkbox.Root size="sm" checked={value} onCheckedChange={(change) => onChange(change.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>Require verified FICO</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                />
              </Stack>
            </SimpleGrid>,
          )}
          {section(
            'States',
            <Stack gap="3">
              {select('States', 'statesMode', MODES.map((mode) => ({ value: mode, label: mode === 'all' ? 'All states' : `${MODE_LABELS[mode]} the states below` })))}
              {values.statesMode !== 'all' ? (
                <Field.Root invalid={Boolean(errorOf('stateCodes'))}>
                  <Box maxH="56" overflowY="auto" w="full" borderWidth="1px" borderColor="border" rounded="md" p="2">
                    {checkboxes('stateCodes', US_STATES.map((state) => ({ value: state.code, label: `${state.code} ${state.name}` })))}
                  </Box>
                  {errorOf('stateCodes') ? <Field.ErrorText>{errorOf('stateCodes')}</Field.ErrorText> : null}
                </Field.Root>
              ) : null}
            </Stack>,
          )}
          {section(
            'Industries',
            <Stack gap="3">
              {select('Industries', 'industriesMode', MODES.map((mode) => ({ value: mode, label: mode === 'all' ? 'All industries' : `${MODE_LABELS[mode]} the NAICS codes below` })))}
              {values.industriesMode !== 'all' ? (
                <>
                  <SimpleGrid columns={{ base: 2, md: 5 }} gap="2" aria-label="Industry shortcuts">
                    {INDUSTRIES.map((industry) => {
                      const on = industry.naicsPrefixes.every((prefix) => naics.includes(prefix));
                      return (
                        <Button key={industry.code} size="xs" variant={on ? 'solid' : 'outline'} aria-pressed={on} onClick={() => toggleTile(industry.naicsPrefixes, !on)} whiteSpace="normal" h="auto" py="1">
                          {industry.label}
                        </Button>
                      );
                    })}
                  </SimpleGrid>
                  {text('NAICS codes', 'naics', { placeholder: '722, 4541', helper: '2 to 6 digits each, separated by commas; a prefix covers every code under it' })}
                </>
              ) : null}
            </Stack>,
          )}
          {section('Excluded entity types', checkboxes('excludedEntityTypes', ENTITY_TYPES.map((type) => ({ value: type.code, label: type.label }))))}
          {section(
            'Terms and pricing',
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {text('Term from (months)', 'termMin')}
                {text('Term to (months)', 'termMax')}
              </SimpleGrid>
              <Text fontSize="sm" fontWeight="medium">
                Payment frequencies
              </Text>
              {checkboxes('frequencies', FREQUENCIES.map((frequency) => ({ value: frequency, label: frequency[0]!.toUpperCase() + frequency.slice(1) })), 2)}
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                {select('Typical pricing', 'pricingKind', [
                  { value: 'none', label: 'Not given' },
                  { value: 'factor', label: 'Factor rate (1.05–2.00)' },
                  { value: 'apr', label: 'APR (1–200 %)' },
                ])}
                {values.pricingKind !== 'none' ? text('From', 'pricingMin') : null}
                {values.pricingKind !== 'none' ? text('To', 'pricingMax') : null}
              </SimpleGrid>
            </Stack>,
          )}
          {section(
            'Required documents',
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {text('Bank statements (months)', 'bankStatementMonths', { helper: '1–12; empty = not required' })}
                {text('Tax returns (years)', 'taxReturnYears', { helper: '1–5; empty = not required' })}
              </SimpleGrid>
              {checkboxes('otherDocuments', DOCUMENT_TYPES.filter((type) => (OTHER_DOCUMENTS as readonly string[]).includes(type.code)).map((type) => ({ value: type.code, label: type.label })))}
            </Stack>,
          )}
          {section(
            'Near-miss tolerances',
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {text('FICO points', 'toleranceFico')}
              {text('Months', 'toleranceMonths')}
              {text('Revenue %', 'tolerancePct')}
            </SimpleGrid>,
          )}
          <Card.Root variant="subtle" aria-live="polite">
            <Card.Body gap="2">
              <Text fontWeight="semibold">Preview</Text>
              {previewData?.text ? <Text data-testid="criteria-preview">{previewData.text}</Text> : null}
              {previewData && previewData.problems.length > 0 ? (
                <Stack as="ul" gap="1" fontSize="sm" color="fg.error" ps="4">
                  {previewData.problems.map((problem) => (
                    <li key={problem.path + problem.message}>{problem.message}</li>
                  ))}
                </Stack>
              ) : null}
            </Card.Body>
          </Card.Root>
          {formError ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          ) : null}
          <HStack gap="3" flexWrap="wrap">
            <Button type="submit" variant="outline" loading={saving === 'draft'} disabled={saving !== null}>
              Save draft
            </Button>
            <Button colorPalette="blue" loading={saving === 'publish'} disabled={saving !== null} onClick={form.handleSubmit((submitted) => save(submitted, 'publish'))}>
              Publish
            </Button>
            <Button variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Box>
  );
}
