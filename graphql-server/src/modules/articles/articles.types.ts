import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Article', { description: 'An article of The NetFund Brief' })
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

  @Field()
  publishedAt!: Date;

  @Field()
  updatedAt!: Date;
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
