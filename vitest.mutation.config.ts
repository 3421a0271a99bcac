import { defineConfig } from 'vitest/config';

// The tests that hold src/deploy/decide.ts, src/patterns/patterns.ts and src/archive/select.ts, for
// `npm run mutation`: Stryker changes one thing in one of them at a time and reruns the tests that
// cover it. scripts/mutation.ts runs one module at a time and names its tests in MUTATION_TESTS
// (Stryker's own `testFiles` would do it, but in 10.1.1 it leaves every static mutant inactive,
// so that a change to a constant never fails a test).
const ALL = [
  'test/deploy/decide.test.ts',
  'test/patterns/patterns.test.ts',
  'test/deploy/flow.test.ts',
  'test/archive/select.test.ts',
  'test/archive/archive.test.ts',
  'test/pipeline/archive.test.ts',
];

export default defineConfig({
  test: {
    include: process.env.MUTATION_TESTS?.split(',') ?? ALL,
    // A run of every test under Stryker's two workers, on a loaded two-core machine, once took
    // longer than 20 s for one archive test, and the mutation run did not start.
    testTimeout: 120_000,
  },
});
