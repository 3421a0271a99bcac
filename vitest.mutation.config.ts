import { defineConfig } from 'vitest/config';

// The tests that hold src/deploy/decide.ts, src/patterns/patterns.ts and src/archive/select.ts, for `npm run mutation`:
// Stryker changes one thing in one of them at a time and reruns the tests that cover it.
export default defineConfig({
  test: {
    include: [
      'test/deploy/decide.test.ts',
      'test/patterns/patterns.test.ts',
      'test/deploy/flow.test.ts',
      'test/archive/select.test.ts',
      'test/archive/archive.test.ts',
      'test/pipeline/archive.test.ts',
    ],
    // A run of every test under Stryker's two workers, on a loaded two-core machine, once took
    // longer than 20 s for one archive test, and the mutation run did not start.
    testTimeout: 120_000,
  },
});
