import { parseJson, serverMessage, UPLOAD_FAILED } from '../../applications/lib/upload-document';

export interface AdHocUpload {
  applicationId: string;
  docType: string;
  file: File;
}

/**
 * An admin's ad-hoc upload: `POST /api/applications/{id}/documents`, multipart with the fields `docType` and `file`
 * (GraphQL carries no files). XMLHttpRequest like the client's uploads, with the same reading of the answer:
 * resolves with the server's document JSON, rejects with the server's message or a sentence for a lost connection.
 */
export function uploadAdHocDocument({ applicationId, docType, file }: AdHocUpload): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/applications/${encodeURIComponent(applicationId)}/documents`);
    request.withCredentials = true;
    request.responseType = 'text';
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body);
      else reject(new Error(serverMessage(request.status, body)));
    };
    request.onerror = () => reject(new Error(UPLOAD_FAILED));
    const form = new FormData();
    form.append('docType', docType);
    form.append('file', file, file.name);
    request.send(form);
  });
}
