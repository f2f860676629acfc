/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type PaymentConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentConfigQuery = { paymentConfig: { mode: Types.PaymentMode, publishableKey: string | null } };

export type NetbuilderPlanFieldsFragment = { id: string, name: string, price: number, tradelineValue: number, netTerms: string, creditLimit: number, bureaus: Array<string>, mostPopular: boolean, features: Array<{ text: string, included: boolean }> };

export type NetbuilderPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type NetbuilderPlansQuery = { netbuilderPlans: Array<{ id: string, name: string, price: number, tradelineValue: number, netTerms: string, creditLimit: number, bureaus: Array<string>, mostPopular: boolean, features: Array<{ text: string, included: boolean }> }> };

export type NetbuilderSubscriptionFieldsFragment = { id: string, plan: string, status: string, currentPeriodStart: unknown, currentPeriodEnd: unknown, cancelAtPeriodEnd: boolean, planDetails: { id: string, name: string, price: number, tradelineValue: number, netTerms: string, creditLimit: number, bureaus: Array<string>, mostPopular: boolean, features: Array<{ text: string, included: boolean }> } };

export type NetbuilderSubscriptionQueryVariables = Exact<{ [key: string]: never; }>;


export type NetbuilderSubscriptionQuery = { netbuilderSubscription: { id: string, plan: string, status: string, currentPeriodStart: unknown, currentPeriodEnd: unknown, cancelAtPeriodEnd: boolean, planDetails: { id: string, name: string, price: number, tradelineValue: number, netTerms: string, creditLimit: number, bureaus: Array<string>, mostPopular: boolean, features: Array<{ text: string, included: boolean }> } } | null };

export type NetbuilderReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type NetbuilderReportsQuery = { reports: Array<{ id: string, reportMonth: string, paymentAmount: number, paymentStatus: string, bureaus: Array<string> }> };

export type CheckoutMutationVariables = Exact<{
  plan: string;
}>;


export type CheckoutMutation = { checkout: { sessionId: string, url: string } };

export type CancelNetbuilderSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelNetbuilderSubscriptionMutation = { cancelNetbuilderSubscription: { id: string, plan: string, status: string, currentPeriodStart: unknown, currentPeriodEnd: unknown, cancelAtPeriodEnd: boolean, planDetails: { id: string, name: string, price: number, tradelineValue: number, netTerms: string, creditLimit: number, bureaus: Array<string>, mostPopular: boolean, features: Array<{ text: string, included: boolean }> } } };

export type ResumeNetbuilderSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type ResumeNetbuilderSubscriptionMutation = { resumeNetbuilderSubscription: { id: string, plan: string, status: string, currentPeriodStart: unknown, currentPeriodEnd: unknown, cancelAtPeriodEnd: boolean, planDetails: { id: string, name: string, price: number, tradelineValue: number, netTerms: string, creditLimit: number, bureaus: Array<string>, mostPopular: boolean, features: Array<{ text: string, included: boolean }> } } };

export type CreditBuilderReportingDayQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditBuilderReportingDayQuery = { net30FeeBox: { reportingDay: number } };

export const NetbuilderPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}}]} as unknown as DocumentNode;
export const NetbuilderSubscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"planDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}}]} as unknown as DocumentNode;
export const PaymentConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePaymentConfigQuery__
 *
 * To run a query within a React component, call `usePaymentConfigQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentConfigQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentConfigQuery({
 *   variables: {
 *   },
 * });
 */
export function usePaymentConfigQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PaymentConfigQuery, PaymentConfigQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PaymentConfigQuery, PaymentConfigQueryVariables>(PaymentConfigDocument, options);
      }
export function usePaymentConfigLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PaymentConfigQuery, PaymentConfigQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PaymentConfigQuery, PaymentConfigQueryVariables>(PaymentConfigDocument, options);
        }
export type PaymentConfigQueryHookResult = ReturnType<typeof usePaymentConfigQuery>;
export type PaymentConfigLazyQueryHookResult = ReturnType<typeof usePaymentConfigLazyQuery>;
export type PaymentConfigQueryResult = ApolloReactCommon.QueryResult<PaymentConfigQuery, PaymentConfigQueryVariables>;
export const NetbuilderPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NetbuilderPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"netbuilderPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNetbuilderPlansQuery__
 *
 * To run a query within a React component, call `useNetbuilderPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `useNetbuilderPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNetbuilderPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function useNetbuilderPlansQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NetbuilderPlansQuery, NetbuilderPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NetbuilderPlansQuery, NetbuilderPlansQueryVariables>(NetbuilderPlansDocument, options);
      }
export function useNetbuilderPlansLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NetbuilderPlansQuery, NetbuilderPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NetbuilderPlansQuery, NetbuilderPlansQueryVariables>(NetbuilderPlansDocument, options);
        }
export type NetbuilderPlansQueryHookResult = ReturnType<typeof useNetbuilderPlansQuery>;
export type NetbuilderPlansLazyQueryHookResult = ReturnType<typeof useNetbuilderPlansLazyQuery>;
export type NetbuilderPlansQueryResult = ApolloReactCommon.QueryResult<NetbuilderPlansQuery, NetbuilderPlansQueryVariables>;
export const NetbuilderSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NetbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"netbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"planDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderPlanFields"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNetbuilderSubscriptionQuery__
 *
 * To run a query within a React component, call `useNetbuilderSubscriptionQuery` and pass it any options that fit your needs.
 * When your component renders, `useNetbuilderSubscriptionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNetbuilderSubscriptionQuery({
 *   variables: {
 *   },
 * });
 */
export function useNetbuilderSubscriptionQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NetbuilderSubscriptionQuery, NetbuilderSubscriptionQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NetbuilderSubscriptionQuery, NetbuilderSubscriptionQueryVariables>(NetbuilderSubscriptionDocument, options);
      }
export function useNetbuilderSubscriptionLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NetbuilderSubscriptionQuery, NetbuilderSubscriptionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NetbuilderSubscriptionQuery, NetbuilderSubscriptionQueryVariables>(NetbuilderSubscriptionDocument, options);
        }
export type NetbuilderSubscriptionQueryHookResult = ReturnType<typeof useNetbuilderSubscriptionQuery>;
export type NetbuilderSubscriptionLazyQueryHookResult = ReturnType<typeof useNetbuilderSubscriptionLazyQuery>;
export type NetbuilderSubscriptionQueryResult = ApolloReactCommon.QueryResult<NetbuilderSubscriptionQuery, NetbuilderSubscriptionQueryVariables>;
export const NetbuilderReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NetbuilderReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reportMonth"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNetbuilderReportsQuery__
 *
 * To run a query within a React component, call `useNetbuilderReportsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNetbuilderReportsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNetbuilderReportsQuery({
 *   variables: {
 *   },
 * });
 */
export function useNetbuilderReportsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NetbuilderReportsQuery, NetbuilderReportsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NetbuilderReportsQuery, NetbuilderReportsQueryVariables>(NetbuilderReportsDocument, options);
      }
export function useNetbuilderReportsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NetbuilderReportsQuery, NetbuilderReportsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NetbuilderReportsQuery, NetbuilderReportsQueryVariables>(NetbuilderReportsDocument, options);
        }
export type NetbuilderReportsQueryHookResult = ReturnType<typeof useNetbuilderReportsQuery>;
export type NetbuilderReportsLazyQueryHookResult = ReturnType<typeof useNetbuilderReportsLazyQuery>;
export type NetbuilderReportsQueryResult = ApolloReactCommon.QueryResult<NetbuilderReportsQuery, NetbuilderReportsQueryVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCheckoutMutation__
 *
 * To run a mutation, you first call `useCheckoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutMutation, { data, loading, error }] = useCheckoutMutation({
 *   variables: {
 *      plan: // value for 'plan'
 *   },
 * });
 */
export function useCheckoutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutMutation, CheckoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutMutation, CheckoutMutationVariables>(CheckoutDocument, options);
      }
export type CheckoutMutationHookResult = ReturnType<typeof useCheckoutMutation>;
export type CheckoutMutationResult = ApolloReactCommon.MutationResult<CheckoutMutation>;
export const CancelNetbuilderSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelNetbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelNetbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"planDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderPlanFields"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCancelNetbuilderSubscriptionMutation__
 *
 * To run a mutation, you first call `useCancelNetbuilderSubscriptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelNetbuilderSubscriptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelNetbuilderSubscriptionMutation, { data, loading, error }] = useCancelNetbuilderSubscriptionMutation({
 *   variables: {
 *   },
 * });
 */
export function useCancelNetbuilderSubscriptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelNetbuilderSubscriptionMutation, CancelNetbuilderSubscriptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelNetbuilderSubscriptionMutation, CancelNetbuilderSubscriptionMutationVariables>(CancelNetbuilderSubscriptionDocument, options);
      }
export type CancelNetbuilderSubscriptionMutationHookResult = ReturnType<typeof useCancelNetbuilderSubscriptionMutation>;
export type CancelNetbuilderSubscriptionMutationResult = ApolloReactCommon.MutationResult<CancelNetbuilderSubscriptionMutation>;
export const ResumeNetbuilderSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeNetbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeNetbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"planDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderPlanFields"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResumeNetbuilderSubscriptionMutation__
 *
 * To run a mutation, you first call `useResumeNetbuilderSubscriptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResumeNetbuilderSubscriptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resumeNetbuilderSubscriptionMutation, { data, loading, error }] = useResumeNetbuilderSubscriptionMutation({
 *   variables: {
 *   },
 * });
 */
export function useResumeNetbuilderSubscriptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResumeNetbuilderSubscriptionMutation, ResumeNetbuilderSubscriptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResumeNetbuilderSubscriptionMutation, ResumeNetbuilderSubscriptionMutationVariables>(ResumeNetbuilderSubscriptionDocument, options);
      }
export type ResumeNetbuilderSubscriptionMutationHookResult = ReturnType<typeof useResumeNetbuilderSubscriptionMutation>;
export type ResumeNetbuilderSubscriptionMutationResult = ApolloReactCommon.MutationResult<ResumeNetbuilderSubscriptionMutation>;
export const CreditBuilderReportingDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditBuilderReportingDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"net30FeeBox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportingDay"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreditBuilderReportingDayQuery__
 *
 * To run a query within a React component, call `useCreditBuilderReportingDayQuery` and pass it any options that fit your needs.
 * When your component renders, `useCreditBuilderReportingDayQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCreditBuilderReportingDayQuery({
 *   variables: {
 *   },
 * });
 */
export function useCreditBuilderReportingDayQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CreditBuilderReportingDayQuery, CreditBuilderReportingDayQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CreditBuilderReportingDayQuery, CreditBuilderReportingDayQueryVariables>(CreditBuilderReportingDayDocument, options);
      }
export function useCreditBuilderReportingDayLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CreditBuilderReportingDayQuery, CreditBuilderReportingDayQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CreditBuilderReportingDayQuery, CreditBuilderReportingDayQueryVariables>(CreditBuilderReportingDayDocument, options);
        }
export type CreditBuilderReportingDayQueryHookResult = ReturnType<typeof useCreditBuilderReportingDayQuery>;
export type CreditBuilderReportingDayLazyQueryHookResult = ReturnType<typeof useCreditBuilderReportingDayLazyQuery>;
export type CreditBuilderReportingDayQueryResult = ApolloReactCommon.QueryResult<CreditBuilderReportingDayQuery, CreditBuilderReportingDayQueryVariables>;