// The house's shape, as docs/architecture.md draws it, checked on the sources: a reading of the
// imports, not a promise. Each folder imports only those below it (a job never another's, a shell
// never the other shell); a folder is reached only through its index.ts; nothing imports itself
// back; only the shells read the process's environment; both deploying jobs go through the
// pipeline; and no module grows past what one reader holds. test/architecture-rules.test.ts shows
// each rule catching what it forbids.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  deepImports,
  fileCycles,
  folderCycles,
  folderOf,
  forbiddenImports,
  readSources,
} from './helpers/imports.ts';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/**
 * What each folder of src/ may import, lowest first; the modules at src/'s root ('': the clock,
 * the logger, the errors' base) import no folder and every folder may import them. A folder
 * without a row fails the test: a new folder takes its place here, and in docs/architecture.md.
 */
/** What both shells stand on. */
const SHELL_BELOW = [
  'api',
  'github',
  'ledger',
  'artifacts',
  'pipeline',
  'deploy',
  'rollback',
  'preview',
  'environments',
  'waves',
  'settings',
  'figures',
];

const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  '': [],
  // The wire, under both services' clients: it knows neither.
  http: [],
  archive: [],
  api: ['http'],
  github: ['http', 'api'],
  // The ledger: records on GitHub deployments or in a folder, the kept bytes, what is live.
  ledger: ['api', 'github', 'archive'],
  // The kept bytes on GitHub's artifact service (@actions/artifact), apart from the ledger so
  // that only the bundles that keep or read bytes carry that library.
  artifacts: ['api', 'github', 'ledger'],
  // One release, for every job: it records through the ledger, never through GitHub itself.
  pipeline: ['http', 'api', 'archive', 'ledger'],
  // Whether the commit's CI passed, as GitHub's check runs and statuses tell it.
  checks: ['http', 'api', 'github'],
  // Auto-deploy patterns as PHP matches them: the deploy job decides with them, the
  // environments job lints them, so that it warns about what deploys will do.
  patterns: [],
  // The jobs: each on the pipeline, none on another.
  deploy: ['api', 'github', 'ledger', 'pipeline', 'patterns', 'checks', 'promote'],
  // A promotion: the bytes proven on one environment deployed to another, for the deploy job.
  promote: ['api', 'github', 'ledger', 'pipeline'],
  rollback: ['api', 'github', 'ledger', 'pipeline'],
  preview: ['api', 'github', 'pipeline'],
  environments: ['api', 'patterns'],
  // The delivery figures, read from the ledger; the shells give them git and GitHub.
  figures: ['ledger'],
  // A rollout of one archive to many targets in waves: each target a run of the deploy job.
  waves: ['api', 'github', 'ledger', 'pipeline', 'deploy', 'checks'],
  // Settings, read as the shells give them, into each job's own request.
  settings: [
    'api',
    'github',
    'archive',
    'pipeline',
    'deploy',
    'rollback',
    'preview',
    'environments',
    'checks',
    'waves',
  ],
  // The two front ends: the jobs and what builds them, never each other (the command line marks
  // its --dotenv file with the archive's own marker, so that no archive takes it in).
  actions: SHELL_BELOW,
  cli: [...SHELL_BELOW, 'archive'],
};

describe('the direction of imports', () => {
  const files = readSources(SRC);

  it('has a row for every folder of src/, and no row for a folder that is gone', () => {
    const folders = [...new Set(files.map(({ file }) => folderOf(file)))].sort();
    expect(Object.keys(MAY_IMPORT).sort()).toEqual(folders);
  });

  it('each folder imports only the folders its row names', () => {
    expect(forbiddenImports(files, MAY_IMPORT)).toEqual([]);
  });

  it('no folder is reached from outside except through its index.ts', () => {
    expect(deepImports(files)).toEqual([]);
  });

  it('nothing imports itself back: no cycle of files, none of folders', () => {
    expect(fileCycles(files)).toEqual([]);
    expect(folderCycles(files)).toEqual([]);
  });

  it('only the shells read the process environment', () => {
    const readers = files
      .filter(({ text }) => /process\.env\b/.test(text))
      .map(({ file }) => file)
      .filter((file) => folderOf(file) !== 'actions' && folderOf(file) !== 'cli');
    // The run context's reader takes the environment as an argument; its default is the shells'.
    expect(readers).toEqual(['github/context.ts']);
  });

  it('the deploy and preview jobs both deploy through the pipeline', () => {
    // The deploy job's release is deliver.ts's, which flow.ts loads once the ref deploys.
    for (const job of ['deploy/deliver.ts', 'preview/deploy.ts']) {
      const { text, imports } = files.find(({ file }) => file === job)!;
      expect(
        imports.map(({ target }) => target),
        job,
      ).toContain('pipeline/index.js');
      expect(text, job).toMatch(/deployRelease\(/);
      // Nor does either upload or follow on its own.
      expect(text, job).not.toMatch(/createDeployment\(|followDeployment\(/);
    }
  });

  it('no module is imported for what it does when loaded: the bundles would leave it out', () => {
    // package.json says "sideEffects": false, so that a bundle carries only the modules whose
    // exports it uses (the deploy action none of the preview job's); a bare `import './x.js'`
    // would be dropped from every bundle without a word.
    const bare = files.flatMap(({ file, text }) =>
      [...text.matchAll(/^\s*import\s*['"][^'"]+['"]/gm)].map(
        ([line]) => `${file}: ${line.trim()}`,
      ),
    );
    expect(bare).toEqual([]);
  });

  it('no module is over 600 lines, but the PCRE translator, whose header says why', () => {
    const long = files.filter(({ text }) => text.split('\n').length > 600).map(({ file }) => file);
    expect(long).toEqual(['patterns/patterns.ts']);
  });
});
