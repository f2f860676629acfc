import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import type { User } from '../users/user.entity.js';
import { Article, ArticleRevision, type ArticleSnapshot } from './article.entity.js';
import { ARTICLE_MESSAGES, articleIdSchema } from './articles.schemas.js';

/** Revisions kept per article (R16). */
export const REVISIONS_KEPT = 50;

const PLATFORM_TIME_ZONE = 'America/New_York';
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', month: 'short', day: 'numeric', timeZone: PLATFORM_TIME_ZONE, timeZoneName: 'short' });

/** The name people see for a user (author, "changed by"): first and last name, else the username. */
export function personName(user: Pick<User, 'username'> & { firstName?: string | null; lastName?: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
}

/** An article id from GraphQL/REST, or NOT_FOUND "Article not found". */
export function parseArticleId(id: unknown): number {
  const parsed = articleIdSchema.safeParse(id);
  if (!parsed.success) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  return parsed.data;
}

/** BACKOFFICE §0's stale-edit 409, with who changed it and when for the editor's banner. */
export function staleArticleError(article: Pick<Article, 'updatedByName' | 'updatedAt'>): ConflictError {
  const name = article.updatedByName ?? 'someone else';
  return new ConflictError(`This record was changed by ${name} at ${timeFormat.format(article.updatedAt)}. Reload to see the latest.`, {
    changedBy: name,
    changedAt: article.updatedAt.toISOString(),
  });
}

/**
 * The article, locked for this transaction (FOR UPDATE), at the version the writer last saw; NOT_FOUND when it is
 * gone, the stale 409 when someone (or the scheduler) moved it on. Two saves sent with one version: one wins.
 */
export async function lockArticle(em: EntityManager, id: number, expectedVersion?: number): Promise<Article> {
  const article = await em.findOne(Article, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!article) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  if (expectedVersion !== undefined && article.version !== expectedVersion) throw staleArticleError(article);
  return article;
}

export function snapshotOf(article: Article): ArticleSnapshot {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    body: article.body,
    tags: [...article.tags],
    category: article.category,
    coverImageId: article.coverImageId ?? null,
    coverImageUrl: article.coverImageUrl ?? null,
    coverAlt: article.coverAlt ?? null,
    metaTitle: article.metaTitle ?? null,
    metaDescription: article.metaDescription ?? null,
    canonicalUrl: article.canonicalUrl ?? null,
    noindex: article.noindex,
    socialImageId: article.socialImageId ?? null,
  };
}

/** Stores the article's current state as a revision and keeps only the newest 50. Inside the change's transaction. */
export async function writeRevision(em: EntityManager, article: Article, action: string, author: { id: number | null; name: string }): Promise<void> {
  em.create(ArticleRevision, { articleId: article.id, authorId: author.id, authorName: author.name, action, title: article.title, body: article.body, snapshot: snapshotOf(article) });
  await em.flush();
  await em.execute(
    `delete from article_revision where article_id = ? and id not in (select id from article_revision where article_id = ? order by id desc limit ${REVISIONS_KEPT})`,
    [article.id, article.id],
  );
}

/**
 * Invariant 12 in the service: takes the slug's lock (the same one the database trigger takes) and answers
 * "This URL is already used by "{title}"" when another article has it as its slug or an old slug. The article's
 * own old slug is given back to it (its redirect goes). Inside the change's transaction.
 */
export async function claimSlug(em: EntityManager, slug: string, articleId: number | null): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?), hashtext(?))', ['article_slug', slug]);
  const [taken] = await em.execute<{ id: number; title: string }[]>(
    `select id, title from articles where slug = ? and id <> ?
     union all
     select a.id, a.title from article_slug_redirect r join articles a on a.id = r.article_id where r.old_slug = ? and r.article_id <> ?
     limit 1`,
    [slug, articleId ?? 0, slug, articleId ?? 0],
  );
  if (taken) throw slugTakenError(taken.title);
  if (articleId !== null) await em.execute('delete from article_slug_redirect where old_slug = ? and article_id = ?', [slug, articleId]);
}

export function slugTakenError(title: string): ValidationError {
  const message = ARTICLE_MESSAGES.slugTaken(title);
  return new ValidationError(message, { slug: message });
}

/** A unique violation on a slug (the constraint or the trigger, when the lock was not enough) as the R16 message. */
export async function slugViolationOr(em: EntityManager, error: unknown, slug: string): Promise<unknown> {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  if (!/articles_slug_unique|article_slug_taken|article_slug_redirect_old_slug_unique/.test(error.message)) return error;
  const [owner] = await em.execute<{ title: string }[]>(
      'select title from articles where slug = ? union all select a.title from article_slug_redirect r join articles a on a.id = r.article_id where r.old_slug = ? limit 1',
      [slug, slug],
    );
  return slugTakenError(owner?.title ?? slug);
}

/** The public URL of an uploaded image (served by rest-compat, resized on request). */
export function imageUrl(id: number | null | undefined, width?: 400 | 800 | 1200): string | null {
  if (!id) return null;
  return `/api/article-images/${id}${width ? `?w=${width}` : ''}`;
}

/** The cover's URL: an uploaded image, else the landed seeded URL. */
export function coverUrlOf(article: Pick<Article, 'coverImageId' | 'coverImageUrl'>): string | null {
  return imageUrl(article.coverImageId) ?? article.coverImageUrl ?? null;
}

/** The social image's URL: its own upload, else the cover (R16). */
export function socialUrlOf(article: Pick<Article, 'socialImageId' | 'coverImageId' | 'coverImageUrl'>): string | null {
  return imageUrl(article.socialImageId) ?? coverUrlOf(article);
}
