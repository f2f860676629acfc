import type { RequestState } from '../http/request-state.js';

/** The GraphQL context is the request's state: services, the caller and the session cookie. */
export type GraphQLContext = RequestState;
