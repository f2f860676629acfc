import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { publicArticle } from './articles.views.js';
import { ArticlePageType, ArticleType } from './articles.types.js';

/** The public brief: published articles only (no sign-in), and previews through a signed token. */
@Resolver(() => ArticleType)
export class ArticleResolver {
  @Query(() => ArticlePageType, { description: 'Published articles of The NetFund Brief, newest first (6 per page by default, at most 24), optionally with one tag' })
  async articles(
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => Int, { nullable: true, description: 'The page to answer, from 1 (1 when left out)' }) page?: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Articles per page: 6 when left out, 1 to 24 (else BAD_USER_INPUT)' }) pageSize?: number | null,
    @Arg('tag', () => String, { nullable: true, description: 'Only articles with this tag (lower case, e.g. "cash-flow"); null for all' }) tag?: string | null,
  ): Promise<ArticlePageType> {
    const result = await ctx.services.articles.listPublished({ page: page ?? undefined, pageSize: pageSize ?? undefined, tag });
    return { ...result, items: result.items.map(publicArticle) };
  }

  @Query(() => ArticleType, { nullable: true, description: 'One published article by numeric id or slug, or null; counts a view for today' })
  async article(@Arg('id', () => ID, { description: 'The article\'s numeric id or its slug (e.g. "how-merchant-cash-advances-work")' }) id: string, @Ctx() ctx: GraphQLContext): Promise<ArticleType | null> {
    const article = await ctx.services.articles.findPublished(id);
    if (!article) return null;
    await ctx.services.articles.recordView(article.id);
    return publicArticle(article);
  }

  @Query(() => ArticleType, { nullable: true, description: 'An article in any status through a signed preview token (24 h); null when the token is bad or expired' })
  async articlePreview(@Arg('token', { description: 'The signed token of a preview link made by articlePreviewLink (valid 24 hours)' }) token: string, @Ctx() ctx: GraphQLContext): Promise<ArticleType | null> {
    const article = await ctx.services.articlePreview.open(token);
    return article ? publicArticle(article) : null;
  }
}
