/**
 * The public face of the GraphQL server package: what the REST layer, the seed and the
 * process entrypoint may use. Nothing outside this package imports its internals.
 */
export { ConfigError, loadConfig, type AppConfig, type ContactConfig } from './config/index.js';
export { openDatabase, type Database } from './platform.js';
export { EmbeddedPostgresError } from './db/embedded-postgres.js';
export { createHttpApp, JSON_BODY_LIMIT, type HttpApp } from './http/app.js';
export { requestState, type RequestState } from './http/request-state.js';
export { graphqlExplorerOffer, SANDBOX_PATH, type GraphQLExplorerOffer } from './http/graphql-explorer.js';
export { createServices, type Services, type ServicesOptions } from './services.js';
export type { PaymentEvent, PaymentEventContext, PaymentEventHandler } from './modules/payments/payment-event-handler.js';
export { JOBS, startJobQueue, type JobDefinition, type JobQueue } from './jobs/index.js';
export {
  DomainError,
  ValidationError,
  UnauthenticatedError,
  ForbiddenError,
  NotFoundError,
  ConflictError,
  RateLimitedError,
  UpstreamError,
  ServiceUnavailableError,
  PayloadTooLargeError,
  UnsupportedTypeError,
  TwoFactorRequiredError,
  ALL_ERROR_CODES,
  ERROR_CODES,
  errorCodeOf,
  type ErrorCode,
  type FieldErrors,
} from './shared/errors.js';
export { asServiceUnavailable } from './db/availability.js';
export { asDatabaseDomainError } from './db/contention.js';
export { createLogger, type Logger } from './logging/logger.js';
export { reportOutage } from './logging/report-error.js';
export { countThrottleRefusal } from './metrics/http-metrics.js';
export { parseInput, rejectUnstorableText, strictBody } from './shared/validation.js';
export { QuotaReport, type Quota } from './shared/rate-limit.js';
export { setRateLimitHeaders } from './http/rate-limit-headers.js';
export { HTTP_STATUS } from './http/error-status.js';
export { Role, type User } from './modules/users/user.entity.js';
export { ANONYMOUS, callerOf, type Caller } from './shared/caller.js';
export { addDays, monthOfDate, platformToday, previousMonth } from './shared/calendar.js';
export { loginSchema, registrationSchema } from './modules/users/user.schemas.js';
export { ApplicationStatus, type Application } from './modules/applications/application.entity.js';
export { applicationIntakeSchema, type ApplicationIntakeInput } from './modules/applications/application.schemas.js';
export { IDEMPOTENCY_MISMATCH, resultPath, type ApplicationResult, type RecordedApplication } from './modules/applications/application.service.js';
export { publicStatus } from './modules/applications/application-workflow.js';
export { DEMO_INTEGRATION_API_KEY, parseIdempotencyKey } from './modules/integrations/integration.service.js';
export { WebhookSignatureError } from './modules/payments/webhook-signature.js';
export { DEMO_CHECKOUT_PATH, DEMO_PAYMENT_PATH } from './modules/payments/demo-provider.js';
export { subscriptionView, reportView } from './modules/netbuilder/netbuilder.mappers.js';
export { documentView, type DocumentView } from './modules/documents/documents.views.js';
export { FILE_TOO_LARGE, MAX_DOCUMENT_BYTES, type UploadedFile } from './modules/documents/document-file.js';
export type { ReceivedUpload } from './modules/documents/document.service.js';
export { IMAGE_TOO_LARGE, IMAGE_WIDTHS, MAX_ARTICLE_IMAGE_BYTES, type ImageWidth } from './modules/articles/article-images.service.js';
export { publicArticle } from './modules/articles/articles.views.js';
// The REST layer's OpenAPI document states these services' own input rules and messages.
export { ARTICLE_PAGE_MESSAGES, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './modules/articles/articles.schemas.js';
export { contactMessageSchema, PHONE_PATTERN } from './modules/contact/contact.schemas.js';
export { CONTACT_RATE_LIMITED } from './modules/contact/contact.service.js';
export { netBuilderApplicationSchema } from './modules/credit-applications/credit-applications.schemas.js';
export { ALREADY_HAS_PLAN, APPLICATIONS_RATE_LIMITED } from './modules/credit-applications/credit-applications.service.js';
export { net30ApplicationSchema } from './modules/net30-applications/net30-applications.schemas.js';
export { NET30_DUPLICATE } from './modules/net30-applications/net30-applications.service.js';
export * from './catalogue/index.js';
export { WORKED_EXAMPLE_PROGRAMS, type WorkedExampleProgram } from './modules/matching/worked-example.js';
// The scale seed (seed/src/scale.ts) matches its applicant profiles with the real engine and chains its audit events.
export { evaluateProgram, parseProgramCriteria, type ApplicantFacts, type MatchProgram, type MatchResult, type ProgramCriteria } from './modules/matching/index.js';
export { matchSummaryRefreshSql } from './modules/matches/match-summary.js';
export { auditEventHash, GENESIS_HASH, type ChainedFields } from './modules/audit/audit.chain.js';
