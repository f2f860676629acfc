/**
 * The public face of the GraphQL server package: what the REST layer, the seed and the
 * process entrypoint may use. Nothing outside this package imports its internals.
 */
export { loadConfig, type AppConfig, type ContactConfig } from './config/index.js';
export { openDatabase, type Database } from './platform.js';
export { createHttpApp, JSON_BODY_LIMIT, type HttpApp } from './http/app.js';
export { requestState, type RequestState } from './http/request-state.js';
export { createServices, type Services } from './services.js';
export {
  DomainError,
  ValidationError,
  UnauthenticatedError,
  ForbiddenError,
  NotFoundError,
  ConflictError,
  RateLimitedError,
  type FieldErrors,
} from './shared/errors.js';
export { Role, type User } from './modules/users/user.entity.js';
