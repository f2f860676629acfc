import { notify } from '../components/ui/notifications';
import { REGISTERED_NOTICE, signedInNotice } from '../features/auth/api/use-auth-actions';
import { takeFlash } from '../lib/flash';
import type { AppRouter } from './router';

/** The server's one-time notice for this page (a form it handled before the app ran), as the app's own toast. */
export function showFlash(router: AppRouter): void {
  const event = takeFlash();
  if (event === 'registered') notify(REGISTERED_NOTICE);
  if (event === 'signed-in') {
    void router.options.context.session.getUser().then((user) => {
      if (user) notify(signedInNotice(user));
    });
  }
}
