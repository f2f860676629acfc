// Imported by the route file, so it stays in the first JavaScript: keep it small (types only from generated code).
import { searchString } from '../../../lib/search-params';
import type { ArticleStatus } from '../../../generated/graphql';

const ARTICLE_STATUSES: readonly ArticleStatus[] = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'ARCHIVED'];

/**
 * `/admin/blog/view-articles`'s query string (BACKOFFICE R18, §0: filters live in the link): status, tag, author,
 * the search box and the page. Defaults are no key at all, so the plain path is the canonical link.
 */
export interface ArticleListSearch {
  status?: ArticleStatus;
  tag?: string;
  author?: string;
  q?: string;
  page?: string;
  /** Rows per page (10, 50 or 100; 25 when left out). */
  pageSize?: string;
}

/** The route's validateSearch: unknown or malformed values are dropped. */
export function validateArticleListSearch(search: Record<string, unknown>): ArticleListSearch {
  const status = searchString(search.status)?.toUpperCase();
  const tag = searchString(search.tag)?.trim().toLowerCase();
  const author = searchString(search.author);
  const page = searchString(search.page);
  const pageSize = searchString(search.pageSize);
  return {
    status: ARTICLE_STATUSES.find((value) => value === status),
    tag: tag && tag.length <= 30 ? tag : undefined,
    author: author && /^[1-9]\d{0,18}$/.test(author) ? author : undefined,
    q: searchString(search.q)?.trim().slice(0, 100) || undefined,
    page: page && /^[1-9]\d{0,5}$/.test(page) && page !== '1' ? page : undefined,
    pageSize: pageSize && ['10', '50', '100'].includes(pageSize) ? pageSize : undefined,
  };
}

/** True when the link narrows the list (the empty state then offers Clear filters). */
export function hasArticleFilters(search: ArticleListSearch): boolean {
  return Boolean(search.status || search.tag || search.author || search.q);
}
