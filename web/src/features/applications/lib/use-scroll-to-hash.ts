import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Long enough for the slowest section's first answer; a hash nothing on the page names is then let go. */
const WAIT_FOR_TARGET_MS = 10_000;
/** After the target is found, sections still loading above it may push it down: keep it in place this long. */
const SETTLE_MS = 2_000;
/** Room left between the sticky header and the section brought into view. */
const HEADER_GAP_PX = 16;
const USER_SCROLL_EVENTS = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

/**
 * The dashboard's links name a place on the application page in the hash (a task, `#offers`, `#lenders-access`).
 * Each section loads on its own, so the target may appear after the page, and sections above it may load after it:
 * bring it into view as soon as it exists and keep it there while the page settles, unless the reader scrolls.
 */
export function useScrollToHash(): void {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!hash) return;
    let foundAt: number | null = null;
    const bringIntoView = () => {
      const target = document.getElementById(hash);
      if (!target) return;
      target.scrollIntoView?.({ block: 'start' });
      // The site header is sticky: a section without a scroll margin of its own would start under it.
      const covered = (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) - target.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy(0, -(covered + HEADER_GAP_PX));
      if (foundAt === null) {
        foundAt = Date.now();
        target.focus({ preventScroll: true });
      }
    };
    const observer = new MutationObserver(() => {
      if (foundAt !== null && Date.now() - foundAt > SETTLE_MS) stop();
      else bringIntoView();
    });
    const timer = setTimeout(() => stop(), WAIT_FOR_TARGET_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      for (const event of USER_SCROLL_EVENTS) window.removeEventListener(event, stop);
    }
    for (const event of USER_SCROLL_EVENTS) window.addEventListener(event, stop, { passive: true });
    observer.observe(document.body, { childList: true, subtree: true });
    bringIntoView();
    return stop;
  }, [hash]);
}
