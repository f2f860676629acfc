import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../app/app';

/** Mounts the whole app (router, Apollo, Chakra, toaster) at `path`, talking to the MSW handlers. */
export function renderApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const view = render(<App history={history} graphqlUri={`${window.location.origin}/graphql`} />);
  return { ...view, history };
}
