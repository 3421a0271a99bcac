import { describe, expect, it } from 'vitest';
import { newDeployRun, type DeployRun } from '../../src/deploy/index.ts';
import { deployFacts, deployOutputs } from '../../src/deploy/report.ts';
import { NO_RELEASE, type ReleaseResult } from '../../src/pipeline/release.ts';

const links = { runUrl: '', repositoryUrl: '' };

function withRelease(release: Partial<ReleaseResult>): DeployRun {
  return {
    ...newDeployRun(),
    release: { ...NO_RELEASE, ...release },
  };
}

describe('the archive in the report', () => {
  it('shows the largest folders and root files, and a given tar without an entry count', () => {
    const run = withRelease({
      archive: {
        path: '/tmp/app.tar',
        size: 2048,
        sha256: 'ab'.repeat(32),
        files: undefined,
        keptPath: '',
      },
      largestFolders: [
        { folder: 'dump.sql', bytes: 4096 },
        { folder: 'vendor/', bytes: 1024 },
      ],
    });
    const facts = Object.fromEntries(
      deployFacts(run, { links }).map(([name, cell]) => [name, (cell as { text: string }).text]),
    );
    expect(facts['Archive']).toBe(`2.0 KiB, sha256 ${'ab'.repeat(32)}`);
    expect(facts['Largest folders and files']).toBe('dump.sql (4.0 KiB), vendor/ (1.0 KiB)');
    expect(deployOutputs(run)).toMatchObject({
      'archive-size': '2048',
      'archive-files': '',
      'archive-manifest': '',
      'archive-path': '',
    });
  });

  it('gives the manifest and the kept archive as outputs, and the entry count of a built one', () => {
    const run = withRelease({
      archive: {
        path: '/t/amezmo-archive-1/app.zip',
        size: 10,
        sha256: 'cd'.repeat(32),
        files: 3,
        keptPath: '/t/amezmo-archive-1/app.zip',
      },
      manifestPath: '/t/amezmo-manifest-1/archive-manifest.txt',
    });
    expect(deployOutputs(run)).toMatchObject({
      'archive-files': '3',
      'archive-manifest': '/t/amezmo-manifest-1/archive-manifest.txt',
      'archive-path': '/t/amezmo-archive-1/app.zip',
    });
    expect(deployFacts(run, { links }).map(([name]) => name)).not.toContain(
      'Largest folders and files',
    );
  });

  it('sets every output on a run that failed before it began, and shows the failure', () => {
    const run = newDeployRun();
    expect(deployOutputs(run)).toEqual({
      skipped: 'false',
      'skip-reason': '',
      'matched-pattern': '',
      'deployment-id': '',
      'deployment-status': '',
      'environment-url': '',
      'archive-size': '',
      'archive-files': '',
      'archive-sha256': '',
      'promoted-from': '',
      'archive-manifest': '',
      'archive-path': '',
      'restarted-workers': '[]',
      health: 'unchecked',
      'health-detail': '',
      'artifact-id': '',
      'rolled-back-to': '',
      'targets-result': '',
    });
    expect(deployFacts(run, { error: 'boom', links })).toEqual([
      ['Outcome', { text: '❌ Failed: boom' }],
    ]);
  });
});
