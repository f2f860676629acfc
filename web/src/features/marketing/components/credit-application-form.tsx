import {
  Alert,
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
import { useApplyForNetBuilderMutation } from '../api/marketing.generated';
import { ENTITY_TYPES, netBuilderSchema, type BusinessValues, type NetBuilderValues } from '../lib/schemas';
import { serverFailure } from '../lib/server-errors';
import { ConsentCheckbox, FormField, SelectInput } from './form-controls';
import { NetBuilderNextStep } from './netbuilder-next-step';

/** "Name: price/month, up to tradeline value, net terms", and "(Most Popular)" on that plan. */
const PLAN_OPTIONS = PLANS.map((plan) => ({
  value: plan.id,
  label: `${plan.name}: ${formatDollars(plan.price)}/month, up to ${formatDollars(plan.tradelineValue)}, ${plan.netTerms}${plan.mostPopular ? ' (Most Popular)' : ''}`,
}));

export const BUSINESS_DEFAULTS: BusinessValues = {
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

export function businessInput(values: BusinessValues) {
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
export function postedBusiness(posted: Record<string, string>): Partial<BusinessValues> {
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(BUSINESS_DEFAULTS)) if (posted[field] !== undefined) values[field] = posted[field];
  values.agreeToTerms = posted.agreeToTerms !== undefined;
  return values as Partial<BusinessValues>;
}

export interface Receipt {
  reference: string;
  /** NetBuilder: the plan chosen, whose checkout comes next (R28). */
  plan?: string | null;
  /** Net30, signed out: the link that adds the application to an account (given once). */
  claimPath?: string | null;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the shared fields serve both forms' value types */
export function BusinessFields({
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

export function FormShell({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
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

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

export const consentText = (
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
export function useApplicationSubmit<V extends FieldValues>(
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
