import { Alert, Box, Button, Checkbox, chakra, Field, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { PRODUCTS } from '../../../lib/catalogue';
import { mutationFailure, type MutationFailure } from '../../application-workspace/lib/workspace';
import { useDefaultLenderSlaHours } from '../../platform-settings/api/platform-defaults';
import { activationProblem, formFieldOf, lenderFormSchema, type LenderFormField, type LenderFormValues } from '../lib/lender-form';

type Form = UseFormReturn<LenderFormValues, unknown, LenderFormValues>;

export interface LenderFormProps {
  defaultValues: LenderFormValues;
  /** R8 adds invitations and *Save & activate*; R9's *Edit profile* has neither. */
  mode: 'create' | 'edit';
  /** Saves; throws the mutation's error, which the form shows (field messages under their fields). */
  onSave(values: LenderFormValues, activate: boolean): Promise<void>;
  onCancel?(): void;
  /** Under the server's sentence of a stale edit (CONFLICT): *Reload*. */
  onReload?(): void;
}

/** R8's form, and R9's *Edit profile*: the profile fields with the server's rules and messages. */
export function LenderForm({ defaultValues, mode, onSave, onCancel, onReload }: LenderFormProps) {
  const form: Form = useForm<LenderFormValues, unknown, LenderFormValues>({ resolver: zodResolver(lenderFormSchema), defaultValues });
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [saving, setSaving] = useState<'save' | 'activate' | null>(null);
  const errors = form.formState.errors;
  const defaultSlaHours = useDefaultLenderSlaHours();

  function submit(activate: boolean) {
    return form.handleSubmit(async (values) => {
      setFailure(null);
      const problem = activate ? activationProblem(values) : null;
      if (problem) {
        form.setError(problem.field, { type: 'activate', message: problem.message });
        setFailure({ message: problem.message, conflict: false, fieldErrors: {} });
        return;
      }
      setSaving(activate ? 'activate' : 'save');
      try {
        await onSave(values, activate);
      } catch (error) {
        const failed = mutationFailure(error);
        for (const [serverField, message] of Object.entries(failed.fieldErrors)) {
          const field = formFieldOf(serverField);
          if (field) form.setError(field, { type: 'server', message });
        }
        setFailure(failed);
      } finally {
        setSaving(null);
      }
    });
  }

  const text = (field: LenderFormField, label: string, props: { required?: boolean; type?: string; placeholder?: string; helper?: string; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <Field.Root invalid={Boolean(errors[field])} required={props.required}>
      <Field.Label>
        {label}
        {props.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input type={props.type ?? 'text'} placeholder={props.placeholder} inputMode={props.inputMode} {...form.register(field)} />
      {errors[field] ? <Field.ErrorText>{errors[field]?.message}</Field.ErrorText> : props.helper ? <Field.HelperText>{props.helper}</Field.HelperText> : null}
    </Field.Root>
  );
  const basis = form.watch('commissionBasis');

  return (
    <chakra.form noValidate onSubmit={(event) => void submit(false)(event)}>
      <Stack gap="6">
        <Section title="Lender">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('legalName', 'Legal name', { required: true })}
            {text('displayName', 'Display name', { required: true, helper: 'The name clients see.' })}
            {text('website', 'Website', { type: 'url', placeholder: 'https://' })}
          </SimpleGrid>
        </Section>
        <Section title="Primary contact">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('contactName', 'Contact name', { required: true })}
            {text('contactEmail', 'Contact e-mail', { required: true, type: 'email' })}
            {text('contactPhone', 'Phone', { type: 'tel', placeholder: '+15125550100' })}
          </SimpleGrid>
        </Section>
        <Section title="What it funds">
          <Controller
            control={form.control}
            name="products"
            render={({ field }) => (
              <Fieldset.Root invalid={Boolean(errors.products)}>
                <Fieldset.Legend fontSize="sm" fontWeight="medium">
                  Products
                </Fieldset.Legend>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" mt="2">
                  {PRODUCTS.map((product) => (
                    <Checkbox.Root
                      key={product.code}
                      checked={field.value.includes(product.code)}
                      onCheckedChange={(details) =>
                        field.onChange(details.checked === true ? [...field.value, product.code] : field.value.filter((code) => code !== product.code))
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{product.label}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
                {errors.products ? (
                  <Text mt="1" fontSize="xs" color="fg.error">
                    {errors.products.message}
                  </Text>
                ) : null}
              </Fieldset.Root>
            )}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('statesLicensed', 'States licensed', { placeholder: 'TX, OK, NM', helper: 'Two-letter codes; leave empty for every state.' })}
            {text('slaHours', 'Response SLA (hours)', {
              inputMode: 'numeric',
              placeholder: mode === 'create' ? String(defaultSlaHours) : undefined,
              helper: mode === 'create' ? `1 to 72 hours; ${defaultSlaHours} (the platform default) when left empty.` : '1 to 72 hours; unchanged when left empty.',
            })}
          </SimpleGrid>
        </Section>
        <Section title="Commission">
          <Text fontSize="sm" color="fg.muted">
            Never shown to clients and never used to rank lenders.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root invalid={Boolean(errors.commissionBasis)}>
              <Field.Label>Commission basis</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('commissionBasis')}>
                  <option value="">No commission set</option>
                  <option value="pct_funded">Percentage of the funded amount</option>
                  <option value="flat">Flat amount per deal</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.commissionBasis ? <Field.ErrorText>{errors.commissionBasis.message}</Field.ErrorText> : null}
            </Field.Root>
            {basis === 'pct_funded' ? text('commissionBps', 'Commission (basis points)', { inputMode: 'numeric', helper: '0 to 1,000; 250 is 2.50 %.' }) : null}
            {basis === 'flat' ? text('commissionFlatDollars', 'Flat commission ($)', { inputMode: 'decimal', placeholder: '500.00' }) : null}
          </SimpleGrid>
        </Section>
        <Section title="Agreement and data handling">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('agreementSignedOn', 'Agreement signed on', { type: 'date' })}
          </SimpleGrid>
          <CheckboxField form={form} name="dataTermsAccepted" label="The lender accepted the data-handling terms">
            It will not re-market or resell applicant data; its access is logged and can be revoked.
          </CheckboxField>
          <CheckboxField form={form} name="requires2fa" label="Require two-factor authentication for its users" />
        </Section>
        {mode === 'create' ? (
          <Section title="Lender users to invite">
            <Field.Root invalid={Boolean(errors.inviteEmails)}>
              <Field.Label>E-mails</Field.Label>
              <Textarea rows={3} placeholder="one@lender.com" {...form.register('inviteEmails')} />
              {errors.inviteEmails ? (
                <Field.ErrorText>{errors.inviteEmails.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>Up to 10, one per line. Each gets a link to set a password (valid 72 hours).</Field.HelperText>
              )}
            </Field.Root>
          </Section>
        ) : null}
        <Section title="Notes">
          <Field.Root invalid={Boolean(errors.notes)}>
            <Field.Label>Internal notes</Field.Label>
            <Textarea rows={3} {...form.register('notes')} />
            {errors.notes ? <Field.ErrorText>{errors.notes.message}</Field.ErrorText> : <Field.HelperText>Only the team sees notes.</Field.HelperText>}
          </Field.Root>
        </Section>
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{failure.message}</Alert.Description>
              {failure.conflict && onReload ? (
                <HStack mt="2">
                  <Button type="button" size="xs" variant="outline" onClick={onReload}>
                    Reload
                  </Button>
                </HStack>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette={mode === 'edit' ? 'blue' : undefined} variant={mode === 'create' ? 'outline' : 'solid'} loading={saving === 'save'} disabled={saving !== null}>
            {mode === 'create' ? 'Save' : 'Save changes'}
          </Button>
          {mode === 'create' ? (
            <Button type="button" colorPalette="blue" loading={saving === 'activate'} disabled={saving !== null} onClick={(event) => void submit(true)(event)}>
              Save &amp; activate
            </Button>
          ) : null}
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </HStack>
        {mode === 'create' ? (
          <Text fontSize="sm" color="fg.muted">
            <chakra.strong>Save</chakra.strong> keeps the lender in onboarding. <chakra.strong>Save &amp; activate</chakra.strong> needs the agreement date, the
            data-handling terms and at least one user to invite.
          </Text>
        ) : null}
      </Stack>
    </chakra.form>
  );
}

function CheckboxField({ form, name, label, children }: { form: Form; name: 'dataTermsAccepted' | 'requires2fa'; label: string; children?: ReactNode }) {
  const error = form.formState.errors[name];
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)}>
          <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)} alignItems="flex-start">
            <Checkbox.HiddenInput onBlur={field.onBlur} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              {label}
              {children ? (
                <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="fg.muted">
                  {children}
                </Text>
              ) : null}
            </Checkbox.Label>
          </Checkbox.Root>
          {error ? <Field.ErrorText>{error.message}</Field.ErrorText> : null}
        </Field.Root>
      )}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Text as="h2" fontWeight="semibold" fontSize="md" mb="3">
        {title}
      </Text>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}
