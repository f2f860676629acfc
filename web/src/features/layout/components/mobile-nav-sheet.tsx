import { Button, CloseButton, Drawer, Heading, Portal, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '../../auth/api/session';
import { useSignOut } from '../../auth/api/use-auth-actions';
import { dashboardLinkByRole } from '../../auth/lib/roles';
import { GetFundedButton } from '../../../components/get-funded-button';
import { useHasNetbuilderPlan } from '../api/member-plan';
import { siteMapGroups } from '../navigation';
import { useLayoutPortal } from './layout-portal';

export interface MobileNavSheetProps {
  user: SessionUser | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus returns when the sheet closes (the header's menu button). */
  returnFocusTo(): HTMLElement | null;
}

/**
 * Mobile slide-in side sheet: 300 px wide, 350 px from the small breakpoint (SPEC §9). Loaded on first use by
 * `MobileNavButton`, so its dialog machinery stays out of the first bundle.
 */
export function MobileNavSheet({ user, open, onOpenChange, returnFocusTo }: MobileNavSheetProps) {
  const signOut = useSignOut();
  const hasPlan = useHasNetbuilderPlan(user);
  const portal = useLayoutPortal();
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      finalFocusEl={returnFocusTo}
    >
      <Portal container={portal}>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content width={{ base: '300px', sm: '350px' }} maxW="100vw" data-testid="mobile-nav">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap={6}>
                {user ? (
                  <Stack gap={1}>
                    <Heading as="h2" size="sm">
                      Signed in as {user.username}
                    </Heading>
                    <Link to={dashboardLinkByRole[user.role].to} onClick={close}>
                      {dashboardLinkByRole[user.role].label}
                    </Link>
                    {hasPlan ? (
                      <Link to="/dashboard" onClick={close}>
                        Credit Builder Dashboard
                      </Link>
                    ) : null}
                    <Link to="/profile" onClick={close}>
                      Profile Settings
                    </Link>
                  </Stack>
                ) : null}
                {siteMapGroups.map((group) => (
                  <Stack key={group.title} gap={2}>
                    <Heading as="h2" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                      {group.title}
                    </Heading>
                    {group.links.map((link) => (
                      <Link key={link.to} to={link.to} onClick={close}>
                        {link.label}
                      </Link>
                    ))}
                  </Stack>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch">
              {user ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    close();
                    void signOut();
                  }}
                >
                  Sign Out
                </Button>
              ) : (
                <>
                  <Button asChild variant="outline">
                    <Link to="/auth" onClick={close}>
                      Sign In
                    </Link>
                  </Button>
                  <GetFundedButton />
                </>
              )}
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
