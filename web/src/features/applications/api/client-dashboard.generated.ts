/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type MyApplicationActivityQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApplicationActivityQuery = { myApplicationActivity: Array<{ applicationId: string, applicationNumber: string, lendersWithAccess: number, proposalsToApprove: number, offersToReview: number, offersExpireAt: unknown, offerCount: number, acceptedOffer: boolean }> };

export type MyCreditBuildingQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCreditBuildingQuery = { myCreditBuilding: { applicationId: string | null, applicationNumber: string | null, onTimeTradeMonths: number, insight: { fitsNow: number, ficoTarget: number | null, ficoOpens: number | null, moreTradeMonths: number | null, tradeMonthsOpens: number | null, text: string | null } | null, net30Application: { reference: string, status: string, submittedAt: unknown } | null } };


export const MyApplicationActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplicationActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApplicationActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lendersWithAccess"}},{"kind":"Field","name":{"kind":"Name","value":"proposalsToApprove"}},{"kind":"Field","name":{"kind":"Name","value":"offersToReview"}},{"kind":"Field","name":{"kind":"Name","value":"offersExpireAt"}},{"kind":"Field","name":{"kind":"Name","value":"offerCount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedOffer"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyApplicationActivityQuery__
 *
 * To run a query within a React component, call `useMyApplicationActivityQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyApplicationActivityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyApplicationActivityQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyApplicationActivityQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyApplicationActivityQuery, MyApplicationActivityQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyApplicationActivityQuery, MyApplicationActivityQueryVariables>(MyApplicationActivityDocument, options);
      }
export function useMyApplicationActivityLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyApplicationActivityQuery, MyApplicationActivityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyApplicationActivityQuery, MyApplicationActivityQueryVariables>(MyApplicationActivityDocument, options);
        }
export type MyApplicationActivityQueryHookResult = ReturnType<typeof useMyApplicationActivityQuery>;
export type MyApplicationActivityLazyQueryHookResult = ReturnType<typeof useMyApplicationActivityLazyQuery>;
export type MyApplicationActivityQueryResult = ApolloReactCommon.QueryResult<MyApplicationActivityQuery, MyApplicationActivityQueryVariables>;
export const MyCreditBuildingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCreditBuilding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCreditBuilding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeTradeMonths"}},{"kind":"Field","name":{"kind":"Name","value":"insight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fitsNow"}},{"kind":"Field","name":{"kind":"Name","value":"ficoTarget"}},{"kind":"Field","name":{"kind":"Name","value":"ficoOpens"}},{"kind":"Field","name":{"kind":"Name","value":"moreTradeMonths"}},{"kind":"Field","name":{"kind":"Name","value":"tradeMonthsOpens"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"net30Application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyCreditBuildingQuery__
 *
 * To run a query within a React component, call `useMyCreditBuildingQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyCreditBuildingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyCreditBuildingQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyCreditBuildingQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyCreditBuildingQuery, MyCreditBuildingQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyCreditBuildingQuery, MyCreditBuildingQueryVariables>(MyCreditBuildingDocument, options);
      }
export function useMyCreditBuildingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyCreditBuildingQuery, MyCreditBuildingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyCreditBuildingQuery, MyCreditBuildingQueryVariables>(MyCreditBuildingDocument, options);
        }
export type MyCreditBuildingQueryHookResult = ReturnType<typeof useMyCreditBuildingQuery>;
export type MyCreditBuildingLazyQueryHookResult = ReturnType<typeof useMyCreditBuildingLazyQuery>;
export type MyCreditBuildingQueryResult = ApolloReactCommon.QueryResult<MyCreditBuildingQuery, MyCreditBuildingQueryVariables>;