import { graphql, type GraphQLQuery } from 'msw/graphql';
import type {
  ArchiveProgramMutationVariables,
  CoverageHeatmapQueryVariables,
  CreateProgramMutationVariables,
  DuplicateProgramMutationVariables,
  PauseProgramMutationVariables,
  ProgramCriteriaPreviewQueryVariables,
  ProgramDetailQueryVariables,
  ProgramListQueryVariables,
  ProgramPerformanceQueryVariables,
  ProgramWhatIfQueryVariables,
  PublishProgramMutationVariables,
  RestoreProgramVersionMutationVariables,
  ResumeProgramMutationVariables,
  UpdateProgramDraftMutationVariables,
} from '../features/funding-matrix/api/funding-matrix.generated';
import { amountRangeText, ficoText, monthsText, type Criteria } from '../features/funding-matrix/lib/criteria';
import { graphqlError, invalid, refusal, reply, type GraphQLFailure } from './graphql-replies';
import { mockScenario } from './scenario';
import { registerSlice } from './store';

/**
 * MSW handlers for R2–R4 programs (`/admin/programs`, the funding matrix; admins only, as on the server): the
 * programs of the other mocks (Summit Working Capital 11, Harbor Revenue Advance 12, Cedar Growth Capital 13) plus a
 * paused Lone Star equipment program and a never-published Pinnacle draft, with their version history. Drafts,
 * publish (version n+1), restore, pause/resume, archive and duplicate follow ProgramAdminService: same messages,
 * NOT_FOUND "Program not found", CONFLICT on a stale `expectedVersion` and on the state rules, BAD_USER_INPUT with
 * field errors for names and criteria. The criteria preview checks only the amount range and the product (the real
 * schema has more rules); the what-if tester and heatmap count the active programs by amount, FICO and time in business.
 */

type Json = Record<string, unknown>;
interface Version {
  version: number;
  criteria: Criteria;
  createdBy: string;
  publishedAt: string;
}
interface MockProgram {
  id: string;
  lenderId: string;
  name: string;
  product: string;
  status: 'draft' | 'active' | 'paused' | 'archived';
  currentVersion: number | null;
  draftCriteria: Criteria | null;
  pausedReason: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Newest first. */
  versions: Version[];
  openSubmissions: number;
}


const RBF = 'revenue-based-financing';
const NOW = '2026-11-23T10:00:00.000Z';

function criteria(product: string, minCents: number, maxCents: number, minFico: number, minMonthsInBusiness: number): Criteria {
  return { schema: 1, product, amount: { minCents, maxCents }, minFico, minMonthsInBusiness, states: { mode: 'all', codes: [] }, termMonths: { min: 3, max: 18 } };
}

function program(id: string, lenderId: string, name: string, extra: Partial<MockProgram>): MockProgram {
  return {
    id,
    lenderId,
    name,
    product: RBF,
    status: 'active',
    currentVersion: 1,
    draftCriteria: null,
    pausedReason: null,
    version: 2,
    createdAt: '2026-09-01T14:00:00.000Z',
    updatedAt: '2026-10-01T14:00:00.000Z',
    versions: [],
    openSubmissions: 0,
    ...extra,
  };
}

let programs: MockProgram[] = [];
let nextId = 20;
let sent: { operation: string; variables: unknown }[] = [];

function reset() {
  programs = [
    program('11', '1', 'Summit Working Capital', {
      currentVersion: 2,
      version: 4,
      openSubmissions: 1,
      versions: [
        { version: 2, criteria: criteria(RBF, 1_000_000, 15_000_000, 600, 6), createdBy: 'taylor', publishedAt: '2026-10-01T14:00:00.000Z' },
        { version: 1, criteria: criteria(RBF, 1_000_000, 10_000_000, 620, 12), createdBy: 'admin', publishedAt: '2026-09-01T14:00:00.000Z' },
      ],
    }),
    program('12', '2', 'Harbor Revenue Advance', {
      draftCriteria: criteria(RBF, 2_500_000, 30_000_000, 640, 12),
      openSubmissions: 2,
      versions: [{ version: 1, criteria: criteria(RBF, 2_500_000, 25_000_000, 650, 12), createdBy: 'admin', publishedAt: '2026-09-15T14:00:00.000Z' }],
    }),
    program('13', '3', 'Cedar Growth Capital', {
      versions: [{ version: 1, criteria: criteria(RBF, 500_000, 7_500_000, 550, 6), createdBy: 'jordan', publishedAt: '2026-09-20T14:00:00.000Z' }],
    }),
    program('14', '4', 'Lone Star Equipment', {
      product: 'equipment-financing',
      status: 'paused',
      pausedReason: 'Lender is rebuilding its credit box',
      versions: [{ version: 1, criteria: criteria('equipment-financing', 2_000_000, 50_000_000, 650, 24), createdBy: 'admin', publishedAt: '2026-08-10T14:00:00.000Z' }],
    }),
    program('15', '5', 'Pinnacle Term Loan', {
      product: 'term-loan',
      status: 'draft',
      currentVersion: null,
      version: 1,
      draftCriteria: criteria('term-loan', 5_000_000, 50_000_000, 680, 24),
      createdAt: '2026-11-20T14:00:00.000Z',
      updatedAt: '2026-11-20T14:00:00.000Z',
    }),
  ];
  nextId = 20;
  sent = [];
}
reset();

export const programsMocks = {
  reset,
  /** No programs at all: the matrix's empty state. */
  empty() {
    programs = [];
  },
  get sent(): readonly { operation: string; variables: unknown }[] {
    return sent;
  },
  /** Someone else changed program `id`: the next change with the old version is stale. */
  bumpVersion(id: string) {
    programs = programs.map((each) => (each.id === id ? { ...each, version: each.version + 1 } : each));
  },
};

const STALE = 'This record was changed by Ada Admin at Nov 23, 2026, 5:40 AM EST. Reload to see the latest.';
const NOT_FOUND = 'Program not found';
const NAME_MESSAGE = 'Program name must be 3 to 80 characters';
const PRODUCT_FIXED = "A program's product cannot change: duplicate the program for another product";

function adminName(): string {
  return mockScenario.currentUser?.username ?? 'admin';
}

type LenderEntry = { id: string; displayName: string; status: string };
let lenderDirectory: () => LenderEntry[] = () => [];

/** ./lender-management hands over its lenders (names, statuses) for R3's select and the rows' lender columns. */
export function setLenderDirectory(directory: () => LenderEntry[]): void {
  lenderDirectory = directory;
}

function lenderOf(found: MockProgram) {
  return lenderDirectory().find((lender) => lender.id === found.lenderId) ?? { id: found.lenderId, displayName: 'Unknown lender', status: 'archived' };
}

/** The rows of one lender's programs (R9's Programs tab in ./lender-management). */
export function programRowsOf(lenderId: string) {
  return programs.filter((each) => each.lenderId === lenderId).map(row);
}

function detail(found: MockProgram) {
  return {
    __typename: 'Program',
    id: found.id,
    lenderId: found.lenderId,
    lenderName: lenderOf(found).displayName,
    name: found.name,
    product: found.product,
    status: found.status,
    currentVersion: found.currentVersion,
    draftCriteria: found.draftCriteria,
    pausedReason: found.pausedReason,
    version: found.version,
    createdAt: found.createdAt,
    updatedAt: found.updatedAt,
    versions: found.versions.map((each) => ({ __typename: 'ProgramVersion', ...each })),
  };
}

function row(found: MockProgram) {
  const current = found.versions.find((each) => each.version === found.currentVersion);
  const lender = lenderOf(found);
  return {
    __typename: 'ProgramRow',
    id: found.id,
    lenderId: found.lenderId,
    lenderName: lender.displayName,
    lenderStatus: lender.status,
    name: found.name,
    product: found.product,
    status: found.status,
    currentVersion: found.currentVersion,
    criteria: current?.criteria ?? found.draftCriteria,
    hasDraft: found.draftCriteria !== null,
    pausedReason: found.pausedReason,
    version: found.version,
    updatedAt: found.updatedAt,
    publishedBy: current?.createdBy ?? null,
    publishedAt: current?.publishedAt ?? null,
  };
}

/** The criteria schema's first checks, with its field paths. */
function criteriaProblems(value: unknown): { path: string; message: string }[] {
  const doc = (value && typeof value === 'object' ? value : {}) as Json;
  const problems: { path: string; message: string }[] = [];
  if (typeof doc.product !== 'string' || !doc.product) problems.push({ path: 'product', message: 'Choose a product' });
  const amount = (doc.amount && typeof doc.amount === 'object' ? doc.amount : {}) as Json;
  const min = amount.minCents;
  const max = amount.maxCents;
  if (typeof min !== 'number' || min < 0) problems.push({ path: 'amount.minCents', message: 'Minimum amount is required' });
  if (typeof max !== 'number' || max <= 0) problems.push({ path: 'amount.maxCents', message: 'Maximum amount is required' });
  if (typeof min === 'number' && typeof max === 'number' && min > max) problems.push({ path: 'amount.maxCents', message: 'Maximum amount must be at least the minimum' });
  return problems;
}

function invalidCriteria(value: unknown): GraphQLFailure | undefined {
  const problems = criteriaProblems(value);
  if (!problems.length) return undefined;
  return { message: problems[0]!.message, code: 'BAD_USER_INPUT', fieldErrors: Object.fromEntries(problems.map((each) => [`criteria.${each.path}`, each.message])) };
}

function describe(doc: Criteria): string {
  return `Funds ${doc.product.replaceAll('-', ' ')} of ${amountRangeText(doc)}; FICO ${ficoText(doc)}; time in business ${monthsText(doc)}.`;
}

function invalidName(name: string | null | undefined): GraphQLFailure | undefined {
  const trimmed = name?.trim() ?? '';
  if (trimmed.length < 3 || trimmed.length > 80) return invalid('name', NAME_MESSAGE);
  return undefined;
}

function nameTaken(lenderId: string, name: string, exceptId: string | null): GraphQLFailure | undefined {
  if (!programs.some((each) => each.lenderId === lenderId && each.id !== exceptId && each.name.toLowerCase() === name.toLowerCase())) return undefined;
  const message = `A program named "${name}" already exists for this lender`;
  return invalid('name', message);
}

function save(updated: MockProgram): MockProgram {
  programs = programs.some((each) => each.id === updated.id) ? programs.map((each) => (each.id === updated.id ? updated : each)) : [...programs, updated];
  return updated;
}

function create(lenderId: string, name: string, doc: Criteria): MockProgram {
  const id = String(nextId++);
  return save(program(id, lenderId, name, { product: doc.product, status: 'draft', currentVersion: null, version: 1, draftCriteria: doc, createdAt: NOW, updatedAt: NOW, versions: [] }));
}

/** Finds the program, checks the caller, the state rule and the version; then applies `change`. */
function changeProgram(id: string, expectedVersion: number | null, change: (found: MockProgram) => MockProgram | GraphQLFailure): { failure: GraphQLFailure } | { program: MockProgram } {
  const refused = refusal(['admin']);
  if (refused) return { failure: refused };
  const found = programs.find((each) => each.id === id);
  if (!found) return { failure: { message: NOT_FOUND, code: 'NOT_FOUND' } };
  const next = change(found);
  if ('code' in next) return { failure: next };
  if (expectedVersion !== null && found.version !== expectedVersion) return { failure: { message: STALE, code: 'CONFLICT' } };
  return { program: save({ ...next, version: found.version + 1, updatedAt: NOW }) };
}

function publishCriteria(found: MockProgram, doc: Criteria, keepDraft: boolean): MockProgram {
  const next = (found.currentVersion ?? 0) + 1;
  return {
    ...found,
    currentVersion: next,
    status: found.status === 'draft' ? 'active' : found.status,
    draftCriteria: keepDraft ? found.draftCriteria : null,
    versions: [{ version: next, criteria: doc, createdBy: adminName(), publishedAt: NOW }, ...found.versions],
  };
}

function answer(field: string, outcome: { failure: GraphQLFailure } | { program: MockProgram }) {
  return 'failure' in outcome ? graphqlError(outcome.failure) : reply({ [field]: detail(outcome.program) });
}

/** The active programs' criteria in force. */
function activePrograms() {
  return programs
    .filter((each) => each.status === 'active' && each.currentVersion !== null)
    .map((each) => ({ program: each, criteria: each.versions.find((version) => version.version === each.currentVersion)!.criteria }));
}

const FICO_BANDS = [
  { label: '< 550', top: 549 },
  { label: '550–599', top: 599 },
  { label: '600–649', top: 649 },
  { label: '650–699', top: 699 },
  { label: '700+', top: 850 },
];
const MONTHS_BANDS = [
  { label: '< 6', top: 5 },
  { label: '6–11', top: 11 },
  { label: '12–23', top: 23 },
  { label: '24+', top: 600 },
];

const api = graphql.link('*/graphql');

export const programsHandlers = [
  api.query<GraphQLQuery, ProgramListQueryVariables>('ProgramList', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const filter = variables.filter ?? {};
    const search = filter.search?.trim().toLowerCase();
    const rows = programs
      .filter(
        (each) =>
          (!filter.product || each.product === filter.product) &&
          (!filter.status || each.status === filter.status) &&
          (!filter.lenderId || each.lenderId === String(filter.lenderId)) &&
          (!search || `${each.name} ${lenderOf(each).displayName}`.toLowerCase().includes(search)),
      )
      .sort((a, b) => lenderOf(a).displayName.localeCompare(lenderOf(b).displayName) || a.name.localeCompare(b.name));
    const page = variables.page ?? 1;
    const pageSize = variables.pageSize ?? 25;
    return reply({ adminPrograms: { __typename: 'ProgramPage', items: rows.slice((page - 1) * pageSize, page * pageSize).map(row), totalCount: rows.length, page, pageSize } });
  }),
  api.query<GraphQLQuery, ProgramDetailQueryVariables>('ProgramDetail', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const found = programs.find((each) => each.id === String(variables.id));
    return found ? reply({ adminProgram: detail(found) }) : graphqlError({ message: NOT_FOUND, code: 'NOT_FOUND' });
  }),
  api.query('ProgramLenderOptions', () => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const items = lenderDirectory().filter((lender) => lender.status !== 'archived');
    return reply({ adminLenders: { __typename: 'LenderPage', totalCount: items.length, items: items.map((lender) => ({ __typename: 'LenderRow', ...lender })) } });
  }),
  api.query<GraphQLQuery, ProgramCriteriaPreviewQueryVariables>('ProgramCriteriaPreview', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const problems = criteriaProblems(variables.criteria);
    return reply({
      programCriteriaPreview: {
        __typename: 'CriteriaPreview',
        text: problems.length ? null : describe(variables.criteria as Criteria),
        problems: problems.map((each) => ({ __typename: 'CriteriaProblem', ...each })),
      },
    });
  }),
  api.query<GraphQLQuery, CoverageHeatmapQueryVariables>('CoverageHeatmap', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const active = activePrograms().filter(({ criteria: doc }) => doc.product === variables.product && variables.amountCents >= doc.amount.minCents && variables.amountCents <= doc.amount.maxCents);
    const cells = FICO_BANDS.flatMap((fico) =>
      MONTHS_BANDS.map((months) => ({
        __typename: 'CoverageCell',
        ficoBand: fico.label,
        monthsBand: months.label,
        programCount: active.filter(({ criteria: doc }) => (doc.minFico ?? 0) <= fico.top && (doc.minMonthsInBusiness ?? 0) <= months.top).length,
      })),
    );
    return reply({
      coverageHeatmap: {
        __typename: 'CoverageHeatmap',
        ficoBands: FICO_BANDS.map((band) => band.label),
        monthsBands: MONTHS_BANDS.map((band) => band.label),
        gapCount: cells.filter((cell) => cell.programCount === 0).length,
        cells,
      },
    });
  }),
  api.query<GraphQLQuery, ProgramWhatIfQueryVariables>('ProgramWhatIf', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const input = variables.input;
    const results = activePrograms().map(({ program: each, criteria: doc }) => {
      const checks = [
        { code: 'AMOUNT_RANGE', pass: input.amountCents >= doc.amount.minCents && input.amountCents <= doc.amount.maxCents, missing: false, text: `Requested amount within ${amountRangeText(doc)}` },
        { code: 'MIN_FICO', pass: input.fico != null && input.fico >= (doc.minFico ?? 0), missing: input.fico == null, text: `FICO ${ficoText(doc)}` },
        { code: 'MIN_MONTHS', pass: input.monthsInBusiness != null && input.monthsInBusiness >= (doc.minMonthsInBusiness ?? 0), missing: input.monthsInBusiness == null, text: `Time in business ${monthsText(doc)}` },
      ];
      const failed = checks.filter((check) => !check.pass && !check.missing);
      const missing = checks.filter((check) => check.missing);
      const outcome = failed.length ? 'ineligible' : missing.length ? 'needs_info' : 'eligible';
      return {
        __typename: 'ProgramWhatIfResult',
        programId: each.id,
        programName: each.name,
        lenderId: each.lenderId,
        lenderName: lenderOf(each).displayName,
        programVersion: each.currentVersion,
        product: each.product,
        differentProduct: each.product !== input.product,
        outcome,
        fitScore: outcome === 'eligible' ? 70 : null,
        reasons: failed.map((check) => check.text),
        missingFacts: missing.map((check) => check.code),
        criteria: checks.map((check) => ({ __typename: 'WhatIfCriterion', ...check })),
      };
    });
    const rank = { eligible: 0, needs_info: 1, ineligible: 2 } as const;
    results.sort((a, b) => Number(a.differentProduct) - Number(b.differentProduct) || rank[a.outcome as keyof typeof rank] - rank[b.outcome as keyof typeof rank]);
    return reply({ programWhatIf: results });
  }),
  api.mutation<GraphQLQuery, CreateProgramMutationVariables>('CreateProgram', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'CreateProgram', variables });
    const { lenderId, name, criteria: doc } = variables.input;
    const problem = invalidName(name);
    if (problem) return graphqlError(problem);
    const lender = lenderDirectory().find((each) => each.id === String(lenderId));
    if (!lender || lender.status === 'archived') return graphqlError({ message: 'Add a lender first', code: 'BAD_USER_INPUT', fieldErrors: { lenderId: 'Choose a lender that is not archived' } });
    const bad = invalidCriteria(doc);
    if (bad) return graphqlError(bad);
    const taken = nameTaken(lender.id, name.trim(), null);
    if (taken) return graphqlError(taken);
    return reply({ createProgram: detail(create(lender.id, name.trim(), doc as Criteria)) });
  }),
  api.mutation<GraphQLQuery, UpdateProgramDraftMutationVariables>('UpdateProgramDraft', ({ variables }) => {
    sent.push({ operation: 'UpdateProgramDraft', variables });
    const { name, criteria: doc, expectedVersion } = variables.input;
    const outcome = changeProgram(String(variables.id), expectedVersion, (found) => {
      const problem = name == null ? undefined : invalidName(name);
      if (problem) return problem;
      const bad = invalidCriteria(doc);
      if (bad) return bad;
      if ((doc as Criteria).product !== found.product) return invalid('criteria.product', PRODUCT_FIXED);
      if (found.status === 'archived') return { message: 'An archived program cannot be edited', code: 'CONFLICT' };
      const nextName = name?.trim() ?? found.name;
      const taken = found.version === expectedVersion && nextName !== found.name ? nameTaken(found.lenderId, nextName, found.id) : undefined;
      if (taken) return taken;
      return { ...found, name: nextName, draftCriteria: doc as Criteria };
    });
    return answer('updateProgramDraft', outcome);
  }),
  api.mutation<GraphQLQuery, PublishProgramMutationVariables>('PublishProgram', ({ variables }) => {
    sent.push({ operation: 'PublishProgram', variables });
    const outcome = changeProgram(String(variables.id), variables.expectedVersion, (found) => {
      if (found.status === 'archived') return { message: 'An archived program cannot be published', code: 'CONFLICT' };
      if (!found.draftCriteria) return { message: 'Nothing to publish: save a draft first', code: 'CONFLICT' };
      return publishCriteria(found, found.draftCriteria, false);
    });
    return answer('publishProgram', outcome);
  }),
  api.mutation<GraphQLQuery, RestoreProgramVersionMutationVariables>('RestoreProgramVersion', ({ variables }) => {
    sent.push({ operation: 'RestoreProgramVersion', variables });
    const outcome = changeProgram(String(variables.id), variables.expectedVersion, (found) => {
      if (found.status === 'archived') return { message: 'An archived program cannot be changed', code: 'CONFLICT' };
      const source = found.versions.find((each) => each.version === variables.version);
      if (!source) return { message: `Version ${variables.version} not found`, code: 'NOT_FOUND' };
      return publishCriteria(found, source.criteria, true);
    });
    return answer('restoreProgramVersion', outcome);
  }),
  api.mutation<GraphQLQuery, PauseProgramMutationVariables>('PauseProgram', ({ variables }) => {
    sent.push({ operation: 'PauseProgram', variables });
    const reason = variables.reason.trim();
    const outcome = changeProgram(String(variables.id), variables.expectedVersion, (found) => {
      if (reason.length < 5 || reason.length > 500) return invalid('reason', 'Reason must be 5 to 500 characters');
      if (found.status !== 'active') return { message: 'Only an active program can be paused', code: 'CONFLICT' };
      return { ...found, status: 'paused', pausedReason: reason };
    });
    return answer('pauseProgram', outcome);
  }),
  api.mutation<GraphQLQuery, ResumeProgramMutationVariables>('ResumeProgram', ({ variables }) => {
    sent.push({ operation: 'ResumeProgram', variables });
    const outcome = changeProgram(String(variables.id), variables.expectedVersion, (found) =>
      found.status !== 'paused' ? { message: 'Only a paused program can be resumed', code: 'CONFLICT' } : { ...found, status: 'active', pausedReason: null },
    );
    return answer('resumeProgram', outcome);
  }),
  api.mutation<GraphQLQuery, ArchiveProgramMutationVariables>('ArchiveProgram', ({ variables }) => {
    sent.push({ operation: 'ArchiveProgram', variables });
    const outcome = changeProgram(String(variables.id), variables.expectedVersion, (found) => {
      if (found.status === 'archived') return { message: 'This program is already archived', code: 'CONFLICT' };
      const open = found.openSubmissions;
      if (open > 0) return { message: `This program has ${open === 1 ? '1 open submission' : `${open} open submissions`}`, code: 'CONFLICT' };
      return { ...found, status: 'archived', pausedReason: null };
    });
    return answer('archiveProgram', outcome);
  }),
  api.mutation<GraphQLQuery, DuplicateProgramMutationVariables>('DuplicateProgram', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    sent.push({ operation: 'DuplicateProgram', variables });
    const found = programs.find((each) => each.id === String(variables.id));
    if (!found) return graphqlError({ message: NOT_FOUND, code: 'NOT_FOUND' });
    if (lenderOf(found).status === 'archived') return graphqlError({ message: 'An archived lender cannot get new programs', code: 'CONFLICT' });
    const doc = found.draftCriteria ?? found.versions.find((each) => each.version === found.currentVersion)!.criteria;
    const name = (variables.name ?? `Copy of ${found.name}`.slice(0, 80)).trim();
    const problem = invalidName(name) ?? nameTaken(found.lenderId, name, null);
    if (problem) return graphqlError(problem);
    return reply({ duplicateProgram: detail(create(found.lenderId, name, doc)) });
  }),
  api.query<GraphQLQuery, ProgramPerformanceQueryVariables>('ProgramPerformance', ({ variables }) => {
    const refused = refusal(['admin']);
    if (refused) return graphqlError(refused);
    const found = programs.find((each) => each.id === String(variables.id));
    if (!found) return graphqlError({ message: NOT_FOUND, code: 'NOT_FOUND' });
    const live = found.currentVersion !== null;
    return reply({
      programPerformance: {
        __typename: 'ProgramPerformance',
        matched: live ? 12 : 0,
        shared: live ? 6 : 0,
        viewed: live ? 5 : 0,
        offers: live ? 3 : 0,
        won: live ? 1 : 0,
        fundedCents: live ? 6_000_000 : 0,
        offerRate: live ? 0.5 : null,
        medianFirstResponseHours: live ? 9.2 : null,
        blockingCriteria: live
          ? [
              { __typename: 'ProgramBlockingCriterion', code: 'MIN_FICO', label: 'Minimum FICO', count: 4, percent: 67 },
              { __typename: 'ProgramBlockingCriterion', code: 'MIN_MONTHS_IN_BUSINESS', label: 'Time in business', count: 2, percent: 33 },
            ]
          : [],
        recent: live
          ? [
              { __typename: 'ProgramRecentMatch', applicationId: '2', number: 'NF-2026-000002', businessName: 'Riverbend Landscaping LLC', outcome: 'eligible', computedAt: '2026-11-02T14:00:00.000Z' },
              { __typename: 'ProgramRecentMatch', applicationId: '1', number: 'NF-2026-000001', businessName: "Rosa's Cocina LLC", outcome: 'near_miss', computedAt: '2026-10-28T14:00:00.000Z' },
            ]
          : [],
      },
    });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'programs',
  () => ({ programs, nextId, sent }),
  (state) => {
    ({ programs, nextId, sent } = state);
  },
  () => reset(),
);
