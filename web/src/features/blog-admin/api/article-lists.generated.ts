/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type ArticleListRowFragment = { id: string, slug: string, title: string, status: Types.ArticleStatus, authorId: string | null, authorName: string, tags: Array<string>, publishAt: unknown, publishedAt: unknown, updatedAt: unknown, views30d: number, seoScore: number, version: number };

export type BlogOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type BlogOverviewQuery = { blogOverview: { counts: { draft: number, scheduled: number, published: number, archived: number }, scheduledNext: Array<{ id: string, slug: string, title: string, status: Types.ArticleStatus, authorId: string | null, authorName: string, tags: Array<string>, publishAt: unknown, publishedAt: unknown, updatedAt: unknown, views30d: number, seoScore: number, version: number }>, myDrafts: Array<{ id: string, slug: string, title: string, status: Types.ArticleStatus, authorId: string | null, authorName: string, tags: Array<string>, publishAt: unknown, publishedAt: unknown, updatedAt: unknown, views30d: number, seoScore: number, version: number }>, topArticles: Array<{ id: string, slug: string, title: string, status: Types.ArticleStatus, authorId: string | null, authorName: string, tags: Array<string>, publishAt: unknown, publishedAt: unknown, updatedAt: unknown, views30d: number, seoScore: number, version: number }>, seoWarnings: Array<{ articleId: string, title: string, slug: string, warning: string }> } };

export type ArticleListQueryVariables = Exact<{
  filter?: Types.AdminArticleFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ArticleListQuery = { adminArticles: { total: number, page: number, pageSize: number, pageCount: number, items: Array<{ id: string, slug: string, title: string, status: Types.ArticleStatus, authorId: string | null, authorName: string, tags: Array<string>, publishAt: unknown, publishedAt: unknown, updatedAt: unknown, views30d: number, seoScore: number, version: number }> } };

export type ArticleListAuthorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ArticleListAuthorsQuery = { staffMembers: Array<{ id: string, displayName: string }> };

export type ArticleListDuplicateMutationVariables = Exact<{
  id: string | number;
}>;


export type ArticleListDuplicateMutation = { duplicateArticle: { id: string, slug: string, title: string, status: Types.ArticleStatus, authorId: string | null, authorName: string, tags: Array<string>, publishAt: unknown, publishedAt: unknown, updatedAt: unknown, views30d: number, seoScore: number, version: number } };

export type ArticleListArchiveMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type ArticleListArchiveMutation = { archiveArticle: { id: string, slug: string, title: string, status: Types.ArticleStatus, authorId: string | null, authorName: string, tags: Array<string>, publishAt: unknown, publishedAt: unknown, updatedAt: unknown, views30d: number, seoScore: number, version: number } };

export type ArticleListBulkArchiveMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ArticleListBulkArchiveMutation = { bulkArchiveArticles: number };

export type ArticleListBulkUnscheduleMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ArticleListBulkUnscheduleMutation = { bulkUnscheduleArticles: number };

export const ArticleListRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"publishAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views30d"}},{"kind":"Field","name":{"kind":"Name","value":"seoScore"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const BlogOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduledNext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleListRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myDrafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleListRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleListRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seoWarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"warning"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"publishAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views30d"}},{"kind":"Field","name":{"kind":"Name","value":"seoScore"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useBlogOverviewQuery__
 *
 * To run a query within a React component, call `useBlogOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useBlogOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBlogOverviewQuery({
 *   variables: {
 *   },
 * });
 */
export function useBlogOverviewQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BlogOverviewQuery, BlogOverviewQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BlogOverviewQuery, BlogOverviewQueryVariables>(BlogOverviewDocument, options);
      }
export function useBlogOverviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BlogOverviewQuery, BlogOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BlogOverviewQuery, BlogOverviewQueryVariables>(BlogOverviewDocument, options);
        }
export type BlogOverviewQueryHookResult = ReturnType<typeof useBlogOverviewQuery>;
export type BlogOverviewLazyQueryHookResult = ReturnType<typeof useBlogOverviewLazyQuery>;
export type BlogOverviewQueryResult = ApolloReactCommon.QueryResult<BlogOverviewQuery, BlogOverviewQueryVariables>;
export const ArticleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArticleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleListRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"publishAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views30d"}},{"kind":"Field","name":{"kind":"Name","value":"seoScore"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useArticleListQuery__
 *
 * To run a query within a React component, call `useArticleListQuery` and pass it any options that fit your needs.
 * When your component renders, `useArticleListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useArticleListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useArticleListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ArticleListQuery, ArticleListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ArticleListQuery, ArticleListQueryVariables>(ArticleListDocument, options);
      }
export function useArticleListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ArticleListQuery, ArticleListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ArticleListQuery, ArticleListQueryVariables>(ArticleListDocument, options);
        }
export type ArticleListQueryHookResult = ReturnType<typeof useArticleListQuery>;
export type ArticleListLazyQueryHookResult = ReturnType<typeof useArticleListLazyQuery>;
export type ArticleListQueryResult = ApolloReactCommon.QueryResult<ArticleListQuery, ArticleListQueryVariables>;
export const ArticleListAuthorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleListAuthors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useArticleListAuthorsQuery__
 *
 * To run a query within a React component, call `useArticleListAuthorsQuery` and pass it any options that fit your needs.
 * When your component renders, `useArticleListAuthorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useArticleListAuthorsQuery({
 *   variables: {
 *   },
 * });
 */
export function useArticleListAuthorsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ArticleListAuthorsQuery, ArticleListAuthorsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ArticleListAuthorsQuery, ArticleListAuthorsQueryVariables>(ArticleListAuthorsDocument, options);
      }
export function useArticleListAuthorsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ArticleListAuthorsQuery, ArticleListAuthorsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ArticleListAuthorsQuery, ArticleListAuthorsQueryVariables>(ArticleListAuthorsDocument, options);
        }
export type ArticleListAuthorsQueryHookResult = ReturnType<typeof useArticleListAuthorsQuery>;
export type ArticleListAuthorsLazyQueryHookResult = ReturnType<typeof useArticleListAuthorsLazyQuery>;
export type ArticleListAuthorsQueryResult = ApolloReactCommon.QueryResult<ArticleListAuthorsQuery, ArticleListAuthorsQueryVariables>;
export const ArticleListDuplicateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArticleListDuplicate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleListRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"publishAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views30d"}},{"kind":"Field","name":{"kind":"Name","value":"seoScore"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useArticleListDuplicateMutation__
 *
 * To run a mutation, you first call `useArticleListDuplicateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useArticleListDuplicateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [articleListDuplicateMutation, { data, loading, error }] = useArticleListDuplicateMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useArticleListDuplicateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ArticleListDuplicateMutation, ArticleListDuplicateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ArticleListDuplicateMutation, ArticleListDuplicateMutationVariables>(ArticleListDuplicateDocument, options);
      }
export type ArticleListDuplicateMutationHookResult = ReturnType<typeof useArticleListDuplicateMutation>;
export type ArticleListDuplicateMutationResult = ApolloReactCommon.MutationResult<ArticleListDuplicateMutation>;
export const ArticleListArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArticleListArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleListRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"publishAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views30d"}},{"kind":"Field","name":{"kind":"Name","value":"seoScore"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useArticleListArchiveMutation__
 *
 * To run a mutation, you first call `useArticleListArchiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useArticleListArchiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [articleListArchiveMutation, { data, loading, error }] = useArticleListArchiveMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useArticleListArchiveMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ArticleListArchiveMutation, ArticleListArchiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ArticleListArchiveMutation, ArticleListArchiveMutationVariables>(ArticleListArchiveDocument, options);
      }
export type ArticleListArchiveMutationHookResult = ReturnType<typeof useArticleListArchiveMutation>;
export type ArticleListArchiveMutationResult = ApolloReactCommon.MutationResult<ArticleListArchiveMutation>;
export const ArticleListBulkArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArticleListBulkArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkArchiveArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useArticleListBulkArchiveMutation__
 *
 * To run a mutation, you first call `useArticleListBulkArchiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useArticleListBulkArchiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [articleListBulkArchiveMutation, { data, loading, error }] = useArticleListBulkArchiveMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useArticleListBulkArchiveMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ArticleListBulkArchiveMutation, ArticleListBulkArchiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ArticleListBulkArchiveMutation, ArticleListBulkArchiveMutationVariables>(ArticleListBulkArchiveDocument, options);
      }
export type ArticleListBulkArchiveMutationHookResult = ReturnType<typeof useArticleListBulkArchiveMutation>;
export type ArticleListBulkArchiveMutationResult = ApolloReactCommon.MutationResult<ArticleListBulkArchiveMutation>;
export const ArticleListBulkUnscheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArticleListBulkUnschedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUnscheduleArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useArticleListBulkUnscheduleMutation__
 *
 * To run a mutation, you first call `useArticleListBulkUnscheduleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useArticleListBulkUnscheduleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [articleListBulkUnscheduleMutation, { data, loading, error }] = useArticleListBulkUnscheduleMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useArticleListBulkUnscheduleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ArticleListBulkUnscheduleMutation, ArticleListBulkUnscheduleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ArticleListBulkUnscheduleMutation, ArticleListBulkUnscheduleMutationVariables>(ArticleListBulkUnscheduleDocument, options);
      }
export type ArticleListBulkUnscheduleMutationHookResult = ReturnType<typeof useArticleListBulkUnscheduleMutation>;
export type ArticleListBulkUnscheduleMutationResult = ApolloReactCommon.MutationResult<ArticleListBulkUnscheduleMutation>;