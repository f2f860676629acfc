import { defineConfig } from 'vitest/config';

/**
 * Four projects, all run by `npm test`:
 * - unit: pure server-side logic, no I/O;
 * - integration: the real HTTP server on a real PostgreSQL (one server per run, one database per file);
 * - component: React components in jsdom against MSW;
 * - e2e: Chromium against the production build served by the real server.
 */
const serverProject = {
  // type-graphql and MikroORM read decorator metadata; keep one copy of graphql (DESIGN.md §3).
  resolve: { alias: { graphql: 'graphql/index.js' } },
};

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        ...serverProject,
        test: { name: 'unit', environment: 'node', include: ['graphql-server/src/**/*.test.ts', 'rest-compat/src/**/*.test.ts', 'shared/**/*.test.ts'] },
      },
      {
        ...serverProject,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './web/vitest.config.ts',
      {
        ...serverProject,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
