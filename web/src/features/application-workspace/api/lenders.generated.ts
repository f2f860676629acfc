/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type WorkspaceSubmissionsFragment = { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: Types.SubmissionStatus, consentMode: Types.ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: Types.RevokedBy | null, closedAt: unknown, overrideReason: string | null }> };

export type ApplicationSubmissionsQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ApplicationSubmissionsQuery = { applicationSubmissions: { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: Types.SubmissionStatus, consentMode: Types.ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: Types.RevokedBy | null, closedAt: unknown, overrideReason: string | null }> } };

export type ShareableProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShareableProgramsQuery = { adminPrograms: { items: Array<{ id: string, lenderId: string, lenderName: string, name: string, product: string, status: Types.ProgramStatus }> } };

export type ProposeToClientMutationVariables = Exact<{
  applicationId: string | number;
  programs: Array<Types.ProgramChoiceInput> | Types.ProgramChoiceInput;
}>;


export type ProposeToClientMutation = { proposeToClient: { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: Types.SubmissionStatus, consentMode: Types.ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: Types.RevokedBy | null, closedAt: unknown, overrideReason: string | null }> } };

export type ShareWithLendersMutationVariables = Exact<{
  applicationId: string | number;
  programs: Array<Types.ProgramChoiceInput> | Types.ProgramChoiceInput;
  consent: Types.ShareConsentInput;
}>;


export type ShareWithLendersMutation = { shareWithLenders: { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: Types.SubmissionStatus, consentMode: Types.ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: Types.RevokedBy | null, closedAt: unknown, overrideReason: string | null }> } };

export type RevokeSubmissionMutationVariables = Exact<{
  submissionId: string | number;
  reason?: string | null | undefined;
}>;


export type RevokeSubmissionMutation = { revokeSubmission: { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: Types.SubmissionStatus, consentMode: Types.ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: Types.RevokedBy | null, closedAt: unknown, overrideReason: string | null }> } };

export type NudgeLenderMutationVariables = Exact<{
  submissionId: string | number;
}>;


export type NudgeLenderMutation = { nudgeLender: { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: Types.SubmissionStatus, consentMode: Types.ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: Types.RevokedBy | null, closedAt: unknown, overrideReason: string | null }> } };

export type MarkSubmissionExpiredMutationVariables = Exact<{
  submissionId: string | number;
}>;


export type MarkSubmissionExpiredMutation = { markSubmissionExpired: { applicationId: string, autoSharePolicy: boolean, openCount: number, maxOpen: number, items: Array<{ id: string, lenderId: string, lenderName: string, programId: string, programName: string, programVersion: number, status: Types.SubmissionStatus, consentMode: Types.ConsentMode | null, proposedAt: unknown, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, lastNudgedAt: unknown, nudgeCount: number, revokedAt: unknown, revokedBy: Types.RevokedBy | null, closedAt: unknown, overrideReason: string | null }> } };

export type WorkspaceAccessLogQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type WorkspaceAccessLogQuery = { applicationSubmissions: { applicationId: string, accessLog: Array<{ at: unknown, lenderName: string, userName: string, action: Types.AccessAction, text: string }> } };

export const WorkspaceSubmissionsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;
export const ApplicationSubmissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationSubmissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationSubmissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceSubmissions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationSubmissionsQuery__
 *
 * To run a query within a React component, call `useApplicationSubmissionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationSubmissionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationSubmissionsQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useApplicationSubmissionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationSubmissionsQuery, ApplicationSubmissionsQueryVariables> & ({ variables: ApplicationSubmissionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationSubmissionsQuery, ApplicationSubmissionsQueryVariables>(ApplicationSubmissionsDocument, options);
      }
export function useApplicationSubmissionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationSubmissionsQuery, ApplicationSubmissionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationSubmissionsQuery, ApplicationSubmissionsQueryVariables>(ApplicationSubmissionsDocument, options);
        }
export type ApplicationSubmissionsQueryHookResult = ReturnType<typeof useApplicationSubmissionsQuery>;
export type ApplicationSubmissionsLazyQueryHookResult = ReturnType<typeof useApplicationSubmissionsLazyQuery>;
export type ApplicationSubmissionsQueryResult = ApolloReactCommon.QueryResult<ApplicationSubmissionsQuery, ApplicationSubmissionsQueryVariables>;
export const ShareableProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShareablePrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useShareableProgramsQuery__
 *
 * To run a query within a React component, call `useShareableProgramsQuery` and pass it any options that fit your needs.
 * When your component renders, `useShareableProgramsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShareableProgramsQuery({
 *   variables: {
 *   },
 * });
 */
export function useShareableProgramsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ShareableProgramsQuery, ShareableProgramsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ShareableProgramsQuery, ShareableProgramsQueryVariables>(ShareableProgramsDocument, options);
      }
export function useShareableProgramsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ShareableProgramsQuery, ShareableProgramsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ShareableProgramsQuery, ShareableProgramsQueryVariables>(ShareableProgramsDocument, options);
        }
export type ShareableProgramsQueryHookResult = ReturnType<typeof useShareableProgramsQuery>;
export type ShareableProgramsLazyQueryHookResult = ReturnType<typeof useShareableProgramsLazyQuery>;
export type ShareableProgramsQueryResult = ApolloReactCommon.QueryResult<ShareableProgramsQuery, ShareableProgramsQueryVariables>;
export const ProposeToClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProposeToClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramChoiceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposeToClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"programs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceSubmissions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProposeToClientMutation__
 *
 * To run a mutation, you first call `useProposeToClientMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useProposeToClientMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [proposeToClientMutation, { data, loading, error }] = useProposeToClientMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      programs: // value for 'programs'
 *   },
 * });
 */
export function useProposeToClientMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ProposeToClientMutation, ProposeToClientMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ProposeToClientMutation, ProposeToClientMutationVariables>(ProposeToClientDocument, options);
      }
export type ProposeToClientMutationHookResult = ReturnType<typeof useProposeToClientMutation>;
export type ProposeToClientMutationResult = ApolloReactCommon.MutationResult<ProposeToClientMutation>;
export const ShareWithLendersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareWithLenders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramChoiceInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareConsentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareWithLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"programs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programs"}}},{"kind":"Argument","name":{"kind":"Name","value":"consent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceSubmissions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useShareWithLendersMutation__
 *
 * To run a mutation, you first call `useShareWithLendersMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useShareWithLendersMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [shareWithLendersMutation, { data, loading, error }] = useShareWithLendersMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      programs: // value for 'programs'
 *      consent: // value for 'consent'
 *   },
 * });
 */
export function useShareWithLendersMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ShareWithLendersMutation, ShareWithLendersMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ShareWithLendersMutation, ShareWithLendersMutationVariables>(ShareWithLendersDocument, options);
      }
export type ShareWithLendersMutationHookResult = ReturnType<typeof useShareWithLendersMutation>;
export type ShareWithLendersMutationResult = ApolloReactCommon.MutationResult<ShareWithLendersMutation>;
export const RevokeSubmissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeSubmission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSubmission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceSubmissions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRevokeSubmissionMutation__
 *
 * To run a mutation, you first call `useRevokeSubmissionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeSubmissionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeSubmissionMutation, { data, loading, error }] = useRevokeSubmissionMutation({
 *   variables: {
 *      submissionId: // value for 'submissionId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRevokeSubmissionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RevokeSubmissionMutation, RevokeSubmissionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RevokeSubmissionMutation, RevokeSubmissionMutationVariables>(RevokeSubmissionDocument, options);
      }
export type RevokeSubmissionMutationHookResult = ReturnType<typeof useRevokeSubmissionMutation>;
export type RevokeSubmissionMutationResult = ApolloReactCommon.MutationResult<RevokeSubmissionMutation>;
export const NudgeLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NudgeLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nudgeLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceSubmissions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNudgeLenderMutation__
 *
 * To run a mutation, you first call `useNudgeLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useNudgeLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [nudgeLenderMutation, { data, loading, error }] = useNudgeLenderMutation({
 *   variables: {
 *      submissionId: // value for 'submissionId'
 *   },
 * });
 */
export function useNudgeLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<NudgeLenderMutation, NudgeLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<NudgeLenderMutation, NudgeLenderMutationVariables>(NudgeLenderDocument, options);
      }
export type NudgeLenderMutationHookResult = ReturnType<typeof useNudgeLenderMutation>;
export type NudgeLenderMutationResult = ApolloReactCommon.MutationResult<NudgeLenderMutation>;
export const MarkSubmissionExpiredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkSubmissionExpired"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markSubmissionExpired"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceSubmissions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceSubmissions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSubmissions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"autoSharePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpen"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"consentMode"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeCount"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedBy"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMarkSubmissionExpiredMutation__
 *
 * To run a mutation, you first call `useMarkSubmissionExpiredMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkSubmissionExpiredMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markSubmissionExpiredMutation, { data, loading, error }] = useMarkSubmissionExpiredMutation({
 *   variables: {
 *      submissionId: // value for 'submissionId'
 *   },
 * });
 */
export function useMarkSubmissionExpiredMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkSubmissionExpiredMutation, MarkSubmissionExpiredMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkSubmissionExpiredMutation, MarkSubmissionExpiredMutationVariables>(MarkSubmissionExpiredDocument, options);
      }
export type MarkSubmissionExpiredMutationHookResult = ReturnType<typeof useMarkSubmissionExpiredMutation>;
export type MarkSubmissionExpiredMutationResult = ApolloReactCommon.MutationResult<MarkSubmissionExpiredMutation>;
export const WorkspaceAccessLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceAccessLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationSubmissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceAccessLogQuery__
 *
 * To run a query within a React component, call `useWorkspaceAccessLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceAccessLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWorkspaceAccessLogQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useWorkspaceAccessLogQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WorkspaceAccessLogQuery, WorkspaceAccessLogQueryVariables> & ({ variables: WorkspaceAccessLogQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WorkspaceAccessLogQuery, WorkspaceAccessLogQueryVariables>(WorkspaceAccessLogDocument, options);
      }
export function useWorkspaceAccessLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WorkspaceAccessLogQuery, WorkspaceAccessLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WorkspaceAccessLogQuery, WorkspaceAccessLogQueryVariables>(WorkspaceAccessLogDocument, options);
        }
export type WorkspaceAccessLogQueryHookResult = ReturnType<typeof useWorkspaceAccessLogQuery>;
export type WorkspaceAccessLogLazyQueryHookResult = ReturnType<typeof useWorkspaceAccessLogLazyQuery>;
export type WorkspaceAccessLogQueryResult = ApolloReactCommon.QueryResult<WorkspaceAccessLogQuery, WorkspaceAccessLogQueryVariables>;