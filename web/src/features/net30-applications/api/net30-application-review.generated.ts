/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type Net30ApplicationsQueryVariables = Exact<{
  status?: Types.Net30ApplicationStatus | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type Net30ApplicationsQuery = { net30Applications: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, reference: string, status: Types.Net30ApplicationStatus, businessName: string, ein: string | null, applicantName: string, email: string, businessStartYear: number, monthsInBusiness: number, annualRevenue: number, requestedLimitCents: number, suggestedLimitCents: number, intendedUse: string | null, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, approvedLimitCents: number | null, netDays: number | null, version: number, tradeReferences: Array<{ company: string, contact: string, phoneOrEmail: string }>, netBuilder: { plan: string | null, status: string | null, paidMonths: number } | null }> } };

export type ApproveNet30ApplicationMutationVariables = Exact<{
  input: Types.ApproveNet30ApplicationInput;
}>;


export type ApproveNet30ApplicationMutation = { approveNet30Application: { id: string, reference: string, status: Types.Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number } };

export type DeclineNet30ApplicationMutationVariables = Exact<{
  input: Types.DeclineNet30ApplicationInput;
}>;


export type DeclineNet30ApplicationMutation = { declineNet30Application: { id: string, reference: string, status: Types.Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number } };

export type RequestNet30ApplicationInfoMutationVariables = Exact<{
  input: Types.RequestNet30ApplicationInfoInput;
}>;


export type RequestNet30ApplicationInfoMutation = { requestNet30ApplicationInfo: { id: string, reference: string, status: Types.Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number } };


export const Net30ApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30Applications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30ApplicationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Applications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"ein"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"businessStartYear"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"annualRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"requestedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"intendedUse"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"tradeReferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phoneOrEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netBuilder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidMonths"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30ApplicationsQuery__
 *
 * To run a query within a React component, call `useNet30ApplicationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30ApplicationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30ApplicationsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useNet30ApplicationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30ApplicationsQuery, Net30ApplicationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30ApplicationsQuery, Net30ApplicationsQueryVariables>(Net30ApplicationsDocument, options);
      }
export function useNet30ApplicationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30ApplicationsQuery, Net30ApplicationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30ApplicationsQuery, Net30ApplicationsQueryVariables>(Net30ApplicationsDocument, options);
        }
export type Net30ApplicationsQueryHookResult = ReturnType<typeof useNet30ApplicationsQuery>;
export type Net30ApplicationsLazyQueryHookResult = ReturnType<typeof useNet30ApplicationsLazyQuery>;
export type Net30ApplicationsQueryResult = ApolloReactCommon.QueryResult<Net30ApplicationsQuery, Net30ApplicationsQueryVariables>;
export const ApproveNet30ApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveNet30Application"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveNet30ApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveNet30Application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useApproveNet30ApplicationMutation__
 *
 * To run a mutation, you first call `useApproveNet30ApplicationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApproveNet30ApplicationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [approveNet30ApplicationMutation, { data, loading, error }] = useApproveNet30ApplicationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useApproveNet30ApplicationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApproveNet30ApplicationMutation, ApproveNet30ApplicationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApproveNet30ApplicationMutation, ApproveNet30ApplicationMutationVariables>(ApproveNet30ApplicationDocument, options);
      }
export type ApproveNet30ApplicationMutationHookResult = ReturnType<typeof useApproveNet30ApplicationMutation>;
export type ApproveNet30ApplicationMutationResult = ApolloReactCommon.MutationResult<ApproveNet30ApplicationMutation>;
export const DeclineNet30ApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineNet30Application"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeclineNet30ApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineNet30Application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useDeclineNet30ApplicationMutation__
 *
 * To run a mutation, you first call `useDeclineNet30ApplicationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclineNet30ApplicationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declineNet30ApplicationMutation, { data, loading, error }] = useDeclineNet30ApplicationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useDeclineNet30ApplicationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeclineNet30ApplicationMutation, DeclineNet30ApplicationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeclineNet30ApplicationMutation, DeclineNet30ApplicationMutationVariables>(DeclineNet30ApplicationDocument, options);
      }
export type DeclineNet30ApplicationMutationHookResult = ReturnType<typeof useDeclineNet30ApplicationMutation>;
export type DeclineNet30ApplicationMutationResult = ApolloReactCommon.MutationResult<DeclineNet30ApplicationMutation>;
export const RequestNet30ApplicationInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestNet30ApplicationInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestNet30ApplicationInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestNet30ApplicationInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestNet30ApplicationInfoMutation__
 *
 * To run a mutation, you first call `useRequestNet30ApplicationInfoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestNet30ApplicationInfoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestNet30ApplicationInfoMutation, { data, loading, error }] = useRequestNet30ApplicationInfoMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRequestNet30ApplicationInfoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestNet30ApplicationInfoMutation, RequestNet30ApplicationInfoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestNet30ApplicationInfoMutation, RequestNet30ApplicationInfoMutationVariables>(RequestNet30ApplicationInfoDocument, options);
      }
export type RequestNet30ApplicationInfoMutationHookResult = ReturnType<typeof useRequestNet30ApplicationInfoMutation>;
export type RequestNet30ApplicationInfoMutationResult = ApolloReactCommon.MutationResult<RequestNet30ApplicationInfoMutation>;