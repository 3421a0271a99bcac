// Previews on demand, end to end: dist/preview/index.js run as a runner does, against the Amezmo
// simulator and the GitHub stand-in: a preview launched, deployed and torn down by its label, and
// a /preview refused because the workspace (git, in the runner's folder) is not the pull
// request's head. The other triggers, drafts, hostile comments, the budget and the clean-up's
// costs are proven in-process by test/preview/triggers-action.test.ts.
import { describe, it } from 'vitest';
import { runAction } from '../../simulator/runner.ts';
import { FIRST, shop, pullEvent, world } from '../helpers/preview-triggers-world.ts';

describe.concurrent('trigger: label', () => {
  const LABEL = { trigger: 'label' };

  it('launches nothing without the label; launches and deploys when labeled; tears down when unlabeled', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, preview, requests, written, expectFollowedTo404 } = await world(
      onTestFinished,
      runAction,
    );
    const opened = await preview('pull_request', pullEvent('opened'), LABEL);
    expect(opened.errors).toEqual([]);
    expect(opened.outputs.outcome).toBe('skipped');
    expect(opened.stdout).toContain(
      '::notice::Nothing to do: pull request #7 does not carry the label `preview`.',
    );
    expect(requests('createInstance')).toEqual([]);

    const other = await preview(
      'pull_request',
      pullEvent('labeled', { labels: ['bug'], label: 'bug' }),
      LABEL,
    );
    expect(other.outputs.outcome).toBe('skipped');
    expect(other.stdout).toContain('a label other than `preview` was added to pull request #7');
    expect(requests('createInstance')).toEqual([]);

    const labeled = await preview(
      'pull_request',
      pullEvent('labeled', { labels: ['bug', 'Preview'], label: 'Preview' }),
      LABEL,
    );
    expect(labeled.errors).toEqual([]);
    expect(labeled.exitCode).toBe(0);
    const id = Number(labeled.outputs['instance-id']);
    expect(labeled.outputs).toMatchObject({ outcome: 'created', 'deployment-status': 'succeeded' });
    expect(requests('createInstance').map((request) => request.fields.name)).toEqual([shop(7)]);
    expect(requests('createDeployment').map((request) => request.path)).toEqual([
      `/v1/instances/${id}/deployments`,
    ]);
    expect(written()).toHaveLength(1);
    expect(written()[0]).toContain(
      'It is terminated when the label `preview` is removed, when it becomes a draft, or when the pull request closes',
    );

    // A push while labeled deploys again to the same instance.
    const pushed = await preview(
      'pull_request',
      pullEvent('synchronize', { labels: ['preview'] }),
      LABEL,
    );
    expect(pushed.outputs).toMatchObject({ outcome: 'updated', 'instance-id': String(id) });

    sim.account.terminationMs = 1_000;
    const unlabeled = await preview(
      'pull_request',
      pullEvent('unlabeled', { labels: ['bug'], label: 'preview' }),
      LABEL,
      { deploys: false },
    );
    expect(unlabeled.errors).toEqual([]);
    expect(unlabeled.outputs).toMatchObject({ outcome: 'terminated', 'instance-id': String(id) });
    expectFollowedTo404(expect, id);
    expect(unlabeled.stdout).toMatch(
      new RegExp(
        `::notice::Ended ${shop(7)} \\(${id}\\): hobby at \\$0\\.026880 an hour for 0m: about \\$0\\.03 \\(1 hour billed\\)\\.`,
      ),
    );
    expect(written()).toHaveLength(1);
    expect(written()[0]).toContain(
      `was terminated because the label \`preview\` was removed from pull request #7. The last commit it ran was`,
    );
    expect(written()[0]).toContain('It ran as hobby at $0.026880 an hour');
  });
});

describe.concurrent('trigger: comment', () => {
  const COMMENT = { trigger: 'comment' };

  it('refuses to deploy a workspace that is not the pull request head, before launching', async ({
    expect,
    onTestFinished,
  }) => {
    const { github, commentEvent, commitWorkspace, preview, requests, reactionsOn, written } =
      await world(onTestFinished, runAction);
    github.collaborators.set('octocat', 'write');
    commitWorkspace();
    github.pulls.set(7, { state: 'open', headLabel: 'acme:feature/login', headSha: FIRST });
    const { id, event } = commentEvent('/preview', 'octocat');
    const result = await preview('issue_comment', event, COMMENT);
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The workspace holds commit [0-9a-f]{40}, not the head of pull request #7 \\(${FIRST}\\): check out the pull request's head before the preview step`,
        ),
      ),
    ]);
    expect(result.outputs.outcome).toBe('refused');
    expect(requests('createInstance')).toEqual([]);
    expect(reactionsOn(id)).toEqual(['eyes', 'confused']);
    expect(written()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^### Amezmo preview\n\n\`/preview\` was not carried out: the workspace holds commit [0-9a-f]{40}, not the head of pull request #7 \\(${FIRST}\\)\\.`,
        ),
      ),
    ]);
  });
});
