import { Alert, Button, HStack } from '@chakra-ui/react';

/** The server's refusal of a save; a stale version (409) offers *Reload* to fetch what was saved meanwhile. */
export function ErrorAlertWithReload({ message, onReload }: { message: string; onReload?: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
        {onReload ? (
          <HStack mt="2">
            <Button type="button" size="xs" variant="outline" onClick={onReload}>
              Reload
            </Button>
          </HStack>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
