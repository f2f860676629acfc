import { getResponse } from 'msw';
import { graphql, GraphQLHandler, type GraphQLQuery, type GraphQLResponseBody } from 'msw/graphql';
import { http, HttpResponse } from 'msw/http';
import { shapeAnswer } from './contract/schema-projection';
import { graphqlError } from './graphql-replies';
import { registrationSchema } from '../features/auth/lib/schemas';
import { applicationHandlers } from './applications';
import { clientManagementHandlers } from './client-management';
import { taskHandlers } from './application-tasks';
import { workspaceHandlers } from './application-workspace';
import { netbuilderHandlers } from './netbuilder';
import { marketingHandlers } from './marketing';
import { dashboardHandlers } from './dashboard';
import { staffApplicationHandlers } from './staff-application';
import { lendersAccessHandlers } from './lenders-access';
import { lenderPortalHandlers } from './lender-portal';
import { lenderInfoRequestHandlers } from './lender-info-requests';
import { lenderDetailHandlers } from './lender-detail';
import { matchesHandlers } from './matches';
import { offersHandlers } from './offers';
import { fundingHandlers } from './funding';
import { clientDashboardHandlers } from './client-dashboard';
import { net30Handlers } from './net30';
import { net30AdminHandlers } from './net30-admin';
import { programsHandlers } from './programs';
import { lenderManagementHandlers } from './lender-management';
import { offerEntryHandlers } from './offer-entry';
import { net30ApplicationHandlers } from './net30-applications';
import { articleListHandlers } from './article-lists';
import { articleEditorHandlers } from './article-editor';
import { platformSettingsHandlers } from './platform-settings';
import { accountHandlers } from './account';
import { authTwoFactorHandlers } from './auth-two-factor';
import type {
  LoginMutation,
  LoginMutationVariables,
  LogoutMutation,
  MeQuery,
  RegisterMutation,
  RegisterMutationVariables,
  SessionUserFragment,
} from '../features/auth/api/session.generated';
import {
  addClientAccount,
  findAccount,
  mockScenario,
  setSignedIn,
  takeFailure,
  type MockFailure,
} from './scenario';
import { restError, unknownFieldError } from './rest-error.js';

/**
 * MSW handlers for every operation the server offers so far: GraphQL `me`, `login`, `register`, `logout` and the REST
 * `/api/user`, `/api/login`, `/api/register`, `/api/logout`, answering as the real server does (same messages, error
 * codes and statuses). State lives in `./scenario`.
 */

export { mockScenario, DEMO_PASSWORD, type MockFailure, type MockOperation } from './scenario';

const INVALID_CREDENTIALS: MockFailure = { message: 'Invalid username or password', code: 'UNAUTHENTICATED' };
const USERNAME_TAKEN: MockFailure = { message: 'Username is already taken', code: 'CONFLICT' };

const HTTP_STATUS: Record<MockFailure['code'], number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

type Outcome = { user: SessionUserFragment } | { failure: MockFailure };

function login(input: { username?: unknown; password?: unknown }): Outcome {
  const failure = takeFailure('login');
  if (failure) return { failure };
  const fieldErrors: Record<string, string> = {};
  if (typeof input.username !== 'string' || !input.username) fieldErrors.username = 'Username is required';
  if (typeof input.password !== 'string' || !input.password) fieldErrors.password = 'Password is required';
  const firstError = Object.values(fieldErrors)[0];
  if (firstError) return { failure: { message: firstError, code: 'BAD_USER_INPUT', fieldErrors } };

  const account = findAccount(input.username as string);
  if (!account || account.password !== input.password) return { failure: INVALID_CREDENTIALS };
  setSignedIn(account.user);
  return { user: account.user };
}

function register(input: Record<string, unknown> | undefined): Outcome {
  const failure = takeFailure('register');
  if (failure) return { failure };
  // GraphQL sends absent optional names as null; the schema's optional fields take undefined.
  const withoutNulls = Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== null));
  const parsed = registrationSchema.safeParse(withoutNulls);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { failure: { message: parsed.error.issues[0]!.message, code: 'BAD_USER_INPUT', fieldErrors } };
  }
  if (findAccount(parsed.data.username)) return { failure: USERNAME_TAKEN };
  const user = addClientAccount(parsed.data);
  setSignedIn(user);
  return { user };
}

function restFailure(failure: MockFailure) {
  return restError(HTTP_STATUS[failure.code], failure.message, { code: failure.code, errors: failure.fieldErrors });
}

/** The spec's REST user shape. */
function restUser(user: SessionUserFragment) {
  return { username: user.username, role: user.role };
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Any origin: the app calls its own `/graphql`, wherever it is served. */
const api = graphql.link('*/graphql');

export const graphqlHandlers = [
  api.query<MeQuery>('Me', () => {
    const failure = takeFailure('me');
    if (failure) return graphqlError(failure);
    return HttpResponse.json({ data: { me: mockScenario.currentUser } });
  }),
  api.mutation<LoginMutation, LoginMutationVariables>('Login', ({ variables }) => {
    const outcome = login(variables.input);
    return 'failure' in outcome
      ? graphqlError(outcome.failure)
      : HttpResponse.json({ data: { login: outcome.user } });
  }),
  api.mutation<RegisterMutation, RegisterMutationVariables>('Register', ({ variables }) => {
    const outcome = register(variables.input);
    return 'failure' in outcome
      ? graphqlError(outcome.failure)
      : HttpResponse.json({ data: { register: outcome.user } });
  }),
  api.mutation<LogoutMutation>('Logout', () => {
    const failure = takeFailure('logout');
    if (failure) return graphqlError(failure);
    setSignedIn(null);
    return HttpResponse.json({ data: { logout: true } });
  }),
];

export const restHandlers = [
  http.get('*/api/user', () => {
    const failure = takeFailure('me');
    if (failure) return restFailure(failure);
    const user = mockScenario.currentUser;
    return user
      ? HttpResponse.json(restUser(user))
      : restFailure({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
  }),
  http.post('*/api/login', async ({ request }) => {
    const body = await jsonBody(request);
    const refused = unknownFieldError(body, ['username', 'password']);
    if (refused) return refused;
    const outcome = login(body);
    return 'failure' in outcome ? restFailure(outcome.failure) : HttpResponse.json(restUser(outcome.user));
  }),
  http.post('*/api/register', async ({ request }) => {
    const body = await jsonBody(request);
    const refused = unknownFieldError(body, ['username', 'email', 'password', 'confirmPassword', 'firstName', 'lastName']);
    if (refused) return refused;
    const outcome = register(body);
    return 'failure' in outcome
      ? restFailure(outcome.failure)
      : HttpResponse.json(restUser(outcome.user), { status: 201 });
  }),
  http.post('*/api/logout', async ({ request }) => {
    const refused = unknownFieldError(await jsonBody(request), []);
    if (refused) return refused;
    const failure = takeFailure('logout');
    if (failure) return restFailure(failure);
    setSignedIn(null);
    return new HttpResponse(null, { status: 204 });
  }),
];

// Two-factor first: its `Login` answers only for accounts with two-factor on and falls through otherwise.
const domainHandlers = [...authTwoFactorHandlers, ...graphqlHandlers, ...restHandlers, ...applicationHandlers, ...taskHandlers, ...marketingHandlers, ...netbuilderHandlers, ...dashboardHandlers, ...workspaceHandlers, ...staffApplicationHandlers, ...clientManagementHandlers, ...lendersAccessHandlers, ...matchesHandlers, ...fundingHandlers, ...lenderPortalHandlers, ...lenderInfoRequestHandlers, ...lenderDetailHandlers, ...offersHandlers, ...clientDashboardHandlers, ...net30Handlers, ...net30AdminHandlers, ...platformSettingsHandlers, ...accountHandlers, ...programsHandlers, ...lenderManagementHandlers, ...offerEntryHandlers, ...net30ApplicationHandlers, ...articleListHandlers, ...articleEditorHandlers];
const domainGraphqlHandlers = domainHandlers.filter((handler) => handler instanceof GraphQLHandler);

/**
 * Every GraphQL operation goes through the domain handlers above, and their answer is then shaped by schema.graphql
 * as the real server shapes it (./contract/schema-projection.ts): the selected fields only, `__typename` where asked,
 * scalars serialised. An answer with errors (a refusal, a validation error) is passed on as the domain gave it.
 */
const shapedGraphql = api.operation(async ({ request, query, variables, operationName }) => {
  const answer = await getResponse(domainGraphqlHandlers, request.clone());
  if (!answer) return undefined;
  if (!answer.headers.get('content-type')?.includes('json')) return answer;
  const body = (await answer.clone().json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors?.length || body.data == null) return answer;
  const shaped = shapeAnswer(query, operationName, variables, body.data);
  if (shaped.errors) console.warn(`[mocks] ${operationName}: the answer does not fit schema.graphql`, shaped.errors);
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  return HttpResponse.json(shaped as GraphQLResponseBody<GraphQLQuery>, { status: answer.status, headers });
});

/** All handlers: GraphQL (shaped by the schema) first, then the REST routes. */
export const handlers = [shapedGraphql, ...domainHandlers.filter((handler) => !(handler instanceof GraphQLHandler))];
