import { Popover, Portal, Text, chakra } from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { useLayoutPortal } from '../../layout/components/layout-portal';

/**
 * A figure's formula behind a small "?" button (a toggletip: opens on click, tap or Enter, closes with Escape or a
 * click elsewhere), so it works on phones too. The popover's recipe comes with this chunk, not the first bundle.
 */
export function FormulaTip({ label, formula }: { label: string; formula: string }) {
  const portal = useLayoutPortal();
  return (
    <Popover.Root recipe={popoverSlotRecipe} positioning={{ placement: 'top' }} size="sm" lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <chakra.button
          type="button"
          aria-label={`How ${label} is computed`}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="4"
          ms="1"
          rounded="full"
          borderWidth="1px"
          borderColor="border.emphasized"
          color="fg.muted"
          fontSize="2xs"
          fontWeight="bold"
          lineHeight="1"
          verticalAlign="middle"
          cursor="help"
          _hover={{ color: 'fg' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
        >
          ?
        </chakra.button>
      </Popover.Trigger>
      <Portal container={portal}>
        <Popover.Positioner>
          <Popover.Content maxW="min(20rem, calc(100vw - 2rem))">
            <Popover.Body p="3">
              <Text fontWeight="semibold" fontSize="sm" textTransform="none" letterSpacing="normal">
                {label}
              </Text>
              <Text fontSize="sm" textTransform="none" letterSpacing="normal" fontWeight="normal" whiteSpace="normal">
                {formula}
              </Text>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
