import { Center, Spinner } from '@chakra-ui/react';

/** Shown while the session or a page loads. */
export function PageSpinner() {
  return (
    <Center minH="50vh" role="status" aria-label="Loading">
      <Spinner size="xl" color="blue.500" />
    </Center>
  );
}
