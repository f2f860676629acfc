import { Container, SimpleGrid, Stack } from '@chakra-ui/react';
import { MarketingTiles } from './marketing-tiles';
import { RegistrationForm } from './registration-form';
import { SignInForm } from './sign-in-form';

interface SignInPageProps {
  redirect?: string;
  applicationId?: string;
  applicationEmail?: string;
}

export function SignInPage({ redirect, applicationId, applicationEmail }: SignInPageProps) {
  // Applicants sent here from their result page, or from a Net30 claim link, get a registration form beside sign-in.
  const offerRegistration = applicationId !== undefined || applicationEmail !== undefined || (redirect?.startsWith('/net30/claim?') ?? false);

  return (
    <Container maxW="7xl" py={{ base: 8, md: 14 }}>
      {offerRegistration ? (
        <Stack gap={8}>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={8} alignItems="start">
            <SignInForm returnTo={redirect} />
            <RegistrationForm email={applicationEmail} returnTo={redirect} />
          </SimpleGrid>
          <MarketingTiles />
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={8} alignItems="center">
          <SignInForm returnTo={redirect} />
          <MarketingTiles />
        </SimpleGrid>
      )}
    </Container>
  );
}
