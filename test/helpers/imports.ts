// The import graph of a source tree, read from the text of its files, and the three rules the
// architecture test holds src/ to: each folder imports only the folders its row allows, no
// folder is reached from outside except through its index.ts, and nothing imports itself back.
// A reader of its own (not TypeScript's resolver) so that the test of the rules can plant a cycle
// or a deep import in a tree of a few lines and watch each rule catch it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface Import {
  /** The imported file, relative to the root, as written (`pipeline/index.js`). */
  target: string;
  /** `import type` / `export type`: erased when compiled, but still a dependency of the design. */
  typeOnly: boolean;
  dynamic: boolean;
}

export interface Source {
  /** The file, relative to the root (`deploy/flow.ts`). */
  file: string;
  text: string;
  imports: Import[];
}

const IMPORT =
  /^\s*(?:import|export)(\s+type)?\s[^;'"]*?from\s*'(\.{1,2}\/[^']+)'|^\s*import\s*'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/gm;

/** Every `.ts` file below `root`, with the relative imports it makes. */
export function readSources(root: string): Source[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const text = readFileSync(path, 'utf8');
      const imports = [...text.matchAll(IMPORT)].map(
        ([, typeWord, fromSpec, bareSpec, dynamicSpec]) => ({
          target: relative(root, resolve(dirname(path), (fromSpec ?? bareSpec ?? dynamicSpec)!)),
          typeOnly: typeWord !== undefined,
          dynamic: dynamicSpec !== undefined,
        }),
      );
      return { file: relative(root, path), text, imports };
    });
}

/** The folder a file is in, below the root; '' for a module at the root (`clock.ts`). */
export const folderOf = (path: string): string =>
  path.includes('/') ? path.slice(0, path.indexOf('/')) : '';

/** A target outside the tree (a JSON schema beside src/) is no folder's business. */
const inside = (target: string) => !target.startsWith('..');

/** The `.ts` file an import names (`pipeline/index.js` -> `pipeline/index.ts`). */
const fileOf = (target: string) => target.replace(/\.js$/, '.ts');

/**
 * Each import of a folder other than one the folder's row allows: `file -> target`. A folder with
 * no row is reported too, so that a new folder cannot slip past the rules.
 */
export function forbiddenImports(
  sources: Source[],
  allowed: Readonly<Record<string, readonly string[]>>,
): string[] {
  const found: string[] = [];
  for (const { file, imports } of sources) {
    const from = folderOf(file);
    const row = allowed[from];
    if (row === undefined) {
      found.push(`${file}: the folder '${from}' has no row`);
      continue;
    }
    for (const { target } of imports) {
      const to = folderOf(target);
      if (inside(target) && to !== from && to !== '' && !row.includes(to)) {
        found.push(`${file} -> ${target}`);
      }
    }
  }
  return found;
}

/** Each import that reaches into another folder past its index.ts: `file -> target`. */
export function deepImports(sources: Source[]): string[] {
  return sources.flatMap(({ file, imports }) =>
    imports
      .filter(({ target }) => {
        const to = folderOf(target);
        return inside(target) && to !== '' && to !== folderOf(file) && !/\/index\.js$/.test(target);
      })
      .map(({ target }) => `${file} -> ${target}`),
  );
}

/** Strongly connected parts of a graph with more than one node, or a node that names itself. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  // Tarjan's algorithm, iterative so that a long chain cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: Iterator<string> }[] = [];
    const enter = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (graph.get(node) ?? new Set()).values() });
    };
    enter(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const step = top.next.next();
      if (!step.done) {
        const to = step.value;
        if (!index.has(to)) enter(to);
        else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) === index.get(top.node)) {
        const part: string[] = [];
        let node: string;
        do {
          node = stack.pop()!;
          onStack.delete(node);
          part.push(node);
        } while (node !== top.node);
        if (part.length > 1 || graph.get(top.node)?.has(top.node)) found.push(part.sort());
      }
    }
  }
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The files that import each other round, each cycle as its sorted files. */
export function fileCycles(sources: Source[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { file, imports } of sources) {
    graph.set(
      file,
      new Set(imports.filter(({ target }) => inside(target)).map(({ target }) => fileOf(target))),
    );
  }
  return cyclesOf(graph);
}

/** The folders that import each other round (the root's modules counted as the folder ''). */
export function folderCycles(sources: Source[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { file, imports } of sources) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    for (const { target } of imports) {
      const to = folderOf(target);
      if (inside(target) && to !== from) edges.add(to);
    }
    graph.set(from, edges);
  }
  return cyclesOf(graph);
}
