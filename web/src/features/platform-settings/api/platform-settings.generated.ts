/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type PlatformSettingsFieldsFragment = { supportEmail: string, supportPhone: string, postalAddress: string, defaultOfferExpiryDays: number, defaultLenderSlaHours: number, requireAdminTwoFactor: boolean, version: number, updatedAt: unknown, updatedByName: string | null };

export type PlatformSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlatformSettingsQuery = { platformSettings: { supportEmail: string, supportPhone: string, postalAddress: string, defaultOfferExpiryDays: number, defaultLenderSlaHours: number, requireAdminTwoFactor: boolean, version: number, updatedAt: unknown, updatedByName: string | null } };

export type UpdatePlatformSettingsMutationVariables = Exact<{
  input: Types.PlatformSettingsInput;
  expectedVersion: number;
}>;


export type UpdatePlatformSettingsMutation = { updatePlatformSettings: { supportEmail: string, supportPhone: string, postalAddress: string, defaultOfferExpiryDays: number, defaultLenderSlaHours: number, requireAdminTwoFactor: boolean, version: number, updatedAt: unknown, updatedByName: string | null } };

export type OfferDefaultsQueryVariables = Exact<{ [key: string]: never; }>;


export type OfferDefaultsQuery = { offerDefaults: { expiresInDays: number } };

export const PlatformSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"postalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"defaultOfferExpiryDays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLenderSlaHours"}},{"kind":"Field","name":{"kind":"Name","value":"requireAdminTwoFactor"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]} as unknown as DocumentNode;
export const PlatformSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlatformSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlatformSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"postalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"defaultOfferExpiryDays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLenderSlaHours"}},{"kind":"Field","name":{"kind":"Name","value":"requireAdminTwoFactor"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]} as unknown as DocumentNode;

/**
 * __usePlatformSettingsQuery__
 *
 * To run a query within a React component, call `usePlatformSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePlatformSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePlatformSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function usePlatformSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PlatformSettingsQuery, PlatformSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PlatformSettingsQuery, PlatformSettingsQueryVariables>(PlatformSettingsDocument, options);
      }
export function usePlatformSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PlatformSettingsQuery, PlatformSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PlatformSettingsQuery, PlatformSettingsQueryVariables>(PlatformSettingsDocument, options);
        }
export type PlatformSettingsQueryHookResult = ReturnType<typeof usePlatformSettingsQuery>;
export type PlatformSettingsLazyQueryHookResult = ReturnType<typeof usePlatformSettingsLazyQuery>;
export type PlatformSettingsQueryResult = ApolloReactCommon.QueryResult<PlatformSettingsQuery, PlatformSettingsQueryVariables>;
export const UpdatePlatformSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlatformSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformSettingsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlatformSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlatformSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"postalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"defaultOfferExpiryDays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLenderSlaHours"}},{"kind":"Field","name":{"kind":"Name","value":"requireAdminTwoFactor"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdatePlatformSettingsMutation__
 *
 * To run a mutation, you first call `useUpdatePlatformSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePlatformSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePlatformSettingsMutation, { data, loading, error }] = useUpdatePlatformSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useUpdatePlatformSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdatePlatformSettingsMutation, UpdatePlatformSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdatePlatformSettingsMutation, UpdatePlatformSettingsMutationVariables>(UpdatePlatformSettingsDocument, options);
      }
export type UpdatePlatformSettingsMutationHookResult = ReturnType<typeof useUpdatePlatformSettingsMutation>;
export type UpdatePlatformSettingsMutationResult = ApolloReactCommon.MutationResult<UpdatePlatformSettingsMutation>;
export const OfferDefaultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfferDefaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerDefaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresInDays"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useOfferDefaultsQuery__
 *
 * To run a query within a React component, call `useOfferDefaultsQuery` and pass it any options that fit your needs.
 * When your component renders, `useOfferDefaultsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOfferDefaultsQuery({
 *   variables: {
 *   },
 * });
 */
export function useOfferDefaultsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<OfferDefaultsQuery, OfferDefaultsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OfferDefaultsQuery, OfferDefaultsQueryVariables>(OfferDefaultsDocument, options);
      }
export function useOfferDefaultsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OfferDefaultsQuery, OfferDefaultsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OfferDefaultsQuery, OfferDefaultsQueryVariables>(OfferDefaultsDocument, options);
        }
export type OfferDefaultsQueryHookResult = ReturnType<typeof useOfferDefaultsQuery>;
export type OfferDefaultsLazyQueryHookResult = ReturnType<typeof useOfferDefaultsLazyQuery>;
export type OfferDefaultsQueryResult = ApolloReactCommon.QueryResult<OfferDefaultsQuery, OfferDefaultsQueryVariables>;