// Writes the inputs and outputs tables of README.md from action.yml, between marker comments,
// so that the two never differ. `--check` only tells whether README.md is up to date.
import { readFileSync, writeFileSync } from 'node:fs';
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
  const rows = Object.entries(action.inputs).map(([name, input]) => {
    const fallback =
      input.default === undefined || input.default === '' ? '' : `\`'${input.default}'\``;
    return `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${fallback} | ${cell(input.description)} |`;
  });
  return ['| Input | Required | Default | Description |', '|---|---|---|---|', ...rows].join('\n');
}

export function outputsTable(action: ActionMetadata): string {
  const rows = Object.entries(action.outputs).map(
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

/** README.md as it should be, given action.yml. */
export function expectedReadme(readme: string, actionYaml: string): string {
  const action = parse(actionYaml) as ActionMetadata;
  return replaceBetween(
    replaceBetween(readme, 'inputs', inputsTable(action)),
    'outputs',
    outputsTable(action),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readmePath = join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const expected = expectedReadme(readme, readFileSync(join(root, 'action.yml'), 'utf8'));
  if (process.argv.includes('--check')) {
    if (expected !== readme) {
      console.error(
        'README.md tables differ from action.yml: run `npm run docs` and commit README.md.',
      );
      process.exit(1);
    }
    console.log('README.md tables match action.yml');
  } else {
    writeFileSync(readmePath, expected);
  }
}
