import { Badge, Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Building blocks shared by the marketing pages: hero, sections, cards, steps, checklists, key terms. */

export function PageHero({
  eyebrow,
  title,
  children,
  actions,
  aside,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Box as="section" bgGradient="to-br" gradientFrom="blue.900" gradientTo="blue.700" color="white">
      <Container maxW="7xl" py={{ base: 12, md: 20 }}>
        <SimpleGrid columns={{ base: 1, lg: aside ? 2 : 1 }} gap={10} alignItems="center">
          <Stack gap={5} maxW="3xl">
            {eyebrow ? (
              <Text textTransform="uppercase" letterSpacing="wider" fontWeight="semibold" fontSize="sm" color="blue.200">
                {eyebrow}
              </Text>
            ) : null}
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
              {title}
            </Heading>
            {children ? (
              <Stack gap={3} fontSize={{ base: 'md', md: 'lg' }} color="blue.50">
                {children}
              </Stack>
            ) : null}
            {actions ? (
              <Stack direction={{ base: 'column', sm: 'row' }} gap={3} pt={2}>
                {actions}
              </Stack>
            ) : null}
          </Stack>
          {aside}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function Section({
  id,
  title,
  intro,
  children,
  tinted,
}: {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}) {
  const headingId = `${id ?? slug(title)}-heading`;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} bg={tinted ? 'gray.50' : undefined} scrollMarginTop="80px">
      <Container maxW="7xl" py={{ base: 12, md: 16 }}>
        <Stack gap={3} mb={8} maxW="3xl">
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {intro ? (
            <Text color="gray.700" fontSize="lg">
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

export interface FeatureItem {
  title: string;
  text: string;
  badge?: string;
}

export function FeatureGrid({ items, columns = 3 }: { items: FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: columns }} gap={5}>
      {items.map((item) => (
        <Stack key={item.title} gap={2} borderWidth="1px" borderColor="gray.200" rounded="xl" p={5} bg="white">
          {item.badge ? (
            <Badge alignSelf="flex-start" colorPalette="blue" variant="subtle">
              {item.badge}
            </Badge>
          ) : null}
          <Heading as="h3" size="md">
            {item.title}
          </Heading>
          <Text color="gray.700">{item.text}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function Steps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <Box as="ol" listStyle="none" display="grid" gridTemplateColumns={{ base: '1fr', md: `repeat(${Math.min(steps.length, 4)}, 1fr)` }} gap={5}>
      {steps.map((step, index) => (
        <Box as="li" key={step.title} display="flex" flexDirection="column" gap={2}>
          <Box
            aria-hidden="true"
            boxSize="10"
            rounded="full"
            bg="blue.600"
            color="white"
            fontWeight="bold"
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            {index + 1}
          </Box>
          <Heading as="h3" size="md">
            {step.title}
          </Heading>
          <Text color="gray.700">{step.text}</Text>
        </Box>
      ))}
    </Box>
  );
}

export function Checklist({ items }: { items: string[] }) {
  return (
    <Stack as="ul" gap={2} listStyle="none">
      {items.map((item) => (
        <Box as="li" key={item} display="flex" gap={3} alignItems="flex-start">
          <Box as="span" aria-hidden="true" color="green.600" fontWeight="bold" flexShrink={0}>
            ✓
          </Box>
          <Text as="span">{item}</Text>
        </Box>
      ))}
    </Stack>
  );
}

/** A definition list of facts: label and value, in a responsive grid of cards. */
export function KeyTerms({ terms }: { terms: { label: string; value: string }[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap={4}>
      {terms.map((term) => (
        <Stack key={term.label} gap={1} bg="blue.50" rounded="lg" p={4}>
          <Text as="dt" fontSize="sm" fontWeight="semibold" color="blue.800" textTransform="uppercase" letterSpacing="wide">
            {term.label}
          </Text>
          <Text as="dd" fontSize="lg" fontWeight="semibold" color="gray.900">
            {term.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Plain prose pages (legal, company): readable width and spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <Stack
      gap={4}
      maxW="3xl"
      color="gray.800"
      fontSize="md"
      lineHeight="tall"
      css={{
        '& h2': { fontSize: '1.5rem', fontWeight: 700, marginTop: '1.5rem', color: 'var(--chakra-colors-gray-900)' },
        '& h3': { fontSize: '1.2rem', fontWeight: 600, marginTop: '1rem' },
        '& ul': { paddingLeft: '1.25rem', listStyle: 'disc' },
        '& li': { marginTop: '0.35rem' },
        '& a': { color: 'var(--chakra-colors-blue-700)', textDecoration: 'underline' },
      }}
    >
      {children}
    </Stack>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
