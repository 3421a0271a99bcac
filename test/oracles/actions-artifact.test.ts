// @actions/artifact itself, a process a call, against the GitHub stand-in: what it sends and what
// it makes of the answers must be what actions-artifact.json records, which
// test/simulator/artifacts.test.ts replays against the stand-in. The cases run one at a time:
// "refuses ... at once" times its calls, which seven processes sharing two cores would slow.
import { writeFileSync } from 'node:fs';
import { afterAll, describe, it } from 'vitest';
import {
  ARTIFACT_RECORDING,
  askLibrary,
  cases,
  readArtifactRecording,
  type ArtifactRecording,
} from './actions-artifact.ts';

const recording = readArtifactRecording();
const live: ArtifactRecording = {};

afterAll(() => {
  // A case that failed has no recording to write: the one there is kept whole.
  if (process.env.ORACLES_UPDATE !== '1' || cases.some(({ name }) => !live[name])) return;
  // In the cases' own order, whichever finished first.
  const ordered = Object.fromEntries(cases.map(({ name }) => [name, live[name]]));
  writeFileSync(ARTIFACT_RECORDING, `${JSON.stringify(ordered, null, 2)}\n`);
});

describe('@actions/artifact sends and answers as recorded in actions-artifact.json', () => {
  it.for(cases)('$name', async (testCase, { expect }) => {
    live[testCase.name] = await askLibrary(testCase, expect);
    expect(
      live[testCase.name],
      'out of date: ORACLES_UPDATE=1 npm run oracles records it again',
    ).toEqual(recording[testCase.name]);
  });
});
