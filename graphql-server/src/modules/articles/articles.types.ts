import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

/** GraphQL names (issue 13 contract) for the stored statuses. */
export const ArticleStatusEnum = { DRAFT: 'draft', SCHEDULED: 'scheduled', PUBLISHED: 'published', ARCHIVED: 'archived' } as const;
registerEnumType(ArticleStatusEnum, {
  name: 'ArticleStatus',
  description: 'BACKOFFICE §3.5: draft → scheduled → published; draft → published; scheduled → draft; published → draft; any → archived → draft',
});

@ObjectType('Article', { description: 'A published article of The NetFund Brief (or one opened with a preview token)' })
export class ArticleType {
  @Field(() => ID)
  id!: number;

  @Field()
  slug!: string;

  @Field()
  title!: string;

  @Field()
  excerpt!: string;

  @Field({ description: 'Markdown; render it without raw HTML' })
  body!: string;

  @Field()
  category!: string;

  @Field()
  authorName!: string;

  @Field(() => String, { nullable: true })
  coverImageUrl?: string | null;

  @Field(() => String, { nullable: true })
  coverAlt?: string | null;

  @Field(() => Int)
  readingMinutes!: number;

  @Field({ description: 'When it was published (a preview of an unpublished article: its planned time, else its last change)' })
  publishedAt!: Date;

  @Field()
  updatedAt!: Date;

  @Field(() => [String])
  tags!: string[];

  @Field(() => String, { nullable: true })
  metaTitle?: string | null;

  @Field(() => String, { nullable: true })
  metaDescription?: string | null;

  @Field(() => String, { nullable: true })
  canonicalUrl?: string | null;

  @Field()
  noindex!: boolean;

  @Field(() => String, { nullable: true, description: 'The social share image: its own upload, else the cover' })
  socialImageUrl?: string | null;
}

@ObjectType('ArticlePage', { description: 'One page of published articles, newest first' })
export class ArticlePageType {
  @Field(() => [ArticleType])
  items!: ArticleType[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  pageCount!: number;
}

@ObjectType('AdminArticle', { description: 'R17/R18: an article in any status, as the editor and the list see it' })
export class AdminArticleType {
  @Field(() => ID)
  id!: number;

  @Field()
  slug!: string;

  @Field()
  title!: string;

  @Field()
  excerpt!: string;

  @Field({ description: 'Markdown' })
  body!: string;

  @Field(() => ArticleStatusEnum)
  status!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  publishAt?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  publishedAt?: Date | null;

  @Field({ description: 'Published at least once (such an article cannot be deleted, only archived)' })
  everPublished!: boolean;

  @Field(() => [String])
  tags!: string[];

  @Field()
  category!: string;

  @Field(() => ID, { nullable: true })
  authorId?: number | null;

  @Field()
  authorName!: string;

  @Field(() => ID, { nullable: true })
  coverImageId?: number | null;

  @Field(() => String, { nullable: true })
  coverImageUrl?: string | null;

  @Field(() => String, { nullable: true })
  coverAlt?: string | null;

  @Field(() => String, { nullable: true })
  metaTitle?: string | null;

  @Field(() => String, { nullable: true })
  metaDescription?: string | null;

  @Field(() => String, { nullable: true })
  canonicalUrl?: string | null;

  @Field()
  noindex!: boolean;

  @Field(() => ID, { nullable: true })
  socialImageId?: number | null;

  @Field(() => String, { nullable: true })
  socialImageUrl?: string | null;

  @Field(() => Int)
  readingMinutes!: number;

  @Field(() => Int, { description: 'R16 advisory SEO score 0–5' })
  seoScore!: number;

  @Field(() => [String], { description: 'What would raise the SEO score (advice, never blocking)' })
  seoAdvice!: string[];

  @Field(() => Int, { description: 'Views over the last 30 days (a per-day counter, no personal data)' })
  views30d!: number;

  @Field(() => Int, { description: 'Send as expectedVersion with the next change' })
  version!: number;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;

  @Field(() => String, { nullable: true, description: 'Who made the latest change ("Scheduler" for a scheduled publication)' })
  updatedByName?: string | null;
}

@ObjectType('AdminArticlePage')
export class AdminArticlePageType {
  @Field(() => [AdminArticleType])
  items!: AdminArticleType[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  pageCount!: number;
}

@ObjectType('BlogStatusCounts')
export class BlogStatusCountsType {
  @Field(() => Int)
  draft!: number;

  @Field(() => Int)
  scheduled!: number;

  @Field(() => Int)
  published!: number;

  @Field(() => Int)
  archived!: number;
}

@ObjectType('BlogSeoWarning', { description: 'R15: an article with an SEO problem worth fixing' })
export class BlogSeoWarningType {
  @Field(() => ID)
  articleId!: number;

  @Field()
  title!: string;

  @Field()
  slug!: string;

  @Field({ description: '"Published without a meta description", "Cover image without alt text" or "Slug changed without a redirect"' })
  warning!: string;
}

@ObjectType('BlogOverview', { description: 'R15 blog overview' })
export class BlogOverviewType {
  @Field(() => BlogStatusCountsType)
  counts!: BlogStatusCountsType;

  @Field(() => [AdminArticleType], { description: 'The next 5 scheduled articles, soonest first' })
  scheduledNext!: AdminArticleType[];

  @Field(() => [AdminArticleType], { description: "The caller's 5 most recently changed drafts" })
  myDrafts!: AdminArticleType[];

  @Field(() => [AdminArticleType], { description: 'The 5 most viewed published articles over 30 days' })
  topArticles!: AdminArticleType[];

  @Field(() => [BlogSeoWarningType])
  seoWarnings!: BlogSeoWarningType[];
}

@ObjectType('ArticleRevision', { description: 'A saved state of an article (the last 50 are kept)' })
export class ArticleRevisionType {
  @Field(() => ID)
  id!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field()
  authorName!: string;

  @Field({ description: 'created, saved, published, scheduled, unpublished, archived, restored, "restored #12"…' })
  action!: string;

  @Field()
  title!: string;

  @Field()
  body!: string;
}

@InputType('AdminArticleFilter')
export class AdminArticleFilterInput {
  @Field(() => ArticleStatusEnum, { nullable: true })
  status?: string | null;

  @Field(() => String, { nullable: true })
  tag?: string | null;

  @Field(() => ID, { nullable: true })
  authorId?: string | null;

  @Field(() => String, { nullable: true, description: 'Searches title and body' })
  search?: string | null;
}

@InputType('ArticleInput', { description: 'R16 editor fields (limits and messages as BACKOFFICE R16)' })
export class ArticleInputType {
  @Field({ description: '1–120 characters' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'Empty: made from the title. ^[a-z0-9]+(-[a-z0-9]+)*$, 3–80, not new/edit/page' })
  slug?: string | null;

  @Field(() => String, { nullable: true })
  excerpt?: string | null;

  @Field(() => String, { nullable: true, description: 'Markdown, at most 100,000 characters; required to publish' })
  body?: string | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => ID, { nullable: true })
  coverImageId?: string | null;

  @Field(() => String, { nullable: true })
  coverAlt?: string | null;

  @Field(() => String, { nullable: true })
  metaTitle?: string | null;

  @Field(() => String, { nullable: true })
  metaDescription?: string | null;

  @Field(() => String, { nullable: true })
  canonicalUrl?: string | null;

  @Field(() => Boolean, { nullable: true })
  noindex?: boolean | null;

  @Field(() => ID, { nullable: true })
  socialImageId?: string | null;
}
