// `npm run demo`: a real deployment, with no account and no network. It starts the local API
// simulator, makes a small PHP application, and runs the bundled action (dist/index.js) on it as
// a runner would for a push to main; then shows what the service received.
//
// `npm run demo -- --broken`: the same with health checks and the ledger on. A healthy release
// goes live; then a broken one fails its health check and the action deploys the healthy
// release's exact bytes again. The GitHub stand-in plays the deployments API and the artifact
// service that keep the ledger and the bytes.
//
// `npm run demo -- --promote`: build once, deploy to staging and prove it healthy there, then
// promote those exact bytes to production (promote-from: staging), and print both
// environments' digests: the same.
//
// `npm run demo -- --waves`: one release to six instances in three waves (1, 25%, rest), with a
// soak between waves; then a broken release that stops at the first wave and rolls that
// instance back, the other five never touched.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startGitHubApi, type GitHubApi } from '../simulator/github.ts';
import { runAction, shownLog, summaryText, type RunResult } from '../simulator/runner.ts';
import { createSampleApp } from '../simulator/sample-app.ts';
import { startSimulator, type Simulator } from '../simulator/server.ts';

const say = (text = '') => process.stdout.write(`${text}\n`);
const rule = () => say('─'.repeat(80));
const echo = (text: string) => process.stdout.write(shownLog(text));

let broken: boolean;
let promote: boolean;
let waves: boolean;
try {
  ({ broken, promote, waves } = parseArgs({
    options: {
      broken: { type: 'boolean', default: false },
      promote: { type: 'boolean', default: false },
      waves: { type: 'boolean', default: false },
    },
  }).values);
  if ([broken, promote, waves].filter(Boolean).length > 1) {
    throw new Error('--broken, --promote and --waves are three demos: give one');
  }
} catch (error) {
  console.error(
    `demo: ${(error as Error).message}\nUsage: npm run demo [-- --broken | --promote | --waves]`,
  );
  process.exit(2);
}

const simulator = await startSimulator({
  deployment: { finalStatus: 'succeeded', pollsToFinish: 1 },
  healthcheckDelayMs: 300,
});
const github = broken || promote || waves ? await startGitHubApi() : undefined;
const root = mkdtempSync(join(tmpdir(), 'amezmo-demo-'));
try {
  const ok = waves
    ? await wavesDemo(simulator, github as GitHubApi)
    : broken
      ? await brokenDemo(simulator, github as GitHubApi)
      : promote
        ? await promoteDemo(simulator, github as GitHubApi)
        : await plainDemo(simulator);
  say('');
  say(ok ? 'Demo finished as expected.' : 'Demo failed: the action did not do what it should.');
  process.exitCode = ok ? 0 : 1;
} finally {
  await simulator.close();
  await github?.close();
  rmSync(root, { recursive: true, force: true });
}

function seeded(sim: Simulator) {
  return sim.seeded as NonNullable<Simulator['seeded']>;
}

function inputsFor(sim: Simulator): Record<string, string> {
  return {
    'api-key': sim.apiKey,
    instance: String(seeded(sim).instanceId),
    environment: 'production',
    'base-url': sim.baseUrl,
    workers: seeded(sim).workerIds.join(','),
    exclude: 'tests/**',
  };
}

function pushOf(commit: string) {
  return {
    ref: 'refs/heads/main',
    pusher: { name: 'octocat', email: 'octocat@example.com' },
    head_commit: { id: commit },
  };
}

/** One deployment of the sample app, then what the service received, the outputs and summary. */
async function plainDemo(sim: Simulator): Promise<boolean> {
  const workspace = join(root, 'shop');
  createSampleApp(workspace);
  say(
    `Local Amezmo API simulator: ${sim.baseUrl} (instance ${seeded(sim).instanceId}, workers ${seeded(sim).workerIds.join(', ')})`,
  );
  say(`Sample PHP application: ${workspace}`);
  say('Running node dist/index.js for a push of main to acme/shop ...');
  rule();
  const result = await runAction({
    workspace,
    eventName: 'push',
    event: pushOf('0123456789abcdef0123456789abcdef01234567'),
    inputs: inputsFor(sim),
    echo,
  });
  rule();
  const upload = sim.requests.find((request) => request.route === 'createDeployment');
  if (upload) {
    say('The simulator received this deployment:');
    for (const [name, value] of Object.entries(upload.fields))
      say(`  ${name.padEnd(11)} ${String(value)}`);
    say(`  archive     ${upload.archive?.filename}, ${upload.archive?.size} bytes`);
  }
  const [deployment] = sim.account.deployments();
  if (deployment) say(`Deployment ${deployment.id} ended: ${deployment.status}`);
  showOutputs(result);
  showSummary(result);
  say('');
  say(`The action exited ${result.exitCode}.`);
  return result.exitCode === 0;
}

/** A healthy release, then a broken one that the action rolls back from. */
async function brokenDemo(sim: Simulator, gh: GitHubApi): Promise<boolean> {
  const instance = seeded(sim).instanceId;
  sim.account.setHealthcheck(instance, 'production', '/up');
  say(`Local Amezmo API simulator: ${sim.baseUrl} (instance ${instance})`);
  say(
    `Its health check asks ${sim.appUrl(String(instance), 'production', '/up')} once a release is live.`,
  );
  say(`GitHub stand-in (deployments, artifacts): ${gh.url}`);

  const deploy = async (run: number, name: string, commit: string, isBroken: boolean) => {
    const workspace = join(root, name);
    createSampleApp(workspace, { broken: isBroken });
    writeFileSync(join(workspace, 'public', 'release.txt'), `${name}\n`);
    say('');
    say(
      `Run ${run}: a push of commit ${commit.slice(0, 7)} (${name}) with on-unhealthy: rollback ...`,
    );
    rule();
    const result = await runAction({
      workspace,
      eventName: 'push',
      event: pushOf(commit),
      env: { ...gh.runnerVariables({ runId: run, headSha: commit }), GITHUB_RUN_ATTEMPT: '1' },
      inputs: {
        ...inputsFor(sim),
        'github-token': 'ghs_demo_token',
        'health-url': sim.appUrl(String(instance), 'production', '/up'),
        'health-passes': '2',
        'on-unhealthy': 'rollback',
      },
      echo,
    });
    rule();
    say(`The action exited ${result.exitCode}; health: ${result.outputs.health ?? '(none)'}.`);
    return result;
  };

  const good = await deploy(1, 'healthy release', '1'.repeat(40), false);
  const bad = await deploy(2, 'broken release', '2'.repeat(40), true);

  say('');
  say('What Amezmo received, in order:');
  const digests = sim.account.deployments().map((d) => {
    const digest = createHash('sha256').update(readFileSync(d.archivePath)).digest('hex');
    say(
      `  deployment ${d.id}  commit ${d.commit?.slice(0, 7)}  ${d.status.padEnd(9)}  sha256 ${digest}`,
    );
    return digest;
  });
  say('');
  say('The GitHub deployments that make the ledger:');
  for (const record of gh.deploymentRecords) {
    const last = record.statuses.at(-1);
    say(
      `  ${String(record.id).padEnd(4)} commit ${record.sha.slice(0, 7)}  ${last?.state ?? '(no status)'}  ${last?.description ?? ''}`,
    );
  }
  const live = await fetch(sim.appUrl(String(instance), 'production', '/up'));
  say('');
  say(`The environment answers ${live.status} again.`);
  showOutputs(bad);

  const restored = digests.length === 3 && digests[2] === digests[0] && digests[1] !== digests[0];
  say('');
  say(
    restored
      ? 'The third upload is the first release, byte for byte: the broken release is no longer live.'
      : 'The bytes restored are not those of the healthy release.',
  );
  return good.exitCode === 0 && bad.exitCode === 1 && restored && live.status === 200;
}

/** One build on staging, proven healthy, then its bytes promoted to production. */
async function promoteDemo(sim: Simulator, gh: GitHubApi): Promise<boolean> {
  const instance = String(seeded(sim).instanceId);
  for (const environment of ['staging', 'production']) {
    sim.account.setHealthcheck(seeded(sim).instanceId, environment, '/up');
  }
  say(`Local Amezmo API simulator: ${sim.baseUrl} (instance ${instance}, staging and production)`);
  say(`GitHub stand-in (deployments, artifacts, commits): ${gh.url}`);
  const commit = '1'.repeat(40);
  gh.commits.add(commit, { message: 'Ship the new checkout' });
  const run = async (n: number, title: string, inputs: Record<string, string>, event: object) => {
    say('');
    say(`Run ${n}: ${title} ...`);
    rule();
    const result = await runAction({
      workspace: join(root, 'shop'),
      eventName: n === 1 ? 'push' : 'workflow_dispatch',
      event,
      env: { ...gh.runnerVariables({ runId: n, headSha: commit }), GITHUB_RUN_ATTEMPT: '1' },
      inputs: {
        'api-key': sim.apiKey,
        instance,
        'base-url': sim.baseUrl,
        'github-token': 'ghs_demo_token',
        'health-url': sim.appUrl(instance, inputs.environment ?? '', '/up'),
        'health-passes': '2',
        ...inputs,
      },
      echo,
    });
    rule();
    say(`The action exited ${result.exitCode}; health: ${result.outputs.health ?? '(none)'}.`);
    return result;
  };
  createSampleApp(join(root, 'shop'), { healthText: 'release 1' });
  const staged = await run(
    1,
    `a push of commit ${commit.slice(0, 7)}, built and deployed to staging`,
    { environment: 'staging', force: 'true' },
    pushOf(commit),
  );
  const promoted = await run(
    2,
    'promote-from: staging, deployed to production without building',
    { environment: 'production', 'promote-from': 'staging' },
    { ref: 'refs/heads/main', inputs: {} },
  );

  say('');
  say('What each environment runs:');
  const digestOf = (environment: string) => {
    const live = sim.account.getEnvironment(instance, environment).current_deployment_id;
    const current = sim.account.deployments().find((d) => d.id === live);
    const digest = current
      ? createHash('sha256').update(readFileSync(current.archivePath)).digest('hex')
      : '(nothing live)';
    say(`  ${environment.padEnd(10)} deployment ${current?.id ?? '-'}  sha256 ${digest}`);
    return digest;
  };
  const [onStaging, onProduction] = [digestOf('staging'), digestOf('production')];
  say('');
  say(`promoted-from: ${promoted.outputs['promoted-from'] ?? ''}`);
  const same = onStaging === onProduction && onStaging.length === 64;
  say(
    same
      ? 'Production runs the bytes proven on staging, byte for byte: nothing was built again.'
      : 'Production does not run the bytes proven on staging.',
  );
  return staged.exitCode === 0 && promoted.exitCode === 0 && same;
}

/** Six instances in three waves, then a broken release stopped at the first wave. */
async function wavesDemo(sim: Simulator, gh: GitHubApi): Promise<boolean> {
  const instances = sim.account.seedFleet(6);
  const targets = instances
    .map(
      (id, index) => `- { instance: ${id}, environment: production, label: customer-${index + 1} }`,
    )
    .join('\n');
  say(`Local Amezmo API simulator: ${sim.baseUrl} (instances ${instances.join(', ')})`);
  say(`GitHub stand-in (deployments, artifacts): ${gh.url}`);
  say('targets:');
  for (const line of targets.split('\n')) say(`  ${line}`);

  const rollOut = async (run: number, name: string, commit: string, isBroken: boolean) => {
    const workspace = join(root, name);
    createSampleApp(workspace, { broken: isBroken });
    say('');
    say(`Run ${run}: a push of commit ${commit.slice(0, 7)} (${name}), waves: 1, 25%, rest ...`);
    rule();
    const result = await runAction({
      workspace,
      eventName: 'push',
      event: pushOf(commit),
      env: {
        ...gh.runnerVariables({ runId: run, headSha: commit }),
        GITHUB_SHA: commit,
        GITHUB_RUN_ATTEMPT: '1',
        // The soak between waves is 5 minutes in the workflow; a second here.
        AMEZMO_DEPLOY_WAVE_WAIT_MS: '1000',
      },
      inputs: {
        'api-key': sim.apiKey,
        'base-url': sim.baseUrl,
        'github-token': 'ghs_demo_token',
        targets,
        waves: '1, 25%, rest',
        'wave-wait': '5m',
        'max-parallel': '3',
      },
      echo,
    });
    rule();
    say(`The action exited ${result.exitCode}.`);
    showSummary(result);
    return result;
  };

  const good = await rollOut(1, 'healthy release', '1'.repeat(40), false);
  const bad = await rollOut(2, 'broken release', '2'.repeat(40), true);
  const targetsOf = (result: RunResult) =>
    JSON.parse(result.outputs['targets-result'] ?? '[]') as {
      outcome: string;
      'rolled-back-to': string;
    }[];
  const outcomes = (result: RunResult) => targetsOf(result).map((target) => target.outcome);
  say('');
  say('What Amezmo received, in order:');
  for (const d of sim.account.deployments()) {
    say(
      `  deployment ${d.id}  instance ${d.instanceId}  commit ${d.commit?.slice(0, 7)}  ${d.status}`,
    );
  }
  const healthy = outcomes(good).every((outcome) => outcome === 'deployed');
  const stopped =
    outcomes(bad)[0] === 'failed' &&
    targetsOf(bad)[0]?.['rolled-back-to'] === '1'.repeat(40) &&
    outcomes(bad)
      .slice(1)
      .every((o) => o === 'not-started');
  say('');
  say(
    stopped
      ? 'The broken release stopped at the first wave, and that instance is back on the healthy release.'
      : 'The broken release was not stopped and rolled back as it should have been.',
  );
  return good.exitCode === 0 && healthy && bad.exitCode === 1 && stopped;
}

function showOutputs(result: RunResult) {
  say('');
  say('Step outputs:');
  for (const [name, value] of Object.entries(result.outputs)) say(`  ${name.padEnd(18)} ${value}`);
}

function showSummary(result: RunResult) {
  say('');
  say('Job summary:');
  for (const line of summaryText(result.summary)) say(`  ${line}`);
}
