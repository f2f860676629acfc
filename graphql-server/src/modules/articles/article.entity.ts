import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/** BACKOFFICE §3.5 Article machine. */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/**
 * An article of The NetFund Brief (/the-netfund-brief/{slug}). The body is Markdown, rendered safely by the web app
 * (no raw HTML). Only `published` articles are public (migration articles_cms: `published ⇒ publishedAt`,
 * `scheduled ⇒ publishAt`, the slug unique across articles and old-slug redirects).
 */
@Entity({ tableName: 'articles' })
export class Article {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'publishedAt'
    | 'coverImageUrl'
    | 'coverAlt'
    | 'status'
    | 'publishAt'
    | 'firstPublishedAt'
    | 'version'
    | 'tags'
    | 'authorId'
    | 'coverImageId'
    | 'socialImageId'
    | 'metaTitle'
    | 'metaDescription'
    | 'canonicalUrl'
    | 'noindex'
    | 'updatedById'
    | 'updatedByName';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Unique()
  @Property({ length: 160 })
  slug!: string;

  @Property({ length: 200 })
  title!: string;

  @Property({ length: 400 })
  excerpt!: string;

  @Property({ type: 'text' })
  body!: string;

  @Index()
  @Property({ length: 60 })
  category!: string;

  @Property({ length: 100 })
  authorName!: string;

  @Property({ nullable: true })
  authorId?: number | null = null;

  /** A legacy site-relative (`/images/…`) or https URL of the cover image; an uploaded cover is `coverImageId`. */
  @Property({ length: 500, nullable: true })
  coverImageUrl?: string | null;

  @Property({ nullable: true })
  coverImageId?: number | null = null;

  @Property({ length: 200, nullable: true })
  coverAlt?: string | null;

  /** Minutes at 200 words a minute (R16), computed from the body when it is saved. */
  @Property()
  readingMinutes!: number;

  @Property({ length: 16 })
  status: ArticleStatus = 'draft';

  @Property({ type: 'datetime', nullable: true })
  publishAt?: Date | null = null;

  @Index()
  @Property({ type: 'datetime', nullable: true })
  publishedAt?: Date | null;

  /** Set on the first publication and never cleared: only never-published drafts may be deleted. */
  @Property({ type: 'datetime', nullable: true })
  firstPublishedAt?: Date | null = null;

  @Property()
  version: number = 1;

  @Property({ type: 'text[]' })
  tags: string[] = [];

  @Property({ length: 300, nullable: true })
  metaTitle?: string | null = null;

  @Property({ length: 500, nullable: true })
  metaDescription?: string | null = null;

  @Property({ length: 500, nullable: true })
  canonicalUrl?: string | null = null;

  @Property()
  noindex: boolean = false;

  @Property({ nullable: true })
  socialImageId?: number | null = null;

  @Property({ nullable: true })
  updatedById?: number | null = null;

  @Property({ length: 64, nullable: true })
  updatedByName?: string | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** An uploaded cover or social image (JPEG/PNG/WebP by content, at most 2 MB), stored in PostgreSQL; immutable. */
@Entity({ tableName: 'article_image' })
export class ArticleImage {
  [OptionalProps]?: 'createdAt' | 'createdBy';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'blob', lazy: true })
  data!: Buffer;

  @Property({ length: 20 })
  mime!: string;

  @Property()
  sizeBytes!: number;

  @Property({ length: 64 })
  sha256!: string;

  @Property()
  width!: number;

  @Property()
  height!: number;

  @Property({ nullable: true })
  createdBy?: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** What a revision keeps of an article (restore puts these back). */
export interface ArticleSnapshot {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  tags: string[];
  category: string;
  coverImageId: number | null;
  coverImageUrl: string | null;
  coverAlt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  noindex: boolean;
  socialImageId: number | null;
}

/** One saved state of an article (each manual save, publish, restore…); the last 50 per article are kept. */
@Entity({ tableName: 'article_revision' })
export class ArticleRevision {
  [OptionalProps]?: 'createdAt' | 'authorId';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  articleId!: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ nullable: true })
  authorId?: number | null = null;

  @Property({ length: 64 })
  authorName!: string;

  @Property({ length: 32 })
  action!: string;

  @Property({ length: 200 })
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'json' })
  snapshot!: ArticleSnapshot;
}
