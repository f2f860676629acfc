import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Role } from '../../../generated/graphql';
import { useSessionUser } from '../../auth/api/use-session-user';
import { upcomingScreens, type UpcomingScreenPath } from '../upcoming-screens';
import { PageHeader } from './page-header';

const backLinkByRole = {
  admin: { to: '/admin/dashboard', label: 'Back to the admin dashboard' },
  client: { to: '/client/dashboard', label: 'Back to My Dashboard' },
  lender: { to: '/lender/dashboard', label: 'Back to the lender dashboard' },
} as const satisfies Record<Role, { to: string; label: string }>;

const HOME_LINK = { to: '/', label: 'Go to the NetFund home page' } as const;

/**
 * A page whose screen a later issue builds: its title, what it will hold (`upcoming-screens.ts`) and a way back:
 * the admin dashboard from admin pages, the user's own dashboard from the others, the home page from a dashboard.
 */
export function UpcomingScreenPage({ path }: { path: UpcomingScreenPath }) {
  const { user } = useSessionUser();
  const screen = upcomingScreens[path];
  const inBackOffice = path.startsWith('/admin/');
  const back = backLinkFor(path, inBackOffice ? 'admin' : user?.role);
  const panelTitleId = useId();

  const content = (
    <>
      <PageHeader title={screen.title} subtitle={screen.purpose} />
      <Box
        as="section"
        aria-labelledby={panelTitleId}
        // BACKOFFICE.md's screen number, for whoever builds it; users have no use for it.
        data-screen={screen.screen}
        maxW="3xl"
        bg="bg.subtle"
        borderWidth="1px"
        rounded="lg"
        p={{ base: '4', md: '6' }}
      >
        <Heading as="h2" id={panelTitleId} size="md" mb="1">
          Coming soon
        </Heading>
        <Text color="fg.muted" mb="3">
          This screen is being built. It will hold:
        </Text>
        <Box as="ul" listStyleType="disc" ps="5" mb="5" display="grid" gap="2">
          {screen.holds.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
        <Button asChild variant="outline" size="sm">
          <Link to={back.to}>
            <span aria-hidden="true">←</span>
            {back.label}
          </Link>
        </Button>
      </Box>
    </>
  );

  // Admin pages sit in the back office's frame, which pads them; the others get the site's page container.
  return inBackOffice ? content : <Container maxW="5xl" py={{ base: 8, md: 12 }}>{content}</Container>;
}

function backLinkFor(path: string, role: Role | undefined): { to: string; label: string } {
  const back = role ? backLinkByRole[role] : HOME_LINK;
  // On a dashboard itself, "back to the dashboard" would go nowhere.
  return back.to === path ? HOME_LINK : back;
}
