import { describe, expect, it } from 'vitest';
// As another project imports the kit (web/package.json "exports"; docs/mocking.md).
import { handlers, reset, scenario, serializeMocks, restoreMocks } from '@netfund/web/mocks';
import * as local from './index';

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

describe('@netfund/web/mocks', () => {
  it('is this kit: handlers, scenario and reset', () => {
    expect(handlers).toBe(local.handlers);
    expect(scenario).toBe(local.scenario);
    expect(reset).toBe(local.reset);
  });

  it('drives the handlers: sign in as a demo account, fail the next call, reset the world', async () => {
    scenario.signInAs('builder');
    expect((await graphql('query Me { me { username role } }')).data).toEqual({ me: { username: 'builder', role: 'client' } });
    const plan = await graphql('query NetbuilderSubscription { netbuilderSubscription { plan status } }');
    expect(plan.data).toEqual({ netbuilderSubscription: { plan: 'growth', status: 'active' } });

    scenario.netbuilder.failNext('subscription', 'The payment provider is unavailable');
    const failed = await graphql('query NetbuilderSubscription { netbuilderSubscription { plan } }');
    expect(failed.errors?.[0]?.message).toBe('The payment provider is unavailable');

    const saved = serializeMocks();
    reset();
    expect((await graphql('query Me { me { username } }')).data).toEqual({ me: null });
    expect(restoreMocks(saved)).toBe(true);
    expect(scenario.currentUser?.username).toBe('builder');
  });
});
