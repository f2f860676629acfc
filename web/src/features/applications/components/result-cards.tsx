import { Box, Button, Card, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CheckCircleIcon, ClockIcon, FileTextIcon, InfoIcon, MailIcon, PhoneIcon } from './icons';
import { appConfig, phoneHref } from '../../../config';
import type { ApplicationResultFieldsFragment } from '../api/applications.generated';
import { internationalPhone } from '../lib/format';

/** Buttons mean nothing on paper: printed results keep the texts (phone number included) and leave them out. */
export const PRINT_HIDDEN = { _print: { display: 'none' } } as const;

type Result = Pick<ApplicationResultFieldsFragment, 'status' | 'approvedAmount' | 'approvedTerm' | 'approvedRate' | 'approvedPayment'>;

/** SPEC §2: the card for the status; any other status renders nothing in the card. */
export function ResultCard({ application }: { application: Result }) {
  let content: ReactNode = null;
  if (application.status === 'approved') content = <ApprovedResult application={application} />;
  else if (application.status === 'review') content = <ReviewResult />;
  else if (application.status === 'declined') content = <DeclinedResult />;
  return (
    // On paper: black on white, no shadow (the buttons around it are left out, see PRINT_HIDDEN).
    <Card.Root shadow="md" data-testid="result-card" _print={{ shadow: 'none', bg: 'white', color: 'black', borderColor: 'gray.400' }}>
      <Card.Body>{content}</Card.Body>
    </Card.Root>
  );
}

function ApprovedResult({ application }: { application: Result }) {
  const terms = [
    ['Approved Amount', application.approvedAmount],
    ['Term', application.approvedTerm],
    ['Rate', application.approvedRate],
    ['Payment', application.approvedPayment],
  ] as const;
  return (
    <Stack gap={6}>
      <ResultHeading icon={<CheckCircleIcon boxSize="8" />} color="green" title="Congratulations! You're Pre-Approved">
        Your business qualifies for funding. Here are your pre-approved terms.
      </ResultHeading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={3} as="dl">
        {terms.map(([label, value]) => (
          <Box key={label} borderWidth="1px" borderRadius="md" p={3} bg="bg.subtle">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="lg" fontWeight="bold" whiteSpace="pre-wrap">
              {value ?? '—'}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <NextSteps approved />
      <ContactButtons />
    </Stack>
  );
}

function ReviewResult() {
  return (
    <Stack gap={6}>
      <ResultHeading icon={<ClockIcon boxSize="8" />} color="orange" title="Your Application Is Under Review">
        Thank you for applying. Our underwriting team is reviewing your application.
      </ResultHeading>
      <NextSteps />
      <ContactButtons />
    </Stack>
  );
}

/**
 * The four alternatives (SPEC §2), each linked to where the site explains it: the credit builder page, and the
 * funding guide's "Other ways to qualify" sections (ids in marketing/components/resource-pages.tsx). Reused on the
 * client's application page.
 */
export const ALTERNATIVES = [
  { title: 'Business Credit Building', description: 'Build your business credit profile so you qualify for more next time.', to: '/business-credit-builder' },
  { title: 'Apply with a Co-signer', description: 'A co-signer with strong credit can strengthen your application.', to: '/funding-guide', hash: 'co-signer' },
  { title: 'Equipment Financing', description: 'Finance equipment with the equipment itself as collateral.', to: '/funding-guide', hash: 'equipment-financing' },
  { title: 'Business Credit Cards', description: 'Flexible revolving credit for everyday business expenses.', to: '/funding-guide', hash: 'business-credit-cards' },
] as const satisfies readonly { title: string; description: string; to: '/business-credit-builder' | '/funding-guide'; hash?: string }[];

export function Alternatives() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
      {ALTERNATIVES.map((alternative) => (
        <Box key={alternative.title} borderWidth="1px" borderRadius="md" p={4}>
          <Heading as="h3" size="md" mb={1}>
            {alternative.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" mb={2}>
            {alternative.description}
          </Text>
          <ChakraLink asChild color="blue.600" _dark={{ color: 'blue.300' }} fontWeight="medium">
            <Link to={alternative.to} hash={'hash' in alternative ? alternative.hash : undefined} aria-label={`Learn more about ${alternative.title}`}>
              Learn more
            </Link>
          </ChakraLink>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function DeclinedResult() {
  return (
    <Stack gap={6}>
      <ResultHeading icon={<InfoIcon boxSize="8" />} color="red" title="We Couldn't Approve Your Application Right Now">
        This decision is not the end of the road. These alternatives may be a better fit for your business today.
      </ResultHeading>
      <Alternatives />
      <HStack gap={3} flexWrap="wrap" {...PRINT_HIDDEN}>
        <Button asChild colorPalette="blue">
          <Link to="/support/contact">Schedule a Consultation</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Explore Other Products</Link>
        </Button>
      </HStack>
    </Stack>
  );
}

function ResultHeading({ icon, color, title, children }: { icon: ReactNode; color: string; title: string; children: ReactNode }) {
  return (
    <HStack gap={4} align="start">
      <Box color={`${color}.500`} lineHeight={1} mt={1} aria-hidden>
        {icon}
      </Box>
      <Stack gap={1}>
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{children}</Text>
      </Stack>
    </HStack>
  );
}

/** SPEC §2 and §9: the 24-hour, 1-2 business day and documents messages. */
export function NextSteps({ approved = false }: { approved?: boolean }) {
  return (
    <Stack gap={3}>
      <Heading as="h3" size="md">
        What happens next
      </Heading>
      <Text>
        {approved
          ? 'A funding specialist will contact you within 24 hours to review your offer and next steps.'
          : 'A funding specialist will contact you within 24 hours with an update on your application.'}
      </Text>
      <Text>Once you sign your agreement, funds are sent within 1-2 business days.</Text>
      <DocumentsToPrepare />
    </Stack>
  );
}

export function DocumentsToPrepare() {
  return (
    <Box borderWidth="1px" borderRadius="md" p={4} bg="bg.subtle">
      <HStack gap={2} mb={2}>
        <FileTextIcon color="blue.600" />
        <Text fontWeight="semibold">To speed things up, have these documents ready:</Text>
      </HStack>
      <Box as="ul" ps={6} listStyleType="disc">
        <li>Business bank statements from the last 3 months</li>
        <li>Previous year&apos;s business tax returns</li>
      </Box>
    </Box>
  );
}

/** A call button and 'Email Our Team'; the support number in two forms (DESIGN §1). */
export function ContactButtons() {
  const { phone, email } = appConfig.support;
  return (
    <Stack gap={3}>
      <HStack gap={3} flexWrap="wrap" {...PRINT_HIDDEN}>
        <Button asChild colorPalette="blue">
          <a href={phoneHref(phone)}>
            <PhoneIcon /> Call {phone}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`mailto:${email}`}>
            <MailIcon /> Email Our Team
          </a>
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Questions? Our funding specialists are available at {internationalPhone(phone)}.
      </Text>
    </Stack>
  );
}
