import { z } from 'zod';

export const ARTICLE_PAGE_MESSAGES = {
  page: 'Page must be a whole number of 1 or more',
  pageSize: 'Page size must be a whole number from 1 to 24',
} as const;

export const MAX_PAGE_SIZE = 24;
export const DEFAULT_PAGE_SIZE = 6;

export const articlePageSchema = z.object({
  page: z.number({ error: ARTICLE_PAGE_MESSAGES.page }).int(ARTICLE_PAGE_MESSAGES.page).min(1, ARTICLE_PAGE_MESSAGES.page).max(100_000, ARTICLE_PAGE_MESSAGES.page).default(1),
  pageSize: z
    .number({ error: ARTICLE_PAGE_MESSAGES.pageSize })
    .int(ARTICLE_PAGE_MESSAGES.pageSize)
    .min(1, ARTICLE_PAGE_MESSAGES.pageSize)
    .max(MAX_PAGE_SIZE, ARTICLE_PAGE_MESSAGES.pageSize)
    .default(DEFAULT_PAGE_SIZE),
});

export type ArticlePageInput = z.input<typeof articlePageSchema>;

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** What an author supplies; the seed uses it now, the admin back office later. */
export const articleDraftSchema = z.object({
  slug: z
    .string({ error: 'Slug is required' })
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may contain only lower-case letters, digits and single dashes')
    .max(160, 'Slug must be at most 160 characters'),
  title: text('Title', 200),
  excerpt: text('Excerpt', 400),
  body: text('Body', 100_000),
  category: text('Category', 60),
  authorName: text('Author', 100),
  coverImageUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(?:\/[\w\-./]+|https:\/\/\S+)$/, 'Cover image must be a site path or an https URL')
    .nullish(),
  coverAlt: z.string().trim().max(200).nullish(),
  publishedAt: z.date().nullish(),
});

export type ArticleDraft = z.input<typeof articleDraftSchema>;

/** About 220 words a minute, at least one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.replace(/[#>*_`[\]()-]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
