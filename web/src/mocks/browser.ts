import { setupWorker } from 'msw/browser';
import { handlers, scenario } from './index';
import { resetMocks, loadMocks, saveMocks, STORAGE_KEY } from './store';
import { mockSchema } from './contract/schema-projection';
import { mockScenario } from './scenario';

/**
 * `npm run dev:mock`: the app in a browser against the MSW handlers. The worker script is served by the dev server
 * only (msw/vite in web/vite.config.ts when VITE_API_MOCKS=1), never copied into a build.
 *
 * The mock world survives full page loads (the NetBuilder checkout's return, a refresh): it is loaded from
 * sessionStorage before the worker starts and saved after every answered request and when the page goes away.
 * From the console: `mocks.reset()` restores the demo world, `mockScenario.signInAs('builder')` switches user, and
 * `mocks.scenario` is the kit's whole driver, each domain's switches included (`mocks.scenario.articleLists…`).
 */
export async function startMockWorker(): Promise<void> {
  loadMocks(sessionStorage);
  mockSchema();
  const worker = setupWorker(...handlers);
  const save = () => saveMocks(sessionStorage);
  worker.events.on('response:mocked', save);
  window.addEventListener('pagehide', save);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  Object.assign(window, {
    mockScenario,
    mocks: {
      /** The demo world again (nobody signed in); reload the page to see it. */
      reset(): void {
        resetMocks();
        sessionStorage.removeItem(STORAGE_KEY);
      },
      scenario,
    },
  });
}
