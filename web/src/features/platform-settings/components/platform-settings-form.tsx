import { Box, Button, Card, chakra, Checkbox, Field, Heading, HStack, Input, SimpleGrid, Skeleton, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  usePlatformSettingsQuery,
  useUpdatePlatformSettingsMutation,
  type PlatformSettingsFieldsFragment,
} from '../api/platform-settings.generated';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { ErrorAlertWithReload } from '../../net30-admin/components/error-alert-with-reload';
import {
  PLATFORM_SETTINGS_FIELDS,
  platformSettingsFormSchema,
  platformSettingsFormValues,
  platformSettingsInput,
  type PlatformSettingsFormValues,
} from '../lib/platform-settings-schema';

const savedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' });

/**
 * R5 *Platform* (admins): the contact details users see, the default offer expiry, the default lender SLA and
 * "require two-factor for admins". Loads the settings itself; a save that meets a newer version shows the server's
 * 409 sentence with *Reload*.
 */
export function PlatformSettingsForm() {
  const { data, error, refetch } = usePlatformSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const settings = data?.platformSettings;
  if (error && !settings) return <ErrorAlert message={loadFailureMessage(error, 'The platform settings could not be loaded. Please try again.')} />;
  if (!settings) return <Skeleton h="96" aria-busy="true" aria-label="Loading platform settings" />;
  // A new version (saved here, or reloaded after a 409) starts the form over from what is saved.
  return <SettingsForm key={settings.version} settings={settings} reload={refetch} />;
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline">
      <Card.Body gap="4">
        <Box>
          <Heading as="h3" size="md">
            {title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Box>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

type TextName = 'supportEmail' | 'supportPhone' | 'defaultOfferExpiryDays' | 'defaultLenderSlaHours';

function TextField({ form, name, label, helper, inputMode, type }: { form: UseFormReturn<PlatformSettingsFormValues>; name: TextName; label: string; helper?: string; inputMode?: 'numeric' | 'tel' | 'email'; type?: string }) {
  const error = form.formState.errors[name];
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input inputMode={inputMode} type={type} {...form.register(name)} />
      {error ? <Field.ErrorText>{error.message}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

function SettingsForm({ settings, reload }: { settings: PlatformSettingsFieldsFragment; reload(): Promise<unknown> }) {
  const form = useForm<PlatformSettingsFormValues>({ resolver: zodResolver(platformSettingsFormSchema), defaultValues: platformSettingsFormValues(settings) });
  // The settings have no id to merge by: fetch them again, so the form starts over from the saved version.
  const [update, { loading }] = useUpdatePlatformSettingsMutation({ refetchQueries: ['PlatformSettings'], awaitRefetchQueries: true });
  const { failure, attempt, clearFailure } = useActionFailure(form.setError, PLATFORM_SETTINGS_FIELDS);
  const addressError = form.formState.errors.postalAddress;
  const submit = form.handleSubmit(async (values) => {
    const ok = await attempt(() => update({ variables: { input: platformSettingsInput(values), expectedVersion: settings.version } }));
    if (ok) notify({ type: 'success', title: 'Platform settings saved', description: 'New offers, lenders and e-mails follow the new settings.' });
  });

  return (
    <chakra.form display="flex" flexDirection="column" gap="4" noValidate onSubmit={(event) => void submit(event)} aria-label="Platform settings">
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
      <Section title="Contact details" description="Shown to clients and lenders: e-mails, the contact page and the site footer.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField form={form} name="supportEmail" label="Support e-mail" type="email" inputMode="email" />
          <TextField form={form} name="supportPhone" label="Support phone" type="tel" inputMode="tel" />
        </SimpleGrid>
        <Field.Root invalid={Boolean(addressError)} required>
          <Field.Label>
            Postal address <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={2} autoresize maxLength={200} {...form.register('postalAddress')} />
          {addressError ? <Field.ErrorText>{addressError.message}</Field.ErrorText> : null}
        </Field.Root>
      </Section>
      <Section title="Offers and lenders" description="Defaults for what lenders do not set themselves.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField form={form} name="defaultOfferExpiryDays" label="Default offer expiry (days)" inputMode="numeric" helper="1 to 30 days; 7 by default. Used when a lender sends an offer without its own expiry." />
          <TextField form={form} name="defaultLenderSlaHours" label="Default lender SLA (hours)" inputMode="numeric" helper="1 to 72 hours; 8 by default. Used when a lender is onboarded without its own SLA." />
        </SimpleGrid>
      </Section>
      <Section title="Security" description="Sign-in rules for the NetFund team.">
        <Controller
          control={form.control}
          name="requireAdminTwoFactor"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)} alignItems="flex-start">
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>
                Require two-factor sign-in for admins
                <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal">
                  Admins without it are sent to set it up before anything else.
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      </Section>
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {settings.updatedByName ? `Last changed by ${settings.updatedByName} on ${savedAt.format(new Date(settings.updatedAt as string))}` : 'Not changed yet: these are the starting values.'}
        </Text>
        <HStack gap="2" ms="auto">
          <Button variant="outline" onClick={() => form.reset(platformSettingsFormValues(settings))} disabled={!form.formState.isDirty}>
            Discard changes
          </Button>
          <Button type="submit" colorPalette="blue" loading={loading}>
            Save settings
          </Button>
        </HStack>
      </HStack>
    </chakra.form>
  );
}
