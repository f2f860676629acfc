import { loadConfig, openDatabase } from '../../graphql-server/src/index.js';
import { seedDemoData } from './demo-data.js';

/** `npm run seed`: adds the demo data to the configured database (never in production). */
const config = loadConfig();
if (config.env === 'production') {
  console.error('Refusing to seed demo accounts into a production database (NODE_ENV=production).');
  process.exit(1);
}
const db = await openDatabase(config);
try {
  const created = await seedDemoData(db, config);
  console.log(created.length ? `Created demo records: ${created.join(', ')}` : 'Demo data is already there.');
} finally {
  await db.close();
}
