import { Box, Card, Container, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { GetFundedButton } from '../../../components/get-funded-button';
import { EmailAddress } from '../../../components/email-address';
import { appConfig, phoneHref } from '../../../config';
import { useContactDetails } from '../../platform-settings/api/contact-details';
import { siteMapGroups } from '../navigation';

/**
 * A page that closes with its own call to action marks it `data-page-cta` (marketing's ClosingCta, the article's):
 * the footer then leaves out its card, so two calls to action never stand back to back.
 */
const AFTER_PAGE_CTA = 'main:has([data-page-cta]) + footer';

export function SiteFooter() {
  const { email, phone, postalAddress } = useContactDetails();

  return (
    // No top margin: pages pad their own end, and a dark or tinted closing section meets the footer without a white band.
    <Box as="footer" bg="gray.900" color="gray.100" _print={{ display: 'none' }}>
      <Container maxW="7xl" pt={12} pb={8}>
        <Card.Root bg="blue.600" color="white" border="none" mb={12} css={{ [`${AFTER_PAGE_CTA} &`]: { display: 'none' } }}>
          <Card.Body gap={4} flexDirection={{ base: 'column', md: 'row' }} alignItems={{ md: 'center' }}>
            <Stack flex="1" gap={1}>
              <Heading as="h2" size="xl">
                Find the Right Funding for Your Business
              </Heading>
              <Text>Decisions in as little as 24 hours, with minimal paperwork and personalized terms.</Text>
            </Stack>
            <GetFundedButton
              colorPalette="gray"
              variant="solid"
              bg="white"
              color="blue.700"
              _hover={{ bg: 'gray.100' }}
            >
              Get Funded
            </GetFundedButton>
          </Card.Body>
        </Card.Root>

        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={8}>
          {siteMapGroups.map((group) => (
            <Stack key={group.title} as="nav" aria-label={group.title} gap={2}>
              <Heading as="h2" size="sm" color="white">
                {group.title}
              </Heading>
              {group.links.map((link) => (
                <ChakraLink key={link.to} asChild color="gray.300" _hover={{ color: 'white' }}>
                  <Link to={link.to}>{link.label}</Link>
                </ChakraLink>
              ))}
            </Stack>
          ))}
          <Stack as="address" fontStyle="normal" gap={2}>
            <Heading as="h2" size="sm" color="white">
              Contact
            </Heading>
            <ChakraLink href={`mailto:${email}`} color="gray.300">
              <EmailAddress address={email} />
            </ChakraLink>
            <ChakraLink href={phoneHref(phone)} color="gray.300">
              {phone}
            </ChakraLink>
            <Text color="gray.300">{postalAddress}</Text>
          </Stack>
        </SimpleGrid>

        <Text borderTopWidth="1px" borderColor="gray.700" mt={10} pt={6} fontSize="sm" color="gray.400">
          © {new Date().getFullYear()} {appConfig.brandName}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
