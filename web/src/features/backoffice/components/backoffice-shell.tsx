import { Box, Button, CloseButton, Drawer, Flex, Portal, Text } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { MenuIcon } from '../../../components/icons';
import { useLayoutPortal } from '../../layout/components/layout-portal';
import { adminNavGroups, currentAdminLink } from '../admin-navigation';
import { AdminSideNav } from './admin-side-nav';

/** Height of the site header (sticky, `h="16"`): the side bar and the phone bar stick just below it. */
const HEADER_HEIGHT = '4rem';

/**
 * The admin pages' frame: a side bar on wide screens; below the large breakpoint a slim bar under the header whose
 * button opens the same navigation in a drawer. The page itself gets the rest of the width.
 */
export function BackofficeShell({ children }: { children: ReactNode }) {
  return (
    <Flex minH={`calc(100dvh - ${HEADER_HEIGHT})`} align="stretch">
      <Box
        data-testid="backoffice-sidebar"
        hideBelow="lg"
        w="60"
        flexShrink={0}
        bg="bg.subtle"
        borderRightWidth="1px"
        _print={{ display: 'none' }}
      >
        <Box position="sticky" top={HEADER_HEIGHT} maxH={`calc(100dvh - ${HEADER_HEIGHT})`} overflowY="auto">
          <AdminSideNav />
        </Box>
      </Box>
      <Box flex="1" minW="0">
        <PhoneNavBar />
        <Box px={{ base: '4', md: '6', xl: '8' }} py={{ base: '5', md: '7' }} maxW="7xl">
          {children}
        </Box>
      </Box>
    </Flex>
  );
}

/** Below the large breakpoint: the current section's name and the button that opens the navigation drawer. */
function PhoneNavBar() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const portal = useLayoutPortal();
  const pathname = useLocation({ select: (location) => location.pathname });
  const currentLabel = currentSectionLabel(pathname);

  return (
    <Flex
      hideFrom="lg"
      position="sticky"
      top={HEADER_HEIGHT}
      zIndex="docked"
      align="center"
      gap="2"
      px="2"
      py="1.5"
      bg="bg.subtle"
      borderBottomWidth="1px"
      _print={{ display: 'none' }}
    >
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        Back office menu
      </Button>
      {currentLabel ? (
        <Text fontSize="sm" color="fg.muted" truncate>
          {currentLabel}
        </Text>
      ) : null}
      <Drawer.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        placement="start"
        finalFocusEl={() => buttonRef.current}
        lazyMount
        unmountOnExit
      >
        <Portal container={portal}>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content width="280px" maxW="85vw">
              <Drawer.Header borderBottomWidth="1px" py="3">
                <Drawer.Title fontSize="md">Back office</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="0" py="0">
                <AdminSideNav onNavigate={() => setOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close back office menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}

/** The side-bar label of the open page (or of its parent), for the phone bar. */
function currentSectionLabel(pathname: string): string | undefined {
  const current = currentAdminLink(pathname);
  return adminNavGroups.flatMap((group) => group.links).find((link) => link.to === current?.to)?.label;
}
