import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/** `invited`: a lender user who has not set a password yet; `disabled`: may not sign in. Both are refused at sign-in. */
export const USER_STATUSES = ['invited', 'active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export enum Role {
  admin = 'admin',
  client = 'client',
  lender = 'lender',
}

@Entity({ tableName: 'users' })
// The back office's clients list pages through client users by sign-up date (migration client_notes).
@Index({ name: 'users_role_created_at_index', properties: ['role', 'createdAt'] })
export class User {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'firstName'
    | 'lastName'
    | 'lenderId'
    | 'status'
    | 'phone'
    | 'pendingEmail'
    | 'passwordChangedAt'
    | 'totpSecretEnc'
    | 'totpPendingSecretEnc'
    | 'totpEnabledAt'
    | 'totpLastStep'
    | 'lastLoginAt'
    | 'version';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** As the user typed it; shown on screen. */
  @Property({ length: 64 })
  username!: string;

  /** Lower-cased username: "Alice" and "alice" are one account. */
  @Unique()
  @Property({ length: 64 })
  usernameKey!: string;

  @Index()
  @Property({ length: 254 })
  email!: string;

  @Enum({ items: () => Role, nativeEnumName: 'user_role' })
  role!: Role;

  @Property({ length: 100, nullable: true })
  firstName?: string | null;

  @Property({ length: 100, nullable: true })
  lastName?: string | null;

  @Property({ length: 255, hidden: true })
  passwordHash!: string;

  /** The lender a lender user works for (module lenders); null for everyone else. */
  @Index({ name: 'users_lender_id_index' })
  @Property({ nullable: true })
  lenderId: number | null = null;

  @Property({ length: 16 })
  status: UserStatus = 'active';

  /** Profile (R29): a phone number as the user gave it, normalised by the profile schema. */
  @Property({ length: 32, nullable: true })
  phone: string | null = null;

  /** An e-mail change waiting for its confirmation link (sent to this address). */
  @Property({ length: 254, nullable: true })
  pendingEmail: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  passwordChangedAt: Date | null = null;

  /** The TOTP secret, AES-256-GCM encrypted with the configured key (account/secret-box.ts); never shown again. */
  @Property({ type: 'blob', nullable: true, hidden: true, lazy: true })
  totpSecretEnc: Buffer | null = null;

  /** A secret shown for enrolment and not yet confirmed with a code. */
  @Property({ type: 'blob', nullable: true, hidden: true, lazy: true })
  totpPendingSecretEnc: Buffer | null = null;

  /** Set while two-factor sign-in is on. */
  @Property({ type: 'datetime', nullable: true })
  totpEnabledAt: Date | null = null;

  /** The last TOTP time step accepted (compare-and-set in SQL): a code is never accepted twice. */
  @Property({ type: 'bigint', nullable: true, hidden: true })
  totpLastStep: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastLoginAt: Date | null = null;

  @Property()
  version: number = 1;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
