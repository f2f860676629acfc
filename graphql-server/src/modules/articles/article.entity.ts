import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * An article of The NetFund Brief (/the-netfund-brief/{id}). The body is Markdown, rendered safely by the web app
 * (no raw HTML). Only articles with a `publishedAt` in the past are public; the rest are drafts.
 */
@Entity({ tableName: 'articles' })
export class Article {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'publishedAt' | 'coverImageUrl' | 'coverAlt';

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

  /** Site-relative (`/images/…`) or https URL of the cover image. */
  @Property({ length: 500, nullable: true })
  coverImageUrl?: string | null;

  @Property({ length: 200, nullable: true })
  coverAlt?: string | null;

  /** Minutes at about 220 words a minute, computed from the body when it is saved. */
  @Property()
  readingMinutes!: number;

  @Index()
  @Property({ type: 'datetime', nullable: true })
  publishedAt?: Date | null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
