import {
  Alert,
  Box,
  Button,
  Container,
  Heading,
  Input,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  useFieldArray,
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormSetError,
} from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import { FormName, usePageAction, useRefusedPost } from '../../../lib/page-form';
import { PLANS, US_STATE_CODES } from '../../../lib/catalogue';
import { formatDollars } from '../../netbuilder/lib/format';
import { appConfig, phoneHref } from '../../../config';
import type { BusinessEntityType, NetBuilderPlanId } from '../../../generated/graphql';
import { useApplyForNet30Mutation, useApplyForNetBuilderMutation } from '../api/marketing.generated';
import {
  ENTITY_TYPES,
  net30Schema,
  netBuilderSchema,
  type BusinessValues,
  type Net30Values,
  type NetBuilderValues,
} from '../lib/schemas';
import { serverFailure } from '../lib/server-errors';
import { ConsentCheckbox, FormField, SelectInput, TextArea } from './form-controls';
import { NetBuilderNextStep } from './netbuilder-next-step';

/** "Name: price/month, up to tradeline value, net terms", and "(Most Popular)" on that plan. */
const PLAN_OPTIONS = PLANS.map((plan) => ({
  value: plan.id,
  label: `${plan.name}: ${formatDollars(plan.price)}/month, up to ${formatDollars(plan.tradelineValue)}, ${plan.netTerms}${plan.mostPopular ? ' (Most Popular)' : ''}`,
}));

const BUSINESS_DEFAULTS: BusinessValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  businessName: '',
  entityType: '',
  ein: '',
  businessStartYear: '',
  annualRevenue: '',
  state: '' as BusinessValues['state'],
  website: '',
  agreeToTerms: false,
};

function businessInput(values: BusinessValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    businessName: values.businessName,
    entityType: values.entityType as BusinessEntityType,
    ein: values.ein || null,
    businessStartYear: Number(values.businessStartYear),
    annualRevenue: Number(values.annualRevenue),
    state: values.state,
    website: values.website || null,
    agreeToTerms: values.agreeToTerms,
  };
}

/**
 * What a posted form (page-forms/applications.ts) lands on: the application page with the receipt in its search,
 * `?reference=` (and NetBuilder's `plan`, Net30's claim `token` for a signed-out applicant). The routes check them.
 */
export interface ReceiptSearch {
  reference?: string;
  plan?: string;
  token?: string;
}

/** The business fields of a refused post as the form's values (the consent checkbox is sent as "on" when ticked). */
function postedBusiness(posted: Record<string, string>): Partial<BusinessValues> {
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(BUSINESS_DEFAULTS)) if (posted[field] !== undefined) values[field] = posted[field];
  values.agreeToTerms = posted.agreeToTerms !== undefined;
  return values as Partial<BusinessValues>;
}

interface Receipt {
  reference: string;
  /** NetBuilder: the plan chosen, whose checkout comes next (R28). */
  plan?: string | null;
  /** Net30, signed out: the link that adds the application to an account (given once). */
  claimPath?: string | null;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the shared fields serve both forms' value types */
function BusinessFields({
  register,
  errors,
  posted,
  einRequired = false,
}: {
  register: UseFormRegister<any>;
  errors: FieldErrors<BusinessValues>;
  /** A refused post's values: the server's markup shows them before the app runs. */
  posted: Record<string, string>;
  einRequired?: boolean;
}) {
  return (
    <>
      <Heading as="h2" size="lg">
        About you
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
        <FormField label="First name" error={errors.firstName?.message} required>
          <Input autoComplete="given-name" defaultValue={posted.firstName} {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message} required>
          <Input autoComplete="family-name" defaultValue={posted.lastName} {...register('lastName')} />
        </FormField>
        <FormField label="E-mail" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" defaultValue={posted.email} {...register('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message} required>
          <Input type="tel" autoComplete="tel" defaultValue={posted.phone} {...register('phone')} />
        </FormField>
      </SimpleGrid>
      <Heading as="h2" size="lg" pt={2}>
        About your business
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
        <FormField label="Legal business name" error={errors.businessName?.message} required>
          <Input autoComplete="organization" defaultValue={posted.businessName} {...register('businessName')} />
        </FormField>
        <FormField label="Business structure" error={errors.entityType?.message} required>
          <SelectInput
            registration={register('entityType')}
            placeholder="Choose a structure"
            options={ENTITY_TYPES}
            defaultValue={posted.entityType}
          />
        </FormField>
        <FormField
          label="EIN"
          error={errors.ein?.message}
          helper={einRequired ? 'e.g. 12-3456789' : 'Optional, e.g. 12-3456789'}
          required={einRequired}
        >
          <Input inputMode="numeric" defaultValue={posted.ein} {...register('ein')} />
        </FormField>
        <FormField label="State of registration" error={errors.state?.message} required>
          <SelectInput
            registration={register('state')}
            placeholder="Choose a state"
            options={US_STATE_CODES.map((code) => ({ value: code, label: code }))}
            defaultValue={posted.state}
          />
        </FormField>
        <FormField label="Year the business started" error={errors.businessStartYear?.message} required>
          <Input
            inputMode="numeric"
            placeholder="e.g. 2019"
            defaultValue={posted.businessStartYear}
            {...register('businessStartYear')}
          />
        </FormField>
        <FormField
          label="Annual revenue (USD)"
          error={errors.annualRevenue?.message}
          required
          helper="Whole dollars, e.g. 250000"
        >
          <Input inputMode="numeric" defaultValue={posted.annualRevenue} {...register('annualRevenue')} />
        </FormField>
        <FormField label="Website" error={errors.website?.message} helper="Optional, e.g. https://example.com">
          <Input type="url" autoComplete="url" defaultValue={posted.website} {...register('website')} />
        </FormField>
      </SimpleGrid>
    </>
  );
}
/* eslint-enable @typescript-eslint/no-explicit-any */

function Confirmation({ receipt, program }: { receipt: Receipt; program: 'NetBuilder' | 'Net30' }) {
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
        Thank you! Your {program} application reference is <strong>{receipt.reference}</strong>.
      </Text>
      <Text color="gray.700">
        A credit specialist reviews it within one business day and contacts you by e-mail or phone. Quote your reference
        if you call us at <ChakraLink href={phoneHref()}>{appConfig.support.phone}</ChakraLink>.
      </Text>
      {program === 'NetBuilder' && receipt.plan && <NetBuilderNextStep planId={receipt.plan} />}
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        <Button
          asChild
          colorPalette={program === 'NetBuilder' && receipt.plan ? 'gray' : 'blue'}
          variant={program === 'NetBuilder' && receipt.plan ? 'outline' : 'solid'}
        >
          <Link to="/business-credit-builder">Back to Business Credit Builder</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/the-netfund-brief">Read The NetFund Brief</Link>
        </Button>
      </Stack>
    </Stack>
  );
}

function FormShell({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap={3} mb={8}>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          {title}
        </Heading>
        <Text fontSize="lg" color="gray.700">
          {intro}
        </Text>
      </Stack>
      {children}
    </Container>
  );
}

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

const consentText = (
  <>
    I confirm the information is accurate and I agree to the{' '}
    <ChakraLink href="/support/terms" color="blue.700" textDecoration="underline">
      Terms of Service
    </ChakraLink>{' '}
    and{' '}
    <ChakraLink href="/support/privacy" color="blue.700" textDecoration="underline">
      Privacy Policy
    </ChakraLink>
    , including a soft credit inquiry that does not affect my credit score.
  </>
);

/**
 * What both application forms do with a submission: send it, then show the receipt (and a toast), or put the
 * server's messages under the fields and above the form.
 */
function useApplicationSubmit<V extends FieldValues>(
  setError: UseFormSetError<V>,
  send: (values: V) => Promise<Receipt | undefined>,
  /** The receipt of a form the browser posted itself, or the reason the server refused it. */
  initial: { receipt: Receipt | null; formError: string | null },
) {
  const [receipt, setReceipt] = useState<Receipt | null>(initial.receipt);
  const [formError, setFormError] = useState<string | null>(initial.formError);

  async function submit(values: V) {
    setFormError(null);
    try {
      const received = await send(values);
      if (!received) return;
      setReceipt(received);
      notify({
        type: 'success',
        title: 'Application received',
        description: `Your reference is ${received.reference}.`,
      });
      window.scrollTo({ top: 0 });
    } catch (error) {
      const failure = serverFailure(error);
      for (const [field, message] of Object.entries(failure.fieldErrors)) setError(field as Path<V>, { message });
      setFormError(failure.message);
    }
  }

  return { receipt, formError, submit };
}

export function NetBuilderApplicationPage({ received = {} }: { received?: ReceiptSearch }) {
  const [apply, { loading }] = useApplyForNetBuilderMutation();
  const refused = useRefusedPost<NetBuilderValues>('netbuilder');
  const posted = refused.values;
  const action = usePageAction();
  const { register, handleSubmit, setError, formState } = useForm<NetBuilderValues>({
    resolver: zodResolver(netBuilderSchema),
    defaultValues: {
      ...BUSINESS_DEFAULTS,
      ...postedBusiness(posted),
      plan: (posted.plan ?? '') as NetBuilderValues['plan'],
    },
    errors: refused.errors,
  });
  const { receipt, formError, submit } = useApplicationSubmit(
    setError,
    async (values: NetBuilderValues) => {
      const { data } = await apply({
        variables: { input: { ...businessInput(values), plan: values.plan as NetBuilderPlanId } },
      });
      return data?.applyForNetBuilder && { ...data.applyForNetBuilder, plan: values.plan };
    },
    {
      receipt: received.reference ? { reference: received.reference, plan: received.plan ?? null } : null,
      formError: refused.message,
    },
  );
  const onSubmit = handleSubmit(submit);

  return (
    <FormShell
      title="Apply for NetBuilder"
      intro="Start building your business credit. Tell us about your business and choose a plan; a credit specialist confirms your account within one business day. Cancel any time, with no long-term contracts and no cancellation fees."
    >
      {receipt ? (
        <Confirmation receipt={receipt} program="NetBuilder" />
      ) : (
        <Stack asChild gap={5} borderWidth="1px" borderColor="gray.200" rounded="xl" p={{ base: 5, md: 8 }} bg="white">
          <form method="post" action={action} noValidate onSubmit={onSubmit} aria-label="NetBuilder application">
            <FormName name="netbuilder" />
            <FormError message={formError} />
            <BusinessFields register={register} errors={formState.errors} posted={posted} />
            <Heading as="h2" size="lg" pt={2}>
              Your plan
            </Heading>
            <FormField label="Plan" error={formState.errors.plan?.message} required>
              <SelectInput
                registration={register('plan')}
                placeholder="Choose a plan"
                options={PLAN_OPTIONS}
                defaultValue={posted.plan}
              />
            </FormField>
            <ConsentCheckbox
              registration={register('agreeToTerms')}
              error={formState.errors.agreeToTerms?.message}
              defaultChecked={posted.agreeToTerms !== undefined}
            >
              {consentText}
            </ConsentCheckbox>
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
