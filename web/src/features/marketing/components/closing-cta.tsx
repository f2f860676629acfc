import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { EmailAddress } from '../../../components/email-address';
import { GetFundedButton } from '../../../components/get-funded-button';
import { appConfig, phoneHref } from '../../../config';

/** SPEC §2: the closing block of the service pages. */
export function ClosingCta() {
  return (
    // data-page-cta: the footer leaves out its own call to action after this one (layout/site-footer.tsx).
    <Box as="section" aria-labelledby="closing-cta-heading" bg="blue.900" color="white" data-page-cta="">
      <Container maxW="5xl" py={{ base: 12, md: 16 }} textAlign="center">
        <Stack gap={4} align="center">
          <Heading as="h2" id="closing-cta-heading" size={{ base: '2xl', md: '3xl' }}>
            Ready to elevate your business potential?
          </Heading>
          <Text color="blue.100" fontSize="lg" maxW="2xl">
            Apply online in minutes or talk it through with a funding specialist. No obligation, and checking your options does not
            affect your credit score.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3} pt={2}>
            <GetFundedButton size="lg" bg="white" color="blue.900" _hover={{ bg: 'blue.50' }}>
              Apply Now
            </GetFundedButton>
            <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              <a href={phoneHref()}>Speak to an Advisor</a>
            </Button>
          </Stack>
          <Text fontSize="sm" color="blue.200">
            Call {appConfig.support.phone} · <EmailAddress address={appConfig.support.email} />
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
