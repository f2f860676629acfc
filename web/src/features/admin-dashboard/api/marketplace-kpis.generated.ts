/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type MarketplaceKpisQueryVariables = Exact<{
  range: Types.DashboardRangeInput;
}>;


export type MarketplaceKpisQuery = { marketplaceKpis: { asOf: unknown, range: { from: string, to: string }, fundedVolume: { count: number, amountCents: number, byMonth: Array<{ month: string, count: number, amountCents: number }>, monthToDate: { count: number, amountCents: number }, priorMonthToDate: { count: number, amountCents: number } }, pullThrough: { accepted: number, funded: number, fellThrough: number, pullThroughPercent: number | null, fallThroughs: Array<{ reason: string, count: number }> }, offersPerApplication: Array<{ bucket: string, count: number }>, matchCoverage: { submitted: number, withEligible: number, coveragePercent: number | null, blockingCriteria: Array<{ code: string, label: string, count: number }> }, lenderResponse: { windowDays: number, lenders: Array<{ lenderId: string, lenderName: string, slaHours: number, shares: number, medianFirstResponseHours: number | null, responseRate: number | null, offerRate: number | null, winRate: number | null }> } } };


export const MarketplaceKpisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketplaceKpis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardRangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketplaceKpis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"fundedVolume"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"byMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthToDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priorMonthToDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pullThrough"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"funded"}},{"kind":"Field","name":{"kind":"Name","value":"fellThrough"}},{"kind":"Field","name":{"kind":"Name","value":"pullThroughPercent"}},{"kind":"Field","name":{"kind":"Name","value":"fallThroughs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"offersPerApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"withEligible"}},{"kind":"Field","name":{"kind":"Name","value":"coveragePercent"}},{"kind":"Field","name":{"kind":"Name","value":"blockingCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lenderResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"lenders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"medianFirstResponseHours"}},{"kind":"Field","name":{"kind":"Name","value":"responseRate"}},{"kind":"Field","name":{"kind":"Name","value":"offerRate"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMarketplaceKpisQuery__
 *
 * To run a query within a React component, call `useMarketplaceKpisQuery` and pass it any options that fit your needs.
 * When your component renders, `useMarketplaceKpisQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarketplaceKpisQuery({
 *   variables: {
 *      range: // value for 'range'
 *   },
 * });
 */
export function useMarketplaceKpisQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MarketplaceKpisQuery, MarketplaceKpisQueryVariables> & ({ variables: MarketplaceKpisQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MarketplaceKpisQuery, MarketplaceKpisQueryVariables>(MarketplaceKpisDocument, options);
      }
export function useMarketplaceKpisLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MarketplaceKpisQuery, MarketplaceKpisQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MarketplaceKpisQuery, MarketplaceKpisQueryVariables>(MarketplaceKpisDocument, options);
        }
export type MarketplaceKpisQueryHookResult = ReturnType<typeof useMarketplaceKpisQuery>;
export type MarketplaceKpisLazyQueryHookResult = ReturnType<typeof useMarketplaceKpisLazyQuery>;
export type MarketplaceKpisQueryResult = ApolloReactCommon.QueryResult<MarketplaceKpisQuery, MarketplaceKpisQueryVariables>;