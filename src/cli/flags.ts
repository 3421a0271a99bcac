// The flags of each command. Those that give an action's input are named as the input is in its
// action.yml (`--wait-timeout` for `wait-timeout`), and their defaults are the action.yml's; the
// rest are the command line's own.
import type { FlagSpec } from './settings.js';

/** Where the API is and which key is used: every command that asks the API. */
export const API_FLAGS: readonly FlagSpec[] = [
  {
    name: 'api-key-file',
    flags: '--api-key-file <file>',
    description: 'read the API key from this file (else from AMEZMO_API_KEY)',
  },
  { name: 'base-url', flags: '--base-url <url>', description: "the API's address" },
];

/** Which environment of which instance. */
export const TARGET_FLAGS: readonly FlagSpec[] = [
  { name: 'instance', flags: '--instance <id>', description: 'the id of the Amezmo instance' },
  {
    name: 'environment',
    flags: '--environment <name>',
    description: 'the environment, e.g. production or staging',
  },
];

/** How the output is written: every command. */
export const OUTPUT_FLAGS: readonly FlagSpec[] = [
  {
    name: 'json',
    flags: '--json',
    kind: 'switch',
    description: 'write one JSON object (or array) on stdout at the end; the log stays on stderr',
  },
  { name: 'verbose', flags: '--verbose', kind: 'switch', description: 'log debug lines too' },
];

const HEALTH_FLAGS: readonly FlagSpec[] = [
  {
    name: 'health-url',
    flags: '--health-url <url>',
    description: "probe this URL (or path on the environment's URL) once deployed",
  },
  {
    name: 'health-status',
    flags: '--health-status <statuses>',
    description: 'the statuses the probe takes as healthy, e.g. 2xx or 200,204',
  },
  {
    name: 'health-body',
    flags: '--health-body <text>',
    description: 'text the healthy page holds',
  },
  {
    name: 'health-passes',
    flags: '--health-passes <count>',
    description: 'answers as expected in a row to be healthy',
  },
  {
    name: 'health-timeout',
    flags: '--health-timeout <seconds>',
    description: 'how long health is waited for',
  },
];

const WAIT_FLAGS: readonly FlagSpec[] = [
  {
    name: 'wait-timeout',
    flags: '--wait-timeout <seconds>',
    description: 'how long to wait for the deployment to finish',
  },
  {
    name: 'cancel-on-abort',
    flags: '--no-cancel-on-abort',
    kind: 'negated',
    description: 'leave the deployment running on a timeout, Ctrl-C or SIGTERM (else cancelled)',
  },
  {
    name: 'workers',
    flags: '--workers <ids>',
    description: 'worker ids to restart once deployed, e.g. 11,12',
  },
];

/** Where the ledger of releases and their archives are kept, outside GitHub; `what` it is for. */
const ledgerFlags = (what: string): readonly FlagSpec[] => [
  { name: 'ledger-dir', flags: '--ledger-dir <dir>', description: what },
  {
    name: 'keep-days',
    flags: '--keep-days <days>',
    description: 'days an archive is kept in the ledger folder; 0 keeps none',
  },
];

/** What the run is recorded with, when the CI (or git) does not say, or says otherwise. */
const TRIGGER_FLAGS: readonly FlagSpec[] = [
  {
    name: 'branch',
    flags: '--branch <name>',
    description: "deploy as this branch (else the CI's, or the one checked out)",
  },
  {
    name: 'tag',
    flags: '--tag <name>',
    description: "deploy as this tag (else the CI's, or the one at HEAD when detached)",
  },
  { name: 'commit', flags: '--commit <sha>', description: 'record this commit' },
  {
    name: 'repository',
    flags: '--repository <owner/name>',
    description: "record this repository (else the CI's, or the remote origin's)",
  },
  {
    name: 'pusher',
    flags: '--pusher <email>',
    description: "record this e-mail as who deployed (else the CI's user, or git's)",
  },
];

export const DEPLOY_FLAGS: readonly FlagSpec[] = [
  ...TARGET_FLAGS,
  {
    name: 'targets',
    flags: '--targets <file>',
    description:
      'deploy one archive to the instances and environments this YAML file lists, in waves ' +
      '(.amezmo/targets.yml when there is one and no --instance is given)',
  },
  {
    name: 'waves',
    flags: '--waves <sizes>',
    description: 'with targets: how many each wave takes, e.g. "1, 25%, rest"',
  },
  {
    name: 'max-parallel',
    flags: '--max-parallel <n>',
    description: 'with targets: the most deployed at once',
  },
  {
    name: 'wave-wait',
    flags: '--wave-wait <duration>',
    description: 'with targets: the wait after a healthy wave, e.g. 5m',
  },
  {
    name: 'on-failure',
    flags: '--on-failure <action>',
    description:
      'with targets, at the first one not proven healthy: rollback-all (needs --ledger-dir) or stop',
  },
  { name: 'path', flags: '--path <folder>', description: 'the folder to deploy' },
  {
    name: 'exclude',
    flags: '--exclude <rule>',
    kind: 'list',
    description: 'leave out files matching this .gitignore rule (repeat for more)',
  },
  {
    name: 'ignore-file',
    flags: '--ignore-file <file>',
    description: "more rules, in this file at the folder's root",
  },
  {
    name: 'archive',
    flags: '--archive <file>',
    description: 'deploy this zip or tar as it is, instead of a folder',
  },
  {
    name: 'keep-archive',
    flags: '--keep-archive',
    kind: 'switch',
    description: 'keep the archive built, and say where',
  },
  {
    name: 'links',
    flags: '--links <policy>',
    description: 'links that point outside the archive: keep or refuse-outside',
  },
  {
    name: 'compression-level',
    flags: '--compression-level <0-9>',
    description: 'how hard the archive is compressed',
  },
  {
    name: 'force',
    flags: '--force',
    kind: 'switch',
    description: "deploy even when the environment's patterns do not match the branch or tag",
  },
  {
    name: 'allow-older',
    flags: '--allow-older',
    kind: 'switch',
    description: "deploy a commit the live release's commit descends from (a deliberate revert)",
  },
  {
    name: 'require-checks',
    flags: '--require-checks <names>',
    description:
      "the commit's GitHub checks that must pass first, e.g. test,lint, or all (needs GITHUB_TOKEN)",
  },
  {
    name: 'checks-timeout',
    flags: '--checks-timeout <time>',
    description: 'how long pending checks are waited for, e.g. 15m; 0 not to wait',
  },
  {
    name: 'dry-run',
    flags: '--dry-run',
    kind: 'switch',
    description: 'decide and build the archive, but upload nothing',
  },
  {
    name: 'wait',
    flags: '--no-wait',
    kind: 'negated',
    description: 'end once the deployment is created, without following it',
  },
  ...WAIT_FLAGS,
  ...HEALTH_FLAGS,
  {
    name: 'on-unhealthy',
    flags: '--on-unhealthy <action>',
    description: 'what an unhealthy release does: fail, or rollback (needs --ledger-dir)',
  },
  ...ledgerFlags(
    'record each release, and keep its archive, in this folder (a CI cache or a shared volume) ' +
      'to roll back to',
  ),
  ...TRIGGER_FLAGS,
  {
    name: 'dotenv',
    flags: '--dotenv <file>',
    description:
      'write AMEZMO_ENVIRONMENT_URL, AMEZMO_DEPLOYMENT_ID ... to this file (GitLab dotenv, which a shell may source: other characters than letters, digits and _@+=:,./- are written %XX)',
  },
  ...API_FLAGS,
  ...OUTPUT_FLAGS,
];

/** `promote`: the target is --to, the source --from; the rest as deploy's, less what builds. */
export const PROMOTE_FLAGS: readonly FlagSpec[] = [
  {
    name: 'promote-from',
    flags: '--from <environment>',
    description: 'the environment whose live, healthy release is promoted, e.g. staging',
  },
  {
    name: 'environment',
    flags: '--to <environment>',
    description: 'the environment it is deployed to, e.g. production',
  },
  { name: 'instance', flags: '--instance <id>', description: 'the id of the Amezmo instance' },
  {
    name: 'promote-from-instance',
    flags: '--from-instance <id>',
    description: "the --from environment's instance, when it is another",
  },
  {
    name: 'soak',
    flags: '--soak <duration>',
    description:
      'how long the release must have been live and proven healthy on --from, e.g. 30m, 2h; 0 for none',
  },
  ...DEPLOY_FLAGS.filter(
    (spec) =>
      ![
        'instance',
        'environment',
        'path',
        'exclude',
        'ignore-file',
        'archive',
        'keep-archive',
        'links',
        'compression-level',
        'force',
        'allow-older',
        // A promotion deploys to one environment.
        'targets',
        'waves',
        'max-parallel',
        'wave-wait',
        'on-failure',
        'dry-run',
      ].includes(spec.name),
  ),
  {
    name: 'force',
    flags: '--force',
    kind: 'switch',
    description: 'deploy the release even when --to runs its bytes already',
  },
  {
    name: 'dry-run',
    flags: '--dry-run',
    kind: 'switch',
    description: 'read the --from release and check its kept bytes, but upload nothing',
  },
];

export const STATUS_FLAGS: readonly FlagSpec[] = [...TARGET_FLAGS, ...API_FLAGS, ...OUTPUT_FLAGS];

export const ROLLBACK_FLAGS: readonly FlagSpec[] = [
  ...TARGET_FLAGS,
  {
    name: 'to',
    flags: '--to <release>',
    description:
      'previous (the last healthy one), a commit sha, or a release id (an Amezmo deployment ' +
      'id with --ledger-dir, else a GitHub deployment id)',
  },
  {
    name: 'dry-run',
    flags: '--dry-run',
    kind: 'switch',
    description: 'list the releases that could be deployed again, and deploy nothing',
  },
  ...WAIT_FLAGS,
  ...HEALTH_FLAGS,
  ...ledgerFlags('the folder deploy --ledger-dir recorded releases in, read back from'),
  {
    name: 'repository',
    flags: '--repository <owner/name>',
    description:
      'without --ledger-dir: the GitHub repository whose deployments keep the ledger (else ' +
      'GITHUB_REPOSITORY)',
  },
  {
    name: 'dotenv',
    flags: '--dotenv <file>',
    description:
      'write AMEZMO_DEPLOYMENT_ID, AMEZMO_COMMIT ... to this file (GitLab dotenv, which a shell may source: other characters than letters, digits and _@+=:,./- are written %XX)',
  },
  ...API_FLAGS,
  ...OUTPUT_FLAGS,
];

/** `history`: which environment's releases, from which ledger. */
export const HISTORY_FLAGS: readonly FlagSpec[] = [
  ...TARGET_FLAGS,
  {
    name: 'ledger-dir',
    flags: '--ledger-dir <dir>',
    description: 'the folder deploy --ledger-dir recorded releases in',
  },
  {
    name: 'repository',
    flags: '--repository <owner/name>',
    description:
      "the GitHub repository whose deployments keep the ledger without --ledger-dir, and whose compare API tells the commits' times (else GITHUB_REPOSITORY)",
  },
  ...OUTPUT_FLAGS,
];

/** `stats`: the same, over a window. */
export const STATS_FLAGS: readonly FlagSpec[] = [
  {
    name: 'since',
    flags: '--since <span>',
    description:
      'count the releases made since: 30d, 12h, 8w, or a date such as 2026-11-01 (default: 30d)',
  },
  ...HISTORY_FLAGS,
];

export const LIST_FLAGS: readonly FlagSpec[] = [...API_FLAGS, ...OUTPUT_FLAGS];

/** Which merge or pull request a preview is of, and whose repository. */
const REQUEST_FLAGS: readonly FlagSpec[] = [
  {
    name: 'request',
    flags: '--request <number>',
    description: "the merge or pull request (else the CI's, e.g. CI_MERGE_REQUEST_IID)",
  },
  {
    name: 'repository',
    flags: '--repository <owner/name>',
    description: "the repository previews are named after (else the CI's, or origin's)",
  },
];

/** `preview clean`: which previews are old enough to go. */
export const PREVIEW_CLEAN_FLAGS: readonly FlagSpec[] = [
  {
    name: 'max-age',
    flags: '--max-age <age>',
    description: 'terminate previews older than this, e.g. 72h or 7d (0 for no limit)',
  },
  {
    name: 'name-prefix',
    flags: '--name-prefix <prefix>',
    description: "the previews' names start with this",
  },
  {
    name: 'repository',
    flags: '--repository <owner/name>',
    description: "the repository previews are named after (else the CI's, or origin's)",
  },
  ...API_FLAGS,
  ...OUTPUT_FLAGS,
];

/** `preview down`: the preview to tear down. */
export const PREVIEW_DOWN_FLAGS: readonly FlagSpec[] = [
  ...REQUEST_FLAGS,
  {
    name: 'name-prefix',
    flags: '--name-prefix <prefix>',
    description: "the previews' names start with this",
  },
  ...API_FLAGS,
  ...OUTPUT_FLAGS,
];

/** `preview up`: the instance launched, and what is deployed to it. */
export const PREVIEW_UP_FLAGS: readonly FlagSpec[] = [
  ...REQUEST_FLAGS,
  {
    name: 'branch',
    flags: '--branch <name>',
    description: "the request's branch (else the CI's, or the one checked out)",
  },
  { name: 'commit', flags: '--commit <sha>', description: 'record this commit' },
  {
    name: 'region',
    flags: '--region <id>',
    description: 'the region a new preview is launched in',
  },
  {
    name: 'instance-type',
    flags: '--instance-type <type>',
    description: 'the instance type of a new preview',
  },
  { name: 'php-version', flags: '--php-version <version>', description: 'e.g. 8.3' },
  {
    name: 'mysql',
    flags: '--no-mysql',
    kind: 'negated',
    description: 'launch the preview without MySQL',
  },
  { name: 'mysql-version', flags: '--mysql-version <version>', description: '5.7 or 8' },
  { name: 'app-type', flags: '--app-type <type>', description: 'e.g. laravel or symfony' },
  {
    name: 'name-prefix',
    flags: '--name-prefix <prefix>',
    description: "the previews' names start with this",
  },
  {
    name: 'environment',
    flags: '--environment <name>',
    description: "the preview instance's environment deployed to",
  },
  { name: 'path', flags: '--path <folder>', description: 'the folder to deploy' },
  {
    name: 'exclude',
    flags: '--exclude <rule>',
    kind: 'list',
    description: 'leave out files matching this .gitignore rule (repeat for more)',
  },
  {
    name: 'ignore-file',
    flags: '--ignore-file <file>',
    description: "more rules, in this file at the folder's root",
  },
  {
    name: 'keep-archive',
    flags: '--keep-archive',
    kind: 'switch',
    description: 'keep the archive built, and say where',
  },
  {
    name: 'links',
    flags: '--links <policy>',
    description: 'links that point outside the archive: keep or refuse-outside',
  },
  {
    name: 'compression-level',
    flags: '--compression-level <0-9>',
    description: 'how hard the archive is compressed',
  },
  {
    name: 'wait-timeout',
    flags: '--wait-timeout <seconds>',
    description: 'how long to wait for the deployment to finish',
  },
  {
    name: 'launch-timeout',
    flags: '--launch-timeout <seconds>',
    description: 'how long a new instance may take to launch',
  },
  ...HEALTH_FLAGS,
  {
    name: 'dotenv',
    flags: '--dotenv <file>',
    description:
      'write AMEZMO_PREVIEW_URL, AMEZMO_INSTANCE_ID ... to this file (GitLab dotenv, which a shell may source: other characters than letters, digits and _@+=:,./- are written %XX)',
  },
  ...API_FLAGS,
  ...OUTPUT_FLAGS,
];

export const ENVIRONMENTS_PLAN_FLAGS: readonly FlagSpec[] = [
  { name: 'file', flags: '--file <path>', description: 'the environments file' },
  {
    name: 'fail-on-drift',
    flags: '--fail-on-drift',
    kind: 'switch',
    description: 'exit 1 when the live environments differ from the file',
  },
  ...API_FLAGS,
  ...OUTPUT_FLAGS,
];

export const ENVIRONMENTS_APPLY_FLAGS: readonly FlagSpec[] = [
  { name: 'file', flags: '--file <path>', description: 'the environments file' },
  ...API_FLAGS,
  ...OUTPUT_FLAGS,
];
