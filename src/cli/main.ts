// The command line, `amezmo-deploy <command>`: the same engine as the actions, for GitLab CI,
// Bitbucket Pipelines, CircleCI and laptops. commander parses the flags and writes the help;
// each command reads its settings through the shared readers, runs the same job as its action,
// and tells the run on the terminal (src/cli/terminal.ts). `main` runs it over the I/O it is
// given; bin.ts, bundled by `npm run bundle` into dist/cli/index.js (the package's `bin`), gives
// it the process's.
import type { Writable } from 'node:stream';
import { Command, CommanderError, Option } from 'commander';
import type { Clock } from '../clock.js';
import { ACTIONS } from '../settings/index.js';
import { VERSION } from '../version.js';
import type { EnvironmentsStep } from './environments.js';
import { figuresHelp } from '../figures/index.js';
import {
  DEPLOY_FLAGS,
  ENVIRONMENTS_APPLY_FLAGS,
  ENVIRONMENTS_PLAN_FLAGS,
  HISTORY_FLAGS,
  LIST_FLAGS,
  PREVIEW_CLEAN_FLAGS,
  PREVIEW_DOWN_FLAGS,
  PREVIEW_UP_FLAGS,
  PROMOTE_FLAGS,
  ROLLBACK_FLAGS,
  STATS_FLAGS,
  STATUS_FLAGS,
} from './flags.js';
import type { Invocation } from './invocation.js';
import type { ListName } from './lists.js';
import type { PreviewStep } from './preview.js';
import { API_KEY_FLAG_REFUSED, VARIABLES, type FlagSpec } from './settings.js';
import { EXIT, exitCodesHelp } from './exit.js';
import { runCommand, UsageError } from './shell.js';
import { Terminal } from './terminal.js';

type CommandRun = (
  invocation: Invocation,
  terminal: Terminal,
  signal: AbortSignal,
) => Promise<unknown>;

/**
 * What the command line is run with: its variables, where it writes, its folders, its clock, and
 * where Ctrl-C and SIGTERM are heard. The bundle's are the process's (bin.ts); a test gives its
 * own, so that a whole command runs in the test's process on a fake clock.
 */
export interface CliIO {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: Writable;
  readonly stderr: Writable & { isTTY?: boolean };
  readonly clock: Clock;
  /** The working folder. */
  readonly cwd: string;
  /** Where the archive and any file read back are made. */
  readonly tempDir: string;
  /** Emits SIGINT and SIGTERM; none is never cancelled. */
  readonly signals?: Pick<NodeJS.EventEmitter, 'on' | 'off'>;
}

/**
 * Each command's module, loaded when the command runs: --help, a usage error and each command
 * read only what they use (the archive and the pipeline for deploy, YAML and JSON Schema for
 * environments, the ledger for rollback and the figures), not every command's.
 */
const COMMANDS = {
  deploy: () => import('./deploy.js'),
  promote: () => import('./promote.js'),
  status: () => import('./status.js'),
  rollback: () => import('./rollback.js'),
  figures: () => import('./figures.js'),
  preview: () => import('./preview.js'),
  environments: () => import('./environments.js'),
  lists: () => import('./lists.js'),
};

const EXIT_CODES = exitCodesHelp();

const VARIABLES_HELP = `

Variables: AMEZMO_API_KEY (the key; or --api-key-file, never a flag's value), AMEZMO_INSTANCE,
AMEZMO_ENVIRONMENT, AMEZMO_BASE_URL, AMEZMO_LEDGER_DIR. A flag wins over its variable, a variable
over the default.`;

const DEPLOY_HELP = `

The branch or tag, commit, repository and pusher are read from the CI it runs in: GitLab CI
(CI_COMMIT_TAG, CI_COMMIT_BRANCH, CI_MERGE_REQUEST_SOURCE_BRANCH_NAME, CI_COMMIT_SHA,
CI_PROJECT_PATH, GITLAB_USER_EMAIL), Bitbucket Pipelines (BITBUCKET_TAG, BITBUCKET_BRANCH,
BITBUCKET_COMMIT, BITBUCKET_REPO_FULL_NAME), CircleCI (CIRCLE_TAG, CIRCLE_BRANCH, CIRCLE_SHA1,
CIRCLE_PROJECT_USERNAME/CIRCLE_PROJECT_REPONAME), GitHub Actions (its event); elsewhere from the
git repository (the branch checked out, or the tag at a detached HEAD; origin; user.email).
--branch, --tag, --commit, --repository and --pusher say otherwise. The environment's auto-deploy
patterns then decide exactly as the deploy action's do: a branch or tag they do not match is
skipped (exit 0), unless --force.

With --ledger-dir DIR (or AMEZMO_LEDGER_DIR), each release is recorded in that folder and its
archive kept there for --keep-days: the same bytes are not deployed twice, --on-unhealthy
rollback goes back to the last healthy release, and amezmo-deploy rollback --ledger-dir DIR
deploys any of them again. Keep the folder between runs: a GitLab cache, a shared volume. Inside
the folder deployed, it is left out of the archive.`;

const PROMOTE_HELP = `

The ledger folder --ledger-dir (or AMEZMO_LEDGER_DIR) must hold both environments' releases, as
amezmo-deploy deploy --ledger-dir recorded them. The release live on --from must be recorded
healthy, live for --soak, and its archive still kept; its bytes are read back, checked against
the sha256 recorded, and deployed to --to as they are (nothing is built; the patterns do not
apply, and an older commit is allowed and said so). Before the upload, it lists the commits
between the two environments' live commits (git log, when the clone holds both). The release is
recorded in the ledger as promoted from --from. When --to runs those bytes already, it is a skip.`;

const ROLLBACK_HELP = `

The ledger of releases is the folder --ledger-dir (or AMEZMO_LEDGER_DIR) names, where
amezmo-deploy deploy --ledger-dir recorded them; the bytes read back are deployed only when their
sha256 is the one recorded. Without it, it is the ledger the deploy action keeps in a GitHub
repository: set GITHUB_TOKEN (a token that may read actions and write deployments) and
GITHUB_REPOSITORY or --repository OWNER/NAME (GITHUB_API_URL for GitHub Enterprise Server).`;

const FIGURES_HELP = `

The ledger is read as rollback reads it: the folder --ledger-dir (or AMEZMO_LEDGER_DIR) names, or
else the deploy action's GitHub deployments, with GITHUB_TOKEN (a token that may read deployments)
and GITHUB_REPOSITORY or --repository OWNER/NAME. Nothing is written.`;

const PREVIEW_HELP = `

The request is CI_MERGE_REQUEST_IID (GitLab), BITBUCKET_PR_ID (Bitbucket) or CIRCLE_PR_NUMBER
(CircleCI), or --request N; the repository, which names the previews, is the CI's or --repository.
A preview's name carries the request's number and a hash of the repository, and no other instance
of the account is ever touched. Nothing is written to GitHub from here, so clean goes by --max-age
alone.`;

/** A flag's help: what it does, its default (from the action.yml) and its variable. */
function helpOf(spec: FlagSpec, action: keyof typeof ACTIONS): string {
  const inputs = ACTIONS[action].inputs as Record<string, { default: string } | undefined>;
  const fallback =
    spec.kind === 'switch' || spec.kind === 'negated' ? '' : inputs[spec.name]?.default;
  const variable = spec.name === 'api-key-file' ? undefined : VARIABLES[spec.name];
  return [
    spec.description,
    fallback ? `(default: ${fallback})` : '',
    variable ? `[env: ${variable}]` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
}

const attributeOf = (spec: FlagSpec) => new Option(spec.flags).attributeName();

/** The flags given on the command line, as text, by setting name. */
function givenOf(command: Command, specs: readonly FlagSpec[]): Record<string, string> {
  const given: Record<string, string> = {};
  for (const spec of specs) {
    const key = attributeOf(spec);
    if (command.getOptionValueSource(key) !== 'cli') continue;
    const value: unknown = command.getOptionValue(key);
    given[spec.name] =
      spec.kind === 'switch'
        ? 'true'
        : spec.kind === 'negated'
          ? 'false'
          : Array.isArray(value)
            ? value.join('\n')
            : String(value);
  }
  return given;
}

/** Adds a command with its flags, which runs `run` and leaves its exit code in `exit`. */
function addCommand(
  parent: Command,
  name: string,
  summary: string,
  specs: readonly FlagSpec[],
  action: keyof typeof ACTIONS,
  run: CommandRun,
  exit: { code: number },
  io: CliIO,
  help = '',
): Command {
  const command = parent.command(name).description(summary);
  for (const spec of specs) {
    const option = new Option(spec.flags, helpOf(spec, action));
    if (spec.kind === 'list') {
      option.argParser((value: string, previous: string[] | undefined) => [
        ...(previous ?? []),
        value,
      ]);
    }
    command.addOption(option);
  }
  // Taken only to be refused: a key is never read from a flag's value, nor repeated.
  command.addOption(new Option('--api-key [key]').hideHelp());
  command.addHelpText('after', `${help}${VARIABLES_HELP}${EXIT_CODES}`);
  command.action(async (_options: unknown, self: Command) => {
    const given = givenOf(self, specs);
    const env = io.env;
    const invocation: Invocation = {
      given,
      env,
      cwd: io.cwd,
      tempDir: io.tempDir,
      json: given.json === 'true',
      verbose: given.verbose === 'true',
      clock: io.clock,
    };
    const terminal = new Terminal({
      stdout: io.stdout,
      stderr: io.stderr,
      env,
      verbose: invocation.verbose,
    });
    const keyGiven = self.getOptionValueSource('apiKey') === 'cli';
    exit.code = await runCommand(
      terminal,
      async (signal) => {
        if (keyGiven) throw new UsageError(API_KEY_FLAG_REFUSED);
        return run(invocation, terminal, signal);
      },
      { json: invocation.json, signals: io.signals },
    );
  });
  return command;
}

export function program(exit: { code: number }, io: CliIO): Command {
  const root = new Command('amezmo-deploy')
    .description(
      'Deploy PHP applications to Amezmo from GitLab CI, Bitbucket Pipelines, CircleCI or a laptop: the engine of the amezmo-deploy GitHub Actions.',
    )
    .version(VERSION)
    .showSuggestionAfterError()
    .exitOverride()
    // Errors are written as one line of our own (see usageLine); help goes where commander says.
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: () => {},
    })
    .addHelpText('after', `${VARIABLES_HELP}${EXIT_CODES}`);
  addCommand(
    root,
    'deploy',
    'deploy a folder (or an archive) to an environment, when its patterns match the branch or tag',
    DEPLOY_FLAGS,
    'deploy',
    async (...args) => (await COMMANDS.deploy()).deployCommand(...args),
    exit,
    io,
    DEPLOY_HELP,
  );
  addCommand(
    root,
    'promote',
    'deploy the release live and proven healthy on --from to --to, its kept bytes as they are',
    PROMOTE_FLAGS,
    'deploy',
    async (...args) => (await COMMANDS.promote()).promoteCommand(...args),
    exit,
    io,
    PROMOTE_HELP,
  );
  addCommand(
    root,
    'status',
    "the environment, its live deployment and Amezmo's health check of it",
    STATUS_FLAGS,
    'rollback',
    async (...args) => (await COMMANDS.status()).statusCommand(...args),
    exit,
    io,
  );
  addCommand(
    root,
    'rollback',
    "deploy the last healthy release's kept archive again (from --ledger-dir or GitHub)",
    ROLLBACK_FLAGS,
    'rollback',
    async (...args) => (await COMMANDS.rollback()).rollbackCommand(...args),
    exit,
    io,
    ROLLBACK_HELP,
  );
  addCommand(
    root,
    'history',
    "the environment's releases, newest first: commit, digest, start, end, health, how it ended",
    HISTORY_FLAGS,
    'rollback',
    async (...args) => (await COMMANDS.figures()).figuresCommand('history', ...args),
    exit,
    io,
    FIGURES_HELP,
  );
  addCommand(
    root,
    'stats',
    "the environment's delivery figures over --since: deployments, lead time, change failure rate, time to restore, rework",
    STATS_FLAGS,
    'rollback',
    async (...args) => (await COMMANDS.figures()).figuresCommand('stats', ...args),
    exit,
    io,
    `${FIGURES_HELP}\n\n${figuresHelp()}`,
  );
  const preview = root
    .command('preview')
    .description(
      "a preview instance per merge or pull request: up, down, clean (the preview action's life cycle)",
    );
  const steps: [PreviewStep, string, readonly FlagSpec[]][] = [
    [
      'up',
      "launch the request's preview instance (or reuse it) and deploy the request's branch to it",
      PREVIEW_UP_FLAGS,
    ],
    ['down', "terminate the request's preview instance", PREVIEW_DOWN_FLAGS],
    ['clean', "terminate this repository's previews older than --max-age", PREVIEW_CLEAN_FLAGS],
  ];
  for (const [step, summary, specs] of steps) {
    addCommand(
      preview,
      step,
      summary,
      specs,
      'preview',
      async (...args) => (await COMMANDS.preview()).previewCommand(step, specs, ...args),
      exit,
      io,
      PREVIEW_HELP,
    );
  }
  const environments = root
    .command('environments')
    .description(
      'environments as code: plan or apply .amezmo/environments.yml (the environments action)',
    );
  const modes: [EnvironmentsStep, string, readonly FlagSpec[]][] = [
    ['plan', 'show how the live environments differ from the file', ENVIRONMENTS_PLAN_FLAGS],
    [
      'apply',
      'change the live environments to match the file, and read them back',
      ENVIRONMENTS_APPLY_FLAGS,
    ],
  ];
  for (const [mode, summary, specs] of modes) {
    addCommand(
      environments,
      mode,
      summary,
      specs,
      'environments',
      async (...args) => (await COMMANDS.environments()).environmentsCommand(mode, specs, ...args),
      exit,
      io,
    );
  }
  const lists: [ListName, string][] = [
    ['instances', "the account's instances"],
    ['regions', 'the regions an instance can be launched in'],
    ['types', 'the instance types and their prices'],
  ];
  for (const [name, summary] of lists) {
    addCommand(
      root,
      name,
      `${summary}, as a table or --json`,
      LIST_FLAGS,
      'preview',
      async (...args) => (await COMMANDS.lists()).listCommand(name, ...args),
      exit,
      io,
    );
  }
  return root;
}

/** A usage error from commander as one line; a value given with `=` is never repeated. */
export function usageLine(error: CommanderError): string {
  return error.message
    .replace(/^error: /, '')
    .replace(/(unknown option '[^'=]*)=[^']*'/, "$1'")
    .replace(
      /\n\((Did you mean [^)]*)\)/,
      (_, hint: string) => ` (${hint.charAt(0).toLowerCase()}${hint.slice(1)})`,
    )
    .replace(/\s*\n\s*/g, ' ')
    .concat(' See amezmo-deploy --help, or amezmo-deploy <command> --help.');
}

/** Runs the command line over `io`; answers the exit code. */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  const exit = { code: EXIT.ok };
  try {
    await program(exit, io).parseAsync([...argv]);
    return exit.code;
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') {
      return EXIT.ok;
    }
    // No command at all: commander has written the help on stderr.
    if (error.code === 'commander.help') return EXIT.usage;
    io.stderr.write(`error: ${usageLine(error)}\n`);
    return EXIT.usage;
  }
}
