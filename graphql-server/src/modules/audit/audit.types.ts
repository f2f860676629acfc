import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('AuditActor', { description: 'Who made a change: a user (as they were then) or the platform itself' })
export class AuditActorType {
  @Field(() => String, { description: 'user or system' })
  type!: string;

  @Field(() => ID, { nullable: true, description: "The user's id; null for system actors" })
  userId!: number | null;

  @Field({ description: 'The username at the time, or the system actor (integration, payments-webhook, job:<name>, anonymous)' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The actor\'s role at the time (client, admin, lender); null for system actors' })
  role!: string | null;
}

@ObjectType('AuditEvent', { description: 'One recorded change of the audit trail' })
export class AuditEventType {
  @Field(() => ID, { description: 'The event\'s id' })
  id!: string;

  @Field(() => Int, { description: 'Position in the hash chain (1, 2, 3, … without gaps)' })
  seq!: number;

  @Field({ description: 'When it happened (ISO-8601 date-time, UTC)' })
  occurredAt!: Date;

  @Field(() => AuditActorType, { description: 'Who made the change: a user or a system actor' })
  actor!: AuditActorType;

  @Field({ description: 'entity.verb, e.g. application.claimed' })
  action!: string;

  @Field({ description: 'The kind of record changed, e.g. "application"' })
  entityType!: string;

  @Field({ description: 'The changed record\'s id (as text)' })
  entityId!: string;

  @Field({ description: 'One sentence a person can read' })
  summary!: string;

  @Field({
    description:
      'The fields the change touched, as JSON text {"field": [before, after]} (null on the side where the record did not exist); secrets redacted',
  })
  changes!: string;

  @Field(() => String, { nullable: true, description: 'The reason given with the change (e.g. a decline note), if any' })
  reason!: string | null;

  @Field(() => String, { nullable: true, description: 'The request that made the change; null for jobs' })
  requestId!: string | null;
}

@ObjectType('AuditEventPage', { description: 'A page of the audit trail, newest first' })
export class AuditEventPageType {
  @Field(() => [AuditEventType], { description: 'The events of this page, newest first' })
  items!: AuditEventType[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next (older) page' })
  endCursor!: string | null;

  @Field({ description: 'True when older events remain (ask again with after = endCursor)' })
  hasNextPage!: boolean;
}

@ObjectType('AuditChainStatus', { description: "The result of checking the audit trail's hash chain" })
export class AuditChainStatusType {
  @Field({ description: 'True when every link holds' })
  ok!: boolean;

  @Field(() => Int, { description: 'Events verified before the first broken link (all of them when ok)' })
  count!: number;

  @Field(() => Int, { nullable: true, description: 'The sequence number of the first broken link' })
  brokenAtSeq!: number | null;

  @Field(() => String, { nullable: true, description: 'Why that link is broken' })
  reason!: string | null;
}
