import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

/** `npm run dev:mock`: start the MSW worker first, loaded lazily so it never reaches the production bundle. */
async function startApiMocks(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKS !== '1') return;
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
}

void startApiMocks().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
