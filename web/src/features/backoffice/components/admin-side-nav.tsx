import { Box, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { useId } from 'react';
import { adminNavGroups, currentAdminLink, type AdminNavGroup } from '../admin-navigation';

/**
 * The back office's navigation: every admin route in labelled groups. The open page is `aria-current="page"`; a page
 * that is not in the bar (it has an id) marks its parent link `aria-current="true"`. Plain links in document order,
 * so Tab walks them and Enter follows one.
 */
export function AdminSideNav({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const current = currentAdminLink(pathname);

  return (
    <Stack as="nav" aria-label="Back office" gap="5" py="4" px="3">
      {adminNavGroups.map((group) => (
        <NavGroup key={group.title} group={group} current={current} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}

function NavGroup({
  group,
  current,
  onNavigate,
}: {
  group: AdminNavGroup;
  current: ReturnType<typeof currentAdminLink>;
  onNavigate?: () => void;
}) {
  const labelId = useId();
  const holdsCurrent = group.links.some((link) => link.to === current?.to);

  return (
    <Box>
      <Text
        id={labelId}
        px="3"
        mb="1.5"
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color={holdsCurrent ? 'fg' : 'fg.muted'}
      >
        {group.title}
      </Text>
      <Stack as="ul" aria-labelledby={labelId} gap="0.5" listStyleType="none">
        {group.links.map((link) => {
          const state = link.to === current?.to ? current.state : undefined;
          return (
            <li key={link.to}>
              <Box
                asChild
                display="block"
                position="relative"
                px="3"
                py="1.5"
                rounded="md"
                fontSize="sm"
                // The open page is filled; the parent of a page that is not in the bar only gets the edge bar.
                color={state === 'page' ? 'blue.fg' : state === 'parent' ? 'fg' : 'fg.muted'}
                bg={state === 'page' ? 'blue.subtle' : undefined}
                fontWeight={state ? 'semibold' : 'medium'}
                _hover={{ bg: state === 'page' ? 'blue.muted' : 'bg.muted', color: state === 'page' ? 'blue.fg' : 'fg' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '1px' }}
                // The current link also carries a bar on its edge: the highlight is not colour alone (WCAG 1.4.1).
                _before={
                  state
                    ? { content: '""', position: 'absolute', left: '0', top: '1.5', bottom: '1.5', w: '3px', rounded: 'full', bg: 'blue.solid' }
                    : undefined
                }
              >
                <Link
                  to={link.to}
                  // The router marks an exact match `aria-current="page"` itself (any query string: ?tab= is the same page).
                  activeOptions={{ exact: true, includeSearch: false }}
                  aria-current={state === 'parent' ? 'true' : undefined}
                  onClick={onNavigate}
                >
                  {link.label}
                </Link>
              </Box>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
