import { Alert } from '@chakra-ui/react';

/**
 * The 'Error' alert of SPEC §2/§8 ("an error alert titled 'Error'"): the one shape every page uses for a
 * failed load or an invalid address. `role="alert"` so screen readers announce it when it appears.
 */
export function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Error</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
