import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../shared/errors.js';

/** Times in messages are shown in the platform's time zone (BACKOFFICE §0). */
const PLATFORM_TIME_ZONE = 'America/New_York';
const timeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: PLATFORM_TIME_ZONE,
  timeZoneName: 'short',
});

/**
 * The 409 of a write that sent a version someone else already moved past (BACKOFFICE §0): who made the latest
 * change and when, read from the record's newest audit event (every change writes one). `em.execute` runs on the
 * caller's transaction when there is one: a second pooled connection taken while the transaction holds the row lock
 * let 20 waiting writers exhaust the pool of 20 (issue 27 item 2).
 */
export async function staleVersionError(em: EntityManager, entityType: string, entityId: number): Promise<ConflictError> {
  const [latest] = await em.execute<{ actor_name: string; occurred_at: Date }[]>(
    'select actor_name, occurred_at from audit_event where entity_type = ? and entity_id = ? order by seq desc limit 1',
    [entityType, String(entityId)],
  );
  const name = latest?.actor_name ?? 'someone else';
  const time = latest ? timeFormat.format(new Date(latest.occurred_at)) : 'a moment ago';
  return new ConflictError(`This record was changed by ${name} at ${time}. Reload to see the latest.`);
}
