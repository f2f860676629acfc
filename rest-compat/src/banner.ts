import {
  ANONYMOUS,
  createServices,
  NotFoundError,
  SANDBOX_PATH,
  type AppConfig,
  type Database,
  type GraphQLExplorerOffer,
  type Role,
} from '../../graphql-server/src/index.js';
import { DEMO_PASSWORD, DEMO_RESULT_LINKS, DEMO_SIGN_INS } from '../../seed/src/demo-data.js';

export interface DemoData {
  password: string;
  signIns: readonly { username: string; role: Role; note?: string }[];
  resultLinks: readonly { status: string; path: string }[];
}

export interface BannerFacts {
  url: string;
  production: boolean;
  /** What GET /graphql serves a browser (graphqlExplorerOffer). */
  explorer: GraphQLExplorerOffer;
  /** Where the data lives, e.g. `embedded PostgreSQL in ./.data/postgres` or `DATABASE_URL`. */
  database: string;
  /** The demo sign-ins and result links this database really has (none unless it was seeded). */
  demo: DemoData;
}

/** What `npm start` prints once it listens: where everything is, and the demo data that exists (never in production). */
export function startupBanner({ url, production, explorer, database, demo }: BannerFacts): string {
  const lines = [
    '',
    `NetFund is running at ${url}`,
    `  GraphQL: ${url}/graphql${explorerNote(url, explorer)}`,
    `  REST:    ${url}/api/user`,
    `  API docs: ${url}/api/docs (OpenAPI: ${url}/api/openapi.json)`,
    `  Health:  ${url}/healthz, ${url}/readyz`,
    `  Database: ${database}`,
  ];
  if (!production && demo.signIns.length > 0) {
    lines.push('', `Demo accounts (password "${demo.password}"):`);
    for (const { username, role, note } of demo.signIns)
      lines.push(`  ${username.padEnd(8)} ${role}${note ? ` (${note})` : ''}`);
  }
  if (!production && demo.resultLinks.length > 0) {
    lines.push('Demo result links:');
    for (const link of demo.resultLinks) lines.push(`  ${link.status.padEnd(8)} ${url}${link.path}`);
  }
  lines.push('', 'Press Ctrl-C to stop.');
  return lines.join('\n');
}

function explorerNote(url: string, explorer: GraphQLExplorerOffer): string {
  const sandbox = `Apollo Sandbox at ${url}${SANDBOX_PATH}`;
  if (explorer === 'graphiql') return ` (GraphiQL explorer; ${sandbox})`;
  if (explorer === 'graphiql-not-built') return ` (GraphiQL explorer not built: npm run build:explorer; ${sandbox})`;
  return '';
}

/**
 * The demo sign-ins and result links that this database has: the seed creates them in the embedded database
 * outside production, and `npm run seed` anywhere. Looked up rather than assumed, so the banner never
 * advertises accounts that do not exist.
 */
export async function findDemoData(db: Database, config: AppConfig): Promise<DemoData> {
  const { users, applications } = createServices(db.orm.em.fork(), config);
  const signIns = [];
  for (const signIn of DEMO_SIGN_INS) if (await users.findByUsername(signIn.username)) signIns.push(signIn);
  const resultLinks = [];
  for (const link of DEMO_RESULT_LINKS) {
    const token = new URL(link.path, 'http://localhost').searchParams.get('token');
    const readable = await applications.getReadable(link.id, token, ANONYMOUS).then(
      () => true,
      (error: unknown) => {
        if (error instanceof NotFoundError) return false;
        throw error;
      },
    );
    if (readable) resultLinks.push(link);
  }
  return { password: DEMO_PASSWORD, signIns, resultLinks };
}
