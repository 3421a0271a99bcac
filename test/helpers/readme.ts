// The README's workflow snippets, as a user copies them: the inputs of the amezmo-deploy step in
// the yaml block that holds a given line, for a test to run as a runner would.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../../simulator/runner.ts';

/** What a runner puts in place of the snippet's expressions, by the expression. */
export type Substitutions = Readonly<Record<string, string>>;

/**
 * The `with:` of the one amezmo-deploy step in the README's yaml block that holds `line`, each
 * `${{ … }}` value replaced as `substitutions` says; throws when a block, a step or an expression
 * is not found, so that a snippet the README drops fails its test.
 */
export function readmeStepInputs(
  line: string,
  substitutions: Substitutions,
): Record<string, string> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)]
    .map(([, block = '']) => block)
    .filter((block) => block.split('\n').some((each) => each.trim() === line));
  if (blocks.length !== 1) throw new Error(`${blocks.length} README yaml blocks hold '${line}'`);
  const steps: { uses?: unknown; with?: Record<string, unknown> }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const step = node as { uses?: unknown; with?: Record<string, unknown> };
      if (typeof step.uses === 'string' && step.uses.startsWith('amezmo/amezmo-deploy')) {
        steps.push(step);
      } else Object.values(node).forEach(visit);
    }
  };
  visit(parse(blocks[0] as string));
  if (steps.length !== 1) throw new Error(`${steps.length} amezmo-deploy steps hold '${line}'`);
  return Object.fromEntries(
    Object.entries(steps[0]?.with ?? {}).map(([name, value]) => {
      const text = String(value);
      if (!text.includes('${{')) return [name, text];
      const replaced = substitutions[text];
      if (replaced === undefined) throw new Error(`no substitution for ${name}: ${text}`);
      return [name, replaced];
    }),
  );
}
