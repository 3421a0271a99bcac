// The engine's advice in the command line's words: the flags and variables a user sets, never a
// workflow's inputs or a repository's secrets.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { NetworkError, RedirectError } from '../../src/http/errors.ts';
import { CLI_WORDING } from '../../src/cli/settings.ts';
import { failureOf } from '../../src/pipeline/failure.ts';
import { WaitTimeoutError } from '../../src/pipeline/follow.ts';

const running = new AbortController().signal;
const refused = new ApiError({ status: 401, operation: 'GET /instances', serverMessage: 'No' });
const unreachable = new NetworkError('api.amezmo.test', 'GET', 'ECONNREFUSED', false);
const redirected = new RedirectError(
  'Amezmo API',
  'GET /instances',
  302,
  'https://elsewhere.test/',
  'other-origin',
);
const timedOut = new WaitTimeoutError(838, 60, 'running');

describe('failureOf in the command line words', () => {
  it.each<[string, unknown, RegExp, RegExp]>([
    [
      'a refused key',
      refused,
      /Check AMEZMO_API_KEY \(or the file --api-key-file names\): create a new key under Profile > API keys in the Amezmo dashboard and store it in your CI's masked variable AMEZMO_API_KEY/,
      /Check 'api-key': .* store it in the repository secret\.$/,
    ],
    [
      'an address never reached',
      unreachable,
      /Check --base-url \(or AMEZMO_BASE_URL\) and the machine's network;/,
      /Check 'base-url' and the runner's network;/,
    ],
    [
      'a redirect from the API',
      redirected,
      /a wrong --base-url \(or AMEZMO_BASE_URL\): it must be the API's own address/,
      /a wrong 'base-url': it must be the API's own address/,
    ],
    [
      'a wait that timed out',
      timedOut,
      /Raise --wait-timeout, or pass --no-wait to finish once the deployment is created\.$/,
      /Raise 'wait-timeout', or set 'wait: false' to finish once the deployment is created\.$/,
    ],
    [
      'a wait that timed out, the deployment left running',
      timedOut.leftRunning(),
      /It was left running, as --no-cancel-on-abort was given: it may still succeed or fail/,
      /It was left running, as cancel-on-abort is false: it may still succeed or fail/,
    ],
  ])(
    'words %s for the command line, and as before for the actions',
    (_case, error, cli, action) => {
      expect(failureOf(error, running, CLI_WORDING).message).toMatch(cli);
      expect(failureOf(error, running).message).toMatch(action);
      expect(failureOf(error, running, CLI_WORDING).message).not.toMatch(
        /'[a-z-]+'|workflow|runner/,
      );
    },
  );
});
