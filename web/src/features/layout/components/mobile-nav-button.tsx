import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { MenuIcon } from '../../../components/icons';
import type { SessionUser } from '../../auth/api/session';

const loadSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileNavSheet })));

/** The header's menu button below the large breakpoint; the side sheet itself loads on first use. */
export function MobileNavButton({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom="lg"
        px={2}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon boxSize="6" />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileNavSheet user={user} open={open} onOpenChange={setOpen} returnFocusTo={() => buttonRef.current} />
        </Suspense>
      ) : null}
    </>
  );
}
