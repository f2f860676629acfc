import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

/** GraphQL names (issue 13 contract) for the stored statuses. */
export const ArticleStatusEnum = { DRAFT: 'draft', SCHEDULED: 'scheduled', PUBLISHED: 'published', ARCHIVED: 'archived' } as const;
registerEnumType(ArticleStatusEnum, {
  name: 'ArticleStatus',
  description: 'BACKOFFICE §3.5: draft → scheduled → published; draft → published; scheduled → draft; published → draft; any → archived → draft', valuesConfig: { ARCHIVED: { description: 'Archived: off the public site; restore makes it a draft' }, DRAFT: { description: 'Draft: not public (never published, unpublished, unscheduled or restored)' }, PUBLISHED: { description: 'Published on The NetFund Brief' }, SCHEDULED: { description: 'Scheduled: published automatically at publishAt' } },
});

@ObjectType('Article', { description: 'A published article of The NetFund Brief (or one opened with a preview token)' })
export class ArticleType {
  @Field(() => ID, { description: 'The article\'s numeric id' })
  id!: number;

  @Field({ description: 'The URL name: /the-netfund-brief/{slug}' })
  slug!: string;

  @Field({ description: 'The headline' })
  title!: string;

  @Field({ description: 'The summary shown in lists and search results' })
  excerpt!: string;

  @Field({ description: 'Markdown; render it without raw HTML' })
  body!: string;

  @Field({ description: 'The article\'s category (e.g. "General")' })
  category!: string;

  @Field({ description: 'The author\'s name as shown on the article' })
  authorName!: string;

  @Field(() => String, { nullable: true, description: 'A site-relative URL of the cover image; null without a cover' })
  coverImageUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'The cover image\'s alternative text' })
  coverAlt?: string | null;

  @Field(() => Int, { description: 'Estimated reading time, whole minutes' })
  readingMinutes!: number;

  @Field({ description: 'When it was published (a preview of an unpublished article: its planned time, else its last change)' })
  publishedAt!: Date;

  @Field({ description: 'When it last changed (ISO-8601 date-time, UTC), for the page\'s modified date' })
  updatedAt!: Date;

  @Field(() => [String], { description: 'Its tags, lower case' })
  tags!: string[];

  @Field(() => String, { nullable: true, description: 'The title for the page\'s title tag; null: use the title' })
  metaTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'The description for the page\'s meta tag; null: use the excerpt' })
  metaDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'An https URL search engines should treat as the original; null: the article\'s own URL' })
  canonicalUrl?: string | null;

  @Field({ description: 'True: render a robots noindex meta tag' })
  noindex!: boolean;

  @Field(() => String, { nullable: true, description: 'The social share image: its own upload, else the cover' })
  socialImageUrl?: string | null;
}

@ObjectType('ArticlePage', { description: 'One page of published articles, newest first' })
export class ArticlePageType {
  @Field(() => [ArticleType], { description: 'The articles of this page, newest first' })
  items!: ArticleType[];

  @Field(() => Int, { description: 'Published articles matching the tag, on all pages' })
  total!: number;

  @Field(() => Int, { description: 'This page, from 1' })
  page!: number;

  @Field(() => Int, { description: 'Articles per page' })
  pageSize!: number;

  @Field(() => Int, { description: 'How many pages there are (at least 1)' })
  pageCount!: number;
}

@ObjectType('AdminArticle', { description: 'R17/R18: an article in any status, as the editor and the list see it' })
export class AdminArticleType {
  @Field(() => ID, { description: 'The article\'s id (as in /admin/blog/{id})' })
  id!: number;

  @Field({ description: 'The URL name: /the-netfund-brief/{slug}' })
  slug!: string;

  @Field({ description: 'The headline (1–120 characters)' })
  title!: string;

  @Field({ description: 'The summary shown in lists and search results (at most 300 characters)' })
  excerpt!: string;

  @Field({ description: 'Markdown' })
  body!: string;

  @Field(() => ArticleStatusEnum, { description: 'Where the article is in its life (draft, scheduled, published, archived)' })
  status!: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When a scheduled article will be published (ISO-8601 date-time, UTC); null unless scheduled' })
  publishAt?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was last published (ISO-8601 date-time, UTC); null if never' })
  publishedAt?: Date | null;

  @Field({ description: 'Published at least once (such an article cannot be deleted, only archived)' })
  everPublished!: boolean;

  @Field(() => [String], { description: 'Its tags, lower case (at most 10)' })
  tags!: string[];

  @Field({ description: 'The article\'s category ("General" when none was given)' })
  category!: string;

  @Field(() => ID, { nullable: true, description: 'The author\'s user id; null when the author\'s account is gone' })
  authorId?: number | null;

  @Field({ description: 'The author\'s name as shown on the article' })
  authorName!: string;

  @Field(() => ID, { nullable: true, description: 'The cover image\'s upload id; null without a cover' })
  coverImageId?: number | null;

  @Field(() => String, { nullable: true, description: 'A site-relative URL of the cover image; null without a cover' })
  coverImageUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'The cover image\'s alternative text (required with a cover)' })
  coverAlt?: string | null;

  @Field(() => String, { nullable: true, description: 'The search-result title (30–60 characters advised); null: the title is used' })
  metaTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'The search-result description (70–160 characters advised); null: the excerpt is used' })
  metaDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'An https URL that search engines should treat as the original; null: the article\'s own URL' })
  canonicalUrl?: string | null;

  @Field({ description: 'True asks search engines not to index it' })
  noindex!: boolean;

  @Field(() => ID, { nullable: true, description: 'The social share image\'s upload id; null: the cover is used' })
  socialImageId?: number | null;

  @Field(() => String, { nullable: true, description: 'A site-relative URL of the social share image\'s own upload; null when none' })
  socialImageUrl?: string | null;

  @Field(() => Int, { description: 'Estimated reading time, whole minutes (at least 1)' })
  readingMinutes!: number;

  @Field(() => Int, { description: 'R16 advisory SEO score 0–5' })
  seoScore!: number;

  @Field(() => [String], { description: 'What would raise the SEO score (advice, never blocking)' })
  seoAdvice!: string[];

  @Field(() => Int, { description: 'Views over the last 30 days (a per-day counter, no personal data)' })
  views30d!: number;

  @Field(() => Int, { description: 'Send as expectedVersion with the next change' })
  version!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it last changed (ISO-8601 date-time, UTC)' })
  updatedAt!: Date;

  @Field(() => String, { nullable: true, description: 'Who made the latest change ("Scheduler" for a scheduled publication)' })
  updatedByName?: string | null;
}

@ObjectType('AdminArticlePage', { description: 'One page of the admin list of articles (R18)' })
export class AdminArticlePageType {
  @Field(() => [AdminArticleType], { description: 'The articles of this page, newest first' })
  items!: AdminArticleType[];

  @Field(() => Int, { description: 'Articles matching the filter, on all pages' })
  total!: number;

  @Field(() => Int, { description: 'This page, from 1' })
  page!: number;

  @Field(() => Int, { description: 'Rows per page' })
  pageSize!: number;

  @Field(() => Int, { description: 'How many pages the filter has (at least 1)' })
  pageCount!: number;
}

@ObjectType('BlogStatusCounts', { description: 'R15: how many articles are in each status' })
export class BlogStatusCountsType {
  @Field(() => Int, { description: 'Draft articles' })
  draft!: number;

  @Field(() => Int, { description: 'Scheduled articles' })
  scheduled!: number;

  @Field(() => Int, { description: 'Published articles' })
  published!: number;

  @Field(() => Int, { description: 'Archived articles' })
  archived!: number;
}

@ObjectType('BlogSeoWarning', { description: 'R15: an article with an SEO problem worth fixing' })
export class BlogSeoWarningType {
  @Field(() => ID, { description: 'The article\'s id' })
  articleId!: number;

  @Field({ description: 'The article\'s title' })
  title!: string;

  @Field({ description: 'The article\'s slug' })
  slug!: string;

  @Field({ description: '"Published without a meta description", "Cover image without alt text" or "Slug changed without a redirect"' })
  warning!: string;
}

@ObjectType('BlogOverview', { description: 'R15 blog overview' })
export class BlogOverviewType {
  @Field(() => BlogStatusCountsType, { description: 'How many articles are in each status' })
  counts!: BlogStatusCountsType;

  @Field(() => [AdminArticleType], { description: 'The next 5 scheduled articles, soonest first' })
  scheduledNext!: AdminArticleType[];

  @Field(() => [AdminArticleType], { description: "The caller's 5 most recently changed drafts" })
  myDrafts!: AdminArticleType[];

  @Field(() => [AdminArticleType], { description: 'The 5 most viewed published articles over 30 days' })
  topArticles!: AdminArticleType[];

  @Field(() => [BlogSeoWarningType], { description: 'Articles with an SEO problem worth fixing' })
  seoWarnings!: BlogSeoWarningType[];
}

@ObjectType('ArticleRevision', { description: 'A saved state of an article (the last 50 are kept)' })
export class ArticleRevisionType {
  @Field(() => ID, { description: 'The revision\'s id, for restoreArticleRevision' })
  id!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it was saved (ISO-8601 date-time, UTC)' })
  createdAt!: Date;

  @Field({ description: 'Who saved this state ("Scheduler" for a scheduled publication)' })
  authorName!: string;

  @Field({ description: 'created, saved, published, scheduled, unpublished, archived, restored, "restored #12"…' })
  action!: string;

  @Field({ description: 'The title as saved' })
  title!: string;

  @Field({ description: 'The body as saved (Markdown)' })
  body!: string;
}

@InputType('AdminArticleFilter', { description: 'R18: which articles the admin list shows; every field left out matches all' })
export class AdminArticleFilterInput {
  @Field(() => ArticleStatusEnum, { nullable: true, description: 'Only articles in this status' })
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'Only articles with this tag' })
  tag?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only articles by this author\'s user id' })
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

  @Field(() => String, { nullable: true, description: 'The summary for lists and search results, at most 300 characters' })
  excerpt?: string | null;

  @Field(() => String, { nullable: true, description: 'Markdown, at most 100,000 characters; required to publish' })
  body?: string | null;

  @Field(() => [String], { nullable: true, description: 'At most 10 tags of 2–30 characters each; stored lower case, duplicates dropped' })
  tags?: string[] | null;

  @Field(() => String, { nullable: true, description: 'The category, at most 60 characters; empty: "General"' })
  category?: string | null;

  @Field(() => ID, { nullable: true, description: 'The cover image\'s upload id (from the image upload); null: no cover' })
  coverImageId?: string | null;

  @Field(() => String, { nullable: true, description: 'The cover image\'s alternative text, at most 150 characters; required with a cover' })
  coverAlt?: string | null;

  @Field(() => String, { nullable: true, description: 'The search-result title, at most 300 characters (30–60 advised)' })
  metaTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'The search-result description, at most 500 characters (70–160 advised)' })
  metaDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'An https URL search engines should treat as the original (at most 500 characters); empty: none' })
  canonicalUrl?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'True asks search engines not to index it (false when left out)' })
  noindex?: boolean | null;

  @Field(() => ID, { nullable: true, description: 'The social share image\'s upload id; null: the cover is used' })
  socialImageId?: string | null;
}
