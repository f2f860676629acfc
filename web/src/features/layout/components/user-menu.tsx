import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { UserIcon } from '../../../components/icons';
import type { SessionUser } from '../../auth/api/session';
import { useSignOut } from '../../auth/api/use-auth-actions';
import { dashboardLinkByRole } from '../../auth/lib/roles';
import { useHasNetbuilderPlan } from '../api/member-plan';
import { useLayoutPortal } from './layout-portal';

/**
 * Signed-in header menu: username, the role's dashboard, Profile Settings, Sign Out (SPEC §2, §6); a client with a
 * NetBuilder plan also gets the credit builder dashboard.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const dashboard = dashboardLinkByRole[user.role];
  const hasPlan = useHasNetbuilderPlan(user);
  const portal = useLayoutPortal();

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`Account menu for ${user.username}`}>
          <UserIcon />
          {user.username}
        </Button>
      </Menu.Trigger>
      <Portal container={portal}>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Signed in as {user.username}</Menu.ItemGroupLabel>
              <Menu.Item value="dashboard" asChild>
                <Link to={dashboard.to}>{dashboard.label}</Link>
              </Menu.Item>
              {hasPlan ? (
                <Menu.Item value="credit-builder" asChild>
                  <Link to="/dashboard">Credit Builder Dashboard</Link>
                </Menu.Item>
              ) : null}
              <Menu.Item value="profile" asChild>
                <Link to="/profile">Profile Settings</Link>
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={() => void signOut()}>
              Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
