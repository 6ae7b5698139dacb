import { defineConfig } from 'vitest/config';

// Three projects: fast pure tests, integration tests against the local PostgreSQL/Redis,
// and browser journeys driving Debian's Chromium against the real app.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contracts,projections,services,frontend}/src/**/*.unit.spec.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'int',
          include: ['{contracts,projections,services}/src/**/*.int.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          globalSetup: ['services/src/testing/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['frontend/e2e/**/*.e2e.spec.ts'],
          setupFiles: ['frontend/e2e/support/fail-on-csp-violations.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
