// The GraphQL explorer page (GET /graphql outside production): GraphiQL, with Monaco's workers from this build.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { operationNameFor } from './operation-name';

type Fetcher = GraphiQLProps['fetcher'];

/**
 * Every request goes to this server's /graphql as the page's own origin, with the session cookie: the signed-in
 * user's role applies. `content-type: application/json` passes Apollo's CSRF prevention.
 */
const fetcher: Fetcher = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...options?.headers, accept: 'application/graphql-response+json, application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ ...params, operationName: operationNameFor(params.query, params.operationName) }),
  });
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { errors: [{ message: `HTTP ${response.status}: ${text.slice(0, 500)}` }] };
  }
};

const DEFAULT_QUERY = `# NetFund GraphQL explorer: served by this server, works offline.
#
# Requests go to /graphql with this browser's session cookie: sign in to the
# app (/auth) in another tab to query as that user. Ctrl+Enter runs the query,
# the book icon on the left opens the schema's documentation.

query Me {
  __typename
  me {
    username
    role
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} isHeadersEditorEnabled={false}>
      <GraphiQL.Logo>
        <span className="netfund-explorer-title">NetFund GraphQL</span>{' '}
        <a className="netfund-explorer-sandbox" href="/graphql?sandbox" title="Apollo Sandbox loads from Apollo's servers: it needs internet">
          Open in Apollo Sandbox
        </a>
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
