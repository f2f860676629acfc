import { z } from 'zod';
import { recordId } from '../../shared/validation.js';
import { ARTICLE_STATUSES } from './article.entity.js';

export const ARTICLE_PAGE_MESSAGES = {
  page: 'Page must be a whole number of 1 or more',
  pageSize: 'Page size must be a whole number from 1 to 24',
} as const;

export const MAX_PAGE_SIZE = 24;
/** The API's default page (the brief's web page asks for 12, R16). */
export const DEFAULT_PAGE_SIZE = 6;

export const articlePageSchema = z.object({
  page: z.number({ error: ARTICLE_PAGE_MESSAGES.page }).int(ARTICLE_PAGE_MESSAGES.page).min(1, ARTICLE_PAGE_MESSAGES.page).max(100_000, ARTICLE_PAGE_MESSAGES.page).default(1),
  pageSize: z
    .number({ error: ARTICLE_PAGE_MESSAGES.pageSize })
    .int(ARTICLE_PAGE_MESSAGES.pageSize)
    .min(1, ARTICLE_PAGE_MESSAGES.pageSize)
    .max(MAX_PAGE_SIZE, ARTICLE_PAGE_MESSAGES.pageSize)
    .default(DEFAULT_PAGE_SIZE),
  tag: z.string().trim().max(30).nullish(),
});

export type ArticlePageInput = z.input<typeof articlePageSchema>;

/** BACKOFFICE R16/R17 words, verbatim. */
export const ARTICLE_MESSAGES = {
  notFound: 'Article not found',
  addContent: 'Add some content before publishing',
  coverAlt: 'Describe the cover image for screen readers',
  slugTaken: (title: string) => `This URL is already used by "${title}"`,
  archiveInstead: 'Archive it instead',
  slugFormat: 'Use lower-case letters, digits and single dashes (e.g. my-first-article)',
  slugLength: 'The URL slug must be 3 to 80 characters',
  slugReserved: (slug: string) => `"${slug}" is reserved; choose another URL slug`,
  title: 'Title is required (at most 120 characters)',
  tagCount: 'Use at most 10 tags',
  tagLength: 'Each tag must be 2 to 30 characters',
  canonical: 'The canonical URL must start with https://',
  scheduleWindow: 'Choose a time at least 5 minutes ahead and within a year',
  imageMissing: 'That image was not found; upload it again',
  revisionNotFound: 'Revision not found',
} as const;

/** R16's reserved words, and `preview` (the brief's preview page, /the-netfund-brief/preview). */
export const RESERVED_SLUGS: readonly string[] = ['new', 'edit', 'page', 'preview'];
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** R16 slug rules: format, 3–80, not reserved (uniqueness is the service's, under a lock). Null when fine. */
export function slugProblem(slug: string): string | null {
  if (slug.length < 3 || slug.length > 80) return ARTICLE_MESSAGES.slugLength;
  if (!SLUG_PATTERN.test(slug)) return ARTICLE_MESSAGES.slugFormat;
  if (RESERVED_SLUGS.includes(slug)) return ARTICLE_MESSAGES.slugReserved(slug);
  return null;
}

/** A slug from a title: "Net 30 — what's that?" → "net-30-what-s-that", cut at 80 on a dash. */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let slug = base.length > 80 ? base.slice(0, 80).replace(/-[^-]*$/, '') || base.slice(0, 80) : base;
  slug = slug.replace(/-+$/g, '');
  if (slug.length < 3) slug = `${slug || 'article'}-brief`.replace(/^-/, '');
  if (RESERVED_SLUGS.includes(slug)) slug = `${slug}-article`;
  return slug;
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
    return number;
  });

/** R16's editor fields; the body may be empty until publishing. */
export const articleInputSchema = z
  .object({
    title: z.string({ error: ARTICLE_MESSAGES.title }).trim().min(1, ARTICLE_MESSAGES.title).max(120, ARTICLE_MESSAGES.title),
    slug: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null),
    excerpt: optionalText(300, 'Excerpt'),
    body: z.string().max(100_000, 'Body must be at most 100,000 characters').nullish().transform((value) => value ?? ''),
    tags: z
      .array(z.string().trim().min(2, ARTICLE_MESSAGES.tagLength).max(30, ARTICLE_MESSAGES.tagLength))
      .max(10, ARTICLE_MESSAGES.tagCount)
      .nullish()
      .transform((tags) => [...new Set((tags ?? []).map((tag) => tag.toLowerCase()))]),
    category: z.string().trim().max(60, 'Category must be at most 60 characters').nullish().transform((value) => value || 'General'),
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
    noindex: z.boolean().nullish().transform((value) => value ?? false),
    socialImageId: imageId,
  })
  .superRefine((input, context) => {
    if (input.slug !== null) {
      const problem = slugProblem(input.slug);
      if (problem) context.addIssue({ code: 'custom', path: ['slug'], message: problem });
    }
    if (input.coverImageId !== null && !input.coverAlt) context.addIssue({ code: 'custom', path: ['coverAlt'], message: ARTICLE_MESSAGES.coverAlt });
  });

export type ArticleInput = z.input<typeof articleInputSchema>;
export type ParsedArticleInput = z.output<typeof articleInputSchema>;

export const articleIdSchema = recordId(ARTICLE_MESSAGES.notFound);

export const adminArticleListSchema = z.object({
  filter: z
    .object({
      status: z.enum(ARTICLE_STATUSES).nullish(),
      tag: z.string().trim().max(30).nullish(),
      authorId: z.number().int().positive().nullish(),
      search: z.string().trim().max(200).nullish(),
    })
    .nullish(),
  page: z.number().int().min(1).max(100_000).nullish().transform((value) => value ?? 1),
  pageSize: z.number().int().min(1, 'Page size must be from 1 to 100').max(100, 'Page size must be from 1 to 100').nullish().transform((value) => value ?? 25),
});

export type AdminArticleListInput = z.input<typeof adminArticleListSchema>;

/** R16: Schedule at least 5 minutes ahead and at most a year ahead. */
export function scheduleProblem(publishAt: Date, now: Date = new Date()): string | null {
  const ahead = publishAt.getTime() - now.getTime();
  if (!Number.isFinite(ahead) || ahead < 5 * 60_000 || ahead > 366 * 24 * 3_600_000) return ARTICLE_MESSAGES.scheduleWindow;
  return null;
}

/** What the seed supplies (landed model plus tags/status). */
export const articleDraftSchema = z.object({
  slug: z
    .string({ error: 'Slug is required' })
    .trim()
    .regex(SLUG_PATTERN, ARTICLE_MESSAGES.slugFormat)
    .max(160, 'Slug must be at most 160 characters'),
  title: z.string().trim().min(1).max(200),
  excerpt: z.string().trim().min(1).max(400),
  body: z.string().trim().min(1).max(100_000),
  category: z.string().trim().min(1).max(60),
  authorName: z.string().trim().min(1).max(100),
  coverImageUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(?:\/[\w\-./]+|https:\/\/\S+)$/, 'Cover image must be a site path or an https URL')
    .nullish(),
  coverAlt: z.string().trim().max(200).nullish(),
  publishedAt: z.date().nullish(),
  tags: z.array(z.string().trim().min(2).max(30)).max(10).nullish(),
  status: z.enum(ARTICLE_STATUSES).nullish(),
  publishAt: z.date().nullish(),
  metaDescription: z.string().trim().max(500).nullish(),
  authorId: z.number().int().positive().nullish(),
});

export type ArticleDraft = z.input<typeof articleDraftSchema>;

/** R16: words / 200, at least one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.replace(/[#>*_`[\]()-]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export interface SeoFields {
  title: string;
  slug: string;
  body: string;
  metaTitle: string | null;
  metaDescription: string | null;
  coverImageId: number | null;
  coverImageUrl: string | null;
  coverAlt: string | null;
}

/**
 * R16 SEO score 0–5, advice only: title length 30–60 (meta title, else title), description 70–160, cover alt text,
 * slug ≤ 60, at least one `##` heading. The advice lists what is missing.
 */
export function seoScore(article: SeoFields): { score: number; advice: string[] } {
  const advice: string[] = [];
  const title = article.metaTitle ?? article.title;
  if (title.length < 30 || title.length > 60) advice.push('Make the (meta) title 30–60 characters long');
  const description = article.metaDescription ?? '';
  if (description.length < 70 || description.length > 160) advice.push('Write a meta description of 70–160 characters');
  const hasCover = article.coverImageId !== null || article.coverImageUrl !== null;
  if (!hasCover || !article.coverAlt) advice.push('Add a cover image with alt text');
  if (article.slug.length > 60) advice.push('Shorten the URL slug to 60 characters or fewer');
  if (!/^##\s+\S/m.test(article.body)) advice.push('Add at least one "##" heading to the body');
  return { score: 5 - advice.length, advice };
}
