import { Box, Button, chakra, CloseButton, Heading, Stack, useSlotRecipe } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '../../auth/api/session';
import { dashboardLinkByRole } from '../../auth/lib/roles';
import { GetFundedButton } from '../../../components/get-funded-button';
import { useHasNetbuilderPlan } from '../api/member-plan';
import { siteMapGroups } from '../navigation';
import { SignOutForm } from './sign-out-form';

export const MOBILE_NAV_ID = 'mobile-nav';
const TITLE_ID = `${MOBILE_NAV_ID}-title`;

/**
 * Mobile slide-in side sheet: 300 px wide, 350 px from the small breakpoint (SPEC §9), in Chakra's drawer look. The
 * browser's own popover: the header's menu button opens it, its close button, Escape and a click on the backdrop
 * close it, with no script; web/src/enhance.ts moves focus into it and closes it when a link inside is followed.
 */
export function MobileNavSheet({ user }: { user: SessionUser | null }) {
  const hasPlan = useHasNetbuilderPlan(user);
  const styles = useSlotRecipe({ key: 'drawer' })({ placement: 'end' });

  return (
    <Box
      id={MOBILE_NAV_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={TITLE_ID}
      data-testid="mobile-nav"
      css={[
        styles.content,
        {
          // Flex only while open: the drawer's display: flex would beat a closed popover's display: none.
          display: 'none',
          position: 'fixed',
          inset: 'auto',
          insetBlock: 0,
          insetInlineEnd: 0,
          margin: 0,
          height: '100dvh',
          width: { base: '300px', sm: '350px' },
          maxW: '100vw',
          // Slides in from the right and out again, the backdrop fading (the drawer's own timings).
          transform: 'translateX(100%)',
          transitionProperty: 'transform, overlay, display',
          transitionDuration: 'slower',
          transitionTimingFunction: 'ease-in-smooth',
          transitionBehavior: 'allow-discrete',
          '&::backdrop': {
            bg: 'blackAlpha.500',
            opacity: 0,
            transitionProperty: 'opacity, overlay, display',
            transitionDuration: 'moderate',
            transitionBehavior: 'allow-discrete',
          },
          '&:popover-open': {
            display: 'flex',
            transform: 'none',
            transitionDuration: 'slowest',
            '&::backdrop': { opacity: 1, transitionDuration: 'slow' },
          },
          '@starting-style': {
            '&:popover-open': { transform: 'translateX(100%)', '&::backdrop': { opacity: 0 } },
          },
          // The page behind does not scroll while the sheet is open.
          'html:has(&:popover-open)': { overflow: 'hidden' },
          // No sliding for visitors who prefer reduced motion: it appears and goes at once (the open state too).
          '@media (prefers-reduced-motion: reduce)': {
            '&, &:popover-open, &::backdrop, &:popover-open::backdrop': { transitionDuration: '0s' },
          },
        },
      ]}
    >
      <chakra.div css={styles.header}>
        <chakra.h2 id={TITLE_ID} css={styles.title}>
          Menu
        </chakra.h2>
      </chakra.div>
      <chakra.div css={styles.body}>
        <Stack as="nav" aria-label="Mobile" gap={6}>
          {user ? (
            <Stack gap={1}>
              <Heading as="h2" size="sm">
                Signed in as {user.username}
              </Heading>
              <Link to={dashboardLinkByRole[user.role].to}>{dashboardLinkByRole[user.role].label}</Link>
              {hasPlan ? <Link to="/dashboard">Credit Builder Dashboard</Link> : null}
              <Link to="/profile">Profile Settings</Link>
            </Stack>
          ) : null}
          {siteMapGroups.map((group) => (
            <Stack key={group.title} gap={2}>
              <Heading as="h2" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                {group.title}
              </Heading>
              {group.links.map((link) => (
                <Link key={link.to} to={link.to}>
                  {link.label}
                </Link>
              ))}
            </Stack>
          ))}
        </Stack>
      </chakra.div>
      <chakra.div css={[styles.footer, { flexDirection: 'column', alignItems: 'stretch' }]}>
        {user ? (
          <SignOutForm>
            <Button type="submit" variant="outline" width="full">
              Sign Out
            </Button>
          </SignOutForm>
        ) : (
          <>
            <Button asChild variant="outline">
              <Link to="/auth">Sign In</Link>
            </Button>
            <GetFundedButton />
          </>
        )}
      </chakra.div>
      <CloseButton
        size="sm"
        aria-label="Close menu"
        popoverTarget={MOBILE_NAV_ID}
        popoverTargetAction="hide"
        css={styles.closeTrigger}
      />
    </Box>
  );
}
