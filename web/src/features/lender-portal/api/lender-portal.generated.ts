/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type LenderFileCardFieldsFragment = { submissionId: string, applicationId: string, number: string | null, status: Types.SubmissionStatus, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, endedText: string | null, whyYouSeeThis: string | null, facts: { businessName: string, state: string, industry: string, naicsCode: string | null, entityType: string | null, monthsInBusiness: number | null, monthlyRevenueCents: number | null, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, requestedAmountCents: number, product: string, useOfFunds: string | null } | null };

export type LenderFilePageQueryVariables = Exact<{
  tab: Types.LenderFileTab;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type LenderFilePageQuery = { lenderFilePage: { totalCount: number, page: number, pageSize: number, items: Array<{ submissionId: string, applicationId: string, number: string | null, status: Types.SubmissionStatus, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, endedText: string | null, whyYouSeeThis: string | null, facts: { businessName: string, state: string, industry: string, naicsCode: string | null, entityType: string | null, monthsInBusiness: number | null, monthlyRevenueCents: number | null, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, requestedAmountCents: number, product: string, useOfFunds: string | null } | null }> } };

export type LenderFileQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type LenderFileQuery = { lenderFile: { submissionId: string, applicationId: string, number: string | null, status: Types.SubmissionStatus, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, endedText: string | null, whyYouSeeThis: string | null, facts: { businessName: string, state: string, industry: string, naicsCode: string | null, entityType: string | null, monthsInBusiness: number | null, monthlyRevenueCents: number | null, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, requestedAmountCents: number, product: string, useOfFunds: string | null } | null } | null };

export type OpenLenderFileMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type OpenLenderFileMutation = { openLenderFile: { card: { submissionId: string, applicationId: string, number: string | null, status: Types.SubmissionStatus, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, endedText: string | null, whyYouSeeThis: string | null, facts: { businessName: string, state: string, industry: string, naicsCode: string | null, entityType: string | null, monthsInBusiness: number | null, monthlyRevenueCents: number | null, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, requestedAmountCents: number, product: string, useOfFunds: string | null } | null }, documents: Array<{ id: string, label: string, docType: string, status: string, fileName: string | null }> } };

export type LenderDeclineReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type LenderDeclineReasonsQuery = { lenderDeclineReasons: Array<{ code: string, label: string }> };

export type DeclineLenderFileMutationVariables = Exact<{
  applicationId: string | number;
  input: Types.LenderDeclineInput;
}>;


export type DeclineLenderFileMutation = { declineLenderFile: { submissionId: string, applicationId: string, number: string | null, status: Types.SubmissionStatus, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, slaDueAt: unknown, endedText: string | null, whyYouSeeThis: string | null, facts: { businessName: string, state: string, industry: string, naicsCode: string | null, entityType: string | null, monthsInBusiness: number | null, monthlyRevenueCents: number | null, revenueSource: string | null, fico: number | null, ficoSource: string | null, ficoAsOf: string | null, openPositions: number | null, requestedAmountCents: number, product: string, useOfFunds: string | null } | null } };

export type MyLenderProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLenderProgramsQuery = { myLenderPrograms: Array<{ id: string, name: string, product: string, status: string, version: number | null, description: string | null }> };

export type MyLenderProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLenderProfileQuery = { myLender: { id: string, displayName: string, status: Types.LenderStatus, pausedReason: string | null, slaHours: number } };

export type LenderPortalPerformanceQueryVariables = Exact<{
  lenderId: string | number;
}>;


export type LenderPortalPerformanceQuery = { lenderPerformance: { lenderId: string, windowDays: number, shares: number, responded: number, offered: number, won: number, accepted: number, funded: number, medianFirstResponseHours: number | null, responseRate: number | null, offerRate: number | null, winRate: number | null, pullThrough: number | null } };

export type LenderOfferFieldsFragment = { id: string, applicationId: string, status: Types.OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: Types.OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: Types.PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } };

export type LenderFileOffersQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type LenderFileOffersQuery = { applicationOffers: Array<{ id: string, applicationId: string, status: Types.OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: Types.OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: Types.PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } }> };

export type LenderWithdrawOfferMutationVariables = Exact<{
  offerId: string | number;
  expectedVersion: number;
  reason: string;
}>;


export type LenderWithdrawOfferMutation = { withdrawOffer: { id: string, applicationId: string, status: Types.OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: Types.OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: Types.PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } } };

export type LenderMarkContractSentMutationVariables = Exact<{
  offerId: string | number;
  expectedVersion: number;
}>;


export type LenderMarkContractSentMutation = { markContractSent: { id: string, applicationId: string, status: Types.OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: Types.OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: Types.PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } } };

export type MyLenderFundingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLenderFundingsQuery = { myLenderFundings: Array<{ id: string, applicationId: string, applicationNumber: string, businessName: string, productLabel: string, fundedOn: string, fundedAmountCents: number, expectedPaybackCents: number, paidToDateCents: number, remainingCents: number, percentPaidBps: number, status: Types.FundingStatus, paymentText: string }> };

export type LenderOfferPreviewFiguresFragment = { amountCents: number, feesWithheldCents: number, otherFeesCents: number, disbursedCents: number, pricingType: Types.OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: Types.PaymentFrequency, paymentCount: number, paymentCents: number, lastPaymentCents: number, totalRepaymentCents: number, totalCostCents: number, aprBps: number, centsPerDollarBps: number, avgMonthlyPaymentCents: number, paymentBurdenBps: number | null, estimatedAnnualCostBps: number, periodsPerYear: number, texts: { amount: string, term: string, rate: string, payment: string, schedule: string } };

export type LenderOfferPreviewQueryVariables = Exact<{
  applicationId: string | number;
  terms: Types.OfferTermsInput;
}>;


export type LenderOfferPreviewQuery = { offerPreview: { amountCents: number, feesWithheldCents: number, otherFeesCents: number, disbursedCents: number, pricingType: Types.OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: Types.PaymentFrequency, paymentCount: number, paymentCents: number, lastPaymentCents: number, totalRepaymentCents: number, totalCostCents: number, aprBps: number, centsPerDollarBps: number, avgMonthlyPaymentCents: number, paymentBurdenBps: number | null, estimatedAnnualCostBps: number, periodsPerYear: number, texts: { amount: string, term: string, rate: string, payment: string, schedule: string } } };

export type LenderMakeOfferMutationVariables = Exact<{
  applicationId: string | number;
  terms: Types.OfferTermsInput;
}>;


export type LenderMakeOfferMutation = { makeOffer: { id: string, applicationId: string, status: Types.OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: Types.OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: Types.PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } } };

export type LenderReportFellThroughMutationVariables = Exact<{
  offerId: string | number;
  expectedVersion: number;
  reason: Types.FellThroughReason;
  note?: string | null | undefined;
}>;


export type LenderReportFellThroughMutation = { reportOfferFellThrough: { id: string, applicationId: string, status: Types.OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: Types.OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: Types.PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } } };

export type LenderReviseOfferMutationVariables = Exact<{
  offerId: string | number;
  expectedVersion: number;
  terms: Types.OfferTermsInput;
}>;


export type LenderReviseOfferMutation = { reviseOffer: { id: string, applicationId: string, status: Types.OfferStatus, statusReason: string | null, product: string, expiresAt: unknown, acceptedAt: unknown, contractSentAt: unknown, version: number, prepayment: string, conditions: Array<string>, figures: { amountCents: number, disbursedCents: number, aprBps: number, totalRepaymentCents: number, pricingType: Types.OfferPricingType, factorE4: number | null, interestBps: number | null, termBusinessDays: number, frequency: Types.PaymentFrequency, feesWithheldCents: number, otherFeesCents: number, texts: { term: string, rate: string, payment: string } } } };

export type LenderPostPaymentMutationVariables = Exact<{
  fundingId: string | number;
  input: Types.FundingTransactionInput;
}>;


export type LenderPostPaymentMutation = { postFundingPayment: { id: string, paidToDateCents: number, remainingCents: number, percentPaidBps: number, version: number } };

export type LenderFileTimelineQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type LenderFileTimelineQuery = { lenderFileTimeline: Array<{ at: unknown, actorName: string, text: string }> };

export const LenderFileCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderFileCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderFileCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedText"}},{"kind":"Field","name":{"kind":"Name","value":"whyYouSeeThis"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"useOfFunds"}}]}}]}}]} as unknown as DocumentNode;
export const LenderOfferFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;
export const LenderOfferPreviewFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferPreviewFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerDollarBps"}},{"kind":"Field","name":{"kind":"Name","value":"avgMonthlyPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBurdenBps"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAnnualCostBps"}},{"kind":"Field","name":{"kind":"Name","value":"periodsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode;
export const LenderFilePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderFilePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tab"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LenderFileTab"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderFilePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tab"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tab"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderFileCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderFileCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderFileCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedText"}},{"kind":"Field","name":{"kind":"Name","value":"whyYouSeeThis"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"useOfFunds"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderFilePageQuery__
 *
 * To run a query within a React component, call `useLenderFilePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderFilePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderFilePageQuery({
 *   variables: {
 *      tab: // value for 'tab'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useLenderFilePageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderFilePageQuery, LenderFilePageQueryVariables> & ({ variables: LenderFilePageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderFilePageQuery, LenderFilePageQueryVariables>(LenderFilePageDocument, options);
      }
export function useLenderFilePageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderFilePageQuery, LenderFilePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderFilePageQuery, LenderFilePageQueryVariables>(LenderFilePageDocument, options);
        }
export type LenderFilePageQueryHookResult = ReturnType<typeof useLenderFilePageQuery>;
export type LenderFilePageLazyQueryHookResult = ReturnType<typeof useLenderFilePageLazyQuery>;
export type LenderFilePageQueryResult = ApolloReactCommon.QueryResult<LenderFilePageQuery, LenderFilePageQueryVariables>;
export const LenderFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderFileCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderFileCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderFileCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedText"}},{"kind":"Field","name":{"kind":"Name","value":"whyYouSeeThis"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"useOfFunds"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderFileQuery__
 *
 * To run a query within a React component, call `useLenderFileQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderFileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderFileQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useLenderFileQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderFileQuery, LenderFileQueryVariables> & ({ variables: LenderFileQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderFileQuery, LenderFileQueryVariables>(LenderFileDocument, options);
      }
export function useLenderFileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderFileQuery, LenderFileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderFileQuery, LenderFileQueryVariables>(LenderFileDocument, options);
        }
export type LenderFileQueryHookResult = ReturnType<typeof useLenderFileQuery>;
export type LenderFileLazyQueryHookResult = ReturnType<typeof useLenderFileLazyQuery>;
export type LenderFileQueryResult = ApolloReactCommon.QueryResult<LenderFileQuery, LenderFileQueryVariables>;
export const OpenLenderFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenLenderFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openLenderFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderFileCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderFileCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderFileCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedText"}},{"kind":"Field","name":{"kind":"Name","value":"whyYouSeeThis"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"useOfFunds"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useOpenLenderFileMutation__
 *
 * To run a mutation, you first call `useOpenLenderFileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useOpenLenderFileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [openLenderFileMutation, { data, loading, error }] = useOpenLenderFileMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useOpenLenderFileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<OpenLenderFileMutation, OpenLenderFileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<OpenLenderFileMutation, OpenLenderFileMutationVariables>(OpenLenderFileDocument, options);
      }
export type OpenLenderFileMutationHookResult = ReturnType<typeof useOpenLenderFileMutation>;
export type OpenLenderFileMutationResult = ApolloReactCommon.MutationResult<OpenLenderFileMutation>;
export const LenderDeclineReasonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderDeclineReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderDeclineReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderDeclineReasonsQuery__
 *
 * To run a query within a React component, call `useLenderDeclineReasonsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderDeclineReasonsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderDeclineReasonsQuery({
 *   variables: {
 *   },
 * });
 */
export function useLenderDeclineReasonsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LenderDeclineReasonsQuery, LenderDeclineReasonsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderDeclineReasonsQuery, LenderDeclineReasonsQueryVariables>(LenderDeclineReasonsDocument, options);
      }
export function useLenderDeclineReasonsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderDeclineReasonsQuery, LenderDeclineReasonsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderDeclineReasonsQuery, LenderDeclineReasonsQueryVariables>(LenderDeclineReasonsDocument, options);
        }
export type LenderDeclineReasonsQueryHookResult = ReturnType<typeof useLenderDeclineReasonsQuery>;
export type LenderDeclineReasonsLazyQueryHookResult = ReturnType<typeof useLenderDeclineReasonsLazyQuery>;
export type LenderDeclineReasonsQueryResult = ApolloReactCommon.QueryResult<LenderDeclineReasonsQuery, LenderDeclineReasonsQueryVariables>;
export const DeclineLenderFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineLenderFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LenderDeclineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineLenderFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderFileCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderFileCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderFileCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedText"}},{"kind":"Field","name":{"kind":"Name","value":"whyYouSeeThis"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"revenueSource"}},{"kind":"Field","name":{"kind":"Name","value":"fico"}},{"kind":"Field","name":{"kind":"Name","value":"ficoSource"}},{"kind":"Field","name":{"kind":"Name","value":"ficoAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"openPositions"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"useOfFunds"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeclineLenderFileMutation__
 *
 * To run a mutation, you first call `useDeclineLenderFileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclineLenderFileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declineLenderFileMutation, { data, loading, error }] = useDeclineLenderFileMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useDeclineLenderFileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeclineLenderFileMutation, DeclineLenderFileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeclineLenderFileMutation, DeclineLenderFileMutationVariables>(DeclineLenderFileDocument, options);
      }
export type DeclineLenderFileMutationHookResult = ReturnType<typeof useDeclineLenderFileMutation>;
export type DeclineLenderFileMutationResult = ApolloReactCommon.MutationResult<DeclineLenderFileMutation>;
export const MyLenderProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLenderPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLenderPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyLenderProgramsQuery__
 *
 * To run a query within a React component, call `useMyLenderProgramsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyLenderProgramsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyLenderProgramsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyLenderProgramsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyLenderProgramsQuery, MyLenderProgramsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyLenderProgramsQuery, MyLenderProgramsQueryVariables>(MyLenderProgramsDocument, options);
      }
export function useMyLenderProgramsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyLenderProgramsQuery, MyLenderProgramsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyLenderProgramsQuery, MyLenderProgramsQueryVariables>(MyLenderProgramsDocument, options);
        }
export type MyLenderProgramsQueryHookResult = ReturnType<typeof useMyLenderProgramsQuery>;
export type MyLenderProgramsLazyQueryHookResult = ReturnType<typeof useMyLenderProgramsLazyQuery>;
export type MyLenderProgramsQueryResult = ApolloReactCommon.QueryResult<MyLenderProgramsQuery, MyLenderProgramsQueryVariables>;
export const MyLenderProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLenderProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyLenderProfileQuery__
 *
 * To run a query within a React component, call `useMyLenderProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyLenderProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyLenderProfileQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyLenderProfileQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyLenderProfileQuery, MyLenderProfileQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyLenderProfileQuery, MyLenderProfileQueryVariables>(MyLenderProfileDocument, options);
      }
export function useMyLenderProfileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyLenderProfileQuery, MyLenderProfileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyLenderProfileQuery, MyLenderProfileQueryVariables>(MyLenderProfileDocument, options);
        }
export type MyLenderProfileQueryHookResult = ReturnType<typeof useMyLenderProfileQuery>;
export type MyLenderProfileLazyQueryHookResult = ReturnType<typeof useMyLenderProfileLazyQuery>;
export type MyLenderProfileQueryResult = ApolloReactCommon.QueryResult<MyLenderProfileQuery, MyLenderProfileQueryVariables>;
export const LenderPortalPerformanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderPortalPerformance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"funded"}},{"kind":"Field","name":{"kind":"Name","value":"medianFirstResponseHours"}},{"kind":"Field","name":{"kind":"Name","value":"responseRate"}},{"kind":"Field","name":{"kind":"Name","value":"offerRate"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"pullThrough"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderPortalPerformanceQuery__
 *
 * To run a query within a React component, call `useLenderPortalPerformanceQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderPortalPerformanceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderPortalPerformanceQuery({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *   },
 * });
 */
export function useLenderPortalPerformanceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderPortalPerformanceQuery, LenderPortalPerformanceQueryVariables> & ({ variables: LenderPortalPerformanceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderPortalPerformanceQuery, LenderPortalPerformanceQueryVariables>(LenderPortalPerformanceDocument, options);
      }
export function useLenderPortalPerformanceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderPortalPerformanceQuery, LenderPortalPerformanceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderPortalPerformanceQuery, LenderPortalPerformanceQueryVariables>(LenderPortalPerformanceDocument, options);
        }
export type LenderPortalPerformanceQueryHookResult = ReturnType<typeof useLenderPortalPerformanceQuery>;
export type LenderPortalPerformanceLazyQueryHookResult = ReturnType<typeof useLenderPortalPerformanceLazyQuery>;
export type LenderPortalPerformanceQueryResult = ApolloReactCommon.QueryResult<LenderPortalPerformanceQuery, LenderPortalPerformanceQueryVariables>;
export const LenderFileOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderFileOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderFileOffersQuery__
 *
 * To run a query within a React component, call `useLenderFileOffersQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderFileOffersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderFileOffersQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useLenderFileOffersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderFileOffersQuery, LenderFileOffersQueryVariables> & ({ variables: LenderFileOffersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderFileOffersQuery, LenderFileOffersQueryVariables>(LenderFileOffersDocument, options);
      }
export function useLenderFileOffersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderFileOffersQuery, LenderFileOffersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderFileOffersQuery, LenderFileOffersQueryVariables>(LenderFileOffersDocument, options);
        }
export type LenderFileOffersQueryHookResult = ReturnType<typeof useLenderFileOffersQuery>;
export type LenderFileOffersLazyQueryHookResult = ReturnType<typeof useLenderFileOffersLazyQuery>;
export type LenderFileOffersQueryResult = ApolloReactCommon.QueryResult<LenderFileOffersQuery, LenderFileOffersQueryVariables>;
export const LenderWithdrawOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LenderWithdrawOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderWithdrawOfferMutation__
 *
 * To run a mutation, you first call `useLenderWithdrawOfferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLenderWithdrawOfferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lenderWithdrawOfferMutation, { data, loading, error }] = useLenderWithdrawOfferMutation({
 *   variables: {
 *      offerId: // value for 'offerId'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useLenderWithdrawOfferMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LenderWithdrawOfferMutation, LenderWithdrawOfferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LenderWithdrawOfferMutation, LenderWithdrawOfferMutationVariables>(LenderWithdrawOfferDocument, options);
      }
export type LenderWithdrawOfferMutationHookResult = ReturnType<typeof useLenderWithdrawOfferMutation>;
export type LenderWithdrawOfferMutationResult = ApolloReactCommon.MutationResult<LenderWithdrawOfferMutation>;
export const LenderMarkContractSentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LenderMarkContractSent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markContractSent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderMarkContractSentMutation__
 *
 * To run a mutation, you first call `useLenderMarkContractSentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLenderMarkContractSentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lenderMarkContractSentMutation, { data, loading, error }] = useLenderMarkContractSentMutation({
 *   variables: {
 *      offerId: // value for 'offerId'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useLenderMarkContractSentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LenderMarkContractSentMutation, LenderMarkContractSentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LenderMarkContractSentMutation, LenderMarkContractSentMutationVariables>(LenderMarkContractSentDocument, options);
      }
export type LenderMarkContractSentMutationHookResult = ReturnType<typeof useLenderMarkContractSentMutation>;
export type LenderMarkContractSentMutationResult = ApolloReactCommon.MutationResult<LenderMarkContractSentMutation>;
export const MyLenderFundingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLenderFundings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLenderFundings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"productLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentText"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyLenderFundingsQuery__
 *
 * To run a query within a React component, call `useMyLenderFundingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyLenderFundingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyLenderFundingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyLenderFundingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyLenderFundingsQuery, MyLenderFundingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyLenderFundingsQuery, MyLenderFundingsQueryVariables>(MyLenderFundingsDocument, options);
      }
export function useMyLenderFundingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyLenderFundingsQuery, MyLenderFundingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyLenderFundingsQuery, MyLenderFundingsQueryVariables>(MyLenderFundingsDocument, options);
        }
export type MyLenderFundingsQueryHookResult = ReturnType<typeof useMyLenderFundingsQuery>;
export type MyLenderFundingsLazyQueryHookResult = ReturnType<typeof useMyLenderFundingsLazyQuery>;
export type MyLenderFundingsQueryResult = ApolloReactCommon.QueryResult<MyLenderFundingsQuery, MyLenderFundingsQueryVariables>;
export const LenderOfferPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderOfferPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"terms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"terms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"terms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferPreviewFigures"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferPreviewFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"lastPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"centsPerDollarBps"}},{"kind":"Field","name":{"kind":"Name","value":"avgMonthlyPaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBurdenBps"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAnnualCostBps"}},{"kind":"Field","name":{"kind":"Name","value":"periodsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderOfferPreviewQuery__
 *
 * To run a query within a React component, call `useLenderOfferPreviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderOfferPreviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderOfferPreviewQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      terms: // value for 'terms'
 *   },
 * });
 */
export function useLenderOfferPreviewQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderOfferPreviewQuery, LenderOfferPreviewQueryVariables> & ({ variables: LenderOfferPreviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderOfferPreviewQuery, LenderOfferPreviewQueryVariables>(LenderOfferPreviewDocument, options);
      }
export function useLenderOfferPreviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderOfferPreviewQuery, LenderOfferPreviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderOfferPreviewQuery, LenderOfferPreviewQueryVariables>(LenderOfferPreviewDocument, options);
        }
export type LenderOfferPreviewQueryHookResult = ReturnType<typeof useLenderOfferPreviewQuery>;
export type LenderOfferPreviewLazyQueryHookResult = ReturnType<typeof useLenderOfferPreviewLazyQuery>;
export type LenderOfferPreviewQueryResult = ApolloReactCommon.QueryResult<LenderOfferPreviewQuery, LenderOfferPreviewQueryVariables>;
export const LenderMakeOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LenderMakeOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"terms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"makeOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"terms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"terms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderMakeOfferMutation__
 *
 * To run a mutation, you first call `useLenderMakeOfferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLenderMakeOfferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lenderMakeOfferMutation, { data, loading, error }] = useLenderMakeOfferMutation({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *      terms: // value for 'terms'
 *   },
 * });
 */
export function useLenderMakeOfferMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LenderMakeOfferMutation, LenderMakeOfferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LenderMakeOfferMutation, LenderMakeOfferMutationVariables>(LenderMakeOfferDocument, options);
      }
export type LenderMakeOfferMutationHookResult = ReturnType<typeof useLenderMakeOfferMutation>;
export type LenderMakeOfferMutationResult = ApolloReactCommon.MutationResult<LenderMakeOfferMutation>;
export const LenderReportFellThroughDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LenderReportFellThrough"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FellThroughReason"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportOfferFellThrough"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderReportFellThroughMutation__
 *
 * To run a mutation, you first call `useLenderReportFellThroughMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLenderReportFellThroughMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lenderReportFellThroughMutation, { data, loading, error }] = useLenderReportFellThroughMutation({
 *   variables: {
 *      offerId: // value for 'offerId'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useLenderReportFellThroughMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LenderReportFellThroughMutation, LenderReportFellThroughMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LenderReportFellThroughMutation, LenderReportFellThroughMutationVariables>(LenderReportFellThroughDocument, options);
      }
export type LenderReportFellThroughMutationHookResult = ReturnType<typeof useLenderReportFellThroughMutation>;
export type LenderReportFellThroughMutationResult = ApolloReactCommon.MutationResult<LenderReportFellThroughMutation>;
export const LenderReviseOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LenderReviseOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"terms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviseOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"terms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"terms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderOfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contractSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"prepayment"}},{"kind":"Field","name":{"kind":"Name","value":"conditions"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"disbursedCents"}},{"kind":"Field","name":{"kind":"Name","value":"aprBps"}},{"kind":"Field","name":{"kind":"Name","value":"totalRepaymentCents"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"factorE4"}},{"kind":"Field","name":{"kind":"Name","value":"interestBps"}},{"kind":"Field","name":{"kind":"Name","value":"termBusinessDays"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"feesWithheldCents"}},{"kind":"Field","name":{"kind":"Name","value":"otherFeesCents"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderReviseOfferMutation__
 *
 * To run a mutation, you first call `useLenderReviseOfferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLenderReviseOfferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lenderReviseOfferMutation, { data, loading, error }] = useLenderReviseOfferMutation({
 *   variables: {
 *      offerId: // value for 'offerId'
 *      expectedVersion: // value for 'expectedVersion'
 *      terms: // value for 'terms'
 *   },
 * });
 */
export function useLenderReviseOfferMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LenderReviseOfferMutation, LenderReviseOfferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LenderReviseOfferMutation, LenderReviseOfferMutationVariables>(LenderReviseOfferDocument, options);
      }
export type LenderReviseOfferMutationHookResult = ReturnType<typeof useLenderReviseOfferMutation>;
export type LenderReviseOfferMutationResult = ApolloReactCommon.MutationResult<LenderReviseOfferMutation>;
export const LenderPostPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LenderPostPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FundingTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postFundingPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fundingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fundingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentPaidBps"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderPostPaymentMutation__
 *
 * To run a mutation, you first call `useLenderPostPaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLenderPostPaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [lenderPostPaymentMutation, { data, loading, error }] = useLenderPostPaymentMutation({
 *   variables: {
 *      fundingId: // value for 'fundingId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLenderPostPaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LenderPostPaymentMutation, LenderPostPaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LenderPostPaymentMutation, LenderPostPaymentMutationVariables>(LenderPostPaymentDocument, options);
      }
export type LenderPostPaymentMutationHookResult = ReturnType<typeof useLenderPostPaymentMutation>;
export type LenderPostPaymentMutationResult = ApolloReactCommon.MutationResult<LenderPostPaymentMutation>;
export const LenderFileTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderFileTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderFileTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderFileTimelineQuery__
 *
 * To run a query within a React component, call `useLenderFileTimelineQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderFileTimelineQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderFileTimelineQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useLenderFileTimelineQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderFileTimelineQuery, LenderFileTimelineQueryVariables> & ({ variables: LenderFileTimelineQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderFileTimelineQuery, LenderFileTimelineQueryVariables>(LenderFileTimelineDocument, options);
      }
export function useLenderFileTimelineLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderFileTimelineQuery, LenderFileTimelineQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderFileTimelineQuery, LenderFileTimelineQueryVariables>(LenderFileTimelineDocument, options);
        }
export type LenderFileTimelineQueryHookResult = ReturnType<typeof useLenderFileTimelineQuery>;
export type LenderFileTimelineLazyQueryHookResult = ReturnType<typeof useLenderFileTimelineLazyQuery>;
export type LenderFileTimelineQueryResult = ApolloReactCommon.QueryResult<LenderFileTimelineQuery, LenderFileTimelineQueryVariables>;