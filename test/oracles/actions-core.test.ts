// @actions/core played live through the runner-oracle cases: what a runner reads back must be
// what actions-core.json records, which test/actions/runner-oracle.test.ts holds ours against.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import {
  answerOf,
  cases,
  CORE_RECORDING,
  expectFreshDelimiters,
  outputsIn,
  readRecording,
  runSide,
  type Answer,
} from './actions-core.ts';

const root = mkdtempSync(join(tmpdir(), 'oracle-core-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('@actions/core answers as recorded in test/oracles/actions-core.json', async () => {
  const seen = new Set<string>();
  const live: Record<string, Answer> = {};
  for (const testCase of cases) {
    const caseFolder = mkdtempSync(join(root, 'case-'));
    writeFileSync(join(caseFolder, 'steps.json'), JSON.stringify(testCase.steps));
    const core = await runSide('core', testCase, caseFolder);
    expect(core.stderr, testCase.name).toBe('');
    expectFreshDelimiters(core, outputsIn(testCase.steps), seen);
    expect(core.code, testCase.name).toBe(testCase.failed ? 1 : 0);
    live[testCase.name] = answerOf(core);
  }
  if (process.env.ORACLES_UPDATE === '1') {
    writeFileSync(CORE_RECORDING, `${JSON.stringify(live, null, 2)}\n`);
  }
  expect(live, 'out of date: ORACLES_UPDATE=1 npm run oracles records it again').toEqual(
    readRecording(),
  );
});
