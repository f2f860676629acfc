import { Box, Button, Container, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { EmailAddress } from '../../../components/email-address';
import { appConfig } from '../../../config';
import { Checklist, FeatureGrid, PageHero, Section } from './blocks';
import { ClosingCta } from './closing-cta';

export function AboutPage() {
  return (
    <>
      <PageHero eyebrow="Company" title={`About ${appConfig.brandName}`}>
        <Text>
          {appConfig.brandName} exists for the owners banks overlook: the restaurant that needs a new walk-in by Friday, the contractor
          waiting on a progress payment, the investor whose tax returns don't show what their rentals earn.
        </Text>
      </PageHero>
      <Section title="Our mission" intro="Make business funding fast, fair and understandable, and leave every owner in a stronger position than we found them.">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
          {[
            { value: '$12M+', label: 'funding provided' },
            { value: '10,000+', label: 'businesses funded' },
            { value: '96.0%', label: 'satisfaction rate' },
          ].map((stat) => (
            <Stack key={stat.label} gap={0} bg="blue.50" rounded="xl" p={6} textAlign="center">
              <Text fontSize="4xl" fontWeight="bold" color="blue.800">
                {stat.value}
              </Text>
              <Text color="gray.700">{stat.label}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="What we believe" tinted>
        <FeatureGrid
          items={[
            { title: 'Speed matters', text: 'Opportunities do not wait for a 60-day bank process. We decide in as little as 24 hours.' },
            { title: 'Every cost in writing', text: 'Amount, rate or fee, payment and total cost on one page before you sign.' },
            { title: 'People over paperwork', text: 'A dedicated advisor who knows your file, not a ticket number.' },
            { title: 'Credit is a ladder', text: 'NetBuilder and Net30 help owners build the business credit that unlocks better terms.' },
            { title: 'Right-sized funding', text: 'We will tell you when to borrow less, or not at all.' },
            { title: 'Security by default', text: 'Your documents and data are encrypted and used only to serve you.' },
          ]}
        />
      </Section>
      <Section title="How we work with lenders">
        <Text color="gray.700" maxW="3xl" fontSize="lg">
          {appConfig.brandName} works with a network of lenders and capital partners. We match each application with the programs that fit
          its profile, present the offers side by side and stay with the business through funding and repayment. Our advisors are paid to
          find the right fit, not the largest loan.
        </Text>
      </Section>
      <ClosingCta />
    </>
  );
}

const OPENINGS = [
  { title: 'Funding Specialist', team: 'Sales', location: 'Springfield, IL or remote (US)', text: 'Guide business owners from first call to funding. 2+ years in lending or financial sales.' },
  { title: 'Credit Analyst', team: 'Underwriting', location: 'Springfield, IL', text: 'Review bank statements, tax returns and property files; write clear credit memos.' },
  { title: 'Senior Full-Stack Engineer', team: 'Engineering', location: 'Remote (US)', text: 'TypeScript, React and PostgreSQL: build the platform owners and lenders use every day.' },
  { title: 'Customer Success Associate', team: 'Client Services', location: 'Springfield, IL', text: 'Help funded clients with payments, renewals, NetBuilder and Net30 accounts.' },
];

export function CareersPage() {
  return (
    <>
      <PageHero eyebrow="Careers" title="Careers">
        <Text>Help small businesses get the capital they need. We hire curious, kind people who like to get things done.</Text>
      </PageHero>
      <Section title="Open positions">
        <Stack gap={4}>
          {OPENINGS.map((job) => (
            <Stack key={job.title} direction={{ base: 'column', md: 'row' }} justify="space-between" gap={4} borderWidth="1px" borderColor="gray.200" rounded="xl" p={6}>
              <Stack gap={1}>
                <Heading as="h3" size="lg">
                  {job.title}
                </Heading>
                <Text fontSize="sm" color="gray.600">
                  {job.team} · {job.location}
                </Text>
                <Text color="gray.700">{job.text}</Text>
              </Stack>
              <Button asChild variant="outline" colorPalette="blue" alignSelf={{ md: 'center' }} flexShrink={0}>
                <a href={`mailto:${appConfig.support.email}?subject=${encodeURIComponent(`Application: ${job.title}`)}`}>Apply by e-mail</a>
              </Button>
            </Stack>
          ))}
        </Stack>
      </Section>
      <Section title="Benefits" tinted>
        <Checklist
          items={[
            'Medical, dental and vision coverage from day one',
            '401(k) with a 4% company match',
            'Remote-friendly teams and flexible hours',
            '20 days of paid time off plus holidays',
            'A yearly learning budget of $1,500',
            'Paid parental leave',
          ]}
        />
      </Section>
      <Section title="How we hire">
        <Text color="gray.700" maxW="3xl" fontSize="lg">
          A 30-minute conversation with the hiring manager, a practical exercise close to the real work (paid for engineering roles), and a
          final conversation with the team. We answer every application within two weeks.
        </Text>
      </Section>
    </>
  );
}

export function PartnersPage() {
  return (
    <>
      <PageHero eyebrow="Partners" title="Partners">
        <Text>We grow by helping the people who already serve small businesses: advisors, lenders and software platforms.</Text>
      </PageHero>
      <Section title="Ways to partner">
        <FeatureGrid
          items={[
            {
              title: 'Referral partners',
              text: 'Accountants, brokers, consultants and associations refer clients and earn a referral fee on funded deals, with a dashboard to follow every referral.',
            },
            {
              title: 'Lenders and capital providers',
              text: 'Receive pre-qualified applications that match your credit box through our funding matrix, with documents collected and verified.',
            },
            {
              title: 'Technology platforms',
              text: 'Offer funding inside your product: our intake API sends applications directly, and applicants follow their status on NetFund.',
            },
          ]}
        />
      </Section>
      <Section title="What partners get" tinted>
        <Checklist
          items={[
            'A dedicated partner manager',
            'Transparent, written compensation terms',
            'Status updates on every referral',
            'Co-branded materials for your clients',
          ]}
        />
      </Section>
      <Container maxW="7xl" pb={16}>
        <Box bg="blue.50" rounded="xl" p={{ base: 6, md: 10 }}>
          <Heading as="h2" size="xl" mb={2}>
            Become a partner
          </Heading>
          <Text color="gray.700" mb={4}>
            Tell us about your organization and the businesses you serve. Our partnerships team replies within two business days.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
            <Button asChild colorPalette="blue">
              <Link to="/support/contact">Contact our partnerships team</Link>
            </Button>
            <ChakraLink href={`mailto:${appConfig.support.email}?subject=Partnership`} color="blue.700" alignSelf="center">
              <EmailAddress address={appConfig.support.email} />
            </ChakraLink>
          </Stack>
        </Box>
      </Container>
    </>
  );
}
