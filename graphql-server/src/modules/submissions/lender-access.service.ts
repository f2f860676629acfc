import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { parseApplicationId } from '../applications/application.schemas.js';
import { APPLICATION_NOT_FOUND } from '../applications/application.service.js';
import { Document } from '../documents/document.entity.js';
import { DOCUMENT_NOT_FOUND } from '../documents/document.service.js';
import { Role } from '../users/user.entity.js';
import { AccessLogEntry, type AccessAction } from './access-log.entity.js';
import { ACCESS_STATUSES, Submission } from './submission.entity.js';

/** One lender read to log (invariant 6: in the same request as the read). */
export interface AccessRecord {
  applicationId: number;
  lenderId: number;
  userId: number;
  userName: string;
  action: AccessAction;
  documentId?: number | null;
  documentName?: string | null;
  /** The reader's address shortened to its network (e.g. `203.0.113.0/24`), never the full address. */
  ipPrefix?: string | null;
}

/**
 * The lender's side of a submission (invariant 6): a lender user reads an application, and its documents, only
 * through an open submission (`shared…offered`) of their own lender; anything else, including a revoked grant, is
 * the same "not found" as a missing application, from the moment it is revoked. Each read is logged.
 * The lender portal (issue 11 item 5) calls these before every read of a file or a document.
 */
export class LenderAccessService {
  constructor(private readonly em: EntityManager) {}

  /** The open submission through which the caller's lender reads the application; NOT_FOUND otherwise. */
  async requireOpenSubmission(caller: Caller, applicationIdValue: unknown): Promise<Submission> {
    requireRole(caller, [Role.lender]);
    const applicationId = parseApplicationId(applicationIdValue);
    if (applicationId === null || caller.lenderId === null) throw new NotFoundError(APPLICATION_NOT_FOUND);
    const submission = await this.em.findOne(Submission, { applicationId, lenderId: caller.lenderId, status: { $in: [...ACCESS_STATUSES] } }, { refresh: true });
    if (!submission) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return submission;
  }

  /** A document the caller's lender may read now (through an open submission of its application); NOT_FOUND otherwise. */
  async requireReadableDocument(caller: Caller, documentIdValue: unknown): Promise<{ document: Document; submission: Submission }> {
    requireRole(caller, [Role.lender]);
    const documentId = Number(documentIdValue);
    const document = Number.isSafeInteger(documentId) && documentId > 0 ? await this.em.findOne(Document, { id: documentId }) : null;
    if (!document) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    try {
      return { document, submission: await this.requireOpenSubmission(caller, document.application.id) };
    } catch (error) {
      if (error instanceof NotFoundError) throw new NotFoundError(DOCUMENT_NOT_FOUND);
      throw error;
    }
  }

  /**
   * Writes one access_log row; the lender's first read of a shared file marks its submission `viewed` (§3.4) with
   * `firstViewedAt`. Call it with the request's EntityManager, in the request that reads.
   */
  async recordAccess(em: EntityManager, record: AccessRecord, now = new Date()): Promise<void> {
    await em.transactional(async (tx) => {
      await tx.insert(AccessLogEntry, {
        applicationId: record.applicationId,
        lenderId: record.lenderId,
        userId: record.userId,
        userName: record.userName,
        action: record.action,
        documentId: record.documentId ?? null,
        documentName: record.documentName ?? null,
        ipPrefix: record.ipPrefix ?? null,
        at: now,
      });
      await tx.nativeUpdate(
        Submission,
        { applicationId: record.applicationId, lenderId: record.lenderId, status: 'shared', firstViewedAt: null },
        { status: 'viewed', firstViewedAt: now, updatedAt: now },
      );
      await tx.nativeUpdate(
        Submission,
        { applicationId: record.applicationId, lenderId: record.lenderId, status: { $in: [...ACCESS_STATUSES] }, firstViewedAt: null },
        { firstViewedAt: now, updatedAt: now },
      );
    });
  }
}
