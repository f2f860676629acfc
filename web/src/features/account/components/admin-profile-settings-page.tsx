import { Box, Button, Card, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../backoffice/components/page-header';
import { PlatformSettingsForm } from '../../platform-settings/components/platform-settings-form';
import { MyAccountSections, TwoFactorRequiredAlert, WithMyAccount } from './my-account';
import { RecentSignIns } from './recent-sign-ins';

export type ProfileSettingsTab = 'account' | 'platform';

/** R5 `/admin/profile-settings`: *My account* (R29's sections + recent sign-ins) and *Platform*. */
export function AdminProfileSettingsPage({ tab, onTabChange }: { tab: ProfileSettingsTab; onTabChange(tab: ProfileSettingsTab): void }) {
  return (
    <Box>
      <PageHeader title="Profile & Platform Settings" subtitle="Your own account, and the settings of the whole platform." />
      <WithMyAccount>
        {(user) => (
          <Stack gap="4">
            {user.twoFactorSetupRequired ? <TwoFactorRequiredAlert /> : null}
            <Tabs.Root value={tab} onValueChange={(details) => onTabChange(details.value as ProfileSettingsTab)} variant="line" lazyMount unmountOnExit>
              <Tabs.List mb="4">
                <Tabs.Trigger value="account">My account</Tabs.Trigger>
                <Tabs.Trigger value="platform">Platform</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="account">
                <Stack gap="6">
                  <MyAccountSections user={{ ...user, twoFactorSetupRequired: false }} showAdminLink={false} />
                  <RecentSignIns />
                </Stack>
              </Tabs.Content>
              <Tabs.Content value="platform">
                <Stack gap="6">
                  <PlatformSettingsForm />
                  <Card.Root as="section" aria-label="Net30 fee box" variant="outline">
                    <Card.Body gap="2">
                      <Heading as="h3" size="md">
                        Net30 fee box
                      </Heading>
                      <Text fontSize="sm" color="fg.muted">
                        The Net30 membership fees and terms are set in the Net30 administration.
                      </Text>
                      <Button asChild variant="outline" size="sm" alignSelf="flex-start">
                        <Link to="/admin/net30" search={{ tab: 'settings' }}>
                          Open Net30 settings
                        </Link>
                      </Button>
                    </Card.Body>
                  </Card.Root>
                </Stack>
              </Tabs.Content>
            </Tabs.Root>
          </Stack>
        )}
      </WithMyAccount>
    </Box>
  );
}
