import { Container, Heading, Text } from '@chakra-ui/react';

interface PlaceholderPageProps {
  title: string;
  /** One line on what the page is for; its content arrives with a later issue. */
  summary: string;
}

export function PlaceholderPage({ title, summary }: PlaceholderPageProps) {
  return (
    <Container maxW="5xl" py={{ base: 10, md: 16 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={3}>
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        {summary}
      </Text>
    </Container>
  );
}
