/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type MyActionItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyActionItemsQuery = { myActionItems: Array<{ kind: Types.ActionItemKind, applicationId: string, applicationNumber: string, title: string, dueAt: string | null, status: string, infoRequestId: string | null, documentId: string | null, docType: string | null, rejectReason: string | null }> };

export type ClientDocumentFieldsFragment = { id: string, applicationId: string, docType: string, label: string, status: Types.DocumentStatus, fileName: string | null, sizeBytes: number | null, rejectReason: string | null, dueAt: string | null, uploadedAt: unknown, required: boolean, infoRequestId: string | null, downloadPath: string | null };

export type ClientInfoRequestFieldsFragment = { id: string, applicationId: string, message: string, dueAt: string, status: Types.InfoRequestStatus, createdAt: unknown, lenderName: string | null, items: Array<{ kind: Types.InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> };

export type ApplicationTasksQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ApplicationTasksQuery = { applicationDocuments: Array<{ id: string, applicationId: string, docType: string, label: string, status: Types.DocumentStatus, fileName: string | null, sizeBytes: number | null, rejectReason: string | null, dueAt: string | null, uploadedAt: unknown, required: boolean, infoRequestId: string | null, downloadPath: string | null }>, infoRequests: Array<{ id: string, applicationId: string, message: string, dueAt: string, status: Types.InfoRequestStatus, createdAt: unknown, lenderName: string | null, items: Array<{ kind: Types.InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> }> };

export type AnswerInfoRequestMutationVariables = Exact<{
  input: Types.AnswerInfoRequestInput;
}>;


export type AnswerInfoRequestMutation = { answerInfoRequest: { id: string, applicationId: string, message: string, dueAt: string, status: Types.InfoRequestStatus, createdAt: unknown, lenderName: string | null, items: Array<{ kind: Types.InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> } };

export const ClientDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode;
export const ClientInfoRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;
export const MyActionItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyActionItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myActionItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyActionItemsQuery__
 *
 * To run a query within a React component, call `useMyActionItemsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyActionItemsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyActionItemsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyActionItemsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyActionItemsQuery, MyActionItemsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyActionItemsQuery, MyActionItemsQueryVariables>(MyActionItemsDocument, options);
      }
export function useMyActionItemsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyActionItemsQuery, MyActionItemsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyActionItemsQuery, MyActionItemsQueryVariables>(MyActionItemsDocument, options);
        }
export type MyActionItemsQueryHookResult = ReturnType<typeof useMyActionItemsQuery>;
export type MyActionItemsLazyQueryHookResult = ReturnType<typeof useMyActionItemsLazyQuery>;
export type MyActionItemsQueryResult = ApolloReactCommon.QueryResult<MyActionItemsQuery, MyActionItemsQueryVariables>;
export const ApplicationTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDocumentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"infoRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientInfoRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationTasksQuery__
 *
 * To run a query within a React component, call `useApplicationTasksQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationTasksQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationTasksQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useApplicationTasksQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationTasksQuery, ApplicationTasksQueryVariables> & ({ variables: ApplicationTasksQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationTasksQuery, ApplicationTasksQueryVariables>(ApplicationTasksDocument, options);
      }
export function useApplicationTasksLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationTasksQuery, ApplicationTasksQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationTasksQuery, ApplicationTasksQueryVariables>(ApplicationTasksDocument, options);
        }
export type ApplicationTasksQueryHookResult = ReturnType<typeof useApplicationTasksQuery>;
export type ApplicationTasksLazyQueryHookResult = ReturnType<typeof useApplicationTasksLazyQuery>;
export type ApplicationTasksQueryResult = ApolloReactCommon.QueryResult<ApplicationTasksQuery, ApplicationTasksQueryVariables>;
export const AnswerInfoRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerInfoRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerInfoRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerInfoRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientInfoRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAnswerInfoRequestMutation__
 *
 * To run a mutation, you first call `useAnswerInfoRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAnswerInfoRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [answerInfoRequestMutation, { data, loading, error }] = useAnswerInfoRequestMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAnswerInfoRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AnswerInfoRequestMutation, AnswerInfoRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AnswerInfoRequestMutation, AnswerInfoRequestMutationVariables>(AnswerInfoRequestDocument, options);
      }
export type AnswerInfoRequestMutationHookResult = ReturnType<typeof useAnswerInfoRequestMutation>;
export type AnswerInfoRequestMutationResult = ApolloReactCommon.MutationResult<AnswerInfoRequestMutation>;