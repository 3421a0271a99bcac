import { defineConfig } from 'vitest/config';

/** Unit files that count the process's threads: no other file may share their process. */
const OWN_PROCESS = [
  'test/pipeline/refused.test.ts',
  'test/archive/deflate.test.ts',
  'test/deploy/early-walk.test.ts',
];

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    // Every core: vitest's own default leaves one free, which on a 2-core machine is one worker
    // for 123 unit files (115 s, where two took 48 s), and for the end-to-end files (133 s, where
    // two took 110 s).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'test/oracles/**', ...OWN_PROCESS],
          testTimeout: 20_000,
          // A worker keeps its modules from one file to the next: loading the engine, the
          // simulator and their libraries again for each of 123 files was half the project's
          // time. A test that changes a module's state (a spy, a stubbed variable) puts it back.
          isolate: false,
        },
      },
      {
        // Unit files that look at the whole process (the archive's threads in /proc/self/task),
        // each in a process of its own, where no other file's threads are counted.
        test: {
          name: 'unit-own-process',
          include: OWN_PROCESS,
          testTimeout: 20_000,
        },
      },
      {
        // The slow oracles (git, @actions/core, @actions/artifact, PHP) asked live, against the
        // recordings the unit tests read: `npm run oracles`, run by CI, not by `npm test`.
        test: {
          name: 'oracles',
          include: ['test/oracles/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // As in the unit project: each file loading the simulator and its helpers again in a
          // fresh worker cost some 40 of the project's 200 CPU-seconds. No end-to-end file
          // changes the process's state (its environment, its folder, a module): the bundles
          // run in processes of their own.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // The actions' shells and the command line's commands run in the unit project through
      // their main() (test/helpers/in-process.ts) and count; what is left out is generated
      // (the inputs' table) or runs only as a process (bin.ts, the bundles' own entry).
      exclude: ['src/settings/metadata.ts', 'src/cli/bin.ts'],
      reporter: ['text-summary', 'text'],
      // Statements and branches at issue 34's floor, so that they cannot fall again unnoticed.
      thresholds: { lines: 85, functions: 85, branches: 87.5, statements: 92 },
    },
  },
});
