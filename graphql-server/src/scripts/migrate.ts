import { loadConfig } from '../config/index.js';
import { openDatabase } from '../platform.js';

/** `npm run db:migrate`: applies pending migrations (openDatabase does it) and exits. */
const db = await openDatabase(loadConfig());
console.log('Database is up to date.');
await db.close();
