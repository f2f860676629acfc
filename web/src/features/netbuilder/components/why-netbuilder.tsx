import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { CalendarIcon, ChartIcon, ShieldIcon, UnlockIcon } from './icons';

const REASONS = [
  { icon: ChartIcon, title: 'Build Business Credit', text: 'Every on-time monthly payment is reported as a tradeline, building your business credit profile.' },
  { icon: ShieldIcon, title: 'Major Business Bureaus', text: 'Payments are reported to Dun & Bradstreet, and with higher plans to Experian and Equifax.' },
  { icon: CalendarIcon, title: 'Monthly Reports', text: 'Download a report for every paid month to see exactly what was reported and where.' },
  { icon: UnlockIcon, title: 'Cancel Anytime', text: 'No long-term contracts and no cancellation fees: your plan simply ends with the billing period.' },
];

export function WhyNetbuilder() {
  return (
    <Box as="section" aria-labelledby="why-netbuilder" mt={{ base: 14, md: 20 }}>
      <Heading as="h2" id="why-netbuilder" size={{ base: 'xl', md: '2xl' }} textAlign="center" mb={8}>
        Why Choose NetBuilder?
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={6}>
        {REASONS.map(({ icon: Icon, title, text }) => (
          <Box key={title} p={5} borderRadius="lg" bg="bg.muted">
            <Icon boxSize={7} color="blue.600" mb={3} />
            <Heading as="h3" size="md" mb={2}>
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
