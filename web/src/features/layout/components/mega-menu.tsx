import { Badge, Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import type { NavLink } from '../navigation';

/** SPEC §9: hover opens after 100 ms; leaving keeps the menu open for a 300 ms grace period. */
export const MENU_OPEN_DELAY_MS = 100;
export const MENU_POINTER_GRACE_MS = 300;

export type MegaMenuId = 'services' | 'resources';

/**
 * State of the header's mega-menus: at most one open (SPEC §4), click toggles, hover opens and closes with the
 * delays above, Escape and a click outside `containerRef` close.
 */
export function useMegaMenus() {
  const [openMenu, setOpenMenu] = useState<MegaMenuId | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const cancelPending = useCallback(() => clearTimeout(timer.current), []);
  const close = useCallback(() => {
    cancelPending();
    setOpenMenu(null);
  }, [cancelPending]);

  useEffect(() => {
    if (!openMenu) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      document.getElementById(`${openMenu}-menu-trigger`)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openMenu, close]);

  useEffect(() => cancelPending, [cancelPending]);

  return {
    containerRef,
    openMenu,
    close,
    toggle(id: MegaMenuId) {
      cancelPending();
      setOpenMenu((current) => (current === id ? null : id));
    },
    pointerEnter(id: MegaMenuId) {
      cancelPending();
      if (openMenu !== id) timer.current = setTimeout(() => setOpenMenu(id), MENU_OPEN_DELAY_MS);
    },
    pointerLeave() {
      cancelPending();
      timer.current = setTimeout(() => setOpenMenu(null), MENU_POINTER_GRACE_MS);
    },
  };
}

interface MegaMenuProps {
  id: MegaMenuId;
  label: string;
  menus: ReturnType<typeof useMegaMenus>;
  children: ReactNode;
}

/** A disclosure button and its full-width panel (positioned against the sticky header). */
export function MegaMenu({ id, label, menus, children }: MegaMenuProps) {
  const open = menus.openMenu === id;
  const hoverHandlers = {
    onPointerEnter: (event: React.PointerEvent) => event.pointerType === 'mouse' && menus.pointerEnter(id),
    onPointerLeave: (event: React.PointerEvent) => event.pointerType === 'mouse' && menus.pointerLeave(),
  };

  return (
    <Box
      onBlur={(event) => {
        // Keyboard users tabbing out of the trigger and its panel close it.
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) menus.close();
      }}
    >
      <Button
        id={`${id}-menu-trigger`}
        variant="ghost"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => menus.toggle(id)}
        {...hoverHandlers}
      >
        {label}
        <ChevronDownIcon boxSize="4" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" />
      </Button>
      <Box
        id={`${id}-menu`}
        hidden={!open}
        position="absolute"
        insetInline="0"
        top="100%"
        bg="bg"
        borderBottomWidth="1px"
        shadow="lg"
        {...hoverHandlers}
      >
        <Container maxW="7xl" py={6}>
          {children}
        </Container>
      </Box>
    </Box>
  );
}

export function MegaMenuLink({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  return (
    <Link to={link.to} onClick={onNavigate}>
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
