import { parseArgs } from 'node:util';
import { loadConfig, openDatabase } from '../../graphql-server/src/index.js';
import { seedDemoData } from './demo-data.js';
import { seedScale } from './scale.js';

/**
 * `npm run seed`: adds the demo data to the configured database (never in production).
 * `npm run seed -- --scale N`: the demo data, then N applications and everything proportional to them (seed/src/scale.ts).
 */
const { values } = parseArgs({ options: { scale: { type: 'string' } } });
const scale = values.scale === undefined ? null : Number(values.scale.replace(/[_,]/g, ''));
if (scale !== null && (!Number.isSafeInteger(scale) || scale < 100)) {
  console.error('--scale needs a whole number of applications, at least 100 (e.g. --scale 100000).');
  process.exit(1);
}
const config = loadConfig();
if (config.env === 'production') {
  console.error('Refusing to seed demo accounts into a production database (NODE_ENV=production).');
  process.exit(1);
}
const db = await openDatabase(config);
try {
  const created = await seedDemoData(db, config);
  console.log(created.length ? `Created demo records: ${created.join(', ')}` : 'Demo data is already there.');
  if (scale !== null) {
    console.log(`Seeding ${scale.toLocaleString('en-US')} applications at scale…`);
    const summary = await seedScale(config, scale);
    console.log(`Done in ${summary.seconds.toFixed(0)} s:`, Object.entries(summary.rows).map(([table, count]) => `${table} ${count.toLocaleString('en-US')}`).join(', '));
  }
} finally {
  await db.close();
}
