import type { Server } from 'node:http';
import { loadConfig, openDatabase } from '../../graphql-server/src/index.js';
import { DEMO_PASSWORD, DEMO_RESULT_LINKS, DEMO_SIGN_INS, seedDemoData } from '../../seed/src/demo-data.js';
import { createNetFundApp } from './server.js';

/**
 * The process entrypoint (`npm start`). It lives in the outermost layer because it composes all
 * of them: database, GraphQL server, REST layer, demo seed and the built web app, in one process.
 */
const config = loadConfig();
const db = await openDatabase(config);
if (db.embedded && config.env !== 'production') {
  const created = await seedDemoData(db, config);
  if (created.length > 0) console.log(`Seeded demo data: ${created.join(', ')}`);
}
const http = await createNetFundApp(db, config);
const server: Server = http.app.listen(config.port, config.host, () => {
  const url = `http://localhost:${config.port}`;
  console.log(`\nNetFund is running at ${url}`);
  console.log(`  GraphQL: ${url}/graphql${config.env === 'production' ? '' : ' (Apollo Sandbox)'}`);
  console.log(`  REST:    ${url}/api/user`);
  console.log(`  API docs: ${url}/api/docs (OpenAPI: ${url}/api/openapi.json)`);
  console.log(`  Health:  ${url}/healthz, ${url}/readyz`);
  console.log(`  Database: ${db.embedded ? `embedded PostgreSQL in ${config.embeddedDataDir}` : 'DATABASE_URL'}`);
  if (db.embedded) {
    console.log(`\nDemo accounts (password "${DEMO_PASSWORD}"):`);
    for (const demo of DEMO_SIGN_INS) console.log(`  ${demo.username.padEnd(8)} ${demo.role}${demo.note ? ` (${demo.note})` : ''}`);
    console.log(`Demo result links:\n${DEMO_RESULT_LINKS.map((link) => `  ${link.status.padEnd(8)} ${url}${link.path}`).join('\n')}`);
  }
  console.log('\nPress Ctrl-C to stop.');
});
server.on('error', async (error) => {
  console.error(`Could not listen on port ${config.port}: ${error.message}`);
  await shutdown(1);
});

let stopping = false;
async function shutdown(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping NetFund…');
  // Stop accepting connections, let in-flight requests finish (at most 10 s), then stop the rest.
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  server.closeAllConnections();
  await http.stop().catch(() => {});
  await db.close().catch((error: unknown) => console.error('Error while stopping the database:', error));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
