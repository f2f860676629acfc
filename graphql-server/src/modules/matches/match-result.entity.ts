import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CriterionResult, MatchOutcome, MissingFact, NearMiss } from '../matching/match-types.js';

/** What the engine returned for one program, stored as it returned it (BACKOFFICE §3.1 `match_result.reasons`). */
export interface StoredMatchReasons {
  criteria: CriterionResult[];
  reasons: string[];
  missingFacts: MissingFact[];
  nearMiss: NearMiss | null;
  nearMissGap: number | null;
}

/**
 * One run of matching for one application against one program version (§3.1, §4.2 item 3). Every run adds rows;
 * exactly one row per application and program is `latest` (a partial unique index). `previousOutcome` is the
 * outcome of the latest row this one replaced, so R13 can flag "New match since v{n}" when a program turns eligible.
 */
@Entity({ tableName: 'match_result' })
@Index({ name: 'match_result_application_latest_index', properties: ['applicationId', 'latest'] })
export class MatchResultRow {
  [OptionalProps]?: 'computedAt' | 'latest' | 'previousOutcome' | 'previousProgramVersion' | 'newSinceVersion' | 'blockingCodes';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  applicationId!: number;

  @Property({ type: 'integer' })
  programId!: number;

  @Property({ type: 'integer' })
  programVersion!: number;

  @Property({ type: 'integer' })
  lenderId!: number;

  @Property({ length: 16 })
  outcome!: MatchOutcome;

  /** §4.4 fit, 0–100; eligible rows only. */
  @Property({ type: 'smallint', nullable: true })
  fitScore?: number | null;

  @Property({ type: 'boolean' })
  differentProduct!: boolean;

  @Property({ type: 'json' })
  reasons!: StoredMatchReasons;

  @Property({ type: 'datetime' })
  computedAt: Date = new Date();

  @Property({ type: 'boolean' })
  latest: boolean = true;

  /** The outcome of the latest row this one replaced; null on the first run for this program. */
  @Property({ length: 16, nullable: true })
  previousOutcome?: MatchOutcome | null;

  /** The program version of the row this one replaced. */
  @Property({ type: 'integer', nullable: true })
  previousProgramVersion?: number | null;

  /**
   * R3/R13 "New match since v{n}": the program version that made this program newly eligible for an application
   * matched before (a publish or restore), carried over by later runs while it stays eligible at that version.
   */
  @Property({ type: 'integer', nullable: true })
  newSinceVersion?: number | null;

  /**
   * A near-miss's blocking criteria: the codes of the criteria it fails (missing facts aside), in the engine's order,
   * for R1's match coverage (issue 14: no JSON read per row). Null for the other outcomes.
   */
  @Property({ type: 'text[]', nullable: true })
  blockingCodes?: string[] | null;
}
