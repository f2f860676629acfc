import { useRouter } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import type { SessionUser } from './session';

/** The signed-in user for components (header, pages that adapt to sign-in); re-renders on sign-in and sign-out. */
export function useSessionUser(): { user: SessionUser | null; loading: boolean } {
  const { session } = useRouter().options.context;
  const user = useSyncExternalStore(session.subscribe, session.current, session.current);

  useEffect(() => {
    if (user === undefined) session.getUser().catch(() => {});
  }, [session, user]);

  return { user: user ?? null, loading: user === undefined };
}
