/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type FundingDetailFragment = { id: string, applicationId: string, applicationNumber: string, businessName: string, contactName: string, lenderName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, disbursedCents: number, feesWithheldCents: number, otherFeesCents: number, aprBps: number, termText: string, rateText: string, paymentText: string, paymentCount: number, originalPaybackCents: number, expectedPaybackCents: number, paidToDateCents: number, creditedCents: number, remainingCents: number, percentPaidBps: number, status: Types.FundingStatus, statusNote: string | null, nextStatuses: Array<Types.FundingStatus>, lenderRef: string | null, note: string | null, renewalCandidate: boolean, missedDueDates: Array<string>, version: number, commission: { expectedCents: number, status: Types.CommissionStatus, receivedOn: string | null } | null, transactions: Array<{ id: string, type: Types.FundingTransactionType, amountCents: number, occurredOn: string, source: Types.FundingTransactionSource, externalRef: string | null, reversesId: string | null, reversedById: string | null, note: string | null, createdByName: string, balanceAfterCents: number }>, series: Array<{ date: string, scheduledCents: number, actualCents: number | null }> };

export type FundingDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type FundingDetailQuery = { funding: { id: string, applicationId: string, applicationNumber: string, businessName: string, contactName: string, lenderName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, disbursedCents: number, feesWithheldCents: number, otherFeesCents: number, aprBps: number, termText: string, rateText: string, paymentText: string, paymentCount: number, originalPaybackCents: number, expectedPaybackCents: number, paidToDateCents: number, creditedCents: number, remainingCents: number, percentPaidBps: number, status: Types.FundingStatus, statusNote: string | null, nextStatuses: Array<Types.FundingStatus>, lenderRef: string | null, note: string | null, renewalCandidate: boolean, missedDueDates: Array<string>, version: number, commission: { expectedCents: number, status: Types.CommissionStatus, receivedOn: string | null } | null, transactions: Array<{ id: string, type: Types.FundingTransactionType, amountCents: number, occurredOn: string, source: Types.FundingTransactionSource, externalRef: string | null, reversesId: string | null, reversedById: string | null, note: string | null, createdByName: string, balanceAfterCents: number }>, series: Array<{ date: string, scheduledCents: number, actualCents: number | null }> } };

export type ApplicationFundingIdQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ApplicationFundingIdQuery = { applicationFundingId: string | null };

export type AddFundingTransactionMutationVariables = Exact<{
  fundingId: string | number;
  input: Types.FundingTransactionInput;
}>;


export type AddFundingTransactionMutation = { addFundingTransaction: { id: string, applicationId: string, applicationNumber: string, businessName: string, contactName: string, lenderName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, disbursedCents: number, feesWithheldCents: number, otherFeesCents: number, aprBps: number, termText: string, rateText: string, paymentText: string, paymentCount: number, originalPaybackCents: number, expectedPaybackCents: number, paidToDateCents: number, creditedCents: number, remainingCents: number, percentPaidBps: number, status: Types.FundingStatus, statusNote: string | null, nextStatuses: Array<Types.FundingStatus>, lenderRef: string | null, note: string | null, renewalCandidate: boolean, missedDueDates: Array<string>, version: number, commission: { expectedCents: number, status: Types.CommissionStatus, receivedOn: string | null } | null, transactions: Array<{ id: string, type: Types.FundingTransactionType, amountCents: number, occurredOn: string, source: Types.FundingTransactionSource, externalRef: string | null, reversesId: string | null, reversedById: string | null, note: string | null, createdByName: string, balanceAfterCents: number }>, series: Array<{ date: string, scheduledCents: number, actualCents: number | null }> } };

export type PreviewFundingImportMutationVariables = Exact<{
  fundingId: string | number;
  csv: string;
}>;


export type PreviewFundingImportMutation = { previewFundingImport: { added: number, duplicates: number, errors: number, lines: Array<{ line: number, outcome: Types.FundingImportOutcome, message: string | null, occurredOn: string | null, type: Types.FundingEntryType | null, amountCents: number | null, externalRef: string | null }> } };

export type ImportFundingTransactionsMutationVariables = Exact<{
  fundingId: string | number;
  csv: string;
}>;


export type ImportFundingTransactionsMutation = { importFundingTransactions: { added: number, duplicates: number, errors: number } };

export type ReverseFundingTransactionMutationVariables = Exact<{
  transactionId: string | number;
  reason: string;
}>;


export type ReverseFundingTransactionMutation = { reverseFundingTransaction: { id: string, applicationId: string, applicationNumber: string, businessName: string, contactName: string, lenderName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, disbursedCents: number, feesWithheldCents: number, otherFeesCents: number, aprBps: number, termText: string, rateText: string, paymentText: string, paymentCount: number, originalPaybackCents: number, expectedPaybackCents: number, paidToDateCents: number, creditedCents: number, remainingCents: number, percentPaidBps: number, status: Types.FundingStatus, statusNote: string | null, nextStatuses: Array<Types.FundingStatus>, lenderRef: string | null, note: string | null, renewalCandidate: boolean, missedDueDates: Array<string>, version: number, commission: { expectedCents: number, status: Types.CommissionStatus, receivedOn: string | null } | null, transactions: Array<{ id: string, type: Types.FundingTransactionType, amountCents: number, occurredOn: string, source: Types.FundingTransactionSource, externalRef: string | null, reversesId: string | null, reversedById: string | null, note: string | null, createdByName: string, balanceAfterCents: number }>, series: Array<{ date: string, scheduledCents: number, actualCents: number | null }> } };

export type MarkFundingCommissionReceivedMutationVariables = Exact<{
  fundingId: string | number;
  expectedVersion: number;
  receivedOn: string;
}>;


export type MarkFundingCommissionReceivedMutation = { markFundingCommissionReceived: { id: string, applicationId: string, applicationNumber: string, businessName: string, contactName: string, lenderName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, disbursedCents: number, feesWithheldCents: number, otherFeesCents: number, aprBps: number, termText: string, rateText: string, paymentText: string, paymentCount: number, originalPaybackCents: number, expectedPaybackCents: number, paidToDateCents: number, creditedCents: number, remainingCents: number, percentPaidBps: number, status: Types.FundingStatus, statusNote: string | null, nextStatuses: Array<Types.FundingStatus>, lenderRef: string | null, note: string | null, renewalCandidate: boolean, missedDueDates: Array<string>, version: number, commission: { expectedCents: number, status: Types.CommissionStatus, receivedOn: string | null } | null, transactions: Array<{ id: string, type: Types.FundingTransactionType, amountCents: number, occurredOn: string, source: Types.FundingTransactionSource, externalRef: string | null, reversesId: string | null, reversedById: string | null, note: string | null, createdByName: string, balanceAfterCents: number }>, series: Array<{ date: string, scheduledCents: number, actualCents: number | null }> } };

export type ChangeFundingStatusMutationVariables = Exact<{
  fundingId: string | number;
  expectedVersion: number;
  status: Types.FundingStatus;
  note?: string | null | undefined;
}>;


export type ChangeFundingStatusMutation = { changeFundingStatus: { id: string, applicationId: string, applicationNumber: string, businessName: string, contactName: string, lenderName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, disbursedCents: number, feesWithheldCents: number, otherFeesCents: number, aprBps: number, termText: string, rateText: string, paymentText: string, paymentCount: number, originalPaybackCents: number, expectedPaybackCents: number, paidToDateCents: number, creditedCents: number, remainingCents: number, percentPaidBps: number, status: Types.FundingStatus, statusNote: string | null, nextStatuses: Array<Types.FundingStatus>, lenderRef: string | null, note: string | null, renewalCandidate: boolean, missedDueDates: Array<string>, version: number, commission: { expectedCents: number, status: Types.CommissionStatus, receivedOn: string | null } | null, transactions: Array<{ id: string, type: Types.FundingTransactionType, amountCents: number, occurredOn: string, source: Types.FundingTransactionSource, externalRef: string | null, reversesId: string | null, reversedById: string | null, note: string | null, createdByName: string, balanceAfterCents: number }>, series: Array<{ date: string, scheduledCents: number, actualCents: number | null }> } };

export type OffersForFundingQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type OffersForFundingQuery = { applicationOffers: Array<{ id: string, status: Types.OfferStatus, version: number, lenderName: string, figures: { amountCents: number } }> };

export type MarkFundedMutationVariables = Exact<{
  input: Types.MarkFundedInput;
}>;


export type MarkFundedMutation = { markFunded: { id: string } };

export const FundingDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundingDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"termText"}},{"kind":"Field","name":{"kind":"Name","value":"rateText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"lenderRef"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalCandidate"}},{"kind":"Field","name":{"kind":"Name","value":"missedDueDates"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCents"}},{"kind":"Field","name":{"kind":"Name","value":"actualCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const FundingDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FundingDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"funding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FundingDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundingDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"termText"}},{"kind":"Field","name":{"kind":"Name","value":"rateText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"lenderRef"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalCandidate"}},{"kind":"Field","name":{"kind":"Name","value":"missedDueDates"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCents"}},{"kind":"Field","name":{"kind":"Name","value":"actualCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useFundingDetailQuery__
 *
 * To run a query within a React component, call `useFundingDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useFundingDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFundingDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useFundingDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<FundingDetailQuery, FundingDetailQueryVariables> & ({ variables: FundingDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FundingDetailQuery, FundingDetailQueryVariables>(FundingDetailDocument, options);
      }
export function useFundingDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FundingDetailQuery, FundingDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FundingDetailQuery, FundingDetailQueryVariables>(FundingDetailDocument, options);
        }
export type FundingDetailQueryHookResult = ReturnType<typeof useFundingDetailQuery>;
export type FundingDetailLazyQueryHookResult = ReturnType<typeof useFundingDetailLazyQuery>;
export type FundingDetailQueryResult = ApolloReactCommon.QueryResult<FundingDetailQuery, FundingDetailQueryVariables>;
export const ApplicationFundingIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationFundingId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationFundingId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationFundingIdQuery__
 *
 * To run a query within a React component, call `useApplicationFundingIdQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationFundingIdQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationFundingIdQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useApplicationFundingIdQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationFundingIdQuery, ApplicationFundingIdQueryVariables> & ({ variables: ApplicationFundingIdQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationFundingIdQuery, ApplicationFundingIdQueryVariables>(ApplicationFundingIdDocument, options);
      }
export function useApplicationFundingIdLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationFundingIdQuery, ApplicationFundingIdQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationFundingIdQuery, ApplicationFundingIdQueryVariables>(ApplicationFundingIdDocument, options);
        }
export type ApplicationFundingIdQueryHookResult = ReturnType<typeof useApplicationFundingIdQuery>;
export type ApplicationFundingIdLazyQueryHookResult = ReturnType<typeof useApplicationFundingIdLazyQuery>;
export type ApplicationFundingIdQueryResult = ApolloReactCommon.QueryResult<ApplicationFundingIdQuery, ApplicationFundingIdQueryVariables>;
export const AddFundingTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFundingTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FundingTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFundingTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fundingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FundingDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundingDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"termText"}},{"kind":"Field","name":{"kind":"Name","value":"rateText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"lenderRef"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalCandidate"}},{"kind":"Field","name":{"kind":"Name","value":"missedDueDates"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCents"}},{"kind":"Field","name":{"kind":"Name","value":"actualCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useAddFundingTransactionMutation__
 *
 * To run a mutation, you first call `useAddFundingTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddFundingTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addFundingTransactionMutation, { data, loading, error }] = useAddFundingTransactionMutation({
 *   variables: {
 *      fundingId: // value for 'fundingId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddFundingTransactionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddFundingTransactionMutation, AddFundingTransactionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddFundingTransactionMutation, AddFundingTransactionMutationVariables>(AddFundingTransactionDocument, options);
      }
export type AddFundingTransactionMutationHookResult = ReturnType<typeof useAddFundingTransactionMutation>;
export type AddFundingTransactionMutationResult = ApolloReactCommon.MutationResult<AddFundingTransactionMutation>;
export const PreviewFundingImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewFundingImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewFundingImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fundingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePreviewFundingImportMutation__
 *
 * To run a mutation, you first call `usePreviewFundingImportMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePreviewFundingImportMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [previewFundingImportMutation, { data, loading, error }] = usePreviewFundingImportMutation({
 *   variables: {
 *      fundingId: // value for 'fundingId'
 *      csv: // value for 'csv'
 *   },
 * });
 */
export function usePreviewFundingImportMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PreviewFundingImportMutation, PreviewFundingImportMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PreviewFundingImportMutation, PreviewFundingImportMutationVariables>(PreviewFundingImportDocument, options);
      }
export type PreviewFundingImportMutationHookResult = ReturnType<typeof usePreviewFundingImportMutation>;
export type PreviewFundingImportMutationResult = ApolloReactCommon.MutationResult<PreviewFundingImportMutation>;
export const ImportFundingTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportFundingTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importFundingTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fundingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useImportFundingTransactionsMutation__
 *
 * To run a mutation, you first call `useImportFundingTransactionsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useImportFundingTransactionsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [importFundingTransactionsMutation, { data, loading, error }] = useImportFundingTransactionsMutation({
 *   variables: {
 *      fundingId: // value for 'fundingId'
 *      csv: // value for 'csv'
 *   },
 * });
 */
export function useImportFundingTransactionsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ImportFundingTransactionsMutation, ImportFundingTransactionsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ImportFundingTransactionsMutation, ImportFundingTransactionsMutationVariables>(ImportFundingTransactionsDocument, options);
      }
export type ImportFundingTransactionsMutationHookResult = ReturnType<typeof useImportFundingTransactionsMutation>;
export type ImportFundingTransactionsMutationResult = ApolloReactCommon.MutationResult<ImportFundingTransactionsMutation>;
export const ReverseFundingTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReverseFundingTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reverseFundingTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FundingDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundingDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"termText"}},{"kind":"Field","name":{"kind":"Name","value":"rateText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"lenderRef"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalCandidate"}},{"kind":"Field","name":{"kind":"Name","value":"missedDueDates"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCents"}},{"kind":"Field","name":{"kind":"Name","value":"actualCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useReverseFundingTransactionMutation__
 *
 * To run a mutation, you first call `useReverseFundingTransactionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReverseFundingTransactionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reverseFundingTransactionMutation, { data, loading, error }] = useReverseFundingTransactionMutation({
 *   variables: {
 *      transactionId: // value for 'transactionId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useReverseFundingTransactionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReverseFundingTransactionMutation, ReverseFundingTransactionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReverseFundingTransactionMutation, ReverseFundingTransactionMutationVariables>(ReverseFundingTransactionDocument, options);
      }
export type ReverseFundingTransactionMutationHookResult = ReturnType<typeof useReverseFundingTransactionMutation>;
export type ReverseFundingTransactionMutationResult = ApolloReactCommon.MutationResult<ReverseFundingTransactionMutation>;
export const MarkFundingCommissionReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkFundingCommissionReceived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"receivedOn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markFundingCommissionReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fundingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"receivedOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"receivedOn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FundingDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundingDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"termText"}},{"kind":"Field","name":{"kind":"Name","value":"rateText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"lenderRef"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalCandidate"}},{"kind":"Field","name":{"kind":"Name","value":"missedDueDates"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCents"}},{"kind":"Field","name":{"kind":"Name","value":"actualCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useMarkFundingCommissionReceivedMutation__
 *
 * To run a mutation, you first call `useMarkFundingCommissionReceivedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkFundingCommissionReceivedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markFundingCommissionReceivedMutation, { data, loading, error }] = useMarkFundingCommissionReceivedMutation({
 *   variables: {
 *      fundingId: // value for 'fundingId'
 *      expectedVersion: // value for 'expectedVersion'
 *      receivedOn: // value for 'receivedOn'
 *   },
 * });
 */
export function useMarkFundingCommissionReceivedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkFundingCommissionReceivedMutation, MarkFundingCommissionReceivedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkFundingCommissionReceivedMutation, MarkFundingCommissionReceivedMutationVariables>(MarkFundingCommissionReceivedDocument, options);
      }
export type MarkFundingCommissionReceivedMutationHookResult = ReturnType<typeof useMarkFundingCommissionReceivedMutation>;
export type MarkFundingCommissionReceivedMutationResult = ApolloReactCommon.MutationResult<MarkFundingCommissionReceivedMutation>;
export const ChangeFundingStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeFundingStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FundingStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeFundingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fundingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FundingDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundingDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Funding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"termText"}},{"kind":"Field","name":{"kind":"Name","value":"rateText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"lenderRef"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalCandidate"}},{"kind":"Field","name":{"kind":"Name","value":"missedDueDates"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"externalRef"}},{"kind":"Field","name":{"kind":"Name","value":"reversesId"}},{"kind":"Field","name":{"kind":"Name","value":"reversedById"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledCents"}},{"kind":"Field","name":{"kind":"Name","value":"actualCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useChangeFundingStatusMutation__
 *
 * To run a mutation, you first call `useChangeFundingStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeFundingStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeFundingStatusMutation, { data, loading, error }] = useChangeFundingStatusMutation({
 *   variables: {
 *      fundingId: // value for 'fundingId'
 *      expectedVersion: // value for 'expectedVersion'
 *      status: // value for 'status'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useChangeFundingStatusMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangeFundingStatusMutation, ChangeFundingStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangeFundingStatusMutation, ChangeFundingStatusMutationVariables>(ChangeFundingStatusDocument, options);
      }
export type ChangeFundingStatusMutationHookResult = ReturnType<typeof useChangeFundingStatusMutation>;
export type ChangeFundingStatusMutationResult = ApolloReactCommon.MutationResult<ChangeFundingStatusMutation>;
export const OffersForFundingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OffersForFunding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useOffersForFundingQuery__
 *
 * To run a query within a React component, call `useOffersForFundingQuery` and pass it any options that fit your needs.
 * When your component renders, `useOffersForFundingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOffersForFundingQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useOffersForFundingQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OffersForFundingQuery, OffersForFundingQueryVariables> & ({ variables: OffersForFundingQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OffersForFundingQuery, OffersForFundingQueryVariables>(OffersForFundingDocument, options);
      }
export function useOffersForFundingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OffersForFundingQuery, OffersForFundingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OffersForFundingQuery, OffersForFundingQueryVariables>(OffersForFundingDocument, options);
        }
export type OffersForFundingQueryHookResult = ReturnType<typeof useOffersForFundingQuery>;
export type OffersForFundingLazyQueryHookResult = ReturnType<typeof useOffersForFundingLazyQuery>;
export type OffersForFundingQueryResult = ApolloReactCommon.QueryResult<OffersForFundingQuery, OffersForFundingQueryVariables>;
export const MarkFundedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkFunded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkFundedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markFunded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMarkFundedMutation__
 *
 * To run a mutation, you first call `useMarkFundedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkFundedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markFundedMutation, { data, loading, error }] = useMarkFundedMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useMarkFundedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkFundedMutation, MarkFundedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkFundedMutation, MarkFundedMutationVariables>(MarkFundedDocument, options);
      }
export type MarkFundedMutationHookResult = ReturnType<typeof useMarkFundedMutation>;
export type MarkFundedMutationResult = ApolloReactCommon.MutationResult<MarkFundedMutation>;