import { screen, waitFor } from '@testing-library/react';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { mockScenario } from '../mocks/handlers';
import { mockServer } from '../mocks/node';
import { renderApp } from '../test/render-app';

/** The server ended this browser's session (revoked from another device): every request now answers UNAUTHENTICATED. */
function revokeSession() {
  mockServer.use(
    graphql.link('*/graphql').operation(({ operationName }) => {
      if (operationName === 'Me') return undefined;
      return HttpResponse.json({ data: null, errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }] }, { status: 401 });
    }),
  );
}

describe('a session ended on the server', { timeout: 30_000 }, () => {
  it('lands the user on /auth at their next request', async () => {
    mockScenario.signInAs('client');
    revokeSession();
    const { history } = renderApp('/client/dashboard');
    await waitFor(() => expect(history.location.pathname).toBe('/auth'), { timeout: 15_000 });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
  });
});
