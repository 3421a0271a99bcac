// The sweep of old previews: closed pull requests and max-age.
import { describe, expect, it } from 'vitest';
import { previewFacts } from '../../src/preview/report.ts';
import { runPreview } from '../../src/preview/run.ts';
import {
  clock,
  context,
  deps,
  failureOf,
  github,
  logs,
  route,
  settings,
  shop,
  sim,
  usePreviewRuns,
} from './fixture.ts';

usePreviewRuns();

describe('clean-up', () => {
  const HOUR = 3_600_000;
  const add = (name: string, hoursOld: number) =>
    sim.account.addInstance({
      name,
      instanceType: 'hobby',
      createdAt: new Date(clock.now() - hoursOld * HOUR),
    }).seed.id;

  it('without a token, warns and terminates for age only', async () => {
    const old = add(shop(1), 80);
    add(shop(2), 1);
    const run = await runPreview(
      settings({ maxAgeMs: 72 * HOUR }),
      context('schedule', {}),
      deps(false),
    );
    expect(logs).toContain(
      "warning: Without 'github-token', closed pull requests are not known; only max-age applies.",
    );
    expect(route('terminateInstance').map((request) => request.path)).toEqual([
      `/v1/instances/${old}`,
    ]);
    const facts = previewFacts(run, {
      runUrl: 'https://github.com/acme/shop/actions/runs/1',
      repositoryUrl: '',
      now: clock.now(),
    });
    expect(facts.map(([name]) => name)).toEqual([
      'Outcome',
      `${shop(1)} (#1)`,
      `${shop(2)} (#2)`,
      'Run',
    ]);
  });

  it('goes on past a preview it cannot terminate, then fails naming it', async () => {
    const first = add(shop(1), 1);
    const second = add(shop(2), 1);
    github.pulls.set(1, { state: 'closed' });
    github.pulls.set(2, { state: 'closed' });
    sim.inject('terminateInstance', { kind: 'status', status: 403, message: 'Not yours.' });
    const run = await runPreview(settings(), context('schedule', {}), deps());
    expect(failureOf(run)?.message).toMatch(
      new RegExp(
        `^Could not terminate preview instance ${shop(1)} \\(\\d+\\): Amezmo API: 403 forbidden: Not yours\\. .*It is still running, and billed by the hour: terminate it in the Amezmo dashboard, or run the clean-up \\(schedule or workflow_dispatch\\) again\\.$`,
      ),
    );
    expect(sim.account.instanceIds()).toEqual([sim.seeded?.instanceId, first]);
    expect(second).toBeGreaterThan(first);
    expect(run.steps.map((step) => step.result?.slice(0, 7))).toEqual(['failed:', 'termina']);
    expect(github.comments.map((comment) => comment.issueNumber)).toEqual([2]);
  });
});
