import type { Article, ArticleRevision } from './article.entity.js';
import type { AdminArticleView } from './article-queries.service.js';
import { coverUrlOf, socialUrlOf } from './article-store.js';
import type { AdminArticleType, ArticleRevisionType, ArticleType } from './articles.types.js';

/** The public shape of an article (the cover as a URL, uploads included). */
export function publicArticle(article: Article): ArticleType {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    body: article.body,
    category: article.category,
    authorName: article.authorName,
    coverImageUrl: coverUrlOf(article),
    coverAlt: article.coverAlt ?? null,
    readingMinutes: article.readingMinutes,
    publishedAt: article.publishedAt ?? article.publishAt ?? article.updatedAt,
    updatedAt: article.updatedAt,
    tags: article.tags,
    metaTitle: article.metaTitle ?? null,
    metaDescription: article.metaDescription ?? null,
    canonicalUrl: article.canonicalUrl ?? null,
    noindex: article.noindex,
    socialImageUrl: socialUrlOf(article),
  };
}

export function adminArticle(view: AdminArticleView): AdminArticleType {
  return {
    id: view.id,
    slug: view.slug,
    title: view.title,
    excerpt: view.excerpt,
    body: view.body,
    status: view.status,
    publishAt: view.publishAt ?? null,
    publishedAt: view.publishedAt ?? null,
    everPublished: view.everPublished,
    tags: view.tags,
    category: view.category,
    authorId: view.authorId ?? null,
    authorName: view.authorName,
    coverImageId: view.coverImageId ?? null,
    coverImageUrl: view.coverImageUrlResolved,
    coverAlt: view.coverAlt ?? null,
    metaTitle: view.metaTitle ?? null,
    metaDescription: view.metaDescription ?? null,
    canonicalUrl: view.canonicalUrl ?? null,
    noindex: view.noindex,
    socialImageId: view.socialImageId ?? null,
    socialImageUrl: view.socialImageUrl,
    readingMinutes: view.readingMinutes,
    seoScore: view.seoScore,
    seoAdvice: view.seoAdvice,
    views30d: view.views30d,
    version: view.version,
    updatedAt: view.updatedAt,
    updatedByName: view.updatedByName ?? null,
  };
}

export function articleRevision(revision: ArticleRevision): ArticleRevisionType {
  return { id: revision.id, createdAt: revision.createdAt, authorName: revision.authorName, action: revision.action, title: revision.title, body: revision.body };
}
