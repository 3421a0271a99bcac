// `npm run local -- <deploy|preview|environments> [--env FILE] [--workspace DIR]`: runs an
// action's bundle on this machine as a runner would, against the local Amezmo simulator and the
// stand-in for GitHub's API (so nothing reaches api.amezmo.com or api.github.com), then shows
// what a user would see on GitHub: the outputs, the job summary, and the pull request's comments
// and GitHub deployments. Its temporary folders go when it ends.
//
// --env FILE: KEY=VALUE lines (see .env.example) of INPUT_* inputs and GITHUB_* variables, over
// the defaults below. An INPUT_BASE-URL there is used as it is: your own simulator, or a real
// account with your own key.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startGitHubApi } from '../simulator/github.ts';
import { runAction, shownLog, summaryText } from '../simulator/runner.ts';
import { createSampleApp } from '../simulator/sample-app.ts';
import { startSimulator } from '../simulator/server.ts';

const USAGE =
  'Usage: npm run local -- <deploy|preview|environments> [--env FILE] [--workspace DIR]\n' +
  '  deploy         a push of main, deployed to production of the simulator\n' +
  '  preview        pull request #7 opened: a preview instance launched and deployed\n' +
  '  environments   a plan of .amezmo/environments.yml on pull request #7\n' +
  '  --env FILE     inputs (INPUT_*) and runner variables (GITHUB_*), KEY=VALUE a line\n' +
  '  --workspace D  the checkout to run on (a sample PHP app by default)\n';

const ACTIONS = ['deploy', 'preview', 'environments'] as const;
type Action = (typeof ACTIONS)[number];
const BUNDLES: Record<Action, string | undefined> = {
  deploy: undefined,
  preview: 'dist/preview/index.js',
  environments: 'dist/environments/index.js',
};

const say = (text = '') => process.stdout.write(`${text}\n`);
const fail = (message: string): never => {
  process.stderr.write(`local: ${message}\n${USAGE}`);
  process.exit(2);
};

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { env: { type: 'string' }, workspace: { type: 'string' } },
  });
} catch (error) {
  fail((error as Error).message);
}
const { values, positionals } = parsed as NonNullable<typeof parsed>;
const action = positionals[0] as Action;
if (positionals.length !== 1 || !ACTIONS.includes(action)) {
  fail(
    positionals.length === 0
      ? 'name the action to run'
      : `'${positionals.join(' ')}' is not one action of ${ACTIONS.join(', ')}`,
  );
}
if (!existsSync(join(import.meta.dirname, '..', BUNDLES[action] ?? 'dist/index.js'))) {
  fail('the bundles are not built: run npm run bundle first');
}
const fromFile = values.env === undefined ? {} : readEnvFile(values.env);

const sim = await startSimulator({ deployment: { finalStatus: 'succeeded', pollsToFinish: 2 } });
const github = await startGitHubApi();
const root = mkdtempSync(join(tmpdir(), 'amezmo-local-'));
try {
  const seeded = sim.seeded as NonNullable<typeof sim.seeded>;
  const workspace = values.workspace ? resolve(values.workspace) : join(root, 'workspace');
  if (!values.workspace) createSampleApp(workspace);
  const run = scenario(action, seeded.instanceId, seeded.workerIds, workspace);
  const env: Record<string, string> = {
    GITHUB_API_URL: github.url,
    GITHUB_RUN_ID: '1',
    ...run.env,
    ...Object.fromEntries(Object.entries(fromFile).filter(([key]) => !key.startsWith('INPUT_'))),
  };
  const inputs: Record<string, string> = {
    'api-key': sim.apiKey,
    'base-url': sim.baseUrl,
    'github-token': 'ghs_local_token',
    ...run.inputs,
    ...Object.fromEntries(
      Object.entries(fromFile)
        .filter(([key]) => key.startsWith('INPUT_'))
        .map(([key, value]) => [key.slice('INPUT_'.length).toLowerCase(), value]),
    ),
  };
  say(`Amezmo simulator: ${sim.baseUrl} (instance ${seeded.instanceId})`);
  say(`GitHub stand-in: ${github.url}`);
  say(`Running ${BUNDLES[action] ?? 'dist/index.js'} for ${run.what} ...`);
  say('─'.repeat(80));
  const result = await runAction({
    bundle: BUNDLES[action],
    workspace,
    eventName: run.eventName,
    event: run.event,
    env,
    inputs,
    timeoutMs: 10 * 60_000,
    echo: (text) => process.stdout.write(shownLog(text)),
  });
  say('─'.repeat(80));
  say(`The action exited ${result.exitCode}.`);
  say('\nStep outputs:');
  for (const [name, value] of Object.entries(result.outputs)) say(`  ${name.padEnd(18)} ${value}`);
  say('\nJob summary:');
  for (const line of summaryText(result.summary)) say(`  ${line}`);
  for (const comment of github.comments) {
    say(`\nComment on pull request #${comment.issueNumber}, by ${comment.author ?? 'someone'}:`);
    for (const line of summaryText(comment.body.replace(/<!--.*?-->/gs, ''))) say(`  ${line}`);
  }
  for (const deployment of github.deployments) {
    say(
      `\nGitHub deployment ${deployment.id} to ${deployment.environment}: ${deployment.states.join(' → ')}`,
    );
  }
  process.exitCode = result.exitCode === 0 ? 0 : 1;
} finally {
  await sim.close();
  await github.close();
  rmSync(root, { recursive: true, force: true });
}

interface Scenario {
  what: string;
  eventName: string;
  event: unknown;
  inputs: Record<string, string>;
  env: Record<string, string>;
}

/** What each action is run for by default. */
function scenario(which: Action, instance: number, workers: number[], workspace: string): Scenario {
  const pullRequest = {
    action: 'opened',
    number: 7,
    pull_request: {
      number: 7,
      draft: false,
      labels: [],
      head: { sha: '1'.repeat(40), ref: 'feature/login', label: 'acme:feature/login' },
    },
  };
  if (which === 'deploy') {
    return {
      what: 'a push of main to acme/shop',
      eventName: 'push',
      event: { ref: 'refs/heads/main', pusher: { email: 'octocat@example.com' } },
      inputs: { instance: String(instance), environment: 'production', workers: workers.join(',') },
      env: {},
    };
  }
  if (which === 'preview') {
    return {
      what: 'pull request #7 of acme/shop, opened',
      eventName: 'pull_request',
      event: pullRequest,
      inputs: { region: 'lb2-us' },
      env: {},
    };
  }
  const file = join(workspace, '.amezmo', 'environments.yml');
  if (!existsSync(file)) {
    mkdirSync(join(workspace, '.amezmo'), { recursive: true });
    writeFileSync(
      file,
      [
        `instance: ${instance}`,
        'environments:',
        '  production:',
        "    branch-patterns: ['^main$']",
        "    tag-patterns: ['^v\\d+\\.\\d+\\.\\d+$']",
        '    ssh: false',
        '  staging:',
        "    branch-patterns: ['^develop$', '^release/']",
        '    ssh: true',
        '    trusted-ssh-ips: [203.0.113.7]',
        '',
      ].join('\n'),
    );
  }
  return {
    what: 'a plan of .amezmo/environments.yml on pull request #7 of acme/shop',
    eventName: 'pull_request',
    event: pullRequest,
    inputs: { mode: 'plan' },
    env: {},
  };
}

/** KEY=VALUE lines; blank lines and `#` comments are skipped. */
function readEnvFile(path: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return fail(`--env ${path} cannot be read: ${(error as NodeJS.ErrnoException).code ?? ''}`);
  }
  const values: Record<string, string> = {};
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const match = /^\s*([A-Za-z_][A-Za-z0-9_-]*)=(.*)$/.exec(line);
    if (!match) fail(`--env ${path}, line ${index + 1}: not KEY=VALUE`);
    else values[match[1] as string] = match[2] as string;
  });
  return values;
}
