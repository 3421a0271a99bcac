import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { expectedReadme, readActions } from '../scripts/metadata.ts';

const root = join(import.meta.dirname, '..');
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { required?: boolean }>;
};
// Every example workflow, and the repository's own workflow that runs the action from ./
const examples = [
  ...readdirSync(join(root, 'docs', 'examples'))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => join('docs', 'examples', name)),
  join('.github', 'workflows', 'self-test.yml'),
];

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}

/** The steps of every job that run this action, by its published name or from the checkout. */
function ourSteps(workflow: { jobs?: Record<string, { steps?: Step[] }> }): Step[] {
  return Object.values(workflow.jobs ?? {})
    .flatMap((job) => job.steps ?? [])
    .filter((step) => step.uses === './' || /^amezmo\/amezmo-deploy@/.test(step.uses ?? ''));
}

describe('example workflows', () => {
  it('exist', () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
  });

  it.each(examples)(
    '%s parses, runs the action, and passes only inputs action.yml defines',
    (name) => {
      const workflow = parse(readFileSync(join(root, name), 'utf8'));
      const steps = ourSteps(workflow);
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) {
        const given = Object.keys(step.with ?? {});
        expect(given.filter((input) => !(input in action.inputs))).toEqual([]);
        const required = Object.entries(action.inputs).filter(([, input]) => input.required);
        expect(required.map(([input]) => input).filter((input) => !given.includes(input))).toEqual(
          [],
        );
      }
    },
  );
});

describe('README', () => {
  it('has the inputs and outputs tables of action.yml', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toBe(expectedReadme(readme, readActions(root)));
  });

  it('would be caught with a table that differs', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8').replace(
      '| `force` | no |',
      '| `force` | yes |',
    );
    expect(readme).not.toBe(expectedReadme(readme, readActions(root)));
  });
});
