import { FLASH_COOKIE, isFlashEvent, type FlashEvent } from '../../../shared/flash';

/** The notice the server left for this page (shared/flash.ts), read once: the cookie is cleared at once. */
export function takeFlash(doc: Document = document): FlashEvent | undefined {
  const value = doc.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${FLASH_COOKIE}=`))
    ?.slice(FLASH_COOKIE.length + 1);
  if (value === undefined) return undefined;
  doc.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return isFlashEvent(value) ? value : undefined;
}
