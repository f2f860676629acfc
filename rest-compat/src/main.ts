import { createServer, type Server } from 'node:http';
import {
  asServiceUnavailable,
  ConfigError,
  createLogger,
  EmbeddedPostgresError,
  graphqlExplorerOffer,
  loadConfig,
  openDatabase,
  type AppConfig,
  type Database,
  type HttpApp,
  type Logger,
} from '../../graphql-server/src/index.js';
import { seedDemoData } from '../../seed/src/demo-data.js';
import { findDemoData, startupBanner } from './banner.js';
import { createNetFundApp } from './server.js';

/**
 * The process entrypoint (`npm start`). It lives in the outermost layer because it composes all
 * of them: database, GraphQL server, REST layer, demo seed and the built web app, in one process.
 * A start that cannot succeed (bad setting, busy port, unreachable database) ends with one line and exit code 1.
 */
const config = configOrExit();
const logger = createLogger(config);
// Production has the demo checkout only because DEMO_MODE=true asked for it (loadConfig): say once what that means.
if (config.env === 'production' && config.payments.mode === 'demo') {
  logger.warn(
    'DEMO_MODE=true in production: payments use the demo checkout, which activates NetBuilder plans and marks Net30 invoices paid without any payment; set STRIPE_SECRET_KEY for real payments',
  );
}
const db = await openDatabase(config, (line) => logger.info(line)).catch((error: unknown) => exitOnStartFailure(error));
if (db.embedded && config.env !== 'production') {
  const created = await seedDemoData(db, config);
  if (created.length > 0) logger.info(`Seeded demo data: ${created.join(', ')}`);
}
const http = await createNetFundApp(db, config, logger);
const server = createServer(http.app);
await listen(server, config).catch(async (error: unknown) => {
  await http.stop().catch(() => {});
  await db.close().catch(() => {});
  exitOnStartFailure(error);
});
console.log(
  startupBanner({
    url: `http://localhost:${config.port}`,
    production: config.env === 'production',
    explorer: graphqlExplorerOffer(config.env === 'production', config.webDistDir),
    database: db.embedded ? `embedded PostgreSQL in ${config.embeddedDataDir}` : 'DATABASE_URL',
    demo: config.env === 'production' ? { password: '', signIns: [], resultLinks: [] } : await findDemoData(db, config),
  }),
);
process.on('SIGINT', () => void shutdown(server, http, db, logger));
process.on('SIGTERM', () => void shutdown(server, http, db, logger));

function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`Invalid configuration: ${problem}`);
    process.exit(1);
  }
}

/** Resolves once the server listens; rejects with the listen error (Express 5's `app.listen` would call back either way). */
function listen(server: Server, { port, host }: AppConfig): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Ends a start that cannot succeed with one line saying why; the unforeseen also get their stack in the log. */
function exitOnStartFailure(error: unknown): never {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const unavailable = asServiceUnavailable(error);
  if (code === 'EADDRINUSE')
    console.error(
      `Port ${config.port} is already in use on ${config.host}: stop what is using it, or set PORT to another port.`,
    );
  else if (code === 'EACCES')
    console.error(`Port ${config.port} needs more privileges on ${config.host}: set PORT to a port above 1023.`);
  else if (code === 'EADDRNOTAVAIL')
    console.error(
      `HOST ${config.host} is not an address of this machine: set HOST to one of its addresses (0.0.0.0 means all).`,
    );
  else if (unavailable)
    console.error(
      `The database is not reachable (${unavailable.reason}): check DATABASE_URL, and that PostgreSQL runs and accepts connections.`,
    );
  else if (error instanceof EmbeddedPostgresError) console.error(error.message);
  else
    logger.fatal({ err: error }, `NetFund could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let stopping = false;
async function shutdown(server: Server, http: HttpApp, db: Database, log: Logger): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info('Stopping NetFund…');
  // Stop accepting connections, let in-flight requests finish (at most 10 s), then stop the rest.
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  server.closeAllConnections();
  await http.stop().catch(() => {});
  await db.close().catch((error: unknown) => log.error({ err: error }, 'Error while stopping the database'));
  process.exit(0);
}
