import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // The action shells are glue, run only through the bundles by the end-to-end tests.
      exclude: [
        'src/actions/deploy.ts',
        'src/actions/environments.ts',
        'src/actions/preview.ts',
        'src/actions/shell.ts',
        'src/settings/metadata.ts',
      ],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 85, functions: 85, branches: 80, statements: 85 },
    },
  },
});
