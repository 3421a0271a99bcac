// How a rollback is told: the outputs of rollback/action.yml and its summary, which the command
// line writes as text. Pure, so a table of runs.
import { describe, expect, it } from 'vitest';
import { newRollbackRun, type Listed, type RollbackRun } from '../../src/rollback/flow.ts';
import { rollbackOutputs, rollbackSummary } from '../../src/rollback/report.ts';
import { NO_RELEASE } from '../../src/pipeline/release.ts';
import { summaryText } from '../../src/summary.ts';

const COMMIT = 'a'.repeat(40);
const entry = {
  instance: '1001',
  environment: 'production',
  deploymentId: 838,
  sha256: 'b'.repeat(64),
  size: 100,
  commit: COMMIT,
  ref: { kind: 'branch' as const, name: 'main' },
  artifact: { id: 5, name: 'amezmo.zip', runId: '9' },
  id: 77,
  createdAt: '2026-11-20T10:00:00Z',
};
const base: RollbackRun = {
  ...newRollbackRun({ instance: '1001', environment: 'production', dryRun: false }),
  environmentUrl: 'https://production-1001.amezmo.test',
};
const links = {
  repositoryUrl: 'https://github.com/acme/shop',
  runUrl: 'https://github.com/acme/shop/actions/runs/1',
};
const text = (run: RollbackRun, error?: string) =>
  summaryText(rollbackSummary(run, { error, links })).join('\n');

describe('rollbackOutputs', () => {
  it('sets every output of a run that learnt nothing', () => {
    expect(rollbackOutputs(newRollbackRun())).toEqual({
      skipped: 'false',
      'skip-reason': '',
      commit: '',
      'deployment-id': '',
      'deployment-status': '',
      'archive-sha256': '',
      'environment-url': '',
      health: 'unchecked',
      'health-detail': '',
      candidates: '[]',
    });
  });

  it('tells the release deployed again, and the candidates of a dry run', () => {
    const listed: Listed = { ...entry, health: 'healthy', archive: 'kept', live: true };
    const run: RollbackRun = {
      ...base,
      chosen: { ...entry, health: 'healthy' },
      candidates: [listed],
      release: {
        ...NO_RELEASE,
        deploymentId: 900,
        deploymentStatus: 'succeeded',
        archive: { path: '/x', size: 100, sha256: entry.sha256, files: 3, keptPath: '' },
      },
    };
    const outputs = rollbackOutputs(run);
    expect(outputs).toMatchObject({
      commit: COMMIT,
      'deployment-id': '900',
      'deployment-status': 'succeeded',
      'archive-sha256': entry.sha256,
      'environment-url': 'https://production-1001.amezmo.test',
    });
    expect(JSON.parse(outputs.candidates as string)).toEqual([
      {
        github_deployment_id: 77,
        created_at: '2026-11-20T10:00:00Z',
        commit: COMMIT,
        sha256: entry.sha256,
        amezmo_deployment_id: 838,
        health: 'healthy',
        archive: 'kept',
        live: true,
      },
    ]);
  });
});

describe('rollbackSummary', () => {
  it.each([
    ['a failure', { ...base }, 'it broke', /^Outcome: +❌ Failed: it broke$/m],
    [
      'a skip',
      { ...base, skipped: true, skipReason: 'nothing to do' },
      undefined,
      /^Outcome: +⏭️ nothing to do$/m,
    ],
    [
      'a rollback',
      { ...base, chosen: { ...entry, health: 'healthy' as const } },
      undefined,
      /^Outcome: +⏪ Rolled back to aaaaaaa$/m,
    ],
  ])('tells %s', (_case, run, error, outcome) => {
    expect(text(run as RollbackRun, error)).toMatch(outcome);
  });

  it('tells what was live, what was deployed, and links the run', () => {
    const shown = text({
      ...base,
      live: entry,
      chosen: { ...entry, health: 'unknown' },
      release: { ...NO_RELEASE, deploymentId: 901, deploymentStatus: 'succeeded' },
    });
    expect(shown).toMatch(/^Live before: +commit aaaaaaa, Amezmo deployment 838$/m);
    expect(shown).toMatch(
      /^Deployed: +commit aaaaaaa, sha256 b{64} \(GitHub deployment 77, recorded unknown\)$/m,
    );
    expect(shown).toMatch(/^Deployment: +901 \(succeeded\)$/m);
    expect(shown).toContain('workflow run log (https://github.com/acme/shop/actions/runs/1)');
  });

  it('lists the releases of a dry run, newest first, with the live one marked', () => {
    const shown = text({
      ...base,
      dryRun: true,
      chosen: { ...entry, health: 'healthy' },
      candidates: [
        { ...entry, health: 'healthy', archive: 'kept', live: true },
        {
          ...entry,
          commit: 'not-a-sha',
          id: 76,
          health: 'unhealthy',
          archive: 'expired',
          live: false,
        },
      ],
    });
    expect(shown).toMatch(/^Would deploy: +commit aaaaaaa/m);
    expect(shown).toContain('Releases in the ledger, newest first:');
    expect(shown).toMatch(/^Date +Commit +sha256 +Health +Archive +GitHub deployment$/m);
    expect(shown).toMatch(
      /^2026-11-20T10:00:00Z +aaaaaaa \(https:\/\/github\.com\/acme\/shop\/commit\/a{40}\) +b{16}… +healthy +kept +77 +live$/m,
    );
    expect(shown).toMatch(/^2026-11-20T10:00:00Z +not-a-sha +b{16}… +unhealthy +expired +76$/m);
  });
});
