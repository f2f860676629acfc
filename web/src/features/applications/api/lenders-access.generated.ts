/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type ClientApplicationLendersFragment = { applicationId: string, autoSharePolicy: boolean, autoSharePolicySince: unknown, lenders: Array<{ submissionId: string, lenderName: string, productLabel: string, typicalPricing: string | null, status: Types.SubmissionStatus, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, endedAt: unknown, revokedBy: Types.RevokedBy | null, canSee: Array<string> }>, accessLog: Array<{ lenderName: string, userName: string, action: Types.AccessAction, documentName: string | null, at: unknown, text: string }> };

export type MyApplicationLendersQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type MyApplicationLendersQuery = { myApplicationLenders: { applicationId: string, autoSharePolicy: boolean, autoSharePolicySince: unknown, lenders: Array<{ submissionId: string, lenderName: string, productLabel: string, typicalPricing: string | null, status: Types.SubmissionStatus, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, endedAt: unknown, revokedBy: Types.RevokedBy | null, canSee: Array<string> }>, accessLog: Array<{ lenderName: string, userName: string, action: Types.AccessAction, documentName: string | null, at: unknown, text: string }> } };

export type RespondToProposalMutationVariables = Exact<{
  submissionId: string | number;
  approve: boolean;
}>;


export type RespondToProposalMutation = { respondToProposal: { applicationId: string, autoSharePolicy: boolean, autoSharePolicySince: unknown, lenders: Array<{ submissionId: string, lenderName: string, productLabel: string, typicalPricing: string | null, status: Types.SubmissionStatus, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, endedAt: unknown, revokedBy: Types.RevokedBy | null, canSee: Array<string> }>, accessLog: Array<{ lenderName: string, userName: string, action: Types.AccessAction, documentName: string | null, at: unknown, text: string }> } };

export type RevokeLenderMutationVariables = Exact<{
  submissionId: string | number;
}>;


export type RevokeLenderMutation = { revokeLender: { applicationId: string, autoSharePolicy: boolean, autoSharePolicySince: unknown, lenders: Array<{ submissionId: string, lenderName: string, productLabel: string, typicalPricing: string | null, status: Types.SubmissionStatus, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, endedAt: unknown, revokedBy: Types.RevokedBy | null, canSee: Array<string> }>, accessLog: Array<{ lenderName: string, userName: string, action: Types.AccessAction, documentName: string | null, at: unknown, text: string }> } };

export type SetAutoSharePolicyMutationVariables = Exact<{
  applicationId: string | number;
  enabled: boolean;
}>;


export type SetAutoSharePolicyMutation = { setAutoSharePolicy: { applicationId: string, autoSharePolicy: boolean, autoSharePolicySince: unknown, lenders: Array<{ submissionId: string, lenderName: string, productLabel: string, typicalPricing: string | null, status: Types.SubmissionStatus, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, endedAt: unknown, revokedBy: Types.RevokedBy | null, canSee: Array<string> }>, accessLog: Array<{ lenderName: string, userName: string, action: Types.AccessAction, documentName: string | null, at: unknown, text: string }> } };

export const ClientApplicationLendersFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApplicationLenders"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationLenders"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicySince"}},{"kind":"Field","name":{"kind":"Name","value":"lenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"typicalPricing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canSee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;
export const MyApplicationLendersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplicationLenders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApplicationLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientApplicationLenders"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApplicationLenders"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationLenders"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicySince"}},{"kind":"Field","name":{"kind":"Name","value":"lenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"typicalPricing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canSee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyApplicationLendersQuery__
 *
 * To run a query within a React component, call `useMyApplicationLendersQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyApplicationLendersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyApplicationLendersQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useMyApplicationLendersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyApplicationLendersQuery, MyApplicationLendersQueryVariables> & ({ variables: MyApplicationLendersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyApplicationLendersQuery, MyApplicationLendersQueryVariables>(MyApplicationLendersDocument, options);
      }
export function useMyApplicationLendersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyApplicationLendersQuery, MyApplicationLendersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyApplicationLendersQuery, MyApplicationLendersQueryVariables>(MyApplicationLendersDocument, options);
        }
export type MyApplicationLendersQueryHookResult = ReturnType<typeof useMyApplicationLendersQuery>;
export type MyApplicationLendersLazyQueryHookResult = ReturnType<typeof useMyApplicationLendersLazyQuery>;
export type MyApplicationLendersQueryResult = ApolloReactCommon.QueryResult<MyApplicationLendersQuery, MyApplicationLendersQueryVariables>;
export const RespondToProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RespondToProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"respondToProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientApplicationLenders"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApplicationLenders"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationLenders"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicySince"}},{"kind":"Field","name":{"kind":"Name","value":"lenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"typicalPricing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canSee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRespondToProposalMutation__
 *
 * To run a mutation, you first call `useRespondToProposalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRespondToProposalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [respondToProposalMutation, { data, loading, error }] = useRespondToProposalMutation({
 *   variables: {
 *      submissionId: // value for 'submissionId'
 *      approve: // value for 'approve'
 *   },
 * });
 */
export function useRespondToProposalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RespondToProposalMutation, RespondToProposalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RespondToProposalMutation, RespondToProposalMutationVariables>(RespondToProposalDocument, options);
      }
export type RespondToProposalMutationHookResult = ReturnType<typeof useRespondToProposalMutation>;
export type RespondToProposalMutationResult = ApolloReactCommon.MutationResult<RespondToProposalMutation>;
export const RevokeLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientApplicationLenders"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApplicationLenders"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationLenders"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicySince"}},{"kind":"Field","name":{"kind":"Name","value":"lenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"typicalPricing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canSee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRevokeLenderMutation__
 *
 * To run a mutation, you first call `useRevokeLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeLenderMutation, { data, loading, error }] = useRevokeLenderMutation({
 *   variables: {
 *      submissionId: // value for 'submissionId'
 *   },
 * });
 */
export function useRevokeLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RevokeLenderMutation, RevokeLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RevokeLenderMutation, RevokeLenderMutationVariables>(RevokeLenderDocument, options);
      }
export type RevokeLenderMutationHookResult = ReturnType<typeof useRevokeLenderMutation>;
export type RevokeLenderMutationResult = ApolloReactCommon.MutationResult<RevokeLenderMutation>;
export const SetAutoSharePolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAutoSharePolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAutoSharePolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientApplicationLenders"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientApplicationLenders"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationLenders"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicySince"}},{"kind":"Field","name":{"kind":"Name","value":"lenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"typicalPricing"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canSee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetAutoSharePolicyMutation__
 *
 * To run a mutation, you first call `useSetAutoSharePolicyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetAutoSharePolicyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setAutoSharePolicyMutation, { data, loading, error }] = useSetAutoSharePolicyMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      enabled: // value for 'enabled'
 *   },
 * });
 */
export function useSetAutoSharePolicyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetAutoSharePolicyMutation, SetAutoSharePolicyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetAutoSharePolicyMutation, SetAutoSharePolicyMutationVariables>(SetAutoSharePolicyDocument, options);
      }
export type SetAutoSharePolicyMutationHookResult = ReturnType<typeof useSetAutoSharePolicyMutation>;
export type SetAutoSharePolicyMutationResult = ApolloReactCommon.MutationResult<SetAutoSharePolicyMutation>;