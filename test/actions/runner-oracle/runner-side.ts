// The side of the runner-oracle test that speaks through our own src/actions/runner.ts.
import * as runner from '../../../src/actions/runner.ts';
import { play } from './play.ts';

await play(runner);
