/*
 * R27, /net30/apply: the Net30 trade-account application (its business fields, form shell, submit and refusal
 * handling are credit-application-form.tsx's, shared with NetBuilder's), its trade references, and its confirmation.
 */
import { Box, Button, Heading, Input, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormName, usePageAction, useRefusedPost } from '../../../lib/page-form';
import { appConfig, phoneHref } from '../../../config';
import { useApplyForNet30Mutation } from '../api/marketing.generated';
import { net30Schema, type Net30Values } from '../lib/schemas';
import { ConsentCheckbox, FormField, TextArea } from './form-controls';
import {
  BUSINESS_DEFAULTS,
  BusinessFields,
  businessInput,
  consentText,
  FormError,
  FormShell,
  postedBusiness,
  useApplicationSubmit,
  type Receipt,
  type ReceiptSearch,
} from './credit-application-form';

/** A refused post's trade references (`tradeReferences.0.company`, …) as the form's rows. */
function postedReferences(posted: Record<string, string>): NonNullable<Net30Values['tradeReferences']> {
  return [0, 1, 2]
    .filter((index) => Object.keys(posted).some((key) => key.startsWith(`tradeReferences.${index}.`)))
    .map((index) => ({
      company: posted[`tradeReferences.${index}.company`] ?? '',
      contact: posted[`tradeReferences.${index}.contact`] ?? '',
      phoneOrEmail: posted[`tradeReferences.${index}.phoneOrEmail`] ?? '',
    }));
}

export function Net30ApplicationPage({ received = {} }: { received?: ReceiptSearch }) {
  const [apply, { loading }] = useApplyForNet30Mutation();
  const refused = useRefusedPost<Net30Values>('net30');
  const posted = refused.values;
  const action = usePageAction();
  const { register, handleSubmit, setError, formState, control } = useForm<Net30Values>({
    resolver: zodResolver(net30Schema),
    defaultValues: {
      ...BUSINESS_DEFAULTS,
      ...postedBusiness(posted),
      requestedLimit: posted.requestedLimit ?? '',
      duns: posted.duns ?? '',
      intendedUse: posted.intendedUse ?? '',
      tradeReferences: postedReferences(posted),
    },
    errors: refused.errors,
  });
  const references = useFieldArray({ control, name: 'tradeReferences' });
  const { receipt, formError, submit } = useApplicationSubmit(
    setError,
    async (values: Net30Values) => {
      const { data } = await apply({
        variables: {
          input: {
            ...businessInput(values),
            requestedLimit: Number(values.requestedLimit),
            duns: values.duns || null,
            intendedUse: values.intendedUse,
            tradeReferences: values.tradeReferences ?? [],
          },
        },
      });
      return data?.applyForNet30;
    },
    {
      receipt: received.reference
        ? {
            reference: received.reference,
            claimPath: received.token ? `/net30/claim?token=${encodeURIComponent(received.token)}` : null,
          }
        : null,
      formError: refused.message,
    },
  );
  const onSubmit = handleSubmit(submit);

  return (
    <FormShell
      title="Apply for a Net30 Account"
      intro="Buy the supplies your business needs today and pay within 30 days. On-time payments are reported to the business credit bureaus, so your account builds credit as you use it."
    >
      {receipt ? (
        <Net30Confirmation receipt={receipt} />
      ) : (
        <Stack asChild gap={5} borderWidth="1px" borderColor="gray.200" rounded="xl" p={{ base: 5, md: 8 }} bg="white">
          <form method="post" action={action} noValidate onSubmit={onSubmit} aria-label="Net30 application">
            <FormName name="net30" />
            {/* The form's default button (Enter in a field sends the application), ahead of the reference buttons below. */}
            <button type="submit" hidden />
            <FormError message={formError} />
            <BusinessFields register={register} errors={formState.errors} posted={posted} einRequired />
            <Heading as="h2" size="lg" pt={2}>
              Your trade account
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
              <FormField
                label="Requested credit limit (USD)"
                error={formState.errors.requestedLimit?.message}
                required
                helper="$500 to $50,000"
              >
                <Input inputMode="numeric" defaultValue={posted.requestedLimit} {...register('requestedLimit')} />
              </FormField>
              <FormField label="D-U-N-S number" error={formState.errors.duns?.message} helper="Optional, 9 digits">
                <Input inputMode="numeric" defaultValue={posted.duns} {...register('duns')} />
              </FormField>
            </SimpleGrid>
            <FormField label="What do you plan to buy?" error={formState.errors.intendedUse?.message} required>
              <TextArea registration={register('intendedUse')} rows={4} defaultValue={posted.intendedUse} />
            </FormField>
            <Stack gap={3}>
              <Heading as="h3" size="md">
                Trade references
              </Heading>
              <Text color="gray.600" fontSize="sm">
                Optional, up to 3: suppliers that already give your business credit.
              </Text>
              {references.fields.map((field, index) => (
                <Stack
                  key={field.id}
                  gap={3}
                  borderWidth="1px"
                  borderColor="gray.200"
                  rounded="lg"
                  p={4}
                  role="group"
                  aria-label={`Trade reference ${index + 1}`}
                >
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
                    <FormField
                      label="Company"
                      error={formState.errors.tradeReferences?.[index]?.company?.message}
                      required
                    >
                      <Input defaultValue={field.company} {...register(`tradeReferences.${index}.company`)} />
                    </FormField>
                    <FormField
                      label="Contact name"
                      error={formState.errors.tradeReferences?.[index]?.contact?.message}
                      required
                    >
                      <Input defaultValue={field.contact} {...register(`tradeReferences.${index}.contact`)} />
                    </FormField>
                    <FormField
                      label="Phone or e-mail"
                      error={formState.errors.tradeReferences?.[index]?.phoneOrEmail?.message}
                      required
                    >
                      <Input defaultValue={field.phoneOrEmail} {...register(`tradeReferences.${index}.phoneOrEmail`)} />
                    </FormField>
                  </SimpleGrid>
                  {/* Submit buttons so that they work before the app runs too: the server answers with the rows changed. */}
                  <Button
                    type="submit"
                    name="removeReference"
                    value={String(index)}
                    variant="ghost"
                    size="sm"
                    alignSelf="flex-start"
                    onClick={(event) => {
                      event.preventDefault();
                      references.remove(index);
                    }}
                  >
                    Remove reference {index + 1}
                  </Button>
                </Stack>
              ))}
              {references.fields.length < 3 ? (
                <Button
                  type="submit"
                  name="addReference"
                  value="1"
                  variant="outline"
                  size="sm"
                  alignSelf="flex-start"
                  onClick={(event) => {
                    event.preventDefault();
                    references.append({ company: '', contact: '', phoneOrEmail: '' });
                  }}
                >
                  Add a trade reference
                </Button>
              ) : null}
            </Stack>
            <Box>
              <ConsentCheckbox
                registration={register('agreeToTerms')}
                error={formState.errors.agreeToTerms?.message}
                defaultChecked={posted.agreeToTerms !== undefined}
              >
                {consentText}
              </ConsentCheckbox>
            </Box>
            <Button
              type="submit"
              colorPalette="blue"
              size="lg"
              loading={loading}
              loadingText="Submitting…"
              alignSelf="flex-start"
            >
              Submit Application
            </Button>
          </form>
        </Stack>
      )}
    </FormShell>
  );
}

/**
 * R27's confirmation: signed out, the applicant creates an account or signs in to follow the application, through
 * the claim link (shown once here, and e-mailed); signed in, it is already on their Net30 dashboard.
 */
function Net30Confirmation({ receipt }: { receipt: Receipt }) {
  return (
    <Stack
      gap={4}
      role="status"
      borderWidth="1px"
      borderColor="green.300"
      bg="green.50"
      rounded="xl"
      p={{ base: 6, md: 8 }}
    >
      <Heading as="h2" size="xl" color="green.800">
        Application received
      </Heading>
      <Text fontSize="lg">
        Thank you! Your Net30 application reference is <strong>{receipt.reference}</strong>. You will have a decision
        within 2 business days.
      </Text>
      {receipt.claimPath ? (
        <>
          <Text color="gray.700">
            To follow your application, create an account or sign in, then open your application link. We also sent the
            link to your e-mail; keep it to yourself: it opens your application.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
            <Button asChild colorPalette="blue">
              <a href={receipt.claimPath}>Follow your application</a>
            </Button>
          </Stack>
        </>
      ) : (
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          <Button asChild colorPalette="blue">
            <Link to="/net30/dashboard">Go to your Net30 dashboard</Link>
          </Button>
        </Stack>
      )}
      <Text color="gray.700">
        Quote your reference if you call us at <ChakraLink href={phoneHref()}>{appConfig.support.phone}</ChakraLink>.
      </Text>
    </Stack>
  );
}
