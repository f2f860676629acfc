import { loadConfig } from '../config/index.js';
import { openDatabase } from '../platform.js';

/**
 * `npm run db:migration:create [name]`: diffs the entities against the migrated database and writes
 * a new migration file. Add the printed class to db/migrations/index.ts.
 */
const db = await openDatabase(loadConfig());
try {
  const result = await db.orm.migrator.create(undefined, false, false, process.argv[2]);
  if (!result.fileName) console.log('No changes: the database already matches the entities.');
  else console.log(`Wrote ${result.fileName}; add it to db/migrations/index.ts.`);
} finally {
  await db.close();
}
