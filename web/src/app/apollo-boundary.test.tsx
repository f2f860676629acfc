import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createSession } from '../features/auth/api/session';
import { createApolloClient } from './apollo-client';
import { forgetDataOnUserChange } from './apollo-boundary';

const QUERY = gql`
  query Cached {
    netbuilderSubscription {
      plan
    }
  }
`;

function clientWithCachedData() {
  const client = createApolloClient('http://127.0.0.1:9/graphql');
  client.writeQuery({ query: QUERY, data: { netbuilderSubscription: { __typename: 'NetbuilderSubscription', plan: 'growth' } } });
  return client;
}

const user = (id: string, username: string) => ({
  id,
  username,
  role: 'client' as const,
  email: `${username}@netfund.example`,
  firstName: null,
  lastName: null,
  twoFactorSetupRequired: false,
});

describe('forgetDataOnUserChange', () => {
  it('keeps the cache when the session first answers (the data was fetched as that user)', () => {
    const session = createSession('http://127.0.0.1:9/graphql');
    const client = clientWithCachedData();
    forgetDataOnUserChange(client, session);
    session.setUser(user('1', 'client'));
    expect(client.readQuery({ query: QUERY })).not.toBeNull();
  });

  it("drops the previous user's cached data when the user signs out or another signs in", async () => {
    const session = createSession('http://127.0.0.1:9/graphql');
    session.setUser(user('1', 'client'));
    const client = clientWithCachedData();
    forgetDataOnUserChange(client, session);

    session.setUser(user('1', 'client')); // the same user again: nothing to forget
    expect(client.readQuery({ query: QUERY })).not.toBeNull();

    session.setUser(null);
    await Promise.resolve();
    expect(client.readQuery({ query: QUERY })).toBeNull();

    client.writeQuery({ query: QUERY, data: { netbuilderSubscription: { __typename: 'NetbuilderSubscription', plan: 'pro' } } });
    session.setUser(user('2', 'builder'));
    await Promise.resolve();
    expect(client.readQuery({ query: QUERY })).toBeNull();
  });
});
