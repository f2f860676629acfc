import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DocumentStatus } from './document.entity.js';
import { InfoRequest, InfoRequestItemKind, InfoRequestStatus } from './info-request.entity.js';

/**
 * Locks an info request's row for the rest of the transaction (and reads it fresh). Every change that touches a
 * request and its documents locks the request first, then the documents, so two of them never deadlock.
 */
export function lockInfoRequest(em: EntityManager, id: number): Promise<InfoRequest | null> {
  return em.findOne(InfoRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/**
 * Brings a (locked) request's status in line with its items: `answered` once every question has an answer and
 * every requested document is uploaded, `accepted` once every document is also accepted, back to `open` when a
 * document is rejected. A cancelled request stays cancelled. Changes the entity; the caller flushes.
 */
export async function settleInfoRequest(em: EntityManager, request: InfoRequest): Promise<InfoRequestStatus> {
  if (request.status === InfoRequestStatus.cancelled) return request.status;
  const documents = await em.execute<{ status: DocumentStatus }[]>('select status from document where info_request_id = ?', [request.id]);
  const questionsAnswered = request.items.every((item) => item.kind !== InfoRequestItemKind.question || item.answer !== null);
  const documentsIn = documents.every((document) => document.status === DocumentStatus.uploaded || document.status === DocumentStatus.accepted);
  const documentsAccepted = documents.length > 0 && documents.every((document) => document.status === DocumentStatus.accepted);
  const next = !questionsAnswered || !documentsIn ? InfoRequestStatus.open : documentsAccepted ? InfoRequestStatus.accepted : InfoRequestStatus.answered;
  if (next !== request.status) {
    request.answeredAt = next === InfoRequestStatus.open ? null : (request.answeredAt ?? new Date());
    request.status = next;
  }
  await followLenderRequests(em, request);
  return next;
}

/**
 * §3.4 `viewed ⇄ info_requested`: a lender's submission waits on the client while any request of that lender on it is
 * open, and is `viewed` again once the client has answered every one (a rejected document opens it again). Call it
 * with the (locked) request after changing its status, in the same transaction; the submission's row lock makes two
 * answers at once see each other's request.
 */
export async function followLenderRequests(em: EntityManager, request: InfoRequest): Promise<void> {
  if (request.submissionId == null) return;
  await em.execute('select id from submission where id = ? for update', [request.submissionId]);
  const [others] = await em.execute<{ open: number }[]>(
    'select count(*)::int as open from info_request where submission_id = ? and id <> ? and status = ?',
    [request.submissionId, request.id, InfoRequestStatus.open],
  );
  const waiting = (others?.open ?? 0) > 0 || request.status === InfoRequestStatus.open;
  const [from, to] = waiting ? ['viewed', 'info_requested'] : ['info_requested', 'viewed'];
  await em.execute('update submission set status = ?, version = version + 1, updated_at = ? where id = ? and status = ?', [to, new Date(), request.submissionId, from]);
}
