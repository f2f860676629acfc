/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type WorkspaceMatchFragment = { programId: string, programName: string, programVersion: number, lenderId: string, lenderName: string, product: string, outcome: string, fitScore: number | null, differentProduct: boolean, newSinceVersion: number | null, missingFacts: Array<string>, computedAt: unknown, criteria: Array<{ code: string, pass: boolean, missing: boolean, withinTolerance: boolean, text: string }> };

export type ApplicationMatchesQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ApplicationMatchesQuery = { applicationMatches: Array<{ programId: string, programName: string, programVersion: number, lenderId: string, lenderName: string, product: string, outcome: string, fitScore: number | null, differentProduct: boolean, newSinceVersion: number | null, missingFacts: Array<string>, computedAt: unknown, criteria: Array<{ code: string, pass: boolean, missing: boolean, withinTolerance: boolean, text: string }> }> };

export type RematchApplicationMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type RematchApplicationMutation = { rematchApplication: Array<{ programId: string, programName: string, programVersion: number, lenderId: string, lenderName: string, product: string, outcome: string, fitScore: number | null, differentProduct: boolean, newSinceVersion: number | null, missingFacts: Array<string>, computedAt: unknown, criteria: Array<{ code: string, pass: boolean, missing: boolean, withinTolerance: boolean, text: string }> }> };

export const WorkspaceMatchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceMatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"fitScore"}},{"kind":"Field","name":{"kind":"Name","value":"differentProduct"}},{"kind":"Field","name":{"kind":"Name","value":"newSinceVersion"}},{"kind":"Field","name":{"kind":"Name","value":"missingFacts"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"withinTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;
export const ApplicationMatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationMatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceMatch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceMatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"fitScore"}},{"kind":"Field","name":{"kind":"Name","value":"differentProduct"}},{"kind":"Field","name":{"kind":"Name","value":"newSinceVersion"}},{"kind":"Field","name":{"kind":"Name","value":"missingFacts"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"withinTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationMatchesQuery__
 *
 * To run a query within a React component, call `useApplicationMatchesQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationMatchesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationMatchesQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useApplicationMatchesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationMatchesQuery, ApplicationMatchesQueryVariables> & ({ variables: ApplicationMatchesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationMatchesQuery, ApplicationMatchesQueryVariables>(ApplicationMatchesDocument, options);
      }
export function useApplicationMatchesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationMatchesQuery, ApplicationMatchesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationMatchesQuery, ApplicationMatchesQueryVariables>(ApplicationMatchesDocument, options);
        }
export type ApplicationMatchesQueryHookResult = ReturnType<typeof useApplicationMatchesQuery>;
export type ApplicationMatchesLazyQueryHookResult = ReturnType<typeof useApplicationMatchesLazyQuery>;
export type ApplicationMatchesQueryResult = ApolloReactCommon.QueryResult<ApplicationMatchesQuery, ApplicationMatchesQueryVariables>;
export const RematchApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RematchApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rematchApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceMatch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceMatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"fitScore"}},{"kind":"Field","name":{"kind":"Name","value":"differentProduct"}},{"kind":"Field","name":{"kind":"Name","value":"newSinceVersion"}},{"kind":"Field","name":{"kind":"Name","value":"missingFacts"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"withinTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRematchApplicationMutation__
 *
 * To run a mutation, you first call `useRematchApplicationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRematchApplicationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rematchApplicationMutation, { data, loading, error }] = useRematchApplicationMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useRematchApplicationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RematchApplicationMutation, RematchApplicationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RematchApplicationMutation, RematchApplicationMutationVariables>(RematchApplicationDocument, options);
      }
export type RematchApplicationMutationHookResult = ReturnType<typeof useRematchApplicationMutation>;
export type RematchApplicationMutationResult = ApolloReactCommon.MutationResult<RematchApplicationMutation>;