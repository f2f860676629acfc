import { Button } from '@chakra-ui/react';
import { MenuIcon } from '../../../components/icons';
import type { SessionUser } from '../../auth/api/session';
import { MOBILE_NAV_ID, MobileNavSheet } from './mobile-nav-sheet';

/** The header's menu button below the large breakpoint and the side sheet it opens (a popover: no script needed). */
export function MobileNavButton({ user }: { user: SessionUser | null }) {
  return (
    <>
      <Button
        variant="ghost"
        aria-label="Open menu"
        aria-haspopup="dialog"
        popoverTarget={MOBILE_NAV_ID}
        hideFrom="lg"
        px={2}
      >
        <MenuIcon boxSize="6" />
      </Button>
      <MobileNavSheet user={user} />
    </>
  );
}
