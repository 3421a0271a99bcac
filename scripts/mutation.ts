// npm run mutation: Stryker on each module held to a floor, one run a module, with the tests that
// hold that module, each run failing under the module's own floor (`thresholds.break`). One run
// of all three would break on their joint score, where one module's gain hides another's fall.
// The rest of the settings (test runner, coverage analysis, reporters) are stryker.config.json's.
//
//   npm run mutation                              every module
//   npm run mutation -- src/archive/select.ts     one (or more), by its path
//   npm run mutation -- --concurrency 1           fewer test runners, on a shared machine
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { Stryker } from '@stryker-mutator/core';

interface Module {
  /** The file Stryker changes. */
  readonly mutate: string;
  /** The test files that hold it: a mutant none of them notices survives. */
  readonly tests: readonly string[];
  /** The lowest score accepted, in percent (issue 34's floors, and what was reached since). */
  readonly floor: number;
}

const MODULES: readonly Module[] = [
  { mutate: 'src/archive/select.ts', tests: ['test/archive/select.test.ts'], floor: 92.7 },
  {
    mutate: 'src/deploy/decide.ts',
    tests: ['test/deploy/decide.test.ts', 'test/deploy/flow.test.ts'],
    floor: 97.6,
  },
  { mutate: 'src/patterns/patterns.ts', tests: ['test/patterns/patterns.test.ts'], floor: 70.9 },
];

const CONFIG = 'stryker.config.json';

/** Killed and timed out over all mutants that ran or had no test, as Stryker scores them. */
function scoreOf(statuses: readonly string[]): number {
  const detected = statuses.filter((s) => s === 'Killed' || s === 'Timeout').length;
  const undetected = statuses.filter((s) => s === 'Survived' || s === 'NoCoverage').length;
  return detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { concurrency: { type: 'string' } },
});
const unknown = positionals.filter((path) => !MODULES.some((module) => module.mutate === path));
if (unknown.length > 0) {
  console.error(
    `No mutation floor for ${unknown.join(', ')}: name one of ${MODULES.map((m) => m.mutate).join(', ')}, or add it to scripts/mutation.ts.`,
  );
  process.exit(2);
}
const config = JSON.parse(readFileSync(CONFIG, 'utf8')) as { thresholds: object };
const chosen = MODULES.filter(
  (module) => positionals.length === 0 || positionals.includes(module.mutate),
);

const scores: string[] = [];
let failed = false;
for (const module of chosen) {
  // Read by vitest.mutation.config.ts in Stryker's test runners, which inherit the variables.
  process.env.MUTATION_TESTS = module.tests.join(',');
  const results = await new Stryker({
    configFile: CONFIG,
    mutate: [module.mutate],
    thresholds: { ...config.thresholds, break: module.floor },
    htmlReporter: { fileName: `.stryker-tmp/${basename(module.mutate, '.ts')}.html` },
    jsonReporter: { fileName: `.stryker-tmp/${basename(module.mutate, '.ts')}.json` },
    ...(values.concurrency !== undefined ? { concurrency: Number(values.concurrency) } : {}),
  }).runMutationTest();
  const score = scoreOf(results.map((result) => result.status));
  // Stryker sets the exit code itself under the floor; the summary says which module it was.
  const below = score < module.floor;
  failed ||= below;
  scores.push(
    `${module.mutate}: ${score.toFixed(2)}% (floor ${module.floor}%)${below ? ': below its floor' : ''}`,
  );
}
console.log(['Mutation scores:', ...scores].join('\n  '));
if (failed) process.exitCode = 1;
