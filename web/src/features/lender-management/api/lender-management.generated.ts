/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type LenderRowFieldsFragment = { id: string, legalName: string, displayName: string, status: Types.LenderStatus, products: Array<string>, statesLicensed: Array<string>, contactEmail: string, slaHours: number, commissionBasis: Types.CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, userCount: number, activeUserCount: number, activeProgramCount: number, openSubmissionCount: number, version: number };

export type LenderOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type LenderOverviewQuery = { active: { totalCount: number }, paused: { totalCount: number }, onboarding: { totalCount: number, items: Array<{ id: string, legalName: string, displayName: string, status: Types.LenderStatus, products: Array<string>, statesLicensed: Array<string>, contactEmail: string, slaHours: number, commissionBasis: Types.CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, userCount: number, activeUserCount: number, activeProgramCount: number, openSubmissionCount: number, version: number }> }, activeLenders: { items: Array<{ id: string, legalName: string, displayName: string, status: Types.LenderStatus, products: Array<string>, statesLicensed: Array<string>, contactEmail: string, slaHours: number, commissionBasis: Types.CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, userCount: number, activeUserCount: number, activeProgramCount: number, openSubmissionCount: number, version: number }> }, all: { totalCount: number } };

export type LenderListQueryVariables = Exact<{
  filter?: Types.LenderListFilter | null | undefined;
  sort?: Types.LenderSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type LenderListQuery = { adminLenders: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, legalName: string, displayName: string, status: Types.LenderStatus, products: Array<string>, statesLicensed: Array<string>, contactEmail: string, slaHours: number, commissionBasis: Types.CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, userCount: number, activeUserCount: number, activeProgramCount: number, openSubmissionCount: number, version: number }> } };

export type LenderDetailFieldsFragment = { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: Types.LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: Types.CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: Types.UserStatus, createdAt: unknown, lastSignInAt: unknown }> };

export type LenderDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type LenderDetailQuery = { adminLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: Types.LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: Types.CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: Types.UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type LenderProgramsQueryVariables = Exact<{
  lenderId: string | number;
}>;


export type LenderProgramsQuery = { adminPrograms: { totalCount: number, items: Array<{ id: string, name: string, product: string, status: Types.ProgramStatus, currentVersion: number | null, hasDraft: boolean, version: number, updatedAt: unknown }> } };

export type LenderActivityQueryVariables = Exact<{
  entityId: string;
  after?: string | null | undefined;
}>;


export type LenderActivityQuery = { auditEvents: { hasNextPage: boolean, endCursor: string | null, items: Array<{ id: string, action: string, summary: string, reason: string | null, occurredAt: unknown, actor: { name: string, type: string } }> } };

export type CreateLenderMutationVariables = Exact<{
  input: Types.CreateLenderInput;
}>;


export type CreateLenderMutation = { createLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: Types.LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: Types.CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: Types.UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type UpdateLenderMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateLenderInput;
}>;


export type UpdateLenderMutation = { updateLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: Types.LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: Types.CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: Types.UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type ActivateLenderMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type ActivateLenderMutation = { activateLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: Types.LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: Types.CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: Types.UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type PauseLenderMutationVariables = Exact<{
  id: string | number;
  reason: string;
  expectedVersion: number;
}>;


export type PauseLenderMutation = { pauseLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: Types.LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: Types.CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: Types.UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type ResumeLenderMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type ResumeLenderMutation = { resumeLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: Types.LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: Types.CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: Types.UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type ArchiveLenderMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type ArchiveLenderMutation = { archiveLender: { id: string, legalName: string, displayName: string, website: string | null, contactName: string, contactEmail: string, contactPhone: string | null, products: Array<string>, statesLicensed: Array<string>, status: Types.LenderStatus, pausedReason: string | null, slaHours: number, commissionBasis: Types.CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, agreementSignedOn: string | null, dataTermsAcceptedAt: unknown, requires2fa: boolean, notes: string | null, version: number, createdAt: unknown, users: Array<{ id: string, username: string, email: string, name: string | null, status: Types.UserStatus, createdAt: unknown, lastSignInAt: unknown }> } };

export type InviteLenderUserMutationVariables = Exact<{
  lenderId: string | number;
  email: string;
}>;


export type InviteLenderUserMutation = { inviteLenderUser: { id: string, email: string, status: Types.UserStatus } };

export type ResendLenderInviteMutationVariables = Exact<{
  userId: string | number;
}>;


export type ResendLenderInviteMutation = { resendLenderInvite: { id: string, status: Types.UserStatus } };

export type DisableLenderUserMutationVariables = Exact<{
  userId: string | number;
  confirmNoOneLeft?: boolean | null | undefined;
}>;


export type DisableLenderUserMutation = { disableLenderUser: { id: string, status: Types.UserStatus } };

export type RevokeLenderAccessMutationVariables = Exact<{
  lenderId: string | number;
  password: string;
  reason: string;
}>;


export type RevokeLenderAccessMutation = { revokeLenderAccess: number };

export type LenderScoreboardQueryVariables = Exact<{ [key: string]: never; }>;


export type LenderScoreboardQuery = { lenderScoreboard: Array<{ lenderId: string, shares: number, responded: number, medianFirstResponseHours: number | null, responseRate: number | null, offerRate: number | null, winRate: number | null, fundedVolumeCents: number, fallThroughs: Array<{ reason: string, count: number }> }>, lenders: { items: Array<{ id: string, legalName: string, displayName: string, status: Types.LenderStatus, products: Array<string>, statesLicensed: Array<string>, contactEmail: string, slaHours: number, commissionBasis: Types.CommissionBasis | null, commissionBps: number | null, commissionFlatCents: number | null, userCount: number, activeUserCount: number, activeProgramCount: number, openSubmissionCount: number, version: number }> }, lateSubmissions: Array<{ submissionId: string, lenderId: string, lenderName: string, applicationId: string, number: string | null, slaDueAt: unknown, lastNudgedAt: unknown }> };

export type ScoreboardNudgeMutationVariables = Exact<{
  submissionId: string | number;
}>;


export type ScoreboardNudgeMutation = { nudgeLender: { applicationId: string } };

export type LenderSubmissionsQueryVariables = Exact<{
  lenderId: string | number;
  page?: number | null | undefined;
}>;


export type LenderSubmissionsQuery = { lenderSubmissions: { totalCount: number, page: number, pageSize: number, items: Array<{ submissionId: string, applicationId: string, number: string | null, businessName: string, status: string, sharedAt: unknown, firstViewedAt: unknown, respondedAt: unknown, offerAmountCents: number | null }> } };

export type LenderFundingsQueryVariables = Exact<{
  lenderId: string | number;
  page?: number | null | undefined;
}>;


export type LenderFundingsQuery = { lenderFundings: { totalCount: number, page: number, pageSize: number, items: Array<{ fundingId: string, applicationId: string, number: string | null, businessName: string, fundedOn: string, fundedAmountCents: number, expectedPaybackCents: number, paidToDateCents: number, remainingCents: number, status: string }> } };

export type LenderAccessLogQueryVariables = Exact<{
  lenderId: string | number;
  page?: number | null | undefined;
}>;


export type LenderAccessLogQuery = { lenderAccessLog: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, at: unknown, userName: string, action: string, documentName: string | null, applicationId: string, number: string | null }> } };

export type LenderDetailPerformanceQueryVariables = Exact<{
  lenderId: string | number;
}>;


export type LenderDetailPerformanceQuery = { lenderPerformance: { lenderId: string, windowDays: number, shares: number, responded: number, offered: number, won: number, accepted: number, funded: number, medianFirstResponseHours: number | null, responseRate: number | null, offerRate: number | null, winRate: number | null, pullThrough: number | null, fundedVolumeCents: number, fallThroughs: Array<{ reason: string, count: number }> } };

export type LenderListPerformancesQueryVariables = Exact<{
  lenderIds: Array<string | number> | string | number;
}>;


export type LenderListPerformancesQuery = { lenderPerformances: Array<{ lenderId: string, offered: number, fundedVolumeCents: number, medianFirstResponseHours: number | null }> };

export const LenderRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeUserCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeProgramCount"}},{"kind":"Field","name":{"kind":"Name","value":"openSubmissionCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const LenderDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;
export const LenderOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"active"},"name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"active"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"paused"},"name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"paused"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"onboarding"},"name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"onboarding"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"createdAt_asc"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderRowFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"activeLenders"},"name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"active"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderRowFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"all"},"name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeUserCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeProgramCount"}},{"kind":"Field","name":{"kind":"Name","value":"openSubmissionCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderOverviewQuery__
 *
 * To run a query within a React component, call `useLenderOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderOverviewQuery({
 *   variables: {
 *   },
 * });
 */
export function useLenderOverviewQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LenderOverviewQuery, LenderOverviewQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderOverviewQuery, LenderOverviewQueryVariables>(LenderOverviewDocument, options);
      }
export function useLenderOverviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderOverviewQuery, LenderOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderOverviewQuery, LenderOverviewQueryVariables>(LenderOverviewDocument, options);
        }
export type LenderOverviewQueryHookResult = ReturnType<typeof useLenderOverviewQuery>;
export type LenderOverviewLazyQueryHookResult = ReturnType<typeof useLenderOverviewLazyQuery>;
export type LenderOverviewQueryResult = ApolloReactCommon.QueryResult<LenderOverviewQuery, LenderOverviewQueryVariables>;
export const LenderListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LenderListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LenderSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeUserCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeProgramCount"}},{"kind":"Field","name":{"kind":"Name","value":"openSubmissionCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderListQuery__
 *
 * To run a query within a React component, call `useLenderListQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useLenderListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LenderListQuery, LenderListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderListQuery, LenderListQueryVariables>(LenderListDocument, options);
      }
export function useLenderListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderListQuery, LenderListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderListQuery, LenderListQueryVariables>(LenderListDocument, options);
        }
export type LenderListQueryHookResult = ReturnType<typeof useLenderListQuery>;
export type LenderListLazyQueryHookResult = ReturnType<typeof useLenderListLazyQuery>;
export type LenderListQueryResult = ApolloReactCommon.QueryResult<LenderListQuery, LenderListQueryVariables>;
export const LenderDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderDetailQuery__
 *
 * To run a query within a React component, call `useLenderDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useLenderDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderDetailQuery, LenderDetailQueryVariables> & ({ variables: LenderDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderDetailQuery, LenderDetailQueryVariables>(LenderDetailDocument, options);
      }
export function useLenderDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderDetailQuery, LenderDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderDetailQuery, LenderDetailQueryVariables>(LenderDetailDocument, options);
        }
export type LenderDetailQueryHookResult = ReturnType<typeof useLenderDetailQuery>;
export type LenderDetailLazyQueryHookResult = ReturnType<typeof useLenderDetailLazyQuery>;
export type LenderDetailQueryResult = ApolloReactCommon.QueryResult<LenderDetailQuery, LenderDetailQueryVariables>;
export const LenderProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderPrograms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"hasDraft"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderProgramsQuery__
 *
 * To run a query within a React component, call `useLenderProgramsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderProgramsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderProgramsQuery({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *   },
 * });
 */
export function useLenderProgramsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderProgramsQuery, LenderProgramsQueryVariables> & ({ variables: LenderProgramsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderProgramsQuery, LenderProgramsQueryVariables>(LenderProgramsDocument, options);
      }
export function useLenderProgramsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderProgramsQuery, LenderProgramsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderProgramsQuery, LenderProgramsQueryVariables>(LenderProgramsDocument, options);
        }
export type LenderProgramsQueryHookResult = ReturnType<typeof useLenderProgramsQuery>;
export type LenderProgramsLazyQueryHookResult = ReturnType<typeof useLenderProgramsLazyQuery>;
export type LenderProgramsQueryResult = ApolloReactCommon.QueryResult<LenderProgramsQuery, LenderProgramsQueryVariables>;
export const LenderActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"StringValue","value":"lender","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderActivityQuery__
 *
 * To run a query within a React component, call `useLenderActivityQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderActivityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderActivityQuery({
 *   variables: {
 *      entityId: // value for 'entityId'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useLenderActivityQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderActivityQuery, LenderActivityQueryVariables> & ({ variables: LenderActivityQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderActivityQuery, LenderActivityQueryVariables>(LenderActivityDocument, options);
      }
export function useLenderActivityLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderActivityQuery, LenderActivityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderActivityQuery, LenderActivityQueryVariables>(LenderActivityDocument, options);
        }
export type LenderActivityQueryHookResult = ReturnType<typeof useLenderActivityQuery>;
export type LenderActivityLazyQueryHookResult = ReturnType<typeof useLenderActivityLazyQuery>;
export type LenderActivityQueryResult = ApolloReactCommon.QueryResult<LenderActivityQuery, LenderActivityQueryVariables>;
export const CreateLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLenderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateLenderMutation__
 *
 * To run a mutation, you first call `useCreateLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLenderMutation, { data, loading, error }] = useCreateLenderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateLenderMutation, CreateLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateLenderMutation, CreateLenderMutationVariables>(CreateLenderDocument, options);
      }
export type CreateLenderMutationHookResult = ReturnType<typeof useCreateLenderMutation>;
export type CreateLenderMutationResult = ApolloReactCommon.MutationResult<CreateLenderMutation>;
export const UpdateLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLenderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateLenderMutation__
 *
 * To run a mutation, you first call `useUpdateLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLenderMutation, { data, loading, error }] = useUpdateLenderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateLenderMutation, UpdateLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateLenderMutation, UpdateLenderMutationVariables>(UpdateLenderDocument, options);
      }
export type UpdateLenderMutationHookResult = ReturnType<typeof useUpdateLenderMutation>;
export type UpdateLenderMutationResult = ApolloReactCommon.MutationResult<UpdateLenderMutation>;
export const ActivateLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useActivateLenderMutation__
 *
 * To run a mutation, you first call `useActivateLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useActivateLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [activateLenderMutation, { data, loading, error }] = useActivateLenderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useActivateLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ActivateLenderMutation, ActivateLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ActivateLenderMutation, ActivateLenderMutationVariables>(ActivateLenderDocument, options);
      }
export type ActivateLenderMutationHookResult = ReturnType<typeof useActivateLenderMutation>;
export type ActivateLenderMutationResult = ApolloReactCommon.MutationResult<ActivateLenderMutation>;
export const PauseLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePauseLenderMutation__
 *
 * To run a mutation, you first call `usePauseLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePauseLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [pauseLenderMutation, { data, loading, error }] = usePauseLenderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function usePauseLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PauseLenderMutation, PauseLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PauseLenderMutation, PauseLenderMutationVariables>(PauseLenderDocument, options);
      }
export type PauseLenderMutationHookResult = ReturnType<typeof usePauseLenderMutation>;
export type PauseLenderMutationResult = ApolloReactCommon.MutationResult<PauseLenderMutation>;
export const ResumeLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResumeLenderMutation__
 *
 * To run a mutation, you first call `useResumeLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResumeLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resumeLenderMutation, { data, loading, error }] = useResumeLenderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useResumeLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResumeLenderMutation, ResumeLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResumeLenderMutation, ResumeLenderMutationVariables>(ResumeLenderDocument, options);
      }
export type ResumeLenderMutationHookResult = ReturnType<typeof useResumeLenderMutation>;
export type ResumeLenderMutationResult = ApolloReactCommon.MutationResult<ResumeLenderMutation>;
export const ArchiveLenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveLender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lender"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSignedOn"}},{"kind":"Field","name":{"kind":"Name","value":"dataTermsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requires2fa"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useArchiveLenderMutation__
 *
 * To run a mutation, you first call `useArchiveLenderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useArchiveLenderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [archiveLenderMutation, { data, loading, error }] = useArchiveLenderMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useArchiveLenderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ArchiveLenderMutation, ArchiveLenderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ArchiveLenderMutation, ArchiveLenderMutationVariables>(ArchiveLenderDocument, options);
      }
export type ArchiveLenderMutationHookResult = ReturnType<typeof useArchiveLenderMutation>;
export type ArchiveLenderMutationResult = ApolloReactCommon.MutationResult<ArchiveLenderMutation>;
export const InviteLenderUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteLenderUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteLenderUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useInviteLenderUserMutation__
 *
 * To run a mutation, you first call `useInviteLenderUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useInviteLenderUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [inviteLenderUserMutation, { data, loading, error }] = useInviteLenderUserMutation({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *      email: // value for 'email'
 *   },
 * });
 */
export function useInviteLenderUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<InviteLenderUserMutation, InviteLenderUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<InviteLenderUserMutation, InviteLenderUserMutationVariables>(InviteLenderUserDocument, options);
      }
export type InviteLenderUserMutationHookResult = ReturnType<typeof useInviteLenderUserMutation>;
export type InviteLenderUserMutationResult = ApolloReactCommon.MutationResult<InviteLenderUserMutation>;
export const ResendLenderInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendLenderInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendLenderInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResendLenderInviteMutation__
 *
 * To run a mutation, you first call `useResendLenderInviteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendLenderInviteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendLenderInviteMutation, { data, loading, error }] = useResendLenderInviteMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useResendLenderInviteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendLenderInviteMutation, ResendLenderInviteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendLenderInviteMutation, ResendLenderInviteMutationVariables>(ResendLenderInviteDocument, options);
      }
export type ResendLenderInviteMutationHookResult = ReturnType<typeof useResendLenderInviteMutation>;
export type ResendLenderInviteMutationResult = ApolloReactCommon.MutationResult<ResendLenderInviteMutation>;
export const DisableLenderUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableLenderUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmNoOneLeft"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableLenderUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmNoOneLeft"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmNoOneLeft"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDisableLenderUserMutation__
 *
 * To run a mutation, you first call `useDisableLenderUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDisableLenderUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [disableLenderUserMutation, { data, loading, error }] = useDisableLenderUserMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      confirmNoOneLeft: // value for 'confirmNoOneLeft'
 *   },
 * });
 */
export function useDisableLenderUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DisableLenderUserMutation, DisableLenderUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DisableLenderUserMutation, DisableLenderUserMutationVariables>(DisableLenderUserDocument, options);
      }
export type DisableLenderUserMutationHookResult = ReturnType<typeof useDisableLenderUserMutation>;
export type DisableLenderUserMutationResult = ApolloReactCommon.MutationResult<DisableLenderUserMutation>;
export const RevokeLenderAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeLenderAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeLenderAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useRevokeLenderAccessMutation__
 *
 * To run a mutation, you first call `useRevokeLenderAccessMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeLenderAccessMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeLenderAccessMutation, { data, loading, error }] = useRevokeLenderAccessMutation({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *      password: // value for 'password'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRevokeLenderAccessMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RevokeLenderAccessMutation, RevokeLenderAccessMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RevokeLenderAccessMutation, RevokeLenderAccessMutationVariables>(RevokeLenderAccessDocument, options);
      }
export type RevokeLenderAccessMutationHookResult = ReturnType<typeof useRevokeLenderAccessMutation>;
export type RevokeLenderAccessMutationResult = ApolloReactCommon.MutationResult<RevokeLenderAccessMutation>;
export const LenderScoreboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderScoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderScoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"medianFirstResponseHours"}},{"kind":"Field","name":{"kind":"Name","value":"responseRate"}},{"kind":"Field","name":{"kind":"Name","value":"offerRate"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"fundedVolumeCents"}},{"kind":"Field","name":{"kind":"Name","value":"fallThroughs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"lenders"},"name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderRowFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lateSubmissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"slaDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"statesLicensed"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"slaHours"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"commissionBps"}},{"kind":"Field","name":{"kind":"Name","value":"commissionFlatCents"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeUserCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeProgramCount"}},{"kind":"Field","name":{"kind":"Name","value":"openSubmissionCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderScoreboardQuery__
 *
 * To run a query within a React component, call `useLenderScoreboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderScoreboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderScoreboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useLenderScoreboardQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LenderScoreboardQuery, LenderScoreboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderScoreboardQuery, LenderScoreboardQueryVariables>(LenderScoreboardDocument, options);
      }
export function useLenderScoreboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderScoreboardQuery, LenderScoreboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderScoreboardQuery, LenderScoreboardQueryVariables>(LenderScoreboardDocument, options);
        }
export type LenderScoreboardQueryHookResult = ReturnType<typeof useLenderScoreboardQuery>;
export type LenderScoreboardLazyQueryHookResult = ReturnType<typeof useLenderScoreboardLazyQuery>;
export type LenderScoreboardQueryResult = ApolloReactCommon.QueryResult<LenderScoreboardQuery, LenderScoreboardQueryVariables>;
export const ScoreboardNudgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScoreboardNudge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nudgeLender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"submissionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submissionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useScoreboardNudgeMutation__
 *
 * To run a mutation, you first call `useScoreboardNudgeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useScoreboardNudgeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [scoreboardNudgeMutation, { data, loading, error }] = useScoreboardNudgeMutation({
 *   variables: {
 *      submissionId: // value for 'submissionId'
 *   },
 * });
 */
export function useScoreboardNudgeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ScoreboardNudgeMutation, ScoreboardNudgeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ScoreboardNudgeMutation, ScoreboardNudgeMutationVariables>(ScoreboardNudgeDocument, options);
      }
export type ScoreboardNudgeMutationHookResult = ReturnType<typeof useScoreboardNudgeMutation>;
export type ScoreboardNudgeMutationResult = ApolloReactCommon.MutationResult<ScoreboardNudgeMutation>;
export const LenderSubmissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderSubmissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderSubmissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}},{"kind":"Field","name":{"kind":"Name","value":"offerAmountCents"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderSubmissionsQuery__
 *
 * To run a query within a React component, call `useLenderSubmissionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderSubmissionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderSubmissionsQuery({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLenderSubmissionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderSubmissionsQuery, LenderSubmissionsQueryVariables> & ({ variables: LenderSubmissionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderSubmissionsQuery, LenderSubmissionsQueryVariables>(LenderSubmissionsDocument, options);
      }
export function useLenderSubmissionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderSubmissionsQuery, LenderSubmissionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderSubmissionsQuery, LenderSubmissionsQueryVariables>(LenderSubmissionsDocument, options);
        }
export type LenderSubmissionsQueryHookResult = ReturnType<typeof useLenderSubmissionsQuery>;
export type LenderSubmissionsLazyQueryHookResult = ReturnType<typeof useLenderSubmissionsLazyQuery>;
export type LenderSubmissionsQueryResult = ApolloReactCommon.QueryResult<LenderSubmissionsQuery, LenderSubmissionsQueryVariables>;
export const LenderFundingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderFundings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderFundings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fundingId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"fundedOn"}},{"kind":"Field","name":{"kind":"Name","value":"fundedAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"expectedPaybackCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidToDateCents"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderFundingsQuery__
 *
 * To run a query within a React component, call `useLenderFundingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderFundingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderFundingsQuery({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLenderFundingsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderFundingsQuery, LenderFundingsQueryVariables> & ({ variables: LenderFundingsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderFundingsQuery, LenderFundingsQueryVariables>(LenderFundingsDocument, options);
      }
export function useLenderFundingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderFundingsQuery, LenderFundingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderFundingsQuery, LenderFundingsQueryVariables>(LenderFundingsDocument, options);
        }
export type LenderFundingsQueryHookResult = ReturnType<typeof useLenderFundingsQuery>;
export type LenderFundingsLazyQueryHookResult = ReturnType<typeof useLenderFundingsLazyQuery>;
export type LenderFundingsQueryResult = ApolloReactCommon.QueryResult<LenderFundingsQuery, LenderFundingsQueryVariables>;
export const LenderAccessLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderAccessLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderAccessLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderAccessLogQuery__
 *
 * To run a query within a React component, call `useLenderAccessLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderAccessLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderAccessLogQuery({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useLenderAccessLogQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderAccessLogQuery, LenderAccessLogQueryVariables> & ({ variables: LenderAccessLogQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderAccessLogQuery, LenderAccessLogQueryVariables>(LenderAccessLogDocument, options);
      }
export function useLenderAccessLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderAccessLogQuery, LenderAccessLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderAccessLogQuery, LenderAccessLogQueryVariables>(LenderAccessLogDocument, options);
        }
export type LenderAccessLogQueryHookResult = ReturnType<typeof useLenderAccessLogQuery>;
export type LenderAccessLogLazyQueryHookResult = ReturnType<typeof useLenderAccessLogLazyQuery>;
export type LenderAccessLogQueryResult = ApolloReactCommon.QueryResult<LenderAccessLogQuery, LenderAccessLogQueryVariables>;
export const LenderDetailPerformanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderDetailPerformance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"windowDays"}},{"kind":"Field","name":{"kind":"Name","value":"shares"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"funded"}},{"kind":"Field","name":{"kind":"Name","value":"medianFirstResponseHours"}},{"kind":"Field","name":{"kind":"Name","value":"responseRate"}},{"kind":"Field","name":{"kind":"Name","value":"offerRate"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"pullThrough"}},{"kind":"Field","name":{"kind":"Name","value":"fundedVolumeCents"}},{"kind":"Field","name":{"kind":"Name","value":"fallThroughs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderDetailPerformanceQuery__
 *
 * To run a query within a React component, call `useLenderDetailPerformanceQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderDetailPerformanceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderDetailPerformanceQuery({
 *   variables: {
 *      lenderId: // value for 'lenderId'
 *   },
 * });
 */
export function useLenderDetailPerformanceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderDetailPerformanceQuery, LenderDetailPerformanceQueryVariables> & ({ variables: LenderDetailPerformanceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderDetailPerformanceQuery, LenderDetailPerformanceQueryVariables>(LenderDetailPerformanceDocument, options);
      }
export function useLenderDetailPerformanceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderDetailPerformanceQuery, LenderDetailPerformanceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderDetailPerformanceQuery, LenderDetailPerformanceQueryVariables>(LenderDetailPerformanceDocument, options);
        }
export type LenderDetailPerformanceQueryHookResult = ReturnType<typeof useLenderDetailPerformanceQuery>;
export type LenderDetailPerformanceLazyQueryHookResult = ReturnType<typeof useLenderDetailPerformanceLazyQuery>;
export type LenderDetailPerformanceQueryResult = ApolloReactCommon.QueryResult<LenderDetailPerformanceQuery, LenderDetailPerformanceQueryVariables>;
export const LenderListPerformancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderListPerformances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lenderIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderPerformances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lenderIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lenderIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"fundedVolumeCents"}},{"kind":"Field","name":{"kind":"Name","value":"medianFirstResponseHours"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLenderListPerformancesQuery__
 *
 * To run a query within a React component, call `useLenderListPerformancesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLenderListPerformancesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLenderListPerformancesQuery({
 *   variables: {
 *      lenderIds: // value for 'lenderIds'
 *   },
 * });
 */
export function useLenderListPerformancesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LenderListPerformancesQuery, LenderListPerformancesQueryVariables> & ({ variables: LenderListPerformancesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LenderListPerformancesQuery, LenderListPerformancesQueryVariables>(LenderListPerformancesDocument, options);
      }
export function useLenderListPerformancesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LenderListPerformancesQuery, LenderListPerformancesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LenderListPerformancesQuery, LenderListPerformancesQueryVariables>(LenderListPerformancesDocument, options);
        }
export type LenderListPerformancesQueryHookResult = ReturnType<typeof useLenderListPerformancesQuery>;
export type LenderListPerformancesLazyQueryHookResult = ReturnType<typeof useLenderListPerformancesLazyQuery>;
export type LenderListPerformancesQueryResult = ApolloReactCommon.QueryResult<LenderListPerformancesQuery, LenderListPerformancesQueryVariables>;