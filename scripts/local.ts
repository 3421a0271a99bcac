// `npm run local -- <deploy|preview|environments> [--env FILE] [--workspace DIR]`: runs an
// action's bundle on this machine as a runner would, against the local Amezmo simulator and the
// stand-in for GitHub's API (so nothing reaches api.amezmo.com or api.github.com), then shows
// what a user would see on GitHub: the outputs, the job summary, and the pull request's comments
// and GitHub deployments. Its temporary folders go when it ends.
//
// --env FILE: KEY=VALUE lines (see .env.example) of INPUT_* inputs and GITHUB_* variables, over
// the defaults below. An INPUT_BASE-URL there is used as it is: your own simulator, or a real
// account with your own key. The stand-in keeps artifacts as GitHub's artifact service does, so
// the ledger records each release with its bytes; --runs 2 runs the workflow again, and a deploy
// of the same bytes skips as already live. --broken-last makes the sample app's last release one
// that fails on every request: with health-url and on-unhealthy: rollback, it is rolled back.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { withoutCredentials } from '../src/secrets.ts';
import { startGitHubApi } from '../simulator/github.ts';
import { runAction, shownLog, summaryText } from '../simulator/runner.ts';
import { createSampleApp } from '../simulator/sample-app.ts';
import { startSimulator } from '../simulator/server.ts';

const USAGE =
  'Usage: npm run local -- <deploy|preview|environments> [--env FILE] [--workspace DIR] [--runs N]\n' +
  '  deploy         a push of main, deployed to production of the simulator\n' +
  '  preview        pull request #7 opened: a preview instance launched and deployed\n' +
  '  environments   a plan of .amezmo/environments.yml on pull request #7\n' +
  '  --env FILE     inputs (INPUT_*) and runner variables (GITHUB_*), KEY=VALUE a line\n' +
  '  --workspace D  the checkout to run on (a sample PHP app by default)\n' +
  '  --runs N       runs it N times in a row, as re-runs of the workflow (1 by default)\n' +
  '  --broken-last  the last run deploys the sample app broken: it answers 500 everywhere\n' +
  "A relative health-url (/up) of a deploy is asked of the simulator's app of the environment.\n";

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
    options: {
      env: { type: 'string' },
      workspace: { type: 'string' },
      runs: { type: 'string', default: '1' },
      'broken-last': { type: 'boolean', default: false },
    },
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
const runs = Number(values.runs);
if (!/^\d+$/.test(values.runs ?? '') || runs < 1 || runs > 10) {
  fail(`--runs has '${values.runs}': give how many runs, from 1 to 10`);
}
if (values['broken-last'] && values.workspace !== undefined) {
  fail('--broken-last breaks the sample app, never your checkout: leave out --workspace');
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
  const fileEnv = Object.fromEntries(
    Object.entries(fromFile).filter(([key]) => !key.startsWith('INPUT_')),
  );
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
  const ownSimulator = inputs['base-url'] === sim.baseUrl;
  if (ownSimulator) {
    say(`Amezmo simulator: ${sim.baseUrl} (instance ${seeded.instanceId})`);
  } else {
    say(`Amezmo API: ${withoutCredentials(inputs['base-url'] ?? '')} (INPUT_BASE-URL of --env)`);
  }
  const probe = inputs['health-url'] ?? '';
  if (action === 'deploy' && ownSimulator && probe !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(probe)) {
    // On Amezmo a path is asked of https://<app domain>, which is no address on this machine:
    // the simulator serves each environment's release on its own server instead.
    inputs['health-url'] = sim.appUrl(
      inputs.instance ?? seeded.instanceId,
      inputs.environment ?? 'production',
      probe.startsWith('/') ? probe : `/${probe}`,
    );
    say(`health-url ${probe}: asked of the simulator's app, ${inputs['health-url']}`);
  }
  say(`GitHub stand-in: ${github.url} (deployments, comments and artifacts)`);
  let failed = false;
  for (let attempt = 1; attempt <= runs; attempt++) {
    const env: Record<string, string> = {
      ...github.runnerVariables({ runId: attempt }),
      ...run.env,
      ...fileEnv,
    };
    const broken = values['broken-last'] && attempt === runs;
    // The simulator's app answers 500 on every path of a release with a root file `broken`.
    if (broken) writeFileSync(join(workspace, 'broken'), 'This release fails on every request.\n');
    const which = (runs > 1 ? ` (run ${attempt} of ${runs})` : '') + (broken ? ', broken' : '');
    say(`Running ${BUNDLES[action] ?? 'dist/index.js'} for ${run.what}${which} ...`);
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
    for (const [name, value] of Object.entries(result.outputs)) {
      say(`  ${name.padEnd(18)} ${value}`);
    }
    say('\nJob summary:');
    for (const line of summaryText(result.summary)) say(`  ${line}`);
    if (result.exitCode !== 0) failed = true;
    if (attempt < runs) say();
  }
  for (const comment of github.comments) {
    say(`\nComment on pull request #${comment.issueNumber}, by ${comment.author ?? 'someone'}:`);
    for (const line of summaryText(comment.body.replace(/<!--.*?-->/gs, ''))) say(`  ${line}`);
  }
  for (const deployment of github.deployments) {
    say(
      `\nGitHub deployment ${deployment.id} to ${deployment.environment}: ${deployment.states.join(' → ')}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
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
