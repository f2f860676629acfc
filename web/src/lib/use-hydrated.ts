import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML (it reads the server snapshot then), true once the page is the app's:
 * on a page rendered in the browser it is true from the first render. For controls that only work through the app.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
