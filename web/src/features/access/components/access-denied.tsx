import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { statePageMeta, usePageMeta } from '../../../lib/page-meta';

/** SPEC §8: a signed-in user whose role the route does not allow. */
export function AccessDenied() {
  usePageMeta(statePageMeta.accessDenied);
  return (
    <Container maxW="xl" py={20} textAlign="center">
      <Heading as="h1" size="2xl" mb={3}>
        Access Denied
      </Heading>
      <Text color="fg.muted" mb={6}>
        You don&apos;t have permission to access this page.
      </Text>
      <Button asChild colorPalette="blue">
        <Link to="/">Return to Home</Link>
      </Button>
    </Container>
  );
}
