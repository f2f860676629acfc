import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useHydrated } from '../../../lib/use-hydrated';
import { rememberPendingClaim } from '../lib/pending-claim';
import { ChartIcon, LayoutIcon, PlusCircleIcon } from './icons';

const BENEFITS = [
  [LayoutIcon, 'Personalized dashboard', 'See all your applications and offers in one place.'],
  [ChartIcon, 'Real-time progress tracking', 'Follow every step of your application as it happens.'],
  [PlusCircleIcon, 'Apply for additional funding in a few clicks', 'Your business profile is saved for next time.'],
] as const;

/** SPEC §2: the invitation a signed-out visitor sees under the result. */
export function TrackStatusCard({ applicationId, ownerEmail, token }: { applicationId: number; ownerEmail?: string | null; token?: string }) {
  // A plain link with the spec's query string: the router's own links would JSON-quote number-like values ("1").
  const href = `/auth?applicationId=${applicationId}&applicationEmail=${encodeURIComponent(ownerEmail ?? '')}`;
  const hydrated = useHydrated();
  return (
    // An invitation to sign up: nothing to keep on a printed result.
    <Card.Root shadow="sm" borderColor="blue.200" bg="blue.50" _dark={{ bg: 'blue.950', borderColor: 'blue.800' }} _print={{ display: 'none' }}>
      <Card.Body>
        <Stack gap={5}>
          <Stack gap={1}>
            <Heading as="h2" size="xl">
              Track Your Application Status
            </Heading>
            <Text color="fg.muted">Create a free client account to follow this application and manage your funding.</Text>
          </Stack>
          <Stack as="ul" gap={3}>
            {BENEFITS.map(([Icon, title, description]) => (
              <HStack as="li" key={title} align="start" gap={3}>
                <Box color="blue.600" mt={0.5}>
                  <Icon boxSize="6" />
                </Box>
                <Box>
                  <Text fontWeight="semibold">{title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {description}
                  </Text>
                </Box>
              </HStack>
            ))}
          </Stack>
          <Box>
            <Button asChild colorPalette="blue" size="lg">
              {/* Its click keeps the claim token (not in the URL): no href until the app can handle that click. */}
              <a
                href={hydrated ? href : undefined}
                onClick={() => {
                  if (token) rememberPendingClaim({ applicationId: String(applicationId), token });
                }}
              >
                Create Your Client Account
              </a>
            </Button>
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
