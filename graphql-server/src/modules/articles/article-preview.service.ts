import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { Role } from '../users/user.entity.js';
import { Article } from './article.entity.js';
import { signPreviewToken, verifyPreviewToken } from './article-preview-token.js';
import { parseArticleId } from './article-store.js';
import { ARTICLE_MESSAGES } from './articles.schemas.js';

/** R16 *Preview*: signed links (HMAC, 24 h) that open an article in any status without signing in. */
export class ArticlePreviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly previewKey: Buffer,
  ) {}

  /** R16 *Preview*: a site-relative link with a signed token valid 24 hours. */
  async link(id: unknown, caller: Caller): Promise<string> {
    requireRole(caller, [Role.admin]);
    const articleId = parseArticleId(id);
    if (!(await this.em.count(Article, { id: articleId }))) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
    return `/the-netfund-brief/preview?token=${encodeURIComponent(signPreviewToken(this.previewKey, articleId))}`;
  }

  /** The article a valid preview token names, in any status; null when the token is bad or expired. */
  async open(token: string): Promise<Article | null> {
    const articleId = verifyPreviewToken(this.previewKey, token);
    return articleId === null ? null : this.em.findOne(Article, { id: articleId }, { refresh: true });
  }

}
