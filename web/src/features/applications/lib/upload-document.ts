import { UNSUPPORTED_FILE, FILE_TOO_LARGE } from './document-file';

export const UPLOAD_FAILED = 'The upload failed. Check your connection and try again.';

/** What the server answers for an uploaded document (REST `ApplicationDocument` JSON); only the id is read here. */
export interface UploadedDocument {
  id: number | string;
  status: string;
}

export interface UploadOptions {
  applicationId: string;
  documentId: string;
  file: File;
  /** 0–100 as the bytes leave the browser. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

/**
 * Uploads a requested (or rejected) document: `POST /api/applications/{id}/documents/{documentId}/file`, multipart
 * with the field `file` (the contract's REST route; GraphQL carries no files). XMLHttpRequest rather than fetch: it
 * reports upload progress. Rejects with the server's message (`{ message }`), or a sentence for a lost connection.
 */
export function uploadDocumentFile({ applicationId, documentId, file, onProgress, signal }: UploadOptions): Promise<UploadedDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/applications/${encodeURIComponent(applicationId)}/documents/${encodeURIComponent(documentId)}/file`);
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && body && typeof body === 'object') {
        onProgress?.(100);
        resolve(body as UploadedDocument);
      } else reject(new Error(serverMessage(request.status, body)));
    };
    request.onerror = () => reject(new Error(UPLOAD_FAILED));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The server's `{ message }`; a proxy's bare 413/415 gets the server's own sentence for it. */
export function serverMessage(status: number, body: unknown): string {
  const message = body && typeof body === 'object' && 'message' in body ? (body as { message: unknown }).message : null;
  if (typeof message === 'string' && message) return message;
  if (status === 413) return FILE_TOO_LARGE;
  if (status === 415) return UNSUPPORTED_FILE;
  return UPLOAD_FAILED;
}
