import { Badge, Box, Button, chakra, Code, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert';
import { notify } from '../../../components/ui/notifications';
import {
  useConfirmTwoFactorEnrolmentMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useStartTwoFactorEnrolmentMutation,
  type StartTwoFactorEnrolmentMutation,
} from '../api/account.generated';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { mutationFailure } from '../../application-workspace/lib/workspace';
import { groupKey } from '../lib/account-schemas';
import { AccountSection } from './account-section';
import { RecoveryCodes } from './recovery-codes';

type Enrolment = StartTwoFactorEnrolmentMutation['startTwoFactorEnrolment'];

const codeSchema = z.object({ code: z.string().trim().min(6, 'Enter the 6-digit code from your authenticator app') });
const passwordSchema = z.object({ password: z.string().min(1, 'Enter your current password') });

/** R29 Two-factor: set it up (QR + key, a code, then ten recovery codes shown once), or regenerate codes / turn it off. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [start, { loading: starting }] = useStartTwoFactorEnrolmentMutation();
  const [startError, setStartError] = useState<string | null>(null);

  const begin = async () => {
    setStartError(null);
    try {
      const result = await start();
      setEnrolment(result.data?.startTwoFactorEnrolment ?? null);
    } catch (error) {
      setStartError(mutationFailure(error).message);
    }
  };

  let content;
  if (codes) {
    content = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (enabled) {
    content = <EnabledControls onCodes={setCodes} />;
  } else if (enrolment) {
    content = (
      <EnrolmentSteps
        enrolment={enrolment}
        onCancel={() => setEnrolment(null)}
        onConfirmed={(recovery) => {
          setEnrolment(null);
          setCodes(recovery);
        }}
      />
    );
  } else {
    content = (
      <Stack gap="3" align="flex-start">
        {startError ? <ErrorAlert message={startError} /> : null}
        <Text>Two-factor authentication is off. Add a code from an authenticator app to every sign-in.</Text>
        <Button colorPalette="blue" loading={starting} onClick={() => void begin()}>
          Set up two-factor authentication
        </Button>
      </Stack>
    );
  }

  return (
    <AccountSection title="Two-factor authentication" description="A 6-digit code from your authenticator app at every sign-in.">
      <HStack>
        <Text fontSize="sm">Status:</Text>
        <Badge colorPalette={enabled ? 'green' : 'gray'}>{enabled ? 'On' : 'Off'}</Badge>
      </HStack>
      {content}
    </AccountSection>
  );
}

function EnrolmentSteps({ enrolment, onCancel, onConfirmed }: { enrolment: Enrolment; onCancel(): void; onConfirmed(codes: readonly string[]): void }) {
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const [confirm, { loading }] = useConfirmTwoFactorEnrolmentMutation({ refetchQueries: ['MyAccount'], awaitRefetchQueries: true });
  const { failure, attempt } = useActionFailure(form.setError, ['code']);
  const key = groupKey(enrolment.secret);
  const submit = form.handleSubmit(async ({ code }) => {
    let codes: readonly string[] = [];
    const ok = await attempt(async () => {
      const result = await confirm({ variables: { code: code.replace(/\s+/g, '') } });
      codes = result.data?.confirmTwoFactorEnrolment ?? [];
    });
    if (ok) {
      notify({ type: 'success', title: 'Two-factor authentication is on', description: 'Save your recovery codes now.' });
      onConfirmed(codes);
    }
  });
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      notify({ type: 'success', title: 'Key copied', description: 'Paste it into your authenticator app.' });
    } catch {
      notify({ type: 'error', title: 'Could not copy', description: 'Type the key into your authenticator app.' });
    }
  };
  return (
    <Stack gap="4">
      <Text>1. Scan this QR code with your authenticator app.</Text>
      <Box bg="white" p="2" borderRadius="md" alignSelf="flex-start">
        <Image src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrCodeSvg)}`} alt="QR code for your authenticator app" boxSize="180px" />
      </Box>
      <Box>
        <Text fontSize="sm">Or enter this key by hand:</Text>
        <HStack gap="2" flexWrap="wrap" mt="1">
          <Code fontSize="md" data-testid="two-factor-key" wordBreak="break-all" aria-label="Manual key">
            {key}
          </Code>
          <Button size="xs" variant="outline" onClick={() => void copyKey()}>
            Copy key
          </Button>
        </HStack>
      </Box>
      <chakra.form noValidate onSubmit={(event) => void submit(event)} aria-label="Confirm two-factor authentication">
        <Stack gap="3" maxW="sm">
          {failure ? <ErrorAlert message={failure.message} /> : null}
          <Field.Root invalid={Boolean(form.formState.errors.code)}>
            <Field.Label>2. Enter the 6-digit code from your app</Field.Label>
            <Input inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
            <Field.ErrorText>{form.formState.errors.code?.message}</Field.ErrorText>
          </Field.Root>
          <HStack gap="2" flexWrap="wrap">
            <Button type="submit" colorPalette="blue" loading={loading}>
              Turn on two-factor
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Stack>
  );
}

type ReauthAction = 'regenerate' | 'disable';

function EnabledControls({ onCodes }: { onCodes(codes: readonly string[]): void }) {
  const [action, setAction] = useState<ReauthAction | null>(null);
  if (action) return <ReauthForm action={action} onCancel={() => setAction(null)} onCodes={(codes) => { setAction(null); onCodes(codes); }} onDone={() => setAction(null)} />;
  return (
    <Stack gap="3" align="flex-start">
      <Text>Two-factor authentication is on. Sign-ins ask for a code from your authenticator app.</Text>
      <HStack gap="2" flexWrap="wrap">
        <Button variant="outline" onClick={() => setAction('regenerate')}>
          Regenerate recovery codes
        </Button>
        <Button variant="outline" colorPalette="red" onClick={() => setAction('disable')}>
          Turn off two-factor
        </Button>
      </HStack>
    </Stack>
  );
}

function ReauthForm({ action, onCancel, onCodes, onDone }: { action: ReauthAction; onCancel(): void; onCodes(codes: readonly string[]): void; onDone(): void }) {
  const form = useForm<{ password: string }>({ resolver: zodResolver(passwordSchema), defaultValues: { password: '' } });
  const [regenerate, { loading: regenerating }] = useRegenerateRecoveryCodesMutation();
  const [disable, { loading: disabling }] = useDisableTwoFactorMutation({ refetchQueries: ['MyAccount'], awaitRefetchQueries: true });
  const { failure, attempt } = useActionFailure(form.setError, ['password']);
  const submit = form.handleSubmit(async ({ password }) => {
    if (action === 'regenerate') {
      let codes: readonly string[] = [];
      const ok = await attempt(async () => {
        codes = (await regenerate({ variables: { password } })).data?.regenerateRecoveryCodes ?? [];
      });
      if (ok) onCodes(codes);
    } else {
      const ok = await attempt(() => disable({ variables: { password } }));
      if (ok) {
        notify({ type: 'success', title: 'Two-factor authentication is off', description: 'Sign-ins ask only for your password now.' });
        onDone();
      }
    }
  });
  const label = action === 'regenerate' ? 'Regenerate recovery codes' : 'Turn off two-factor';
  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
      <Stack gap="3" maxW="sm">
        <Text>{action === 'regenerate' ? 'Your old recovery codes stop working.' : 'Sign-ins will no longer ask for a code.'} Enter your password to continue.</Text>
        {failure ? <ErrorAlert message={failure.message} /> : null}
        <Field.Root invalid={Boolean(form.formState.errors.password)}>
          <Field.Label>Password</Field.Label>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
          <Field.ErrorText>{form.formState.errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2" flexWrap="wrap">
          <Button type="submit" colorPalette={action === 'disable' ? 'red' : 'blue'} loading={regenerating || disabling}>
            {label}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
