import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ArticlePageType, ArticleType } from './articles.types.js';

@Resolver(() => ArticleType)
export class ArticleResolver {
  @Query(() => ArticlePageType, { description: 'Published articles of The NetFund Brief, newest first' })
  async articles(
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number | null,
  ): Promise<ArticlePageType> {
    const result = await ctx.services.articles.listPublished({ page: page ?? undefined, pageSize: pageSize ?? undefined });
    return { ...result, items: result.items as ArticleType[] };
  }

  @Query(() => ArticleType, { nullable: true, description: 'One published article, or null' })
  async article(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ArticleType | null> {
    return (await ctx.services.articles.findPublished(id)) as ArticleType | null;
  }
}
