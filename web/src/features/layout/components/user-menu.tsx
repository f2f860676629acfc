import { Box, Button, chakra, useSlotRecipe } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { UserIcon } from '../../../components/icons';
import type { SessionUser } from '../../auth/api/session';
import { dashboardLinkByRole } from '../../auth/lib/roles';
import { useHasNetbuilderPlan } from '../api/member-plan';
import { SignOutForm } from './sign-out-form';

const MENU_ID = 'user-menu';

/**
 * Signed-in header menu: username, the role's dashboard, Profile Settings, Sign Out (SPEC §2, §6); a client with a
 * NetBuilder plan also gets the credit builder dashboard. The browser's own popover (its button toggles it, Escape and
 * a click outside close it), in Chakra's menu look; web/src/enhance.ts adds the arrow keys of a menu and closes it
 * when an item is chosen.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const dashboard = dashboardLinkByRole[user.role];
  const hasPlan = useHasNetbuilderPlan(user);
  const styles = useSlotRecipe({ key: 'menu' })({});
  const item = [styles.item, { _hover: { bg: 'bg.emphasized/60' }, _focusVisible: { bg: 'bg.emphasized/60' } }];

  return (
    <>
      <Button
        id={`${MENU_ID}-trigger`}
        variant="outline"
        size="sm"
        aria-label={`Account menu for ${user.username}`}
        aria-haspopup="menu"
        popoverTarget={MENU_ID}
        css={{ anchorName: '--user-menu-trigger' }}
      >
        <UserIcon />
        {user.username}
      </Button>
      <Box
        id={MENU_ID}
        popover="auto"
        role="menu"
        aria-labelledby={`${MENU_ID}-trigger`}
        tabIndex={-1}
        minW="48"
        css={[
          styles.content,
          {
            // Under the button's right edge, 8 px below it (Chakra's menu placement "bottom-end").
            position: 'fixed',
            inset: 'auto',
            margin: 0,
            // Without anchor positioning: the button ends the header's 7xl container (lg and up only).
            top: 'calc((var(--chakra-sizes-16) + var(--chakra-sizes-9)) / 2 + 8px)',
            right:
              'max(var(--chakra-spacing-8), calc((100vw - var(--chakra-sizes-7xl)) / 2 + var(--chakra-spacing-8)))',
            '@supports (position-anchor: --a)': {
              positionAnchor: '--user-menu-trigger',
              top: 'calc(anchor(bottom) + 8px)',
              right: 'anchor(right)',
            },
          },
        ]}
      >
        <div role="group" aria-labelledby={`${MENU_ID}-group`}>
          <chakra.div id={`${MENU_ID}-group`} css={styles.itemGroupLabel}>
            Signed in as {user.username}
          </chakra.div>
          <chakra.a asChild css={item}>
            <Link to={dashboard.to} role="menuitem">
              {dashboard.label}
            </Link>
          </chakra.a>
          {hasPlan ? (
            <chakra.a asChild css={item}>
              <Link to="/dashboard" role="menuitem">
                Credit Builder Dashboard
              </Link>
            </chakra.a>
          ) : null}
          <chakra.a asChild css={item}>
            <Link to="/profile" role="menuitem">
              Profile Settings
            </Link>
          </chakra.a>
        </div>
        <chakra.hr css={styles.separator} />
        <SignOutForm>
          <chakra.button type="submit" role="menuitem" css={item}>
            Sign Out
          </chakra.button>
        </SignOutForm>
      </Box>
    </>
  );
}
