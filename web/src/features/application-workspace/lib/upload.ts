import { FILE_TOO_LARGE, UNSUPPORTED_FILE } from '../../applications/lib/document-file';
import { UPLOAD_FAILED } from '../../applications/lib/upload-document';

export interface AdHocUpload {
  applicationId: string;
  docType: string;
  file: File;
}

/**
 * An admin's ad-hoc upload: `POST /api/applications/{id}/documents`, multipart with the fields `docType` and `file`
 * (GraphQL carries no files). Resolves with the server's document JSON; rejects with the server's message.
 */
export async function uploadAdHocDocument({ applicationId, docType, file }: AdHocUpload): Promise<unknown> {
  const form = new FormData();
  form.append('docType', docType);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/applications/${encodeURIComponent(applicationId)}/documents`, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new Error(UPLOAD_FAILED);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body;
  const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null;
  throw new Error(message || (response.status === 413 ? FILE_TOO_LARGE : response.status === 415 ? UNSUPPORTED_FILE : UPLOAD_FAILED));
}
