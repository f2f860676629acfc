/**
 * A deferred page (server-rendered, its forms posting to the server: `/auth`, contact, the credit applications) does
 * not load the app with its HTML. The server names the app's entry in `<html data-app-entry>`; it is imported on the
 * visitor's first touch (a pointer, a key, focus), so a visitor who only reads pays for no JavaScript, and one who
 * starts filling a form gets the app's validation and toasts a moment later. A form sent before that still works: it
 * posts to the server. Part of web/src/enhance.ts (vanilla: no React, no Chakra).
 */
const FIRST_TOUCH = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

export function loadAppOnFirstTouch(
  root: HTMLElement = document.documentElement,
  load: (entry: string) => unknown = importEntry,
): void {
  const entry = root.dataset.appEntry;
  if (!entry) return;
  // Once: a second run of enhance.ts finds nothing to do.
  delete root.dataset.appEntry;
  const start = () => {
    for (const type of FIRST_TOUCH) root.ownerDocument.removeEventListener(type, start, true);
    load(entry);
  };
  // Focus already inside the page (autofocus, a restored tab) counts as a touch.
  const active = root.ownerDocument.activeElement;
  if (active && active !== root.ownerDocument.body && active !== root) {
    start();
    return;
  }
  for (const type of FIRST_TOUCH) root.ownerDocument.addEventListener(type, start, { capture: true, passive: true });
}

function importEntry(entry: string): Promise<unknown> {
  return import(/* @vite-ignore */ entry);
}
