import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { toaster } from '../components/ui/toaster';
import { mockScenario } from '../mocks/handlers';
import { mockServer } from '../mocks/node';

// jsdom lacks what Chakra/zag and the router touch.
window.scrollTo = () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// findBy… and waitFor give up after 1 s by default. `npm test` runs these tests beside the integration and browser
// tests on two cores, where a page's first queries alone have taken longer (netbuilder-page failed that way, a
// different test each busy run): 5 s, well inside the 20 s a test may take.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  // The toaster is a module-level store: clear it so one test's toasts do not queue ahead of the next one's.
  toaster.remove();
  mockServer.resetHandlers();
  mockScenario.reset();
});
afterAll(() => mockServer.close());
