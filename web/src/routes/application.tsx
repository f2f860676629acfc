import { Container, Link, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { appConfig } from '../config';

/** SPEC §1: /application sends the browser to the external application form. */
export const Route = createFileRoute('/application')({
  beforeLoad: () => {
    // replace(): the back button returns to where the visitor came from, not to this redirect.
    window.location.replace(appConfig.applicationFormUrl);
  },
  component: ApplicationRedirect,
});

function ApplicationRedirect() {
  return (
    <Container maxW="xl" py={16}>
      <Text>
        Taking you to the <Link href={appConfig.applicationFormUrl}>application form</Link>…
      </Text>
    </Container>
  );
}
