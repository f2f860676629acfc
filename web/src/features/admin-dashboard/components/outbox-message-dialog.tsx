import { Box, Button, CloseButton, DataList, Dialog, Portal } from '@chakra-ui/react';
import { useLayoutPortal } from '../../layout/components/layout-portal';
import { StatusChip } from '../../backoffice/components/status-chip';
import { formatEventTime } from '../lib/dashboard-format';
import { ResendEmailButton, type OutgoingEmail } from './resend-email-button';

export interface OutboxMessageDialogProps {
  email: OutgoingEmail | null;
  onClose(): void;
  onResent(): void;
}

/**
 * One outgoing message as its recipient reads it: the plain-text body, preformatted and wrapped. The HTML body is
 * never rendered here (it is not even fetched), so nothing in a message can run or restyle the back office.
 */
export function OutboxMessageDialog({ email, onClose, onResent }: OutboxMessageDialogProps) {
  const portal = useLayoutPortal();
  return (
    <Dialog.Root
      open={!!email}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal container={portal}>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          {email ? (
            <Dialog.Content>
              <Dialog.Header pe="12">
                <Dialog.Title overflowWrap="anywhere">{email.subject}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <DataList.Root orientation="horizontal" size="sm" gap="1.5" mb="4">
                  <Detail label="To">{email.to}</Detail>
                  <Detail label="Status">
                    <StatusChip status={email.status} />
                  </Detail>
                  <Detail label="Template">{email.template}</Detail>
                  <Detail label="Queued">{formatEventTime(email.createdAt)}</Detail>
                  {email.sentAt ? <Detail label="Sent">{formatEventTime(email.sentAt)}</Detail> : null}
                  <Detail label="Attempts">{email.attempts}</Detail>
                  {email.lastError ? <Detail label="Last error">{email.lastError}</Detail> : null}
                </DataList.Root>
                <Box
                  as="pre"
                  aria-label="Message text"
                  fontFamily="mono"
                  fontSize="sm"
                  whiteSpace="pre-wrap"
                  overflowWrap="anywhere"
                  bg="bg.muted"
                  borderWidth="1px"
                  rounded="md"
                  p="3"
                >
                  {email.textBody}
                </Box>
              </Dialog.Body>
              <Dialog.Footer>
                {email.status === 'failed' ? <ResendEmailButton email={email} onDone={onResent} size="sm" /> : null}
                <Dialog.ActionTrigger asChild>
                  <Button size="sm" variant="outline">
                    Close
                  </Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          ) : null}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="20">{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere" minW="0">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
