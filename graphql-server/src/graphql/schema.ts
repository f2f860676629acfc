import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { ApplicationResolver } from '../modules/applications/application.resolver.js';
import { UserResolver } from '../modules/users/user.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { CreditApplicationResolver } from '../modules/credit-applications/credit-applications.resolver.js';
import { ArticleResolver } from '../modules/articles/articles.resolver.js';
import { NetbuilderResolver } from '../modules/netbuilder/netbuilder.resolver.js';
import { EmailResolver } from '../modules/email/email.resolver.js';
import { AuditResolver } from '../modules/audit/audit.resolver.js';
import { authChecker } from './auth-checker.js';

/** Every resolver, listed once. */
export const resolvers = [UserResolver, ApplicationResolver, ContactResolver, CreditApplicationResolver, ArticleResolver, NetbuilderResolver, EmailResolver, AuditResolver] as const;

export function buildGraphQLSchema(emitSchemaFile?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    // Input is validated by the domain services (zod), the same rules for GraphQL and REST.
    validate: false,
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}
