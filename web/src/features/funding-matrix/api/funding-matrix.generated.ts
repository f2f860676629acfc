/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/graphql';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type ProgramRowFieldsFragment = { id: string, lenderId: string, lenderName: string, lenderStatus: string, name: string, product: string, status: Types.ProgramStatus, currentVersion: number | null, criteria: unknown, hasDraft: boolean, pausedReason: string | null, version: number, updatedAt: unknown, publishedBy: string | null, publishedAt: unknown };

export type ProgramDetailFieldsFragment = { id: string, lenderId: string, lenderName: string, name: string, product: string, status: Types.ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> };

export type ProgramListQueryVariables = Exact<{
  filter?: Types.ProgramListFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ProgramListQuery = { adminPrograms: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, lenderId: string, lenderName: string, lenderStatus: string, name: string, product: string, status: Types.ProgramStatus, currentVersion: number | null, criteria: unknown, hasDraft: boolean, pausedReason: string | null, version: number, updatedAt: unknown, publishedBy: string | null, publishedAt: unknown }> } };

export type ProgramDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgramDetailQuery = { adminProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: Types.ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type ProgramLenderOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgramLenderOptionsQuery = { adminLenders: { totalCount: number, items: Array<{ id: string, displayName: string, status: Types.LenderStatus }> } };

export type ProgramCriteriaPreviewQueryVariables = Exact<{
  criteria: unknown;
}>;


export type ProgramCriteriaPreviewQuery = { programCriteriaPreview: { text: string | null, problems: Array<{ path: string, message: string }> } };

export type CoverageHeatmapQueryVariables = Exact<{
  product: string;
  amountCents: number;
}>;


export type CoverageHeatmapQuery = { coverageHeatmap: { ficoBands: Array<string>, monthsBands: Array<string>, gapCount: number, cells: Array<{ ficoBand: string, monthsBand: string, programCount: number }> } };

export type ProgramWhatIfQueryVariables = Exact<{
  input: Types.ProgramWhatIfInput;
}>;


export type ProgramWhatIfQuery = { programWhatIf: Array<{ programId: string, programName: string, lenderName: string, programVersion: number, product: string, differentProduct: boolean, outcome: string, fitScore: number | null, reasons: Array<string>, missingFacts: Array<string>, criteria: Array<{ code: string, pass: boolean, missing: boolean, text: string }> }> };

export type CreateProgramMutationVariables = Exact<{
  input: Types.CreateProgramInput;
}>;


export type CreateProgramMutation = { createProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: Types.ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type UpdateProgramDraftMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateProgramDraftInput;
}>;


export type UpdateProgramDraftMutation = { updateProgramDraft: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: Types.ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type PublishProgramMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type PublishProgramMutation = { publishProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: Types.ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type RestoreProgramVersionMutationVariables = Exact<{
  id: string | number;
  version: number;
  expectedVersion: number;
}>;


export type RestoreProgramVersionMutation = { restoreProgramVersion: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: Types.ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type PauseProgramMutationVariables = Exact<{
  id: string | number;
  reason: string;
  expectedVersion: number;
}>;


export type PauseProgramMutation = { pauseProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: Types.ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type ResumeProgramMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type ResumeProgramMutation = { resumeProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: Types.ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type ArchiveProgramMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
}>;


export type ArchiveProgramMutation = { archiveProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: Types.ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type DuplicateProgramMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
}>;


export type DuplicateProgramMutation = { duplicateProgram: { id: string, lenderId: string, lenderName: string, name: string, product: string, status: Types.ProgramStatus, currentVersion: number | null, draftCriteria: unknown, pausedReason: string | null, version: number, createdAt: unknown, updatedAt: unknown, versions: Array<{ version: number, criteria: unknown, createdBy: string, publishedAt: unknown }> } };

export type ProgramPerformanceQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgramPerformanceQuery = { programPerformance: { matched: number, shared: number, viewed: number, offers: number, won: number, fundedCents: number, offerRate: number | null, medianFirstResponseHours: number | null, blockingCriteria: Array<{ code: string, label: string, count: number, percent: number }>, recent: Array<{ applicationId: string, number: string | null, businessName: string, outcome: string, computedAt: unknown }> } };

export const ProgramRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"hasDraft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode;
export const ProgramDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;
export const ProgramListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"hasDraft"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useProgramListQuery__
 *
 * To run a query within a React component, call `useProgramListQuery` and pass it any options that fit your needs.
 * When your component renders, `useProgramListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProgramListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useProgramListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProgramListQuery, ProgramListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProgramListQuery, ProgramListQueryVariables>(ProgramListDocument, options);
      }
export function useProgramListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProgramListQuery, ProgramListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProgramListQuery, ProgramListQueryVariables>(ProgramListDocument, options);
        }
export type ProgramListQueryHookResult = ReturnType<typeof useProgramListQuery>;
export type ProgramListLazyQueryHookResult = ReturnType<typeof useProgramListLazyQuery>;
export type ProgramListQueryResult = ApolloReactCommon.QueryResult<ProgramListQuery, ProgramListQueryVariables>;
export const ProgramDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProgramDetailQuery__
 *
 * To run a query within a React component, call `useProgramDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useProgramDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProgramDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProgramDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProgramDetailQuery, ProgramDetailQueryVariables> & ({ variables: ProgramDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProgramDetailQuery, ProgramDetailQueryVariables>(ProgramDetailDocument, options);
      }
export function useProgramDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProgramDetailQuery, ProgramDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProgramDetailQuery, ProgramDetailQueryVariables>(ProgramDetailDocument, options);
        }
export type ProgramDetailQueryHookResult = ReturnType<typeof useProgramDetailQuery>;
export type ProgramDetailLazyQueryHookResult = ReturnType<typeof useProgramDetailLazyQuery>;
export type ProgramDetailQueryResult = ApolloReactCommon.QueryResult<ProgramDetailQuery, ProgramDetailQueryVariables>;
export const ProgramLenderOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramLenderOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLenders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProgramLenderOptionsQuery__
 *
 * To run a query within a React component, call `useProgramLenderOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProgramLenderOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProgramLenderOptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useProgramLenderOptionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProgramLenderOptionsQuery, ProgramLenderOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProgramLenderOptionsQuery, ProgramLenderOptionsQueryVariables>(ProgramLenderOptionsDocument, options);
      }
export function useProgramLenderOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProgramLenderOptionsQuery, ProgramLenderOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProgramLenderOptionsQuery, ProgramLenderOptionsQueryVariables>(ProgramLenderOptionsDocument, options);
        }
export type ProgramLenderOptionsQueryHookResult = ReturnType<typeof useProgramLenderOptionsQuery>;
export type ProgramLenderOptionsLazyQueryHookResult = ReturnType<typeof useProgramLenderOptionsLazyQuery>;
export type ProgramLenderOptionsQueryResult = ApolloReactCommon.QueryResult<ProgramLenderOptionsQuery, ProgramLenderOptionsQueryVariables>;
export const ProgramCriteriaPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramCriteriaPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"criteria"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramCriteria"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programCriteriaPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"criteria"},"value":{"kind":"Variable","name":{"kind":"Name","value":"criteria"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProgramCriteriaPreviewQuery__
 *
 * To run a query within a React component, call `useProgramCriteriaPreviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useProgramCriteriaPreviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProgramCriteriaPreviewQuery({
 *   variables: {
 *      criteria: // value for 'criteria'
 *   },
 * });
 */
export function useProgramCriteriaPreviewQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProgramCriteriaPreviewQuery, ProgramCriteriaPreviewQueryVariables> & ({ variables: ProgramCriteriaPreviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProgramCriteriaPreviewQuery, ProgramCriteriaPreviewQueryVariables>(ProgramCriteriaPreviewDocument, options);
      }
export function useProgramCriteriaPreviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProgramCriteriaPreviewQuery, ProgramCriteriaPreviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProgramCriteriaPreviewQuery, ProgramCriteriaPreviewQueryVariables>(ProgramCriteriaPreviewDocument, options);
        }
export type ProgramCriteriaPreviewQueryHookResult = ReturnType<typeof useProgramCriteriaPreviewQuery>;
export type ProgramCriteriaPreviewLazyQueryHookResult = ReturnType<typeof useProgramCriteriaPreviewLazyQuery>;
export type ProgramCriteriaPreviewQueryResult = ApolloReactCommon.QueryResult<ProgramCriteriaPreviewQuery, ProgramCriteriaPreviewQueryVariables>;
export const CoverageHeatmapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoverageHeatmap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"product"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coverageHeatmap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"product"},"value":{"kind":"Variable","name":{"kind":"Name","value":"product"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ficoBands"}},{"kind":"Field","name":{"kind":"Name","value":"monthsBands"}},{"kind":"Field","name":{"kind":"Name","value":"gapCount"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ficoBand"}},{"kind":"Field","name":{"kind":"Name","value":"monthsBand"}},{"kind":"Field","name":{"kind":"Name","value":"programCount"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCoverageHeatmapQuery__
 *
 * To run a query within a React component, call `useCoverageHeatmapQuery` and pass it any options that fit your needs.
 * When your component renders, `useCoverageHeatmapQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCoverageHeatmapQuery({
 *   variables: {
 *      product: // value for 'product'
 *      amountCents: // value for 'amountCents'
 *   },
 * });
 */
export function useCoverageHeatmapQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CoverageHeatmapQuery, CoverageHeatmapQueryVariables> & ({ variables: CoverageHeatmapQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CoverageHeatmapQuery, CoverageHeatmapQueryVariables>(CoverageHeatmapDocument, options);
      }
export function useCoverageHeatmapLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CoverageHeatmapQuery, CoverageHeatmapQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CoverageHeatmapQuery, CoverageHeatmapQueryVariables>(CoverageHeatmapDocument, options);
        }
export type CoverageHeatmapQueryHookResult = ReturnType<typeof useCoverageHeatmapQuery>;
export type CoverageHeatmapLazyQueryHookResult = ReturnType<typeof useCoverageHeatmapLazyQuery>;
export type CoverageHeatmapQueryResult = ApolloReactCommon.QueryResult<CoverageHeatmapQuery, CoverageHeatmapQueryVariables>;
export const ProgramWhatIfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramWhatIf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramWhatIfInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programWhatIf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"programVersion"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"differentProduct"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"fitScore"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"missingFacts"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProgramWhatIfQuery__
 *
 * To run a query within a React component, call `useProgramWhatIfQuery` and pass it any options that fit your needs.
 * When your component renders, `useProgramWhatIfQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProgramWhatIfQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useProgramWhatIfQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProgramWhatIfQuery, ProgramWhatIfQueryVariables> & ({ variables: ProgramWhatIfQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProgramWhatIfQuery, ProgramWhatIfQueryVariables>(ProgramWhatIfDocument, options);
      }
export function useProgramWhatIfLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProgramWhatIfQuery, ProgramWhatIfQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProgramWhatIfQuery, ProgramWhatIfQueryVariables>(ProgramWhatIfDocument, options);
        }
export type ProgramWhatIfQueryHookResult = ReturnType<typeof useProgramWhatIfQuery>;
export type ProgramWhatIfLazyQueryHookResult = ReturnType<typeof useProgramWhatIfLazyQuery>;
export type ProgramWhatIfQueryResult = ApolloReactCommon.QueryResult<ProgramWhatIfQuery, ProgramWhatIfQueryVariables>;
export const CreateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProgramInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateProgramMutation__
 *
 * To run a mutation, you first call `useCreateProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProgramMutation, { data, loading, error }] = useCreateProgramMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProgramMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateProgramMutation, CreateProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateProgramMutation, CreateProgramMutationVariables>(CreateProgramDocument, options);
      }
export type CreateProgramMutationHookResult = ReturnType<typeof useCreateProgramMutation>;
export type CreateProgramMutationResult = ApolloReactCommon.MutationResult<CreateProgramMutation>;
export const UpdateProgramDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProgramDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProgramDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProgramDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateProgramDraftMutation__
 *
 * To run a mutation, you first call `useUpdateProgramDraftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProgramDraftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProgramDraftMutation, { data, loading, error }] = useUpdateProgramDraftMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProgramDraftMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProgramDraftMutation, UpdateProgramDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateProgramDraftMutation, UpdateProgramDraftMutationVariables>(UpdateProgramDraftDocument, options);
      }
export type UpdateProgramDraftMutationHookResult = ReturnType<typeof useUpdateProgramDraftMutation>;
export type UpdateProgramDraftMutationResult = ApolloReactCommon.MutationResult<UpdateProgramDraftMutation>;
export const PublishProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePublishProgramMutation__
 *
 * To run a mutation, you first call `usePublishProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePublishProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [publishProgramMutation, { data, loading, error }] = usePublishProgramMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function usePublishProgramMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PublishProgramMutation, PublishProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PublishProgramMutation, PublishProgramMutationVariables>(PublishProgramDocument, options);
      }
export type PublishProgramMutationHookResult = ReturnType<typeof usePublishProgramMutation>;
export type PublishProgramMutationResult = ApolloReactCommon.MutationResult<PublishProgramMutation>;
export const RestoreProgramVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreProgramVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreProgramVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRestoreProgramVersionMutation__
 *
 * To run a mutation, you first call `useRestoreProgramVersionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRestoreProgramVersionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [restoreProgramVersionMutation, { data, loading, error }] = useRestoreProgramVersionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      version: // value for 'version'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useRestoreProgramVersionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RestoreProgramVersionMutation, RestoreProgramVersionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RestoreProgramVersionMutation, RestoreProgramVersionMutationVariables>(RestoreProgramVersionDocument, options);
      }
export type RestoreProgramVersionMutationHookResult = ReturnType<typeof useRestoreProgramVersionMutation>;
export type RestoreProgramVersionMutationResult = ApolloReactCommon.MutationResult<RestoreProgramVersionMutation>;
export const PauseProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePauseProgramMutation__
 *
 * To run a mutation, you first call `usePauseProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePauseProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [pauseProgramMutation, { data, loading, error }] = usePauseProgramMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function usePauseProgramMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PauseProgramMutation, PauseProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PauseProgramMutation, PauseProgramMutationVariables>(PauseProgramDocument, options);
      }
export type PauseProgramMutationHookResult = ReturnType<typeof usePauseProgramMutation>;
export type PauseProgramMutationResult = ApolloReactCommon.MutationResult<PauseProgramMutation>;
export const ResumeProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResumeProgramMutation__
 *
 * To run a mutation, you first call `useResumeProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResumeProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resumeProgramMutation, { data, loading, error }] = useResumeProgramMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useResumeProgramMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResumeProgramMutation, ResumeProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResumeProgramMutation, ResumeProgramMutationVariables>(ResumeProgramDocument, options);
      }
export type ResumeProgramMutationHookResult = ReturnType<typeof useResumeProgramMutation>;
export type ResumeProgramMutationResult = ApolloReactCommon.MutationResult<ResumeProgramMutation>;
export const ArchiveProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useArchiveProgramMutation__
 *
 * To run a mutation, you first call `useArchiveProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useArchiveProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [archiveProgramMutation, { data, loading, error }] = useArchiveProgramMutation({
 *   variables: {
 *      id: // value for 'id'
 *      expectedVersion: // value for 'expectedVersion'
 *   },
 * });
 */
export function useArchiveProgramMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ArchiveProgramMutation, ArchiveProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ArchiveProgramMutation, ArchiveProgramMutationVariables>(ArchiveProgramDocument, options);
      }
export type ArchiveProgramMutationHookResult = ReturnType<typeof useArchiveProgramMutation>;
export type ArchiveProgramMutationResult = ApolloReactCommon.MutationResult<ArchiveProgramMutation>;
export const DuplicateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lenderId"}},{"kind":"Field","name":{"kind":"Name","value":"lenderName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"draftCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"criteria"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDuplicateProgramMutation__
 *
 * To run a mutation, you first call `useDuplicateProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDuplicateProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [duplicateProgramMutation, { data, loading, error }] = useDuplicateProgramMutation({
 *   variables: {
 *      id: // value for 'id'
 *      name: // value for 'name'
 *   },
 * });
 */
export function useDuplicateProgramMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DuplicateProgramMutation, DuplicateProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DuplicateProgramMutation, DuplicateProgramMutationVariables>(DuplicateProgramDocument, options);
      }
export type DuplicateProgramMutationHookResult = ReturnType<typeof useDuplicateProgramMutation>;
export type DuplicateProgramMutationResult = ApolloReactCommon.MutationResult<DuplicateProgramMutation>;
export const ProgramPerformanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramPerformance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"viewed"}},{"kind":"Field","name":{"kind":"Name","value":"offers"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"fundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"offerRate"}},{"kind":"Field","name":{"kind":"Name","value":"medianFirstResponseHours"}},{"kind":"Field","name":{"kind":"Name","value":"blockingCriteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProgramPerformanceQuery__
 *
 * To run a query within a React component, call `useProgramPerformanceQuery` and pass it any options that fit your needs.
 * When your component renders, `useProgramPerformanceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProgramPerformanceQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProgramPerformanceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProgramPerformanceQuery, ProgramPerformanceQueryVariables> & ({ variables: ProgramPerformanceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProgramPerformanceQuery, ProgramPerformanceQueryVariables>(ProgramPerformanceDocument, options);
      }
export function useProgramPerformanceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProgramPerformanceQuery, ProgramPerformanceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProgramPerformanceQuery, ProgramPerformanceQueryVariables>(ProgramPerformanceDocument, options);
        }
export type ProgramPerformanceQueryHookResult = ReturnType<typeof useProgramPerformanceQuery>;
export type ProgramPerformanceLazyQueryHookResult = ReturnType<typeof useProgramPerformanceLazyQuery>;
export type ProgramPerformanceQueryResult = ApolloReactCommon.QueryResult<ProgramPerformanceQuery, ProgramPerformanceQueryVariables>;