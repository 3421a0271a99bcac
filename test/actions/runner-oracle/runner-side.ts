// The side of the runner-oracle test that speaks through our own src/actions/runner.ts.
import { Runner } from '../../../src/actions/runner.ts';
import { play } from './play.ts';

const runner = new Runner({ env: process.env, stdout: process.stdout });
await play(runner);
process.exitCode = runner.exitCode;
