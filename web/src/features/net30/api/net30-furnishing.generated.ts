/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type MemberNet30FurnishingLogQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
}>;


export type MemberNet30FurnishingLogQuery = { myFurnishingRecords: Array<{ bureau: string, periodMonth: string, batchStatus: string, record: { id: string, sourceType: string, terms: string, creditLimit: number, highCredit12m: number, nowOwes: number, pastDue: number, mannerOfPayment: string, status: string }, dispute: { id: string, reason: string, status: string, resolution: string | null, dueAt: unknown } | null }> };

export type MemberDisputeNet30FurnishingRecordMutationVariables = Exact<{
  input: Types.DisputeFurnishingRecordInput;
}>;


export type MemberDisputeNet30FurnishingRecordMutation = { disputeFurnishingRecord: { id: string, recordId: string, reason: string, text: string, status: string, dueAt: unknown } };


export const MemberNet30FurnishingLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNet30FurnishingLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFurnishingRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"batchStatus"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceType"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"highCredit12m"}},{"kind":"Field","name":{"kind":"Name","value":"nowOwes"}},{"kind":"Field","name":{"kind":"Name","value":"pastDue"}},{"kind":"Field","name":{"kind":"Name","value":"mannerOfPayment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberNet30FurnishingLogQuery__
 *
 * To run a query within a React component, call `useMemberNet30FurnishingLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberNet30FurnishingLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberNet30FurnishingLogQuery({
 *   variables: {
 *      clientId: // value for 'clientId'
 *   },
 * });
 */
export function useMemberNet30FurnishingLogQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberNet30FurnishingLogQuery, MemberNet30FurnishingLogQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberNet30FurnishingLogQuery, MemberNet30FurnishingLogQueryVariables>(MemberNet30FurnishingLogDocument, options);
      }
export function useMemberNet30FurnishingLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberNet30FurnishingLogQuery, MemberNet30FurnishingLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberNet30FurnishingLogQuery, MemberNet30FurnishingLogQueryVariables>(MemberNet30FurnishingLogDocument, options);
        }
export type MemberNet30FurnishingLogQueryHookResult = ReturnType<typeof useMemberNet30FurnishingLogQuery>;
export type MemberNet30FurnishingLogLazyQueryHookResult = ReturnType<typeof useMemberNet30FurnishingLogLazyQuery>;
export type MemberNet30FurnishingLogQueryResult = ApolloReactCommon.QueryResult<MemberNet30FurnishingLogQuery, MemberNet30FurnishingLogQueryVariables>;
export const MemberDisputeNet30FurnishingRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberDisputeNet30FurnishingRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisputeFurnishingRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputeFurnishingRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberDisputeNet30FurnishingRecordMutation__
 *
 * To run a mutation, you first call `useMemberDisputeNet30FurnishingRecordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberDisputeNet30FurnishingRecordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberDisputeNet30FurnishingRecordMutation, { data, loading, error }] = useMemberDisputeNet30FurnishingRecordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useMemberDisputeNet30FurnishingRecordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberDisputeNet30FurnishingRecordMutation, MemberDisputeNet30FurnishingRecordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberDisputeNet30FurnishingRecordMutation, MemberDisputeNet30FurnishingRecordMutationVariables>(MemberDisputeNet30FurnishingRecordDocument, options);
      }
export type MemberDisputeNet30FurnishingRecordMutationHookResult = ReturnType<typeof useMemberDisputeNet30FurnishingRecordMutation>;
export type MemberDisputeNet30FurnishingRecordMutationResult = ApolloReactCommon.MutationResult<MemberDisputeNet30FurnishingRecordMutation>;