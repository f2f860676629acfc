import { Box, Theme } from '@chakra-ui/react';
import { useMatches } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import { useFocusHeadingOnNavigation } from '../lib/focus-on-navigation';
import { HydrationGate } from './hydration-gate';
import { LayoutPortalContext } from './layout-portal';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_ID = 'main';

/**
 * Skip link, header, page and footer. Routes flagged `staticData.theme: 'dark'` (admin, client dashboard, lender) get
 * the dark theme and no footer (SPEC §2 Layout); Chakra's `Theme` switches the semantic tokens for everything inside,
 * including the menus and sheets that portal into it.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const dark = useMatches({ select: (matches) => matches.some((match) => match.staticData.theme === 'dark') });
  const themedRoot = useRef<HTMLDivElement>(null);
  useFocusHeadingOnNavigation(MAIN_ID);

  return (
    <Theme ref={themedRoot} appearance={dark ? 'dark' : 'light'} display="flex" flexDirection="column" minH="100vh">
      <LayoutPortalContext.Provider value={themedRoot}>
        <HydrationGate>
          <SkipLink target={MAIN_ID} />
          <SiteHeader />
          <Box
            as="main"
            id={MAIN_ID}
            tabIndex={-1}
            flex="1"
            // Focus lands here from the skip link and on headings after navigation: no ring around the whole page.
            css={{ '&:focus, & h1[tabindex="-1"]:focus': { outline: 'none' } }}
          >
            {children}
          </Box>
          {dark ? null : <SiteFooter />}
        </HydrationGate>
      </LayoutPortalContext.Provider>
    </Theme>
  );
}

/** WCAG 2.4.1: the first focusable element; hidden until focused, then shown above the sticky header. */
function SkipLink({ target }: { target: string }) {
  return (
    <Box
      asChild
      position="fixed"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="blue.700"
      color="white"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focus={{ transform: 'none', shadow: 'lg', outline: '2px solid', outlineColor: 'blue.300', outlineOffset: '2px' }}
      _print={{ display: 'none' }}
    >
      <a
        href={`#${target}`}
        onClick={(event) => {
          // Focus the main content without touching the URL (the router owns it).
          event.preventDefault();
          document.getElementById(target)?.focus();
        }}
      >
        Skip to main content
      </a>
    </Box>
  );
}
