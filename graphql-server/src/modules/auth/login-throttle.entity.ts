import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Failed-login counters, one row per key (`account:<username>`, `ip:<address>` or `device:<token hash>`), kept in
 * PostgreSQL so that every app instance sees the same counts. An attempt is counted before its password is checked
 * and given back when it succeeds (login-attempts.ts), so `failures` holds failures and attempts still in flight.
 */
@Entity({ tableName: 'login_throttles' })
export class LoginThrottle {
  @PrimaryKey({ length: 320 })
  key!: string;

  @Property()
  failures: number = 0;

  @Property({ type: 'datetime' })
  windowStartedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lockedUntil?: Date | null;
}
