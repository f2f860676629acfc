import { Arg, Authorized, Ctx, GraphQLISODateTime, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import type { ArticleTransition } from './article-publishing.service.js';
import { adminArticle, articleRevision } from './articles.views.js';
import { AdminArticleFilterInput, AdminArticlePageType, AdminArticleType, ArticleInputType, ArticleRevisionType, BlogOverviewType } from './articles.types.js';

async function view(ctx: GraphQLContext, id: number): Promise<AdminArticleType> {
  return adminArticle(await ctx.services.articleQueries.get(id, ctx.caller));
}

async function transition(ctx: GraphQLContext, kind: ArticleTransition, id: string, expectedVersion: number, publishAt?: Date): Promise<AdminArticleType> {
  const article = await ctx.services.articlePublishing.transition(kind, id, expectedVersion, ctx.caller, publishAt);
  return view(ctx, article.id);
}

/** R15–R18 the blog CMS: admins only (the services check the role again); every write audited `article.*`. */
@Authorized(Role.admin)
@Resolver()
export class ArticleAdminResolver {
  @Query(() => AdminArticlePageType, { description: 'R18: articles in any status, newest first; filters status, tag, author, search (title and body)' })
  async adminArticles(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => AdminArticleFilterInput, { nullable: true, description: 'Which articles to list; null lists them all' }) filter?: AdminArticleFilterInput | null,
    @Arg('page', () => Int, { nullable: true, description: 'The page to answer, from 1 (1 when left out)' }) page?: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Rows per page: 25 when left out, at most 100' }) pageSize?: number | null,
  ): Promise<AdminArticlePageType> {
    const authorId = filter?.authorId ? Number(filter.authorId) : null;
    const result = await ctx.services.articleQueries.list(
      { filter: filter ? { ...filter, status: filter.status as never, authorId: authorId !== null && Number.isSafeInteger(authorId) && authorId > 0 ? authorId : null } : null, page, pageSize },
      ctx.caller,
    );
    return { ...result, items: result.items.map(adminArticle) };
  }

  @Query(() => AdminArticleType, { description: 'R17: one article; NOT_FOUND "Article not found"' })
  adminArticle(@Arg('id', () => ID, { description: 'The article\'s id' }) id: string, @Ctx() ctx: GraphQLContext): Promise<AdminArticleType> {
    return ctx.services.articleQueries.get(id, ctx.caller).then(adminArticle);
  }

  @Query(() => BlogOverviewType, { description: 'R15 blog overview' })
  async blogOverview(@Ctx() ctx: GraphQLContext): Promise<BlogOverviewType> {
    const overview = await ctx.services.articleQueries.overview(ctx.caller);
    return {
      counts: overview.counts,
      scheduledNext: overview.scheduledNext.map(adminArticle),
      myDrafts: overview.myDrafts.map(adminArticle),
      topArticles: overview.topArticles.map(adminArticle),
      seoWarnings: overview.seoWarnings,
    };
  }

  @Query(() => [ArticleRevisionType], { description: 'R17 revision history, newest first (the last 50 are kept)' })
  async articleRevisions(@Arg('articleId', () => ID, { description: 'The article whose saved states to list' }) articleId: string, @Ctx() ctx: GraphQLContext): Promise<ArticleRevisionType[]> {
    return (await ctx.services.articleEditing.revisions(articleId, ctx.caller)).map(articleRevision);
  }

  @Mutation(() => AdminArticleType, { description: 'R16: a new draft; audited article.created' })
  async createArticle(@Arg('input', () => ArticleInputType, { description: 'The new draft\'s fields; BAD_USER_INPUT with field errors (title 1–120 characters, slug format and uniqueness, tags…)' }) input: ArticleInputType, @Ctx() ctx: GraphQLContext): Promise<AdminArticleType> {
    return view(ctx, (await ctx.services.articleEditing.create({ ...input }, ctx.caller)).id);
  }

  @Mutation(() => AdminArticleType, { description: 'R16/R17 save (a manual save, autosave false, writes a revision); stale expectedVersion → CONFLICT' })
  async updateArticle(
    @Arg('id', () => ID, { description: 'The article to save; NOT_FOUND when there is none' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The article\'s version as last read; a stale one is CONFLICT (someone else saved it)' }) expectedVersion: number,
    @Arg('input', () => ArticleInputType, { description: 'Every editor field (the whole article, not a patch); BAD_USER_INPUT with field errors' }) input: ArticleInputType,
    @Ctx() ctx: GraphQLContext,
    @Arg('autosave', () => Boolean, { nullable: true, description: 'True for the editor\'s periodic autosave (no revision is written); false or left out for a manual save, which writes a revision' }) autosave?: boolean | null,
  ): Promise<AdminArticleType> {
    return view(ctx, (await ctx.services.articleEditing.update(id, expectedVersion, { ...input }, autosave ?? false, ctx.caller)).id);
  }

  @Mutation(() => AdminArticleType, { description: 'R16 Publish now (draft or scheduled → published)' })
  publishArticle(@Arg('id', () => ID, { description: 'The draft or scheduled article; BAD_USER_INPUT when it has no body or a cover without alt text, CONFLICT from another status' }) id: string, @Arg('expectedVersion', () => Int, { description: 'The article\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<AdminArticleType> {
    return transition(ctx, 'publish', id, expectedVersion);
  }

  @Mutation(() => AdminArticleType, { description: 'R16 Schedule (at least 5 minutes ahead, at most a year)' })
  scheduleArticle(
    @Arg('id', () => ID, { description: 'The draft to schedule' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The article\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number,
    @Arg('publishAt', () => GraphQLISODateTime, { description: 'When to publish it (ISO-8601 date-time); at least 5 minutes ahead and at most a year, else BAD_USER_INPUT' }) publishAt: Date,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminArticleType> {
    return transition(ctx, 'schedule', id, expectedVersion, publishAt);
  }

  @Mutation(() => AdminArticleType, { description: 'R17 Unpublish (published → draft; leaves the public brief at once)' })
  unpublishArticle(@Arg('id', () => ID, { description: 'The published article; CONFLICT from another status' }) id: string, @Arg('expectedVersion', () => Int, { description: 'The article\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<AdminArticleType> {
    return transition(ctx, 'unpublish', id, expectedVersion);
  }

  @Mutation(() => AdminArticleType, { description: 'R17 Unschedule (scheduled → draft)' })
  unscheduleArticle(@Arg('id', () => ID, { description: 'The scheduled article; CONFLICT from another status' }) id: string, @Arg('expectedVersion', () => Int, { description: 'The article\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<AdminArticleType> {
    return transition(ctx, 'unschedule', id, expectedVersion);
  }

  @Mutation(() => AdminArticleType, { description: 'R17 Archive (any other status → archived)' })
  archiveArticle(@Arg('id', () => ID, { description: 'The article\'s id; NOT_FOUND when there is none' }) id: string, @Arg('expectedVersion', () => Int, { description: 'The article\'s version as last read (AdminArticle.version); a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<AdminArticleType> {
    return transition(ctx, 'archive', id, expectedVersion);
  }

  @Mutation(() => AdminArticleType, { description: 'R17 Restore (archived → draft)' })
  restoreArticle(@Arg('id', () => ID, { description: 'The archived article; CONFLICT when it is not archived' }) id: string, @Arg('expectedVersion', () => Int, { description: 'The article\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<AdminArticleType> {
    return transition(ctx, 'restore', id, expectedVersion);
  }

  @Mutation(() => Boolean, { description: 'R17 Delete: never-published drafts only, else CONFLICT "Archive it instead"' })
  deleteArticle(@Arg('id', () => ID, { description: 'The draft to delete; NOT_FOUND when there is none, CONFLICT "Archive it instead" when it was ever published' }) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.articleEditing.delete(id, ctx.caller);
  }

  @Mutation(() => AdminArticleType, { description: 'R17 Restore revision: its content becomes the article (a new revision)' })
  async restoreArticleRevision(
    @Arg('articleId', () => ID, { description: 'The article whose revision is restored' }) articleId: string,
    @Arg('revisionId', () => ID, { description: 'The revision to restore (from articleRevisions); NOT_FOUND when it is not one of this article\'s' }) revisionId: string,
    @Arg('expectedVersion', () => Int, { description: 'The article\'s version as last read; a stale one is CONFLICT' }) expectedVersion: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminArticleType> {
    return view(ctx, (await ctx.services.articleEditing.restoreRevision(articleId, revisionId, expectedVersion, ctx.caller)).id);
  }

  @Mutation(() => AdminArticleType, { description: 'R18 Duplicate: a new draft "… (copy)"' })
  async duplicateArticle(@Arg('id', () => ID, { description: 'The article to copy; NOT_FOUND when there is none' }) id: string, @Ctx() ctx: GraphQLContext): Promise<AdminArticleType> {
    return view(ctx, (await ctx.services.articleEditing.duplicate(id, ctx.caller)).id);
  }

  @Mutation(() => Int, { description: 'R18 bulk archive: how many articles were archived (one audit event with the count)' })
  bulkArchiveArticles(@Arg('ids', () => [ID], { description: 'The articles to archive (R18 bulk action), at most 100 (else BAD_USER_INPUT); those that cannot be archived are skipped' }) ids: string[], @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.articlePublishing.bulk('archive', ids, ctx.caller);
  }

  @Mutation(() => Int, { description: 'R18 bulk unschedule: how many scheduled articles went back to draft' })
  bulkUnscheduleArticles(@Arg('ids', () => [ID], { description: 'The articles to move back to draft, at most 100 (else BAD_USER_INPUT); only scheduled ones change, the others are skipped' }) ids: string[], @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.articlePublishing.bulk('unschedule', ids, ctx.caller);
  }

  @Mutation(() => String, { description: 'R16 Preview: a site-relative link /the-netfund-brief/preview?token=… valid 24 hours' })
  articlePreviewLink(@Arg('id', () => ID, { description: 'The article to preview, in any status; NOT_FOUND when there is none' }) id: string, @Ctx() ctx: GraphQLContext): Promise<string> {
    return ctx.services.articlePreview.link(id, ctx.caller);
  }
}
