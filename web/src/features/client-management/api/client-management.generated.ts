/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type ClientOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientOverviewQuery = { adminClientOverview: { asOf: unknown, clientCount: number, newClients30d: number, clientsWithOpenApplications: number, unclaimedApplications: number, documentsAwaitingReview: number, creditBuilderApplications: number, net30ApplicationsPending: number, hasAnything: boolean, unclaimed: Array<{ applicationId: string, number: string | null, businessName: string, contactName: string, email: string, submittedAt: unknown, workflowStatus: Types.WorkflowStatus, linksSentToday: number }>, needsAttention: Array<{ key: string, kind: Types.DashboardQueueKind, applicationId: string | null, applicationNumber: string | null, businessName: string, since: unknown, ageHours: number, detail: string }> } };

export type ResendClaimLinkMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type ResendClaimLinkMutation = { resendClaimLink: { applicationId: string, sentTo: string, sentToday: number, remainingToday: number } };

export type ClientListQueryVariables = Exact<{
  filter?: Types.ClientListFilter | null | undefined;
  sort?: Types.ClientSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ClientListQuery = { adminClients: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, name: string, email: string, businessName: string | null, state: string | null, industry: string | null, monthsInBusiness: number | null, applicationCount: number, latestStatus: Types.WorkflowStatus | null, netbuilderPlan: string | null, createdAt: unknown }> } };

export type ClientManagementApplicationsQueryVariables = Exact<{
  filter?: Types.ApplicationListFilter | null | undefined;
  sort?: Types.ApplicationSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ClientManagementApplicationsQuery = { adminApplications: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, number: string | null, workflowStatus: Types.WorkflowStatus, product: string, requestedAmount: number, ageHours: number, business: { id: string, legalName: string }, assignee: { id: string, displayName: string } | null }> } };

export type ClientDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientDetailQuery = { adminClient: { id: string, username: string, email: string, name: string, createdAt: unknown, lastSignInAt: unknown, netbuilderPlan: string | null, netbuilderStatus: string | null, businesses: Array<{ id: string, legalName: string, dba: string | null, entityType: string | null, einLast4: string | null, naicsCode: string | null, industry: string, state: string, startedOn: string | null, monthsInBusiness: number | null, monthlyRevenue: number, fico: number | null, ficoSource: string | null, openPositions: number | null, phone: string | null, website: string | null, provenance: Array<{ field: string, source: string, asOf: string, enteredBy: string | null }> }>, applications: Array<{ id: string, number: string | null, workflowStatus: Types.WorkflowStatus, product: string, requestedAmount: number, submittedAt: unknown }>, documents: Array<{ id: string, applicationId: string, label: string, status: Types.DocumentStatus, fileName: string | null, uploadedAt: unknown, downloadPath: string | null }>, notes: Array<{ id: string, body: string, authorName: string, createdAt: unknown }>, activity: Array<{ id: string, occurredAt: unknown, action: string, summary: string, actor: { name: string } }> } };

export type AddClientNoteMutationVariables = Exact<{
  clientId: string | number;
  body: string;
}>;


export type AddClientNoteMutation = { addClientNote: { id: string, body: string, authorName: string, createdAt: unknown } };


export const ClientOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClientOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"clientCount"}},{"kind":"Field","name":{"kind":"Name","value":"newClients30d"}},{"kind":"Field","name":{"kind":"Name","value":"clientsWithOpenApplications"}},{"kind":"Field","name":{"kind":"Name","value":"unclaimedApplications"}},{"kind":"Field","name":{"kind":"Name","value":"documentsAwaitingReview"}},{"kind":"Field","name":{"kind":"Name","value":"creditBuilderApplications"}},{"kind":"Field","name":{"kind":"Name","value":"net30ApplicationsPending"}},{"kind":"Field","name":{"kind":"Name","value":"hasAnything"}},{"kind":"Field","name":{"kind":"Name","value":"unclaimed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"linksSentToday"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needsAttention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useClientOverviewQuery__
 *
 * To run a query within a React component, call `useClientOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientOverviewQuery({
 *   variables: {
 *   },
 * });
 */
export function useClientOverviewQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ClientOverviewQuery, ClientOverviewQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ClientOverviewQuery, ClientOverviewQueryVariables>(ClientOverviewDocument, options);
      }
export function useClientOverviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ClientOverviewQuery, ClientOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ClientOverviewQuery, ClientOverviewQueryVariables>(ClientOverviewDocument, options);
        }
export type ClientOverviewQueryHookResult = ReturnType<typeof useClientOverviewQuery>;
export type ClientOverviewLazyQueryHookResult = ReturnType<typeof useClientOverviewLazyQuery>;
export type ClientOverviewQueryResult = ApolloReactCommon.QueryResult<ClientOverviewQuery, ClientOverviewQueryVariables>;
export const ResendClaimLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendClaimLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendClaimLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"sentToday"}},{"kind":"Field","name":{"kind":"Name","value":"remainingToday"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResendClaimLinkMutation__
 *
 * To run a mutation, you first call `useResendClaimLinkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendClaimLinkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendClaimLinkMutation, { data, loading, error }] = useResendClaimLinkMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useResendClaimLinkMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendClaimLinkMutation, ResendClaimLinkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendClaimLinkMutation, ResendClaimLinkMutationVariables>(ResendClaimLinkDocument, options);
      }
export type ResendClaimLinkMutationHookResult = ReturnType<typeof useResendClaimLinkMutation>;
export type ResendClaimLinkMutationResult = ApolloReactCommon.MutationResult<ResendClaimLinkMutation>;
export const ClientListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}},{"kind":"Field","name":{"kind":"Name","value":"latestStatus"}},{"kind":"Field","name":{"kind":"Name","value":"netbuilderPlan"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useClientListQuery__
 *
 * To run a query within a React component, call `useClientListQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useClientListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ClientListQuery, ClientListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ClientListQuery, ClientListQueryVariables>(ClientListDocument, options);
      }
export function useClientListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ClientListQuery, ClientListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ClientListQuery, ClientListQueryVariables>(ClientListDocument, options);
        }
export type ClientListQueryHookResult = ReturnType<typeof useClientListQuery>;
export type ClientListLazyQueryHookResult = ReturnType<typeof useClientListLazyQuery>;
export type ClientListQueryResult = ApolloReactCommon.QueryResult<ClientListQuery, ClientListQueryVariables>;
export const ClientManagementApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientManagementApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useClientManagementApplicationsQuery__
 *
 * To run a query within a React component, call `useClientManagementApplicationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientManagementApplicationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientManagementApplicationsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useClientManagementApplicationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ClientManagementApplicationsQuery, ClientManagementApplicationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ClientManagementApplicationsQuery, ClientManagementApplicationsQueryVariables>(ClientManagementApplicationsDocument, options);
      }
export function useClientManagementApplicationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ClientManagementApplicationsQuery, ClientManagementApplicationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ClientManagementApplicationsQuery, ClientManagementApplicationsQueryVariables>(ClientManagementApplicationsDocument, options);
        }
export type ClientManagementApplicationsQueryHookResult = ReturnType<typeof useClientManagementApplicationsQuery>;
export type ClientManagementApplicationsLazyQueryHookResult = ReturnType<typeof useClientManagementApplicationsLazyQuery>;
export type ClientManagementApplicationsQueryResult = ApolloReactCommon.QueryResult<ClientManagementApplicationsQuery, ClientManagementApplicationsQueryVariables>;
export const ClientDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"netbuilderPlan"}},{"kind":"Field","name":{"kind":"Name","value":"netbuilderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"businesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"dba"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"einLast4"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"provenance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useClientDetailQuery__
 *
 * To run a query within a React component, call `useClientDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useClientDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ClientDetailQuery, ClientDetailQueryVariables> & ({ variables: ClientDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ClientDetailQuery, ClientDetailQueryVariables>(ClientDetailDocument, options);
      }
export function useClientDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ClientDetailQuery, ClientDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ClientDetailQuery, ClientDetailQueryVariables>(ClientDetailDocument, options);
        }
export type ClientDetailQueryHookResult = ReturnType<typeof useClientDetailQuery>;
export type ClientDetailLazyQueryHookResult = ReturnType<typeof useClientDetailLazyQuery>;
export type ClientDetailQueryResult = ApolloReactCommon.QueryResult<ClientDetailQuery, ClientDetailQueryVariables>;
export const AddClientNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddClientNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addClientNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAddClientNoteMutation__
 *
 * To run a mutation, you first call `useAddClientNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddClientNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addClientNoteMutation, { data, loading, error }] = useAddClientNoteMutation({
 *   variables: {
 *      clientId: // value for 'clientId'
 *      body: // value for 'body'
 *   },
 * });
 */
export function useAddClientNoteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddClientNoteMutation, AddClientNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddClientNoteMutation, AddClientNoteMutationVariables>(AddClientNoteDocument, options);
      }
export type AddClientNoteMutationHookResult = ReturnType<typeof useAddClientNoteMutation>;
export type AddClientNoteMutationResult = ApolloReactCommon.MutationResult<AddClientNoteMutation>;