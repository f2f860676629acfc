import { Badge, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { GetFundedButton } from '../../../components/get-funded-button';
import { appConfig } from '../../../config';
import { PLANS } from '../../../lib/catalogue';
import { formatDollars } from '../../netbuilder/lib/format';
import { products } from '../content/products';
import { Checklist, PageHero, Section, Steps } from './blocks';
import { ClosingCta } from './closing-cta';

const STORIES = [
  {
    business: 'Delgado Family Bakery',
    place: 'San Antonio, TX',
    product: 'Revenue-Based Financing',
    amount: '$85,000',
    quote: 'We had a wholesale contract and no oven big enough to fill it. The funds arrived the next day, and the payments shrank in January when sales did.',
    outcome: 'Added a second deck oven and a grocery contract; revenue up 40% in a year.',
  },
  {
    business: 'Okafor Rentals LLC',
    place: 'Columbus, OH',
    product: 'Investment Property Loans',
    amount: '$412,000',
    quote: 'My tax returns show almost no income because of depreciation. NetFund qualified the fourplex on its leases, and we closed in three weeks.',
    outcome: 'Fourth rental property; portfolio cash flow up $1,900 a month.',
  },
  {
    business: 'Summit Ridge Landscaping',
    place: 'Boise, ID',
    product: 'Line of Credit',
    amount: '$60,000 line',
    quote: 'Spring payroll used to keep me up at night. Now I draw in March and the line is back to zero by August.',
    outcome: 'Hired two seasonal crews ahead of time and took on 30% more contracts.',
  },
  {
    business: 'Brightline Physical Therapy',
    place: 'Raleigh, NC',
    product: 'Business Term Loans',
    amount: '$240,000',
    quote: 'A fixed payment made it easy to plan the new clinic. Our advisor compared three terms with us before we chose.',
    outcome: 'Opened a second clinic; 11 new jobs.',
  },
  {
    business: 'Lee Logistics',
    place: 'Houston, TX',
    product: 'NetBuilder and Net30',
    amount: 'Growth plan',
    quote: 'We had no business credit at all. Eight months later our Paydex was 80 and a fuel card approved us without a personal guarantee.',
    outcome: 'First business credit score; supplier limits raised to $20,000.',
  },
  {
    business: 'Harbor Street Market',
    place: 'Portland, ME',
    product: 'Commercial Real Estate',
    amount: '$1.2MM',
    quote: 'We were paying rent on the building we had been in for twelve years. Now we own it, and the payment is lower than the rent was.',
    outcome: 'Bought its building; monthly occupancy cost down 15%.',
  },
];

export function SuccessStoriesPage() {
  return (
    <>
      <PageHero eyebrow="Customers" title="Success Stories">
        <Text>Real owners, real numbers: how businesses used {appConfig.brandName} funding to grow.</Text>
      </PageHero>
      <Section title="Businesses that grew with us">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={6}>
          {STORIES.map((story) => (
            <Stack as="article" key={story.business} gap={3} borderWidth="1px" borderColor="gray.200" rounded="xl" p={6} bg="white">
              <Badge alignSelf="flex-start" colorPalette="blue">
                {story.product}
              </Badge>
              <Heading as="h3" size="lg">
                {story.business}
              </Heading>
              <Text fontSize="sm" color="gray.600">
                {story.place} · {story.amount}
              </Text>
              <Text as="blockquote" fontStyle="italic" color="gray.800" borderLeftWidth="3px" borderColor="blue.400" pl={3}>
                “{story.quote}”
              </Text>
              <Text fontWeight="semibold" color="green.800">
                {story.outcome}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text fontSize="sm" color="gray.600" mt={6}>
          Stories shared with permission; figures are as reported by each business. Individual results vary.
        </Text>
      </Section>
      <ClosingCta />
    </>
  );
}

const COMPARISON = [
  { product: 'Revenue-Based Financing', bestFor: 'Seasonal or uneven sales, speed', amount: '$10K – $500K', speed: 'As little as 24 hours', repayment: 'Share of revenue' },
  { product: 'Business Term Loans', bestFor: 'One-time investments, lowest total cost', amount: '$25K – $2MM', speed: '1-3 business days', repayment: 'Fixed payments, 1-5 years' },
  { product: 'Line of Credit', bestFor: 'Recurring short-term gaps', amount: '$10K – $250K', speed: 'As little as 24 hours', repayment: 'Per draw, 6-24 months' },
  { product: 'Investment Property Loans', bestFor: '1-4 unit rentals, no personal income docs', amount: 'Up to $3MM', speed: '2-4 weeks', repayment: '30-year fixed, 5/6 ARM, 40-year IO' },
  { product: 'Commercial Real Estate', bestFor: 'Owner-occupied and investment buildings', amount: '$250K – $10MM', speed: '30-60 days', repayment: '5-10 year terms, 25-year amortization' },
];

const OTHER_WAYS = [
  {
    id: 'co-signer',
    title: 'Apply with a co-signer',
    text: 'A co-owner or guarantor with strong credit and income signs with you and shares responsibility for repayment. Their profile can lift an application that falls just short of the minimums.',
  },
  {
    id: 'equipment-financing',
    title: 'Equipment financing',
    text: 'The machine, vehicle or kitchen you buy is the collateral, so approval leans less on your credit history. Terms usually match the useful life of the equipment.',
  },
  {
    id: 'business-credit-cards',
    title: 'Business credit cards',
    text: 'Revolving credit for everyday expenses. Paid in full each month, a card costs no interest and adds to the business credit file that unlocks larger funding later.',
  },
];

export function FundingGuidePage() {
  return (
    <>
      <PageHero eyebrow="Help & Support" title="Funding Guide">
        <Text>Four questions to find the right kind of capital, a side-by-side comparison, and a checklist for a fast approval.</Text>
      </PageHero>
      <Section title="Start with four questions">
        <Steps
          steps={[
            { title: 'What is the money for?', text: 'Long-lived assets suit term loans; short gaps suit a line of credit; property has its own loans.' },
            { title: 'How steady is your revenue?', text: 'Uneven or seasonal sales favor payments that flex, like revenue-based financing.' },
            { title: 'How fast do you need it?', text: 'Same-week needs point to revenue-based financing or a line of credit.' },
            { title: 'What will it cost in total?', text: 'Compare the total dollars repaid, not just the rate or factor.' },
          ]}
        />
      </Section>
      <Section title="Compare your options" tinted>
        <Box overflowX="auto" borderWidth="1px" borderColor="gray.200" rounded="xl" bg="white">
          <Box as="table" w="full" fontSize="sm" css={{ '& th, & td': { padding: '0.75rem 1rem', textAlign: 'left', borderBottom: '1px solid var(--chakra-colors-gray-200)', verticalAlign: 'top' }, '& th': { background: 'var(--chakra-colors-gray-100)' } }}>
            <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Funding options compared</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Best for</th>
                <th scope="col">Amount</th>
                <th scope="col">Time to funds</th>
                <th scope="col">Repayment</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => {
                const product = products.find((item) => item.name === row.product);
                return (
                  <tr key={row.product}>
                    <th scope="row">{product ? <Link to={product.to}>{row.product}</Link> : row.product}</th>
                    <td>{row.bestFor}</td>
                    <td>{row.amount}</td>
                    <td>{row.speed}</td>
                    <td>{row.repayment}</td>
                  </tr>
                );
              })}
            </tbody>
          </Box>
        </Box>
      </Section>
      <Section
        id="other-ways-to-qualify"
        title="Other ways to qualify"
        intro="Not approved this time, or not ready for a loan? These options can bridge the gap while your business builds its credit."
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={5}>
          {OTHER_WAYS.map((way) => (
            // Each card is a link target of the result page's 'Learn more' (applications/components/result-cards.tsx).
            <Stack key={way.id} id={way.id} scrollMarginTop="80px" gap={2} borderWidth="1px" borderColor="gray.200" rounded="xl" p={5} bg="white">
              <Heading as="h3" size="md">
                {way.title}
              </Heading>
              <Text color="gray.700">{way.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Prepare for a fast approval" tinted>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={8}>
          <Checklist
            items={[
              'Business bank statements from the last 3 months',
              "The previous year's business tax returns",
              'A photo ID for each owner with 20% or more',
              'Your EIN and the legal business name as registered',
              'A one-paragraph plan for the money',
            ]}
          />
          <Stack gap={3} bg="blue.50" rounded="xl" p={6}>
            <Heading as="h3" size="md">
              Building credit first?
            </Heading>
            <Text color="gray.700">
              If your business is new or has no credit file, NetBuilder and Net30 build the payment history that unlocks better terms.
            </Text>
            <Button asChild colorPalette="blue" alignSelf="flex-start">
              <Link to="/business-credit-builder">Explore Business Credit Builder</Link>
            </Button>
          </Stack>
        </SimpleGrid>
      </Section>
      <ClosingCta />
    </>
  );
}


export function CreditBuilderPage() {
  return (
    <>
      <PageHero
        eyebrow="NetBuilder and Net30"
        title="Business Credit Builder"
        actions={
          <>
            <Button asChild size="lg" bg="white" color="blue.900" _hover={{ bg: 'blue.50' }}>
              <Link to="/business-credit-builder/apply">Apply for NetBuilder</Link>
            </Button>
            <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              <Link to="/net30/apply">Open a Net30 Account</Link>
            </Button>
          </>
        }
      >
        <Text>
          A business credit file separates your company from your personal credit and unlocks higher limits and better rates. Two tools build
          one from day one.
        </Text>
      </PageHero>

      <Section id="netbuilder" title="NetBuilder: a tradeline every month" intro="NetBuilder is a monthly subscription. Each month, your plan's tradeline payment is reported to the business credit bureaus, building a positive payment history. Cancel any time, with no long-term contracts and no cancellation fees.">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
          {PLANS.map((plan) => (
            <Stack key={plan.id} gap={2} borderWidth={plan.mostPopular ? '2px' : '1px'} borderColor={plan.mostPopular ? 'blue.500' : 'gray.200'} rounded="xl" p={6}>
              <Stack direction="row" justify="space-between" align="center">
                <Heading as="h3" size="lg">
                  {plan.name}
                </Heading>
                {plan.mostPopular ? <Badge colorPalette="blue">Most Popular</Badge> : null}
              </Stack>
              <Text fontSize="3xl" fontWeight="bold">
                {formatDollars(plan.price)}/month
              </Text>
              <Text>Tradeline value up to {formatDollars(plan.tradelineValue)}</Text>
              <Text>{plan.netTerms} terms</Text>
              <Text fontSize="sm" color="gray.600">
                Reports to {plan.bureaus.join(', ')}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3} mt={6}>
          <Button asChild colorPalette="blue">
            <Link to="/business-credit-builder/apply">Apply for NetBuilder</Link>
          </Button>
          <Button asChild variant="outline" colorPalette="blue">
            <Link to="/netbuilder">Manage your subscription</Link>
          </Button>
        </Stack>
      </Section>

      <Section id="net30" title="Net30: buy now, pay in 30 days" intro="A Net30 account is trade credit for business supplies: order what you need and pay the invoice within 30 days. Every on-time payment is reported, so everyday purchases build your credit." tinted>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={8}>
          <Checklist
            items={[
              'Limits from $500 to $50,000, growing with on-time payments',
              'No interest when you pay within 30 days',
              'Payments reported to the business credit bureaus',
              'Invoices and due dates in your Net30 dashboard',
            ]}
          />
          <Stack gap={3}>
            <Heading as="h3" size="md">
              What you need to apply
            </Heading>
            <Checklist items={['A registered business and an EIN', 'A business bank account and phone number', 'A D-U-N-S number (optional, recommended)']} />
            <Button asChild colorPalette="blue" alignSelf="flex-start">
              <Link to="/net30/apply">Apply for Net30</Link>
            </Button>
          </Stack>
        </SimpleGrid>
      </Section>

      <Section title="How they work together">
        <Steps
          steps={[
            { title: 'Set up the basics', text: 'Entity, EIN, business bank account and a D-U-N-S number.' },
            { title: 'Start NetBuilder', text: 'A reported tradeline from your first month.' },
            { title: 'Use Net30 for supplies', text: 'Pay invoices early to earn a strong Paydex score.' },
            { title: 'Unlock better funding', text: 'A business credit file helps you qualify for larger, cheaper funding.' },
          ]}
        />
        <Box mt={8}>
          <GetFundedButton>Get Funded</GetFundedButton>
        </Box>
      </Section>
    </>
  );
}
