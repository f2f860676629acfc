import { beforeEach, describe, expect, it } from 'vitest';
import { reset, scenario } from './index';

/**
 * The kit's REST routes refuse a body field the operation does not take, as the server does (docs/integrating.md:
 * request bodies are strict): 400 `Unknown field: …`, and nothing done.
 */

const post = (path: string, body: unknown) =>
  fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const unknownField = (field: string) => ({
  message: `Unknown field: ${field}`,
  code: 'BAD_USER_INPUT',
  errors: { _: `Unknown field: ${field}` },
});

beforeEach(() => reset());

describe('strict REST bodies in the mock kit', () => {
  it.each([
    ['/api/login', { username: 'client', password: 'demo-pass', rememberMe: true }, 'rememberMe'],
    [
      '/api/register',
      {
        username: 'strict-mock',
        email: 'strict@example.com',
        password: 'secret-1',
        confirmPassword: 'secret-1',
        role: 'admin',
      },
      'role',
    ],
  ])('%s', async (path, body, field) => {
    const answer = await post(path, body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual(unknownField(field));
    // Not signed in by it.
    expect((await fetch('http://localhost/api/user')).status).toBe(401);
  });

  it.each(['/api/logout', '/api/netbuilder/cancel-subscription', '/api/netbuilder/resume-subscription'])(
    '%s takes no fields',
    async (path) => {
      scenario.signInAs('client');
      const answer = await post(path, { force: true });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual(unknownField('force'));
      expect((await fetch('http://localhost/api/user')).status).toBe(200);
    },
  );

  it('/api/netbuilder/create-subscription takes the plan only', async () => {
    scenario.signInAs('client');
    const answer = await post('/api/netbuilder/create-subscription', { plan: 'starter', priceCents: 0 });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual(unknownField('priceCents'));
    expect((await post('/api/netbuilder/create-subscription', { plan: 'starter' })).status).toBe(200);
  });
});
