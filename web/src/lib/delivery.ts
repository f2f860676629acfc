import { createContext, useContext } from 'react';

/**
 * How the page in front of the visitor was delivered (DELIVERY in docs: README "Architecture"):
 * - 'static': server-rendered HTML that is never hydrated (content pages): only native behaviour and web/src/enhance.ts;
 * - 'progressive': server-rendered, then hydrated by the app; its forms also work before (they post to the server);
 * - 'app': server-rendered and hydrated, controls wait for hydration (HydrationGate);
 * - 'browser': rendered by the browser (the single-page app, every client-side navigation, tests).
 */
export type Delivery = 'static' | 'progressive' | 'app' | 'browser';

const DeliveryContext = createContext<Delivery>('browser');

export const DeliveryProvider = DeliveryContext.Provider;

export function useDelivery(): Delivery {
  return useContext(DeliveryContext);
}
