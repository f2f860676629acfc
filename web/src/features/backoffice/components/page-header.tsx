import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one `h1` (focus moves to it after navigation). */
  title: ReactNode;
  /** One line under the title: what the page is for, or the record's key facts. */
  subtitle?: ReactNode;
  /** Small text above the title, e.g. a record number or the section's name. */
  eyebrow?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
}

/** The top of every back-office page: eyebrow, title, subtitle and the page's actions. */
export function PageHeader({ title, subtitle, eyebrow, actions }: PageHeaderProps) {
  return (
    <Flex
      as="header"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      justify="space-between"
      gap={{ base: '3', md: '6' }}
      mb={{ base: '5', md: '6' }}
    >
      <Box minW="0">
        {eyebrow ? (
          <Text fontSize="sm" fontWeight="medium" color="fg.muted" mb="1">
            {eyebrow}
          </Text>
        ) : null}
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
          {title}
        </Heading>
        {subtitle ? (
          <Text mt="1" color="fg.muted">
            {subtitle}
          </Text>
        ) : null}
      </Box>
      {actions ? (
        <HStack gap="2" flexWrap="wrap" flexShrink={0} data-testid="page-header-actions">
          {actions}
        </HStack>
      ) : null}
    </Flex>
  );
}
