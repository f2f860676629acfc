import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { errorResponse } from './schemas.js';

/** R16's cover and social images (multipart upload for admins, public resized reads), for the OpenAPI document. */

export const articleImagesTag = { name: 'Blog', description: 'Cover and social images of The NetFund Brief (BACKOFFICE R16)' };
const tags = [articleImagesTag.name];
const error = (description: string) => ({ description, content: { 'application/json': { schema: errorResponse } } });
const binary = z.string().meta({ format: 'binary' });

export const storedArticleImage = z
  .object({
    id: z.string().meta({ description: 'Pass as ArticleInput.coverImageId or socialImageId', example: '7' }),
    url: z.string().meta({ example: '/api/article-images/7' }),
    width: z.number().int().meta({ example: 1200 }),
    height: z.number().int().meta({ example: 630 }),
  })
  .meta({ id: 'ArticleImage' });

export const articleImagesPaths: ZodOpenApiPathsObject = {
  '/api/admin/article-images': {
    post: {
      operationId: 'uploadArticleImage',
      tags,
      summary: 'Upload a cover or social image (admins)',
      description:
        'A JPEG, PNG or WebP image **by its content** (the name and the declared Content-Type are not trusted: a PNG named `.jpg` is stored as a PNG), ' +
        'at most 2 MB (2,097,152 bytes), decoded once to read its size (1200×630 or larger is advised). Stored in PostgreSQL with its SHA-256.',
      security: [{ sessionCookie: [] }],
      requestBody: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: binary }) } } },
      responses: {
        '201': { description: 'Stored', content: { 'application/json': { schema: storedArticleImage } } },
        '400': error('`Upload a JPEG, PNG or WebP image` (another type, or an image that cannot be decoded), or no file in the field `file`'),
        '401': error('Signed out: `Authentication required`'),
        '403': error("Not an admin: `You don't have permission to access this resource`"),
        '413': error('`Images can be at most 2 MB` (reading stops at the limit)'),
        '415': error('The body is not multipart/form-data'),
      },
    },
  },
  '/api/article-images/{id}': {
    get: {
      operationId: 'getArticleImage',
      tags,
      summary: 'An uploaded image, as stored or resized (public)',
      security: [{}],
      description:
        'Images never change once stored, so answers carry `Cache-Control: public, max-age=31536000, immutable` and an `ETag` (`If-None-Match` → 304). ' +
        'With `w` the image is scaled to that width (never enlarged), in its own format.',
      requestParams: {
        path: z.object({ id: z.string().meta({ example: '7' }) }),
        query: z.object({ w: z.enum(['400', '800', '1200']).optional().meta({ description: 'Width in pixels' }) }),
      },
      responses: {
        '200': {
          description: 'The image',
          headers: z.object({ 'Cache-Control': z.string().meta({ example: 'public, max-age=31536000, immutable' }), ETag: z.string() }),
          content: { 'image/jpeg': { schema: binary }, 'image/png': { schema: binary }, 'image/webp': { schema: binary } },
        },
        '304': { description: 'Not modified (the ETag matched)' },
        '400': error('`w must be one of 400, 800, 1200`'),
        '404': error('`Image not found`'),
      },
    },
  },
};
