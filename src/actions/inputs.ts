// An action's settings as a runner gives them: INPUT_* variables, trimmed, with the defaults of
// the action's action.yml (an empty input means its default, as on a runner); secrets masked
// the moment they are read.
import { inputVariable } from './runner.js';
import { ACTIONS, type SettingSource } from '../settings/index.js';
import type { ActionShell } from './shell.js';

export type ActionName = keyof typeof ACTIONS;
export type InputName<A extends ActionName> = keyof (typeof ACTIONS)[A]['inputs'] & string;

/** The inputs of one action, by the names its action.yml gives them (checked when compiling). */
export function inputsOf<A extends ActionName>(
  action: A,
  shell: ActionShell,
): SettingSource<InputName<A>> {
  const spec = ACTIONS[action].inputs as Record<string, { required: boolean; default: string }>;
  const misspelt = misspeltInputs(shell.env, Object.keys(spec));
  if (misspelt.length > 0) shell.logger.warning(misspeltWarning(misspelt));
  const core = shell.core;
  const text = (name: InputName<A>): string => core.getInput(name) || (spec[name]?.default ?? '');
  return {
    text,
    given: (name) => core.getInput(name) !== '',
    secret(name) {
      const value = text(name);
      // The default of a token is an expression the runner fills in; outside a runner it is
      // left as written, and is no secret.
      if (!value.startsWith('${{')) shell.addSecret(value);
      return value;
    },
    label: (name) => `Input '${name}'`,
  };
}

/**
 * INPUT_* variables that no input is read from, but one would be were their underscores hyphens
 * (INPUT_BASE_URL for `base-url`), as CI systems whose variable names cannot hold a hyphen spell
 * them; each with the input it was most likely meant for.
 */
export function misspeltInputs(
  env: Readonly<Record<string, string | undefined>>,
  names: readonly string[],
): { variable: string; input: string }[] {
  const byVariable = new Map(names.map((name) => [inputVariable(name), name]));
  const found: { variable: string; input: string }[] = [];
  for (const variable of Object.keys(env).sort()) {
    if (!/^INPUT_[A-Z0-9_-]+$/i.test(variable) || byVariable.has(variable)) continue;
    const input = byVariable.get(`INPUT_${variable.slice(6).replace(/_/g, '-').toUpperCase()}`);
    if (input !== undefined) found.push({ variable, input });
  }
  return found;
}

/** One warning naming each misspelt variable and its input. */
export function misspeltWarning(misspelt: readonly { variable: string; input: string }[]): string {
  const named = misspelt
    .map(
      ({ variable, input }) =>
        `${variable} (meant for '${input}', read from ${inputVariable(input)})`,
    )
    .join(', ');
  return (
    `Not read, as no input is spelt so: ${named}. A runner puts an input in INPUT_ and its name ` +
    'in capitals, hyphens kept. Where a variable cannot hold a hyphen (GitLab, Bitbucket), use ' +
    'the command-line tool, npx amezmo-deploy, with its flags or AMEZMO_* variables.'
  );
}
