import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { hashPassword } from './password.js';
import { Role, User } from './user.entity.js';
import { registrationSchema, type RegistrationInput } from './user.schemas.js';

export const USERNAME_TAKEN = 'Username is already taken';

export class UserService {
  constructor(private readonly em: EntityManager) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** Case-insensitive lookup. */
  findByUsername(username: string): Promise<User | null> {
    return this.em.findOne(User, { usernameKey: usernameKey(username) });
  }

  /** Creates a client account (self-registration never grants another role). */
  async register(input: RegistrationInput): Promise<User> {
    const data = parseInput(registrationSchema, input);
    return this.create({ ...data, role: Role.client });
  }

  /** Creates a user of any role; for seeding and the admin back office. */
  async create(data: {
    username: string;
    email: string;
    password: string;
    role: Role;
    firstName?: string | null;
    lastName?: string | null;
  }): Promise<User> {
    if (await this.findByUsername(data.username)) throw new ConflictError(USERNAME_TAKEN);
    const user = this.em.create(User, {
      username: data.username,
      usernameKey: usernameKey(data.username),
      email: data.email.toLowerCase(),
      role: data.role,
      firstName: data.firstName ?? null,
      lastName: data.lastName ?? null,
      passwordHash: await hashPassword(data.password),
    });
    try {
      await this.em.flush();
    } catch (error) {
      // Two registrations raced past the check above: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError(USERNAME_TAKEN);
      throw error;
    }
    return user;
  }
}

export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}
