import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ProgramCriteria } from '../matching/program-criteria.js';

/** BACKOFFICE §3.5: draft → active (publish) ⇄ paused → archived. */
export const PROGRAM_STATUSES = ['draft', 'active', 'paused', 'archived'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

/**
 * A lender's program (a credit box, R2–R4). The published criteria are in `lender_program_version` rows, which never
 * change; `draftCriteria` is the edit in progress until the next *Publish*. The product is chosen at creation.
 */
@Entity({ tableName: 'lender_program' })
export class LenderProgram {
  [OptionalProps]?: 'status' | 'currentVersion' | 'draftCriteria' | 'pausedReason' | 'version' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  lenderId!: number;

  @Property({ length: 80 })
  name!: string;

  /** The catalogue's product code (the criteria's `product`). */
  @Property({ length: 40 })
  product!: string;

  @Property({ length: 16 })
  status: ProgramStatus = 'draft';

  /** The latest published version's number; null until the first *Publish*. */
  @Property({ nullable: true })
  currentVersion: number | null = null;

  /** The edit in progress (validated by the one criteria schema); null when nothing differs from the published version. */
  @Property({ type: 'json', nullable: true })
  draftCriteria: ProgramCriteria | null = null;

  @Property({ length: 500, nullable: true })
  pausedReason: string | null = null;

  @Property()
  version = 1;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** One published version of a program's criteria: immutable (a trigger refuses UPDATE and DELETE, invariant 8). */
@Entity({ tableName: 'lender_program_version' })
export class LenderProgramVersion {
  [OptionalProps]?: 'publishedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  programId!: number;

  @Property()
  version!: number;

  @Property({ type: 'json' })
  criteria!: ProgramCriteria;

  @Property({ nullable: true })
  createdById!: number | null;

  @Property({ length: 64 })
  createdByName!: string;

  @Property({ type: 'datetime' })
  publishedAt: Date = new Date();
}
