import type { ReactNode } from 'react';
import { useDelivery } from '../../../lib/delivery';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * A server-rendered page shows its forms, menus and buttons before the app has hydrated them, and a click or a submit
 * then does nothing, or worse, a form posts itself as a GET. Every control of the page sits in this fieldset, disabled
 * until hydration has finished (a disabled fieldset disables each `button`, `input`, `select` and `textarea` inside,
 * for people, assistive technology and test tools alike); links keep working. It takes no box (`display: contents`)
 * and no role, and the controls keep their look meanwhile (system.ts: only their own `disabled` dims them). A link whose click
 * needs the app (it stores something first) uses `useHydrated` itself.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // A static page is never hydrated and a progressive page's forms post to the server meanwhile: nothing to wait for.
  const waits = useDelivery() === 'app' && !hydrated;
  return (
    <fieldset
      className="hydration-gate"
      role="presentation"
      disabled={waits}
      data-awaiting-hydration={waits ? '' : undefined}
    >
      {children}
    </fieldset>
  );
}
