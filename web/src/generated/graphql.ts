/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export const ActionItemKind = {
  Document: 'document',
  InfoRequest: 'info_request'
} as const;

export type ActionItemKind = typeof ActionItemKind[keyof typeof ActionItemKind];
export type AnswerInfoRequestInput = {
  answers: Array<InfoRequestAnswerInput>;
  id: string | number;
};

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
/** Per day (ranges up to 31 days) or per week from Monday */
export const DashboardBucket = {
  Day: 'day',
  Week: 'week'
} as const;

export type DashboardBucket = typeof DashboardBucket[keyof typeof DashboardBucket];
/** What waits: an application submitted and unassigned for over 4 hours, an answered info request, uploaded documents */
export const DashboardQueueKind = {
  DocumentsUploaded: 'documents_uploaded',
  InfoRequestAnswered: 'info_request_answered',
  UnassignedApplication: 'unassigned_application'
} as const;

export type DashboardQueueKind = typeof DashboardQueueKind[keyof typeof DashboardQueueKind];
/** Either days (7, 30, 90 or 365, ending today, UTC) or a custom range from–to (dates, both included, at most 2 years); 30 days when empty */
export type DashboardRangeInput = {
  days?: number | null | undefined;
  /** A date (YYYY-MM-DD) */
  from?: string | null | undefined;
  /** A date (YYYY-MM-DD) */
  to?: string | null | undefined;
};

/** Why NetFund declined an application (BACKOFFICE §3.6); `other` needs a note, shown to the client verbatim */
export const DeclineReasonCode = {
  CreditScoreBelowMinimums: 'credit_score_below_minimums',
  DuplicateApplication: 'duplicate_application',
  IncompleteApplication: 'incomplete_application',
  NoProgramMatch: 'no_program_match',
  Other: 'other',
  RestrictedIndustry: 'restricted_industry',
  RestrictedState: 'restricted_state',
  RevenueBelowMinimums: 'revenue_below_minimums',
  TimeInBusinessBelowMinimums: 'time_in_business_below_minimums',
  TooManyPositions: 'too_many_positions',
  UnverifiableInformation: 'unverifiable_information'
} as const;

export type DeclineReasonCode = typeof DeclineReasonCode[keyof typeof DeclineReasonCode];
/** requested → uploaded → accepted | rejected (rejected: the client uploads again) */
export const DocumentStatus = {
  Accepted: 'accepted',
  Rejected: 'rejected',
  Requested: 'requested',
  Uploaded: 'uploaded'
} as const;

export type DocumentStatus = typeof DocumentStatus[keyof typeof DocumentStatus];
export type InfoRequestAnswerInput = {
  answer: string;
  /** The question's position in the request's items (from 0) */
  itemIndex: number;
};

/** A document to upload or a question to answer */
export const InfoRequestItemKind = {
  Document: 'document',
  Question: 'question'
} as const;

export type InfoRequestItemKind = typeof InfoRequestItemKind[keyof typeof InfoRequestItemKind];
/** open → answered → accepted, or cancelled */
export const InfoRequestStatus = {
  Accepted: 'accepted',
  Answered: 'answered',
  Cancelled: 'cancelled',
  Open: 'open'
} as const;

export type InfoRequestStatus = typeof InfoRequestStatus[keyof typeof InfoRequestStatus];
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
/** Where an application is in the workflow (BACKOFFICE §3.2); the applicant sees the derived ApplicationStatus */
export const WorkflowStatus = {
  Accepted: 'accepted',
  Closed: 'closed',
  Declined: 'declined',
  Draft: 'draft',
  Funded: 'funded',
  InReview: 'in_review',
  Matched: 'matched',
  Offered: 'offered',
  Submitted: 'submitted',
  Withdrawn: 'withdrawn'
} as const;

export type WorkflowStatus = typeof WorkflowStatus[keyof typeof WorkflowStatus];
export type DashboardQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQueueQuery = { dashboardQueue: { asOf: unknown, totalCount: number, items: Array<{ key: string, kind: DashboardQueueKind, applicationId: string, applicationNumber: string | null, businessName: string, applicationVersion: number, since: unknown, ageHours: number, detail: string, assignee: { id: string, displayName: string } | null }> } };

export type DashboardKpisQueryVariables = Exact<{
  range: DashboardRangeInput;
}>;


export type DashboardKpisQuery = { dashboardKpis: { asOf: unknown, hasApplications: boolean, submittedCount: number, requestedAmount: number, range: { from: string, to: string, days: number, bucket: DashboardBucket }, pipeline: Array<{ status: WorkflowStatus, count: number, requestedAmount: number }>, timeToDecision: { decidedCount: number, medianHours: number | null, p90Hours: number | null, within24hCount: number, within24hPercent: number | null }, declineReasons: Array<{ code: DeclineReasonCode, count: number }>, applicationsOverTime: Array<{ start: string, count: number }> } };

export type DashboardActivityQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DashboardActivityQuery = { auditEvents: { endCursor: string | null, hasNextPage: boolean, items: Array<{ id: string, occurredAt: unknown, action: string, summary: string, actor: { type: string, name: string } }> } };

export type DashboardAssignToMeMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
  assigneeId: string | number;
}>;


export type DashboardAssignToMeMutation = { assignApplication: { id: string, version: number, assignee: { id: string, displayName: string } | null } };

export type ApplicationResultFieldsFragment = { id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean };

export type ApplicationResultQueryVariables = Exact<{
  id: string | number;
  token?: string | null | undefined;
}>;


export type ApplicationResultQuery = { application: { id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean } };

export type MyApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApplicationsQuery = { myApplications: Array<{ number: string, workflowStatus: WorkflowStatus, reapplyAfter: string | null, businessName: string, product: string, requestedAmount: number, createdAt: unknown, updatedAt: unknown, id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean }> };

export type ClientApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientApplicationQuery = { application: { businessName: string, contactName: string, product: string, requestedAmount: number, industry: string, state: string, monthsInBusiness: number, monthlyRevenue: number, declineReason: string | null, createdAt: unknown, updatedAt: unknown, id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean, number: string, workflowStatus: WorkflowStatus, version: number, canWithdraw: boolean, submittedAt: unknown, decidedAt: unknown, reapplyAfter: string | null, declineReasons: Array<{ code: DeclineReasonCode, text: string }>, timeline: Array<{ at: unknown, title: string, detail: string | null }> } };

export type ClientWorkflowFieldsFragment = { id: string, status: ApplicationStatus | null, number: string, workflowStatus: WorkflowStatus, version: number, canWithdraw: boolean, submittedAt: unknown, decidedAt: unknown, reapplyAfter: string | null, declineReasons: Array<{ code: DeclineReasonCode, text: string }>, timeline: Array<{ at: unknown, title: string, detail: string | null }> };

export type WithdrawApplicationMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
  reason: string;
}>;


export type WithdrawApplicationMutation = { withdrawApplication: { updatedAt: unknown, id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean, number: string, workflowStatus: WorkflowStatus, version: number, canWithdraw: boolean, submittedAt: unknown, decidedAt: unknown, reapplyAfter: string | null, declineReasons: Array<{ code: DeclineReasonCode, text: string }>, timeline: Array<{ at: unknown, title: string, detail: string | null }> } };

export type ClaimApplicationMutationVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type ClaimApplicationMutation = { claimApplication: { id: string, status: ApplicationStatus | null, approvedAmount: string | null, approvedTerm: string | null, approvedRate: string | null, approvedPayment: string | null, ownerEmail: string | null, ownedByViewer: boolean } };

export type MyActionItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyActionItemsQuery = { myActionItems: Array<{ kind: ActionItemKind, applicationId: string, applicationNumber: string, title: string, dueAt: string | null, status: string, infoRequestId: string | null, documentId: string | null, docType: string | null, rejectReason: string | null }> };

export type ClientDocumentFieldsFragment = { id: string, applicationId: string, docType: string, label: string, status: DocumentStatus, fileName: string | null, sizeBytes: number | null, rejectReason: string | null, dueAt: string | null, uploadedAt: unknown, required: boolean, infoRequestId: string | null, downloadPath: string | null };

export type ClientInfoRequestFieldsFragment = { id: string, applicationId: string, message: string, dueAt: string, status: InfoRequestStatus, createdAt: unknown, items: Array<{ kind: InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> };

export type ApplicationTasksQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ApplicationTasksQuery = { applicationDocuments: Array<{ id: string, applicationId: string, docType: string, label: string, status: DocumentStatus, fileName: string | null, sizeBytes: number | null, rejectReason: string | null, dueAt: string | null, uploadedAt: unknown, required: boolean, infoRequestId: string | null, downloadPath: string | null }>, infoRequests: Array<{ id: string, applicationId: string, message: string, dueAt: string, status: InfoRequestStatus, createdAt: unknown, items: Array<{ kind: InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> }> };

export type AnswerInfoRequestMutationVariables = Exact<{
  input: AnswerInfoRequestInput;
}>;


export type AnswerInfoRequestMutation = { answerInfoRequest: { id: string, applicationId: string, message: string, dueAt: string, status: InfoRequestStatus, createdAt: unknown, items: Array<{ kind: InfoRequestItemKind, docType: string | null, prompt: string, answer: string | null, documentId: string | null }> } };

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
export const ClientWorkflowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientWorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"declineReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode;
export const ClientDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode;
export const ClientInfoRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode;
export const ArticleSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode;
export const NetbuilderPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}}]} as unknown as DocumentNode;
export const NetbuilderSubscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"planDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetbuilderPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetbuilderPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetbuilderPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tradelineValue"}},{"kind":"Field","name":{"kind":"Name","value":"netTerms"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"bureaus"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"included"}}]}}]}}]} as unknown as DocumentNode;
export const DashboardQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationVersion"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"ageHours"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardQueueQuery__
 *
 * To run a query within a React component, call `useDashboardQueueQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardQueueQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardQueueQuery({
 *   variables: {
 *   },
 * });
 */
export function useDashboardQueueQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DashboardQueueQuery, DashboardQueueQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardQueueQuery, DashboardQueueQueryVariables>(DashboardQueueDocument, options);
      }
export function useDashboardQueueLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardQueueQuery, DashboardQueueQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardQueueQuery, DashboardQueueQueryVariables>(DashboardQueueDocument, options);
        }
export type DashboardQueueQueryHookResult = ReturnType<typeof useDashboardQueueQuery>;
export type DashboardQueueLazyQueryHookResult = ReturnType<typeof useDashboardQueueLazyQuery>;
export type DashboardQueueQueryResult = ApolloReactCommon.QueryResult<DashboardQueueQuery, DashboardQueueQueryVariables>;
export const DashboardKpisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardKpis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardRangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardKpis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"bucket"}}]}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"hasApplications"}},{"kind":"Field","name":{"kind":"Name","value":"submittedCount"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeToDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decidedCount"}},{"kind":"Field","name":{"kind":"Name","value":"medianHours"}},{"kind":"Field","name":{"kind":"Name","value":"p90Hours"}},{"kind":"Field","name":{"kind":"Name","value":"within24hCount"}},{"kind":"Field","name":{"kind":"Name","value":"within24hPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"declineReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationsOverTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardKpisQuery__
 *
 * To run a query within a React component, call `useDashboardKpisQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardKpisQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardKpisQuery({
 *   variables: {
 *      range: // value for 'range'
 *   },
 * });
 */
export function useDashboardKpisQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DashboardKpisQuery, DashboardKpisQueryVariables> & ({ variables: DashboardKpisQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardKpisQuery, DashboardKpisQueryVariables>(DashboardKpisDocument, options);
      }
export function useDashboardKpisLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardKpisQuery, DashboardKpisQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardKpisQuery, DashboardKpisQueryVariables>(DashboardKpisDocument, options);
        }
export type DashboardKpisQueryHookResult = ReturnType<typeof useDashboardKpisQuery>;
export type DashboardKpisLazyQueryHookResult = ReturnType<typeof useDashboardKpisLazyQuery>;
export type DashboardKpisQueryResult = ApolloReactCommon.QueryResult<DashboardKpisQuery, DashboardKpisQueryVariables>;
export const DashboardActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardActivityQuery__
 *
 * To run a query within a React component, call `useDashboardActivityQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardActivityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardActivityQuery({
 *   variables: {
 *      after: // value for 'after'
 *   },
 * });
 */
export function useDashboardActivityQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DashboardActivityQuery, DashboardActivityQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardActivityQuery, DashboardActivityQueryVariables>(DashboardActivityDocument, options);
      }
export function useDashboardActivityLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardActivityQuery, DashboardActivityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardActivityQuery, DashboardActivityQueryVariables>(DashboardActivityDocument, options);
        }
export type DashboardActivityQueryHookResult = ReturnType<typeof useDashboardActivityQuery>;
export type DashboardActivityLazyQueryHookResult = ReturnType<typeof useDashboardActivityLazyQuery>;
export type DashboardActivityQueryResult = ApolloReactCommon.QueryResult<DashboardActivityQuery, DashboardActivityQueryVariables>;
export const DashboardAssignToMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardAssignToMe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardAssignToMeMutation__
 *
 * To run a mutation, you first call `useDashboardAssignToMeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDashboardAssignToMeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dashboardAssignToMeMutation, { data, loading, error }] = useDashboardAssignToMeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *      assigneeId: // value for 'assigneeId'
 *   },
 * });
 */
export function useDashboardAssignToMeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DashboardAssignToMeMutation, DashboardAssignToMeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DashboardAssignToMeMutation, DashboardAssignToMeMutationVariables>(DashboardAssignToMeDocument, options);
      }
export type DashboardAssignToMeMutationHookResult = ReturnType<typeof useDashboardAssignToMeMutation>;
export type DashboardAssignToMeMutationResult = ApolloReactCommon.MutationResult<DashboardAssignToMeMutation>;
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
export const MyApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}}]} as unknown as DocumentNode;

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
export const ClientApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientWorkflowFields"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"monthsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientWorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"declineReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode;

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
export const WithdrawApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationResultFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientWorkflowFields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTerm"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ownedByViewer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientWorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"workflowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reapplyAfter"}},{"kind":"Field","name":{"kind":"Name","value":"declineReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWithdrawApplicationMutation__
 *
 * To run a mutation, you first call `useWithdrawApplicationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWithdrawApplicationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [withdrawApplicationMutation, { data, loading, error }] = useWithdrawApplicationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useWithdrawApplicationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WithdrawApplicationMutation, WithdrawApplicationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WithdrawApplicationMutation, WithdrawApplicationMutationVariables>(WithdrawApplicationDocument, options);
      }
export type WithdrawApplicationMutationHookResult = ReturnType<typeof useWithdrawApplicationMutation>;
export type WithdrawApplicationMutationResult = ApolloReactCommon.MutationResult<WithdrawApplicationMutation>;
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
export const MyActionItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyActionItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myActionItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyActionItemsQuery__
 *
 * To run a query within a React component, call `useMyActionItemsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyActionItemsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyActionItemsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyActionItemsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyActionItemsQuery, MyActionItemsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyActionItemsQuery, MyActionItemsQueryVariables>(MyActionItemsDocument, options);
      }
export function useMyActionItemsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyActionItemsQuery, MyActionItemsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyActionItemsQuery, MyActionItemsQueryVariables>(MyActionItemsDocument, options);
        }
export type MyActionItemsQueryHookResult = ReturnType<typeof useMyActionItemsQuery>;
export type MyActionItemsLazyQueryHookResult = ReturnType<typeof useMyActionItemsLazyQuery>;
export type MyActionItemsQueryResult = ApolloReactCommon.QueryResult<MyActionItemsQuery, MyActionItemsQueryVariables>;
export const ApplicationTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDocumentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"infoRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientInfoRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"infoRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplicationTasksQuery__
 *
 * To run a query within a React component, call `useApplicationTasksQuery` and pass it any options that fit your needs.
 * When your component renders, `useApplicationTasksQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApplicationTasksQuery({
 *   variables: {
 *      applicationId: // value for 'applicationId'
 *   },
 * });
 */
export function useApplicationTasksQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ApplicationTasksQuery, ApplicationTasksQueryVariables> & ({ variables: ApplicationTasksQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApplicationTasksQuery, ApplicationTasksQueryVariables>(ApplicationTasksDocument, options);
      }
export function useApplicationTasksLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApplicationTasksQuery, ApplicationTasksQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApplicationTasksQuery, ApplicationTasksQueryVariables>(ApplicationTasksDocument, options);
        }
export type ApplicationTasksQueryHookResult = ReturnType<typeof useApplicationTasksQuery>;
export type ApplicationTasksLazyQueryHookResult = ReturnType<typeof useApplicationTasksLazyQuery>;
export type ApplicationTasksQueryResult = ApolloReactCommon.QueryResult<ApplicationTasksQuery, ApplicationTasksQueryVariables>;
export const AnswerInfoRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerInfoRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerInfoRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerInfoRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientInfoRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientInfoRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAnswerInfoRequestMutation__
 *
 * To run a mutation, you first call `useAnswerInfoRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAnswerInfoRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [answerInfoRequestMutation, { data, loading, error }] = useAnswerInfoRequestMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAnswerInfoRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AnswerInfoRequestMutation, AnswerInfoRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AnswerInfoRequestMutation, AnswerInfoRequestMutationVariables>(AnswerInfoRequestDocument, options);
      }
export type AnswerInfoRequestMutationHookResult = ReturnType<typeof useAnswerInfoRequestMutation>;
export type AnswerInfoRequestMutationResult = ApolloReactCommon.MutationResult<AnswerInfoRequestMutation>;
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