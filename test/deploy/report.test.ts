import { describe, expect, it } from 'vitest';
import { newReport, outputsOf, summaryRows } from '../../src/deploy/report.ts';

describe('the archive in the report', () => {
  it('shows the largest folders and root files, and a given tar without an entry count', () => {
    const report = newReport(0);
    report.archive = {
      path: '/tmp/app.tar',
      size: 2048,
      sha256: 'ab'.repeat(32),
      files: undefined,
    };
    report.largestFolders = [
      { folder: 'dump.sql', bytes: 4096 },
      { folder: 'vendor/', bytes: 1024 },
    ];
    const rows = Object.fromEntries(summaryRows(report).map(([name, cell]) => [name, cell.text]));
    expect(rows['Archive']).toBe(`2.0 KiB, sha256 ${'ab'.repeat(32)}`);
    expect(rows['Largest folders']).toBe('dump.sql (4.0 KiB), vendor/ (1.0 KiB)');
    expect(outputsOf(report)).toMatchObject({
      'archive-size': '2048',
      'archive-files': '',
      'archive-manifest': '',
      'archive-path': '',
    });
  });

  it('gives the manifest and the kept archive as outputs, and the entry count of a built one', () => {
    const report = newReport(0);
    report.archive = { path: '/t/app.zip', size: 10, sha256: 'cd'.repeat(32), files: 3 };
    report.manifestPath = '/t/amezmo-manifest-1/archive-manifest.txt';
    report.keptArchivePath = '/t/amezmo-archive-1/app.zip';
    expect(outputsOf(report)).toMatchObject({
      'archive-files': '3',
      'archive-manifest': '/t/amezmo-manifest-1/archive-manifest.txt',
      'archive-path': '/t/amezmo-archive-1/app.zip',
    });
    expect(summaryRows(report).map(([name]) => name)).not.toContain('Largest folders');
  });
});
