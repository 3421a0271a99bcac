// An action's settings as a runner gives them: INPUT_* variables, trimmed, with the defaults of
// the action's action.yml (an empty input means its default, as on a runner); secrets masked
// the moment they are read.
import * as core from './runner.js';
import { ACTIONS } from '../settings/metadata.js';
import type { SettingSource } from '../settings/source.js';
import { addSecret } from './shell.js';

export type ActionName = keyof typeof ACTIONS;
export type InputName<A extends ActionName> = keyof (typeof ACTIONS)[A]['inputs'] & string;

/** The inputs of one action, by the names its action.yml gives them (checked when compiling). */
export function inputsOf<A extends ActionName>(action: A): SettingSource<InputName<A>> {
  const spec = ACTIONS[action].inputs as Record<string, { required: boolean; default: string }>;
  const text = (name: InputName<A>): string => core.getInput(name) || (spec[name]?.default ?? '');
  return {
    text,
    given: (name) => core.getInput(name) !== '',
    secret(name) {
      const value = text(name);
      // The default of a token is an expression the runner fills in; outside a runner it is
      // left as written, and is no secret.
      if (!value.startsWith('${{')) addSecret(value);
      return value;
    },
    label: (name) => `Input '${name}'`,
  };
}
