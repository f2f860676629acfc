import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** `npm run dev:mock`: the app in a browser against the MSW handlers; web/public/mockServiceWorker.js serves it. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  // Testers can switch scenarios from the console, e.g. `mockScenario.signInAs('admin')`.
  Object.assign(window, { mockScenario: (await import('./scenario')).mockScenario });
}
