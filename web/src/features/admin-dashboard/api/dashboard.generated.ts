/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type DashboardQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQueueQuery = { dashboardQueue: { asOf: unknown, totalCount: number, items: Array<{ key: string, kind: Types.DashboardQueueKind, applicationId: string | null, applicationNumber: string | null, businessName: string, applicationVersion: number | null, changeRequestId: string | null, lenderId: string | null, programId: string | null, since: unknown, ageHours: number, detail: string, assignee: { id: string, displayName: string } | null }> } };

export type DashboardResolveChangeRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardResolveChangeRequestMutation = { resolveCriteriaChangeRequest: boolean };

export type DashboardKpisQueryVariables = Exact<{
  range: Types.DashboardRangeInput;
}>;


export type DashboardKpisQuery = { dashboardKpis: { asOf: unknown, hasApplications: boolean, submittedCount: number, requestedAmount: number, range: { from: string, to: string, days: number, bucket: Types.DashboardBucket }, pipeline: Array<{ status: Types.WorkflowStatus, count: number, requestedAmount: number }>, timeToDecision: { decidedCount: number, medianHours: number | null, p90Hours: number | null, within24hCount: number, within24hPercent: number | null }, declineReasons: Array<{ code: Types.DeclineReasonCode, count: number }>, applicationsOverTime: Array<{ start: string, count: number }> } };

export type DashboardActivityQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DashboardActivityQuery = { auditEvents: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, occurredAt: unknown, action: string, summary: string, actor: { type: string, name: string } }> } };

export type DashboardAssignToMeMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
  assigneeId: string | number;
}>;


export type DashboardAssignToMeMutation = { assignApplication: { id: string, version: number, assignee: { id: string, displayName: string } | null } };


export const DashboardQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardQueueQuery__
 *
 * To run a query within a React component, call `useDashboardQueueQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardQueueQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardQueueQuery({
 *   variables: {
 *   },
 * });
 */
export function useDashboardQueueQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DashboardQueueQuery, DashboardQueueQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardQueueQuery, DashboardQueueQueryVariables>(DashboardQueueDocument, options);
      }
export function useDashboardQueueLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardQueueQuery, DashboardQueueQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardQueueQuery, DashboardQueueQueryVariables>(DashboardQueueDocument, options);
        }
export type DashboardQueueQueryHookResult = ReturnType<typeof useDashboardQueueQuery>;
export type DashboardQueueLazyQueryHookResult = ReturnType<typeof useDashboardQueueLazyQuery>;
export type DashboardQueueQueryResult = ApolloReactCommon.QueryResult<DashboardQueueQuery, DashboardQueueQueryVariables>;
export const DashboardResolveChangeRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardResolveChangeRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveCriteriaChangeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardResolveChangeRequestMutation__
 *
 * To run a mutation, you first call `useDashboardResolveChangeRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDashboardResolveChangeRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dashboardResolveChangeRequestMutation, { data, loading, error }] = useDashboardResolveChangeRequestMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDashboardResolveChangeRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DashboardResolveChangeRequestMutation, DashboardResolveChangeRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DashboardResolveChangeRequestMutation, DashboardResolveChangeRequestMutationVariables>(DashboardResolveChangeRequestDocument, options);
      }
export type DashboardResolveChangeRequestMutationHookResult = ReturnType<typeof useDashboardResolveChangeRequestMutation>;
export type DashboardResolveChangeRequestMutationResult = ApolloReactCommon.MutationResult<DashboardResolveChangeRequestMutation>;
export const DashboardKpisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardKpis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardRangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardKpis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"bucket"}}]}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"hasApplications"}},{"kind":"Field","name":{"kind":"Name","value":"submittedCount"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeToDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decidedCount"}},{"kind":"Field","name":{"kind":"Name","value":"medianHours"}},{"kind":"Field","name":{"kind":"Name","value":"p90Hours"}},{"kind":"Field","name":{"kind":"Name","value":"within24hCount"}},{"kind":"Field","name":{"kind":"Name","value":"within24hPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"declineReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationsOverTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardKpisQuery__
 *
 * To run a query within a React component, call `useDashboardKpisQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardKpisQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardKpisQuery({
 *   variables: {
 *      range: // value for 'range'
 *   },
 * });
 */
export function useDashboardKpisQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DashboardKpisQuery, DashboardKpisQueryVariables> & ({ variables: DashboardKpisQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardKpisQuery, DashboardKpisQueryVariables>(DashboardKpisDocument, options);
      }
export function useDashboardKpisLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardKpisQuery, DashboardKpisQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardKpisQuery, DashboardKpisQueryVariables>(DashboardKpisDocument, options);
        }
export type DashboardKpisQueryHookResult = ReturnType<typeof useDashboardKpisQuery>;
export type DashboardKpisLazyQueryHookResult = ReturnType<typeof useDashboardKpisLazyQuery>;
export type DashboardKpisQueryResult = ApolloReactCommon.QueryResult<DashboardKpisQuery, DashboardKpisQueryVariables>;
export const DashboardActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardActivityQuery__
 *
 * To run a query within a React component, call `useDashboardActivityQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardActivityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardActivityQuery({
 *   variables: {
 *      after: // value for 'after'
 *   },
 * });
 */
export function useDashboardActivityQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DashboardActivityQuery, DashboardActivityQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardActivityQuery, DashboardActivityQueryVariables>(DashboardActivityDocument, options);
      }
export function useDashboardActivityLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardActivityQuery, DashboardActivityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardActivityQuery, DashboardActivityQueryVariables>(DashboardActivityDocument, options);
        }
export type DashboardActivityQueryHookResult = ReturnType<typeof useDashboardActivityQuery>;
export type DashboardActivityLazyQueryHookResult = ReturnType<typeof useDashboardActivityLazyQuery>;
export type DashboardActivityQueryResult = ApolloReactCommon.QueryResult<DashboardActivityQuery, DashboardActivityQueryVariables>;
export const DashboardAssignToMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardAssignToMe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardAssignToMeMutation__
 *
 * To run a mutation, you first call `useDashboardAssignToMeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDashboardAssignToMeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dashboardAssignToMeMutation, { data, loading, error }] = useDashboardAssignToMeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *      assigneeId: // value for 'assigneeId'
 *   },
 * });
 */
export function useDashboardAssignToMeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DashboardAssignToMeMutation, DashboardAssignToMeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DashboardAssignToMeMutation, DashboardAssignToMeMutationVariables>(DashboardAssignToMeDocument, options);
      }
export type DashboardAssignToMeMutationHookResult = ReturnType<typeof useDashboardAssignToMeMutation>;
export type DashboardAssignToMeMutationResult = ApolloReactCommon.MutationResult<DashboardAssignToMeMutation>;