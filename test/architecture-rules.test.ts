// The architecture test's rules, each shown catching what it forbids in a tree planted for it:
// a rule that cannot fail would let src/ drift while the test stays green.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deepImports,
  fileCycles,
  folderCycles,
  forbiddenImports,
  readSources,
} from './helpers/imports.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A source tree of the given files, read as the architecture test reads src/. */
function plant(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'architecture-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return readSources(root);
}

/** Two folders that keep the rules: low/ below high/, each reached through its index.ts. */
const lawful = {
  'clock.ts': 'export const now = () => 0;\n',
  'low/index.ts': "export { read } from './read.js';\n",
  'low/read.ts': "import { now } from '../clock.js';\nexport const read = () => now();\n",
  'high/index.ts': "export { run } from './run.js';\n",
  'high/run.ts': [
    "import type { Unused } from '../low/index.js';",
    "import {\n  read,\n} from '../low/index.js';",
    "export const run = async () => (await import('../low/index.js')).read() + read();",
    '',
  ].join('\n'),
};
const rows = { '': [], low: [], high: ['low'] };

describe('the architecture rules', () => {
  it('find nothing in a tree that keeps them', () => {
    const sources = plant(lawful);
    expect(sources.find(({ file }) => file === 'high/run.ts')?.imports).toEqual([
      { target: 'low/index.js', typeOnly: true, dynamic: false },
      { target: 'low/index.js', typeOnly: false, dynamic: false },
      { target: 'low/index.js', typeOnly: false, dynamic: true },
    ]);
    expect(forbiddenImports(sources, rows)).toEqual([]);
    expect(deepImports(sources)).toEqual([]);
    expect(fileCycles(sources)).toEqual([]);
    expect(folderCycles(sources)).toEqual([]);
  });

  it('catch a planted cycle between two folders, and the import against the rows', () => {
    const sources = plant({
      ...lawful,
      'low/read.ts': "import { run } from '../high/index.js';\nexport const read = () => run;\n",
    });
    expect(folderCycles(sources)).toEqual([['high', 'low']]);
    expect(fileCycles(sources)).toEqual([
      ['high/index.ts', 'high/run.ts', 'low/index.ts', 'low/read.ts'],
    ]);
    expect(forbiddenImports(sources, rows)).toEqual(['low/read.ts -> high/index.js']);
  });

  it('catch a planted cycle inside one folder, and a module that imports itself', () => {
    const sources = plant({
      ...lawful,
      'low/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'low/b.ts': "export { a } from './a.js';\nexport const b = 1;\n",
      'low/self.ts': "import { self } from './self.js';\nexport const me = self;\n",
    });
    expect(fileCycles(sources)).toEqual([['low/a.ts', 'low/b.ts'], ['low/self.ts']]);
    expect(folderCycles(sources)).toEqual([]);
  });

  it('catch a planted deep import, static or dynamic, past a folder’s index.ts', () => {
    const sources = plant({
      ...lawful,
      'high/deep.ts': [
        "import { read } from '../low/read.js';",
        "export const later = () => import('../low/read.js');",
        'export const now = read;',
        '',
      ].join('\n'),
    });
    expect(deepImports(sources)).toEqual([
      'high/deep.ts -> low/read.js',
      'high/deep.ts -> low/read.js',
    ]);
  });

  it('report a folder that has no row', () => {
    const sources = plant({ ...lawful, 'new/thing.ts': 'export const x = 1;\n' });
    expect(forbiddenImports(sources, rows)).toEqual(["new/thing.ts: the folder 'new' has no row"]);
  });
});
