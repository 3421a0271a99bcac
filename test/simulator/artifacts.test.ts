// Workflow artifacts on the GitHub stand-in, held to what @actions/artifact sends and accepts: each
// case's requests, as test/oracles/actions-artifact.json records the library sending them (an
// upload of one raw file with a retention, downloads by id through another run's REST API or the
// results service, the refusals), are sent again to a fresh stand-in, whose answers must be the
// ones the library was given; then the case's checks run on the stand-in's state and the results
// the library made of those answers. `npm run oracles` runs the library itself, a process a call,
// and fails when the recording is out of date.
import { describe, it } from 'vitest';
import { cases, readArtifactRecording, replayCase } from '../oracles/actions-artifact.ts';
import { recorded } from '../oracles/recorded.ts';

const recording = readArtifactRecording();

describe.concurrent('@actions/artifact against the stand-in, as recorded', () => {
  it.for(cases)('$name', async (testCase, { expect }) => {
    await replayCase(testCase, recorded(recording, testCase.name, 'actions-artifact.json'), expect);
  });
});
