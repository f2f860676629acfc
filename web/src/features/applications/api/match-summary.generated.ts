/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type ApplicationMatchSummaryQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ApplicationMatchSummaryQuery = { applicationMatchSummary: { fitsNow: number, withinReach: number, needInformation: number, text: string } | null };


export const ApplicationMatchSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationMatchSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationMatchSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fitsNow"}},{"kind":"Field","name":{"kind":"Name","value":"withinReach"}},{"kind":"Field","name":{"kind":"Name","value":"needInformation"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationMatchSummaryQuery__
 *
 * To run a query within a React component, call `useApplicationMatchSummaryQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationMatchSummaryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationMatchSummaryQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useApplicationMatchSummaryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationMatchSummaryQuery, ApplicationMatchSummaryQueryVariables> & ({ variables: ApplicationMatchSummaryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationMatchSummaryQuery, ApplicationMatchSummaryQueryVariables>(ApplicationMatchSummaryDocument, options);
      }
export function useApplicationMatchSummaryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationMatchSummaryQuery, ApplicationMatchSummaryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationMatchSummaryQuery, ApplicationMatchSummaryQueryVariables>(ApplicationMatchSummaryDocument, options);
        }
export type ApplicationMatchSummaryQueryHookResult = ReturnType<typeof useApplicationMatchSummaryQuery>;
export type ApplicationMatchSummaryLazyQueryHookResult = ReturnType<typeof useApplicationMatchSummaryLazyQuery>;
export type ApplicationMatchSummaryQueryResult = ApolloReactCommon.QueryResult<ApplicationMatchSummaryQuery, ApplicationMatchSummaryQueryVariables>;