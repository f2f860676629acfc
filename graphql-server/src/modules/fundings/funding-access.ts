import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { Role } from '../users/user.entity.js';
import { Funding } from './funding.entity.js';
import { FUNDING_NOT_FOUND, fundingId as fundingIdSchema } from './fundings.schemas.js';

/** What the funding services share: who may act on a funding, its lock, its id, its date range, a unique flush. */

/** An admin acts for any lender; a lender user only for its own. */
export const mayActForLender = (caller: Caller, lenderId: number): boolean => caller.role === Role.admin || (caller.role === Role.lender && caller.lenderId === lenderId);

export function parseFundingId(value: unknown): number {
  const result = fundingIdSchema.safeParse(value);
  // A malformed id names no funding: the same 404 as a missing one (R14 "Funding record not found").
  if (!result.success) throw new NotFoundError(FUNDING_NOT_FOUND);
  return result.data;
}

/** The funding, locked for this transaction, if the caller may act on it; "Funding record not found" otherwise. */
export async function lockFunding(em: EntityManager, id: number, caller: Caller): Promise<Funding> {
  const funding = await em.findOne(Funding, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!funding || !mayActForLender(caller, funding.lenderId)) throw new NotFoundError(FUNDING_NOT_FOUND);
  return funding;
}

export function assertDateInRange(funding: Funding, date: string, today: string, field: string): void {
  if (date < funding.fundedOn || date > today) {
    const message = `The date must be between the funded date (${funding.fundedOn}) and today`;
    throw new ValidationError(message, { [field]: message });
  }
}

/** Flushes; a unique violation (a racing duplicate the lock did not see) is the domain's 409. */
export async function flushUnique(em: EntityManager, message: string): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(message);
    throw error;
  }
}
