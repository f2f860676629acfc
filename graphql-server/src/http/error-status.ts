import type { DomainError } from '../shared/errors.js';

/**
 * The HTTP status of each kind of domain error: the one table both HTTP edges answer with, the REST layer
 * (rest-compat/src/errors.ts) and the pages' own form posts (page-forms/).
 */
export const HTTP_STATUS: Record<DomainError['kind'], number> = {
  validation: 400,
  unauthenticated: 401,
  two_factor_required: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  upstream: 502,
  unavailable: 503,
  too_large: 413,
  unsupported_type: 415,
};
