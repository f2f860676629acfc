import { Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LOGIN_REQUIRED } from '../api/use-select-plan';

export const LOGIN_REQUIRED_NOTICE_ID = 'netbuilder-login-required';

/**
 * SPEC §4: Select Plan while signed out answers 'Login Required'. /netbuilder is a static page for signed-out visitors
 * (no app runs), so the answer is a native popover that each Select Plan button opens (`popovertarget`), placed and
 * styled like the app's toasts; Escape, a click outside or its close button dismiss it.
 */
export function LoginRequiredNotice() {
  return (
    <Box
      id={LOGIN_REQUIRED_NOTICE_ID}
      popover="auto"
      role="status"
      aria-labelledby={`${LOGIN_REQUIRED_NOTICE_ID}-title`}
      // The popover's own UA box (centred, inset 0) replaced by the toaster's place: bottom end, above the page.
      css={{
        position: 'fixed',
        inset: 'auto',
        bottom: '4',
        insetInlineEnd: '4',
        insetInlineStart: { base: '4', md: 'auto' },
        margin: 0,
      }}
      width={{ md: 'sm' }}
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="red.500"
      borderInlineStartWidth="4px"
      rounded="l2"
      shadow="lg"
      p={4}
    >
      <HStack align="start" gap={3}>
        <Stack gap={1} flex="1">
          <Text id={`${LOGIN_REQUIRED_NOTICE_ID}-title`} fontWeight="semibold">
            {LOGIN_REQUIRED.title}
          </Text>
          <Text fontSize="sm">{LOGIN_REQUIRED.description}</Text>
          <Button asChild size="xs" colorPalette="blue" alignSelf="flex-start" mt={2}>
            <Link to="/auth" search={{ redirect: '/netbuilder' }}>
              Log In
            </Link>
          </Button>
        </Stack>
        <CloseButton
          size="xs"
          aria-label="Dismiss"
          popoverTarget={LOGIN_REQUIRED_NOTICE_ID}
          popoverTargetAction="hide"
        />
      </HStack>
    </Box>
  );
}
