/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type AcceptLenderInviteMutationVariables = Exact<{
  input: Types.AcceptLenderInviteInput;
}>;


export type AcceptLenderInviteMutation = { acceptLenderInvite: { id: string, username: string, role: Types.Role, email: string, firstName: string | null, lastName: string | null, twoFactorSetupRequired: boolean } };


export const AcceptLenderInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptLenderInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptLenderInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptLenderInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorSetupRequired"}}]}}]} as unknown as DocumentNode;

/**
 * __useAcceptLenderInviteMutation__
 *
 * To run a mutation, you first call `useAcceptLenderInviteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAcceptLenderInviteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [acceptLenderInviteMutation, { data, loading, error }] = useAcceptLenderInviteMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAcceptLenderInviteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AcceptLenderInviteMutation, AcceptLenderInviteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AcceptLenderInviteMutation, AcceptLenderInviteMutationVariables>(AcceptLenderInviteDocument, options);
      }
export type AcceptLenderInviteMutationHookResult = ReturnType<typeof useAcceptLenderInviteMutation>;
export type AcceptLenderInviteMutationResult = ApolloReactCommon.MutationResult<AcceptLenderInviteMutation>;