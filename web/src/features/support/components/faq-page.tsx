import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FaqList, type Faq } from '../../../components/faq-list';
import { appConfig, phoneHref } from '../../../config';
import { listInSentence, PLANS } from '../../../lib/catalogue';
import { formatDollars } from '../../netbuilder/lib/format';

const FAQ_GROUPS: { title: string; faqs: Faq[] }[] = [
  {
    title: 'Applying',
    faqs: [
      {
        question: 'How long does it take to get funded?',
        answer:
          'Many businesses receive a decision or funding in as little as 24 hours. After you sign your agreement, funds are sent within 1-2 business days. Real-estate loans take longer because of the appraisal.',
      },
      {
        question: 'What documents do I need?',
        answer:
          "Usually your business bank statements from the last 3 months and the previous year's business tax returns. Some products need only the bank statements; your advisor tells you exactly what applies.",
      },
      {
        question: 'Does applying affect my credit score?',
        answer: 'No. Checking your options uses a soft credit inquiry. A hard inquiry happens only if you accept an offer.',
      },
      {
        question: 'How do I apply?',
        answer:
          'Use any Apply Now or Get Funded button: the application form opens in a new tab and takes about ten minutes. A funding specialist contacts you within 24 hours after approval or review.',
      },
      {
        question: 'How do I check the status of my application?',
        answer:
          'Open the result link from your confirmation e-mail. Create a client account from that page to follow every application in your dashboard.',
      },
    ],
  },
  {
    title: 'Products and costs',
    faqs: [
      {
        question: 'Which funding option is right for me?',
        answer:
          'It depends on what the money is for and how steady your revenue is. Our Funding Guide compares every product, and an advisor can recommend one for your numbers.',
      },
      {
        question: 'How are rates decided?',
        answer: 'Rates are competitive and based on your business profile: time in business, revenue, cash flow, credit history and the term you choose.',
      },
      {
        question: 'Are there prepayment penalties?',
        answer: 'Most term loans have none. Every offer states early-payoff terms in writing before you sign.',
      },
      {
        question: 'Can I qualify for an investment property loan without personal income?',
        answer: 'Yes. Investment property loans qualify on the executed lease agreement or market rent, with a minimum 620 FICO and 20% down.',
      },
    ],
  },
  {
    title: 'NetBuilder and Net30',
    faqs: [
      {
        question: 'What is NetBuilder?',
        answer:
          `A monthly credit-building subscription that reports tradeline payments to business credit bureaus. Plans are ${listInSentence(PLANS.map((plan) => formatDollars(plan.price)), 'or')} a month, with credit limits of ${listInSentence(PLANS.map((plan) => formatDollars(plan.creditLimit)), 'or')}.`,
      },
      {
        question: 'Can I cancel NetBuilder?',
        answer: 'Yes, at any time, with no long-term contracts and no cancellation fees. Cancellation takes effect at the end of the current billing period.',
      },
      {
        question: 'What is a Net30 account?',
        answer: 'A trade account that lets you buy business supplies now and pay within 30 days. On-time payments are reported and build your business credit.',
      },
    ],
  },
];

/** One FAQ page behind both /support/faqs and /support/faq (links use both); the canonical URL is /support/faqs. */
export function FaqPage() {
  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb={3}>
        Frequently Asked Questions
      </Heading>
      <Text color="gray.700" fontSize="lg" mb={10}>
        Answers to common questions about funding with {appConfig.brandName}.
      </Text>
      <Stack gap={10}>
        {FAQ_GROUPS.map((group) => (
          <Stack as="section" key={group.title} gap={4} aria-label={group.title}>
            <Heading as="h2" size="xl">
              {group.title}
            </Heading>
            <FaqList faqs={group.faqs} />
          </Stack>
        ))}
      </Stack>
      <Box mt={12} bg="blue.50" rounded="xl" p={{ base: 6, md: 8 }}>
        <Heading as="h2" size="lg" mb={2}>
          Still have a question?
        </Heading>
        <Text color="gray.700" mb={4}>
          Our funding specialists are happy to help.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          <Button asChild colorPalette="blue">
            <Link to="/support/contact">Contact Us</Link>
          </Button>
          <Button asChild variant="outline" colorPalette="blue">
            <a href={phoneHref()}>Call {appConfig.support.phone}</a>
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
