/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type DashboardOutboxQueryVariables = Exact<{
  status?: Types.EmailStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type DashboardOutboxQuery = { outbox: { totalCount: number, hasNextPage: boolean, endCursor: string | null, smtpConfigured: boolean, items: Array<{ id: string, to: string, subject: string, template: string, status: Types.EmailStatus, attempts: number, createdAt: unknown, sentAt: unknown, nextAttemptAt: unknown, lastError: string | null, textBody: string }> } };

export type DashboardResendEmailMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardResendEmailMutation = { resendEmail: { id: string, status: Types.EmailStatus, attempts: number, sentAt: unknown, nextAttemptAt: unknown, lastError: string | null } };


export const DashboardOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"textBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"smtpConfigured"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardOutboxQuery__
 *
 * To run a query within a React component, call `useDashboardOutboxQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardOutboxQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardOutboxQuery({
 *   variables: {
 *      status: // value for 'status'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useDashboardOutboxQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DashboardOutboxQuery, DashboardOutboxQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardOutboxQuery, DashboardOutboxQueryVariables>(DashboardOutboxDocument, options);
      }
export function useDashboardOutboxLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardOutboxQuery, DashboardOutboxQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardOutboxQuery, DashboardOutboxQueryVariables>(DashboardOutboxDocument, options);
        }
export type DashboardOutboxQueryHookResult = ReturnType<typeof useDashboardOutboxQuery>;
export type DashboardOutboxLazyQueryHookResult = ReturnType<typeof useDashboardOutboxLazyQuery>;
export type DashboardOutboxQueryResult = ApolloReactCommon.QueryResult<DashboardOutboxQuery, DashboardOutboxQueryVariables>;
export const DashboardResendEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardResendEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardResendEmailMutation__
 *
 * To run a mutation, you first call `useDashboardResendEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDashboardResendEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dashboardResendEmailMutation, { data, loading, error }] = useDashboardResendEmailMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDashboardResendEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DashboardResendEmailMutation, DashboardResendEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DashboardResendEmailMutation, DashboardResendEmailMutationVariables>(DashboardResendEmailDocument, options);
      }
export type DashboardResendEmailMutationHookResult = ReturnType<typeof useDashboardResendEmailMutation>;
export type DashboardResendEmailMutationResult = ApolloReactCommon.MutationResult<DashboardResendEmailMutation>;