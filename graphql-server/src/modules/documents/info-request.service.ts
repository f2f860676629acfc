import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import type { Application } from '../applications/application.entity.js';
import type { ApplicationService } from '../applications/application.service.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { EmailService } from '../email/email.service.js';
import { emailSite, informationRequestedEmail } from '../email/templates.js';
import { Role, User } from '../users/user.entity.js';
import { applicationNumberOf, refuseOnTerminalApplication } from './application-access.js';
import { DOCUMENT_TYPES } from './document-types.js';
import { Document, DocumentStatus } from './document.entity.js';
import {
  answerInfoRequestSchema,
  cancelInfoRequestSchema,
  parseId,
  requestInfoSchema,
  type AnswerInfoRequestInput,
  type RequestInfoInput,
} from './documents.schemas.js';
import { InfoRequest, InfoRequestItemKind, InfoRequestStatus, type InfoRequestItem } from './info-request.entity.js';
import { followLenderRequests, lockInfoRequest, settleInfoRequest } from './info-request-progress.js';

export const INFO_REQUEST_NOT_FOUND = 'Information request not found';

/**
 * Info requests: an admin asks the client of an application for documents and answers by a due date (the client is
 * e-mailed through the outbox), the owning client answers, an admin cancels. Each is audited in its transaction;
 * the request's status follows its items (see settleInfoRequest).
 */
export class InfoRequestService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly applications: ApplicationService,
    private readonly config: Pick<AppConfig, 'payments' | 'contact'>,
  ) {}

  /** The application's info requests, newest first, for an admin or the owning client. */
  async list(caller: Caller, applicationId: unknown): Promise<InfoRequest[]> {
    const application = await this.applications.getReadable(applicationId, null, caller);
    return this.em.find(InfoRequest, { application: application.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['lender'] });
  }

  /** An admin asks for 1–10 items by a due date (not in the past); each document item gets a `requested` document. */
  async request(caller: Caller, input: RequestInfoInput | unknown): Promise<InfoRequest> {
    const admin = requireRole(caller, [Role.admin]);
    const data = parseInput(requestInfoSchema, input);
    const application = await this.applications.getReadable(data.applicationId, null, caller);
    refuseOnTerminalApplication(application, 'request information on');
    const recipient = application.owner ? await this.em.findOne(User, { id: application.owner.id }) : null;

    return this.em.transactional(async (em) => {
      const request = await this.store(em, application, recipient, data, { user: admin, lender: null });
      const items = request.items;
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'info_request.created',
        entityType: 'info_request',
        entityId: request.id,
        summary: `${admin.username} asked the client of application ${application.id} for ${describeItems(items)} by ${data.dueAt}.`,
        before: null,
        after: { applicationId: application.id, status: request.status, dueAt: data.dueAt, items: items.map(({ kind, docType, prompt }) => ({ kind, docType, prompt })) },
      });
      return request;
    });
  }

  /**
   * Stores a request with a `requested` document per document item and e-mails the client through the outbox, in
   * the caller's transaction; the caller checks who may ask, and audits. A lender's request names the lender in the
   * e-mail and is tied to the submission it was made through.
   */
  async store(
    em: EntityManager,
    application: Application,
    recipient: User | null,
    data: { message: string; dueAt: string; items: readonly Pick<InfoRequestItem, 'kind' | 'docType' | 'prompt'>[]; emailNote?: string | null },
    asker: { user: Pick<User, 'id' | 'username'>; lender: { id: number; displayName: string; submissionId: number } | null },
  ): Promise<InfoRequest> {
    const now = new Date();
    const items: InfoRequestItem[] = data.items.map((item) => ({ kind: item.kind, docType: item.docType, prompt: item.prompt, answer: null, documentId: null }));
    const request = em.create(InfoRequest, {
      application: application.id,
      message: data.message,
      dueAt: data.dueAt,
      items,
      requestedBy: asker.user.id,
      requestedByName: asker.user.username,
      lender: asker.lender?.id ?? null,
      submissionId: asker.lender?.submissionId ?? null,
    });
    await em.flush();
    const documents = items.map((item) =>
      item.kind === InfoRequestItemKind.document
        ? em.create(Document, {
            application: application.id,
            infoRequest: request,
            docType: item.docType!,
            label: DOCUMENT_TYPES[item.docType as keyof typeof DOCUMENT_TYPES],
            status: DocumentStatus.requested,
            requestedAt: now,
            dueAt: data.dueAt,
          })
        : null,
    );
    await em.flush();
    request.items = items.map((item, index) => ({ ...item, documentId: documents[index]?.id ?? null }));
    await em.flush();

    await EmailService.enqueue(
      em,
      informationRequestedEmail(emailSite(this.config), {
        to: recipient?.email ?? application.ownerEmail,
        name: application.contactName,
        application: { id: application.id, number: applicationNumberOf(application) },
        requestId: request.id,
        items: items.map((item) => item.prompt),
        message: data.emailNote === undefined ? data.message : data.emailNote,
        dueOn: data.dueAt,
        lenderName: asker.lender?.displayName ?? null,
      }),
    );
    return request;
  }

  /**
   * The owning client answers questions of an open (or answered) request; with every question answered and every
   * document uploaded the request is `answered`. Anyone who may not read the application gets NOT_FOUND.
   */
  async answer(caller: Caller, input: AnswerInfoRequestInput | unknown): Promise<InfoRequest> {
    const data = parseInput(answerInfoRequestSchema, input);
    const request = await this.findReadable(caller, data.id);
    if (caller.role !== Role.client) throw new ForbiddenError('Only the client can answer an information request');
    const client = caller.user!;
    const fieldErrors: Record<string, string> = {};
    data.answers.forEach(({ itemIndex }, index) => {
      const item = request.items[itemIndex];
      if (!item) fieldErrors[`answers.${index}.itemIndex`] = 'No such item';
      else if (item.kind !== InfoRequestItemKind.question) fieldErrors[`answers.${index}.itemIndex`] = 'This item asks for a document: upload it instead';
    });
    const firstError = Object.values(fieldErrors)[0];
    if (firstError) throw new ValidationError(firstError, fieldErrors);

    return this.em.transactional(async (em) => {
      const locked = (await lockInfoRequest(em, request.id))!;
      if (locked.status === InfoRequestStatus.cancelled) throw new ConflictError('This information request was cancelled');
      if (locked.status === InfoRequestStatus.accepted) throw new ConflictError('This information request is already complete');
      const before = { status: locked.status, answers: answersOf(locked.items) };
      const items = locked.items.map((item) => ({ ...item }));
      for (const { itemIndex, answer } of data.answers) items[itemIndex]!.answer = answer;
      locked.items = items;
      await settleInfoRequest(em, locked);
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(client),
        action: 'info_request.answered',
        entityType: 'info_request',
        entityId: locked.id,
        summary: `${client.username} answered ${data.answers.length === 1 ? 'a question' : `${data.answers.length} questions`} of information request ${locked.id}.`,
        before,
        after: { status: locked.status, answers: answersOf(locked.items) },
      });
      await em.populate(locked, ['lender']);
      return locked;
    });
  }

  /** An admin cancels an open or answered request (reason required); its documents are no longer required. */
  async cancel(caller: Caller, idValue: unknown, reasonValue: unknown): Promise<InfoRequest> {
    const admin = requireRole(caller, [Role.admin]);
    const { id, reason } = parseInput(cancelInfoRequestSchema, { id: idValue, reason: reasonValue });
    const request = await this.findReadable(caller, id);

    return this.em.transactional(async (em) => {
      const locked = (await lockInfoRequest(em, request.id))!;
      if (locked.status === InfoRequestStatus.cancelled) throw new ConflictError('This information request is already cancelled');
      if (locked.status === InfoRequestStatus.accepted) throw new ConflictError('An accepted information request cannot be cancelled');
      const before = locked.status;
      locked.status = InfoRequestStatus.cancelled;
      locked.cancelledAt = new Date();
      locked.cancelReason = reason;
      await followLenderRequests(em, locked);
      await em.flush();
      await em.nativeUpdate(Document, { infoRequest: locked.id }, { required: false, updatedAt: new Date() });
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'info_request.cancelled',
        entityType: 'info_request',
        entityId: locked.id,
        summary: `${admin.username} cancelled information request ${locked.id} of application ${locked.application.id}.`,
        before: { status: before },
        after: { status: InfoRequestStatus.cancelled },
        reason,
      });
      return locked;
    });
  }

  /** The request, if the caller may read its application; otherwise the same NotFoundError as a missing one. */
  private async findReadable(caller: Caller, idValue: unknown): Promise<InfoRequest> {
    const id = parseId(idValue);
    const request = id === null ? null : await this.em.findOne(InfoRequest, { id });
    if (!request) throw new NotFoundError(INFO_REQUEST_NOT_FOUND);
    try {
      await this.applications.getReadable(request.application.id, null, caller);
    } catch (error) {
      if (error instanceof NotFoundError) throw new NotFoundError(INFO_REQUEST_NOT_FOUND);
      throw error;
    }
    return request;
  }
}

function answersOf(items: readonly InfoRequestItem[]): Record<string, string | null> {
  return Object.fromEntries(items.flatMap((item, index) => (item.kind === InfoRequestItemKind.question ? [[String(index), item.answer]] : [])));
}

/** "2 documents and 1 answer": what a request asks for, in an audit summary. */
export function describeItems(items: readonly Pick<InfoRequestItem, 'kind'>[]): string {
  const documents = items.filter((item) => item.kind === InfoRequestItemKind.document).length;
  const questions = items.length - documents;
  const parts = [documents > 0 ? `${documents} document${documents === 1 ? '' : 's'}` : null, questions > 0 ? `${questions} answer${questions === 1 ? '' : 's'}` : null];
  return parts.filter(Boolean).join(' and ');
}
