import { describe, expect, it } from 'vitest';
import { scenario, reset, handlers } from './index';
import { DEMO_ACCOUNTS } from './scenario';
import { loadMocks, saveMocks, sliceNames, STORAGE_KEY } from './store';
import { netbuilderMocks } from './netbuilder';
import { mockServer } from './node';
import { gql, memoryStorage } from './test-support';

const ME = 'query Me { me { id username role } }';
const SUBSCRIPTION = 'query NetbuilderSubscription { netbuilderSubscription { id plan status cancelAtPeriodEnd } }';

describe('the mock store', () => {
  it('registers every domain that keeps state', () => {
    expect(sliceNames().sort()).toEqual(
      [
        'account', 'applicationTasks', 'applicationWorkspace', 'applications', 'articleLists', 'clientDashboard', 'clientManagement',
        'dashboard', 'funding', 'lenderInfoRequests', 'lenderManagement', 'lenderPortal', 'lendersAccess', 'marketing', 'matches', 'net30',
        'net30Admin', 'net30Applications', 'netbuilder', 'offerEntry', 'offers', 'platformSettings', 'programs', 'scenario', 'staffApplication', 'twoFactor',
      ].sort(),
    );
    expect(handlers.length).toBeGreaterThan(10);
  });

  it('offers every demo account of the README, with password demo-pass', async () => {
    expect(DEMO_ACCOUNTS.map(([username]) => username)).toEqual(
      expect.arrayContaining(['admin', 'client', 'lender', 'client2', 'builder', 'rosa', 'taylor', 'jordan', 'summit', 'harbor', 'lonestar', 'pinnacle']),
    );
    for (const [username, role] of DEMO_ACCOUNTS) {
      const result = await gql('mutation Login($input: LoginInput!) { login(input: $input) { username role } }', { input: { username, password: 'demo-pass' } });
      expect(result.data?.login, username).toMatchObject({ username, role });
    }
  });

  it('keeps a signed-in user and a checkout across a reload (state saved, modules re-created from storage)', async () => {
    const storage = memoryStorage();
    await gql('mutation Login($input: LoginInput!) { login(input: $input) { id } }', { input: { username: 'client', password: 'demo-pass' } });
    const checkout = await gql('mutation Checkout($plan: String!) { checkout(plan: $plan) { sessionId url } }', { plan: 'growth' });
    expect(checkout.errors).toBeUndefined();
    saveMocks(storage);
    expect(storage.data.has(STORAGE_KEY)).toBe(true);

    // The reload: a fresh page starts from the demo world, then loads what the last page saved.
    reset();
    expect(scenario.currentUser).toBeNull();
    expect(netbuilderMocks.planOf('client')).toBeNull();
    expect(loadMocks(storage)).toBe(true);

    expect((await gql(ME)).data?.me).toMatchObject({ username: 'client' });
    const after = await gql(SUBSCRIPTION);
    expect(after.data?.netbuilderSubscription).toMatchObject({ plan: 'growth', status: 'active', cancelAtPeriodEnd: false });
    // Dates come back as dates: cancel and resume still compare the period's end.
    await gql('mutation CancelNetbuilderSubscription { cancelNetbuilderSubscription { id } }');
    const resumed = await gql('mutation ResumeNetbuilderSubscription { resumeNetbuilderSubscription { cancelAtPeriodEnd } }');
    expect(resumed.data?.resumeNetbuilderSubscription).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('reset() clears every domain: nobody signed in, no subscription, the default accounts only', async () => {
    await gql('mutation Register($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { username: 'newbie', email: 'newbie@example.com', password: 'long-enough-pass-1', confirmPassword: 'long-enough-pass-1' },
    });
    netbuilderMocks.subscribe('client', 'starter');
    scenario.signInAs('client');
    reset();
    expect(scenario.currentUser).toBeNull();
    expect(netbuilderMocks.planOf('client')).toBeNull();
    const login = await gql('mutation Login($input: LoginInput!) { login(input: $input) { id } }', { input: { username: 'newbie', password: 'long-enough-pass-1' } });
    expect(login.errors?.[0]?.message).toBe('Invalid username or password');
  });

  it('ignores a saved world it cannot read (another version, broken JSON) and keeps the defaults', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEY, '{"version":0,"state":{"scenario":{"accounts":[],"signedIn":"x","pendingFailures":{}}}}');
    expect(loadMocks(storage)).toBe(false);
    storage.setItem(STORAGE_KEY, '{not json');
    expect(loadMocks(storage)).toBe(false);
    scenario.signInAs('admin');
    expect(scenario.currentUser?.username).toBe('admin');
  });
});

// The component setup (src/test/setup.ts) starts mockServer; this file relies on it like every component test.
void mockServer;
