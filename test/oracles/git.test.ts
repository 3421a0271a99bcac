// git asked live: its answers must be those recorded in git.json, which the unit tests read.
import { writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { anchoredFolderRule } from '../../src/cli/ledger.ts';
import { askGit, GIT_RECORDING, type GitAnswers } from './git.ts';
import { recording } from './recorded.ts';

it('git answers as recorded in test/oracles/git.json', () => {
  const live = askGit(anchoredFolderRule);
  if (process.env.ORACLES_UPDATE === '1') {
    writeFileSync(GIT_RECORDING, `${JSON.stringify(live, null, 2)}\n`);
  }
  expect(live, 'out of date: ORACLES_UPDATE=1 npm run oracles records it again').toEqual(
    recording<GitAnswers>('git.json'),
  );
});
