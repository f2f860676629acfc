/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type LenderInfoRequestFieldsFragment = { id: string, status: Types.InfoRequestStatus, dueAt: string, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, items: Array<{ kind: Types.InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> };

export type LenderInfoRequestsQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type LenderInfoRequestsQuery = { lenderInfoRequests: Array<{ id: string, status: Types.InfoRequestStatus, dueAt: string, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, items: Array<{ kind: Types.InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> }> };

export type RequestLenderInfoMutationVariables = Exact<{
  applicationId: string | number;
  input: Types.LenderInfoRequestInput;
}>;


export type RequestLenderInfoMutation = { requestLenderInfo: { id: string, status: Types.InfoRequestStatus, dueAt: string, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, items: Array<{ kind: Types.InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> } };

export type RequestCriteriaChangeMutationVariables = Exact<{
  input: Types.CriteriaChangeRequestInput;
}>;


export type RequestCriteriaChangeMutation = { requestCriteriaChange: { id: string, programName: string | null } };

export const LenderInfoRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;
export const LenderInfoRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderInfoRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderInfoRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderInfoRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderInfoRequestsQuery__
 *
 * To run a query within a React component, call `useLenderInfoRequestsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderInfoRequestsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderInfoRequestsQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useLenderInfoRequestsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderInfoRequestsQuery, LenderInfoRequestsQueryVariables> & ({ variables: LenderInfoRequestsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderInfoRequestsQuery, LenderInfoRequestsQueryVariables>(LenderInfoRequestsDocument, options);
      }
export function useLenderInfoRequestsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderInfoRequestsQuery, LenderInfoRequestsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderInfoRequestsQuery, LenderInfoRequestsQueryVariables>(LenderInfoRequestsDocument, options);
        }
export type LenderInfoRequestsQueryHookResult = ReturnType<typeof useLenderInfoRequestsQuery>;
export type LenderInfoRequestsLazyQueryHookResult = ReturnType<typeof useLenderInfoRequestsLazyQuery>;
export type LenderInfoRequestsQueryResult = ApolloReactCommon.QueryResult<LenderInfoRequestsQuery, LenderInfoRequestsQueryVariables>;
export const RequestLenderInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestLenderInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LenderInfoRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestLenderInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderInfoRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestLenderInfoMutation__
 *
 * To run a mutation, you first call `useRequestLenderInfoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestLenderInfoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestLenderInfoMutation, { data, loading, error }] = useRequestLenderInfoMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRequestLenderInfoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestLenderInfoMutation, RequestLenderInfoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestLenderInfoMutation, RequestLenderInfoMutationVariables>(RequestLenderInfoDocument, options);
      }
export type RequestLenderInfoMutationHookResult = ReturnType<typeof useRequestLenderInfoMutation>;
export type RequestLenderInfoMutationResult = ApolloReactCommon.MutationResult<RequestLenderInfoMutation>;
export const RequestCriteriaChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCriteriaChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CriteriaChangeRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCriteriaChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestCriteriaChangeMutation__
 *
 * To run a mutation, you first call `useRequestCriteriaChangeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestCriteriaChangeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestCriteriaChangeMutation, { data, loading, error }] = useRequestCriteriaChangeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRequestCriteriaChangeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestCriteriaChangeMutation, RequestCriteriaChangeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestCriteriaChangeMutation, RequestCriteriaChangeMutationVariables>(RequestCriteriaChangeDocument, options);
      }
export type RequestCriteriaChangeMutationHookResult = ReturnType<typeof useRequestCriteriaChangeMutation>;
export type RequestCriteriaChangeMutationResult = ApolloReactCommon.MutationResult<RequestCriteriaChangeMutation>;