// Writes the inputs and outputs tables of README.md from each action's action.yml, between marker
// comments, so that the two never differ. `--check` only tells whether README.md is up to date.
// The deploy action (the root action.yml) uses `<!-- inputs:start -->`; another action in a folder
// of its own, e.g. preview/action.yml, uses `<!-- preview/inputs:start -->`.
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readmePath = join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const expected = expectedReadme(readme, readActions());
  if (process.argv.includes('--check')) {
    if (expected !== readme) {
      console.error(
        'README.md tables differ from the action.yml files: run `npm run docs` and commit README.md.',
      );
      process.exit(1);
    }
    console.log('README.md tables match every action.yml');
  } else {
    writeFileSync(readmePath, expected);
  }
}
