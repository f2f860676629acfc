import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useRef, type PointerEvent } from 'react';
import type { Notification } from './notifications';

// Loaded on the first notification (see notifications.tsx); features call `notify()` from there, not this module.

/** SPEC §9 notification constants. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const SWIPE_DISMISS_THRESHOLD_PX = 50;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/**
 * Zag's toasts cannot be swiped, so a toast follows the pointer to the right and is dismissed once it has travelled
 * past the threshold (SPEC §9); released earlier, it springs back.
 */
function useSwipeRightToDismiss(toastId: string | undefined) {
  const startX = useRef<number | null>(null);

  const reset = (element: HTMLElement) => {
    startX.current = null;
    element.style.translate = '';
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      startX.current = event.clientX;
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (startX.current === null) return;
      const offset = Math.max(0, event.clientX - startX.current);
      event.currentTarget.style.translate = `${offset}px 0`;
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (startX.current === null) return;
      const offset = event.clientX - startX.current;
      reset(event.currentTarget);
      if (offset > SWIPE_DISMISS_THRESHOLD_PX) toaster.dismiss(toastId);
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      reset(event.currentTarget);
    },
  };
}

function SwipeableToast({ toast }: { toast: { id?: string; title?: React.ReactNode; description?: React.ReactNode } }) {
  const swipe = useSwipeRightToDismiss(toast.id);
  return (
    <Toast.Root width={{ md: 'sm' }} touchAction="pan-y" {...swipe}>
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
        {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
      </Stack>
      <Toast.CloseTrigger />
    </Toast.Root>
  );
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} aria-label="Notification" insetInline={{ mdDown: '4' }} maxW={{ md: '420px' }}>
        {(toast) => <SwipeableToast toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}

/**
 * With one visible at a time the newest wins: the current one is dismissed so the new one replaces it instead of
 * waiting in the queue.
 */
export function showNotification(notification: Notification): void {
  toaster.dismiss();
  toaster.create(notification);
}
