import { createContext, useContext, type RefObject } from 'react';

/**
 * The layout's themed root (light, or dark on admin, client-dashboard and lender pages). Menus and sheets portal into
 * it instead of `document.body`, so they take the page's theme instead of always rendering light.
 */
export const LayoutPortalContext = createContext<RefObject<HTMLDivElement | null> | undefined>(undefined);

/** The container for `<Portal container={…}>`: the themed root inside the layout, `document.body` outside it. */
export function useLayoutPortal(): RefObject<HTMLDivElement | null> | undefined {
  return useContext(LayoutPortalContext);
}
