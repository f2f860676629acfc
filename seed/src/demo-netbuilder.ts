import { Role, type Services } from '../../graphql-server/src/index.js';

/** A demo client with an active Growth subscription and three paid months (the demo `client` has none). */
export const DEMO_NETBUILDER_USER = {
  username: 'builder',
  email: 'builder@netfund.example',
  role: Role.client,
  firstName: 'Blake',
  lastName: 'Builder',
} as const;

const MONTHS_PAID = 3;

/** Idempotent: creates the user and the subscription only when missing. Returns what it created. */
export async function seedDemoNetbuilder(services: Services, password: string): Promise<string[]> {
  const created: string[] = [];
  let user = await services.users.findByUsername(DEMO_NETBUILDER_USER.username);
  if (!user) {
    user = await services.users.create({ ...DEMO_NETBUILDER_USER, password });
    created.push(DEMO_NETBUILDER_USER.username);
  }
  // Through the same signed-event path as a real purchase: Growth, started two months ago, every month paid.
  if (await services.netbuilder.createDemoSubscription(user, 'growth', MONTHS_PAID)) {
    created.push(`${DEMO_NETBUILDER_USER.username}'s NetBuilder Growth subscription`);
  }
  return created;
}
