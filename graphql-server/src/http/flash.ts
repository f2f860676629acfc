import type { Request, Response } from 'express';
import { FLASH_COOKIE, FLASH_MAX_AGE_SECONDS, type FlashEvent } from '../../../shared/flash.js';

/** Leaves a one-time notice for the next page of the app (shared/flash.ts): readable by the page's script by design. */
export function setFlash(req: Request, res: Response, event: FlashEvent): void {
  res.cookie(FLASH_COOKIE, event, {
    maxAge: FLASH_MAX_AGE_SECONDS * 1000,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    httpOnly: false,
  });
}
