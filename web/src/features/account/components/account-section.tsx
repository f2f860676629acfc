import { Box, Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One card of the account page: a heading, a line saying what it is for, and its content. */
export function AccountSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline" minW="0">
      <Card.Body gap="4">
        <Box>
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {description ? (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          ) : null}
        </Box>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
