import { UAParser } from 'ua-parser-js';

/** "Chrome 131 on macOS" from a User-Agent header; "Unknown browser" when it says nothing recognisable. */
export function browserLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = UAParser(userAgent.slice(0, 512));
  const name = browser.name ? [browser.name, browser.major].filter(Boolean).join(' ') : null;
  const system = os.name ?? null;
  if (name && system) return `${name} on ${system}`;
  return name ?? (system ? `Unknown browser on ${system}` : 'Unknown browser');
}
