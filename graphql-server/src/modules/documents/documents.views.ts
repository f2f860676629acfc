import type { Document } from './document.entity.js';
import type { InfoRequestType } from './documents.types.js';
import type { InfoRequest } from './info-request.entity.js';

/** Where a document's current file is downloaded (REST; GraphQL answers this path). */
export function documentDownloadPath(documentId: number): string {
  return `/api/documents/${documentId}/download`;
}

/** A document as both edges answer it (REST's JSON body, GraphQL's ApplicationDocument). */
export interface DocumentView {
  id: number;
  applicationId: number;
  docType: string;
  label: string;
  status: Document['status'];
  required: boolean;
  fileName: string | null;
  sizeBytes: number | null;
  mimeType: string | null;
  sha256: string | null;
  rejectReason: string | null;
  requestedAt: Date | null;
  dueAt: string | null;
  uploadedAt: Date | null;
  reviewedAt: Date | null;
  /** Null until a file exists. */
  downloadPath: string | null;
  infoRequestId: number | null;
}

export function documentView(document: Document): DocumentView {
  return {
    id: document.id,
    applicationId: document.application.id,
    docType: document.docType,
    label: document.label,
    status: document.status,
    required: document.required,
    fileName: document.fileName ?? null,
    sizeBytes: document.sizeBytes ?? null,
    mimeType: document.mimeType ?? null,
    sha256: document.sha256 ?? null,
    rejectReason: document.rejectReason ?? null,
    requestedAt: document.requestedAt ?? null,
    dueAt: document.dueAt ?? null,
    uploadedAt: document.uploadedAt ?? null,
    reviewedAt: document.reviewedAt ?? null,
    downloadPath: document.currentContentId ? documentDownloadPath(document.id) : null,
    infoRequestId: document.infoRequest?.id ?? null,
  };
}

/** An info request as GraphQL answers it; `lender` must be loaded (populate) for a lender's request. */
export function infoRequestView(request: InfoRequest): InfoRequestType {
  return {
    id: request.id,
    applicationId: request.application.id,
    message: request.message,
    dueAt: request.dueAt,
    status: request.status,
    items: request.items,
    createdAt: request.createdAt,
    answeredAt: request.answeredAt ?? null,
    requestedBy: request.requestedByName ?? null,
    lenderName: request.lender?.displayName ?? null,
    cancelReason: request.cancelReason ?? null,
  };
}
