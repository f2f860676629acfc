import { Box, Button, Card, chakra, Checkbox, Field, Grid, Heading, HStack, IconButton, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  useNet30AdminFeeBoxQuery,
  useUpdateNet30SettingsMutation,
  type Net30AdminFeeBoxFragment,
} from '../api/net30-admin.generated';
import { ErrorAlertWithReload } from './error-alert-with-reload';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { BUREAU_LABELS, BUREAUS, settingsFormSchema, settingsFormValues, settingsInput, type SettingsFormValues } from '../lib/format';

/** R19 Settings: the fee box (annual fee, late fee tiers, grace and hold days, statement and reporting days, bureaus, sandbox catalogue). */
export function SettingsTab() {
  const { data, error, refetch } = useNet30AdminFeeBoxQuery({ fetchPolicy: 'cache-and-network' });
  const box = data?.net30FeeBox;
  if (error && !box) return <ErrorAlert message={loadFailureMessage(error, 'The settings could not be loaded. Please try again.')} />;
  if (!box) return <Skeleton h="96" aria-busy="true" />;
  return <SettingsForm key={box.version} box={box} reload={refetch} />;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline">
      <Card.Body gap="3">
        <Box>
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {description ? (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          ) : null}
        </Box>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function NumberField({ form, name, label, helper }: { form: UseFormReturn<SettingsFormValues>; name: 'annualFee' | 'graceDays' | 'holdAfterDays' | 'statementDay' | 'reportingDay'; label: string; helper?: string }) {
  const error = form.formState.errors[name];
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input inputMode={name === 'annualFee' ? 'decimal' : 'numeric'} {...form.register(name)} />
      {error ? <Field.ErrorText>{error.message}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

function SettingsForm({ box, reload }: { box: Net30AdminFeeBoxFragment; reload(): Promise<unknown> }) {
  const form = useForm<SettingsFormValues>({ resolver: zodResolver(settingsFormSchema), defaultValues: settingsFormValues(box) });
  const tiers = useFieldArray({ control: form.control, name: 'lateFeeTiers' });
  const catalog = useFieldArray({ control: form.control, name: 'catalog' });
  // The fee box has no id to merge by: fetch it again, so the form starts over from the saved version.
  const [update, { loading }] = useUpdateNet30SettingsMutation({ refetchQueries: ['Net30AdminFeeBox'], awaitRefetchQueries: true });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, ['graceDays', 'holdAfterDays', 'statementDay', 'reportingDay']);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const ok = await attempt(() => update({ variables: { input: settingsInput(values, box.version) } }));
    if (ok) notify({ type: 'success', title: 'Settings saved', description: 'New invoices, fees and statements follow the new fee box.' });
  });

  return (
    <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={(event) => void submit(event)} aria-label="Fee box">
      {failure ? (
        <ErrorAlertWithReload
          message={failure.message}
          onReload={
            failure.conflict
              ? () => {
                  clearFailure();
                  void reload();
                }
              : undefined
          }
        />
      ) : null}
      <Section title="Fees" description="What a client pays for the account and for paying late.">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <NumberField form={form} name="annualFee" label="Annual fee ($)" helper="Default $0." />
          <NumberField form={form} name="graceDays" label="Grace days before a late fee" helper="Default 5." />
          <NumberField form={form} name="holdAfterDays" label="Hold after N days past due" helper="Default 15." />
        </SimpleGrid>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" mb="2">
            Late fee tiers
          </Text>
          <Text fontSize="sm" color="fg.muted">
            An invoice up to each amount pays that tier&apos;s fee; the last tier has no upper bound.
          </Text>
          {tiers.fields.map((tier, index) => {
            const last = index === tiers.fields.length - 1;
            const tierErrors = errors.lateFeeTiers?.[index];
            return (
              <Grid key={tier.id} templateColumns={{ base: '1fr 1fr 2.5rem', md: '12rem 12rem 2.5rem' }} gap="3" alignItems="end">
                <Field.Root invalid={Boolean(tierErrors?.upTo)}>
                  <Field.Label fontSize="sm">Up to ($)</Field.Label>
                  {last ? <Input size="sm" value="and above" disabled readOnly aria-label={`Tier ${index + 1} up to`} /> : <Input size="sm" inputMode="decimal" aria-label={`Tier ${index + 1} up to`} {...form.register(`lateFeeTiers.${index}.upTo`)} />}
                  <Field.ErrorText>{tierErrors?.upTo?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(tierErrors?.fee)}>
                  <Field.Label fontSize="sm">Fee ($)</Field.Label>
                  <Input size="sm" inputMode="decimal" aria-label={`Tier ${index + 1} fee`} {...form.register(`lateFeeTiers.${index}.fee`)} />
                  <Field.ErrorText>{tierErrors?.fee?.message}</Field.ErrorText>
                </Field.Root>
                <IconButton size="sm" variant="ghost" aria-label={`Remove tier ${index + 1}`} disabled={tiers.fields.length === 1} onClick={() => tiers.remove(index)}>
                  ✕
                </IconButton>
              </Grid>
            );
          })}
          {errors.lateFeeTiers?.root?.message || errors.lateFeeTiers?.message ? (
            <Text color="fg.error" fontSize="sm">
              {errors.lateFeeTiers.root?.message ?? errors.lateFeeTiers.message}
            </Text>
          ) : null}
          <Button alignSelf="start" size="xs" variant="outline" disabled={tiers.fields.length >= 10} onClick={() => tiers.insert(Math.max(0, tiers.fields.length - 1), { upTo: '', fee: '' })}>
            Add tier
          </Button>
        </Stack>
      </Section>
      <Section title="Calendar and reporting" description="Days of the month (1–28) on which statements go out and bureaus are reported.">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <NumberField form={form} name="statementDay" label="Statement day" helper="Default the 1st." />
          <NumberField form={form} name="reportingDay" label="Reporting day" helper="Default the 5th." />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="bureaus"
          render={({ field }) => (
            <Stack as="fieldset" gap="2">
              <Text as="legend" fontWeight="medium" mb="2">
                Bureaus reported to
              </Text>
              <HStack gap="5" flexWrap="wrap">
                {BUREAUS.map((bureau) => (
                  <Checkbox.Root
                    key={bureau}
                    checked={field.value.includes(bureau)}
                    onCheckedChange={(details) => field.onChange(details.checked === true ? [...field.value, bureau] : field.value.filter((each) => each !== bureau))}
                  >
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{BUREAU_LABELS[bureau]}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
            </Stack>
          )}
        />
      </Section>
      <Section title="Sandbox catalogue" description="The items a client can order on net terms in the /net30/test sandbox (TEST invoices).">
        <Stack gap="3">
          {catalog.fields.length === 0 ? <Text color="fg.muted">No items: the sandbox has nothing to order.</Text> : null}
          {catalog.fields.map((item, index) => {
            const itemErrors = errors.catalog?.[index];
            return (
              <Grid key={item.id} templateColumns={{ base: '1fr auto', md: '12rem 1fr 9rem auto' }} gap="3" alignItems="end" borderBottomWidth={{ base: '1px', md: '0' }} pb={{ base: '3', md: '0' }}>
                <Field.Root invalid={Boolean(itemErrors?.id)} gridColumn={{ base: '1', md: 'auto' }}>
                  <Field.Label fontSize="sm">Id</Field.Label>
                  <Input size="sm" aria-label={`Item ${index + 1} id`} {...form.register(`catalog.${index}.id`)} />
                  <Field.ErrorText>{itemErrors?.id?.message}</Field.ErrorText>
                </Field.Root>
                <IconButton size="sm" variant="ghost" aria-label={`Remove item ${index + 1}`} onClick={() => catalog.remove(index)} hideFrom="md">
                  ✕
                </IconButton>
                <Field.Root invalid={Boolean(itemErrors?.name)} gridColumn={{ base: '1 / -1', md: 'auto' }}>
                  <Field.Label fontSize="sm">Name</Field.Label>
                  <Input size="sm" aria-label={`Item ${index + 1} name`} {...form.register(`catalog.${index}.name`)} />
                  <Field.ErrorText>{itemErrors?.name?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(itemErrors?.price)} gridColumn={{ base: '1 / -1', md: 'auto' }}>
                  <Field.Label fontSize="sm">Price ($)</Field.Label>
                  <Input size="sm" inputMode="decimal" aria-label={`Item ${index + 1} price`} {...form.register(`catalog.${index}.price`)} />
                  <Field.ErrorText>{itemErrors?.price?.message}</Field.ErrorText>
                </Field.Root>
                <IconButton size="sm" variant="ghost" aria-label={`Remove item ${index + 1}`} onClick={() => catalog.remove(index)} hideBelow="md">
                  ✕
                </IconButton>
              </Grid>
            );
          })}
          <Button alignSelf="start" size="xs" variant="outline" disabled={catalog.fields.length >= 50} onClick={() => catalog.append({ id: '', name: '', price: '' })}>
            Add item
          </Button>
        </Stack>
      </Section>
      <HStack justify="flex-end" gap="2">
        <Button variant="outline" onClick={() => form.reset(settingsFormValues(box))} disabled={!form.formState.isDirty}>
          Discard changes
        </Button>
        <Button type="submit" colorPalette="blue" loading={loading}>
          Save settings
        </Button>
      </HStack>
    </chakra.form>
  );
}
