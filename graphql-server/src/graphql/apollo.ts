import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault, ApolloServerPluginLandingPageProductionDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import { DEFAULT_PAGE_SIZE } from '../modules/articles/articles.schemas.js';
import { AUDIT_PAGE_DEFAULT } from '../modules/audit/audit.schemas.js';
import { Role } from '../modules/users/user.entity.js';
import { setRateLimitHeaders } from '../http/rate-limit-headers.js';
import type { GraphQLContext } from './context.js';
import type { AppMetrics } from '../metrics/metrics.js';
import { formatGraphQLError, graphqlErrorReporting } from './errors.js';
import { graphqlMetrics } from './metrics-plugin.js';
import { unstorableTextGuard } from './nul-guard.js';
import { queryCostLimit, type QueryCostOptions } from './query-cost.js';

/** Lexical tokens a document may have; more is refused while parsing (400, GRAPHQL_PARSE_FAILED). */
const MAX_TOKENS = 1000;

/**
 * The cost limit (see query-cost.ts). The web app's largest document costs 381 (the plan catalogue); a page of 24
 * articles with their bodies about 500, so at most one such page per request.
 */
const QUERY_COST: QueryCostOptions = {
  maxCost: 1000,
  defaultListSize: 10,
  defaultPageSizes: { 'Query.articles': DEFAULT_PAGE_SIZE, 'Query.auditEvents': AUDIT_PAGE_DEFAULT },
  // Markdown of up to 100,000 characters: as much to send as many short fields.
  fieldCosts: { 'Article.body': 20 },
};
/**
 * Staff read the back office's lists, up to 100 rows of a few dozen fields (about 3,000): a higher limit for signed-in
 * admins only, still far below what a hostile query could ask for.
 */
const STAFF_MAX_COST = 10_000;
const maxCostFor = (context: GraphQLContext) => (context.caller.role === Role.admin ? STAFF_MAX_COST : QUERY_COST.maxCost);

/**
 * The limits an operation counted in (sign-in, registration, the public forms) as the same RateLimit fields REST
 * answers with, success and refusal alike: the services record them in the request's QuotaReport.
 */
function rateLimitFields(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          setRateLimitHeaders(response.http.headers, contextValue.client.quotas);
        },
      };
    },
  };
}

/**
 * Apollo Server with the request limits of DESIGN.md §5: depth, aliases, directives (graphql-armor), tokens
 * (graphql-js), cost counting list sizes (query-cost.ts), no NUL or unpaired surrogate in strings; CSRF prevention,
 * no batching, no stack traces; introspection and Apollo Sandbox only outside production (at /graphql?sandbox: GET
 * /graphql in a browser is our own GraphQL explorer, http/graphql-explorer.ts). Every limit answers HTTP 400 with the
 * GraphQL errors.
 */
export function createApolloServer(schema: GraphQLSchema, production: boolean, metrics?: AppMetrics): ApolloServer<GraphQLContext> {
  const armor = new ApolloArmor({
    maxDepth: { n: 8 },
    maxAliases: { n: 15 },
    // Armor's cost counts only literal `first`/`last`: ours (queryCostLimit) counts every list's size.
    costLimit: { enabled: false },
    // graphql-armor's token plugin parses again in a hook Apollo does not guard, so its errors (and any syntax
    // error) became 500s: graphql-js's own token limit in Apollo's parse (parseOptions below) answers 400 instead.
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  return new ApolloServer<GraphQLContext>({
    schema,
    ...armor,
    plugins: [
      // graphql-armor is built against Apollo's CommonJS typings; the plugins are the same objects.
      ...(armor.plugins as unknown as ApolloServerPlugin<GraphQLContext>[]),
      unstorableTextGuard<GraphQLContext>(),
      queryCostLimit<GraphQLContext>(QUERY_COST, maxCostFor),
      graphqlErrorReporting(),
      rateLimitFields(),
      ...(metrics ? [graphqlMetrics<GraphQLContext>(metrics)] : []),
      // Every answer is about the signed-in caller, never shared-cacheable: skip the per-field cache hints.
      ApolloServerPluginCacheControlDisabled(),
      // Sandbox sends the session cookie, like our explorer: the signed-in user's role applies.
      production ? ApolloServerPluginLandingPageProductionDefault({ footer: false }) : ApolloServerPluginLandingPageLocalDefault({ footer: false, includeCookies: true }),
    ],
    validationRules: armor.validationRules,
    parseOptions: { maxLexicalTokens: MAX_TOKENS },
    csrfPrevention: true,
    // The process entrypoint owns shutdown (HTTP server, then Apollo, then the database).
    stopOnTerminationSignals: false,
    introspection: !production,
    formatError: formatGraphQLError,
  });
}
