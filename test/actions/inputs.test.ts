// Inputs set under a name the runner never gives them: found, and named with the input meant.
import { describe, expect, it } from 'vitest';
import { misspeltInputs } from '../../src/actions/inputs.ts';

const names = ['api-key', 'base-url', 'dry-run', 'instance'];

describe('misspeltInputs', () => {
  it.each([
    [{ INPUT_BASE_URL: 'x' }, [{ variable: 'INPUT_BASE_URL', input: 'base-url' }]],
    [{ input_api_key: 'x' }, [{ variable: 'input_api_key', input: 'api-key' }]],
    // Read as they are: nothing to say.
    [{ 'INPUT_BASE-URL': 'x', INPUT_INSTANCE: '1' }, []],
    // No input is meant: not ours to judge.
    [{ INPUT_SOMETHING_ELSE: 'x', GITHUB_BASE_URL: 'x' }, []],
    // A name no shell could export is passed over, whatever it holds.
    [{ 'INPUT_BASE_URL\n::error::x': 'x' }, []],
  ])('%j: %j', (env, found) => {
    expect(misspeltInputs(env, names)).toEqual(found);
  });
});
