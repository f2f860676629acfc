import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, in plain words ("No applications match these filters"). */
  title: string;
  /** What to do about it, or why the list is empty. */
  description?: ReactNode;
  /** Buttons such as *Clear filters* or *Add a lender*. */
  actions?: ReactNode;
}

/** An empty list or panel that looks intended: a message, a hint, and what the user can do next (BACKOFFICE.md §0). */
export function EmptyState({ title, description, actions }: EmptyStateProps) {
  return (
    <Box role="status" textAlign="center" px="6" py={{ base: '8', md: '10' }} borderWidth="1px" borderStyle="dashed" rounded="lg">
      <Text fontWeight="semibold">{title}</Text>
      {description ? (
        <Text mt="1" fontSize="sm" color="fg.muted" maxW="md" mx="auto">
          {description}
        </Text>
      ) : null}
      {actions ? (
        <HStack mt="4" gap="2" justify="center" flexWrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </Box>
  );
}
