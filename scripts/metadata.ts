// Each action's inputs and outputs are written once, in its action.yml. This writes from them the
// inputs and outputs tables of README.md (between marker comments) and src/settings/metadata.ts,
// which the shells read input names and defaults from. `--check` only tells whether both are up to
// date; `npm run lint` runs it. The deploy action (the root action.yml) uses
// `<!-- inputs:start -->`; another action in a folder of its own, e.g. preview/action.yml, uses
// `<!-- preview/inputs:start -->`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

interface ActionInput {
  description: string;
  required?: boolean;
  default?: string;
}

interface ActionMetadata {
  inputs: Record<string, ActionInput>;
  outputs: Record<string, { description: string }>;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

export function inputsTable(action: ActionMetadata): string {
  const rows = Object.entries(action.inputs ?? {}).map(([name, input]) => {
    const fallback =
      input.default === undefined || input.default === '' ? '' : `\`'${input.default}'\``;
    return `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${fallback} | ${cell(input.description)} |`;
  });
  return ['| Input | Required | Default | Description |', '|---|---|---|---|', ...rows].join('\n');
}

export function outputsTable(action: ActionMetadata): string {
  const rows = Object.entries(action.outputs ?? {}).map(
    ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`,
  );
  return ['| Output | Description |', '|---|---|', ...rows].join('\n');
}

function replaceBetween(text: string, marker: string, content: string): string {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md lacks the markers ${start} ... ${end}`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

/** The actions of this repository: '' for the root action.yml, else the folder holding one. */
export function actionFolders(repository = root): string[] {
  const folders = readdirSync(repository, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(repository, entry.name, 'action.yml')),
    )
    .map((entry) => entry.name)
    .sort();
  return ['', ...folders];
}

/** README.md as it should be, given the action.yml of each action (by folder, '' for the root). */
export function expectedReadme(readme: string, actions: Record<string, string>): string {
  let text = readme;
  for (const [folder, yaml] of Object.entries(actions)) {
    const action = parse(yaml) as ActionMetadata;
    const prefix = folder === '' ? '' : `${folder}/`;
    text = replaceBetween(text, `${prefix}inputs`, inputsTable(action));
    text = replaceBetween(text, `${prefix}outputs`, outputsTable(action));
  }
  return text;
}

/** Each action's action.yml, read from the repository. */
export function readActions(repository = root): Record<string, string> {
  return Object.fromEntries(
    actionFolders(repository).map((folder) => [
      folder,
      readFileSync(join(repository, folder, 'action.yml'), 'utf8'),
    ]),
  );
}

/** The name the code knows an action by: its folder, or `deploy` for the root action.yml. */
export function actionName(folder: string): string {
  return folder === '' ? 'deploy' : folder;
}

/** src/settings/metadata.ts as it should be, given the action.yml of each action. */
export async function expectedMetadata(actions: Record<string, string>): Promise<string> {
  const lines = [
    '// Generated from the action.yml files by `npm run docs`; `npm run lint` fails when it differs.',
    '// Input names and defaults are written once, in action.yml: every front end reads them from here.',
    '',
    'export const ACTIONS = {',
  ];
  for (const [folder, yaml] of Object.entries(actions)) {
    const action = parse(yaml) as ActionMetadata;
    lines.push(`  ${JSON.stringify(actionName(folder))}: {`, '    inputs: {');
    for (const [name, input] of Object.entries(action.inputs ?? {})) {
      const fallback = JSON.stringify(input.default ?? '');
      lines.push(
        `      ${JSON.stringify(name)}: { required: ${input.required === true}, default: ${fallback} },`,
      );
    }
    lines.push('    },', `    outputs: ${JSON.stringify(Object.keys(action.outputs ?? {}))},`);
    lines.push('  },');
  }
  lines.push('} as const;', '');
  const path = join(root, 'src', 'settings', 'metadata.ts');
  // Loaded here only: prettier turns on Node's compile cache, which leaves a folder in TMPDIR.
  const { format, resolveConfig } = await import('prettier');
  return format(lines.join('\n'), { ...(await resolveConfig(path)), filepath: path });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const actions = readActions();
  const metadata = await expectedMetadata(actions);
  const files = [
    { path: join(root, 'README.md'), expected: (text: string) => expectedReadme(text, actions) },
    { path: join(root, 'src', 'settings', 'metadata.ts'), expected: () => metadata },
  ];
  const stale = files.filter(({ path, expected }) => {
    const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const wanted = expected(text);
    if (wanted === text) return false;
    if (!process.argv.includes('--check')) writeFileSync(path, wanted);
    return true;
  });
  if (process.argv.includes('--check')) {
    if (stale.length > 0) {
      console.error(
        `${stale.map(({ path }) => path.slice(root.length + 1)).join(' and ')} differ from the ` +
          'action.yml files: run `npm run docs` and commit them.',
      );
      process.exit(1);
    }
    console.log('README.md tables and src/settings/metadata.ts match every action.yml');
  }
}
