import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequiredEntityData } from '@mikro-orm/core';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput, truncateText } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { Role, type User } from '../users/user.entity.js';
import { Article, ArticleImage, ArticleRevision, type ArticleSnapshot } from './article.entity.js';
import { claimSlug, lockArticle, parseArticleId, personName, slugViolationOr, snapshotOf, writeRevision } from './article-store.js';
import { ARTICLE_MESSAGES, articleInputSchema, readingMinutes, slugify, type ArticleInput, type ParsedArticleInput } from './articles.schemas.js';

/** The fields an audit event compares (the body by length only: the revision keeps the text). */
export function auditedFields(article: Article): Record<string, unknown> {
  const { body, ...rest } = snapshotOf(article);
  return { ...rest, bodyLength: body.length, status: article.status, publishAt: article.publishAt?.toISOString() ?? null };
}

/**
 * R16/R17 writing: create, save (manual or autosave), restore a revision, duplicate, delete a never-published draft.
 * Every change is one transaction: the article locked at the expected version, the revision (manual saves), the
 * audit event `article.*`.
 */
export class ArticleEditingService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async create(input: ArticleInput, caller: Caller): Promise<Article> {
    const admin = requireRole(caller, [Role.admin]);
    const data = parseInput(articleInputSchema, input);
    await this.assertImages(data);
    // A slug made from the title may be taken by a parallel create between the look-up and the claim: try the next.
    for (let attempt = 1; ; attempt += 1) {
      const slug = data.slug ?? (await this.freeSlug(slugify(data.title)));
      try {
        return await this.insert(data, slug, admin);
      } catch (error) {
        const mapped = await slugViolationOr(this.em, error, slug);
        if (data.slug !== null || attempt >= 5 || !(mapped instanceof ValidationError) || !mapped.fieldErrors.slug) throw mapped;
      }
    }
  }

  private insert(data: ParsedArticleInput, slug: string, admin: User): Promise<Article> {
    return this.em.transactional((em) =>
      this.createDraft(em, { ...this.fields(data), slug }, admin, 'created', (article) => ({
        action: 'article.created',
        summary: `${admin.username} started the article "${article.title}".`,
        after: auditedFields(article),
      })),
    );
  }

  /** A new draft by `admin` (create and duplicate): its slug claimed, its first revision and its audit event. */
  private async createDraft(
    em: EntityManager,
    content: Omit<RequiredEntityData<Article>, 'slug' | 'status' | 'authorId' | 'authorName' | 'updatedById' | 'updatedByName'> & { slug: string },
    admin: User,
    revisionLabel: string,
    event: (article: Article) => { action: string; summary: string; after: Record<string, unknown> },
  ): Promise<Article> {
    await claimSlug(em, content.slug, null);
    const article = em.create(Article, {
      ...content,
      status: 'draft',
      authorId: admin.id,
      authorName: personName(admin),
      updatedById: admin.id,
      updatedByName: personName(admin),
    } as RequiredEntityData<Article>);
    await em.flush();
    await writeRevision(em, article, revisionLabel, { id: admin.id, name: personName(admin) });
    await this.audit.record(em, { actor: userActor(admin), entityType: 'article', entityId: article.id, before: null, ...event(article) });
    return article;
  }

  /** A manual save (autosave false) writes a revision; an autosave only moves the version on. */
  async update(id: unknown, expectedVersion: number, input: ArticleInput, autosave: boolean, caller: Caller): Promise<Article> {
    const admin = requireRole(caller, [Role.admin]);
    const articleId = parseArticleId(id);
    const data = parseInput(articleInputSchema, input);
    await this.assertImages(data);
    let slug = data.slug;
    try {
      return await this.em.transactional(async (em) => {
        const article = await lockArticle(em, articleId, expectedVersion);
        slug ??= article.slug;
        if (article.status === 'published' || article.status === 'scheduled') this.assertPublishable(data);
        return this.apply(em, article, { ...this.fields(data), slug }, admin, autosave ? null : 'saved', autosave ? 'article.autosaved' : 'article.updated');
      });
    } catch (error) {
      throw await slugViolationOr(this.em, error, slug ?? '');
    }
  }

  /** R17 *Restore revision*: the revision's content becomes the article's (a new revision, the status unchanged). */
  async restoreRevision(articleId: unknown, revisionId: unknown, expectedVersion: number, caller: Caller): Promise<Article> {
    const admin = requireRole(caller, [Role.admin]);
    const id = parseArticleId(articleId);
    const revisionNumber = Number(revisionId);
    const revision = Number.isSafeInteger(revisionNumber) && revisionNumber > 0 ? await this.em.findOne(ArticleRevision, { id: revisionNumber, articleId: id }) : null;
    if (!revision) throw new NotFoundError(ARTICLE_MESSAGES.revisionNotFound);
    const snapshot: ArticleSnapshot = revision.snapshot;
    try {
      return await this.em.transactional(async (em) => {
        const article = await lockArticle(em, id, expectedVersion);
        const fields = { ...snapshot, readingMinutes: readingMinutes(snapshot.body) };
        if (article.status === 'published' || article.status === 'scheduled') this.assertPublishable({ body: snapshot.body, coverImageId: snapshot.coverImageId, coverAlt: snapshot.coverAlt });
        return this.apply(em, article, fields, admin, `restored #${revision.id}`, 'article.revision_restored');
      });
    } catch (error) {
      throw await slugViolationOr(this.em, error, snapshot.slug);
    }
  }

  /** R18 *Duplicate*: a new draft "… (copy)" with a free slug, authored by the caller. */
  async duplicate(id: unknown, caller: Caller): Promise<Article> {
    const admin = requireRole(caller, [Role.admin]);
    const source = await this.em.findOne(Article, { id: parseArticleId(id) });
    if (!source) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
    const title = truncateText(`${source.title} (copy)`, 120);
    const slug = await this.freeSlug(`${source.slug.slice(0, 75)}-copy`);
    try {
      return await this.em.transactional(async (em) => {
        const { slug: _slug, ...content } = snapshotOf(source);
        return this.createDraft(em, { ...content, title, slug, readingMinutes: source.readingMinutes }, admin, 'duplicated', (article) => ({
          action: 'article.duplicated',
          summary: `${admin.username} duplicated "${source.title}" as a new draft.`,
          after: { ...auditedFields(article), duplicatedFrom: source.id },
        }));
      });
    } catch (error) {
      throw await slugViolationOr(this.em, error, slug);
    }
  }

  /** R17 *Delete*: only a draft that was never published; anything else "Archive it instead" (409). */
  async delete(id: unknown, caller: Caller): Promise<boolean> {
    const admin = requireRole(caller, [Role.admin]);
    const articleId = parseArticleId(id);
    return this.em.transactional(async (em) => {
      const article = await lockArticle(em, articleId);
      if (article.status !== 'draft' || article.firstPublishedAt) throw new ConflictError(ARTICLE_MESSAGES.archiveInstead);
      const before = auditedFields(article);
      em.remove(article);
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'article.deleted',
        entityType: 'article',
        entityId: articleId,
        summary: `${admin.username} deleted the draft "${article.title}".`,
        before,
        after: null,
      });
      return true;
    });
  }

  async revisions(articleId: unknown, caller: Caller): Promise<ArticleRevision[]> {
    requireRole(caller, [Role.admin]);
    const id = parseArticleId(articleId);
    if (!(await this.em.count(Article, { id }))) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
    return this.em.find(ArticleRevision, { articleId: id }, { orderBy: { id: 'desc' }, limit: 50 });
  }

  /** Publishing needs a body, and a cover needs its alt text (R16 messages). */
  assertPublishable(data: { body: string; coverImageId?: number | null; coverAlt?: string | null }): void {
    if (!data.body.trim()) throw new ValidationError(ARTICLE_MESSAGES.addContent, { body: ARTICLE_MESSAGES.addContent });
    if (data.coverImageId && !data.coverAlt) throw new ValidationError(ARTICLE_MESSAGES.coverAlt, { coverAlt: ARTICLE_MESSAGES.coverAlt });
  }

  private async apply(
    em: EntityManager,
    article: Article,
    fields: Partial<Article> & { slug: string },
    admin: User,
    revisionAction: string | null,
    action: string,
  ): Promise<Article> {
    const before = auditedFields(article);
    const oldSlug = article.slug;
    if (fields.slug !== oldSlug) await claimSlug(em, fields.slug, article.id);
    em.assign(article, { ...fields, version: article.version + 1, updatedById: admin.id, updatedByName: personName(admin), updatedAt: new Date() });
    await em.flush();
    // R17: a changed slug of an article that has been public answers 301 from the old one (once the article left it).
    if (fields.slug !== oldSlug && article.firstPublishedAt) {
      await em.execute('insert into article_slug_redirect (old_slug, article_id) values (?, ?)', [oldSlug, article.id]);
    }
    if (revisionAction) await writeRevision(em, article, revisionAction, { id: admin.id, name: personName(admin) });
    await this.audit.record(em, {
      actor: userActor(admin),
      action: fields.slug !== oldSlug && action === 'article.updated' ? 'article.slug_changed' : action,
      entityType: 'article',
      entityId: article.id,
      summary:
        fields.slug !== oldSlug
          ? `${admin.username} saved "${article.title}" and moved it from /${oldSlug} to /${fields.slug}.`
          : `${admin.username} saved "${article.title}".`,
      before,
      after: auditedFields(article),
    });
    return article;
  }

  private fields(data: ParsedArticleInput) {
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
      readingMinutes: readingMinutes(data.body),
    };
  }

  private async assertImages(data: ParsedArticleInput): Promise<void> {
    for (const [field, id] of [['coverImageId', data.coverImageId], ['socialImageId', data.socialImageId]] as const) {
      if (id !== null && !(await this.em.count(ArticleImage, { id }))) throw new ValidationError(ARTICLE_MESSAGES.imageMissing, { [field]: ARTICLE_MESSAGES.imageMissing });
    }
  }

  /** `base`, or `base-2`, `base-3`… the first not used by an article or a redirect (the claim re-checks under the lock). */
  private async freeSlug(base: string): Promise<string> {
    const rows = await this.em.execute<{ slug: string }[]>(
        `select slug from articles where slug = ? or slug like ? union select old_slug from article_slug_redirect where old_slug = ? or old_slug like ?`,
        [base, `${base}-%`, base, `${base}-%`],
      );
    const used = new Set(rows.map((row) => row.slug));
    if (!used.has(base)) return base;
    for (let n = 2; ; n += 1) {
      const candidate = `${base.slice(0, 80 - String(n).length - 1)}-${n}`;
      if (!used.has(candidate)) return candidate;
    }
  }
}
