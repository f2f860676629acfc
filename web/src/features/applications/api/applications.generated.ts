/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type ApplicationResultFieldsFragment = { id: string, status: Types.ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean };

export type ApplicationResultQueryVariables = Exact<{
  id: string | number;
  token?: string | null | undefined;
}>;


export type ApplicationResultQuery = { application: { id: string, status: Types.ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean } };

export type ClaimApplicationMutationVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type ClaimApplicationMutation = { claimApplication: { id: string, status: Types.ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean } };

export const ApplicationResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}}]} as unknown as DocumentNode;
export const ApplicationResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationResultQuery__
 *
 * To run a query within a React component, call `useApplicationResultQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationResultQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationResultQuery({
 *   variables: {
 *      id: // value for 'id'
 *      token: // value for 'token'
 *   },
 * });
 */
export function useApplicationResultQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationResultQuery, ApplicationResultQueryVariables> & ({ variables: ApplicationResultQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationResultQuery, ApplicationResultQueryVariables>(ApplicationResultDocument, options);
      }
export function useApplicationResultLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationResultQuery, ApplicationResultQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationResultQuery, ApplicationResultQueryVariables>(ApplicationResultDocument, options);
        }
export type ApplicationResultQueryHookResult = ReturnType<typeof useApplicationResultQuery>;
export type ApplicationResultLazyQueryHookResult = ReturnType<typeof useApplicationResultLazyQuery>;
export type ApplicationResultQueryResult = ApolloReactCommon.QueryResult<ApplicationResultQuery, ApplicationResultQueryVariables>;
export const ClaimApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}}]} as unknown as DocumentNode;

/**
 * __useClaimApplicationMutation__
 *
 * To run a mutation, you first call `useClaimApplicationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClaimApplicationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [claimApplicationMutation, { data, loading, error }] = useClaimApplicationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      token: // value for 'token'
 *   },
 * });
 */
export function useClaimApplicationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ClaimApplicationMutation, ClaimApplicationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ClaimApplicationMutation, ClaimApplicationMutationVariables>(ClaimApplicationDocument, options);
      }
export type ClaimApplicationMutationHookResult = ReturnType<typeof useClaimApplicationMutation>;
export type ClaimApplicationMutationResult = ApolloReactCommon.MutationResult<ClaimApplicationMutation>;