import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import { errorResponse } from './schemas.js';

/** The documents' REST calls (multipart uploads, downloads), for the OpenAPI document. */

const json = <S extends z.ZodType>(schema: S) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(errorResponse) });
const tags = ['Documents'];
const session = [{ sessionCookie: [] }];

const binary = z.string().meta({ format: 'binary' });
const docType = z.enum(['bank_statements', 'tax_return', 'photo_id', 'voided_check', 'business_license', 'other']).meta({ id: 'DocumentType' });

export const applicationDocument = z
  .object({
    id: z.number().int(),
    applicationId: z.number().int(),
    docType,
    label: z.string().meta({ example: 'Bank statements' }),
    status: z.enum(['requested', 'uploaded', 'accepted', 'rejected']),
    required: z.boolean().meta({ description: 'False once the info request that asked for it was cancelled' }),
    fileName: z.string().nullable().meta({ example: 'March statement.pdf' }),
    sizeBytes: z.number().int().nullable(),
    mimeType: z.enum(['application/pdf', 'image/jpeg', 'image/png']).nullable().meta({ description: 'Read from the content, never from the name or the declared type' }),
    sha256: z.string().nullable().meta({ description: 'SHA-256 of the file (hex)' }),
    rejectReason: z.string().nullable(),
    requestedAt: z.string().nullable().meta({ description: 'ISO 8601' }),
    dueAt: z.string().nullable().meta({ description: 'A date (YYYY-MM-DD)', example: '2026-12-01' }),
    uploadedAt: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    downloadPath: z.string().nullable().meta({ example: '/api/documents/7/download' }),
    infoRequestId: z.number().int().nullable(),
  })
  .meta({ id: 'ApplicationDocument' });

const multipart = <S extends z.ZodType>(schema: S) => ({ required: true, content: { 'multipart/form-data': { schema } } });
const limits =
  'The file must be a PDF, JPEG or PNG **by its content** (the name and the declared Content-Type are not trusted; a name ' +
  'whose extension says another type is refused too) and at most 20 MB (20,971,520 bytes). It is stored with its SHA-256.';

const uploadErrors: ZodOpenApiResponsesObject = {
  '400': error('Empty file (`The file is empty`), no file in the field `file`, or more than one file'),
  '404': error('`Application not found` (missing, or not yours) or `Document not found`: the same for anyone but an admin or the owning client, signed out included'),
  '409': error('The document is already uploaded and waiting for review (or accepted), or the application is declined, closed or withdrawn'),
  '413': error('`Files can be at most 20 MB` (reading stops at the limit; the connection is closed after the answer, once the client has had up to 2 s to receive it)'),
  '415': error('`Upload a PDF, JPEG or PNG file`, or the body is not multipart/form-data'),
  '500': error('Unexpected server error (no details are given)'),
};

const applicationId = z.string().meta({ description: 'The application id', example: '2' });

const uploadRequestedDocument: ZodOpenApiOperationObject = {
  operationId: 'uploadDocumentFile',
  tags,
  summary: 'Upload the file of a requested (or rejected) document',
  description: `For the owning client or an admin. ${limits} Of two uploads of one document at once, one is stored and the other answers 409.`,
  security: session,
  requestParams: { path: z.object({ id: applicationId, documentId: z.string().meta({ example: '7' }) }) },
  requestBody: multipart(z.object({ file: binary })),
  responses: { '200': { description: 'Uploaded: the document, now `uploaded`', ...json(applicationDocument) }, ...uploadErrors },
};

const uploadAdHocDocument: ZodOpenApiOperationObject = {
  operationId: 'uploadDocument',
  tags,
  summary: 'Upload a document nobody asked for yet',
  description: `For the owning client or an admin; the document arrives as \`uploaded\`. ${limits}`,
  security: session,
  requestParams: { path: z.object({ id: applicationId }) },
  requestBody: multipart(z.object({ docType, file: binary })),
  responses: {
    '201': { description: 'Created: the new document', ...json(applicationDocument) },
    ...uploadErrors,
    '400': error('Empty file, no file, or a missing or unknown `docType` (`errors.docType`)'),
  },
};

const downloadDocument: ZodOpenApiOperationObject = {
  operationId: 'downloadDocument',
  tags,
  summary: "Download a document's current file",
  description: 'For an admin or the owning client; every download is recorded in the audit trail (`document.downloaded`).',
  security: session,
  requestParams: { path: z.object({ id: z.string().meta({ example: '7' }) }) },
  responses: {
    '200': {
      description: 'The file as an attachment, with the type read from its content and `X-Content-Type-Options: nosniff`',
      headers: z.object({ 'Content-Disposition': z.string().meta({ example: 'attachment; filename="March statement.pdf"' }) }),
      content: { 'application/pdf': { schema: binary }, 'image/jpeg': { schema: binary }, 'image/png': { schema: binary } },
    },
    '404': error('`Document not found`: missing, without a file yet, or not yours (signed out, another client, a lender)'),
    '500': error('Unexpected server error (no details are given)'),
  },
};

const downloadLenderDocument: ZodOpenApiOperationObject = {
  ...downloadDocument,
  operationId: 'downloadLenderDocument',
  summary: 'Download a document of a file shared with your lender',
  description:
    'For a lender user, through an open share of its own lender (BACKOFFICE R20, invariant 6); every download is written to the access log the client reads. A revoked or closed share answers 404 at once.',
  responses: {
    ...downloadDocument.responses,
    '403': error('Signed in, but not as a lender user'),
    '404': error('`Document not found`: missing, without a file yet, or not shared with your lender now'),
  },
};

export const documentsTag = { name: 'Documents', description: 'Uploading and downloading the documents of an application (multipart)' };

export const documentsPaths: ZodOpenApiPathsObject = {
  '/api/applications/{id}/documents/{documentId}/file': { post: uploadRequestedDocument },
  '/api/applications/{id}/documents': { post: uploadAdHocDocument },
  '/api/documents/{id}/download': { get: downloadDocument },
  '/api/lender/documents/{id}/download': { get: downloadLenderDocument },
};
