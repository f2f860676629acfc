import { Badge, Box, Button, Container, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { GetFundedButton } from '../../../components/get-funded-button';
import { appConfig } from '../../../config';
import { LOWEST_PLAN_PRICE, listInSentence, PLANS } from '../../../lib/catalogue';
import { formatDollars } from '../../netbuilder/lib/format';
import { claims, industries, products } from '../content/products';
import { Checklist, FeatureGrid, Section } from './blocks';
import { CountUp, type CountUpProps } from './count-up';

/** SPEC §2 / §9: the four impact statistics. */
export const impactStats: (CountUpProps & { label: string; caption?: string })[] = [
  { label: 'Funding Provided', end: 12, prefix: '$', suffix: 'M+' },
  { label: 'Businesses Funded', end: 10000, suffix: '+' },
  { label: 'Hour Approval', end: 24, caption: 'average time from application to funding' },
  { label: 'Satisfaction Rate', end: 96, decimals: 1, suffix: '%' },
];

export function HomePage() {
  return (
    <>
      <Box as="section" bgGradient="to-br" gradientFrom="blue.900" gradientTo="blue.700" color="white">
        <Container maxW="7xl" py={{ base: 14, md: 24 }}>
          <Stack gap={6} maxW="3xl">
            <Text textTransform="uppercase" letterSpacing="wider" fontWeight="semibold" fontSize="sm" color="blue.200">
              Small-business and real-estate funding
            </Text>
            <Heading as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="1.05">
              Business Funding Built for Growth
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="blue.50">
              From inventory to investment properties, {appConfig.brandName} gets capital to growing businesses with decisions or
              funding in as little as 24 hours, minimal paperwork and terms that fit how you earn.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
              <GetFundedButton size="lg" bg="white" color="blue.800" _hover={{ bg: 'blue.50' }}>
                Get Funded
              </GetFundedButton>
              <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
                <a href="#solutions">Explore Our Solutions</a>
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Box>

      <Section id="impact" title="Our Impact By The Numbers" intro="Real results for real businesses across the country." tinted>
        <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={5}>
          {impactStats.map(({ label, caption, ...count }) => (
            <Stack as="li" key={label} gap={1} bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p={6} textAlign="center">
              <Text fontSize={{ base: '4xl', md: '5xl' }} fontWeight="bold" color="blue.700" lineHeight="1.1">
                <CountUp {...count} />
              </Text>
              <Text fontWeight="semibold" fontSize="lg">
                {label}
              </Text>
              {caption ? (
                <Text fontSize="sm" color="gray.600">
                  {caption}
                </Text>
              ) : null}
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Section
        id="solutions"
        title="Strategic Capital Solutions for Business Growth"
        intro="Five ways to fund what comes next. Each one comes with a dedicated advisor and a clear, written offer."
      >
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={5}>
          {products.map((product) => (
            <Stack key={product.to} gap={3} borderWidth="1px" borderColor="gray.200" rounded="xl" p={6} bg="white" shadow="xs">
              <Stack direction="row" justify="space-between" align="center" gap={2}>
                <Heading as="h3" size="lg">
                  {product.name}
                </Heading>
                {product.badge ? <Badge colorPalette={product.badge === 'Featured' ? 'purple' : 'green'}>{product.badge}</Badge> : null}
              </Stack>
              <Text color="gray.700" flex="1">
                {product.summary}
              </Text>
              <Text fontSize="sm" fontWeight="semibold" color="blue.800">
                {product.highlight}
              </Text>
              <ChakraLink asChild color="blue.700" fontWeight="semibold">
                <Link to={product.to}>
                  Learn about {product.name} <span aria-hidden="true">→</span>
                </Link>
              </ChakraLink>
            </Stack>
          ))}
          <Stack gap={3} rounded="xl" p={6} bg="blue.700" color="white" justify="center">
            <Heading as="h3" size="lg">
              Not sure which fits?
            </Heading>
            <Text color="blue.50">Tell us about your business once and a funding specialist will match you with the right option.</Text>
            <GetFundedButton alignSelf="flex-start" bg="white" color="blue.800" _hover={{ bg: 'blue.50' }}>
              Explore Financing Options
            </GetFundedButton>
          </Stack>
        </SimpleGrid>
      </Section>

      <Section
        id="industries"
        title="Specialized Funding for Your Industry"
        intro="Advisors who know your industry's seasons, margins and equipment, and offers shaped around them."
        tinted
      >
        <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 5 }} gap={4}>
          {industries.map((industry) => (
            <Box
              as="li"
              key={industry.name}
              className="group"
              position="relative"
              bg="white"
              borderWidth="1px"
              borderColor="gray.200"
              rounded="xl"
              p={5}
              transition="border-color 0.2s, box-shadow 0.2s"
              _hover={{ borderColor: 'blue.500', shadow: 'md' }}
              _focusWithin={{ borderColor: 'blue.500', shadow: 'md' }}
              css={{
                '@media (hover: hover)': {
                  '& [data-industry-apply]': { opacity: 0, transform: 'translateY(4px)' },
                  '&:hover [data-industry-apply], &:focus-within [data-industry-apply]': { opacity: 1, transform: 'none' },
                },
              }}
            >
              <Heading as="h3" size="md" mb={1}>
                {industry.name}
              </Heading>
              <Text fontSize="sm" color="gray.600" mb={3}>
                {industry.text}
              </Text>
              <ChakraLink
                data-industry-apply=""
                href={appConfig.applicationFormUrl}
                target="_blank"
                rel="noopener noreferrer"
                color="blue.700"
                fontWeight="semibold"
                transition="opacity 0.2s, transform 0.2s"
                aria-label={`Apply Now: ${industry.name} funding (opens in a new tab)`}
              >
                Apply Now <span aria-hidden="true">→</span>
              </ChakraLink>
            </Box>
          ))}
        </SimpleGrid>
        <Box textAlign="center" mt={8}>
          <GetFundedButton size="lg">Get Industry-Specific Funding</GetFundedButton>
        </Box>
      </Section>

      <Section id="why-netfund" title={`Why Businesses Choose ${appConfig.brandName}`} intro="Straightforward funding, explained in plain words.">
        <FeatureGrid items={claims} />
      </Section>

      <Section
        id="netbuilder"
        title="Build Business Credit with NetBuilder"
        intro="Not ready to borrow yet? NetBuilder reports a tradeline payment to the business credit bureaus every month, so your business earns the history that unlocks larger, cheaper funding."
        tinted
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={8} alignItems="center">
          <Checklist
            items={[
              `Plans from ${formatDollars(LOWEST_PLAN_PRICE)} a month, with tradelines of ${listInSentence(PLANS.map((plan) => formatDollars(plan.tradelineValue)), 'or')}`,
              `${listInSentence(PLANS.map((plan) => plan.netTerms), 'or')} terms, reported monthly`,
              'Cancel any time: no long-term contracts, no cancellation fees',
            ]}
          />
          <Stack gap={3} bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p={6} align="flex-start">
            <Heading as="h3" size="lg">
              Three plans, one goal: a business credit file
            </Heading>
            <Text color="gray.700">Compare {listInSentence(PLANS.map((plan) => plan.name), 'and')}, then subscribe online in a few minutes.</Text>
            <Button asChild colorPalette="blue">
              <Link to="/netbuilder">See NetBuilder plans</Link>
            </Button>
          </Stack>
        </SimpleGrid>
      </Section>
    </>
  );
}
