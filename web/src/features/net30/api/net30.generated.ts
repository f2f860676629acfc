/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type MemberNet30AccountFieldsFragment = { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Types.Net30AccountSource, status: Types.Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, nextDueOn: string | null, nextDueCents: number | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number };

export type MemberNet30InvoiceRowFragment = { id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Types.Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null };

export type MemberNet30FeeBoxFieldsFragment = { annualFeeCents: number, graceDays: number, holdAfterDays: number, statementDay: number, reportingDay: number, bureaus: Array<Types.Bureau>, version: number, lateFeeTiers: Array<{ upToCents: number | null, feeCents: number }>, catalog: Array<{ id: string, name: string, priceCents: number }> };

export type MemberNet30InvoiceDetailFragment = { accountId: string, ownerUserId: string | null, businessName: string, terms: string, paidCents: number, feesCents: number, agingBucket: Types.AgingBucket, voidReason: string | null, version: number, reportingNote: string | null, canPay: boolean, id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Types.Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null, lines: Array<{ description: string, quantity: number, unitPriceCents: number, amountCents: number }>, payments: Array<{ id: string, amountCents: number, method: Types.Net30PaymentMethod, status: Types.Net30PaymentStatus, receivedOn: string | null, reference: string | null, failureMessage: string | null, createdAt: unknown }>, fees: Array<{ id: string, type: Types.Net30FeeType, amountCents: number, assessedOn: string, waivedAt: unknown, waiveReason: string | null }>, timeline: Array<{ at: unknown, label: string }> };

export type MemberNet30DashboardQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
}>;


export type MemberNet30DashboardQuery = { net30Dashboard: { account: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Types.Net30AccountSource, status: Types.Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, nextDueOn: string | null, nextDueCents: number | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } | null, openInvoices: Array<{ id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Types.Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null }>, closedInvoices: Array<{ id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Types.Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null }>, feeBox: { annualFeeCents: number, graceDays: number, holdAfterDays: number, statementDay: number, reportingDay: number, bureaus: Array<Types.Bureau>, version: number, lateFeeTiers: Array<{ upToCents: number | null, feeCents: number }>, catalog: Array<{ id: string, name: string, priceCents: number }> } } };

export type MemberNet30AccountChoicesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type MemberNet30AccountChoicesQuery = { net30Accounts: { totalCount: number, items: Array<{ id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, status: Types.Net30AccountStatus, balanceCents: number }> } };

export type MemberNet30InvoiceQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberNet30InvoiceQuery = { net30Invoice: { accountId: string, ownerUserId: string | null, businessName: string, terms: string, paidCents: number, feesCents: number, agingBucket: Types.AgingBucket, voidReason: string | null, version: number, reportingNote: string | null, canPay: boolean, id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Types.Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null, lines: Array<{ description: string, quantity: number, unitPriceCents: number, amountCents: number }>, payments: Array<{ id: string, amountCents: number, method: Types.Net30PaymentMethod, status: Types.Net30PaymentStatus, receivedOn: string | null, reference: string | null, failureMessage: string | null, createdAt: unknown }>, fees: Array<{ id: string, type: Types.Net30FeeType, amountCents: number, assessedOn: string, waivedAt: unknown, waiveReason: string | null }>, timeline: Array<{ at: unknown, label: string }> } };

export type MemberPayNet30InvoiceMutationVariables = Exact<{
  invoiceId: string | number;
  amountCents: number;
  idempotencyKey: string;
}>;


export type MemberPayNet30InvoiceMutation = { payNet30Invoice: { url: string, paymentId: string } };

export type MemberRecordNet30PaymentMutationVariables = Exact<{
  invoiceId: string | number;
  input: Types.Net30PaymentInput;
}>;


export type MemberRecordNet30PaymentMutation = { recordNet30Payment: { accountId: string, ownerUserId: string | null, businessName: string, terms: string, paidCents: number, feesCents: number, agingBucket: Types.AgingBucket, voidReason: string | null, version: number, reportingNote: string | null, canPay: boolean, id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Types.Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null, lines: Array<{ description: string, quantity: number, unitPriceCents: number, amountCents: number }>, payments: Array<{ id: string, amountCents: number, method: Types.Net30PaymentMethod, status: Types.Net30PaymentStatus, receivedOn: string | null, reference: string | null, failureMessage: string | null, createdAt: unknown }>, fees: Array<{ id: string, type: Types.Net30FeeType, amountCents: number, assessedOn: string, waivedAt: unknown, waiveReason: string | null }>, timeline: Array<{ at: unknown, label: string }> } };

export type MemberVoidNet30InvoiceMutationVariables = Exact<{
  invoiceId: string | number;
  expectedVersion: number;
  reason: string;
}>;


export type MemberVoidNet30InvoiceMutation = { voidNet30Invoice: { accountId: string, ownerUserId: string | null, businessName: string, terms: string, paidCents: number, feesCents: number, agingBucket: Types.AgingBucket, voidReason: string | null, version: number, reportingNote: string | null, canPay: boolean, id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Types.Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null, lines: Array<{ description: string, quantity: number, unitPriceCents: number, amountCents: number }>, payments: Array<{ id: string, amountCents: number, method: Types.Net30PaymentMethod, status: Types.Net30PaymentStatus, receivedOn: string | null, reference: string | null, failureMessage: string | null, createdAt: unknown }>, fees: Array<{ id: string, type: Types.Net30FeeType, amountCents: number, assessedOn: string, waivedAt: unknown, waiveReason: string | null }>, timeline: Array<{ at: unknown, label: string }> } };

export type MemberWaiveNet30FeeMutationVariables = Exact<{
  feeId: string | number;
  reason: string;
}>;


export type MemberWaiveNet30FeeMutation = { waiveNet30Fee: { accountId: string, ownerUserId: string | null, businessName: string, terms: string, paidCents: number, feesCents: number, agingBucket: Types.AgingBucket, voidReason: string | null, version: number, reportingNote: string | null, canPay: boolean, id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Types.Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null, lines: Array<{ description: string, quantity: number, unitPriceCents: number, amountCents: number }>, payments: Array<{ id: string, amountCents: number, method: Types.Net30PaymentMethod, status: Types.Net30PaymentStatus, receivedOn: string | null, reference: string | null, failureMessage: string | null, createdAt: unknown }>, fees: Array<{ id: string, type: Types.Net30FeeType, amountCents: number, assessedOn: string, waivedAt: unknown, waiveReason: string | null }>, timeline: Array<{ at: unknown, label: string }> } };

export type MemberNet30SandboxQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
}>;


export type MemberNet30SandboxQuery = { net30Dashboard: { account: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Types.Net30AccountSource, status: Types.Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, nextDueOn: string | null, nextDueCents: number | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } | null, feeBox: { annualFeeCents: number, graceDays: number, holdAfterDays: number, statementDay: number, reportingDay: number, bureaus: Array<Types.Bureau>, version: number, lateFeeTiers: Array<{ upToCents: number | null, feeCents: number }>, catalog: Array<{ id: string, name: string, priceCents: number }> } } };

export type MemberPlaceNet30TestOrderMutationVariables = Exact<{
  items: Array<Types.Net30OrderItemInput> | Types.Net30OrderItemInput;
  clientId?: string | number | null | undefined;
}>;


export type MemberPlaceNet30TestOrderMutation = { placeNet30TestOrder: { id: string, number: string, issuedOn: string, dueOn: string, totalCents: number, balanceCents: number, status: Types.Net30InvoiceStatus, isTest: boolean, daysPastDue: number, paidOn: string | null } };

export type MemberAdvanceNet30ClockMutationVariables = Exact<{
  accountId: string | number;
  days: number;
}>;


export type MemberAdvanceNet30ClockMutation = { advanceNet30Clock: { effects: Array<string>, account: { id: string, ownerUserId: string | null, ownerName: string | null, businessName: string, source: Types.Net30AccountSource, status: Types.Net30AccountStatus, holdReason: string | null, creditLimitCents: number, balanceCents: number, availableCents: number, netDays: number, terms: string, openedOn: string, closedOn: string | null, nextDueOn: string | null, nextDueCents: number | null, onTimeBps: number | null, dbtDays: number, lastPaymentOn: string | null, version: number } } };

export const MemberNet30AccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const MemberNet30FeeBoxFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30FeeBoxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30FeeBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"holdAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"statementDay"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const MemberNet30InvoiceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}}]} as unknown as DocumentNode;
export const MemberNet30InvoiceDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"assessedOn"}},{"kind":"Field","name":{"kind":"Name","value":"waivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"waiveReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportingNote"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}}]} as unknown as DocumentNode;
export const MemberNet30DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNet30Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30AccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeBox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30FeeBoxFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30FeeBoxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30FeeBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"holdAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"statementDay"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberNet30DashboardQuery__
 *
 * To run a query within a React component, call `useMemberNet30DashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberNet30DashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberNet30DashboardQuery({
 *   variables: {
 *      clientId: // value for 'clientId'
 *   },
 * });
 */
export function useMemberNet30DashboardQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberNet30DashboardQuery, MemberNet30DashboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberNet30DashboardQuery, MemberNet30DashboardQueryVariables>(MemberNet30DashboardDocument, options);
      }
export function useMemberNet30DashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberNet30DashboardQuery, MemberNet30DashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberNet30DashboardQuery, MemberNet30DashboardQueryVariables>(MemberNet30DashboardDocument, options);
        }
export type MemberNet30DashboardQueryHookResult = ReturnType<typeof useMemberNet30DashboardQuery>;
export type MemberNet30DashboardLazyQueryHookResult = ReturnType<typeof useMemberNet30DashboardLazyQuery>;
export type MemberNet30DashboardQueryResult = ApolloReactCommon.QueryResult<MemberNet30DashboardQuery, MemberNet30DashboardQueryVariables>;
export const MemberNet30AccountChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNet30AccountChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberNet30AccountChoicesQuery__
 *
 * To run a query within a React component, call `useMemberNet30AccountChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberNet30AccountChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberNet30AccountChoicesQuery({
 *   variables: {
 *      search: // value for 'search'
 *   },
 * });
 */
export function useMemberNet30AccountChoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberNet30AccountChoicesQuery, MemberNet30AccountChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberNet30AccountChoicesQuery, MemberNet30AccountChoicesQueryVariables>(MemberNet30AccountChoicesDocument, options);
      }
export function useMemberNet30AccountChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberNet30AccountChoicesQuery, MemberNet30AccountChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberNet30AccountChoicesQuery, MemberNet30AccountChoicesQueryVariables>(MemberNet30AccountChoicesDocument, options);
        }
export type MemberNet30AccountChoicesQueryHookResult = ReturnType<typeof useMemberNet30AccountChoicesQuery>;
export type MemberNet30AccountChoicesLazyQueryHookResult = ReturnType<typeof useMemberNet30AccountChoicesLazyQuery>;
export type MemberNet30AccountChoicesQueryResult = ApolloReactCommon.QueryResult<MemberNet30AccountChoicesQuery, MemberNet30AccountChoicesQueryVariables>;
export const MemberNet30InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNet30Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"assessedOn"}},{"kind":"Field","name":{"kind":"Name","value":"waivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"waiveReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportingNote"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberNet30InvoiceQuery__
 *
 * To run a query within a React component, call `useMemberNet30InvoiceQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberNet30InvoiceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberNet30InvoiceQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMemberNet30InvoiceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MemberNet30InvoiceQuery, MemberNet30InvoiceQueryVariables> & ({ variables: MemberNet30InvoiceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberNet30InvoiceQuery, MemberNet30InvoiceQueryVariables>(MemberNet30InvoiceDocument, options);
      }
export function useMemberNet30InvoiceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberNet30InvoiceQuery, MemberNet30InvoiceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberNet30InvoiceQuery, MemberNet30InvoiceQueryVariables>(MemberNet30InvoiceDocument, options);
        }
export type MemberNet30InvoiceQueryHookResult = ReturnType<typeof useMemberNet30InvoiceQuery>;
export type MemberNet30InvoiceLazyQueryHookResult = ReturnType<typeof useMemberNet30InvoiceLazyQuery>;
export type MemberNet30InvoiceQueryResult = ApolloReactCommon.QueryResult<MemberNet30InvoiceQuery, MemberNet30InvoiceQueryVariables>;
export const MemberPayNet30InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberPayNet30Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payNet30Invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberPayNet30InvoiceMutation__
 *
 * To run a mutation, you first call `useMemberPayNet30InvoiceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberPayNet30InvoiceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberPayNet30InvoiceMutation, { data, loading, error }] = useMemberPayNet30InvoiceMutation({
 *   variables: {
 *      invoiceId: // value for 'invoiceId'
 *      amountCents: // value for 'amountCents'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useMemberPayNet30InvoiceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberPayNet30InvoiceMutation, MemberPayNet30InvoiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberPayNet30InvoiceMutation, MemberPayNet30InvoiceMutationVariables>(MemberPayNet30InvoiceDocument, options);
      }
export type MemberPayNet30InvoiceMutationHookResult = ReturnType<typeof useMemberPayNet30InvoiceMutation>;
export type MemberPayNet30InvoiceMutationResult = ApolloReactCommon.MutationResult<MemberPayNet30InvoiceMutation>;
export const MemberRecordNet30PaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberRecordNet30Payment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30PaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordNet30Payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"assessedOn"}},{"kind":"Field","name":{"kind":"Name","value":"waivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"waiveReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportingNote"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberRecordNet30PaymentMutation__
 *
 * To run a mutation, you first call `useMemberRecordNet30PaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberRecordNet30PaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberRecordNet30PaymentMutation, { data, loading, error }] = useMemberRecordNet30PaymentMutation({
 *   variables: {
 *      invoiceId: // value for 'invoiceId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useMemberRecordNet30PaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberRecordNet30PaymentMutation, MemberRecordNet30PaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberRecordNet30PaymentMutation, MemberRecordNet30PaymentMutationVariables>(MemberRecordNet30PaymentDocument, options);
      }
export type MemberRecordNet30PaymentMutationHookResult = ReturnType<typeof useMemberRecordNet30PaymentMutation>;
export type MemberRecordNet30PaymentMutationResult = ApolloReactCommon.MutationResult<MemberRecordNet30PaymentMutation>;
export const MemberVoidNet30InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberVoidNet30Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidNet30Invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"assessedOn"}},{"kind":"Field","name":{"kind":"Name","value":"waivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"waiveReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportingNote"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberVoidNet30InvoiceMutation__
 *
 * To run a mutation, you first call `useMemberVoidNet30InvoiceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberVoidNet30InvoiceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberVoidNet30InvoiceMutation, { data, loading, error }] = useMemberVoidNet30InvoiceMutation({
 *   variables: {
 *      invoiceId: // value for 'invoiceId'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useMemberVoidNet30InvoiceMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberVoidNet30InvoiceMutation, MemberVoidNet30InvoiceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberVoidNet30InvoiceMutation, MemberVoidNet30InvoiceMutationVariables>(MemberVoidNet30InvoiceDocument, options);
      }
export type MemberVoidNet30InvoiceMutationHookResult = ReturnType<typeof useMemberVoidNet30InvoiceMutation>;
export type MemberVoidNet30InvoiceMutationResult = ApolloReactCommon.MutationResult<MemberVoidNet30InvoiceMutation>;
export const MemberWaiveNet30FeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberWaiveNet30Fee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiveNet30Fee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"agingBucket"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"assessedOn"}},{"kind":"Field","name":{"kind":"Name","value":"waivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"waiveReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportingNote"}},{"kind":"Field","name":{"kind":"Name","value":"canPay"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberWaiveNet30FeeMutation__
 *
 * To run a mutation, you first call `useMemberWaiveNet30FeeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberWaiveNet30FeeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberWaiveNet30FeeMutation, { data, loading, error }] = useMemberWaiveNet30FeeMutation({
 *   variables: {
 *      feeId: // value for 'feeId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useMemberWaiveNet30FeeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberWaiveNet30FeeMutation, MemberWaiveNet30FeeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberWaiveNet30FeeMutation, MemberWaiveNet30FeeMutationVariables>(MemberWaiveNet30FeeDocument, options);
      }
export type MemberWaiveNet30FeeMutationHookResult = ReturnType<typeof useMemberWaiveNet30FeeMutation>;
export type MemberWaiveNet30FeeMutationResult = ApolloReactCommon.MutationResult<MemberWaiveNet30FeeMutation>;
export const MemberNet30SandboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberNet30Sandbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30Dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30AccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeBox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30FeeBoxFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30FeeBoxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30FeeBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"lateFeeTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToCents"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"holdAfterDays"}},{"kind":"Field","name":{"kind":"Name","value":"statementDay"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberNet30SandboxQuery__
 *
 * To run a query within a React component, call `useMemberNet30SandboxQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberNet30SandboxQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberNet30SandboxQuery({
 *   variables: {
 *      clientId: // value for 'clientId'
 *   },
 * });
 */
export function useMemberNet30SandboxQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberNet30SandboxQuery, MemberNet30SandboxQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberNet30SandboxQuery, MemberNet30SandboxQueryVariables>(MemberNet30SandboxDocument, options);
      }
export function useMemberNet30SandboxLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberNet30SandboxQuery, MemberNet30SandboxQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberNet30SandboxQuery, MemberNet30SandboxQueryVariables>(MemberNet30SandboxDocument, options);
        }
export type MemberNet30SandboxQueryHookResult = ReturnType<typeof useMemberNet30SandboxQuery>;
export type MemberNet30SandboxLazyQueryHookResult = ReturnType<typeof useMemberNet30SandboxLazyQuery>;
export type MemberNet30SandboxQueryResult = ApolloReactCommon.QueryResult<MemberNet30SandboxQuery, MemberNet30SandboxQueryVariables>;
export const MemberPlaceNet30TestOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberPlaceNet30TestOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30OrderItemInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeNet30TestOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30InvoiceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30InvoiceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberPlaceNet30TestOrderMutation__
 *
 * To run a mutation, you first call `useMemberPlaceNet30TestOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberPlaceNet30TestOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberPlaceNet30TestOrderMutation, { data, loading, error }] = useMemberPlaceNet30TestOrderMutation({
 *   variables: {
 *      items: // value for 'items'
 *      clientId: // value for 'clientId'
 *   },
 * });
 */
export function useMemberPlaceNet30TestOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberPlaceNet30TestOrderMutation, MemberPlaceNet30TestOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberPlaceNet30TestOrderMutation, MemberPlaceNet30TestOrderMutationVariables>(MemberPlaceNet30TestOrderDocument, options);
      }
export type MemberPlaceNet30TestOrderMutationHookResult = ReturnType<typeof useMemberPlaceNet30TestOrderMutation>;
export type MemberPlaceNet30TestOrderMutationResult = ApolloReactCommon.MutationResult<MemberPlaceNet30TestOrderMutation>;
export const MemberAdvanceNet30ClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberAdvanceNet30Clock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advanceNet30Clock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNet30AccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"effects"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNet30AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Net30Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"holdReason"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"netDays"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"openedOn"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueOn"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeBps"}},{"kind":"Field","name":{"kind":"Name","value":"dbtDays"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentOn"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberAdvanceNet30ClockMutation__
 *
 * To run a mutation, you first call `useMemberAdvanceNet30ClockMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberAdvanceNet30ClockMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberAdvanceNet30ClockMutation, { data, loading, error }] = useMemberAdvanceNet30ClockMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      days: // value for 'days'
 *   },
 * });
 */
export function useMemberAdvanceNet30ClockMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberAdvanceNet30ClockMutation, MemberAdvanceNet30ClockMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberAdvanceNet30ClockMutation, MemberAdvanceNet30ClockMutationVariables>(MemberAdvanceNet30ClockDocument, options);
      }
export type MemberAdvanceNet30ClockMutationHookResult = ReturnType<typeof useMemberAdvanceNet30ClockMutation>;
export type MemberAdvanceNet30ClockMutationResult = ApolloReactCommon.MutationResult<MemberAdvanceNet30ClockMutation>;