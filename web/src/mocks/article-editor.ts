import { graphql, type GraphQLQuery } from 'msw/graphql';
import { http, HttpResponse } from 'msw/http';
import { z } from 'zod';
import type {
  ArchiveArticleMutationVariables,
  ArticleEditorQueryVariables,
  ArticlePreviewLinkMutationVariables,
  ArticleRevisionsQueryVariables,
  CreateArticleMutationVariables,
  DeleteArticleMutationVariables,
  PublishArticleMutationVariables,
  RestoreArticleMutationVariables,
  RestoreArticleRevisionMutationVariables,
  ScheduleArticleMutationVariables,
  UnpublishArticleMutationVariables,
  UnscheduleArticleMutationVariables,
  UpdateArticleMutationVariables,
} from '../features/blog-admin/api/article-editor.generated';
import {
  adminArticle,
  adminsOnly,
  ARTICLE_MESSAGES,
  articleStore,
  isFailure,
  lockArticle,
  personName,
  publishProblem,
  RESERVED_SLUGS,
  slugify,
  transition,
  type ArticleSnapshot,
  type ArticleTransition,
  type MockArticle,
} from './article-lists';
import { graphqlError, refusal, reply, type GraphQLFailure } from './graphql-replies';
import { mockScenario } from './scenario';
import { restError } from './rest-error.js';

/**
 * MSW handlers for R16/R17's article editor (`/admin/blog/create-article`, `/admin/blog/edit/{id}`): the 13
 * operations of `article-editor.graphql`, on the same articles as the blog overview and the article list
 * (./article-lists.ts, one store slice), with the server's rules and words (graphql-server/src/modules/articles):
 * admins only; the editor's fields checked as `articleInputSchema` (title, slug format / length / reserved words /
 * uniqueness among articles and old slugs, tags, canonical URL, cover alt text); a stale `expectedVersion` is the 409
 * "This record was changed by … Reload to see the latest." with `changedBy` / `changedAt`; the status machine
 * (publish, schedule 5 minutes to a year ahead, unpublish, unschedule, archive, restore) and its refusals; a revision
 * on each manual save, state change and restore (an autosave writes none); delete only a never-published draft
 * ("Archive it instead"); the preview link `/the-netfund-brief/preview?token={id}.{expires}.{signature}` (24 hours).
 * The cover upload `POST /api/admin/article-images` and the image read `GET /api/article-images/{id}` answer as
 * rest-compat does (JPEG, PNG or WebP by content, at most 2 MB; images are kept in the store up to 300 KB each).
 */

// ---- the editor's input, as the server's articleInputSchema (articles.schemas.ts) ----

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function slugProblem(slug: string): string | null {
  if (slug.length < 3 || slug.length > 80) return ARTICLE_MESSAGES.slugLength;
  if (!SLUG_PATTERN.test(slug)) return ARTICLE_MESSAGES.slugFormat;
  if (RESERVED_SLUGS.includes(slug)) return ARTICLE_MESSAGES.slugReserved(slug);
  return null;
}

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const imageId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value === '') return null;
    const number = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < 1 || number > 2_147_483_647) {
      context.addIssue({ code: 'custom', message: ARTICLE_MESSAGES.imageMissing });
      return z.NEVER;
    }
    return String(number);
  });

const articleInputSchema = z
  .object({
    title: z.string({ error: ARTICLE_MESSAGES.title }).trim().min(1, ARTICLE_MESSAGES.title).max(120, ARTICLE_MESSAGES.title),
    slug: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null),
    excerpt: optionalText(300, 'Excerpt'),
    body: z
      .string()
      .max(100_000, 'Body must be at most 100,000 characters')
      .nullish()
      .transform((value) => value ?? ''),
    tags: z
      .array(z.string().trim().min(2, ARTICLE_MESSAGES.tagLength).max(30, ARTICLE_MESSAGES.tagLength))
      .max(10, ARTICLE_MESSAGES.tagCount)
      .nullish()
      .transform((tags) => [...new Set((tags ?? []).map((tag) => tag.toLowerCase()))]),
    category: z
      .string()
      .trim()
      .max(60, 'Category must be at most 60 characters')
      .nullish()
      .transform((value) => value || 'General'),
    coverImageId: imageId,
    coverAlt: optionalText(150, 'Alt text'),
    metaTitle: optionalText(300, 'Meta title'),
    metaDescription: optionalText(500, 'Meta description'),
    canonicalUrl: z
      .string()
      .trim()
      .max(500, 'Canonical URL must be at most 500 characters')
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(value), ARTICLE_MESSAGES.canonical),
    noindex: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    socialImageId: imageId,
  })
  .superRefine((input, context) => {
    if (input.slug !== null) {
      const problem = slugProblem(input.slug);
      if (problem) context.addIssue({ code: 'custom', path: ['slug'], message: problem });
    }
    if (input.coverImageId !== null && !input.coverAlt) context.addIssue({ code: 'custom', path: ['coverAlt'], message: ARTICLE_MESSAGES.coverAlt });
  });

type ParsedInput = z.output<typeof articleInputSchema>;

/** The NUL character the server refuses in any string before its schema runs (shared/validation.ts). */
function nulField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = nulField(child, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/** `parseInput(articleInputSchema, input)` and the images' existence: the parsed fields, or the BAD_USER_INPUT. */
function parseArticleInput(input: unknown): ParsedInput | GraphQLFailure {
  const nul = nulField(input);
  if (nul !== null) return { message: `${nul || 'Text'} must not contain NUL characters (\\u0000)`, code: 'BAD_USER_INPUT', fieldErrors: { [nul || '_']: 'Must not contain NUL characters (\\u0000)' } };
  const result = articleInputSchema.safeParse(input);
  if (!result.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of result.error.issues) fieldErrors[issue.path.length > 0 ? issue.path.join('.') : '_'] ??= issue.message;
    return { message: Object.values(fieldErrors)[0] ?? 'Invalid input', code: 'BAD_USER_INPUT', fieldErrors };
  }
  for (const field of ['coverImageId', 'socialImageId'] as const) {
    const id = result.data[field];
    if (id !== null && !articleStore.image(id)) return { message: ARTICLE_MESSAGES.imageMissing, code: 'BAD_USER_INPUT', fieldErrors: { [field]: ARTICLE_MESSAGES.imageMissing } };
  }
  return result.data;
}

const NOT_FOUND: GraphQLFailure = { message: ARTICLE_MESSAGES.notFound, code: 'NOT_FOUND' };

/** A well-formed article id (a malformed one is NOT_FOUND before anything else, as `parseArticleId`). */
const wellFormedId = (id: unknown) => /^\d{1,10}$/.test(String(id ?? '').trim()) && Number(String(id).trim()) >= 1 && Number(String(id).trim()) <= 2_147_483_647;

const slugTaken = (title: string): GraphQLFailure => ({ message: ARTICLE_MESSAGES.slugTaken(title), code: 'BAD_USER_INPUT', fieldErrors: { slug: ARTICLE_MESSAGES.slugTaken(title) } });

function editorFields(data: ParsedInput): Omit<ArticleSnapshot, 'slug' | 'coverImageUrl'> {
  return {
    title: data.title,
    excerpt: data.excerpt ?? '',
    body: data.body,
    tags: data.tags,
    category: data.category,
    coverImageId: data.coverImageId,
    coverAlt: data.coverAlt,
    metaTitle: data.metaTitle,
    metaDescription: data.metaDescription,
    canonicalUrl: data.canonicalUrl,
    noindex: data.noindex,
    socialImageId: data.socialImageId,
  };
}

const me = () => personName(mockScenario.currentUser!);

/** A save (manual, autosave, revision restore): the slug claimed, the version moved on, the revision if any. */
function apply(article: MockArticle, fields: Partial<ArticleSnapshot> & { slug: string }, revisionAction: string | null): MockArticle | GraphQLFailure {
  if (fields.slug !== article.slug) {
    const owner = articleStore.slugOwner(fields.slug, article.id);
    if (owner !== null) return slugTaken(owner);
  }
  const saved: MockArticle = { ...article, ...fields, version: article.version + 1, updatedByName: me(), updatedAt: new Date().toISOString() };
  articleStore.replace(saved);
  if (fields.slug !== article.slug) articleStore.moveSlug(saved, article.slug);
  if (revisionAction) articleStore.writeRevision(saved, revisionAction, me());
  return saved;
}

// ---- the preview link (article-preview-token.ts: `{articleId}.{expiresAtSeconds}.{hmac}`, 24 hours) ----

export const PREVIEW_VALIDITY_MS = 24 * 3_600_000;

/** The mock's stand-in for the HMAC: 32 bytes from the payload, base64url (43 characters), checkable here. */
function signature(payload: string): string {
  const bytes = new Uint8Array(32);
  let hash = 0x811c9dc5;
  for (let index = 0; index < 32; index += 1) {
    for (const char of `${payload}:${index}:netfund-mock-preview`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    bytes[index] = hash & 0xff;
  }
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function signPreviewToken(articleId: string, now: Date = new Date()): string {
  const payload = `${articleId}.${Math.floor((now.getTime() + PREVIEW_VALIDITY_MS) / 1000)}`;
  return `${payload}.${signature(payload)}`;
}

/**
 * The article a preview token names, in any status; null for a bad or expired token. For the public brief's
 * `ArticlePreview` mock, so that the editor's link opens the article the editor saved.
 */
export function previewArticle(token: string, now: Date = new Date()): MockArticle | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || signature(`${match[1]}.${match[2]}`) !== match[3] || Number(match[2]) * 1000 <= now.getTime()) return null;
  return articleStore.find(match[1]) ?? null;
}

// ---- handlers ----

const api = graphql.link('*/graphql');

/** The six state changes share one handler shape: admins, the transition, the article or the refusal. */
function transitionHandler<Variables extends { id: string | number; expectedVersion: number; publishAt?: unknown }>(
  operation: string,
  field: string,
  kind: ArticleTransition,
) {
  return api.mutation<GraphQLQuery, Variables>(operation, ({ variables }) => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    articleStore.record(operation, variables);
    const moved = transition(kind, variables.id, variables.expectedVersion, variables.publishAt);
    return isFailure(moved) ? graphqlError(moved) : reply({ [field]: adminArticle(moved) });
  });
}

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_TOO_LARGE = 'Images can be at most 2 MB';
const IMAGE_UNSUPPORTED = 'Upload a JPEG, PNG or WebP image';
/** Bigger images are answered while the page lives but not written to sessionStorage (its quota is about 5 MB). */
const KEPT_IMAGE_BYTES = 300 * 1024;
/** The bytes of images too big to keep, for this page's life. */
const unkeptBytes = new Map<string, Uint8Array>();
/** A 1×1 grey PNG, served for an image whose bytes were not kept across a reload. */
const PLACEHOLDER_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** The image type by content and its size in pixels (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X), or null. */
export function sniffImage(bytes: Uint8Array): { mime: string; width: number; height: number } | null {
  const at = (index: number) => bytes[index] ?? 0;
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => at(offset + index) === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && bytes.length >= 24) {
    const read = (offset: number) => ((at(offset) << 24) | (at(offset + 1) << 16) | (at(offset + 2) << 8) | at(offset + 3)) >>> 0;
    const size = { width: read(16), height: read(20) };
    return size.width && size.height ? { mime: 'image/png', ...size } : null;
  }
  if (starts([0xff, 0xd8, 0xff])) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (at(offset) !== 0xff) return null;
      const marker = at(offset + 1);
      const length = (at(offset + 2) << 8) | at(offset + 3);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        const size = { height: (at(offset + 5) << 8) | at(offset + 6), width: (at(offset + 7) << 8) | at(offset + 8) };
        return size.width && size.height ? { mime: 'image/jpeg', ...size } : null;
      }
      offset += 2 + length;
    }
    return null;
  }
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8) && bytes.length >= 30) {
    const chunk = String.fromCharCode(at(12), at(13), at(14), at(15));
    let size: { width: number; height: number } | null = null;
    if (chunk === 'VP8X') size = { width: 1 + (at(24) | (at(25) << 8) | (at(26) << 16)), height: 1 + (at(27) | (at(28) << 8) | (at(29) << 16)) };
    if (chunk === 'VP8 ') size = { width: ((at(26) | (at(27) << 8)) & 0x3fff), height: ((at(28) | (at(29) << 8)) & 0x3fff) };
    if (chunk === 'VP8L') {
      const bits = at(21) | (at(22) << 8) | (at(23) << 16) | (at(24) << 24);
      size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    return size && size.width && size.height ? { mime: 'image/webp', ...size } : null;
  }
  return null;
}

/** The multipart body's `file` part, read by hand (a jsdom File does not survive `request.formData()` in tests). */
async function filePart(request: Request): Promise<Uint8Array | null | 'not-multipart'> {
  const boundary = /multipart\/form-data;.*boundary="?([^";]+)"?/i.exec(request.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return 'not-multipart';
  // Byte for character (TextDecoder's "latin1" is windows-1252, which turns 0x80–0x9f into other code points).
  const body = new Uint8Array(await request.arrayBuffer());
  let text = '';
  for (let index = 0; index < body.length; index += 0x8000) text += String.fromCharCode(...body.subarray(index, index + 0x8000));
  for (const part of text.split(`--${boundary}`)) {
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0 || !/name="file"/.test(part.slice(0, headerEnd))) continue;
    const content = part.slice(headerEnd + 4, part.endsWith('\r\n') ? -2 : undefined);
    return Uint8Array.from(content, (char) => char.charCodeAt(0));
  }
  return null;
}


const base64 = (bytes: Uint8Array) => {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000) text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(text);
};

export const articleEditorHandlers = [
  api.query<GraphQLQuery, ArticleEditorQueryVariables>('ArticleEditor', ({ variables }) => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    const article = articleStore.find(variables.id);
    return article ? reply({ adminArticle: adminArticle(article) }) : graphqlError(NOT_FOUND);
  }),
  api.query<GraphQLQuery, ArticleRevisionsQueryVariables>('ArticleRevisions', ({ variables }) => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    const article = articleStore.find(variables.articleId);
    if (!article) return graphqlError(NOT_FOUND);
    return reply({
      articleRevisions: articleStore.revisionsOf(article.id).map(({ id, createdAt, authorName, action, title, body }) => ({ __typename: 'ArticleRevision', id, createdAt, authorName, action, title, body })),
    });
  }),
  api.mutation<GraphQLQuery, CreateArticleMutationVariables>('CreateArticle', ({ variables }) => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    articleStore.record('CreateArticle', variables);
    const data = parseArticleInput(variables.input);
    if (isFailure(data)) return graphqlError(data);
    const slug = data.slug ?? articleStore.freeSlug(slugify(data.title));
    const owner = articleStore.slugOwner(slug, null);
    if (owner !== null) return graphqlError(slugTaken(owner));
    const article = articleStore.insertDraft({ ...editorFields(data), slug, coverImageUrl: null }, 'created');
    return reply({ createArticle: adminArticle(article) });
  }),
  api.mutation<GraphQLQuery, UpdateArticleMutationVariables>('UpdateArticle', ({ variables }) => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    articleStore.record('UpdateArticle', variables);
    if (!wellFormedId(variables.id)) return graphqlError(NOT_FOUND);
    const data = parseArticleInput(variables.input);
    if (isFailure(data)) return graphqlError(data);
    const article = lockArticle(variables.id, variables.expectedVersion);
    if (isFailure(article)) return graphqlError(article);
    if (article.status === 'PUBLISHED' || article.status === 'SCHEDULED') {
      const problem = publishProblem(data);
      if (problem) return graphqlError(problem);
    }
    // A manual save writes a revision; an autosave only moves the version on.
    const saved = apply(article, { ...editorFields(data), slug: data.slug ?? article.slug }, variables.autosave ? null : 'saved');
    return isFailure(saved) ? graphqlError(saved) : reply({ updateArticle: adminArticle(saved) });
  }),
  transitionHandler<PublishArticleMutationVariables>('PublishArticle', 'publishArticle', 'publish'),
  transitionHandler<ScheduleArticleMutationVariables>('ScheduleArticle', 'scheduleArticle', 'schedule'),
  transitionHandler<UnpublishArticleMutationVariables>('UnpublishArticle', 'unpublishArticle', 'unpublish'),
  transitionHandler<UnscheduleArticleMutationVariables>('UnscheduleArticle', 'unscheduleArticle', 'unschedule'),
  transitionHandler<ArchiveArticleMutationVariables>('ArchiveArticle', 'archiveArticle', 'archive'),
  transitionHandler<RestoreArticleMutationVariables>('RestoreArticle', 'restoreArticle', 'restore'),
  api.mutation<GraphQLQuery, DeleteArticleMutationVariables>('DeleteArticle', ({ variables }) => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    articleStore.record('DeleteArticle', variables);
    const article = lockArticle(variables.id);
    if (isFailure(article)) return graphqlError(article);
    // R17: only a draft that was never published; anything else "Archive it instead".
    if (article.status !== 'DRAFT' || article.firstPublishedAt) return graphqlError({ message: ARTICLE_MESSAGES.archiveInstead, code: 'CONFLICT' });
    articleStore.remove(article.id);
    return reply({ deleteArticle: true });
  }),
  api.mutation<GraphQLQuery, RestoreArticleRevisionMutationVariables>('RestoreArticleRevision', ({ variables }) => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    articleStore.record('RestoreArticleRevision', variables);
    if (!wellFormedId(variables.articleId)) return graphqlError(NOT_FOUND);
    const articleId = String(Number(String(variables.articleId).trim()));
    const revision = articleStore.revisionsOf(articleId).find((each) => each.id === String(variables.revisionId).trim());
    if (!revision) return graphqlError({ message: ARTICLE_MESSAGES.revisionNotFound, code: 'NOT_FOUND' });
    const article = lockArticle(articleId, variables.expectedVersion);
    if (isFailure(article)) return graphqlError(article);
    if (article.status === 'PUBLISHED' || article.status === 'SCHEDULED') {
      const problem = publishProblem(revision.snapshot);
      if (problem) return graphqlError(problem);
    }
    // The revision's content becomes the article's (a new revision; the status is unchanged).
    const saved = apply(article, { ...revision.snapshot, tags: [...revision.snapshot.tags] }, `restored #${revision.id}`);
    return isFailure(saved) ? graphqlError(saved) : reply({ restoreArticleRevision: adminArticle(saved) });
  }),
  api.mutation<GraphQLQuery, ArticlePreviewLinkMutationVariables>('ArticlePreviewLink', ({ variables }) => {
    const refused = adminsOnly();
    if (refused) return graphqlError(refused);
    const article = articleStore.find(variables.id);
    if (!article) return graphqlError(NOT_FOUND);
    return reply({ articlePreviewLink: `/the-netfund-brief/preview?token=${encodeURIComponent(signPreviewToken(article.id))}` });
  }),

  // R16 cover and social images (rest-compat/src/routes/article-images.routes.ts).
  http.post('*/api/admin/article-images', async ({ request }) => {
    // The role first: a caller who may not upload is answered without reading the body.
    const refused = refusal(['admin']);
    if (refused) return restError(refused.code === 'UNAUTHENTICATED' ? 401 : 403, refused.message);
    const declared = Number(request.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > MAX_IMAGE_BYTES + 16 * 1024) return restError(413, IMAGE_TOO_LARGE);
    const bytes = await filePart(request);
    if (bytes === 'not-multipart') return restError(415, 'Send the image as multipart/form-data in the field "file"');
    if (!bytes) return restError(400, 'Attach the image in the field "file"', { errors: { file: 'Attach the image in the field "file"' } });
    if (bytes.length > MAX_IMAGE_BYTES) return restError(413, IMAGE_TOO_LARGE);
    const sniffed = bytes.length > 0 ? sniffImage(bytes) : null;
    if (!sniffed) return restError(400, IMAGE_UNSUPPORTED, { errors: { file: IMAGE_UNSUPPORTED } });
    const kept = bytes.length <= KEPT_IMAGE_BYTES;
    const image = articleStore.addImage({ ...sniffed, sizeBytes: bytes.length, data: kept ? base64(bytes) : null });
    if (!kept) unkeptBytes.set(image.id, bytes);
    return HttpResponse.json({ id: image.id, url: `/api/article-images/${image.id}`, width: image.width, height: image.height }, { status: 201 });
  }),
  http.get('*/api/article-images/:id', ({ params, request }) => {
    const width = new URL(request.url).searchParams.get('w');
    if (width !== null && width !== '' && !['400', '800', '1200'].includes(width)) return restError(400, 'w must be one of 400, 800, 1200', { errors: { w: 'w must be one of 400, 800, 1200' } });
    const image = /^\d{1,10}$/.test(String(params.id)) ? articleStore.image(String(Number(params.id))) : undefined;
    if (!image) return restError(404, 'Image not found');
    // Served as stored (the mock does not resize); one whose bytes were not kept across a reload is a grey pixel.
    const stored = image.data !== null ? Uint8Array.from(atob(image.data), (char) => char.charCodeAt(0)) : unkeptBytes.get(image.id);
    const bytes = stored ?? PLACEHOLDER_PNG;
    const etag = `"mock-image-${image.id}${width ? `-w${width}` : ''}"`;
    const headers = { 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag, 'X-Content-Type-Options': 'nosniff' };
    if (request.headers.get('if-none-match') === etag) return new HttpResponse(null, { status: 304, headers });
    return new HttpResponse(bytes, { status: 200, headers: { ...headers, 'Content-Type': stored ? image.mime : 'image/png', 'Content-Length': String(bytes.length) } });
  }),
];
