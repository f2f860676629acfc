import { Box, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useStaffApplicationClientsQuery, type StaffApplicationClientsQuery } from '../api/staff-application.generated';
import { loadErrorMessage } from '../../applications/lib/error-message';

export type ClientChoice = StaffApplicationClientsQuery['staffApplicationClients'][number];

export interface ClientPickerProps {
  selected: ClientChoice | null;
  onSelect(client: ClientChoice | null): void;
  error?: string;
}

/** Waits for typing to pause before searching, so each keystroke does not query the server. */
function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** R12 "pick existing": search client accounts by username, e-mail or name and choose one. */
export function ClientPicker({ selected, onSelect, error }: ClientPickerProps) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 250);
  const { data, loading, error: loadError } = useStaffApplicationClientsQuery({ variables: { search: term }, skip: term.length < 2 || !!selected });
  const clients = data?.staffApplicationClients ?? [];

  if (selected) {
    return (
      <HStack justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="3" flexWrap="wrap">
        <Box minW="0">
          <Text fontWeight="medium">{[selected.firstName, selected.lastName].filter(Boolean).join(' ') || selected.username}</Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {selected.username} · {selected.email}
          </Text>
        </Box>
        <Button size="sm" variant="outline" onClick={() => onSelect(null)}>
          Change client
        </Button>
      </HStack>
    );
  }

  return (
    <Stack gap="2">
      <Field.Root invalid={!!error} required>
        <Field.Label>
          Find a client account
          <Field.RequiredIndicator />
        </Field.Label>
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Username, e-mail or name" autoComplete="off" />
        <Field.HelperText>Type at least 2 characters.</Field.HelperText>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      {loading && <Spinner size="sm" aria-label="Searching clients" />}
      {loadError && (
        <Text color="fg.error" role="alert">
          {loadErrorMessage(loadError, 'Clients could not be searched. Please try again.')}
        </Text>
      )}
      {term.length >= 2 && !loading && !loadError && data && clients.length === 0 && <Text color="fg.muted">No client account matches “{term}”.</Text>}
      {clients.length > 0 && (
        <Stack as="ul" aria-label="Matching clients" gap="1" listStyleType="none">
          {clients.map((client) => (
            <li key={client.id}>
              <Button variant="ghost" w="full" justifyContent="flex-start" h="auto" py="2" textAlign="start" onClick={() => onSelect(client)}>
                <Box minW="0">
                  <Text fontWeight="medium">{[client.firstName, client.lastName].filter(Boolean).join(' ') || client.username}</Text>
                  <Text fontSize="sm" color="fg.muted" whiteSpace="normal" wordBreak="break-all">
                    {client.username} · {client.email}
                  </Text>
                </Box>
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
