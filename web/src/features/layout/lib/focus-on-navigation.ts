import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * After a client-side navigation to another page, focus moves to the new page's heading (its `h1`, made focusable
 * with tabindex -1), so keyboard and screen-reader users start reading the new page instead of staying on a link that
 * is gone. Not on the first load (the browser starts at the top of the document), not for a change of query or hash
 * alone. Pages that show their heading only once their data arrives get focus when it appears, unless the user has
 * moved focus or navigated on meanwhile.
 */
export function useFocusHeadingOnNavigation(mainId: string): void {
  const router = useRouter();

  useEffect(() => {
    let stopWaiting = () => {};

    const unsubscribe = router.subscribe('onRendered', (event) => {
      stopWaiting();
      if (!event.fromLocation || !event.pathChanged) return;
      const main = document.getElementById(mainId);
      if (!main) return;
      if (focusHeading(main)) return;

      const observer = new MutationObserver(() => {
        if (focusHeading(main)) stopWaiting();
      });
      // The user acting first wins: their focus or click is never taken away when the heading shows up.
      const onUserFocus = () => stopWaiting();
      stopWaiting = () => {
        observer.disconnect();
        document.removeEventListener('pointerdown', onUserFocus, true);
        document.removeEventListener('keydown', onUserFocus, true);
        stopWaiting = () => {};
      };
      observer.observe(main, { childList: true, subtree: true });
      document.addEventListener('pointerdown', onUserFocus, true);
      document.addEventListener('keydown', onUserFocus, true);
    });

    return () => {
      stopWaiting();
      unsubscribe();
    };
  }, [router, mainId]);
}

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // The router has already scrolled to the top (SPEC §2); focusing must not scroll again.
  heading.focus({ preventScroll: true });
  return true;
}
