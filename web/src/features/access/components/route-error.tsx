import { Alert, Container } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';

/** A route that failed to load (e.g. the session request failed): say so instead of a blank page. */
export function RouteError({ error }: ErrorComponentProps) {
  return (
    <Container maxW="xl" py={16}>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Error</Alert.Title>
          <Alert.Description>{error instanceof Error ? error.message : 'Something went wrong.'}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}
