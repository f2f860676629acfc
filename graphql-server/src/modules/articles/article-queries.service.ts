import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { Role } from '../users/user.entity.js';
import { Article, type ArticleStatus } from './article.entity.js';
import { coverUrlOf, parseArticleId, socialUrlOf } from './article-store.js';
import { ARTICLE_MESSAGES, adminArticleListSchema, seoScore, type AdminArticleListInput } from './articles.schemas.js';

/** R17/R18's view of an article: the row plus what is derived for the editor and the list. */
export type AdminArticleView = Article & {
  everPublished: boolean;
  coverImageUrlResolved: string | null;
  socialImageUrl: string | null;
  seoScore: number;
  seoAdvice: string[];
  views30d: number;
};

export interface AdminArticlePage {
  items: AdminArticleView[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface BlogOverview {
  counts: Record<ArticleStatus, number>;
  scheduledNext: AdminArticleView[];
  myDrafts: AdminArticleView[];
  topArticles: AdminArticleView[];
  seoWarnings: { articleId: number; title: string; slug: string; warning: string }[];
}

export const SEO_WARNINGS = {
  noDescription: 'Published without a meta description',
  noAlt: 'Cover image without alt text',
  slugWithoutRedirect: 'Slug changed without a redirect',
} as const;

/** Admin reads of the blog (R15 overview, R17 editor, R18 list). */
export class ArticleQueriesService {
  constructor(private readonly em: EntityManager) {}

  async get(id: unknown, caller: Caller): Promise<AdminArticleView> {
    requireRole(caller, [Role.admin]);
    const article = await this.em.findOne(Article, { id: parseArticleId(id) }, { refresh: true });
    if (!article) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
    return (await this.views([article]))[0]!;
  }

  async list(input: AdminArticleListInput, caller: Caller): Promise<AdminArticlePage> {
    requireRole(caller, [Role.admin]);
    const { filter, page, pageSize } = parseInput(adminArticleListSchema, input);
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter?.status) {
      where.push('status = ?');
      params.push(filter.status);
    }
    if (filter?.tag) {
      where.push('? = any(tags)');
      params.push(filter.tag.toLowerCase());
    }
    if (filter?.authorId) {
      where.push('author_id = ?');
      params.push(filter.authorId);
    }
    if (filter?.search) {
      where.push(`(title ilike ? escape '\\' or body ilike ? escape '\\')`);
      const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      params.push(pattern, pattern);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const [{ count }] = (await this.em.execute<{ count: string }[]>(`select count(*) as count from articles ${clause}`, params)) as [{ count: string }];
    const ids = await this.em.execute<{ id: number }[]>(
      `select id from articles ${clause} order by coalesce(publish_at, published_at, updated_at) desc, id desc limit ? offset ?`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    const articles = ids.length ? await this.em.find(Article, { id: { $in: ids.map((row) => row.id) } }, { refresh: true }) : [];
    const byId = new Map(articles.map((article) => [article.id, article]));
    const items = await this.views(ids.map((row) => byId.get(row.id)).filter((article): article is Article => !!article));
    const total = Number(count);
    return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
  }

  async overview(caller: Caller): Promise<BlogOverview> {
    const admin = requireRole(caller, [Role.admin]);
    const countRows = await this.em.execute<{ status: ArticleStatus; count: string }[]>('select status, count(*) as count from articles group by status');
    const counts: Record<ArticleStatus, number> = { draft: 0, scheduled: 0, published: 0, archived: 0 };
    for (const row of countRows) counts[row.status] = Number(row.count);
    const scheduled = await this.em.find(Article, { status: 'scheduled' }, { orderBy: { publishAt: 'asc', id: 'asc' }, limit: 5, refresh: true });
    const drafts = await this.em.find(Article, { status: 'draft', authorId: admin.id }, { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: 5, refresh: true });
    const top = await this.em.execute<{ article_id: number }[]>(
      `select v.article_id from article_view_day v join articles a on a.id = v.article_id
       where v.day > current_date - 30 and a.status = 'published' group by v.article_id order by sum(v.views) desc, v.article_id limit 5`,
    );
    const topArticles = top.length ? await this.em.find(Article, { id: { $in: top.map((row) => row.article_id) } }) : [];
    const topViews = await this.views(topArticles);
    topViews.sort((a, b) => b.views30d - a.views30d || a.id - b.id);
    const warnings = await this.em.execute<{ id: number; title: string; slug: string; no_description: boolean; no_alt: boolean }[]>(
      `select id, title, slug,
         (status = 'published' and coalesce(meta_description, '') = '') as no_description,
         ((cover_image_id is not null or cover_image_url is not null) and coalesce(cover_alt, '') = '') as no_alt
       from articles
       where status <> 'archived' and ((status = 'published' and coalesce(meta_description, '') = '')
          or ((cover_image_id is not null or cover_image_url is not null) and coalesce(cover_alt, '') = ''))
       order by updated_at desc, id desc limit 20`,
    );
    // A slug the article had while public that now leads nowhere (the service always keeps one; a change made
    // around it, e.g. in the database, would not).
    const lostSlugs = await this.em.execute<{ id: number; title: string; slug: string }[]>(
      `select distinct a.id, a.title, a.slug from articles a join article_revision r on r.article_id = a.id
       where a.status = 'published' and a.first_published_at is not null and r.created_at >= a.first_published_at
         and r.snapshot->>'slug' <> a.slug
         and not exists (select 1 from article_slug_redirect s where s.old_slug = r.snapshot->>'slug')
       order by a.id desc limit 20`,
    );
    const seoWarnings: BlogOverview['seoWarnings'] = warnings.flatMap((row) => [
      ...(row.no_description ? [{ articleId: row.id, title: row.title, slug: row.slug, warning: SEO_WARNINGS.noDescription }] : []),
      ...(row.no_alt ? [{ articleId: row.id, title: row.title, slug: row.slug, warning: SEO_WARNINGS.noAlt }] : []),
    ]);
    seoWarnings.push(...lostSlugs.map((row) => ({ articleId: row.id, title: row.title, slug: row.slug, warning: SEO_WARNINGS.slugWithoutRedirect })));
    return { counts, scheduledNext: await this.views(scheduled), myDrafts: await this.views(drafts), topArticles: topViews, seoWarnings };
  }

  /** The admin view of articles (views over the last 30 days in one query). */
  async views(articles: Article[]): Promise<AdminArticleView[]> {
    if (articles.length === 0) return [];
    const rows = await this.em.execute<{ article_id: number; views: string }[]>(
        `select article_id, sum(views) as views from article_view_day where article_id in (${articles.map(() => '?').join(',')}) and day > current_date - 30 group by article_id`,
        articles.map((article) => article.id),
      );
    const views = new Map(rows.map((row) => [row.article_id, Number(row.views)]));
    return articles.map((article) => {
      const seo = seoScore({
        title: article.title,
        slug: article.slug,
        body: article.body,
        metaTitle: article.metaTitle ?? null,
        metaDescription: article.metaDescription ?? null,
        coverImageId: article.coverImageId ?? null,
        coverImageUrl: article.coverImageUrl ?? null,
        coverAlt: article.coverAlt ?? null,
      });
      return {
        ...article,
        everPublished: article.firstPublishedAt != null,
        coverImageUrlResolved: coverUrlOf(article),
        socialImageUrl: socialUrlOf(article),
        seoScore: seo.score,
        seoAdvice: seo.advice,
        views30d: views.get(article.id) ?? 0,
      };
    });
  }
}

