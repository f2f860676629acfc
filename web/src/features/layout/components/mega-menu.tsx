import { Badge, Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import type { NavLink } from '../navigation';

export type MegaMenuId = 'services' | 'resources';

interface MegaMenuProps {
  id: MegaMenuId;
  label: string;
  children: ReactNode;
}

/**
 * A header menu as the browser's own popover: its button toggles it, opening one closes the other (both are `auto`
 * popovers, SPEC §4), Escape and a click outside close it and focus goes back to the button. No script is needed
 * for any of that, so it works on a static page as in the app. web/src/enhance.ts adds what HTML has no attribute
 * for (`data-hover-menu`): opening on hover after a delay, the grace period on leaving, closing when focus leaves
 * and when a link inside is followed.
 */
export function MegaMenu({ id, label, children }: MegaMenuProps) {
  const panelId = `${id}-menu`;
  return (
    <Box
      css={{
        // The open state drawn from the popover itself, so it shows before (or without) any script.
        '&:has(> [popover]:popover-open) > button': { bg: 'colorPalette.subtle' },
        '&:has(> [popover]:popover-open) .mega-menu-chevron': { transform: 'rotate(180deg)' },
      }}
    >
      <Button id={`${panelId}-trigger`} variant="ghost" popoverTarget={panelId} data-hover-menu-trigger="">
        {label}
        <ChevronDownIcon className="mega-menu-chevron" boxSize="4" transition="transform 0.2s" />
      </Button>
      <Box
        id={panelId}
        popover="auto"
        data-hover-menu=""
        // Full width right under the sticky header (h="16" at the top of the viewport), as a top-layer popover.
        position="fixed"
        inset="auto"
        top="16"
        insetInline="0"
        width="auto"
        maxH="calc(100dvh - var(--chakra-sizes-16))"
        overflowY="auto"
        bg="bg"
        color="fg"
        borderBottomWidth="1px"
        shadow="lg"
      >
        <Container maxW="7xl" py={6}>
          {children}
        </Container>
      </Box>
    </Box>
  );
}

export function MegaMenuLink({ link }: { link: NavLink }) {
  return (
    <Link to={link.to}>
      <Box p={3} rounded="md" _hover={{ bg: 'bg.muted' }}>
        <Stack direction="row" align="center" gap={2}>
          <Text fontWeight="semibold">{link.label}</Text>
          {link.badge ? (
            <Badge colorPalette={link.badge === 'Featured' ? 'blue' : 'green'} variant="solid" size="sm">
              {link.badge}
            </Badge>
          ) : null}
        </Stack>
        {link.description ? (
          <Text fontSize="sm" color="fg.muted">
            {link.description}
          </Text>
        ) : null}
      </Box>
    </Link>
  );
}

export function MegaMenuGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={1}>
      <Heading as="h3" size="xs" textTransform="uppercase" color="fg.muted" letterSpacing="wide" px={3}>
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap={1}>
        {children}
      </SimpleGrid>
    </Stack>
  );
}
