import { Box, Theme } from '@chakra-ui/react';
import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Header, page and footer. Routes flagged `staticData.theme: 'dark'` (admin, client dashboard, lender) get the dark
 * theme and no footer (SPEC §2 Layout); Chakra's `Theme` switches the semantic tokens for everything inside.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const dark = useMatches({ select: (matches) => matches.some((match) => match.staticData.theme === 'dark') });

  return (
    <Theme appearance={dark ? 'dark' : 'light'} display="flex" flexDirection="column" minH="100vh">
      <SiteHeader />
      <Box as="main" id="main" flex="1">
        {children}
      </Box>
      {dark ? null : <SiteFooter />}
    </Theme>
  );
}
