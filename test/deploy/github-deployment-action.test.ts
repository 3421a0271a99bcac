// GitHub Deployments in the test's process (`runActionInProcess`): one marked failed with its
// Amezmo deployment, none for a skipped ref or with the input off, and a token that may not write
// them warned of, with the same assertions the bundle's runs had; test/e2e/github-deployment.test.ts
// keeps dist/index.js creating one with its links and retiring it on SIGTERM.
import { describe, it } from 'vitest';
import { runActionInProcess } from '../helpers/in-process.ts';
import { world } from '../helpers/github-deployment-world.ts';

describe.concurrent('GitHub deployments', () => {
  it('marks it failed when the Amezmo deployment fails', async ({ expect, onTestFinished }) => {
    const { sim, github, deployWith, statuses } = await world(onTestFinished, runActionInProcess);
    sim.account.behaviour = { finalStatus: 'failed', pollsToFinish: 1 };
    const result = await deployWith('refs/heads/main');

    expect(result.exitCode).toBe(1);
    expect(statuses()).toEqual(['in_progress', 'failure']);
    expect(github.requests.at(-1)?.body.description).toBe(
      "Deployment 838 ended with status 'failed'. Its log: Amezmo dashboard, instance 1001, environment 'production', Deployments.",
    );
  });

  it('creates none when the ref is skipped', async ({ expect, onTestFinished }) => {
    const { github, deployWith } = await world(onTestFinished, runActionInProcess);
    const result = await deployWith('refs/heads/feature/nope');
    expect(result.exitCode).toBe(0);
    expect(result.outputs.skipped).toBe('true');
    expect(github.requests).toEqual([]);
  });

  it('creates none unless asked', async ({ expect, onTestFinished }) => {
    const { github, deployWith } = await world(onTestFinished, runActionInProcess);
    const result = await deployWith('refs/heads/main', { 'github-deployment': 'false' });
    expect(result.exitCode).toBe(0);
    expect(github.requests).toEqual([]);
  });

  it('warns, naming the permission, and deploys anyway when the token may not', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, deployWith } = await world(onTestFinished, runActionInProcess);
    github.forbid();
    const result = await deployWith('refs/heads/main');

    expect(result.exitCode).toBe(0);
    expect(result.outputs['deployment-status']).toBe('succeeded');
    expect(github.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /repos/acme/shop/deployments?per_page=100&environment=production&task=deploy%3Aamezmo',
      'POST /repos/acme/shop/deployments',
    ]);
    expect(result.stdout).toContain(
      '::warning::Could not read the ledger of releases (the GitHub deployments of acme/shop): the token may not read or write deployments (GitHub answered 403): give the job "permissions: deployments: write".',
    );
    expect(result.stdout).toContain(
      '::warning::Could not create a GitHub deployment: the token may not write deployments (GitHub answered 403). Give the job "permissions: deployments: write". The Amezmo deployment goes on, but no later run can find this release to roll back to it.',
    );
  });
});
