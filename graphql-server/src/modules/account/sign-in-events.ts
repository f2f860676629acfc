import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientInfo } from '../auth/auth.service.js';
import { ipPrefix } from '../auth/ip-prefix.js';

/** How many sign-ins R5 shows, and how many the purge job keeps per user. */
export const SIGN_IN_EVENTS_KEPT = 20;

/**
 * Records a sign-in attempt on an existing account (success or not), with the address prefix and the browser. A
 * success (`signedInAt`) also sets the user's last sign-in, in the same statement.
 */
export async function recordSignIn(em: EntityManager, userId: number, success: boolean, client: ClientInfo, signedInAt?: Date): Promise<void> {
  const event = [userId, success, ipPrefix(client.ip), client.userAgent?.slice(0, 512) ?? null];
  if (signedInAt) {
    await em.execute(
      `with signed_in as (update users set last_login_at = ? where id = ?)
       insert into sign_in_event (user_id, success, ip_prefix, user_agent, at) values (?, ?, ?, ?, ?)`,
      [signedInAt, userId, ...event, signedInAt],
      'run',
    );
    return;
  }
  await em.execute(`insert into sign_in_event (user_id, success, ip_prefix, user_agent) values (?, ?, ?, ?)`, event, 'run');
}

/**
 * Deletes all but each user's newest SIGN_IN_EVENTS_KEPT events (the purge job runs this). Only users past the limit
 * are visited, each through the (user_id, at desc, id desc) index.
 */
export async function purgeOldSignInEvents(em: EntityManager): Promise<number> {
  const result = await em.execute<{ affectedRows: number }>(
    `delete from sign_in_event e using (
       select old.id
         from (select user_id from sign_in_event group by user_id having count(*) > ?) busy
         cross join lateral (
           select s.id from sign_in_event s where s.user_id = busy.user_id order by s.at desc, s.id desc offset ?
         ) old
     ) stale
     where e.id = stale.id`,
    [SIGN_IN_EVENTS_KEPT, SIGN_IN_EVENTS_KEPT],
    'run',
  );
  return result.affectedRows;
}
