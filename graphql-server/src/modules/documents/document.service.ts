import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, requireSignedIn, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import type { Application } from '../applications/application.entity.js';
import type { ApplicationService } from '../applications/application.service.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { Role, type User } from '../users/user.entity.js';
import { applicationNumberOf, refuseOnTerminalApplication } from './application-access.js';
import { checkUploadedFile, type CheckedFile, type UploadedFile } from './document-file.js';
import { DOCUMENT_TYPES } from './document-types.js';
import { Document, DocumentStatus } from './document.entity.js';
import { adHocUploadSchema, DocumentDecision, parseId, reviewDocumentSchema, type ReviewDocumentInput } from './documents.schemas.js';
import { InfoRequest, InfoRequestStatus } from './info-request.entity.js';
import { lockInfoRequest, settleInfoRequest } from './info-request-progress.js';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/** What an upload request carried: the file, and the text fields sent with it. */
export interface ReceivedUpload {
  file: UploadedFile;
  fields: Record<string, string>;
}

/** A document's current file, ready to send. */
export interface DocumentDownload {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/** One thing the client has to do: answer an info request, or upload a requested (or rejected) document. */
export interface ActionItem {
  kind: 'info_request' | 'document';
  applicationId: number;
  applicationNumber: string;
  title: string;
  dueAt: string | null;
  infoRequestId: number | null;
  documentId: number | null;
  docType: string | null;
  status: string;
  rejectReason: string | null;
  /** The lender (display name) whose request this is (R20 Request info); null for NetFund's. */
  lenderName: string | null;
}

/**
 * The rules of an application's documents: who may list, upload and download them (an admin or the owning client;
 * anyone else gets the same "not found" as for a missing one), the upload checks, and the review. Every change and
 * every download writes an audit event in its transaction.
 */
export class DocumentService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly applications: ApplicationService,
  ) {}

  /** The application's documents, oldest first (metadata only: no bytes are read). */
  async list(caller: Caller, applicationId: unknown): Promise<Document[]> {
    const application = await this.applications.getReadable(applicationId, null, caller);
    return this.em.find(Document, { application: application.id }, { orderBy: { id: 'asc' } });
  }

  /**
   * The owning client (or an admin) uploads the file of a requested or rejected document. `receive` reads the file
   * only once the caller is known to be allowed, so nobody else gets an upload held in memory. Of two uploads of the
   * same document at once, one wins and the other is a ConflictError; the loser stores nothing.
   */
  async upload(caller: Caller, applicationId: unknown, documentIdValue: unknown, receive: () => Promise<ReceivedUpload>): Promise<Document> {
    const application = await this.applications.getReadable(applicationId, null, caller);
    const uploader = requireSignedIn(caller);
    const documentId = parseId(documentIdValue);
    const document = documentId === null ? null : await this.em.findOne(Document, { id: documentId, application: application.id });
    if (!document) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    refuseOnTerminalApplication(application, 'upload documents to');
    const checked = await checkUploadedFile((await receive()).file);

    await this.em.transactional(async (em) => {
      const request = document.infoRequest ? await lockInfoRequest(em, document.infoRequest.id) : null;
      const contentId = await this.storeContent(em, document.id, checked, uploader);
      const updated = await em.nativeUpdate(
        Document,
        { id: document.id, status: { $in: [DocumentStatus.requested, DocumentStatus.rejected] } },
        {
          status: DocumentStatus.uploaded,
          ...fileFields(checked, contentId),
          rejectReason: null,
          uploadedAt: new Date(),
          uploadedBy: uploader.id,
          reviewedAt: null,
          reviewedBy: null,
          updatedAt: new Date(),
        },
      );
      if (updated === 0) throw new ConflictError(await uploadConflict(em, document.id));
      const requestBefore = request?.status;
      const requestAfter = request ? await settleInfoRequest(em, request) : undefined;
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(uploader),
        action: 'document.uploaded',
        entityType: 'document',
        entityId: document.id,
        summary: `${uploader.username} uploaded "${checked.fileName}" (${document.label}, ${checked.sizeBytes} bytes) to document ${document.id} of application ${application.id}.`,
        before: { status: document.status, fileName: document.fileName ?? null, sha256: document.sha256 ?? null, ...(request ? { infoRequestStatus: requestBefore } : {}) },
        after: { status: DocumentStatus.uploaded, fileName: checked.fileName, sha256: checked.sha256, ...(request ? { infoRequestStatus: requestAfter } : {}) },
      });
    });
    return this.em.findOneOrFail(Document, { id: document.id }, { refresh: true });
  }

  /** An upload nobody asked for: the owning client (or an admin) adds a document of the type in the `docType` field. */
  async uploadAdHoc(caller: Caller, applicationId: unknown, receive: () => Promise<ReceivedUpload>): Promise<Document> {
    const application = await this.applications.getReadable(applicationId, null, caller);
    const uploader = requireSignedIn(caller);
    refuseOnTerminalApplication(application, 'upload documents to');
    const { file, fields } = await receive();
    const { docType } = parseInput(adHocUploadSchema, fields);
    const checked = await checkUploadedFile(file);

    const documentId = await this.em.transactional(async (em) => {
      const now = new Date();
      const document = em.create(Document, {
        application: application.id,
        docType,
        label: DOCUMENT_TYPES[docType],
        status: DocumentStatus.uploaded,
        uploadedAt: now,
        uploadedBy: uploader.id,
      });
      await em.flush();
      const contentId = await this.storeContent(em, document.id, checked, uploader);
      await em.nativeUpdate(Document, { id: document.id }, fileFields(checked, contentId));
      await this.audit.record(em, {
        actor: userActor(uploader),
        action: 'document.uploaded',
        entityType: 'document',
        entityId: document.id,
        summary: `${uploader.username} uploaded "${checked.fileName}" (${document.label}, ${checked.sizeBytes} bytes) to application ${application.id} unasked.`,
        before: null,
        after: { status: DocumentStatus.uploaded, docType, fileName: checked.fileName, sha256: checked.sha256 },
      });
      return document.id;
    });
    return this.em.findOneOrFail(Document, { id: documentId }, { refresh: true });
  }

  /**
   * An admin accepts or rejects (with a reason) an uploaded document; a rejected one goes back to the client. Of
   * two reviews at once, one is applied and the other is a ConflictError.
   */
  async review(caller: Caller, input: ReviewDocumentInput | unknown): Promise<Document> {
    const admin = requireRole(caller, [Role.admin]);
    const { id: idValue, decision, rejectReason } = parseInput(reviewDocumentSchema, input);
    const id = parseId(idValue);
    const document = id === null ? null : await this.em.findOne(Document, { id });
    if (!document) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    const status = decision === DocumentDecision.accept ? DocumentStatus.accepted : DocumentStatus.rejected;

    await this.em.transactional(async (em) => {
      const request = document.infoRequest ? await lockInfoRequest(em, document.infoRequest.id) : null;
      const updated = await em.nativeUpdate(
        Document,
        { id: document.id, status: DocumentStatus.uploaded },
        { status, rejectReason, reviewedAt: new Date(), reviewedBy: admin.id, updatedAt: new Date() },
      );
      if (updated === 0) throw new ConflictError(await reviewConflict(em, document.id));
      const requestBefore = request?.status;
      const requestAfter = request ? await settleInfoRequest(em, request) : undefined;
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(admin),
        action: `document.${status}`,
        entityType: 'document',
        entityId: document.id,
        summary: `${admin.username} ${status} document ${document.id} (${document.label}) of application ${document.application.id}.`,
        before: { status: DocumentStatus.uploaded, ...(request ? { infoRequestStatus: requestBefore } : {}) },
        after: { status, ...(request ? { infoRequestStatus: requestAfter } : {}) },
        reason: rejectReason,
      });
    });
    return this.em.findOneOrFail(Document, { id: document.id }, { refresh: true });
  }

  /**
   * The current file of a document, for an admin or the owning client; anyone else (and a document without a file)
   * gets the same NotFoundError as a missing document. Every download is audited.
   */
  async download(caller: Caller, documentIdValue: unknown): Promise<DocumentDownload> {
    const id = parseId(documentIdValue);
    const document = id === null ? null : await this.em.findOne(Document, { id });
    if (!document?.currentContentId) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    try {
      await this.applications.getReadable(document.application.id, null, caller);
    } catch (error) {
      if (error instanceof NotFoundError) throw new NotFoundError(DOCUMENT_NOT_FOUND);
      throw error;
    }
    const reader = requireSignedIn(caller);
    const contentId = document.currentContentId;
    return this.em.transactional(async (em) => {
      const [content] = await em.execute<{ bytes: Buffer; file_name: string; mime_type: string }[]>(
        'select bytes, file_name, mime_type from document_content where id = ?',
        [contentId],
      );
      if (!content) throw new NotFoundError(DOCUMENT_NOT_FOUND);
      await this.audit.record(em, {
        actor: userActor(reader),
        action: 'document.downloaded',
        entityType: 'document',
        entityId: document.id,
        summary: `${reader.username} downloaded document ${document.id} (${document.label}) of application ${document.application.id}.`,
        after: { contentId, fileName: content.file_name },
      });
      return { fileName: content.file_name, mimeType: content.mime_type, bytes: content.bytes };
    });
  }

  /**
   * The signed-in client's to-do list across their applications: open info requests, and required documents still
   * to upload (requested or rejected), oldest due date first (undated last); a request comes before its documents.
   */
  async actionItems(caller: Caller): Promise<ActionItem[]> {
    const client = requireRole(caller, [Role.client]);
    const [requests, documents] = await Promise.all([
      this.em.find(InfoRequest, { application: { owner: client.id }, status: InfoRequestStatus.open }, { populate: ['application', 'lender'] }),
      this.em.find(
        Document,
        { application: { owner: client.id }, required: true, status: { $in: [DocumentStatus.requested, DocumentStatus.rejected] } },
        { populate: ['application', 'infoRequest.lender'] },
      ),
    ]);
    const items: (ActionItem & { order: [string, number, number, number] })[] = [
      ...requests.map((request) => ({
        ...actionItemBase(request.application),
        kind: 'info_request' as const,
        // A lender's request (R20) is named by its lender; its note shows on the task itself.
        title: request.lender ? `Information requested by ${request.lender.displayName}` : request.message,
        dueAt: request.dueAt,
        infoRequestId: request.id,
        documentId: null,
        docType: null,
        status: request.status,
        rejectReason: null,
        lenderName: request.lender?.displayName ?? null,
        order: [request.dueAt, request.id, 0, request.id] as [string, number, number, number],
      })),
      ...documents.map((document) => ({
        ...actionItemBase(document.application),
        kind: 'document' as const,
        title: document.label,
        dueAt: document.dueAt ?? null,
        infoRequestId: document.infoRequest?.id ?? null,
        documentId: document.id,
        docType: document.docType,
        status: document.status,
        rejectReason: document.rejectReason ?? null,
        lenderName: document.infoRequest?.lender?.displayName ?? null,
        order: [document.dueAt ?? '9999-12-31', document.infoRequest?.id ?? 0, 1, document.id] as [string, number, number, number],
      })),
    ];
    items.sort((a, b) => compareOrder(a.order, b.order));
    return items.map(({ order: _order, ...item }) => item);
  }

  /** Inserts one version's bytes; answers its id. */
  private async storeContent(em: EntityManager, documentId: number, file: CheckedFile, uploader: User): Promise<number> {
    const [row] = await em.execute<{ id: number }[]>(
      'insert into document_content (document_id, bytes, size_bytes, sha256, mime_type, file_name, uploaded_by_id, created_at) values (?, ?, ?, ?, ?, ?, ?, now()) returning id',
      [documentId, file.bytes, file.sizeBytes, file.sha256, file.mimeType, file.fileName, uploader.id],
    );
    return Number(row!.id);
  }
}

function fileFields(file: CheckedFile, contentId: number) {
  return { fileName: file.fileName, sizeBytes: file.sizeBytes, mimeType: file.mimeType, sha256: file.sha256, currentContentId: contentId };
}

function actionItemBase(application: Application) {
  return { applicationId: application.id, applicationNumber: applicationNumberOf(application) };
}

function compareOrder(a: readonly (string | number)[], b: readonly (string | number)[]): number {
  for (let index = 0; index < a.length; index++) {
    if (a[index]! < b[index]!) return -1;
    if (a[index]! > b[index]!) return 1;
  }
  return 0;
}

async function currentStatus(em: EntityManager, documentId: number): Promise<DocumentStatus | undefined> {
  const [row] = await em.execute<{ status: DocumentStatus }[]>('select status from document where id = ?', [documentId]);
  return row?.status;
}

async function uploadConflict(em: EntityManager, documentId: number): Promise<string> {
  const status = await currentStatus(em, documentId);
  return status === DocumentStatus.uploaded ? 'This document is already uploaded and waiting for review' : 'This document is already accepted: there is nothing to upload';
}

async function reviewConflict(em: EntityManager, documentId: number): Promise<string> {
  const status = await currentStatus(em, documentId);
  return status === DocumentStatus.requested
    ? 'Only an uploaded document can be reviewed; this one has no file yet'
    : 'Only an uploaded document can be reviewed; this one is already accepted or rejected';
}

