/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
/** approved (pre-approved), review (under review) or declined */
export const ApplicationStatus = {
  Approved: 'approved',
  Declined: 'declined',
  Review: 'review'
} as const;

export type ApplicationStatus = typeof ApplicationStatus[keyof typeof ApplicationStatus];
/** Legal structure of a business */
export const BusinessEntityType = {
  CCorp: 'c_corp',
  Llc: 'llc',
  Nonprofit: 'nonprofit',
  Partnership: 'partnership',
  SCorp: 's_corp',
  SoleProprietorship: 'sole_proprietorship'
} as const;

export type BusinessEntityType = typeof BusinessEntityType[keyof typeof BusinessEntityType];
/** A message from the contact form */
export type ContactMessageInput = {
  company?: string | null | undefined;
  email: string;
  message: string;
  name: string;
  phone?: string | null | undefined;
  topic: ContactTopic;
};

/** What a contact message is about */
export const ContactTopic = {
  CreditBuilder: 'credit_builder',
  ExistingApplication: 'existing_application',
  Funding: 'funding',
  Other: 'other',
  Partnership: 'partnership'
} as const;

export type ContactTopic = typeof ContactTopic[keyof typeof ContactTopic];
export const CreditApplicationStatus = {
  Approved: 'approved',
  Declined: 'declined',
  InReview: 'in_review',
  Submitted: 'submitted'
} as const;

export type CreditApplicationStatus = typeof CreditApplicationStatus[keyof typeof CreditApplicationStatus];
/** NetBuilder credit builder or a Net30 trade account */
export const CreditProgram = {
  Net30: 'net30',
  Netbuilder: 'netbuilder'
} as const;

export type CreditProgram = typeof CreditProgram[keyof typeof CreditProgram];
/** SPEC §3 login payload */
export type LoginInput = {
  password: string;
  username: string;
};

/** An application for a Net30 trade account */
export type Net30ApplicationInput = {
  /** Must be true: the applicant accepts the terms and the credit check */
  agreeToTerms: boolean;
  /** Whole US dollars */
  annualRevenue: number;
  businessName: string;
  businessStartYear: number;
  /** D-U-N-S number, 9 digits */
  duns?: string | null | undefined;
  ein?: string | null | undefined;
  email: string;
  entityType: BusinessEntityType;
  firstName: string;
  intendedUse: string;
  lastName: string;
  phone: string;
  /** Whole US dollars, 500 to 50,000 */
  requestedLimit: number;
  /** Two-letter US state code */
  state: string;
  website?: string | null | undefined;
};

/** An application for the NetBuilder credit builder */
export type NetBuilderApplicationInput = {
  /** Must be true: the applicant accepts the terms and the credit check */
  agreeToTerms: boolean;
  /** Whole US dollars */
  annualRevenue: number;
  businessName: string;
  businessStartYear: number;
  ein?: string | null | undefined;
  email: string;
  entityType: BusinessEntityType;
  firstName: string;
  lastName: string;
  phone: string;
  plan: NetBuilderPlanId;
  /** Two-letter US state code */
  state: string;
  website?: string | null | undefined;
};

/** starter, growth or pro */
export const NetBuilderPlanId = {
  Growth: 'growth',
  Pro: 'pro',
  Starter: 'starter'
} as const;

export type NetBuilderPlanId = typeof NetBuilderPlanId[keyof typeof NetBuilderPlanId];
/** stripe: real Stripe Checkout; demo: the local hosted checkout */
export const PaymentMode = {
  Demo: 'demo',
  Stripe: 'stripe'
} as const;

export type PaymentMode = typeof PaymentMode[keyof typeof PaymentMode];
/** SPEC §3 registration shape */
export type RegisterInput = {
  confirmPassword: string;
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password: string;
  username: string;
};

/** What a signed-in user may do */
export const Role = {
  Admin: 'admin',
  Client: 'client',
  Lender: 'lender'
} as const;

export type Role = typeof Role[keyof typeof Role];
export type ApplicationResultFieldsFragment = { id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean };

export type ApplicationResultQueryVariables = Exact<{
  id: string | number;
  token?: string | null | undefined;
}>;


export type ApplicationResultQuery = { application: { id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean } };

export type MyApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApplicationsQuery = { myApplications: Array<{ businessName: string, product: string, requestedAmount: number, createdAt: unknown, updatedAt: unknown, id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean }> };

export type ClientApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientApplicationQuery = { application: { businessName: string, contactName: string, product: string, requestedAmount: number, industry: string, state: string, monthsInBusiness: number, monthlyRevenue: number, declineReason: string | null, createdAt: unknown, updatedAt: unknown, id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean, statusHistory: Array<{ id: string, fromStatus: ApplicationStatus | null, toStatus: ApplicationStatus | null, actor: string, note: string | null, changedAt: unknown }> } };

export type ClaimApplicationMutationVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type ClaimApplicationMutation = { claimApplication: { id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean } };

export type SessionUserFragment = { id: string, username: string, role: Role, email: string, firstName: string | null, lastName: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, role: Role, email: string, firstName: string | null, lastName: string | null } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: string, username: string, role: Role, email: string, firstName: string | null, lastName: string | null } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: string, username: string, role: Role, email: string, firstName: string | null, lastName: string | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type ArticleSummaryFragment = { id: string, title: string, excerpt: string, category: string, authorName: string, coverImageUrl: string | null, coverAlt: string | null, readingMinutes: number, publishedAt: unknown };

export type ArticlesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ArticlesQuery = { articles: { total: number, page: number, pageSize: number, pageCount: number, items: Array<{ id: string, title: string, excerpt: string, category: string, authorName: string, coverImageUrl: string | null, coverAlt: string | null, readingMinutes: number, publishedAt: unknown }> } };

export type ArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticleQuery = { article: { body: string, updatedAt: unknown, id: string, title: string, excerpt: string, category: string, authorName: string, coverImageUrl: string | null, coverAlt: string | null, readingMinutes: number, publishedAt: unknown } | null };

export type MemberPlanQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberPlanQuery = { netbuilderSubscription: { id: string } | null };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { id: string, createdAt: unknown } };

export type ApplyForNetBuilderMutationVariables = Exact<{
  input: NetBuilderApplicationInput;
}>;


export type ApplyForNetBuilderMutation = { applyForNetBuilder: { id: string, reference: string, program: CreditProgram, status: CreditApplicationStatus, createdAt: unknown } };

export type ApplyForNet30MutationVariables = Exact<{
  input: Net30ApplicationInput;
}>;


export type ApplyForNet30Mutation = { applyForNet30: { id: string, reference: string, program: CreditProgram, status: CreditApplicationStatus, createdAt: unknown } };

export type PaymentConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentConfigQuery = { paymentConfig: { mode: PaymentMode, publishableKey: string | null } };

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

export const ApplicationResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}}]} as unknown as DocumentNode;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode;
export const ArticleSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode;
export const NetbuilderPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}}]} as unknown as DocumentNode;
export const NetbuilderSubscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"planDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}}]} as unknown as DocumentNode;
export const ApplicationResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationResultQuery__
 *
 * To run a query within a React component, call `useApplicationResultQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationResultQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationResultQuery({
 *   variables: {
 *      id: // value for 'id'
 *      token: // value for 'token'
 *   },
 * });
 */
export function useApplicationResultQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationResultQuery, ApplicationResultQueryVariables> & ({ variables: ApplicationResultQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationResultQuery, ApplicationResultQueryVariables>(ApplicationResultDocument, options);
      }
export function useApplicationResultLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationResultQuery, ApplicationResultQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationResultQuery, ApplicationResultQueryVariables>(ApplicationResultDocument, options);
        }
export type ApplicationResultQueryHookResult = ReturnType<typeof useApplicationResultQuery>;
export type ApplicationResultLazyQueryHookResult = ReturnType<typeof useApplicationResultLazyQuery>;
export type ApplicationResultQueryResult = ApolloReactCommon.QueryResult<ApplicationResultQuery, ApplicationResultQueryVariables>;
export const MyApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyApplicationsQuery__
 *
 * To run a query within a React component, call `useMyApplicationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyApplicationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyApplicationsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyApplicationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyApplicationsQuery, MyApplicationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyApplicationsQuery, MyApplicationsQueryVariables>(MyApplicationsDocument, options);
      }
export function useMyApplicationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyApplicationsQuery, MyApplicationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyApplicationsQuery, MyApplicationsQueryVariables>(MyApplicationsDocument, options);
        }
export type MyApplicationsQueryHookResult = ReturnType<typeof useMyApplicationsQuery>;
export type MyApplicationsLazyQueryHookResult = ReturnType<typeof useMyApplicationsLazyQuery>;
export type MyApplicationsQueryResult = ApolloReactCommon.QueryResult<MyApplicationsQuery, MyApplicationsQueryVariables>;
export const ClientApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}}]} as unknown as DocumentNode;

/**
 * __useClientApplicationQuery__
 *
 * To run a query within a React component, call `useClientApplicationQuery` and pass it any options that fit your needs.
 * When your component renders, `useClientApplicationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClientApplicationQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useClientApplicationQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ClientApplicationQuery, ClientApplicationQueryVariables> & ({ variables: ClientApplicationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ClientApplicationQuery, ClientApplicationQueryVariables>(ClientApplicationDocument, options);
      }
export function useClientApplicationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ClientApplicationQuery, ClientApplicationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ClientApplicationQuery, ClientApplicationQueryVariables>(ClientApplicationDocument, options);
        }
export type ClientApplicationQueryHookResult = ReturnType<typeof useClientApplicationQuery>;
export type ClientApplicationLazyQueryHookResult = ReturnType<typeof useClientApplicationLazyQuery>;
export type ClientApplicationQueryResult = ApolloReactCommon.QueryResult<ClientApplicationQuery, ClientApplicationQueryVariables>;
export const ClaimApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}}]} as unknown as DocumentNode;

/**
 * __useClaimApplicationMutation__
 *
 * To run a mutation, you first call `useClaimApplicationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClaimApplicationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [claimApplicationMutation, { data, loading, error }] = useClaimApplicationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      token: // value for 'token'
 *   },
 * });
 */
export function useClaimApplicationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ClaimApplicationMutation, ClaimApplicationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ClaimApplicationMutation, ClaimApplicationMutationVariables>(ClaimApplicationDocument, options);
      }
export type ClaimApplicationMutationHookResult = ReturnType<typeof useClaimApplicationMutation>;
export type ClaimApplicationMutationResult = ApolloReactCommon.MutationResult<ClaimApplicationMutation>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode;

/**
 * __useMeQuery__
 *
 * To run a query within a React component, call `useMeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMeQuery({
 *   variables: {
 *   },
 * });
 */
export function useMeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MeQuery, MeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MeQuery, MeQueryVariables>(MeDocument, options);
      }
export function useMeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
export type MeQueryHookResult = ReturnType<typeof useMeQuery>;
export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;
export type MeQueryResult = ApolloReactCommon.QueryResult<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = ApolloReactCommon.MutationResult<LoginMutation>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode;

/**
 * __useRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerMutation, { data, loading, error }] = useRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RegisterMutation, RegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
      }
export type RegisterMutationHookResult = ReturnType<typeof useRegisterMutation>;
export type RegisterMutationResult = ApolloReactCommon.MutationResult<RegisterMutation>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode;

/**
 * __useLogoutMutation__
 *
 * To run a mutation, you first call `useLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logoutMutation, { data, loading, error }] = useLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLogoutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LogoutMutation, LogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LogoutMutation, LogoutMutationVariables>(LogoutDocument, options);
      }
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;
export type LogoutMutationResult = ApolloReactCommon.MutationResult<LogoutMutation>;
export const ArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Articles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleSummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useArticlesQuery__
 *
 * To run a query within a React component, call `useArticlesQuery` and pass it any options that fit your needs.
 * When your component renders, `useArticlesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useArticlesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useArticlesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ArticlesQuery, ArticlesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ArticlesQuery, ArticlesQueryVariables>(ArticlesDocument, options);
      }
export function useArticlesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ArticlesQuery, ArticlesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ArticlesQuery, ArticlesQueryVariables>(ArticlesDocument, options);
        }
export type ArticlesQueryHookResult = ReturnType<typeof useArticlesQuery>;
export type ArticlesLazyQueryHookResult = ReturnType<typeof useArticlesLazyQuery>;
export type ArticlesQueryResult = ApolloReactCommon.QueryResult<ArticlesQuery, ArticlesQueryVariables>;
export const ArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Article"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleSummary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useArticleQuery__
 *
 * To run a query within a React component, call `useArticleQuery` and pass it any options that fit your needs.
 * When your component renders, `useArticleQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useArticleQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useArticleQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ArticleQuery, ArticleQueryVariables> & ({ variables: ArticleQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ArticleQuery, ArticleQueryVariables>(ArticleDocument, options);
      }
export function useArticleLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ArticleQuery, ArticleQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ArticleQuery, ArticleQueryVariables>(ArticleDocument, options);
        }
export type ArticleQueryHookResult = ReturnType<typeof useArticleQuery>;
export type ArticleLazyQueryHookResult = ReturnType<typeof useArticleLazyQuery>;
export type ArticleQueryResult = ApolloReactCommon.QueryResult<ArticleQuery, ArticleQueryVariables>;
export const MemberPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"netbuilderSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberPlanQuery__
 *
 * To run a query within a React component, call `useMemberPlanQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberPlanQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberPlanQuery({
 *   variables: {
 *   },
 * });
 */
export function useMemberPlanQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberPlanQuery, MemberPlanQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberPlanQuery, MemberPlanQueryVariables>(MemberPlanDocument, options);
      }
export function useMemberPlanLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberPlanQuery, MemberPlanQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberPlanQuery, MemberPlanQueryVariables>(MemberPlanDocument, options);
        }
export type MemberPlanQueryHookResult = ReturnType<typeof useMemberPlanQuery>;
export type MemberPlanLazyQueryHookResult = ReturnType<typeof useMemberPlanLazyQuery>;
export type MemberPlanQueryResult = ApolloReactCommon.QueryResult<MemberPlanQuery, MemberPlanQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSendContactMessageMutation__
 *
 * To run a mutation, you first call `useSendContactMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendContactMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendContactMessageMutation, { data, loading, error }] = useSendContactMessageMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSendContactMessageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendContactMessageMutation, SendContactMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendContactMessageMutation, SendContactMessageMutationVariables>(SendContactMessageDocument, options);
      }
export type SendContactMessageMutationHookResult = ReturnType<typeof useSendContactMessageMutation>;
export type SendContactMessageMutationResult = ApolloReactCommon.MutationResult<SendContactMessageMutation>;
export const ApplyForNetBuilderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyForNetBuilder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NetBuilderApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyForNetBuilder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplyForNetBuilderMutation__
 *
 * To run a mutation, you first call `useApplyForNetBuilderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApplyForNetBuilderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [applyForNetBuilderMutation, { data, loading, error }] = useApplyForNetBuilderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useApplyForNetBuilderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApplyForNetBuilderMutation, ApplyForNetBuilderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApplyForNetBuilderMutation, ApplyForNetBuilderMutationVariables>(ApplyForNetBuilderDocument, options);
      }
export type ApplyForNetBuilderMutationHookResult = ReturnType<typeof useApplyForNetBuilderMutation>;
export type ApplyForNetBuilderMutationResult = ApolloReactCommon.MutationResult<ApplyForNetBuilderMutation>;
export const ApplyForNet30Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyForNet30"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Net30ApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyForNet30"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplyForNet30Mutation__
 *
 * To run a mutation, you first call `useApplyForNet30Mutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApplyForNet30Mutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [applyForNet30Mutation, { data, loading, error }] = useApplyForNet30Mutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useApplyForNet30Mutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApplyForNet30Mutation, ApplyForNet30MutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApplyForNet30Mutation, ApplyForNet30MutationVariables>(ApplyForNet30Document, options);
      }
export type ApplyForNet30MutationHookResult = ReturnType<typeof useApplyForNet30Mutation>;
export type ApplyForNet30MutationResult = ApolloReactCommon.MutationResult<ApplyForNet30Mutation>;
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