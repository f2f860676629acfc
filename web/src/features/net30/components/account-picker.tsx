import { Box, Button, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useMemberNet30AccountChoicesQuery } from '../api/net30.generated';
import { ErrorAlert } from '../../../components/error-alert';
import { loadFailureMessage } from '../../application-workspace/lib/workspace';
import { ACCOUNT_STATUS_LABELS, formatCents } from '../lib/net30-format';
import { StatusBadge } from './net30-parts';

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Admin without `?clientId=`: the Net30 accounts (search by business name), each opening its client's page. */
export function Net30AccountPicker({ onChoose }: { onChoose: (clientId: string) => void }) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 250);
  const { data, loading, error } = useMemberNet30AccountChoicesQuery({ variables: { search: term || null } });
  const accounts = (data?.net30Accounts.items ?? []).filter((account) => account.ownerUserId);
  return (
    <Stack gap="3" w="full" maxW="xl" mx="auto" textAlign="start">
      <Field.Root>
        <Field.Label>Find an account</Field.Label>
        <Input type="search" placeholder="Business name" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field.Root>
      {loading && !data ? <Skeleton height="24" /> : null}
      {error ? <ErrorAlert message={loadFailureMessage(error, 'The accounts could not be loaded. Please try again.')} /> : null}
      {data && accounts.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {term ? 'No account matches this name.' : 'No Net30 accounts yet.'}
        </Text>
      ) : null}
      {accounts.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Net30 accounts">
          {accounts.map((account) => (
            <HStack as="li" key={account.id} borderWidth="1px" rounded="md" px="3" py="2" justify="space-between" gap="3" flexWrap="wrap">
              <Box minW="0">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {account.businessName}
                </Text>
                <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
                  <Text>{account.ownerName ?? 'Client'}</Text>
                  <Text aria-hidden="true">·</Text>
                  <Text>Balance {formatCents(account.balanceCents)}</Text>
                  <StatusBadge status={account.status} labels={ACCOUNT_STATUS_LABELS} />
                </HStack>
              </Box>
              <Button size="sm" variant="outline" onClick={() => onChoose(account.ownerUserId!)}>
                View<Text srOnly>{` ${account.businessName}`}</Text>
              </Button>
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
