/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type MyNet30ApplicationQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
}>;


export type MyNet30ApplicationQuery = { myNet30Application: { id: string, reference: string, status: Types.Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number } | null };

export type AnswerNet30ApplicationInfoMutationVariables = Exact<{
  id: string | number;
  text: string;
}>;


export type AnswerNet30ApplicationInfoMutation = { answerNet30ApplicationInfo: { id: string, reference: string, status: Types.Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number } };


export const MyNet30ApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyNet30Application"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNet30Application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyNet30ApplicationQuery__
 *
 * To run a query within a React component, call `useMyNet30ApplicationQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyNet30ApplicationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyNet30ApplicationQuery({
 *   variables: {
 *      clientId: // value for 'clientId'
 *   },
 * });
 */
export function useMyNet30ApplicationQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyNet30ApplicationQuery, MyNet30ApplicationQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyNet30ApplicationQuery, MyNet30ApplicationQueryVariables>(MyNet30ApplicationDocument, options);
      }
export function useMyNet30ApplicationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyNet30ApplicationQuery, MyNet30ApplicationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyNet30ApplicationQuery, MyNet30ApplicationQueryVariables>(MyNet30ApplicationDocument, options);
        }
export type MyNet30ApplicationQueryHookResult = ReturnType<typeof useMyNet30ApplicationQuery>;
export type MyNet30ApplicationLazyQueryHookResult = ReturnType<typeof useMyNet30ApplicationLazyQuery>;
export type MyNet30ApplicationQueryResult = ApolloReactCommon.QueryResult<MyNet30ApplicationQuery, MyNet30ApplicationQueryVariables>;
export const AnswerNet30ApplicationInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerNet30ApplicationInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerNet30ApplicationInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useAnswerNet30ApplicationInfoMutation__
 *
 * To run a mutation, you first call `useAnswerNet30ApplicationInfoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAnswerNet30ApplicationInfoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [answerNet30ApplicationInfoMutation, { data, loading, error }] = useAnswerNet30ApplicationInfoMutation({
 *   variables: {
 *      id: // value for 'id'
 *      text: // value for 'text'
 *   },
 * });
 */
export function useAnswerNet30ApplicationInfoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AnswerNet30ApplicationInfoMutation, AnswerNet30ApplicationInfoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AnswerNet30ApplicationInfoMutation, AnswerNet30ApplicationInfoMutationVariables>(AnswerNet30ApplicationInfoDocument, options);
      }
export type AnswerNet30ApplicationInfoMutationHookResult = ReturnType<typeof useAnswerNet30ApplicationInfoMutation>;
export type AnswerNet30ApplicationInfoMutationResult = ApolloReactCommon.MutationResult<AnswerNet30ApplicationInfoMutation>;