import { Field, Int, ObjectType, type ClassType } from 'type-graphql';

/**
 * The fields every offset-paginated admin list answers with (BACKOFFICE §0: 25 a page, at most 100). A list's page
 * type is `@ObjectType('LenderPage') class LenderPageType extends PageOf(LenderRowType) {}`, so the lists cannot
 * drift apart in shape.
 */
export function PageOf<TItem extends object>(itemType: ClassType<TItem>) {
  @ObjectType()
  abstract class Page {
    @Field(() => [itemType], { description: "This page's rows, in the list's order" })
    items!: TItem[];

    @Field(() => Int, { description: 'Rows matching the filter, on all pages' })
    totalCount!: number;

    @Field(() => Int, { description: 'This page, from 1' })
    page!: number;

    @Field(() => Int, { description: 'Rows per page as asked (25 by default, at most 100)' })
    pageSize!: number;
  }
  return Page;
}
