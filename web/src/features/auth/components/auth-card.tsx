import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The narrow card the account-recovery pages share (forgot password, reset password, e-mail confirmation). */
export function AuthCard({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container maxW="lg" py={{ base: 8, md: 14 }}>
      <Card.Root as="section" aria-labelledby={id} shadow="md">
        <Card.Body>
          <Stack gap={5}>
            <Stack gap={1}>
              <Heading as="h1" id={id} size="2xl">
                {title}
              </Heading>
              {intro && <Text color="fg.muted">{intro}</Text>}
            </Stack>
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
