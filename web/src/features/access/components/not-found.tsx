import { Button, Container, Heading } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { statePageMeta, usePageMeta } from '../../../lib/page-meta';

export function NotFound() {
  usePageMeta(statePageMeta.notFound);
  return (
    <Container maxW="xl" py={20} textAlign="center">
      <Heading as="h1" size="2xl" mb={6}>
        404 Page Not Found
      </Heading>
      <Button asChild variant="outline">
        <Link to="/">Return to Home</Link>
      </Button>
    </Container>
  );
}
