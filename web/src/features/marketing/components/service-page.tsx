import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FaqList } from '../../../components/faq-list';
import { GetFundedButton } from '../../../components/get-funded-button';
import type { ServiceContent } from '../content/services';
import { Checklist, FeatureGrid, KeyTerms, PageHero, Section, Steps } from './blocks';
import { ClosingCta } from './closing-cta';

/** A service page: who it is for, key terms, how it works, what to prepare, FAQs and the closing call to action. */
export function ServicePage({ content }: { content: ServiceContent }) {
  return (
    <>
      <PageHero
        eyebrow={content.name}
        title={content.headline}
        actions={
          <>
            <GetFundedButton size="lg" bg="white" color="blue.900" _hover={{ bg: 'blue.50' }}>
              Apply Now
            </GetFundedButton>
            <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              <a href="#key-terms">See the terms</a>
            </Button>
          </>
        }
        aside={
          <Stack bg="whiteAlpha.200" rounded="xl" p={6} gap={3}>
            <Text fontWeight="semibold" color="white">
              Common uses
            </Text>
            <Checklist items={content.useCases} />
          </Stack>
        }
      >
        <Text>{content.tagline}</Text>
      </PageHero>

      <Section id="who-it-is-for" title="Who it is for">
        <FeatureGrid items={content.whoFor} columns={4} />
      </Section>

      <Section id="key-terms" title="Key terms" intro="Typical ranges; your offer is personalized to your business profile." tinted>
        <KeyTerms terms={content.keyTerms} />
      </Section>

      <Section id="how-it-works" title="How it works">
        <Steps steps={content.steps} />
      </Section>

      <Section id="what-to-prepare" title="What to prepare" tinted>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={8} alignItems="start">
          <Checklist items={content.prepare} />
          <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p={6}>
            <Text fontWeight="semibold" mb={2}>
              Minimal paperwork
            </Text>
            <Text color="gray.700">
              Most applications start with the bank statements alone. Your advisor tells you if anything else is needed, and you can
              upload documents securely at any time.
            </Text>
          </Box>
        </SimpleGrid>
      </Section>

      <Section id="faqs" title="Frequently asked questions">
        <FaqList faqs={content.faqs} />
      </Section>

      <ClosingCta />
    </>
  );
}
