import busboy from 'busboy';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import {
  IMAGE_TOO_LARGE,
  IMAGE_WIDTHS,
  MAX_ARTICLE_IMAGE_BYTES,
  PayloadTooLargeError,
  UnsupportedTypeError,
  ValidationError,
  type ImageWidth,
} from '../../../graphql-server/src/index.js';
import { lingerBeforeClosing } from '../lingering-close.js';
import { noStore, route } from '../middleware.js';

const FILE_FIELD = 'file';
const NOT_MULTIPART = `Send the image as multipart/form-data in the field "${FILE_FIELD}"`;
const MISSING_FILE = `Attach the image in the field "${FILE_FIELD}"`;
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const WIDTH_MESSAGE = `w must be one of ${IMAGE_WIDTHS.join(', ')}`;

/**
 * R16 cover and social images: admins upload (multipart, sniffed by content, at most 2 MB → 201 { id, url, width,
 * height }); anyone reads them, resized to 400/800/1200 px wide, cached for a year (an id is one image forever).
 * Mounted before the JSON-only guard and the no-store default of the other routes.
 */
export function articleImageRoutes(requestState: RequestHandler): Router {
  const router = Router();

  router.post(
    '/admin/article-images',
    noStore,
    closeUnlessRead,
    refuseDeclaredOversize,
    requestState,
    route(async (req, res) => {
      // The role first: a caller who may not upload is answered without reading the body.
      req.state.services.articleImages.assertCanUpload(req.state.caller);
      const bytes = await readImage(req);
      res.removeHeader('Connection');
      const image = await req.state.services.articleImages.store({ bytes }, req.state.caller);
      res.status(201).json({ id: String(image.id), url: image.url, width: image.width, height: image.height });
    }),
  );

  router.get(
    '/article-images/:id',
    requestState,
    route(async (req, res) => {
      const width = parseWidth(req.query.w);
      const image = await req.state.services.articleImages.serve(req.params.id, width);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('ETag', image.etag);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.get('if-none-match') === image.etag) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Type', image.mime);
      res.setHeader('Content-Length', String(image.bytes.length));
      res.end(image.bytes);
    }),
  );

  return router;
}

function parseWidth(raw: unknown): ImageWidth | null {
  if (raw === undefined || raw === '') return null;
  const width = Number(raw);
  if (typeof raw !== 'string' || !(IMAGE_WIDTHS as readonly number[]).includes(width)) throw new ValidationError(WIDTH_MESSAGE, { w: WIDTH_MESSAGE });
  return width as ImageWidth;
}

function refuseDeclaredOversize(req: Request, _res: Response, next: NextFunction): void {
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_ARTICLE_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) {
    next(new PayloadTooLargeError(IMAGE_TOO_LARGE));
    return;
  }
  next();
}

function closeUnlessRead(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Connection', 'close');
  lingerBeforeClosing(req);
  next();
}

/** The one file of the `file` field, in memory, at most 2 MB (reading stops one byte past the limit). */
function readImage(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Browsers write a file name as raw UTF-8 in filename="…"; busboy reads such parameters as latin1 by default.
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: MAX_ARTICLE_IMAGE_BYTES + 1, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
    } catch {
      reject(new UnsupportedTypeError(NOT_MULTIPART));
      return;
    }
    let file: Buffer | null = null;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      reject(error);
    };
    parser.on('file', (name, stream) => {
      if (name !== FILE_FIELD) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new PayloadTooLargeError(IMAGE_TOO_LARGE)));
      stream.on('end', () => {
        if (!stream.truncated) file = Buffer.concat(chunks);
      });
    });
    parser.on('filesLimit', () => fail(new ValidationError(`Send one image in the field "${FILE_FIELD}"`, { [FILE_FIELD]: 'Send one image' })));
    parser.on('partsLimit', () => fail(new ValidationError('Too many parts in the upload')));
    parser.on('error', () => fail(new ValidationError('The upload could not be read: send it as multipart/form-data')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (!file) reject(new ValidationError(MISSING_FILE, { [FILE_FIELD]: MISSING_FILE }));
      else resolve(file);
    });
    req.on('close', () => {
      if (!req.complete) fail(new ValidationError('The upload was interrupted'));
    });
    req.pipe(parser);
  });
}
