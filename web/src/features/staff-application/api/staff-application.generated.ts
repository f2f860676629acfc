/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type StaffApplicationClientsQueryVariables = Exact<{
  search: string;
}>;


export type StaffApplicationClientsQuery = { staffApplicationClients: Array<{ id: string, username: string, email: string, firstName: string | null, lastName: string | null }> };

export type StaffApplicationDraftFragment = { id: string, number: string | null, version: number, workflowStatus: Types.WorkflowStatus, updatedAt: unknown };

export type SaveApplicationDraftMutationVariables = Exact<{
  input: Types.StaffApplicationInput;
}>;


export type SaveApplicationDraftMutation = { saveApplicationDraft: { id: string, number: string | null, version: number, workflowStatus: Types.WorkflowStatus, updatedAt: unknown } };

export type SubmitApplicationDraftMutationVariables = Exact<{
  input: Types.SubmitStaffApplicationInput;
}>;


export type SubmitApplicationDraftMutation = { submitApplicationDraft: { id: string, number: string | null, version: number, workflowStatus: Types.WorkflowStatus, updatedAt: unknown } };

export type StaffApplicationDraftFormQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffApplicationDraftFormQuery = { adminApplication: { id: string, number: string | null, version: number, workflowStatus: Types.WorkflowStatus, source: string, updatedAt: unknown, contactName: string, ownerEmail: string, phone: string, product: string, requestedAmount: number, useOfFunds: string | null, useOfFundsNote: string | null, owner: { id: string, username: string, email: string } | null, business: { id: string, legalName: string, dba: string | null, entityType: string | null, einLast4: string | null, naicsCode: string | null, industry: string, state: string, startedOn: string | null, monthlyRevenue: number, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null } } };

export type RenewedFundingQueryVariables = Exact<{
  id: string | number;
}>;


export type RenewedFundingQuery = { funding: { id: string, applicationId: string, applicationNumber: string, businessName: string } };

export const StaffApplicationDraftFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationDraft"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const StaffApplicationClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffApplicationClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffApplicationClients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffApplicationClientsQuery__
 *
 * To run a query within a React component, call `useStaffApplicationClientsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffApplicationClientsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffApplicationClientsQuery({
 *   variables: {
 *      search: // value for 'search'
 *   },
 * });
 */
export function useStaffApplicationClientsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StaffApplicationClientsQuery, StaffApplicationClientsQueryVariables> & ({ variables: StaffApplicationClientsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffApplicationClientsQuery, StaffApplicationClientsQueryVariables>(StaffApplicationClientsDocument, options);
      }
export function useStaffApplicationClientsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffApplicationClientsQuery, StaffApplicationClientsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffApplicationClientsQuery, StaffApplicationClientsQueryVariables>(StaffApplicationClientsDocument, options);
        }
export type StaffApplicationClientsQueryHookResult = ReturnType<typeof useStaffApplicationClientsQuery>;
export type StaffApplicationClientsLazyQueryHookResult = ReturnType<typeof useStaffApplicationClientsLazyQuery>;
export type StaffApplicationClientsQueryResult = ApolloReactCommon.QueryResult<StaffApplicationClientsQuery, StaffApplicationClientsQueryVariables>;
export const SaveApplicationDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveApplicationDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveApplicationDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffApplicationDraft"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationDraft"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveApplicationDraftMutation__
 *
 * To run a mutation, you first call `useSaveApplicationDraftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveApplicationDraftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveApplicationDraftMutation, { data, loading, error }] = useSaveApplicationDraftMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveApplicationDraftMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveApplicationDraftMutation, SaveApplicationDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveApplicationDraftMutation, SaveApplicationDraftMutationVariables>(SaveApplicationDraftDocument, options);
      }
export type SaveApplicationDraftMutationHookResult = ReturnType<typeof useSaveApplicationDraftMutation>;
export type SaveApplicationDraftMutationResult = ApolloReactCommon.MutationResult<SaveApplicationDraftMutation>;
export const SubmitApplicationDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitApplicationDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitStaffApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitApplicationDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffApplicationDraft"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffApplicationDraft"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useSubmitApplicationDraftMutation__
 *
 * To run a mutation, you first call `useSubmitApplicationDraftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubmitApplicationDraftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [submitApplicationDraftMutation, { data, loading, error }] = useSubmitApplicationDraftMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSubmitApplicationDraftMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SubmitApplicationDraftMutation, SubmitApplicationDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SubmitApplicationDraftMutation, SubmitApplicationDraftMutationVariables>(SubmitApplicationDraftDocument, options);
      }
export type SubmitApplicationDraftMutationHookResult = ReturnType<typeof useSubmitApplicationDraftMutation>;
export type SubmitApplicationDraftMutationResult = ApolloReactCommon.MutationResult<SubmitApplicationDraftMutation>;
export const StaffApplicationDraftFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffApplicationDraftForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"useOfFunds"}},{"kind":"Field","name":{"kind":"Name","value":"useOfFundsNote"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"einLast4"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffApplicationDraftFormQuery__
 *
 * To run a query within a React component, call `useStaffApplicationDraftFormQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffApplicationDraftFormQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffApplicationDraftFormQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStaffApplicationDraftFormQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StaffApplicationDraftFormQuery, StaffApplicationDraftFormQueryVariables> & ({ variables: StaffApplicationDraftFormQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffApplicationDraftFormQuery, StaffApplicationDraftFormQueryVariables>(StaffApplicationDraftFormDocument, options);
      }
export function useStaffApplicationDraftFormLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffApplicationDraftFormQuery, StaffApplicationDraftFormQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffApplicationDraftFormQuery, StaffApplicationDraftFormQueryVariables>(StaffApplicationDraftFormDocument, options);
        }
export type StaffApplicationDraftFormQueryHookResult = ReturnType<typeof useStaffApplicationDraftFormQuery>;
export type StaffApplicationDraftFormLazyQueryHookResult = ReturnType<typeof useStaffApplicationDraftFormLazyQuery>;
export type StaffApplicationDraftFormQueryResult = ApolloReactCommon.QueryResult<StaffApplicationDraftFormQuery, StaffApplicationDraftFormQueryVariables>;
export const RenewedFundingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RenewedFunding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRenewedFundingQuery__
 *
 * To run a query within a React component, call `useRenewedFundingQuery` and pass it any options that fit your needs.
 * When your component renders, `useRenewedFundingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRenewedFundingQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRenewedFundingQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RenewedFundingQuery, RenewedFundingQueryVariables> & ({ variables: RenewedFundingQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RenewedFundingQuery, RenewedFundingQueryVariables>(RenewedFundingDocument, options);
      }
export function useRenewedFundingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RenewedFundingQuery, RenewedFundingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RenewedFundingQuery, RenewedFundingQueryVariables>(RenewedFundingDocument, options);
        }
export type RenewedFundingQueryHookResult = ReturnType<typeof useRenewedFundingQuery>;
export type RenewedFundingLazyQueryHookResult = ReturnType<typeof useRenewedFundingLazyQuery>;
export type RenewedFundingQueryResult = ApolloReactCommon.QueryResult<RenewedFundingQuery, RenewedFundingQueryVariables>;