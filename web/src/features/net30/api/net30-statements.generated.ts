/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type MemberNet30StatementsQueryVariables = Exact<{
  accountId?: string | number | null | undefined;
}>;


export type MemberNet30StatementsQuery = { net30Statements: Array<{ id: string, accountId: string, periodStart: string, periodEnd: string, opening: number, charges: number, payments: number, fees: number, closing: number, downloadUrl: string }> };


export const MemberNet30StatementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNet30Statements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Statements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"opening"}},{"kind":"Field","name":{"kind":"Name","value":"charges"}},{"kind":"Field","name":{"kind":"Name","value":"payments"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"closing"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberNet30StatementsQuery__
 *
 * To run a query within a React component, call `useMemberNet30StatementsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberNet30StatementsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberNet30StatementsQuery({
 *   variables: {
 *      accountId: // value for 'accountId'
 *   },
 * });
 */
export function useMemberNet30StatementsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberNet30StatementsQuery, MemberNet30StatementsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberNet30StatementsQuery, MemberNet30StatementsQueryVariables>(MemberNet30StatementsDocument, options);
      }
export function useMemberNet30StatementsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberNet30StatementsQuery, MemberNet30StatementsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberNet30StatementsQuery, MemberNet30StatementsQueryVariables>(MemberNet30StatementsDocument, options);
        }
export type MemberNet30StatementsQueryHookResult = ReturnType<typeof useMemberNet30StatementsQuery>;
export type MemberNet30StatementsLazyQueryHookResult = ReturnType<typeof useMemberNet30StatementsLazyQuery>;
export type MemberNet30StatementsQueryResult = ApolloReactCommon.QueryResult<MemberNet30StatementsQuery, MemberNet30StatementsQueryVariables>;