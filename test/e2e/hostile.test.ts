// A hostile service and a forged event: every string the server answers, and every string of the
// event payload, carries a line break followed by a workflow command. The runner reads each log
// line that starts with `::` as a command, so none of that text may start a line: a successful run
// shows no error annotation, a failed run exactly one, and nothing is masked or stopped.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSampleApp } from '../../simulator/sample-app.ts';
import { startSimulator, type Simulator } from '../helpers/simulator.ts';
import { runAction, simulatorInputs, type RunResult } from '../../simulator/runner.ts';

const INJECTED = [
  '\n::error::injected by the server',
  '\r\n::add-mask::main',
  '\u2028::stop-commands::pwned',
  '\n##[error]legacy command',
  '\u001b[2K\u202e',
].join('');

let sim: Simulator;
let root: string;
let workspace: string;

beforeEach(async () => {
  sim = await startSimulator({ deployment: { finalStatus: 'succeeded', pollsToFinish: 1 } });
  root = mkdtempSync(join(tmpdir(), 'e2e-hostile-'));
  workspace = join(root, 'workspace');
  createSampleApp(workspace);
  sim.taint(INJECTED);
});
afterEach(async () => {
  await sim.close();
  rmSync(root, { recursive: true, force: true });
});

/** A push event whose every free-text field carries the injection; the ref itself is sound. */
const hostileEvent = {
  ref: 'refs/heads/main',
  pusher: { name: `octocat${INJECTED}`, email: `octocat@example.com${INJECTED}` },
  head_commit: {
    id: '0123456789abcdef0123456789abcdef01234567',
    message: `Fix${INJECTED}`,
    author: { email: `dev${INJECTED}@example.com` },
  },
  repository: { full_name: `acme/shop${INJECTED}` },
};

function deploy(inputs: Record<string, string>): Promise<RunResult> {
  return runAction({
    workspace,
    eventName: 'push',
    event: hostileEvent,
    env: { GITHUB_ACTOR: `octocat${INJECTED}` },
    inputs: {
      ...simulatorInputs(sim),
      workers: sim.seeded?.workerIds.join(',') ?? '',
      ...inputs,
    },
  });
}

/** The commands the action itself writes; any other `::` line came from injected text. */
const OWN_COMMANDS = /^::(add-mask|group|endgroup|debug|notice|warning|error)(::| )/;

function commandLines(result: RunResult): string[] {
  return result.stdout.split(/\r?\n/).filter((line) => /^\s*(::|##\[)/.test(line));
}

function expectNoInjectedCommand(result: RunResult): void {
  const commands = commandLines(result);
  expect(commands.filter((line) => !OWN_COMMANDS.test(line))).toEqual([]);
  // The one mask is the API key's; `main` was never masked by the server's text.
  expect(commands.filter((line) => line.startsWith('::add-mask::'))).toEqual([
    `::add-mask::${sim.apiKey}`,
  ]);
  expect(result.stdout).not.toContain('\u001b[');
  expect(result.stdout).not.toContain('\u202e');
  // The injected text reached the log, made visible instead of obeyed.
  expect(result.stdout).toContain('\\n::error::injected by the server');
  for (const value of Object.values(result.outputs)) expect(value).not.toMatch(/[\r\n\u2028]/);
  for (const char of ['\u2028', '\u001b', '\u202e']) expect(result.summary).not.toContain(char);
}

describe('a service whose every string carries a workflow command', () => {
  it('deploys with no error annotation: the injected text is escaped everywhere', async () => {
    const result = await deploy({ force: 'true', wait: 'false' });

    expect(result.exitCode).toBe(0);
    expect(result.errors).toEqual([]);
    expectNoInjectedCommand(result);
    expect(sim.account.deployments()).toHaveLength(1);
    const upload = sim.requests.find((request) => request.route === 'createDeployment');
    // The forged e-mails were not sent as the pusher: the actor's address was not usable either.
    expect(upload?.fields.pusher).toBe('github-actions@users.noreply.github.com');
    expect(upload?.fields.branch).toBe('main');
    expect(result.outputs['environment-url']).toBe('');
    expect(result.outputs['deployment-status']).toContain('\\n::error::');
  });

  it('fails with exactly one error annotation when the deployment does not succeed', async () => {
    // Every status now reads `succeeded\n::error::…`: a word that is not success, so the wait ends.
    const result = await deploy({ force: 'true' });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(
      /^Deployment \d+ ended with status '[a-z]+\\n::error::injected/,
    );
    expectNoInjectedCommand(result);
    expect(sim.requests.filter((request) => request.route === 'restartWorker')).toHaveLength(0);
  });

  it('fails with one error annotation on an error answer whose every field is hostile', async () => {
    const result = await deploy({ environment: 'qa' });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toContain('404');
    expectNoInjectedCommand(result);
  });
});

describe('a forged event', () => {
  it('refuses a ref name no git repository can hold, with one error line', async () => {
    sim.taint(undefined);
    const result = await runAction({
      workspace,
      eventName: 'push',
      event: { ref: `refs/heads/main${INJECTED}` },
      inputs: { ...simulatorInputs(sim), force: 'true' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toContain('which is not a name git allows');
    expect(commandLines(result).filter((line) => !OWN_COMMANDS.test(line))).toEqual([]);
    expect(sim.requests).toHaveLength(0);
  });
});

describe('a workspace whose ignore file never ends', () => {
  // A repository can hold a link to a device, and a step before this one can leave a FIFO: read
  // as rules, the first fills the memory and the second holds the run until the job's timeout.
  it.for([
    [
      'a link to /dev/zero',
      () => symlinkSync('/dev/zero', join(workspace, '.amezmoignore')),
      'it leads outside the workspace (to /dev/zero); keep the rules in a file inside it.',
    ],
    [
      'a FIFO',
      () => execFileSync('mkfifo', [join(workspace, '.amezmoignore')]),
      'it is not a file; give a file of rules, one per line, as .gitignore holds.',
    ],
  ] as const)('refuses %s before any request, with one error line', async ([, make, why]) => {
    make();
    const result = await runAction({
      workspace,
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      inputs: { ...simulatorInputs(sim), force: 'true' },
      timeoutMs: 30_000,
    });

    expect(result.signal).toBeNull();
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([`Input 'ignore-file' has '.amezmoignore': ${why}`]);
    expect(sim.requests).toHaveLength(0);
  });
});
