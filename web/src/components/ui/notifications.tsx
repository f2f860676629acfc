import { lazy, Suspense, useSyncExternalStore } from 'react';

/*
 * Notifications load on first use: Chakra's toast and zag's toast machine (~20 KB gzip) stay out of the first load,
 * and the toaster mounts with the first `notify()`. Toasts created before it mounts are shown once it does (the
 * toaster store keeps them).
 */

export interface Notification {
  /** 'info': news that is neither a success nor a failure (e.g. a checkout the user left). */
  type: 'success' | 'error' | 'info';
  title: string;
  description: string;
}

const loadToaster = () => import('./toaster');
const LazyToaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

let toasterWanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a notification (SPEC §9: one at a time, the newest wins; 'error' renders in the destructive style).
 */
export function notify(notification: Notification): void {
  if (!toasterWanted) {
    toasterWanted = true;
    listeners.forEach((listener) => listener());
  }
  void loadToaster().then((module) => module.showNotification(notification));
}

/** Where notifications render: nothing until the first `notify()`, then the toaster. Mounted once by the app. */
export function Notifications() {
  const wanted = useSyncExternalStore(subscribe, () => toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
