import type { SessionUser } from './features/auth/api/session';
import type { Delivery } from './lib/delivery';
import type { Submission } from './lib/submission';

/** The state a server-rendered page carries for its hydration (entry-server.tsx writes it, main.tsx reads it). */
export const SERVER_STATE_ID = 'server-state';

export interface ServerState {
  /** The visitor as the server saw them: the session is known without asking again. */
  user: SessionUser | null;
  /** A signed-in client: whether they have a NetBuilder plan (the header's link), as the server rendered it. */
  hasNetbuilderPlan?: boolean;
  /** The Apollo cache the page was rendered with (data pages only). */
  apollo?: unknown;
  /** 'app' or 'progressive' (a static page carries no state: it is never hydrated). */
  delivery: Extract<Delivery, 'app' | 'progressive'>;
  /** The refused submission the page was rendered with. */
  submission?: Submission;
}
