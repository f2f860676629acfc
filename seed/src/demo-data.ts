import { createServices, Role, type AppConfig, type Database } from '../../graphql-server/src/index.js';
import { seedDemoArticles } from './demo-articles.js';
import { DEMO_LENDERS, seedDemoLenders } from './demo-lenders.js';
import { OTHER_DEMO_CLIENT, seedDemoApplications } from './demo-applications.js';
import { DEMO_NETBUILDER_USER, seedDemoNetbuilder } from './demo-netbuilder.js';
import { seedDemoNet30 } from './demo-net30.js';
import { ROSA, seedDemoMarketplace } from './demo-marketplace.js';
import { DEMO_STAFF, seedDemoPipeline } from './demo-pipeline.js';
export { DEMO_RESULT_LINKS } from './demo-applications.js';

/** DESIGN.md §4: demo accounts, all with this password. Demo data only, never in production. */
export const DEMO_PASSWORD = 'demo-pass';

export const DEMO_USERS = [
  { username: 'admin', email: 'admin@netfund.example', role: Role.admin, firstName: 'Avery', lastName: 'Admin' },
  { username: 'client', email: 'client@netfund.example', role: Role.client, firstName: 'Casey', lastName: 'Client' },
  { username: 'lender', email: 'lender@netfund.example', role: Role.lender, firstName: 'Logan', lastName: 'Lender' },
] as const;

/** Every demo sign-in, for the start-up banner: the three role accounts and the clients other demos need. */
export const DEMO_SIGN_INS: readonly { username: string; role: Role; note?: string }[] = [
  ...DEMO_USERS,
  { username: OTHER_DEMO_CLIENT.username, role: Role.client, note: "another client's applications" },
  { username: DEMO_NETBUILDER_USER.username, role: Role.client, note: 'NetBuilder Growth plan' },
  { username: ROSA.username, role: Role.client, note: "Rosa's Cocina: three offers to compare" },
  ...DEMO_LENDERS.filter((demo) => demo.user.username !== 'lender').map((demo) => ({ username: demo.user.username, role: Role.lender, note: demo.legalName })),
  ...DEMO_STAFF.map((member) => ({ username: member.username, role: Role.admin, note: 'back-office staff' })),
];

export interface SeedOptions {
  /**
   * The back office's demo pipeline (about 40 applications with documents and info requests). On by default; the
   * tests' servers leave it out, since each test creates the records it asserts on.
   */
  pipeline?: boolean;
}

/**
 * Creates whatever demo record is missing, so running it twice changes nothing.
 * Returns the usernames it created.
 */
export async function seedDemoData(db: Database, config: AppConfig, { pipeline = true }: SeedOptions = {}): Promise<string[]> {
  const { users } = createServices(db.orm.em.fork(), config);
  const created: string[] = [];
  for (const demo of DEMO_USERS) {
    if (await users.findByUsername(demo.username)) continue;
    await users.create({ ...demo, password: DEMO_PASSWORD });
    created.push(demo.username);
  }
  created.push(...(await seedDemoApplications(createServices(db.orm.em.fork(), config), DEMO_PASSWORD)));
  created.push(...(await seedDemoArticles(createServices(db.orm.em.fork(), config))));
  created.push(...(await seedDemoNetbuilder(createServices(db.orm.em.fork(), config), DEMO_PASSWORD)));
  // The marketplace's lenders always: tests of matching, sharing and offers need them (the pipeline is optional).
  created.push(...(await seedDemoLenders(createServices(db.orm.em.fork(), config), DEMO_PASSWORD)));
  if (pipeline) {
    created.push(...(await seedDemoPipeline(createServices(db.orm.em.fork(), config), DEMO_PASSWORD)));
    created.push(...(await seedDemoMarketplace(db, () => createServices(db.orm.em.fork(), config), DEMO_PASSWORD)));
  }
  // Net30 ages its accounts with the demo clock panel, which exists only in demo mode (never in production).
  if (config.demoMode) created.push(...(await seedDemoNet30(() => createServices(db.orm.em.fork(), config))));
  return created;
}
