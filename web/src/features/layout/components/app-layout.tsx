import { Box, Flex } from '@chakra-ui/react';
import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Header, page and footer. Routes flagged `staticData.theme: 'dark'` (admin, client dashboard, lender) get the dark
 * theme and no footer (SPEC §2 Layout); Chakra's semantic tokens switch under the `dark` class.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const dark = useMatches({ select: (matches) => matches.some((match) => match.staticData.theme === 'dark') });

  return (
    <Flex
      direction="column"
      minH="100vh"
      className={dark ? 'dark' : 'light'}
      data-theme={dark ? 'dark' : 'light'}
      bg="bg"
      color="fg"
      colorScheme={dark ? 'dark' : 'light'}
    >
      <SiteHeader />
      <Box as="main" id="main" flex="1">
        {children}
      </Box>
      {dark ? null : <SiteFooter />}
    </Flex>
  );
}
