import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * An `Idempotency-Key` an integrator sent with a write, scoped to its API key. Replays with the same body get
 * the first answer again; a different body under the same key is a conflict. The answer is rebuilt from
 * `resourceId` and a token derived from the caller's raw API key and `tokenSalt`, so no raw token is stored.
 */
@Entity({ tableName: 'idempotency_keys' })
export class IdempotencyKey {
  [OptionalProps]?: 'createdAt';

  /** SHA-256 of the API key that sent it: integrators cannot see or collide with each other's keys. */
  @PrimaryKey({ length: 64 })
  apiKeyHash!: string;

  @PrimaryKey({ length: 255 })
  key!: string;

  /** SHA-256 of the canonical (validated, key-sorted) request body. */
  @Property({ length: 64 })
  requestHash!: string;

  @Property({ length: 64 })
  operation!: string;

  @Property({ type: 'integer' })
  resourceId!: number;

  @Property({ length: 64 })
  tokenSalt!: string;

  @Index()
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
