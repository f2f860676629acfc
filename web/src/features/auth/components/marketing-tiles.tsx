import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BoltIcon, HeadsetIcon, SlidersIcon, TrendingUpIcon } from '../../../components/icons';

const tiles = [
  { Icon: BoltIcon, title: 'Fast Approvals', text: 'Decisions or funding in as little as 24 hours.' },
  { Icon: SlidersIcon, title: 'Flexible Terms', text: 'Repayment terms that fit your cash flow.' },
  { Icon: TrendingUpIcon, title: 'Competitive Rates', text: 'Rates based on your business profile.' },
  { Icon: HeadsetIcon, title: 'Dedicated Support', text: 'A funding specialist at your side.' },
];

export function MarketingTiles() {
  return (
    <Stack
      as="section"
      aria-labelledby="why-netfund-heading"
      gap={6}
      bg="blue.700"
      color="white"
      rounded="xl"
      p={{ base: 6, md: 10 }}
    >
      <Stack gap={2}>
        <Heading as="h2" id="why-netfund-heading" size="2xl">
          Funding that moves at the speed of your business
        </Heading>
        <Text color="blue.100">Minimal paperwork, personalized terms and advisors who know your industry.</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        {tiles.map((tile) => (
          <Box key={tile.title} bg="whiteAlpha.200" rounded="lg" p={4}>
            <tile.Icon boxSize="7" color="blue.200" />
            <Heading as="h3" size="md" mt={2}>
              {tile.title}
            </Heading>
            <Text fontSize="sm" color="blue.50">
              {tile.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
