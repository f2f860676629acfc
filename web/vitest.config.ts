import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { browserAliases } from './vite.config';

/** Component tests: React in jsdom, the network answered by the MSW handlers (web/src/mocks). */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: browserAliases },
  test: {
    name: 'component',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'explorer/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // `npm test` runs these beside the integration and browser tests on two cores: a journey through several screens
    // can take longer than vitest's 5 s there without anything being wrong (the queries' own waits still bound each step).
    testTimeout: 20_000,
  },
});
