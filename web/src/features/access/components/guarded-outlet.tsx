import { Outlet } from '@tanstack/react-router';
import { AccessDenied } from './access-denied';

/** Renders the guarded pages, or Access Denied when the guard found the wrong role. */
export function GuardedOutlet({ accessDenied }: { accessDenied: boolean }) {
  return accessDenied ? <AccessDenied /> : <Outlet />;
}
