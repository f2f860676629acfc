import { Box, Button, Container, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FaqList } from '../../../components/faq-list';
import { GetFundedButton } from '../../../components/get-funded-button';
import { Checklist, FeatureGrid, KeyTerms, Section, Steps } from './blocks';
import { ClosingCta } from './closing-cta';

/** SPEC §3 and §9: the program facts, word for word where the spec gives them. */
export const programFacts = [
  { label: 'Minimum FICO', value: '620' },
  { label: 'Minimum down payment', value: '20%' },
  { label: 'Maximum loan', value: '$3MM' },
  { label: 'Property types', value: '1-4 units' },
  { label: 'Loan programs', value: '30-year fixed, 5/6 ARM, 40-year interest-only' },
  { label: 'First-time buyers', value: 'Eligible with 720+ FICO' },
];

export const programFeatures = [
  { title: 'Condos and condotels', text: 'Warrantable condos, non-warrantable condos and condotels accepted.' },
  {
    title: 'DSCR below 1.00 allowed',
    text: 'A debt-service ratio below 1.00 is allowed when the rest of the file is strong.',
  },
  { title: 'Cash-out for reserves', text: 'Cash-out may be used for reserves.' },
  { title: 'Gift funds', text: 'Gift funds acceptable as 100% down payment (for loans under 75% LTV/CLTV).' },
  { title: 'Foreign nationals', text: 'Foreign nationals eligible.' },
  { title: 'First-time buyers', text: 'First-time buyers eligible with 720+ FICO.' },
];

export function InvestmentPropertyPage() {
  return (
    <>
      <Box
        as="section"
        bgGradient="to-br"
        gradientFrom="blue.900"
        gradientTo="blue.700"
        color="white"
        // SPEC: Learn More smooth-scrolls; only on this page, and not for visitors who asked for less motion.
        css={{ '@media (prefers-reduced-motion: no-preference)': { 'html:has(&)': { scrollBehavior: 'smooth' } } }}
      >
        <Container maxW="7xl" py={{ base: 12, md: 20 }}>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={10} alignItems="center">
            <Stack gap={5}>
              <Image src="/logo-white.svg" alt="NetFund" width="160px" height="40px" />
              <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
                Investment Property Loans
              </Heading>
              <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" color="blue.100">
                Rent your property, increase your income!
              </Text>
              <Text fontSize={{ base: 'md', md: 'lg' }} color="blue.50">
                No personal income needed to qualify. Qualify based on executed lease agreement or market rent.
              </Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap={3} pt={2}>
                <GetFundedButton size="lg" bg="white" color="blue.900" _hover={{ bg: 'blue.50' }}>
                  Apply for Investment Property Loan
                </GetFundedButton>
                {/* A link to the section: the page is static (no script), so the browser scrolls (smoothly: below) and
                    moves the keyboard's starting point there itself. */}
                <Button
                  asChild
                  size="lg"
                  variant="outline"
                  color="white"
                  borderColor="whiteAlpha.700"
                  _hover={{ bg: 'whiteAlpha.200' }}
                >
                  <a href="#funding-made-simple">Learn More</a>
                </Button>
              </Stack>
            </Stack>
            <Stack bg="whiteAlpha.200" rounded="xl" p={6} gap={4}>
              <Text fontWeight="semibold" fontSize="lg">
                Program at a glance
              </Text>
              <SimpleGrid columns={2} gap={4}>
                {programFacts.slice(0, 4).map((fact) => (
                  <Stack key={fact.label} gap={0}>
                    <Text fontSize="3xl" fontWeight="bold">
                      {fact.value}
                    </Text>
                    <Text fontSize="sm" color="blue.100">
                      {fact.label}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>

      <Section
        id="funding-made-simple"
        title="Funding made simple"
        intro="A DSCR loan looks at the property, not your paycheck: if the rent covers the payment, you can qualify without tax returns, pay stubs or W-2s."
      >
        <Steps
          steps={[
            {
              title: 'Tell us about the property',
              text: 'Address, price or value, and the lease or expected market rent.',
            },
            { title: 'Get your terms', text: 'Choose 30-year fixed, 5/6 ARM or 40-year interest-only.' },
            { title: 'Appraisal and rent schedule', text: 'The appraiser confirms value and market rent.' },
            { title: 'Close and collect rent', text: 'Close in your LLC or personal name and start earning.' },
          ]}
        />
      </Section>

      <Section id="program-facts" title="Program facts" tinted>
        <KeyTerms terms={programFacts} />
      </Section>

      <Section id="program-features" title="Flexible guidelines for investors">
        <FeatureGrid items={programFeatures} />
      </Section>

      <Section id="what-to-prepare" title="What to prepare" tinted>
        <Checklist
          items={[
            'The executed lease agreement, or the property address for a market-rent estimate',
            'Bank statements showing your down payment and reserves',
            'Entity documents if you buy through an LLC',
            'Purchase contract, or the current mortgage statement for a refinance',
            'Photo ID (a passport for foreign nationals)',
          ]}
        />
      </Section>

      <Section id="faqs" title="Frequently asked questions">
        <FaqList
          faqs={[
            {
              question: 'Do I need to show personal income?',
              answer:
                'No. No personal income needed to qualify: we qualify you based on the executed lease agreement or market rent.',
            },
            {
              question: 'What if the rent does not fully cover the payment?',
              answer:
                'A debt-service ratio below 1.00 is allowed; a stronger credit score, a larger down payment or more reserves help.',
            },
            {
              question: 'Can I use gift funds for the down payment?',
              answer: 'Yes. Gift funds are acceptable as 100% of the down payment for loans under 75% LTV/CLTV.',
            },
            {
              question: 'I have never owned an investment property. Can I apply?',
              answer: 'Yes. First-time buyers are eligible with a 720+ FICO score.',
            },
          ]}
        />
      </Section>

      <ClosingCta />
    </>
  );
}
