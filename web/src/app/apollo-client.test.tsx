import { gql } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { mockScenario } from '../mocks/handlers';
import { mockServer } from '../mocks/node';
import { renderApp } from '../test/render-app';
import { createApolloClient } from './apollo-client';

/** The server ended this browser's session (revoked from another device): every request now answers UNAUTHENTICATED. */
function revokeSession() {
  mockServer.use(
    graphql.link('*/graphql').operation(({ operationName }) => {
      if (operationName === 'Me') return undefined;
      return HttpResponse.json(
        { data: null, errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }] },
        { status: 401 },
      );
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

describe('a client hydrating a server-rendered page', () => {
  const subscription = {
    __typename: 'NetbuilderSubscription',
    id: '1',
    plan: 'growth',
    status: 'active',
    currentPeriodStart: '2026-12-02T00:00:00.000Z',
    currentPeriodEnd: '2027-01-02T00:00:00.000Z',
    cancelAtPeriodEnd: false,
  };
  const fields = gql`
    fragment Canceling on NetbuilderSubscription {
      cancelAtPeriodEnd
    }
  `;
  const query = gql`
    query Subscription {
      netbuilderSubscription {
        id
        plan
        status
        currentPeriodStart
        currentPeriodEnd
        cancelAtPeriodEnd
      }
    }
  `;

  it("answers a network-only query from the server's cache, then follows what later writes (a mutation's result) put there", async () => {
    const client = createApolloClient('/graphql', undefined, {
      apolloState: {
        'NetbuilderSubscription:1': subscription,
        ROOT_QUERY: { __typename: 'Query', netbuilderSubscription: { __ref: 'NetbuilderSubscription:1' } },
      },
    });
    // What useQuery does while the page hydrates.
    const observable = client.watchQuery<{ netbuilderSubscription: { cancelAtPeriodEnd: boolean } }>({
      query,
      fetchPolicy: 'network-only',
    });
    const seen: unknown[] = [];
    const watching = observable.subscribe((result) =>
      seen.push(result.data?.netbuilderSubscription?.cancelAtPeriodEnd),
    );
    await waitFor(() => expect(seen).toEqual([false]));
    // Still the component's policy for what comes next (a refetch, other variables): the network.
    expect(observable.options.fetchPolicy).toBe('network-only');

    client.cache.writeFragment({ id: 'NetbuilderSubscription:1', fragment: fields, data: { cancelAtPeriodEnd: true } });
    await waitFor(() => expect(seen).toEqual([false, true]));
    watching.unsubscribe();
  });
});
