// What the project's errors are, in one table: each error's stable code, what it means, and the
// command line's exit code it ends a run with. The failure line, the reports and the exit code
// read `errorCode` instead of asking which class an error is. A code names what the failure is,
// never how it is worded: once shipped it is never changed nor given to another failure. It is
// not `code`: `ApiError.code` is the service's own code and `NetworkError.code` the system's.

/**
 * How a failure ends a command-line run, by the names of the exit codes in `src/cli/exit.ts`
 * (which holds the numbers and their meanings): `failed` (1) unless the failure says more.
 */
export type ExitKind =
  'failed' | 'usage' | 'rolledBack' | 'unhealthyLive' | 'timedOut' | 'uncertain';

interface CodeMeaning {
  /** What happened, for whoever reads the table; the error's message says it to the user. */
  readonly means: string;
  readonly exit: ExitKind;
}

/** Every error code, by area; a new error class adds its codes here. */
export const ERROR_CODES = {
  // Settings and the command line
  'input-invalid': { means: 'a setting (input, flag or variable) cannot be used', exit: 'usage' },
  'usage-invalid': { means: 'the command line cannot be run as given', exit: 'usage' },
  'ref-invalid': { means: 'the event names a ref that is not a name git allows', exit: 'failed' },
  'ref-missing': {
    means: 'no ref is known, so whether to deploy cannot be decided',
    exit: 'failed',
  },
  'pattern-invalid': {
    means: 'a branch or tag pattern is not a valid PCRE pattern',
    exit: 'failed',
  },
  'pattern-unsupported': {
    means: 'a branch or tag pattern uses PCRE that cannot be matched as PHP does',
    exit: 'failed',
  },
  'run-cancelled': {
    means: 'the run was cancelled (a signal, a cancelled workflow)',
    exit: 'failed',
  },
  // The archive
  'archive-invalid': {
    means: 'the archive cannot be built: a file unreadable or unfit, or the archive too large',
    exit: 'failed',
  },
  // The HTTP core, for every service
  'network-unreachable': { means: 'no connection could be made to the service', exit: 'failed' },
  'network-interrupted': {
    means: 'the connection failed before a whole answer came',
    exit: 'failed',
  },
  'tls-untrusted': { means: "the server's TLS certificate is not trusted", exit: 'failed' },
  'proxy-refused': { means: 'the proxy would not open a tunnel to the service', exit: 'failed' },
  'header-invalid': {
    means: 'the key holds a character an HTTP header cannot carry',
    exit: 'failed',
  },
  'redirect-refused': {
    means: 'the service answered with a redirect that is not followed',
    exit: 'failed',
  },
  'answer-unexpected': {
    means: 'the service answered success with a body that cannot be used',
    exit: 'failed',
  },
  'answer-malformed': {
    means: 'an answer lacks a field, or holds one of the wrong kind',
    exit: 'failed',
  },
  'cancelled-after-send': {
    means: 'a request was cancelled after it was sent whole: the server may act on it',
    exit: 'failed',
  },
  'answered-before-sent': {
    means: 'the server answered an upload before it was sent whole',
    exit: 'failed',
  },
  // The Amezmo API
  'api-unauthorized': { means: 'the Amezmo API refused the key (401)', exit: 'failed' },
  'api-forbidden': { means: 'the Amezmo API key may not do this (403)', exit: 'failed' },
  'api-error-status': {
    means: 'the Amezmo API answered with another error status',
    exit: 'failed',
  },
  // One deployment
  'upload-uncertain': {
    means:
      'no answer came for the archive, or one came before it was sent whole: the deployment may exist',
    exit: 'uncertain',
  },
  'launch-timed-out': { means: 'the instance had not launched in time', exit: 'failed' },
  'status-refused': { means: "the API refused to tell a deployment's status", exit: 'failed' },
  'status-not-followed': { means: 'a deployment could not be followed to its end', exit: 'failed' },
  'status-malformed': { means: "a deployment's status answer cannot be used", exit: 'failed' },
  'status-unreadable': {
    means: "a deployment's status could not be read this time",
    exit: 'failed',
  },
  'wait-timed-out': {
    means: 'the deployment had not ended within the wait timeout',
    exit: 'timedOut',
  },
  'deployment-failed': {
    means: 'the deployment ended with a status other than success',
    exit: 'failed',
  },
  'release-unhealthy': {
    means:
      'the release was not proven healthy (unhealthy, or never live), and no rollback was asked for',
    exit: 'unhealthyLive',
  },
  'release-rolled-back': {
    means: 'the release was unhealthy and the last healthy release was deployed again',
    exit: 'rolledBack',
  },
  'rollback-failed': {
    means: 'the release was unhealthy and no rollback could be made',
    exit: 'unhealthyLive',
  },
  'promotion-refused': {
    means:
      "the source environment's live release may not be promoted: not recorded, not healthy, not soaked, or its bytes not kept",
    exit: 'failed',
  },
  'rollout-stopped': {
    means: 'a target of a rollout in waves was not proven healthy, so the rollout stopped there',
    exit: 'failed',
  },
  'release-behind-live': {
    means:
      'the commit to deploy is behind (an ancestor of) the live release, and allow-older is off',
    exit: 'failed',
  },
  'checks-not-passed': {
    means:
      "the commit's required checks failed, were still pending or missing at checks-timeout, or could not be read",
    exit: 'failed',
  },
  'checks-malformed': {
    means: "GitHub answered a commit's check runs or statuses with a body that cannot be used",
    exit: 'failed',
  },
  // The ledger and the kept bytes
  'ledger-folder-unusable': {
    means: 'the ledger folder cannot be read, made or written',
    exit: 'failed',
  },
  'artifact-unavailable': {
    means: "a release's kept bytes cannot be kept or read back",
    exit: 'failed',
  },
  'digest-mismatch': {
    means: 'the kept bytes read back are not those the ledger recorded',
    exit: 'failed',
  },
  'release-untrusted': {
    means: "a release's record or artifact is not one this repository's runs made",
    exit: 'failed',
  },
  // GitHub
  'github-rate-limited': { means: "GitHub's rate limit refused a request", exit: 'failed' },
  'github-error-status': { means: 'the GitHub API answered with an error status', exit: 'failed' },
  'compare-malformed': {
    means: "GitHub's compare API answered without a status that can be used",
    exit: 'failed',
  },
  // The environments job
  'environments-file-invalid': { means: 'the environments file has problems', exit: 'failed' },
  'environments-not-applied': {
    means: 'the settings read back after applying are not those applied',
    exit: 'failed',
  },
  // The preview job
  'preview-not-ours': { means: 'the instance is not a preview this action made', exit: 'failed' },
  'instance-limit-reached': {
    means: "the account's instance limit leaves no room",
    exit: 'failed',
  },
  'preview-command-refused': { means: 'a /preview command was refused', exit: 'failed' },
  'preview-over-budget': { means: 'the preview would go over its budget', exit: 'failed' },
  'preview-teardown-failed': {
    means: 'a preview instance could not be terminated',
    exit: 'failed',
  },
} as const satisfies Record<string, CodeMeaning>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The base of every error the project throws: a message for the user, a code for the code. */
export abstract class AmezmoDeployError extends Error {
  /** What the failure is; see `ERROR_CODES`. */
  abstract readonly errorCode: ErrorCode;

  /** How the command line ends a run that fails with this error. */
  get exit(): ExitKind {
    return ERROR_CODES[this.errorCode].exit;
  }
}

/** The code of anything thrown, or undefined when it is not one of the project's errors. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return error instanceof AmezmoDeployError ? error.errorCode : undefined;
}
