import { Box, Button, Card, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import { ErrorAlert } from '../../../components/error-alert';
import {
  useRenewedFundingQuery,
  useSaveApplicationDraftMutation,
  useStaffApplicationDraftFormQuery,
  useSubmitApplicationDraftMutation,
} from '../api/staff-application.generated';
import { ENTITY_TYPES, INDUSTRIES, PRODUCTS, US_STATES } from '../../../lib/catalogue';
import { loadErrorMessage } from '../../applications/lib/error-message';
import { isNotFound, loadFailureMessage } from '../../application-workspace/lib/workspace';
import { EmptyState } from '../../backoffice/components/empty-state';
import { PageHeader } from '../../backoffice/components/page-header';
import { draftFormValues, notContinuable, type SavedDraft } from '../lib/draft-form';
import {
  EMPTY_FORM,
  FICO_SOURCES,
  monthsInBusiness,
  REVENUE_SOURCES,
  staffApplicationFormSchema,
  toDraftInput,
  USES_OF_FUNDS,
  type StaffApplicationField,
  type StaffApplicationFormValues,
} from '../lib/schema';
import { fieldErrorsOf, submitWarningsOf, type SubmitWarnings } from '../lib/submit-warnings';
import { ClientPicker, type ClientChoice } from './client-picker';
import { SubmitWarningsDialog, type WarningAnswers } from './submit-warnings-dialog';

type Form = UseFormReturn<StaffApplicationFormValues, unknown, StaffApplicationFormValues>;
/** The saved draft this page edits: each save and the submit send its version. */
interface Draft {
  id: string;
  version: number;
  /** When this page last saved it (null for a draft loaded as it was). */
  savedAt: string | null;
}

const FIELD_NAMES = new Set<string>(Object.keys(EMPTY_FORM));
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export interface CreateApplicationPageProps {
  /** The route's `?id=`: a saved draft to continue; left out for a new application. */
  draftId?: string;
  /** The route's `?renewalOf=`: R14 *Start renewal*, the funded deal (funding id) a new application renews. */
  renewalOf?: string;
}

/** A renewal's funded deal, and the funded application whose facts start the form. */
interface Renewal {
  fundingId: string;
  number: string | null;
  from: SavedDraft;
}

/**
 * R12 `/admin/client-management/create-application`: an application taken by phone or e-mail. *Save draft* keeps it
 * for the team (no number; the client sees nothing); *Submit* saves it and submits it, answering the duplicate and
 * cool-down warnings in a dialog, then opens the new application's workspace. With `?id=` it continues a saved draft.
 */
export function CreateApplicationPage({ draftId, renewalOf }: CreateApplicationPageProps) {
  if (draftId !== undefined) return <ContinueDraft idParam={draftId} />;
  return renewalOf === undefined ? <StaffApplicationForm /> : <StartRenewal fundingIdParam={renewalOf} />;
}

/** `?renewalOf=`: the funded deal, then its application's facts; "Funding record not found" for anything else. */
function StartRenewal({ fundingIdParam }: { fundingIdParam: string }) {
  const validId = /^[1-9]\d{0,9}$/.test(fundingIdParam);
  const funding = useRenewedFundingQuery({ variables: { id: fundingIdParam }, skip: !validId });
  const applicationId = funding.data?.funding.applicationId;
  const application = useStaffApplicationDraftFormQuery({ variables: { id: applicationId ?? '' }, skip: !applicationId, fetchPolicy: 'network-only' });
  const error = funding.error ?? application.error;
  if (!validId || (error && isNotFound(error))) {
    return (
      <Unavailable
        title="Funding record not found"
        description="There is no funded deal with this number to renew. Start the renewal from the funded deal's page."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/client-management/create-application">New application</Link>
          </Button>
        }
      />
    );
  }
  if (error) {
    return (
      <Stack gap="4">
        <PageHeader eyebrow="Client Management" title="Start renewal" />
        <ErrorAlert message={loadFailureMessage(error, 'The funded deal could not be loaded. Please try again.')} />
      </Stack>
    );
  }
  const from = application.data?.adminApplication;
  if (!funding.data || !from) {
    return (
      <Stack gap="5" role="status" aria-busy="true" aria-label="Loading the funded deal">
        <Skeleton height="5" width="30%" />
        <Skeleton height="64" />
      </Stack>
    );
  }
  return <StaffApplicationForm renewal={{ fundingId: funding.data.funding.id, number: funding.data.funding.applicationNumber ?? null, from }} />;
}

const LIST_LINK = (
  <Button asChild variant="outline" size="sm">
    <Link to="/admin/client-management/view" search={{ tab: 'applications', status: 'draft' }}>
      All drafts
    </Link>
  </Button>
);

/** `?id=`: loads the draft fresh (its version is what the next save sends), or says why it cannot be continued. */
function ContinueDraft({ idParam }: { idParam: string }) {
  const validId = /^[1-9]\d{0,9}$/.test(idParam);
  const query = useStaffApplicationDraftFormQuery({ variables: { id: idParam }, skip: !validId, fetchPolicy: 'network-only' });
  const saved = query.data?.adminApplication;

  if (!validId || (query.error && isNotFound(query.error))) {
    return (
      <Unavailable
        title="Draft not found"
        description="There is no application with this number. Check the link, or find the draft in the list."
        actions={LIST_LINK}
      />
    );
  }
  if (!saved) {
    if (query.error) {
      return (
        <Stack gap="4">
          <PageHeader eyebrow="Client Management" title="Continue draft" />
          <ErrorAlert message={loadFailureMessage(query.error, 'The draft could not be loaded. Please try again.')} />
          <Button alignSelf="start" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="5" role="status" aria-busy="true" aria-label="Loading the draft">
        <Skeleton height="5" width="30%" />
        <Skeleton height="9" width={{ base: '90%', md: '50%' }} />
        <Skeleton height="64" />
      </Stack>
    );
  }
  const refusal = notContinuable(saved);
  if (refusal) {
    return (
      <Unavailable
        title="This draft cannot be continued"
        description={refusal}
        actions={
          <>
            <Button asChild size="sm">
              <Link to="/admin/applications/view/$id" params={{ id: saved.id }}>
                Open {saved.number ?? 'the application'}
              </Link>
            </Button>
            {LIST_LINK}
          </>
        }
      />
    );
  }
  return <StaffApplicationForm saved={saved} />;
}

function Unavailable({ title, description, actions }: { title: string; description: string; actions: ReactNode }) {
  return (
    <Stack gap="4">
      <PageHeader eyebrow="Client Management" title={title} />
      <EmptyState title={title} description={description} actions={actions} />
    </Stack>
  );
}

/**
 * The form, empty, filled from a saved draft that each save and the submit then update at its version, or (a renewal)
 * filled from the funded application for a new draft linked to its deal.
 */
function StaffApplicationForm({ saved, renewal }: { saved?: SavedDraft; renewal?: Renewal }) {
  const navigate = useNavigate();
  const source = saved ?? renewal?.from;
  const form: Form = useForm<StaffApplicationFormValues, unknown, StaffApplicationFormValues>({
    resolver: zodResolver(staffApplicationFormSchema),
    defaultValues: source ? draftFormValues(source) : EMPTY_FORM,
    mode: 'onTouched',
  });
  const [client, setClient] = useState<ClientChoice | null>(() =>
    source?.owner ? { id: source.owner.id, username: source.owner.username, email: source.owner.email, firstName: null, lastName: null } : null,
  );
  const [draft, setDraft] = useState<Draft | null>(saved ? { id: saved.id, version: saved.version, savedAt: null } : null);
  /** The EIN digits on file: the field stays empty, and an empty EIN keeps them. */
  const einOnFile = source?.business.einLast4 ?? null;
  const [failure, setFailure] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<SubmitWarnings | null>(null);
  /** Which button started the request in flight (*Submit* saves first). */
  const [pending, setPending] = useState<'save' | 'submit' | null>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const [refocusSave, setRefocusSave] = useState(false);
  const [save, { loading: saving }] = useSaveApplicationDraftMutation();
  const [submit, { loading: submitting }] = useSubmitApplicationDraftMutation({ refetchQueries: ['AdminApplications'] });
  const busy = saving || submitting;
  const errors = form.formState.errors;
  const clientMode = form.watch('clientMode');

  function chooseClient(choice: ClientChoice | null) {
    setClient(choice);
    form.setValue('clientUserId', choice?.id ?? '', { shouldValidate: !!choice });
    if (choice) {
      // The account's own details, which the staff member can still correct.
      if (choice.firstName) form.setValue('contactFirstName', choice.firstName, { shouldValidate: true });
      if (choice.lastName) form.setValue('contactLastName', choice.lastName, { shouldValidate: true });
      form.setValue('email', choice.email, { shouldValidate: true });
    }
  }

  /** Shows a failed save or submit: field messages under their fields, anything else above the buttons. */
  function showFailure(error: unknown, fallback: string) {
    const fieldErrors = Object.entries(fieldErrorsOf(error)).filter(([field]) => FIELD_NAMES.has(field));
    for (const [field, message] of fieldErrors) form.setError(field as StaffApplicationField, { type: 'server', message });
    setFailure(fieldErrors.length ? 'Check the highlighted fields.' : loadErrorMessage(error, fallback));
  }

  /** Creates the draft or updates it at the version read; the saved draft, or null after showing why not. */
  async function saveDraft(values: StaffApplicationFormValues): Promise<Draft | null> {
    setFailure(null);
    try {
      const result = await save({
        variables: { input: { ...toDraftInput(values), id: draft?.id ?? null, expectedVersion: draft?.version ?? null, renewalOfFundingId: renewal?.fundingId ?? null } },
      });
      const saved = result.data!.saveApplicationDraft;
      const next = { id: saved.id, version: saved.version, savedAt: String(saved.updatedAt) };
      setDraft(next);
      return next;
    } catch (error) {
      showFailure(error, 'The draft could not be saved. Please try again.');
      return null;
    }
  }

  async function submitDraft(saved: Draft, answers: WarningAnswers = { confirmDuplicate: false, cooldownReason: null }) {
    try {
      const result = await submit({ variables: { input: { id: saved.id, expectedVersion: saved.version, ...answers } } });
      const submitted = result.data!.submitApplicationDraft;
      setWarnings(null);
      notify({ type: 'success', title: 'Application submitted', description: `${submitted.number} was submitted and the client was e-mailed the link.` });
      await navigate({ to: '/admin/applications/view/$id', params: { id: submitted.id } });
    } catch (error) {
      const refusal = submitWarningsOf(error);
      if (refusal) {
        setWarnings(refusal);
        return;
      }
      setWarnings(null);
      showFailure(error, 'The application could not be submitted. Please try again.');
    }
  }

  // The "Draft saved at …" line beside the buttons confirms a save (a toast there would cover *Submit*).
  const onSaveDraft = form.handleSubmit(async (values) => {
    setPending('save');
    await saveDraft(values);
    setPending(null);
    setRefocusSave(true);
  });

  // The button is disabled while saving, which drops keyboard focus: give it back once it is enabled again.
  useEffect(() => {
    if (!refocusSave || busy) return;
    saveButton.current?.focus();
    setRefocusSave(false);
  }, [refocusSave, busy]);

  const onSubmit = form.handleSubmit(async (values) => {
    setPending('submit');
    const saved = await saveDraft(values);
    if (saved) await submitDraft(saved);
    setPending(null);
  });

  const months = monthsInBusiness(form.watch('startedMonth'));

  return (
    <Box>
      {saved ? (
        <PageHeader
          eyebrow="Client Management"
          title={`Continue draft: ${saved.business.legalName}`}
          subtitle="A saved draft, not yet submitted: the client sees nothing until you submit it."
        />
      ) : renewal ? (
        <PageHeader
          eyebrow="Client Management"
          title={`Renewal: ${renewal.from.business.legalName}`}
          subtitle={`A new application renewing ${renewal.number ?? 'the funded deal'}, started from its facts: update the revenue, FICO and amount before you submit.`}
        />
      ) : (
        <PageHeader eyebrow="Client Management" title="Create Application" subtitle="An application taken by phone or e-mail, entered for the client." />
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Staff-entered application">
        <Stack gap="5" maxW="4xl">
          <Section title="Client" description="The business's account, or the details of a new client (no account is made: the client can claim the application with the link we e-mail).">
            <HStack gap="2" role="group" aria-label="Client">
              {(['new', 'existing'] as const).map((mode) => (
                <Button
                  key={mode}
                  size="sm"
                  variant={clientMode === mode ? 'solid' : 'outline'}
                  aria-pressed={clientMode === mode}
                  onClick={() => {
                    form.setValue('clientMode', mode);
                    if (mode === 'new') chooseClient(null);
                  }}
                >
                  {mode === 'new' ? 'New client' : 'Existing client'}
                </Button>
              ))}
            </HStack>
            {clientMode === 'existing' && <ClientPicker selected={client} onSelect={chooseClient} error={errors.clientUserId?.message} />}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField form={form} name="legalName" label="Legal name" required />
              <TextField form={form} name="dba" label="DBA" />
              <TextField form={form} name="contactFirstName" label="Contact first name" required autoComplete="off" />
              <TextField form={form} name="contactLastName" label="Contact last name" required autoComplete="off" />
              <TextField form={form} name="email" label="E-mail" type="email" required autoComplete="off" />
              <TextField form={form} name="phone" label="Phone" type="tel" autoComplete="off" />
            </SimpleGrid>
          </Section>

          <Section title="Business facts" description="What the client told you or what a check found; each fact is recorded as entered by you.">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField form={form} name="entityType" label="Entity type" required placeholder="Choose…" options={ENTITY_TYPES.map(({ code, label }) => ({ value: code, label }))} />
              <TextField
                form={form}
                name="ein"
                label="EIN"
                placeholder="12-3456789"
                helper={einOnFile ? `EIN ending ${einOnFile} is on file; enter the full EIN to change it.` : 'Only the last 4 digits are kept.'}
              />
              <TextField form={form} name="naicsCode" label="NAICS code" required inputMode="numeric" />
              <SelectField form={form} name="industry" label="Industry" required placeholder="Choose…" options={INDUSTRIES.map(({ code, label }) => ({ value: code, label }))} />
              <SelectField form={form} name="state" label="State" required placeholder="Choose…" options={US_STATES.map(({ code, name }) => ({ value: code, label: name }))} />
              <TextField
                form={form}
                name="startedMonth"
                label="Business started (month)"
                type="month"
                required
                helper={months === null ? 'Month and year.' : `${months} ${months === 1 ? 'month' : 'months'} in business.`}
              />
              <TextField form={form} name="monthlyRevenue" label="Average monthly revenue, last 3 months ($)" required inputMode="numeric" />
              <SelectField form={form} name="revenueSource" label="Revenue source" required options={REVENUE_SOURCES.map(({ code, label }) => ({ value: code, label }))} />
              <TextField form={form} name="fico" label="Owner FICO" required inputMode="numeric" />
              <SelectField form={form} name="ficoSource" label="FICO source" required options={FICO_SOURCES.map(({ code, label }) => ({ value: code, label }))} />
              <TextField form={form} name="ficoAsOf" label="FICO as of" type="date" helper="Today if left empty." />
              <TextField form={form} name="openPositions" label="Open financing positions" inputMode="numeric" />
            </SimpleGrid>
          </Section>

          <Section title="Request" description="What the client asks for.">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField form={form} name="product" label="Product" required placeholder="Choose…" options={PRODUCTS.map(({ code, label }) => ({ value: code, label }))} />
              <TextField form={form} name="requestedAmount" label="Amount ($)" required inputMode="numeric" helper="$1,000 to $10,000,000." />
              <SelectField form={form} name="useOfFunds" label="Use of funds" required placeholder="Choose…" options={USES_OF_FUNDS.map(({ code, label }) => ({ value: code, label }))} />
            </SimpleGrid>
            <Field.Root invalid={!!errors.useOfFundsNote} required={form.watch('useOfFunds') === 'other'}>
              <Field.Label>
                Use of funds details
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea rows={2} autoresize {...form.register('useOfFundsNote')} />
              <Field.ErrorText>{errors.useOfFundsNote?.message}</Field.ErrorText>
            </Field.Root>
          </Section>

          {failure && (
            <Text color="fg.error" role="alert">
              {failure}
            </Text>
          )}
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" align={{ base: 'stretch', sm: 'center' }} gap="3">
            {draft?.savedAt && (
              <Text color="fg.muted" fontSize="sm" role="status" me={{ sm: 'auto' }}>
                Draft saved at {timeFormat.format(new Date(draft.savedAt))}. The client sees nothing until you submit it.
              </Text>
            )}
            <Button ref={saveButton} type="button" variant="outline" onClick={() => void onSaveDraft()} loading={pending === 'save'} disabled={busy}>
              Save draft
            </Button>
            <Button type="submit" loading={pending === 'submit' && !warnings} loadingText="Submitting…" disabled={busy}>
              Submit
            </Button>
          </Stack>
        </Stack>
      </form>
      <SubmitWarningsDialog
        warnings={warnings}
        submitting={submitting}
        onCancel={() => setWarnings(null)}
        onConfirm={(answers) => void (draft && submitDraft(draft, answers))}
      />
    </Box>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Body>
        <Stack gap="4">
          <Box>
            <Heading as="h2" id={id} size="lg">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm" mt="1">
              {description}
            </Text>
          </Box>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

interface FieldProps {
  form: Form;
  name: StaffApplicationField;
  label: string;
  required?: boolean;
  helper?: string;
}

function TextField({ form, name, label, required, helper, ...input }: FieldProps & { type?: string; inputMode?: 'numeric' | 'tel'; placeholder?: string; autoComplete?: string }) {
  const error = form.formState.errors[name]?.message;
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...input} type={input.type ?? 'text'} {...form.register(name)} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function SelectField({ form, name, label, required, placeholder, options }: FieldProps & { placeholder?: string; options: { value: string; label: string }[] }) {
  const error = form.formState.errors[name]?.message;
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...form.register(name)}>
          {placeholder && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
