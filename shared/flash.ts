/**
 * A notice the next page of the app shows once, for a form the browser posted itself (no JavaScript yet) that succeeded
 * with a redirect: the server sets the cookie with the 303 (graphql-server/src/http/page-forms/), the app reads and
 * clears it when it starts (web/src/lib/flash.ts) and shows the same toast it shows after its own submit.
 */
export const FLASH_COOKIE = 'nf_flash';

export const FLASH_EVENTS = ['signed-in', 'registered'] as const;
export type FlashEvent = (typeof FLASH_EVENTS)[number];

/** Long enough to survive the redirect and the app's start on a slow phone; short enough never to surprise later. */
export const FLASH_MAX_AGE_SECONDS = 60;

export function isFlashEvent(value: string | undefined): value is FlashEvent {
  return (FLASH_EVENTS as readonly string[]).includes(value ?? '');
}
