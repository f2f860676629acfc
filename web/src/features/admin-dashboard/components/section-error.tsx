import { Alert, Button } from '@chakra-ui/react';
import { dashboardErrorMessage } from '../lib/dashboard-error';

/** A panel whose data could not be loaded: what failed, the server's reason, and a way to try again. */
export function SectionError({ what, error, onRetry }: { what: string; error: unknown; onRetry(): void }) {
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`Could not load ${what}`}</Alert.Title>
        <Alert.Description>{dashboardErrorMessage(error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} flexShrink={0}>
        Try again
      </Button>
    </Alert.Root>
  );
}
