import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../shared/validation.js';
import { Article } from './article.entity.js';
import { articleDraftSchema, articlePageSchema, readingMinutes, type ArticleDraft, type ArticlePageInput } from './articles.schemas.js';

export interface ArticlePage {
  items: Article[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** How the public brief finds `/the-netfund-brief/{id}`: the article, or where it lives now (301), or nothing (404). */
export type ArticleLookup = { kind: 'article'; article: Article } | { kind: 'redirect'; slug: string } | { kind: 'none' };

const PUBLISHED = { status: 'published' } as const;

/**
 * The public brief (only `published` articles, read from the database on every request, so every instance follows
 * a publish or unpublish at once), per-day view counts, and the seed's import.
 */
export class ArticleService {
  constructor(private readonly em: EntityManager) {}

  /** Published articles, newest first, one page at a time, optionally with one tag. A page past the end is empty. */
  async listPublished(input: ArticlePageInput = {}): Promise<ArticlePage> {
    const { page, pageSize, tag } = parseInput(articlePageSchema, input);
    const where = tag ? { ...PUBLISHED, tags: { $contains: [tag.toLowerCase()] } } : PUBLISHED;
    const [items, total] = await this.em.findAndCount(Article, where, {
      orderBy: { publishedAt: 'desc', id: 'desc' },
      limit: pageSize,
      offset: (page - 1) * pageSize,
      refresh: true,
    });
    return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
  }

  /** One published article by numeric id or current slug; anything else (old slugs included) is null. */
  async findPublished(id: number | string): Promise<Article | null> {
    const lookup = await this.lookup(String(id));
    return lookup.kind === 'article' ? lookup.article : null;
  }

  /** R16: by numeric id (→ 301 to the slug at the edge), current slug, or an old slug (→ 301); published only. */
  async lookup(idOrSlug: string): Promise<ArticleLookup> {
    const key = idOrSlug.trim();
    if (/^\d{1,10}$/.test(key)) {
      const numeric = Number(key);
      if (numeric < 1 || numeric > 2_147_483_647) return { kind: 'none' };
      const article = await this.em.findOne(Article, { id: numeric, ...PUBLISHED }, { refresh: true });
      return article ? { kind: 'article', article } : { kind: 'none' };
    }
    if (key.length > 160 || !/^[a-z0-9-]+$/.test(key)) return { kind: 'none' };
    const article = await this.em.findOne(Article, { slug: key, ...PUBLISHED }, { refresh: true });
    if (article) return { kind: 'article', article };
    const [moved] = await this.em.execute<{ slug: string }[]>(
        `select a.slug from article_slug_redirect r join articles a on a.id = r.article_id where r.old_slug = ? and a.status = 'published'`,
        [key],
      );
    return moved ? { kind: 'redirect', slug: moved.slug } : { kind: 'none' };
  }

  /** Counts one view of a published article for today (UTC); no personal data. */
  async recordView(articleId: number): Promise<void> {
    await this.em.execute(
        `insert into article_view_day (article_id, day, views) values (?, (now() at time zone 'utc')::date, 1)
         on conflict (article_id, day) do update set views = article_view_day.views + 1`,
        [articleId],
      );
  }

  /** Slugs and last changes of every published, indexable article, for sitemap.xml. */
  async publishedIndex(): Promise<{ id: number; slug: string; updatedAt: Date }[]> {
    const rows = await this.em.find(Article, { ...PUBLISHED, noindex: false }, { fields: ['id', 'slug', 'updatedAt'], orderBy: { id: 'asc' }, refresh: true });
    return rows.map(({ id, slug, updatedAt }) => ({ id, slug, updatedAt }));
  }

  /** The newest published articles, for the feeds. */
  latestPublished(limit = 20): Promise<Article[]> {
    return this.em.find(Article, PUBLISHED, { orderBy: { publishedAt: 'desc', id: 'desc' }, limit, refresh: true });
  }

  findBySlug(slug: string): Promise<Article | null> {
    return this.em.findOne(Article, { slug });
  }

  /** The seed's import of a ready article (status from the draft: published when it has a past publishedAt). */
  async create(draft: ArticleDraft): Promise<Article> {
    const data = parseInput(articleDraftSchema, draft);
    const status = data.status ?? (data.publishedAt && data.publishedAt <= new Date() ? 'published' : 'draft');
    const publishedAt = status === 'published' ? (data.publishedAt ?? new Date()) : null;
    const article = this.em.create(Article, {
      slug: data.slug,
      title: data.title,
      excerpt: data.excerpt,
      body: data.body,
      category: data.category,
      authorName: data.authorName,
      coverImageUrl: data.coverImageUrl ?? null,
      coverAlt: data.coverAlt ?? null,
      status,
      publishedAt,
      firstPublishedAt: publishedAt,
      publishAt: status === 'scheduled' ? (data.publishAt ?? null) : null,
      tags: (data.tags ?? []).map((tag) => tag.toLowerCase()),
      metaDescription: data.metaDescription ?? null,
      authorId: data.authorId ?? null,
      readingMinutes: readingMinutes(data.body),
    });
    await this.em.flush();
    return article;
  }
}
