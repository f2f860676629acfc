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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import { FormName, usePageAction, useRefusedPost } from '../../../lib/page-form';
import { EmailAddress } from '../../../components/email-address';
import { phoneHref } from '../../../config';
import type { ContactTopic } from '../../../generated/graphql';
import { useSendContactMessageMutation } from '../api/marketing.generated';
import { useContactDetails } from '../../platform-settings/api/contact-details';
import { CONTACT_TOPICS, contactSchema, type ContactValues } from '../lib/schemas';
import { serverFailure } from '../lib/server-errors';
import { FormField, SelectInput, TextArea } from './form-controls';

const EMPTY: ContactValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  topic: '' as ContactValues['topic'],
  message: '',
};

const SENT = 'Message sent';
const REPLY_PROMISE = 'A funding specialist will reply within one business day.';

/**
 * `sent`: the page the server sends a browser back to after it posted the form itself (no JavaScript); the app
 * says so in a toast instead.
 */
export function ContactPage({ sent = false }: { sent?: boolean }) {
  const support = useContactDetails();
  const [send, { loading }] = useSendContactMessageMutation();
  // A post the server refused (page-forms): what was typed, the reasons.
  const refused = useRefusedPost<ContactValues>('contact');
  const posted = refused.values;
  const [formError, setFormError] = useState<string | null>(refused.message);
  const action = usePageAction();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...EMPTY, ...(posted as Partial<ContactValues>) },
    errors: refused.errors,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send({
        variables: {
          input: {
            name: values.name,
            email: values.email,
            phone: values.phone || null,
            company: values.company || null,
            topic: values.topic as ContactTopic,
            message: values.message,
          },
        },
      });
      reset(EMPTY);
      notify({
        type: 'success',
        title: SENT,
        description: `Thank you, ${values.name.trim()}! ${REPLY_PROMISE}`,
      });
    } catch (error) {
      const failure = serverFailure(error);
      for (const [field, message] of Object.entries(failure.fieldErrors)) {
        setError(field as keyof ContactValues, { message });
      }
      setFormError(failure.message);
    }
  });

  return (
    <Container maxW="7xl" py={{ base: 10, md: 16 }}>
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: 10, lg: 14 }}>
        <Stack gap={6} gridColumn={{ lg: 'span 2' }}>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            Contact Us
          </Heading>
          <Text fontSize="lg" color="gray.700">
            Questions about funding, an application you already sent, NetBuilder or Net30? Send us a message and a
            funding specialist will reply within one business day.
          </Text>
          <Stack gap={4} as="address" fontStyle="normal">
            <Box>
              <Text fontWeight="semibold">Call us</Text>
              <ChakraLink href={phoneHref(support.phone)} color="blue.700">
                {support.phone}
              </ChakraLink>
              <Text fontSize="sm" color="gray.600">
                Monday to Friday, 8 a.m. – 7 p.m. Central
              </Text>
            </Box>
            <Box>
              <Text fontWeight="semibold">E-mail</Text>
              <ChakraLink href={`mailto:${support.email}`} color="blue.700">
                <EmailAddress address={support.email} />
              </ChakraLink>
            </Box>
            <Box>
              <Text fontWeight="semibold">Mail</Text>
              <Text>{support.postalAddress}</Text>
            </Box>
          </Stack>
        </Stack>

        <Box
          gridColumn={{ lg: 'span 3' }}
          borderWidth="1px"
          borderColor="gray.200"
          rounded="xl"
          p={{ base: 5, md: 8 }}
          bg="white"
          shadow="sm"
        >
          <Stack asChild gap={5}>
            <form method="post" action={action} noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading">
              <FormName name="contact" />
              <Heading as="h2" id="contact-form-heading" size="xl">
                Send us a message
              </Heading>
              {sent && !refused.message && Object.keys(posted).length === 0 ? (
                <Alert.Root status="success" role="status">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{SENT}</Alert.Title>
                    <Alert.Description>Thank you! {REPLY_PROMISE}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              ) : null}
              {formError ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{formError}</Alert.Title>
                </Alert.Root>
              ) : null}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
                <FormField label="Your name" error={errors.name?.message} required>
                  <Input autoComplete="name" defaultValue={posted.name} {...register('name')} />
                </FormField>
                <FormField label="E-mail" error={errors.email?.message} required>
                  <Input type="email" autoComplete="email" defaultValue={posted.email} {...register('email')} />
                </FormField>
                <FormField label="Phone" error={errors.phone?.message} helper="Optional, if you prefer a call">
                  <Input type="tel" autoComplete="tel" defaultValue={posted.phone} {...register('phone')} />
                </FormField>
                <FormField label="Company" error={errors.company?.message} helper="Optional">
                  <Input autoComplete="organization" defaultValue={posted.company} {...register('company')} />
                </FormField>
              </SimpleGrid>
              <FormField label="Topic" error={errors.topic?.message} required>
                <SelectInput
                  registration={register('topic')}
                  placeholder="Choose a topic"
                  options={CONTACT_TOPICS}
                  defaultValue={posted.topic}
                />
              </FormField>
              <FormField label="Message" error={errors.message?.message} required>
                <TextArea registration={register('message')} rows={6} defaultValue={posted.message} />
              </FormField>
              <Text fontSize="sm" color="gray.600">
                We use your details only to answer your message. See our{' '}
                <ChakraLink href="/support/privacy" color="blue.700">
                  Privacy Policy
                </ChakraLink>
                .
              </Text>
              <Button
                type="submit"
                colorPalette="blue"
                size="lg"
                loading={loading}
                loadingText="Sending…"
                alignSelf="flex-start"
              >
                Send Message
              </Button>
            </form>
          </Stack>
        </Box>
      </SimpleGrid>
    </Container>
  );
}
