/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type Net30ApplicationFieldsFragment = { id: string, reference: string, status: Types.Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number };

export type ClaimNet30ApplicationMutationVariables = Exact<{
  token: string;
}>;


export type ClaimNet30ApplicationMutation = { claimNet30Application: { id: string, reference: string, status: Types.Net30ApplicationStatus, businessName: string, submittedAt: unknown, infoRequestMessage: string | null, infoAnswer: string | null, decisionReason: string | null, reapplyAfter: string | null, approvedLimitCents: number | null, netDays: number | null, version: number } };

export const Net30ApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const ClaimNet30ApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimNet30Application"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimNet30Application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30ApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30ApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestMessage"}},{"kind":"Field","name":{"kind":"Name","value":"infoAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useClaimNet30ApplicationMutation__
 *
 * To run a mutation, you first call `useClaimNet30ApplicationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClaimNet30ApplicationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [claimNet30ApplicationMutation, { data, loading, error }] = useClaimNet30ApplicationMutation({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useClaimNet30ApplicationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ClaimNet30ApplicationMutation, ClaimNet30ApplicationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ClaimNet30ApplicationMutation, ClaimNet30ApplicationMutationVariables>(ClaimNet30ApplicationDocument, options);
      }
export type ClaimNet30ApplicationMutationHookResult = ReturnType<typeof useClaimNet30ApplicationMutation>;
export type ClaimNet30ApplicationMutationResult = ApolloReactCommon.MutationResult<ClaimNet30ApplicationMutation>;