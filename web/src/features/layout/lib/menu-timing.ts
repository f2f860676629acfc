/**
 * SPEC §9: a header menu opens 100 ms after the mouse rests on its button and stays open for a 300 ms grace period
 * after the mouse leaves it. Shared by the header's markup and web/src/enhance.ts, which does the hovering: this module
 * must stay free of imports (enhance.ts never pulls React, Chakra or the router into a static page).
 */
export const MENU_OPEN_DELAY_MS = 100;
export const MENU_POINTER_GRACE_MS = 300;
