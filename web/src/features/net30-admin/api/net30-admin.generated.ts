/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type Net30AdminAccountFragment = { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Types.Net30AccountSource, status: Types.Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number };

export type Net30AdminInvoiceRowFragment = { id: string, number: string, accountId: string, businessName: string, issuedOn: string, dueOn: string, totalCents: number, paidCents: number, feesCents: number, balanceCents: number, status: Types.Net30InvoiceStatus, isTest: boolean, daysPastDue: number, agingBucket: Types.AgingBucket, version: number };

export type Net30AdminFeeBoxFragment = { annualFeeCents: number, graceDays: number, holdAfterDays: number, statementDay: number, reportingDay: number, bureaus: Array<Types.Bureau>, version: number, lateFeeTiers: Array<{ upToCents: number | null, feeCents: number }>, catalog: Array<{ id: string, name: string, priceCents: number }> };

export type Net30AdminAgingRowFragment = { accountId: string | null, businessName: string, current: number, days1to30: number, days31to60: number, days61to90: number, days91plus: number, total: number };

export type Net30AdminBatchFragment = { id: string, bureau: string, periodMonth: string, status: string, recordCount: number, acceptedCount: number, rejectedCount: number, correctedCount: number, generatedAt: unknown, generatedByName: string | null, submittedAt: unknown, submittedByName: string | null, responseAt: unknown, responseNote: string | null, fileUrl: string };

export type Net30AdminRecordFragment = { id: string, batchId: string, sourceType: string, sourceId: string, businessName: string, asOf: string, terms: string, creditLimit: number, highCredit12m: number, nowOwes: number, pastDue: number, lastSaleOn: string | null, lastPaymentOn: string | null, mannerOfPayment: string, status: string, correctsRecordId: string | null };

export type Net30AdminAccountsQueryVariables = Exact<{
  status?: Types.Net30AccountStatus | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type Net30AdminAccountsQuery = { net30Accounts: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Types.Net30AccountSource, status: Types.Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number }> } };

export type Net30AdminInvoicesQueryVariables = Exact<{
  status?: Types.Net30InvoiceStatus | null | undefined;
  bucket?: Types.AgingBucket | null | undefined;
  accountId?: string | number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type Net30AdminInvoicesQuery = { net30Invoices: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, number: string, accountId: string, businessName: string, issuedOn: string, dueOn: string, totalCents: number, paidCents: number, feesCents: number, balanceCents: number, status: Types.Net30InvoiceStatus, isTest: boolean, daysPastDue: number, agingBucket: Types.AgingBucket, version: number }> } };

export type Net30AdminAgingQueryVariables = Exact<{ [key: string]: never; }>;


export type Net30AdminAgingQuery = { net30Aging: { asOf: string, totals: { accountId: string | null, businessName: string, current: number, days1to30: number, days31to60: number, days61to90: number, days91plus: number, total: number }, rows: Array<{ accountId: string | null, businessName: string, current: number, days1to30: number, days31to60: number, days61to90: number, days91plus: number, total: number }> } };

export type Net30AdminFeeBoxQueryVariables = Exact<{ [key: string]: never; }>;


export type Net30AdminFeeBoxQuery = { net30FeeBox: { annualFeeCents: number, graceDays: number, holdAfterDays: number, statementDay: number, reportingDay: number, bureaus: Array<Types.Bureau>, version: number, lateFeeTiers: Array<{ upToCents: number | null, feeCents: number }>, catalog: Array<{ id: string, name: string, priceCents: number }> } };

export type UpdateNet30SettingsMutationVariables = Exact<{
  input: Types.Net30SettingsInput;
}>;


export type UpdateNet30SettingsMutation = { updateNet30Settings: { annualFeeCents: number, graceDays: number, holdAfterDays: number, statementDay: number, reportingDay: number, bureaus: Array<Types.Bureau>, version: number, lateFeeTiers: Array<{ upToCents: number | null, feeCents: number }>, catalog: Array<{ id: string, name: string, priceCents: number }> } };

export type CreateNet30InvoiceMutationVariables = Exact<{
  accountId: string | number;
  lines: Array<Types.Net30InvoiceLineInput> | Types.Net30InvoiceLineInput;
}>;


export type CreateNet30InvoiceMutation = { createNet30Invoice: { id: string, number: string, accountId: string, businessName: string, issuedOn: string, dueOn: string, totalCents: number, paidCents: number, feesCents: number, balanceCents: number, status: Types.Net30InvoiceStatus, isTest: boolean, daysPastDue: number, agingBucket: Types.AgingBucket, version: number } };

export type RecordNet30PaymentMutationVariables = Exact<{
  invoiceId: string | number;
  input: Types.Net30PaymentInput;
}>;


export type RecordNet30PaymentMutation = { recordNet30Payment: { id: string, number: string, accountId: string, businessName: string, issuedOn: string, dueOn: string, totalCents: number, paidCents: number, feesCents: number, balanceCents: number, status: Types.Net30InvoiceStatus, isTest: boolean, daysPastDue: number, agingBucket: Types.AgingBucket, version: number } };

export type ChangeNet30LimitMutationVariables = Exact<{
  accountId: string | number;
  expectedVersion: number;
  creditLimitCents: number;
  reason: string;
}>;


export type ChangeNet30LimitMutation = { changeNet30Limit: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Types.Net30AccountSource, status: Types.Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } };

export type HoldNet30AccountMutationVariables = Exact<{
  accountId: string | number;
  expectedVersion: number;
  reason: string;
}>;


export type HoldNet30AccountMutation = { holdNet30Account: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Types.Net30AccountSource, status: Types.Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } };

export type ReleaseNet30AccountMutationVariables = Exact<{
  accountId: string | number;
  expectedVersion: number;
}>;


export type ReleaseNet30AccountMutation = { releaseNet30Account: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Types.Net30AccountSource, status: Types.Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } };

export type CloseNet30AccountMutationVariables = Exact<{
  accountId: string | number;
  expectedVersion: number;
}>;


export type CloseNet30AccountMutation = { closeNet30Account: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Types.Net30AccountSource, status: Types.Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } };

export type Net30AdminBatchesQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type Net30AdminBatchesQuery = { furnishingBatches: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, bureau: string, periodMonth: string, status: string, recordCount: number, acceptedCount: number, rejectedCount: number, correctedCount: number, generatedAt: unknown, generatedByName: string | null, submittedAt: unknown, submittedByName: string | null, responseAt: unknown, responseNote: string | null, fileUrl: string }> } };

export type Net30AdminBatchRecordsQueryVariables = Exact<{
  batchId: string | number;
}>;


export type Net30AdminBatchRecordsQuery = { furnishingBatchRecords: Array<{ id: string, batchId: string, sourceType: string, sourceId: string, businessName: string, asOf: string, terms: string, creditLimit: number, highCredit12m: number, nowOwes: number, pastDue: number, lastSaleOn: string | null, lastPaymentOn: string | null, mannerOfPayment: string, status: string, correctsRecordId: string | null }> };

export type GenerateFurnishingBatchMutationVariables = Exact<{
  bureau: string;
  periodMonth: string;
}>;


export type GenerateFurnishingBatchMutation = { generateFurnishingBatch: { id: string, bureau: string, periodMonth: string, status: string, recordCount: number, acceptedCount: number, rejectedCount: number, correctedCount: number, generatedAt: unknown, generatedByName: string | null, submittedAt: unknown, submittedByName: string | null, responseAt: unknown, responseNote: string | null, fileUrl: string } };

export type MarkFurnishingBatchSubmittedMutationVariables = Exact<{
  batchId: string | number;
}>;


export type MarkFurnishingBatchSubmittedMutation = { markFurnishingBatchSubmitted: { id: string, bureau: string, periodMonth: string, status: string, recordCount: number, acceptedCount: number, rejectedCount: number, correctedCount: number, generatedAt: unknown, generatedByName: string | null, submittedAt: unknown, submittedByName: string | null, responseAt: unknown, responseNote: string | null, fileUrl: string } };

export type RecordFurnishingBatchResponseMutationVariables = Exact<{
  input: Types.RecordFurnishingBatchResponseInput;
}>;


export type RecordFurnishingBatchResponseMutation = { recordFurnishingBatchResponse: { id: string, bureau: string, periodMonth: string, status: string, recordCount: number, acceptedCount: number, rejectedCount: number, correctedCount: number, generatedAt: unknown, generatedByName: string | null, submittedAt: unknown, submittedByName: string | null, responseAt: unknown, responseNote: string | null, fileUrl: string } };

export type Net30AdminDisputesQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type Net30AdminDisputesQuery = { furnishingDisputes: Array<{ id: string, recordId: string, reason: string, text: string, status: string, resolution: string | null, dueAt: unknown, createdAt: unknown, resolvedAt: unknown, bureau: string, periodMonth: string, businessName: string, clientId: string, clientName: string, clientEmail: string, record: { id: string, batchId: string, sourceType: string, sourceId: string, businessName: string, asOf: string, terms: string, creditLimit: number, highCredit12m: number, nowOwes: number, pastDue: number, lastSaleOn: string | null, lastPaymentOn: string | null, mannerOfPayment: string, status: string, correctsRecordId: string | null } }> };

export type ResolveFurnishingDisputeMutationVariables = Exact<{
  input: Types.ResolveFurnishingDisputeInput;
}>;


export type ResolveFurnishingDisputeMutation = { resolveFurnishingDispute: { id: string, status: string, resolution: string | null, resolvedAt: unknown } };

export const Net30AdminAccountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const Net30AdminInvoiceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const Net30AdminFeeBoxFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminFeeBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30FeeBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"holdAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"statementDay"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const Net30AdminAgingRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAgingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30AgingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"days1to30"}},{"kind":"Field","name":{"kind":"Name","value":"days31to60"}},{"kind":"Field","name":{"kind":"Name","value":"days61to90"}},{"kind":"Field","name":{"kind":"Name","value":"days91plus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]} as unknown as DocumentNode;
export const Net30AdminBatchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminBatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctedCount"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"responseAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseNote"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode;
export const Net30AdminRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"highCredit12m"}},{"kind":"Field","name":{"kind":"Name","value":"nowOwes"}},{"kind":"Field","name":{"kind":"Name","value":"pastDue"}},{"kind":"Field","name":{"kind":"Name","value":"lastSaleOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"mannerOfPayment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"correctsRecordId"}}]}}]} as unknown as DocumentNode;
export const Net30AdminAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30AccountStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAccount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminAccountsQuery__
 *
 * To run a query within a React component, call `useNet30AdminAccountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminAccountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminAccountsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      search: // value for 'search'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useNet30AdminAccountsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30AdminAccountsQuery, Net30AdminAccountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminAccountsQuery, Net30AdminAccountsQueryVariables>(Net30AdminAccountsDocument, options);
      }
export function useNet30AdminAccountsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminAccountsQuery, Net30AdminAccountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminAccountsQuery, Net30AdminAccountsQueryVariables>(Net30AdminAccountsDocument, options);
        }
export type Net30AdminAccountsQueryHookResult = ReturnType<typeof useNet30AdminAccountsQuery>;
export type Net30AdminAccountsLazyQueryHookResult = ReturnType<typeof useNet30AdminAccountsLazyQuery>;
export type Net30AdminAccountsQueryResult = ApolloReactCommon.QueryResult<Net30AdminAccountsQuery, Net30AdminAccountsQueryVariables>;
export const Net30AdminInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30InvoiceStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgingBucket"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminInvoiceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminInvoicesQuery__
 *
 * To run a query within a React component, call `useNet30AdminInvoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminInvoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminInvoicesQuery({
 *   variables: {
 *      status: // value for 'status'
 *      bucket: // value for 'bucket'
 *      accountId: // value for 'accountId'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useNet30AdminInvoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30AdminInvoicesQuery, Net30AdminInvoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminInvoicesQuery, Net30AdminInvoicesQueryVariables>(Net30AdminInvoicesDocument, options);
      }
export function useNet30AdminInvoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminInvoicesQuery, Net30AdminInvoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminInvoicesQuery, Net30AdminInvoicesQueryVariables>(Net30AdminInvoicesDocument, options);
        }
export type Net30AdminInvoicesQueryHookResult = ReturnType<typeof useNet30AdminInvoicesQuery>;
export type Net30AdminInvoicesLazyQueryHookResult = ReturnType<typeof useNet30AdminInvoicesLazyQuery>;
export type Net30AdminInvoicesQueryResult = ApolloReactCommon.QueryResult<Net30AdminInvoicesQuery, Net30AdminInvoicesQueryVariables>;
export const Net30AdminAgingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminAging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Aging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAgingRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAgingRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAgingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30AgingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"days1to30"}},{"kind":"Field","name":{"kind":"Name","value":"days31to60"}},{"kind":"Field","name":{"kind":"Name","value":"days61to90"}},{"kind":"Field","name":{"kind":"Name","value":"days91plus"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminAgingQuery__
 *
 * To run a query within a React component, call `useNet30AdminAgingQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminAgingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminAgingQuery({
 *   variables: {
 *   },
 * });
 */
export function useNet30AdminAgingQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30AdminAgingQuery, Net30AdminAgingQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminAgingQuery, Net30AdminAgingQueryVariables>(Net30AdminAgingDocument, options);
      }
export function useNet30AdminAgingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminAgingQuery, Net30AdminAgingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminAgingQuery, Net30AdminAgingQueryVariables>(Net30AdminAgingDocument, options);
        }
export type Net30AdminAgingQueryHookResult = ReturnType<typeof useNet30AdminAgingQuery>;
export type Net30AdminAgingLazyQueryHookResult = ReturnType<typeof useNet30AdminAgingLazyQuery>;
export type Net30AdminAgingQueryResult = ApolloReactCommon.QueryResult<Net30AdminAgingQuery, Net30AdminAgingQueryVariables>;
export const Net30AdminFeeBoxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminFeeBox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30FeeBox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminFeeBox"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminFeeBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30FeeBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"holdAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"statementDay"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminFeeBoxQuery__
 *
 * To run a query within a React component, call `useNet30AdminFeeBoxQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminFeeBoxQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminFeeBoxQuery({
 *   variables: {
 *   },
 * });
 */
export function useNet30AdminFeeBoxQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30AdminFeeBoxQuery, Net30AdminFeeBoxQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminFeeBoxQuery, Net30AdminFeeBoxQueryVariables>(Net30AdminFeeBoxDocument, options);
      }
export function useNet30AdminFeeBoxLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminFeeBoxQuery, Net30AdminFeeBoxQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminFeeBoxQuery, Net30AdminFeeBoxQueryVariables>(Net30AdminFeeBoxDocument, options);
        }
export type Net30AdminFeeBoxQueryHookResult = ReturnType<typeof useNet30AdminFeeBoxQuery>;
export type Net30AdminFeeBoxLazyQueryHookResult = ReturnType<typeof useNet30AdminFeeBoxLazyQuery>;
export type Net30AdminFeeBoxQueryResult = ApolloReactCommon.QueryResult<Net30AdminFeeBoxQuery, Net30AdminFeeBoxQueryVariables>;
export const UpdateNet30SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNet30Settings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30SettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNet30Settings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminFeeBox"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminFeeBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30FeeBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"holdAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"statementDay"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateNet30SettingsMutation__
 *
 * To run a mutation, you first call `useUpdateNet30SettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateNet30SettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateNet30SettingsMutation, { data, loading, error }] = useUpdateNet30SettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateNet30SettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateNet30SettingsMutation, UpdateNet30SettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateNet30SettingsMutation, UpdateNet30SettingsMutationVariables>(UpdateNet30SettingsDocument, options);
      }
export type UpdateNet30SettingsMutationHookResult = ReturnType<typeof useUpdateNet30SettingsMutation>;
export type UpdateNet30SettingsMutationResult = ApolloReactCommon.MutationResult<UpdateNet30SettingsMutation>;
export const CreateNet30InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNet30Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30InvoiceLineInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNet30Invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminInvoiceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateNet30InvoiceMutation__
 *
 * To run a mutation, you first call `useCreateNet30InvoiceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateNet30InvoiceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createNet30InvoiceMutation, { data, loading, error }] = useCreateNet30InvoiceMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      lines: // value for 'lines'
 *   },
 * });
 */
export function useCreateNet30InvoiceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateNet30InvoiceMutation, CreateNet30InvoiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateNet30InvoiceMutation, CreateNet30InvoiceMutationVariables>(CreateNet30InvoiceDocument, options);
      }
export type CreateNet30InvoiceMutationHookResult = ReturnType<typeof useCreateNet30InvoiceMutation>;
export type CreateNet30InvoiceMutationResult = ApolloReactCommon.MutationResult<CreateNet30InvoiceMutation>;
export const RecordNet30PaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordNet30Payment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30PaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordNet30Payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminInvoiceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminInvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useRecordNet30PaymentMutation__
 *
 * To run a mutation, you first call `useRecordNet30PaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordNet30PaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordNet30PaymentMutation, { data, loading, error }] = useRecordNet30PaymentMutation({
 *   variables: {
 *      invoiceId: // value for 'invoiceId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRecordNet30PaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RecordNet30PaymentMutation, RecordNet30PaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RecordNet30PaymentMutation, RecordNet30PaymentMutationVariables>(RecordNet30PaymentDocument, options);
      }
export type RecordNet30PaymentMutationHookResult = ReturnType<typeof useRecordNet30PaymentMutation>;
export type RecordNet30PaymentMutationResult = ApolloReactCommon.MutationResult<RecordNet30PaymentMutation>;
export const ChangeNet30LimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeNet30Limit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creditLimitCents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeNet30Limit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"creditLimitCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creditLimitCents"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useChangeNet30LimitMutation__
 *
 * To run a mutation, you first call `useChangeNet30LimitMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeNet30LimitMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeNet30LimitMutation, { data, loading, error }] = useChangeNet30LimitMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      expectedVersion: // value for 'expectedVersion'
 *      creditLimitCents: // value for 'creditLimitCents'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useChangeNet30LimitMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangeNet30LimitMutation, ChangeNet30LimitMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangeNet30LimitMutation, ChangeNet30LimitMutationVariables>(ChangeNet30LimitDocument, options);
      }
export type ChangeNet30LimitMutationHookResult = ReturnType<typeof useChangeNet30LimitMutation>;
export type ChangeNet30LimitMutationResult = ApolloReactCommon.MutationResult<ChangeNet30LimitMutation>;
export const HoldNet30AccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HoldNet30Account"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdNet30Account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useHoldNet30AccountMutation__
 *
 * To run a mutation, you first call `useHoldNet30AccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useHoldNet30AccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [holdNet30AccountMutation, { data, loading, error }] = useHoldNet30AccountMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useHoldNet30AccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<HoldNet30AccountMutation, HoldNet30AccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<HoldNet30AccountMutation, HoldNet30AccountMutationVariables>(HoldNet30AccountDocument, options);
      }
export type HoldNet30AccountMutationHookResult = ReturnType<typeof useHoldNet30AccountMutation>;
export type HoldNet30AccountMutationResult = ApolloReactCommon.MutationResult<HoldNet30AccountMutation>;
export const ReleaseNet30AccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseNet30Account"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseNet30Account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useReleaseNet30AccountMutation__
 *
 * To run a mutation, you first call `useReleaseNet30AccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReleaseNet30AccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [releaseNet30AccountMutation, { data, loading, error }] = useReleaseNet30AccountMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useReleaseNet30AccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReleaseNet30AccountMutation, ReleaseNet30AccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReleaseNet30AccountMutation, ReleaseNet30AccountMutationVariables>(ReleaseNet30AccountDocument, options);
      }
export type ReleaseNet30AccountMutationHookResult = ReturnType<typeof useReleaseNet30AccountMutation>;
export type ReleaseNet30AccountMutationResult = ApolloReactCommon.MutationResult<ReleaseNet30AccountMutation>;
export const CloseNet30AccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseNet30Account"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeNet30Account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useCloseNet30AccountMutation__
 *
 * To run a mutation, you first call `useCloseNet30AccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCloseNet30AccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [closeNet30AccountMutation, { data, loading, error }] = useCloseNet30AccountMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useCloseNet30AccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CloseNet30AccountMutation, CloseNet30AccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CloseNet30AccountMutation, CloseNet30AccountMutationVariables>(CloseNet30AccountDocument, options);
      }
export type CloseNet30AccountMutationHookResult = ReturnType<typeof useCloseNet30AccountMutation>;
export type CloseNet30AccountMutationResult = ApolloReactCommon.MutationResult<CloseNet30AccountMutation>;
export const Net30AdminBatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminBatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"furnishingBatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminBatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminBatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctedCount"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"responseAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseNote"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminBatchesQuery__
 *
 * To run a query within a React component, call `useNet30AdminBatchesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminBatchesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminBatchesQuery({
 *   variables: {
 *      page: // value for 'page'
 *   },
 * });
 */
export function useNet30AdminBatchesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30AdminBatchesQuery, Net30AdminBatchesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminBatchesQuery, Net30AdminBatchesQueryVariables>(Net30AdminBatchesDocument, options);
      }
export function useNet30AdminBatchesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminBatchesQuery, Net30AdminBatchesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminBatchesQuery, Net30AdminBatchesQueryVariables>(Net30AdminBatchesDocument, options);
        }
export type Net30AdminBatchesQueryHookResult = ReturnType<typeof useNet30AdminBatchesQuery>;
export type Net30AdminBatchesLazyQueryHookResult = ReturnType<typeof useNet30AdminBatchesLazyQuery>;
export type Net30AdminBatchesQueryResult = ApolloReactCommon.QueryResult<Net30AdminBatchesQuery, Net30AdminBatchesQueryVariables>;
export const Net30AdminBatchRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminBatchRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"furnishingBatchRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"highCredit12m"}},{"kind":"Field","name":{"kind":"Name","value":"nowOwes"}},{"kind":"Field","name":{"kind":"Name","value":"pastDue"}},{"kind":"Field","name":{"kind":"Name","value":"lastSaleOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"mannerOfPayment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"correctsRecordId"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminBatchRecordsQuery__
 *
 * To run a query within a React component, call `useNet30AdminBatchRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminBatchRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminBatchRecordsQuery({
 *   variables: {
 *      batchId: // value for 'batchId'
 *   },
 * });
 */
export function useNet30AdminBatchRecordsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<Net30AdminBatchRecordsQuery, Net30AdminBatchRecordsQueryVariables> & ({ variables: Net30AdminBatchRecordsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminBatchRecordsQuery, Net30AdminBatchRecordsQueryVariables>(Net30AdminBatchRecordsDocument, options);
      }
export function useNet30AdminBatchRecordsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminBatchRecordsQuery, Net30AdminBatchRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminBatchRecordsQuery, Net30AdminBatchRecordsQueryVariables>(Net30AdminBatchRecordsDocument, options);
        }
export type Net30AdminBatchRecordsQueryHookResult = ReturnType<typeof useNet30AdminBatchRecordsQuery>;
export type Net30AdminBatchRecordsLazyQueryHookResult = ReturnType<typeof useNet30AdminBatchRecordsLazyQuery>;
export type Net30AdminBatchRecordsQueryResult = ApolloReactCommon.QueryResult<Net30AdminBatchRecordsQuery, Net30AdminBatchRecordsQueryVariables>;
export const GenerateFurnishingBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateFurnishingBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bureau"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodMonth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateFurnishingBatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bureau"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bureau"}}},{"kind":"Argument","name":{"kind":"Name","value":"periodMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodMonth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminBatch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminBatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctedCount"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"responseAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseNote"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode;

/**
 * __useGenerateFurnishingBatchMutation__
 *
 * To run a mutation, you first call `useGenerateFurnishingBatchMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useGenerateFurnishingBatchMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [generateFurnishingBatchMutation, { data, loading, error }] = useGenerateFurnishingBatchMutation({
 *   variables: {
 *      bureau: // value for 'bureau'
 *      periodMonth: // value for 'periodMonth'
 *   },
 * });
 */
export function useGenerateFurnishingBatchMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<GenerateFurnishingBatchMutation, GenerateFurnishingBatchMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<GenerateFurnishingBatchMutation, GenerateFurnishingBatchMutationVariables>(GenerateFurnishingBatchDocument, options);
      }
export type GenerateFurnishingBatchMutationHookResult = ReturnType<typeof useGenerateFurnishingBatchMutation>;
export type GenerateFurnishingBatchMutationResult = ApolloReactCommon.MutationResult<GenerateFurnishingBatchMutation>;
export const MarkFurnishingBatchSubmittedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkFurnishingBatchSubmitted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markFurnishingBatchSubmitted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminBatch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminBatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctedCount"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"responseAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseNote"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode;

/**
 * __useMarkFurnishingBatchSubmittedMutation__
 *
 * To run a mutation, you first call `useMarkFurnishingBatchSubmittedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkFurnishingBatchSubmittedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markFurnishingBatchSubmittedMutation, { data, loading, error }] = useMarkFurnishingBatchSubmittedMutation({
 *   variables: {
 *      batchId: // value for 'batchId'
 *   },
 * });
 */
export function useMarkFurnishingBatchSubmittedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkFurnishingBatchSubmittedMutation, MarkFurnishingBatchSubmittedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkFurnishingBatchSubmittedMutation, MarkFurnishingBatchSubmittedMutationVariables>(MarkFurnishingBatchSubmittedDocument, options);
      }
export type MarkFurnishingBatchSubmittedMutationHookResult = ReturnType<typeof useMarkFurnishingBatchSubmittedMutation>;
export type MarkFurnishingBatchSubmittedMutationResult = ApolloReactCommon.MutationResult<MarkFurnishingBatchSubmittedMutation>;
export const RecordFurnishingBatchResponseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordFurnishingBatchResponse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordFurnishingBatchResponseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordFurnishingBatchResponse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminBatch"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminBatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctedCount"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"generatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"responseAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseNote"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]} as unknown as DocumentNode;

/**
 * __useRecordFurnishingBatchResponseMutation__
 *
 * To run a mutation, you first call `useRecordFurnishingBatchResponseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordFurnishingBatchResponseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordFurnishingBatchResponseMutation, { data, loading, error }] = useRecordFurnishingBatchResponseMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRecordFurnishingBatchResponseMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RecordFurnishingBatchResponseMutation, RecordFurnishingBatchResponseMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RecordFurnishingBatchResponseMutation, RecordFurnishingBatchResponseMutationVariables>(RecordFurnishingBatchResponseDocument, options);
      }
export type RecordFurnishingBatchResponseMutationHookResult = ReturnType<typeof useRecordFurnishingBatchResponseMutation>;
export type RecordFurnishingBatchResponseMutationResult = ApolloReactCommon.MutationResult<RecordFurnishingBatchResponseMutation>;
export const Net30AdminDisputesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Net30AdminDisputes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"furnishingDisputes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"bureau"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonth"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Net30AdminRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Net30AdminRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FurnishingRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"highCredit12m"}},{"kind":"Field","name":{"kind":"Name","value":"nowOwes"}},{"kind":"Field","name":{"kind":"Name","value":"pastDue"}},{"kind":"Field","name":{"kind":"Name","value":"lastSaleOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"mannerOfPayment"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"correctsRecordId"}}]}}]} as unknown as DocumentNode;

/**
 * __useNet30AdminDisputesQuery__
 *
 * To run a query within a React component, call `useNet30AdminDisputesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNet30AdminDisputesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNet30AdminDisputesQuery({
 *   variables: {
 *      status: // value for 'status'
 *   },
 * });
 */
export function useNet30AdminDisputesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<Net30AdminDisputesQuery, Net30AdminDisputesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<Net30AdminDisputesQuery, Net30AdminDisputesQueryVariables>(Net30AdminDisputesDocument, options);
      }
export function useNet30AdminDisputesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<Net30AdminDisputesQuery, Net30AdminDisputesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<Net30AdminDisputesQuery, Net30AdminDisputesQueryVariables>(Net30AdminDisputesDocument, options);
        }
export type Net30AdminDisputesQueryHookResult = ReturnType<typeof useNet30AdminDisputesQuery>;
export type Net30AdminDisputesLazyQueryHookResult = ReturnType<typeof useNet30AdminDisputesLazyQuery>;
export type Net30AdminDisputesQueryResult = ApolloReactCommon.QueryResult<Net30AdminDisputesQuery, Net30AdminDisputesQueryVariables>;
export const ResolveFurnishingDisputeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveFurnishingDispute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveFurnishingDisputeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveFurnishingDispute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResolveFurnishingDisputeMutation__
 *
 * To run a mutation, you first call `useResolveFurnishingDisputeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResolveFurnishingDisputeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resolveFurnishingDisputeMutation, { data, loading, error }] = useResolveFurnishingDisputeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useResolveFurnishingDisputeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResolveFurnishingDisputeMutation, ResolveFurnishingDisputeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResolveFurnishingDisputeMutation, ResolveFurnishingDisputeMutationVariables>(ResolveFurnishingDisputeDocument, options);
      }
export type ResolveFurnishingDisputeMutationHookResult = ReturnType<typeof useResolveFurnishingDisputeMutation>;
export type ResolveFurnishingDisputeMutationResult = ApolloReactCommon.MutationResult<ResolveFurnishingDisputeMutation>;