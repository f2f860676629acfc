import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError, RateLimitedError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { parseId } from '../documents/documents.schemas.js';
import { Role } from '../users/user.entity.js';
import { CriteriaChangeRequest } from './criteria-change-request.entity.js';

export const CHANGE_REQUESTS_PER_DAY = 5;
const DAY_MS = 86_400_000;
export const PROGRAM_NOT_FOUND = 'Program not found';
export const CHANGE_REQUEST_NOT_FOUND = 'Change request not found';

export const criteriaChangeRequestSchema = z.object({
  programId: z.unknown().optional(),
  message: z
    .string({ error: 'Describe the change you would like' })
    .trim()
    .min(10, 'Describe the change in at least 10 characters')
    .max(2_000, 'Keep it to 2,000 characters'),
});
export type CriteriaChangeRequestInput = z.input<typeof criteriaChangeRequestSchema>;

export interface StoredChangeRequest {
  id: number;
  programId: number | null;
  programName: string | null;
  message: string;
  createdAt: Date;
}

/**
 * R20 Criteria *Request a change*: a lender user writes to NetFund about one of its programs, or its criteria in
 * general; it waits on the admin dashboard queue (kind `lender_change_request`) until an admin marks it done. At most
 * 5 per lender in any 24 hours, counted under the lender's row lock so requests sent at once cannot slip past.
 */
export class CriteriaChangeRequestService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async request(caller: Caller, input: CriteriaChangeRequestInput | unknown): Promise<StoredChangeRequest> {
    const user = requireRole(caller, [Role.lender]);
    const data = parseInput(criteriaChangeRequestSchema, input);
    const lenderId = caller.lenderId;
    if (lenderId === null) throw new NotFoundError(PROGRAM_NOT_FOUND);
    const programId = data.programId === undefined || data.programId === null || data.programId === '' ? null : parseId(data.programId);
    if (programId === null && data.programId != null && data.programId !== '') throw new NotFoundError(PROGRAM_NOT_FOUND);

    return this.em.transactional(async (em) => {
      const [program] = programId === null ? [null] : await em.execute<{ name: string }[]>('select name from lender_program where id = ? and lender_id = ?', [programId, lenderId]);
      if (program === undefined) throw new NotFoundError(PROGRAM_NOT_FOUND);
      const [lender] = await em.execute<{ display_name: string }[]>('select display_name from lender where id = ? for update', [lenderId]);
      const now = new Date();
      const recent = await em.execute<{ created_at: Date }[]>('select created_at from lender_change_request where lender_id = ? and created_at > ? order by created_at', [
        lenderId,
        new Date(now.getTime() - DAY_MS),
      ]);
      if (recent.length >= CHANGE_REQUESTS_PER_DAY) {
        const retryAfterSeconds = Math.max(1, Math.ceil((new Date(recent[0]!.created_at).getTime() + DAY_MS - now.getTime()) / 1000));
        throw new RateLimitedError(
          `You can send ${CHANGE_REQUESTS_PER_DAY} change requests a day. Please try again tomorrow or e-mail your NetFund contact.`,
          retryAfterSeconds,
        );
      }
      const stored = em.create(CriteriaChangeRequest, { lenderId, programId, message: data.message, createdById: user.id, createdByName: user.username, createdAt: now });
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(user),
        action: 'lender.change_requested',
        entityType: 'lender',
        entityId: lenderId,
        summary: `${lender!.display_name} (${user.username}) asked for a change to ${program ? `program ${program.name}` : 'its criteria'}: ${data.message}`,
        before: null,
        after: { changeRequestId: stored.id, programId, message: data.message },
      });
      return { id: stored.id, programId, programName: program?.name ?? null, message: data.message, createdAt: stored.createdAt };
    });
  }

  /** An admin marks a change request done; it leaves the queue. Answers false when it was already done. */
  async resolve(caller: Caller, idValue: unknown): Promise<boolean> {
    const admin = requireRole(caller, [Role.admin]);
    const id = parseId(idValue);
    return this.em.transactional(async (em) => {
      const [row] = id === null ? [] : await em.execute<{ lender_id: number; resolved_at: Date | null }[]>('select lender_id, resolved_at from lender_change_request where id = ? for update', [id]);
      if (!row) throw new NotFoundError(CHANGE_REQUEST_NOT_FOUND);
      if (row.resolved_at) return false;
      await em.nativeUpdate(CriteriaChangeRequest, { id: id! }, { resolvedAt: new Date() });
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'lender.change_request_resolved',
        entityType: 'lender',
        entityId: row.lender_id,
        summary: `${admin.username} marked change request ${id} done.`,
        before: { changeRequestId: id, resolved: false },
        after: { changeRequestId: id, resolved: true },
      });
      return true;
    });
  }
}
