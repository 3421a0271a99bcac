// The house's shape, as docs/architecture.md draws it, checked on the sources: a grep, not a
// promise. A job never imports another's; the low modules never import the ones above them; only
// the shells read the process's environment; and both deploying jobs go through the pipeline.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** Every source file, with the folders (below src/) of the modules it imports. */
function sources(): { file: string; text: string; imports: string[] }[] {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const text = readFileSync(path, 'utf8');
      const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
        ([, specifier]) => relative(SRC, resolve(dirname(path), specifier as string)),
      );
      return { file: relative(SRC, path), text, imports };
    });
}

const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '');

describe('the direction of imports', () => {
  const files = sources();

  it.each([
    ['preview', ['deploy', 'environments', 'rollback', 'actions', 'settings', 'cli']],
    ['deploy', ['preview', 'environments', 'rollback', 'actions', 'settings', 'cli']],
    ['environments', ['preview', 'rollback', 'actions', 'settings', 'cli']],
    ['rollback', ['deploy', 'preview', 'environments', 'actions', 'settings', 'cli']],
    ['pipeline', ['deploy', 'preview', 'environments', 'rollback', 'actions', 'settings', 'cli']],
    [
      'github',
      ['deploy', 'preview', 'environments', 'rollback', 'pipeline', 'actions', 'settings', 'cli'],
    ],
    [
      'api',
      ['deploy', 'preview', 'environments', 'pipeline', 'github', 'archive', 'actions', 'settings'],
    ],
    [
      'http',
      [
        'api',
        'github',
        'ledger',
        'archive',
        'deploy',
        'preview',
        'environments',
        'rollback',
        'pipeline',
        'actions',
        'settings',
        'cli',
      ],
    ],
    [
      'archive',
      ['deploy', 'preview', 'environments', 'pipeline', 'github', 'api', 'actions', 'settings'],
    ],
  ])('nothing in src/%s/ imports from %j', (folder, forbidden) => {
    const found = files
      .filter(({ file }) => folderOf(file) === folder)
      .flatMap(({ file, imports }) =>
        imports
          .filter((target) => forbidden.includes(folderOf(target)))
          .map((t) => `${file} -> ${t}`),
      );
    expect(found).toEqual([]);
  });

  it('only the shells read the process environment', () => {
    const readers = files
      .filter(({ text }) => /process\.env\b/.test(text))
      .map(({ file }) => file)
      .filter((file) => folderOf(file) !== 'actions' && folderOf(file) !== 'cli');
    // The run context's reader takes the environment as an argument; its default is the shells'.
    expect(readers).toEqual(['github/context.ts']);
  });

  it('no shell imports the other: the action shells and the command line share the layers below', () => {
    const found = files
      .filter(({ file }) => ['actions', 'cli'].includes(folderOf(file)))
      .flatMap(({ file, imports }) =>
        imports
          .filter((target) => {
            const folder = folderOf(target);
            return ['actions', 'cli'].includes(folder) && folder !== folderOf(file);
          })
          .map((target) => `${file} -> ${target}`),
      );
    expect(found).toEqual([]);
  });

  it('the deploy and preview jobs both deploy through the pipeline', () => {
    for (const job of ['deploy/flow.ts', 'preview/deploy.ts']) {
      const { text, imports } = files.find(({ file }) => file === job) as {
        text: string;
        imports: string[];
      };
      expect(imports, job).toContain('pipeline/release.js');
      expect(text, job).toMatch(/deployRelease\(/);
      // Nor does either upload or follow on its own.
      expect(text, job).not.toMatch(/createDeployment\(|followDeployment\(/);
    }
  });
});
