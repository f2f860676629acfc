import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictError } from '../../shared/errors.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { parseInput } from '../../shared/validation.js';
import { hashPassword } from './password.js';
import { Role, User } from './user.entity.js';
import { registrationSchema, type RegistrationInput } from './user.schemas.js';

export const USERNAME_TAKEN = 'Username is already taken';

export class UserService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** Case-insensitive lookup. */
  findByUsername(username: string): Promise<User | null> {
    return this.em.findOne(User, { usernameKey: usernameKey(username) });
  }

  /**
   * Creates a client account (self-registration never grants another role), audited in the same transaction.
   * `alsoInTransaction` adds the caller's own writes (the welcome e-mail) to it: all of it commits, or none.
   */
  async register(input: RegistrationInput, alsoInTransaction?: (em: EntityManager, user: User) => Promise<void>): Promise<User> {
    const { password, ...data } = parseInput(registrationSchema, input);
    // Hashed before the transaction opens: the slow part holds no connection.
    const passwordHash = await hashPassword(password);
    return this.em.transactional(async (em) => {
      const user = await insertUser(em, { ...data, role: Role.client, passwordHash });
      await alsoInTransaction?.(em, user);
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'user.registered',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.username} registered a client account.`,
        before: null,
        after: { username: user.username, email: user.email, role: user.role, firstName: user.firstName ?? null, lastName: user.lastName ?? null },
      });
      return user;
    });
  }

  /** Creates a user of any role; for seeding and the admin back office. */
  async create({ password, ...data }: NewUser): Promise<User> {
    return insertUser(this.em, { ...data, passwordHash: await hashPassword(password) });
  }
}

interface NewUser {
  username: string;
  email: string;
  password: string;
  role: Role;
  firstName?: string | null;
  lastName?: string | null;
}

async function insertUser(em: EntityManager, data: Omit<NewUser, 'password'> & { passwordHash: string }): Promise<User> {
  if (await em.findOne(User, { usernameKey: usernameKey(data.username) })) throw new ConflictError(USERNAME_TAKEN);
  const user = em.create(User, {
    username: data.username,
    usernameKey: usernameKey(data.username),
    email: data.email.toLowerCase(),
    role: data.role,
    firstName: data.firstName ?? null,
    lastName: data.lastName ?? null,
    passwordHash: data.passwordHash,
  });
  try {
    await em.flush();
  } catch (error) {
    // Two registrations raced past the check above: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(USERNAME_TAKEN);
    throw error;
  }
  return user;
}

export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}
