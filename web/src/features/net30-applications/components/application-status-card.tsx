import { Alert, Button, Card, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import {
  useAnswerNet30ApplicationInfoMutation,
  useMyNet30ApplicationQuery,
} from '../api/net30-application-status.generated';
import type { Net30ApplicationFieldsFragment } from '../api/net30-applications.generated';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { formatCalendarDate, formatDate } from '../../applications/lib/format';
import { formatCents } from '../../funding/lib/funding-format';
import { answerFormSchema } from '../lib/net30-applications';

/**
 * R24 `/net30/dashboard` without an account: the client's Net30 application as a card. None → *Apply for a Net30
 * account*; under review → since when; waiting for information → the question and an answer form; declined → the
 * reason and the re-apply date; approved → the limit and terms. An admin passes `clientId` to see a client's.
 */
export function Net30ApplicationStatusCard({ clientId }: { clientId?: string }) {
  const { data, loading, error, refetch } = useMyNet30ApplicationQuery({ variables: { clientId: clientId ?? null }, fetchPolicy: 'cache-and-network' });
  const application = data?.myNet30Application;

  if (error && !data) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{loadFailureMessage(error, 'Your Net30 application could not be loaded. Please try again.')}</Alert.Description>
        </Alert.Content>
        <Button size="xs" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  if (loading && !data) {
    return (
      <Text color="fg.muted" role="status">
        Loading your Net30 application…
      </Text>
    );
  }

  return (
    <Card.Root as="section" aria-label="Net30 application">
      <Card.Body>
        <Stack gap="3" align="start">
          <Heading as="h2" size="md">
            Net30 trade account
          </Heading>
          {application ? <ApplicationState application={application} adminView={Boolean(clientId)} /> : <NoApplication />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function NoApplication() {
  return (
    <>
      <Text color="fg.muted">Buy business supplies on Net 30 terms; every on-time payment is reported to the business credit bureaus.</Text>
      <Button asChild colorPalette="blue">
        <Link to="/net30/apply">Apply for a Net30 account</Link>
      </Button>
    </>
  );
}

function ApplicationState({ application, adminView }: { application: Net30ApplicationFieldsFragment; adminView: boolean }) {
  switch (application.status) {
    case 'submitted':
      return (
        <>
          <Text fontWeight="semibold">
            Under review since {formatDate(application.submittedAt)}, decision within 2 business days
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Application {application.reference} for {application.businessName}
          </Text>
        </>
      );
    case 'needs_info':
      return (
        <>
          <Text fontWeight="semibold">We need more information to decide on application {application.reference}</Text>
          <Text whiteSpace="pre-wrap" borderStartWidth="3px" borderColor="orange.solid" ps="3">
            {application.infoRequestMessage}
          </Text>
          {adminView ? <Text color="fg.muted">Waiting for the client's answer.</Text> : <AnswerForm application={application} />}
        </>
      );
    case 'declined':
      return (
        <>
          <Text fontWeight="semibold">Application {application.reference} was declined</Text>
          {application.decisionReason ? <Text>Reason: {application.decisionReason}</Text> : null}
          {application.reapplyAfter ? <Text>You can apply again from {formatCalendarDate(application.reapplyAfter)}.</Text> : null}
        </>
      );
    case 'approved':
      return (
        <Text fontWeight="semibold">
          Approved: {application.approvedLimitCents === null ? '' : formatCents(application.approvedLimitCents)} on Net {application.netDays} terms. Your account is
          being opened.
        </Text>
      );
    default:
      return (
        <>
          <Text>Application {application.reference} was withdrawn.</Text>
          <Button asChild colorPalette="blue">
            <Link to="/net30/apply">Apply for a Net30 account</Link>
          </Button>
        </>
      );
  }
}

function AnswerForm({ application }: { application: Net30ApplicationFieldsFragment }) {
  const [answer, { loading }] = useAnswerNet30ApplicationInfoMutation();
  const form = useForm<{ text: string }>({ resolver: zodResolver(answerFormSchema), defaultValues: { text: '' } });
  const { failure, attempt } = useActionFailure(form.setError, ['text']);
  const submit = form.handleSubmit(async ({ text }) => {
    const ok = await attempt(() => answer({ variables: { id: application.id, text: text.trim() } }));
    if (ok) notify({ type: 'success', title: 'Answer sent', description: 'Your application is under review again.' });
  });
  return (
    <Stack asChild gap="3" w="full">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Answer the information request">
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{failure.message}</Alert.Description>
          </Alert.Root>
        ) : null}
        <Field.Root invalid={!!form.formState.errors.text} required>
          <Field.Label>
            Your answer
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={4} {...form.register('text')} />
          <Field.ErrorText>{form.formState.errors.text?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={loading} alignSelf="start">
          Send answer
        </Button>
      </form>
    </Stack>
  );
}
