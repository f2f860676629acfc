import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, ValidationError } from '../../shared/errors.js';
import { systemActor, userActor, type AuditService } from '../audit/audit.service.js';
import { Role, type User } from '../users/user.entity.js';
import { Article, type ArticleStatus } from './article.entity.js';
import { auditedFields, type ArticleEditingService } from './article-editing.service.js';
import { lockArticle, parseArticleId, personName, writeRevision } from './article-store.js';
import { scheduleProblem } from './articles.schemas.js';

/** The scheduler's name in audit events, revisions and "changed by". */
export const SCHEDULER_NAME = 'Scheduler';
export const PUBLISH_DUE_JOB = 'publish-due-articles';

interface Transition {
  from: readonly ArticleStatus[];
  to: ArticleStatus;
  action: string;
  verb: string;
  refusal: string;
}

/** BACKOFFICE §3.5: draft → scheduled → published; draft → published; scheduled → draft; published → draft; any → archived → draft. */
export const TRANSITIONS = {
  publish: { from: ['draft', 'scheduled'], to: 'published', action: 'article.published', verb: 'published', refusal: 'Only a draft or a scheduled article can be published' },
  schedule: { from: ['draft', 'scheduled'], to: 'scheduled', action: 'article.scheduled', verb: 'scheduled', refusal: 'Only a draft can be scheduled' },
  unschedule: { from: ['scheduled'], to: 'draft', action: 'article.unscheduled', verb: 'unscheduled', refusal: 'Only a scheduled article can be unscheduled' },
  unpublish: { from: ['published'], to: 'draft', action: 'article.unpublished', verb: 'unpublished', refusal: 'Only a published article can be unpublished' },
  archive: { from: ['draft', 'scheduled', 'published'], to: 'archived', action: 'article.archived', verb: 'archived', refusal: 'This article is already archived' },
  restore: { from: ['archived'], to: 'draft', action: 'article.restored', verb: 'restored', refusal: 'Only an archived article can be restored' },
} as const satisfies Record<string, Transition>;

export type ArticleTransition = keyof typeof TRANSITIONS;

/** R16–R18 state changes (one transaction each: lock at the expected version, revision, audit) and the scheduler. */
export class ArticlePublishingService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly editing: ArticleEditingService,
  ) {}

  async transition(kind: ArticleTransition, id: unknown, expectedVersion: number, caller: Caller, publishAt?: Date): Promise<Article> {
    const admin = requireRole(caller, [Role.admin]);
    const articleId = parseArticleId(id);
    if (kind === 'schedule') {
      const problem = publishAt ? scheduleProblem(publishAt) : 'Choose when to publish';
      if (problem) throw new ValidationError(problem, { publishAt: problem });
    }
    return this.em.transactional(async (em) => {
      const article = await lockArticle(em, articleId, expectedVersion);
      return this.change(em, article, kind, admin, publishAt);
    });
  }

  /** R18 bulk archive / unschedule: the articles that can make the move do, in one transaction, one audit event with the count. */
  async bulk(kind: 'archive' | 'unschedule', ids: unknown[], caller: Caller): Promise<number> {
    const admin = requireRole(caller, [Role.admin]);
    const articleIds = [...new Set(ids.map((id) => parseArticleId(id)))];
    if (articleIds.length > 100) throw new ValidationError('Choose at most 100 articles at a time');
    const transition = TRANSITIONS[kind];
    return this.em.transactional(async (em) => {
      const articles = await em.find(Article, { id: { $in: articleIds }, status: { $in: [...transition.from] } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' }, refresh: true });
      for (const article of articles) await this.move(em, article, kind, admin);
      if (articles.length > 0) {
        await this.audit.record(em, {
          actor: userActor(admin),
          action: `article.bulk_${transition.verb}`,
          entityType: 'article',
          entityId: articles.map((article) => article.id).join(','),
          summary: `${admin.username} ${transition.verb} ${articles.length} article${articles.length === 1 ? '' : 's'}.`,
          before: null,
          after: { count: articles.length, ids: articles.map((article) => article.id) },
        });
      }
      return articles.length;
    });
  }

  /**
   * The scheduler (every minute, every instance): publishes each due scheduled article exactly once — the conditional
   * UPDATE re-checks `status = 'scheduled'` after waiting on a row another run holds — bumps its version (an open
   * editor gets a reload prompt, not a false collision), and writes its revision and audit event.
   */
  async publishDue(now: Date = new Date()): Promise<number> {
    return this.em.transactional(async (em) => {
      const rows = await em.execute<{ id: number }[]>(
        `update articles set status = 'published', published_at = coalesce(publish_at, now()), first_published_at = coalesce(first_published_at, publish_at, now()),
           publish_at = null, version = version + 1, updated_by_id = null, updated_by_name = ?, updated_at = now()
         where status = 'scheduled' and publish_at <= ? returning id`,
        [SCHEDULER_NAME, now],
      );
      if (rows.length === 0) return 0;
      const articles = await em.find(Article, { id: { $in: rows.map((row) => row.id) } }, { refresh: true, orderBy: { id: 'asc' } });
      for (const article of articles) await writeRevision(em, article, 'published', { id: null, name: SCHEDULER_NAME });
      for (const article of articles) {
        await this.audit.record(em, {
          actor: systemActor(`job:${PUBLISH_DUE_JOB}`),
          action: 'article.published',
          entityType: 'article',
          entityId: article.id,
          summary: `The scheduler published "${article.title}" as planned.`,
          before: { status: 'scheduled' },
          after: { status: 'published', publishedAt: article.publishedAt?.toISOString() ?? null },
        });
      }
      return articles.length;
    });
  }

  private async change(em: EntityManager, article: Article, kind: ArticleTransition, admin: User, publishAt?: Date): Promise<Article> {
    const transition: Transition = TRANSITIONS[kind];
    if (!transition.from.includes(article.status)) throw new ConflictError(transition.refusal);
    if (kind === 'publish' || kind === 'schedule') this.editing.assertPublishable(article);
    const before = auditedFields(article);
    await this.move(em, article, kind, admin, publishAt);
    await this.audit.record(em, {
      actor: userActor(admin),
      action: transition.action,
      entityType: 'article',
      entityId: article.id,
      summary:
        kind === 'schedule'
          ? `${admin.username} scheduled "${article.title}" for ${publishAt?.toISOString()}.`
          : `${admin.username} ${transition.verb} "${article.title}".`,
      before,
      after: auditedFields(article),
    });
    return article;
  }

  private async move(em: EntityManager, article: Article, kind: ArticleTransition, admin: User, publishAt?: Date): Promise<void> {
    const transition: Transition = TRANSITIONS[kind];
    const now = new Date();
    article.status = transition.to;
    if (kind === 'publish') {
      article.publishedAt = now;
      article.firstPublishedAt ??= now;
      article.publishAt = null;
    } else if (kind === 'schedule') {
      article.publishAt = publishAt ?? null;
    } else if (kind === 'unschedule' || kind === 'archive' || kind === 'restore') {
      article.publishAt = null;
    }
    article.version += 1;
    article.updatedById = admin.id;
    article.updatedByName = personName(admin);
    article.updatedAt = now;
    await em.flush();
    await writeRevision(em, article, transition.verb, { id: admin.id, name: personName(admin) });
  }
}
