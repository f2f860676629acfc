import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { z } from 'zod';
import type { ArticleInput } from '../../../generated/graphql';
import type { ArticleEditorFieldsFragment } from '../api/article-editor.generated';

/** The server's R16 words (graphql-server/src/modules/articles/articles.schemas.ts), verbatim. */
export const ARTICLE_MESSAGES = {
  addContent: 'Add some content before publishing',
  coverAlt: 'Describe the cover image for screen readers',
  slugFormat: 'Use lower-case letters, digits and single dashes (e.g. my-first-article)',
  slugLength: 'The URL slug must be 3 to 80 characters',
  slugReserved: (slug: string) => `"${slug}" is reserved; choose another URL slug`,
  title: 'Title is required (at most 120 characters)',
  tagCount: 'Use at most 10 tags',
  tagLength: 'Each tag must be 2 to 30 characters',
  canonical: 'The canonical URL must start with https://',
  scheduleWindow: 'Choose a time at least 5 minutes ahead and within a year',
} as const;

export const RESERVED_SLUGS: readonly string[] = ['new', 'edit', 'page', 'preview'];
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The server's slug from a title: "Net 30 — what's that?" → "net-30-what-s-that". */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let slug = base.length > 80 ? base.slice(0, 80).replace(/-[^-]*$/, '') || base.slice(0, 80) : base;
  slug = slug.replace(/-+$/g, '');
  if (!slug) return '';
  if (slug.length < 3) slug = `${slug}-brief`;
  if (RESERVED_SLUGS.includes(slug)) slug = `${slug}-article`;
  return slug;
}

const limit = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

export const articleFormSchema = z
  .object({
    title: z.string().trim().min(1, ARTICLE_MESSAGES.title).max(120, ARTICLE_MESSAGES.title),
    slug: z.string().trim(),
    excerpt: limit(300, 'Excerpt'),
    body: z.string().max(100_000, 'Body must be at most 100,000 characters'),
    tags: z.string(),
    category: limit(60, 'Category'),
    coverImageId: z.string().nullable(),
    coverImageUrl: z.string().nullable(),
    coverAlt: limit(150, 'Alt text'),
    metaTitle: limit(300, 'Meta title'),
    metaDescription: limit(500, 'Meta description'),
    canonicalUrl: limit(500, 'Canonical URL').refine(
      (value) => value === '' || /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
      ARTICLE_MESSAGES.canonical,
    ),
    noindex: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.slug) {
      const problem =
        values.slug.length < 3 || values.slug.length > 80
          ? ARTICLE_MESSAGES.slugLength
          : !SLUG_PATTERN.test(values.slug)
            ? ARTICLE_MESSAGES.slugFormat
            : RESERVED_SLUGS.includes(values.slug)
              ? ARTICLE_MESSAGES.slugReserved(values.slug)
              : null;
      if (problem) context.addIssue({ code: 'custom', path: ['slug'], message: problem });
    }
    const tags = splitTags(values.tags);
    if (tags.length > 10) context.addIssue({ code: 'custom', path: ['tags'], message: ARTICLE_MESSAGES.tagCount });
    else if (tags.some((tag) => tag.length < 2 || tag.length > 30))
      context.addIssue({ code: 'custom', path: ['tags'], message: ARTICLE_MESSAGES.tagLength });
    if (values.coverImageId && !values.coverAlt.trim())
      context.addIssue({ code: 'custom', path: ['coverAlt'], message: ARTICLE_MESSAGES.coverAlt });
  });

export type ArticleFormValues = z.infer<typeof articleFormSchema>;

/** The form's fields that the server's field messages can land on. */
export const ARTICLE_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'body',
  'tags',
  'category',
  'coverAlt',
  'metaTitle',
  'metaDescription',
  'canonicalUrl',
] as const;

export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

export const EMPTY_ARTICLE: ArticleFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  tags: '',
  category: 'General',
  coverImageId: null,
  coverImageUrl: null,
  coverAlt: '',
  metaTitle: '',
  metaDescription: '',
  canonicalUrl: '',
  noindex: false,
};

export function articleFormValues(article: ArticleEditorFieldsFragment): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    body: article.body,
    tags: article.tags.join(', '),
    category: article.category,
    coverImageId: article.coverImageId ?? null,
    coverImageUrl: article.coverImageUrl ?? null,
    coverAlt: article.coverAlt ?? '',
    metaTitle: article.metaTitle ?? '',
    metaDescription: article.metaDescription ?? '',
    canonicalUrl: article.canonicalUrl ?? '',
    noindex: article.noindex,
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

export function articleInput(values: ArticleFormValues): ArticleInput {
  return {
    title: values.title.trim(),
    slug: orNull(values.slug),
    excerpt: values.excerpt.trim(),
    body: values.body,
    tags: splitTags(values.tags),
    category: orNull(values.category),
    coverImageId: values.coverImageId,
    coverAlt: orNull(values.coverAlt),
    metaTitle: orNull(values.metaTitle),
    metaDescription: orNull(values.metaDescription),
    canonicalUrl: orNull(values.canonicalUrl),
    noindex: values.noindex,
  };
}

/** A stale save (409): who changed the article, and when. */
export interface ArticleConflict {
  changedBy: string;
  changedAt: string | null;
  message: string;
}

export function articleConflict(error: unknown): ArticleConflict | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors.find((each) => each.extensions?.code === 'CONFLICT');
  if (!first) return null;
  const extensions = (first.extensions ?? {}) as Record<string, unknown>;
  const details = (extensions.details ?? {}) as Record<string, unknown>;
  const changedBy = extensions.changedBy ?? details.changedBy;
  const changedAt = extensions.changedAt ?? details.changedAt;
  if (typeof changedBy !== 'string') return null;
  return { changedBy, changedAt: typeof changedAt === 'string' ? changedAt : null, message: first.message };
}

export const PLATFORM_TIME_ZONE = 'America/New_York';
const timeOnly = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: PLATFORM_TIME_ZONE });
const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: PLATFORM_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: PLATFORM_TIME_ZONE });

export const formatTime = (iso: string | Date) => timeOnly.format(new Date(iso));
export const formatDateTime = (iso: string | Date) => dateTime.format(new Date(iso));
export const formatDate = (iso: string | Date) => dateOnly.format(new Date(iso));

/** Minutes east of UTC of `zone` at `instant`. */
function zoneOffsetMinutes(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** A `datetime-local` value read as platform time (America/New_York) → the instant; null when not a date-time. */
export function platformLocalToInstant(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  let instant = new Date(naive - zoneOffsetMinutes(new Date(naive), PLATFORM_TIME_ZONE) * 60_000);
  instant = new Date(naive - zoneOffsetMinutes(instant, PLATFORM_TIME_ZONE) * 60_000);
  return instant;
}

/** An instant as a `datetime-local` value in platform time. */
export function instantToPlatformLocal(instant: Date): string {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant, PLATFORM_TIME_ZONE) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** R16: at least 5 minutes ahead, at most a year. */
export function scheduleProblem(publishAt: Date | null, now: Date = new Date()): string | null {
  if (!publishAt) return ARTICLE_MESSAGES.scheduleWindow;
  const ahead = publishAt.getTime() - now.getTime();
  return ahead < 5 * 60_000 || ahead > 366 * 24 * 3_600_000 ? ARTICLE_MESSAGES.scheduleWindow : null;
}

/** R17 "no lost text": the unsaved title and body, per article (or "new") and version, until saved. */
export interface StoredDraft {
  title: string;
  body: string;
}

export const draftKey = (id: string, version: number) => `netfund.article-draft.${id}.${version}`;

export function readDraft(id: string, version: number): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(draftKey(id, version));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    return typeof parsed.title === 'string' && typeof parsed.body === 'string'
      ? { title: parsed.title, body: parsed.body }
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(id: string, version: number, draft: StoredDraft): void {
  try {
    window.localStorage.setItem(draftKey(id, version), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the text stays in the form.
  }
}

export function clearDrafts(id: string): void {
  try {
    const prefix = `netfund.article-draft.${id}.`;
    for (let index = window.localStorage.length - 1; index >= 0; index -= 1) {
      const key = window.localStorage.key(index);
      if (key?.startsWith(prefix)) window.localStorage.removeItem(key);
    }
  } catch {
    // ignore
  }
}
