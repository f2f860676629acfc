/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type WorkspaceDocumentFragment = { id: string, applicationId: string, docType: string, label: string, status: Types.DocumentStatus, required: boolean, fileName: string | null, sizeBytes: number | null, mimeType: string | null, rejectReason: string | null, requestedAt: unknown, dueAt: string | null, uploadedAt: unknown, reviewedAt: unknown, downloadPath: string | null, infoRequestId: string | null };

export type WorkspaceInfoRequestFragment = { id: string, applicationId: string, message: string, dueAt: string, status: Types.InfoRequestStatus, cancelReason: string | null, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, lenderName: string | null, items: Array<{ kind: Types.InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> };

export type WorkspaceDocumentsQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type WorkspaceDocumentsQuery = { applicationDocuments: Array<{ id: string, applicationId: string, docType: string, label: string, status: Types.DocumentStatus, required: boolean, fileName: string | null, sizeBytes: number | null, mimeType: string | null, rejectReason: string | null, requestedAt: unknown, dueAt: string | null, uploadedAt: unknown, reviewedAt: unknown, downloadPath: string | null, infoRequestId: string | null }> };

export type WorkspaceInfoRequestsQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type WorkspaceInfoRequestsQuery = { infoRequests: Array<{ id: string, applicationId: string, message: string, dueAt: string, status: Types.InfoRequestStatus, cancelReason: string | null, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, lenderName: string | null, items: Array<{ kind: Types.InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> }> };

export type WorkspaceRequestInfoMutationVariables = Exact<{
  input: Types.RequestInfoInput;
}>;


export type WorkspaceRequestInfoMutation = { requestInfo: { id: string, applicationId: string, message: string, dueAt: string, status: Types.InfoRequestStatus, cancelReason: string | null, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, lenderName: string | null, items: Array<{ kind: Types.InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> } };

export type WorkspaceReviewDocumentMutationVariables = Exact<{
  input: Types.ReviewDocumentInput;
}>;


export type WorkspaceReviewDocumentMutation = { reviewDocument: { id: string, applicationId: string, docType: string, label: string, status: Types.DocumentStatus, required: boolean, fileName: string | null, sizeBytes: number | null, mimeType: string | null, rejectReason: string | null, requestedAt: unknown, dueAt: string | null, uploadedAt: unknown, reviewedAt: unknown, downloadPath: string | null, infoRequestId: string | null } };

export type WorkspaceCancelInfoRequestMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type WorkspaceCancelInfoRequestMutation = { cancelInfoRequest: { id: string, applicationId: string, message: string, dueAt: string, status: Types.InfoRequestStatus, cancelReason: string | null, createdAt: unknown, answeredAt: unknown, requestedBy: string | null, lenderName: string | null, items: Array<{ kind: Types.InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> } };

export const WorkspaceDocumentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceDocument"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}}]}}]} as unknown as DocumentNode;
export const WorkspaceInfoRequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;
export const WorkspaceDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceDocument"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceDocument"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceDocumentsQuery__
 *
 * To run a query within a React component, call `useWorkspaceDocumentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceDocumentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWorkspaceDocumentsQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useWorkspaceDocumentsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WorkspaceDocumentsQuery, WorkspaceDocumentsQueryVariables> & ({ variables: WorkspaceDocumentsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WorkspaceDocumentsQuery, WorkspaceDocumentsQueryVariables>(WorkspaceDocumentsDocument, options);
      }
export function useWorkspaceDocumentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WorkspaceDocumentsQuery, WorkspaceDocumentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WorkspaceDocumentsQuery, WorkspaceDocumentsQueryVariables>(WorkspaceDocumentsDocument, options);
        }
export type WorkspaceDocumentsQueryHookResult = ReturnType<typeof useWorkspaceDocumentsQuery>;
export type WorkspaceDocumentsLazyQueryHookResult = ReturnType<typeof useWorkspaceDocumentsLazyQuery>;
export type WorkspaceDocumentsQueryResult = ApolloReactCommon.QueryResult<WorkspaceDocumentsQuery, WorkspaceDocumentsQueryVariables>;
export const WorkspaceInfoRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceInfoRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"infoRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceInfoRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceInfoRequestsQuery__
 *
 * To run a query within a React component, call `useWorkspaceInfoRequestsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceInfoRequestsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWorkspaceInfoRequestsQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useWorkspaceInfoRequestsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WorkspaceInfoRequestsQuery, WorkspaceInfoRequestsQueryVariables> & ({ variables: WorkspaceInfoRequestsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WorkspaceInfoRequestsQuery, WorkspaceInfoRequestsQueryVariables>(WorkspaceInfoRequestsDocument, options);
      }
export function useWorkspaceInfoRequestsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WorkspaceInfoRequestsQuery, WorkspaceInfoRequestsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WorkspaceInfoRequestsQuery, WorkspaceInfoRequestsQueryVariables>(WorkspaceInfoRequestsDocument, options);
        }
export type WorkspaceInfoRequestsQueryHookResult = ReturnType<typeof useWorkspaceInfoRequestsQuery>;
export type WorkspaceInfoRequestsLazyQueryHookResult = ReturnType<typeof useWorkspaceInfoRequestsLazyQuery>;
export type WorkspaceInfoRequestsQueryResult = ApolloReactCommon.QueryResult<WorkspaceInfoRequestsQuery, WorkspaceInfoRequestsQueryVariables>;
export const WorkspaceRequestInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceRequestInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceInfoRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceRequestInfoMutation__
 *
 * To run a mutation, you first call `useWorkspaceRequestInfoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceRequestInfoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [workspaceRequestInfoMutation, { data, loading, error }] = useWorkspaceRequestInfoMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useWorkspaceRequestInfoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WorkspaceRequestInfoMutation, WorkspaceRequestInfoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WorkspaceRequestInfoMutation, WorkspaceRequestInfoMutationVariables>(WorkspaceRequestInfoDocument, options);
      }
export type WorkspaceRequestInfoMutationHookResult = ReturnType<typeof useWorkspaceRequestInfoMutation>;
export type WorkspaceRequestInfoMutationResult = ApolloReactCommon.MutationResult<WorkspaceRequestInfoMutation>;
export const WorkspaceReviewDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceReviewDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceDocument"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceDocument"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceReviewDocumentMutation__
 *
 * To run a mutation, you first call `useWorkspaceReviewDocumentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceReviewDocumentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [workspaceReviewDocumentMutation, { data, loading, error }] = useWorkspaceReviewDocumentMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useWorkspaceReviewDocumentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WorkspaceReviewDocumentMutation, WorkspaceReviewDocumentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WorkspaceReviewDocumentMutation, WorkspaceReviewDocumentMutationVariables>(WorkspaceReviewDocumentDocument, options);
      }
export type WorkspaceReviewDocumentMutationHookResult = ReturnType<typeof useWorkspaceReviewDocumentMutation>;
export type WorkspaceReviewDocumentMutationResult = ApolloReactCommon.MutationResult<WorkspaceReviewDocumentMutation>;
export const WorkspaceCancelInfoRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WorkspaceCancelInfoRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelInfoRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceInfoRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWorkspaceCancelInfoRequestMutation__
 *
 * To run a mutation, you first call `useWorkspaceCancelInfoRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWorkspaceCancelInfoRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [workspaceCancelInfoRequestMutation, { data, loading, error }] = useWorkspaceCancelInfoRequestMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useWorkspaceCancelInfoRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WorkspaceCancelInfoRequestMutation, WorkspaceCancelInfoRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WorkspaceCancelInfoRequestMutation, WorkspaceCancelInfoRequestMutationVariables>(WorkspaceCancelInfoRequestDocument, options);
      }
export type WorkspaceCancelInfoRequestMutationHookResult = ReturnType<typeof useWorkspaceCancelInfoRequestMutation>;
export type WorkspaceCancelInfoRequestMutationResult = ApolloReactCommon.MutationResult<WorkspaceCancelInfoRequestMutation>;