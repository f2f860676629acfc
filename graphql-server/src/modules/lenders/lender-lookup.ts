import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { parsePublicId } from '../../shared/public-id.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { Lender } from './lender.entity.js';
import { EMAIL_BELONGS_TO_ANOTHER_ACCOUNT, LENDER_NAME_TAKEN, LENDER_NOT_FOUND } from './lenders.schemas.js';

/** What both lender services need: the lender by id, and the answer to a uniqueness race. */

/** The lender with this id; "Lender not found" (404) for an unknown or malformed one. */
export async function findLender(em: EntityManager, id: unknown): Promise<Lender> {
  const lenderId = parsePublicId(id, 'Invalid lender ID');
  const lender = lenderId === null ? null : await em.findOne(Lender, { id: lenderId });
  if (!lender) throw new NotFoundError(LENDER_NOT_FOUND);
  return lender;
}

/** A race the services' checks could not see: the same name or e-mail committed by someone else meanwhile. */
export function uniqueViolationAsValidation(error: unknown): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  if (error.message.includes('lender_legal_name_ci_unique')) return new ValidationError(LENDER_NAME_TAKEN, { legalName: LENDER_NAME_TAKEN });
  return new ValidationError(EMAIL_BELONGS_TO_ANOTHER_ACCOUNT, { inviteEmails: EMAIL_BELONGS_TO_ANOTHER_ACCOUNT });
}
