import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../shared/errors.js';
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

export class ArticleService {
  constructor(private readonly em: EntityManager) {}

  /** Published articles, newest first, one page at a time. A page past the end is empty, not an error. */
  async listPublished(input: ArticlePageInput = {}): Promise<ArticlePage> {
    const { page, pageSize } = parseInput(articlePageSchema, input);
    const [items, total] = await this.em.findAndCount(
      Article,
      { publishedAt: { $ne: null, $lte: new Date() } },
      { orderBy: { publishedAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
  }

  /** One published article; unknown ids, malformed ids and drafts alike are null. */
  async findPublished(id: number | string): Promise<Article | null> {
    const numeric = typeof id === 'number' ? id : /^\d{1,9}$/.test(id) ? Number(id) : NaN;
    if (!Number.isSafeInteger(numeric) || numeric <= 0 || numeric > 2_147_483_647) return null;
    return this.em.findOne(Article, { id: numeric, publishedAt: { $ne: null, $lte: new Date() } });
  }

  /** Ids and last changes of every published article, for sitemap.xml. */
  async publishedIndex(): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await this.em.find(
      Article,
      { publishedAt: { $ne: null, $lte: new Date() } },
      { fields: ['id', 'updatedAt'], orderBy: { id: 'asc' } },
    );
    return rows.map(({ id, updatedAt }) => ({ id, updatedAt }));
  }

  findBySlug(slug: string): Promise<Article | null> {
    return this.em.findOne(Article, { slug });
  }

  async create(draft: ArticleDraft): Promise<Article> {
    const data = parseInput(articleDraftSchema, draft);
    if (await this.findBySlug(data.slug)) throw new ConflictError('An article with this slug already exists');
    const article = this.em.create(Article, {
      ...data,
      coverImageUrl: data.coverImageUrl ?? null,
      coverAlt: data.coverAlt ?? null,
      publishedAt: data.publishedAt ?? null,
      readingMinutes: readingMinutes(data.body),
    });
    await this.em.flush();
    return article;
  }
}
