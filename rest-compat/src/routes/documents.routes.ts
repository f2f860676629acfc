import busboy from 'busboy';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import {
  documentView,
  FILE_TOO_LARGE,
  MAX_DOCUMENT_BYTES,
  PayloadTooLargeError,
  UnsupportedTypeError,
  ValidationError,
  type ReceivedUpload,
  type UploadedFile,
} from '../../../graphql-server/src/index.js';
import { lingerBeforeClosing } from '../lingering-close.js';
import { noStore, route } from '../middleware.js';

const FILE_FIELD = 'file';
const NOT_MULTIPART = `Send the file as multipart/form-data in the field "${FILE_FIELD}"`;
const MISSING_FILE = `Attach the file in the field "${FILE_FIELD}"`;
/** Room for the multipart boundaries, part headers and the few text fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Documents over REST (multipart uploads and downloads; GraphQL cannot carry files). Mounted before the JSON-only
 * guard of the other routes, so each route brings its own middleware. Uploads are not CSRF-prone JSON: the session
 * cookie is SameSite=Lax, so a cross-site form post arrives signed out and gets 404.
 */
export function documentRoutes(requestState: RequestHandler): Router {
  const router = Router();

  router.post(
    '/applications/:id/documents/:documentId/file',
    noStore,
    closeUnlessRead,
    refuseDeclaredOversize,
    requestState,
    route(async (req, res) => {
      const document = await req.state.services.documents.upload(req.state.caller, req.params.id, req.params.documentId, () => readUpload(req, res));
      res.json(documentView(document));
    }),
  );

  router.post(
    '/applications/:id/documents',
    noStore,
    closeUnlessRead,
    refuseDeclaredOversize,
    requestState,
    route(async (req, res) => {
      const document = await req.state.services.documents.uploadAdHoc(req.state.caller, req.params.id, () => readUpload(req, res));
      res.status(201).json(documentView(document));
    }),
  );

  router.get(
    '/documents/:id/download',
    noStore,
    requestState,
    route(async (req, res) => {
      sendFile(res, await req.state.services.documents.download(req.state.caller, req.params.id));
    }),
  );

  // R20: a lender user downloads a document of a file shared with its lender (404 at once when access ended; logged).
  router.get(
    '/lender/documents/:id/download',
    noStore,
    requestState,
    route(async (req, res) => {
      sendFile(res, await req.state.services.lenderPortal.downloadDocument(req.state.caller, req.params.id));
    }),
  );

  return router;
}

/** A stored file as an attachment, its type as read from its content, never sniffed by the browser. */
function sendFile(res: Response, file: { fileName: string; mimeType: string; bytes: Buffer }): void {
  res.attachment(file.fileName);
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Length', String(file.bytes.length));
  res.end(file.bytes);
}

interface Upload {
  file: UploadedFile | null;
  fields: Record<string, string>;
}

/** A body that says up front it is too large is refused before a byte of it is read. */
function refuseDeclaredOversize(req: Request, _res: Response, next: NextFunction): void {
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES) {
    next(new PayloadTooLargeError(FILE_TOO_LARGE));
    return;
  }
  next();
}

/**
 * Streams a multipart body: the text fields, and the one file of the `file` field in memory, at most 20 MB. Past the
 * limit it stops reading (the connection is closed after the 413), so a larger upload is never held. The service
 * calls it once the caller may upload; a request answered without it has its connection closed instead of read.
 */
async function readUpload(req: Request, res: Response): Promise<ReceivedUpload> {
  const { file, fields } = await parseMultipart(req);
  // Read to its end: the connection may serve another request.
  res.removeHeader('Connection');
  if (!file) throw new ValidationError(MISSING_FILE, { [FILE_FIELD]: MISSING_FILE });
  return { file, fields };
}

/**
 * Until the body has been read, any answer closes the connection rather than reading (or waiting for) the rest; the
 * close lingers briefly so the client receives the answer.
 */
function closeUnlessRead(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Connection', 'close');
  lingerBeforeClosing(req);
  next();
}

function parseMultipart(req: Request): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // busboy reports the limit once a file reaches it: one byte more than we take tells an oversized file apart.
      // Browsers write a file name as raw UTF-8 in filename="…"; busboy reads such parameters as latin1 by default.
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: MAX_DOCUMENT_BYTES + 1, files: 1, fields: 10, fieldSize: 10_000, parts: 12 } });
    } catch {
      // Not multipart/form-data (or no boundary).
      reject(new UnsupportedTypeError(NOT_MULTIPART));
      return;
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      reject(error);
    };

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== FILE_FIELD) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new PayloadTooLargeError(FILE_TOO_LARGE)));
      stream.on('end', () => {
        if (!stream.truncated) file = { fileName: info.filename ?? '', bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () => fail(new ValidationError(`Send one file in the field "${FILE_FIELD}"`, { [FILE_FIELD]: 'Send one file' })));
    parser.on('partsLimit', () => fail(new ValidationError('Too many parts in the upload')));
    parser.on('fieldsLimit', () => fail(new ValidationError('Too many fields in the upload')));
    parser.on('error', () => fail(new ValidationError('The upload could not be read: send it as multipart/form-data')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ file, fields });
    });
    req.on('close', () => {
      if (!req.complete) fail(new ValidationError('The upload was interrupted'));
    });
    req.pipe(parser);
  });
}
