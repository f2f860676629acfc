import { Badge, Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/error-alert';
import { useMyRecentSignInsQuery } from '../api/account.generated';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { formatWhen } from '../lib/account-schemas';
import { AccountSection } from './account-section';

/** R5 My account: the last 20 sign-in attempts on the account. */
export function RecentSignIns() {
  const { data, error } = useMyRecentSignInsQuery({ fetchPolicy: 'cache-and-network' });
  const events = data?.myRecentSignIns;
  return (
    <AccountSection title="Recent sign-ins" description="The last 20 attempts to sign in to your account.">
      {error && !events ? <ErrorAlert message={loadFailureMessage(error, 'Your recent sign-ins could not be loaded. Please try again.')} /> : null}
      {!events && !error ? <Skeleton h="24" aria-busy="true" aria-label="Loading recent sign-ins" /> : null}
      {events && events.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No sign-ins yet.
        </Text>
      ) : null}
      {events && events.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Recent sign-ins">
          {events.map((event, index) => (
            <Box as="li" key={`${event.at}-${index}`} borderBottomWidth="1px" pb="2">
              <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '4' }} align={{ md: 'center' }}>
                <Text fontSize="sm" minW={{ md: '44' }}>
                  {formatWhen(event.at)}
                </Text>
                <Badge colorPalette={event.success ? 'green' : 'red'} alignSelf="flex-start">
                  {event.success ? 'Success' : 'Failed'}
                </Badge>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {event.browser}
                  {event.ipPrefix ? ` · ${event.ipPrefix}` : ''}
                </Text>
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : null}
    </AccountSection>
  );
}
