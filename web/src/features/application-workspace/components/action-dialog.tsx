import { Alert, Button, CloseButton, Dialog, HStack, Portal, Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { useLayoutPortal } from '../../layout/components/layout-portal';
import type { MutationFailure } from '../lib/workspace';

export interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** One line under the title: what the action does. */
  description?: ReactNode;
  children?: ReactNode;
  submitLabel: string;
  /** The button that closes without acting. */
  cancelLabel?: string;
  submitting: boolean;
  /** The action's button stays disabled until the form allows it (e.g. a required checkbox is ticked). */
  submitDisabled?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's answer to the last attempt; a CONFLICT offers *Reload*. */
  failure?: MutationFailure | null;
  onReload?: () => void;
  reloading?: boolean;
  /** `danger` for decisions the client is told about (decline, close, withdraw). */
  tone?: 'primary' | 'danger';
  size?: 'md' | 'lg' | 'cover';
}

/**
 * Every workspace action is a form in a dialog: fields, the server's sentence when it refuses (a 409 with *Reload*,
 * which fetches the latest record so the action can be retried on it), Cancel and the action's button.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { open, onClose, title, description, children, submitLabel, cancelLabel = 'Cancel', submitting, submitDisabled, onSubmit, failure, onReload, reloading, tone = 'primary', size = 'md' } = props;
  const portal = useLayoutPortal();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size={size}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal container={portal}>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '3', md: '4' }}>
          <Dialog.Content>
            <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }}>
              <Dialog.Header pe="12">
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {description ? <Dialog.Description color="fg.muted">{description}</Dialog.Description> : null}
                  {failure ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Description>{failure.message}</Alert.Description>
                        {failure.conflict && onReload ? (
                          <HStack mt="2">
                            <Button type="button" size="xs" variant="outline" onClick={onReload} loading={reloading}>
                              Reload
                            </Button>
                          </HStack>
                        ) : null}
                      </Alert.Content>
                    </Alert.Root>
                  ) : null}
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose}>
                  {cancelLabel}
                </Button>
                <Button type="submit" colorPalette={tone === 'danger' ? 'red' : 'blue'} loading={submitting} disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
