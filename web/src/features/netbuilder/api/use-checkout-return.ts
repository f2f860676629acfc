import { useEffect, useRef } from 'react';
import { notify, type Notification } from '../../../components/ui/notifications';

/** How the hosted checkout sends the browser back: `/netbuilder?checkout=success` or `?checkout=canceled`. */
export type CheckoutReturn = 'success' | 'canceled';

export function parseCheckoutReturn(value: unknown): CheckoutReturn | undefined {
  return value === 'success' || value === 'canceled' ? value : undefined;
}

const NOTICES: Record<CheckoutReturn, Notification> = {
  success: {
    type: 'success',
    title: 'Subscription started',
    description: 'Welcome to NetBuilder: your plan is active, and each monthly payment is reported to the bureaus.',
  },
  canceled: {
    type: 'info',
    title: 'Checkout canceled',
    description: 'No payment was taken. Choose a plan whenever you are ready.',
  },
};

/**
 * Says once what happened at the hosted checkout, then drops the parameter from the URL (`clear`), so that a reload
 * or a bookmark does not say it again.
 */
export function useCheckoutReturnNotice(checkout: CheckoutReturn | undefined, clear: () => void): void {
  // A notice per page visit: the effect runs again while `clear` is under way (and twice in StrictMode).
  const shown = useRef(false);
  useEffect(() => {
    if (!checkout || shown.current) return;
    shown.current = true;
    notify(NOTICES[checkout]);
    clear();
  }, [checkout, clear]);
}
