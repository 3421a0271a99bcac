// src/actions/runner.ts speaks the runner's protocol in place of @actions/core. Here ours plays
// the calls of test/oracles/actions-core.ts in a child process, and what a runner reads back must
// be the bytes @actions/core wrote for the same calls, as recorded in
// test/oracles/actions-core.json (`npm run oracles` plays them through @actions/core live):
// standard output, the GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, the exit code. The one
// difference allowed is the random delimiter of each output, which must be fresh.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  cases,
  expectFreshDelimiters,
  outputsIn,
  readRecording,
  runSide,
} from '../oracles/actions-core.ts';
import { recorded } from '../oracles/recorded.ts';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'runner-oracle-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('src/actions/runner.ts beside @actions/core, as recorded', () => {
  const recording = readRecording();
  const seen = new Set<string>();

  it.each(cases)('$name', async (testCase) => {
    const caseFolder = mkdtempSync(join(root, 'case-'));
    writeFileSync(join(caseFolder, 'steps.json'), JSON.stringify(testCase.steps));
    const ours = await runSide('ours', testCase, caseFolder);

    expect(ours.stderr).toBe('');
    expectFreshDelimiters(ours, outputsIn(testCase.steps), seen);
    expect(answerOf(ours)).toEqual(recorded(recording, testCase.name, 'actions-core.json'));
    expect(ours.code).toBe(testCase.failed ? 1 : 0);
  });
});
