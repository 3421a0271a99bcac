import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { expectedReadme, readActions } from '../scripts/metadata.ts';
import { previewName } from '../src/preview/name.ts';

const root = join(import.meta.dirname, '..');
type ActionInputs = Record<string, { required?: boolean }>;
const inputsOf = (path: string) =>
  (parse(readFileSync(join(root, path), 'utf8')) as { inputs: ActionInputs }).inputs;
/** The inputs of each action, by its folder: '' for the deploy action, 'preview' ... */
const actions: Record<string, ActionInputs> = Object.fromEntries(
  Object.entries(readActions(root)).map(([folder, yaml]) => [
    folder,
    (parse(yaml) as { inputs: ActionInputs }).inputs,
  ]),
);
/** The examples for other CIs, which run the command line (test/e2e/cli-examples.test.ts). */
const OTHER_CI = ['gitlab-ci.yml', 'bitbucket-pipelines.yml', 'circleci-config.yml'];
// Every example workflow, and the repository's own workflow that runs the action from ./
const examples = [
  ...readdirSync(join(root, 'docs', 'examples'))
    .filter((name) => name.endsWith('.yml') && !OTHER_CI.includes(name))
    .map((name) => join('docs', 'examples', name)),
  join('.github', 'workflows', 'self-test.yml'),
];

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}

interface Concurrency {
  group?: string;
  'cancel-in-progress'?: boolean | string;
  queue?: string;
}

interface Workflow {
  permissions?: Record<string, string>;
  concurrency?: Concurrency;
  jobs?: Record<
    string,
    {
      steps?: Step[];
      concurrency?: Concurrency;
      environment?: string | { name?: string; deployment?: boolean };
    }
  >;
}

/**
 * The folder of the action a step runs, by its published name (`amezmo/amezmo-deploy@v1`,
 * `amezmo/amezmo-deploy/preview@v1`) or from the checkout (`./`, `./preview`); undefined for others.
 */
function actionOf(step: Step): string | undefined {
  const published = /^amezmo\/amezmo-deploy(?:\/([\w-]+))?@/.exec(step.uses ?? '');
  if (published) return published[1] ?? '';
  const local = /^\.\/([\w-]*)\/?$/.exec(step.uses ?? '');
  return local ? (local[1] ?? '') : undefined;
}

/** The steps of every job that run one of this repository's actions. */
function ourSteps(workflow: Workflow): { step: Step; action: string }[] {
  return Object.values(workflow.jobs ?? {})
    .flatMap((job) => job.steps ?? [])
    .flatMap((step) => {
      const action = actionOf(step);
      return action === undefined ? [] : [{ step, action }];
    });
}

describe('example workflows', () => {
  it('exist', () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
  });

  it.each(examples)(
    '%s parses, runs an action, and passes only inputs its action.yml defines',
    (name) => {
      const workflow = parse(readFileSync(join(root, name), 'utf8')) as Workflow;
      const steps = ourSteps(workflow);
      expect(steps.length).toBeGreaterThan(0);
      for (const { step, action } of steps) {
        const inputs = actions[action];
        expect(inputs, `${step.uses} names no action of this repository`).toBeDefined();
        const given = Object.keys(step.with ?? {});
        expect(given.filter((input) => !(input in (inputs ?? {})))).toEqual([]);
        const required = Object.entries(inputs ?? {}).filter(([, input]) => input.required);
        expect(required.map(([input]) => input).filter((input) => !given.includes(input))).toEqual(
          [],
        );
      }
    },
  );

  it.each(examples)(
    '%s: a job that declares an environment makes no GitHub deployment when the action makes one',
    (name) => {
      const workflow = parse(readFileSync(join(root, name), 'utf8')) as Workflow;
      for (const [id, job] of Object.entries(workflow.jobs ?? {})) {
        const mirrors = (job.steps ?? []).some((step) => {
          const action = actionOf(step);
          const asked = step.with?.['github-deployment'];
          // The preview and deploy actions make one unless told not to; a rollback always does.
          return action === 'rollback' || (action !== undefined && asked !== false);
        });
        if (!mirrors || job.environment === undefined) continue;
        expect(
          typeof job.environment === 'object' && job.environment.deployment === false,
          `job ${id}: environment needs deployment: false`,
        ).toBe(true);
      }
    },
  );

  it.each(examples)(
    '%s: deployments that must not be cut off wait in line (queue: max)',
    (name) => {
      const workflow = parse(readFileSync(join(root, name), 'utf8')) as Workflow;
      const groups = [
        workflow.concurrency,
        ...Object.values(workflow.jobs ?? {}).map((job) => job.concurrency),
      ].filter((group): group is Concurrency => group !== undefined);
      for (const group of groups) {
        if (group['cancel-in-progress'] !== false) continue;
        // A preview's newest push supersedes the rest: the default (keep the newest) is right.
        const previews = ourSteps(workflow).every(({ action }) => action === 'preview');
        if (previews) continue;
        expect(group.queue, `concurrency group ${group.group}`).toBe('max');
      }
    },
  );

  it('tells the deploy action from the environments action', () => {
    expect(actionOf({ uses: 'amezmo/amezmo-deploy@v1' })).toBe('');
    expect(actionOf({ uses: 'amezmo/amezmo-deploy/environments@v1' })).toBe('environments');
    expect(actionOf({ uses: './environments' })).toBe('environments');
    expect(actionOf({ uses: 'actions/checkout@v4' })).toBeUndefined();
    // The environments action's inputs are not the deploy action's: `mode` is only its own.
    expect('mode' in inputsOf('environments/action.yml')).toBe(true);
    expect('mode' in inputsOf('action.yml')).toBe(false);
  });

  it('keeps environments as code: plan on pull requests, apply on main, a nightly drift check', () => {
    const read = (name: string) =>
      parse(readFileSync(join(root, 'docs', 'examples', name), 'utf8')) as Workflow & {
        on: Record<string, { paths?: string[]; branches?: string[] } | unknown[] | null>;
        jobs: Record<string, { steps: (Step & { env?: Record<string, string> })[] }>;
      };
    const environmentsStep = (workflow: ReturnType<typeof read>) => {
      const steps = ourSteps(workflow);
      expect(steps.map(({ action }) => action)).toEqual(['environments']);
      return steps[0]?.step as Step & { env?: Record<string, string> };
    };
    const file = '.amezmo/environments.yml';

    const plan = read('environments-plan.yml');
    expect(plan.on.pull_request).toEqual({ paths: [file] });
    expect(plan.permissions).toMatchObject({ 'pull-requests': 'write' });
    expect(environmentsStep(plan).with).toMatchObject({ mode: 'plan' });

    const apply = read('environments-apply.yml');
    expect(apply.on.push).toEqual({ branches: ['main'], paths: [file] });
    expect(apply.concurrency?.group).toBe('amezmo-environments');
    expect(environmentsStep(apply).with).toMatchObject({ mode: 'apply' });

    const drift = read('environments-drift.yml');
    expect(Object.keys(drift.on)).toEqual(expect.arrayContaining(['schedule']));
    expect(environmentsStep(drift).with).toMatchObject({ mode: 'plan', 'fail-on-drift': true });

    // Secrets reach the action through the step's environment, never through the file.
    for (const workflow of [plan, apply, drift]) {
      expect(environmentsStep(workflow).env).toEqual({
        NEWRELIC_LICENSE_KEY: '${{ secrets.NEWRELIC_LICENSE_KEY }}',
      });
    }
  });

  it('rolls back on demand, listing first, with the permissions a rollback needs', () => {
    const workflow = parse(
      readFileSync(join(root, 'docs', 'examples', 'rollback.yml'), 'utf8'),
    ) as Workflow & { on: Record<string, { inputs?: Record<string, { default?: unknown }> }> };
    expect(Object.keys(workflow.on)).toEqual(['workflow_dispatch']);
    expect(workflow.on.workflow_dispatch?.inputs?.['dry-run']?.default).toBe(true);
    expect(workflow.permissions).toMatchObject({ deployments: 'write', actions: 'read' });
    const [rollback] = ourSteps(workflow);
    expect(rollback?.action).toBe('rollback');
    expect(rollback?.step.with).toMatchObject({ to: '${{ inputs.to }}' });
  });

  it.each(examples)('%s: a job whose deploy records its release may write deployments', (name) => {
    const workflow = parse(readFileSync(join(root, name), 'utf8')) as Workflow & {
      jobs?: Record<string, { permissions?: Record<string, string> }>;
    };
    for (const [id, job] of Object.entries(workflow.jobs ?? {})) {
      const records = (job.steps ?? []).some(
        (step) =>
          actionOf(step) === '' &&
          step.with?.['github-deployment'] !== false &&
          step.with?.['dry-run'] !== true,
      );
      if (!records) continue;
      const granted = job.permissions ?? workflow.permissions;
      expect(granted?.deployments, `job ${id}`).toBe('write');
    }
  });

  it.each(examples)(
    '%s: a deploy that rolls back may read kept archives and write the ledger',
    (name) => {
      const workflow = parse(readFileSync(join(root, name), 'utf8')) as Workflow;
      const rollsBack = ourSteps(workflow).some(
        ({ step, action }) =>
          action === 'rollback' || (action === '' && step.with?.['on-unhealthy'] === 'rollback'),
      );
      if (!rollsBack) return;
      expect(workflow.permissions).toMatchObject({ deployments: 'write', actions: 'read' });
    },
  );

  it('tells the deploy action from the preview action', () => {
    expect(actionOf({ uses: 'amezmo/amezmo-deploy@v1' })).toBe('');
    expect(actionOf({ uses: 'amezmo/amezmo-deploy/preview@v1' })).toBe('preview');
    expect(actionOf({ uses: './preview' })).toBe('preview');
    expect(actionOf({ uses: './' })).toBe('');
    expect(actionOf({ uses: 'actions/checkout@v4' })).toBeUndefined();
    // The preview's inputs are not the deploy action's: `region` is only the preview's.
    expect('region' in inputsOf('preview/action.yml')).toBe(true);
    expect('region' in inputsOf('action.yml')).toBe(false);
  });

  it('runs previews with the permissions they need, one pull request at a time', () => {
    const workflow = parse(
      readFileSync(join(root, 'docs', 'examples', 'pull-request-preview-instances.yml'), 'utf8'),
    ) as Workflow & { on: Record<string, { types?: string[] }> };
    expect(ourSteps(workflow).map(({ action }) => action)).toEqual(['preview']);
    expect(workflow.permissions).toMatchObject({
      'pull-requests': 'write',
      deployments: 'write',
      contents: 'read',
    });
    expect(workflow.concurrency?.group).toContain('github.event.pull_request.number');
    expect(workflow.on.pull_request?.types).toEqual([
      'opened',
      'synchronize',
      'reopened',
      'ready_for_review',
      'converted_to_draft',
      'closed',
    ]);
    expect(Object.keys(workflow.on)).toEqual(
      expect.arrayContaining(['pull_request', 'schedule', 'workflow_dispatch']),
    );
  });
});

describe('previews on demand', () => {
  interface PreviewWorkflow {
    on: Record<string, { types?: string[] } | null>;
    permissions?: Record<string, string>;
    jobs: Record<
      string,
      {
        if?: string;
        concurrency?: Concurrency;
        steps: (Step & { id?: string; if?: string; run?: string })[];
      }
    >;
  }
  const read = (name: string) =>
    parse(readFileSync(join(root, 'docs', 'examples', name), 'utf8')) as PreviewWorkflow & Workflow;
  const previewStep = (workflow: PreviewWorkflow & Workflow) => {
    const steps = ourSteps(workflow);
    expect(steps.map(({ action }) => action)).toEqual(['preview']);
    return steps[0]?.step as Step;
  };
  const checkouts = (workflow: PreviewWorkflow) =>
    Object.values(workflow.jobs)
      .flatMap((job) => job.steps)
      .filter((step) => step.uses?.startsWith('actions/checkout@'));

  it('trigger: label listens to the label, the drafts and the close, and checks out only a labeled pull request', () => {
    const workflow = read('preview-on-label.yml');
    const step = previewStep(workflow);
    expect(step.with).toMatchObject({ trigger: 'label', 'preview-label': 'preview' });
    expect(workflow.on.pull_request?.types).toEqual(
      expect.arrayContaining([
        'opened',
        'synchronize',
        'labeled',
        'unlabeled',
        'ready_for_review',
        'converted_to_draft',
        'closed',
      ]),
    );
    expect(Object.keys(workflow.on)).toEqual(
      expect.arrayContaining(['schedule', 'workflow_dispatch']),
    );
    expect(workflow.permissions).toMatchObject({ 'pull-requests': 'write', contents: 'read' });
    for (const checkout of checkouts(workflow)) {
      expect(checkout.if).toContain(
        `contains(github.event.pull_request.labels.*.name, '${String(step.with?.['preview-label'])}')`,
      );
    }
  });

  it('trigger: comment reads new comments, and checks out no fork: only the head of its own branch', () => {
    const workflow = read('preview-on-comment.yml');
    const step = previewStep(workflow);
    expect(step.with).toMatchObject({ trigger: 'comment' });
    expect(workflow.on.issue_comment?.types).toEqual(['created']);
    expect(workflow.on.pull_request?.types).toEqual(
      expect.arrayContaining(['synchronize', 'converted_to_draft', 'closed']),
    );
    expect(workflow.on.pull_request?.types).not.toContain('opened');
    // Reactions and replies are written on the pull request.
    expect(workflow.permissions).toMatchObject({ 'pull-requests': 'write', contents: 'read' });
    const job = Object.values(workflow.jobs)[0];
    expect(job?.if).toContain('github.event.issue.pull_request');
    expect(job?.if).toContain('github.event.pull_request.head.repo.full_name == github.repository');
    expect(job?.concurrency?.group).toContain('github.event.issue.number');
    // The head is found first, and checked out only when it is this repository's own branch.
    const find = job?.steps.find((candidate) => candidate.id === 'pr');
    expect(find?.run).toContain('.head.repo.full_name == .base.repo.full_name');
    const [checkout] = checkouts(workflow);
    expect(checkout?.if).toContain("steps.pr.outputs.own == 'true'");
    expect(String(checkout?.with?.ref)).toContain('steps.pr.outputs.sha');
    expect(workflow.on).not.toHaveProperty('pull_request_target');
  });

  it('forks: deploys only what a build uploaded, and tears down without a checkout', () => {
    const workflow = read('preview-forks.yml');
    previewStep(workflow);
    expect(Object.keys(workflow.on)).toEqual(['workflow_run', 'pull_request_target']);
    expect(workflow.on.pull_request_target?.types).toEqual(
      expect.arrayContaining(['closed', 'unlabeled', 'converted_to_draft']),
    );
    // A workflow with secrets that never checks out, nor runs, anything of the pull request's.
    expect(checkouts(workflow)).toEqual([]);
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.filter((s) => s.run));
    expect(runs).toEqual([]);
  });
});

describe('build once, deploy twice', () => {
  interface Job {
    needs?: string | string[];
    permissions?: Record<string, string>;
    environment?: { name?: string } | string;
    outputs?: Record<string, string>;
    steps: (Step & { id?: string; run?: string; if?: string })[];
  }
  const workflow = parse(
    readFileSync(join(root, 'docs', 'examples', 'build-once-deploy-twice.yml'), 'utf8'),
  ) as { jobs: unknown };
  const { build, staging, production } = workflow.jobs as Record<string, Job>;
  const deploySteps = (job: Job | undefined) =>
    (job?.steps ?? []).filter((step) => actionOf(step) === '');
  const envName = (job: Job | undefined) =>
    typeof job?.environment === 'string' ? job.environment : job?.environment?.name;

  it('builds and attests one archive, with the permissions that needs', () => {
    expect(build?.permissions).toEqual({
      contents: 'read',
      'id-token': 'write',
      attestations: 'write',
    });
    const [archive] = deploySteps(build);
    expect(archive?.with).toMatchObject({ 'dry-run': true, 'keep-archive': true });
    const path = `\${{ steps.${archive?.id}.outputs.archive-path }}`;
    const attest = build?.steps.find((step) =>
      step.uses?.startsWith('actions/attest-build-provenance@'),
    );
    expect(attest?.with).toEqual({ 'subject-path': path });
    const upload = build?.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(String(upload?.with?.path)).toContain(path);
    expect(build?.outputs?.sha256).toBe(`\${{ steps.${archive?.id}.outputs.archive-sha256 }}`);
  });

  it('deploys those bytes to staging, then after approval to production, checking the digest', () => {
    expect(envName(staging)).toBe('staging');
    expect(envName(production)).toBe('production');
    expect(production?.needs).toEqual(expect.arrayContaining(['build', 'staging']));
    for (const job of [staging, production]) {
      expect(job?.permissions).toEqual({ contents: 'read', deployments: 'write' });
      const download = job?.steps.find((step) =>
        step.uses?.startsWith('actions/download-artifact@'),
      );
      expect(download?.with?.name).toBe('app-archive');
      const steps = deploySteps(job);
      expect(steps).toHaveLength(1);
      expect(steps[0]?.with).toMatchObject({ environment: envName(job) });
      const archive = String(steps[0]?.with?.archive);
      expect(archive).toMatch(/app\.zip$/);
      // The digest is checked against the build's before the deploy step runs.
      const check = job?.steps.findIndex((step) => step.run?.includes('sha256sum --check')) ?? -1;
      expect(check).toBeGreaterThan(-1);
      expect(job?.steps[check]?.run).toContain('needs.build.outputs.sha256');
      expect(job?.steps[check]?.run).toContain(archive);
      expect(check).toBeLessThan(job?.steps.indexOf(steps[0]!) ?? -1);
    }
  });
});

/**
 * What Laravel's own `/up` route answers when the application is up: the heading of
 * laravel/framework's src/Illuminate/Foundation/resources/health-up.blade.php (an HTML page with
 * no `ok` in it). A snippet that probes `/up` looks for this text or for none.
 */
const LARAVEL_UP_TEXT = 'Application up';

/** Every `health-url` of a snippet in `text`, with the `health-body` given beside it (or ''). */
function healthProbes(text: string): { url: string; body: string }[] {
  const blocks = text.split(/\n(?=\s*-\s+(?:uses|name|id|run):|\s*with:)/);
  return blocks.flatMap((block) => {
    const url = /^\s*health-url:\s*(\S+)/m.exec(block)?.[1];
    if (url === undefined) return [];
    const body = /^\s*health-body:\s*(.*?)\s*$/m.exec(block)?.[1] ?? '';
    return [{ url, body: body.replace(/^(['"])(.*)\1$/, '$2') }];
  });
}

describe('README', () => {
  it('shows, under each example marker, lines that stand together in that example file', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const shown = [...readme.matchAll(/<!-- example: (\S+) -->\n```yaml\n([\s\S]*?)```/g)].map(
      ([, path = '', block = '']) => ({ path, block }),
    );
    expect(shown.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['docs/examples/promote.yml', 'docs/examples/rollback.yml']),
    );
    for (const { path, block } of shown) {
      expect(readFileSync(join(root, path), 'utf8'), `README's snippet from ${path}`).toContain(
        block,
      );
    }
  });

  it('names previews as the action names them, but where it speaks of earlier versions', () => {
    const paths = [
      'README.md',
      'preview/action.yml',
      ...readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => join('docs', name)),
      ...readdirSync(join(root, 'docs', 'examples')).map((name) => join('docs', 'examples', name)),
    ];
    const named = paths.flatMap((path) =>
      readFileSync(join(root, path), 'utf8')
        .split('\n')
        .flatMap((line) =>
          [...line.matchAll(/\bpr-shop(?:-[a-z0-9]+)+/g)].map(([name]) => ({ path, line, name })),
        ),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const { path, line, name } of named) {
      const number = Number(/-(\d+)$/.exec(name)?.[1]);
      const made = ['acme/shop', 'globex/shop'].map((repository) =>
        previewName('pr', repository, number),
      );
      if (made.includes(name)) continue;
      expect(line, `${path}: ${name}`).toMatch(/earlier version/);
    }
  });

  it("probes Laravel's /up for what its page says, or for its status alone", () => {
    const sources = [
      'README.md',
      ...readdirSync(join(root, 'docs', 'examples')).map((name) => join('docs', 'examples', name)),
    ];
    const probes = sources.flatMap((path) =>
      healthProbes(readFileSync(join(root, path), 'utf8')).map((probe) => ({ path, ...probe })),
    );
    expect(probes.filter((probe) => probe.url === '/up').length).toBeGreaterThan(0);
    for (const probe of probes.filter((found) => found.url.endsWith('/up'))) {
      expect(['', LARAVEL_UP_TEXT], `${probe.path}: health-body '${probe.body}'`).toContain(
        probe.body,
      );
    }
    expect(healthProbes('      with:\n        health-url: /up\n        health-body: ok\n')).toEqual(
      [{ url: '/up', body: 'ok' }],
    );
  });

  it('has the inputs and outputs tables of action.yml', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toBe(expectedReadme(readme, readActions(root)));
  });

  it('would be caught with a table that differs', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8').replace(
      '| `force` | no |',
      '| `force` | yes |',
    );
    expect(readme).not.toBe(expectedReadme(readme, readActions(root)));
  });
});
