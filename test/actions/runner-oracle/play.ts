// One interpreter of a case's calls for both sides of the runner-oracle test, so that the two
// child processes differ only in the protocol they are handed: src/actions/runner.ts, or
// @actions/core behind the same names. Run by `node` as it is (types stripped), it imports only
// node: modules.
import { readFileSync } from 'node:fs';
import { setImmediate } from 'node:timers/promises';

/** Where an annotation points, as src/actions/runner.ts takes it. */
export interface Place {
  title?: string;
  file?: string;
  startLine?: number;
}

/** The calls an action's shell makes on the runner. */
export interface Protocol {
  getInput(name: string): string;
  info(message: string): void;
  debug(message: string): void;
  setSecret(value: string): void;
  notice(message: string, properties?: Place): void;
  warning(message: string, properties?: Place): void;
  error(message: string, properties?: Place): void;
  setFailed(message: string, properties?: Place): void;
  group<T>(title: string, phase: () => Promise<T>): Promise<T>;
  setOutput(name: string, value: string): void;
  appendSummary(html: string): Promise<void>;
}

export type Step =
  /** Writes what getInput answers, quoted, as an info line. */
  | { call: 'getInput'; name: string }
  | { call: 'info' | 'debug' | 'setSecret'; text: string }
  | {
      call: 'notice' | 'warning' | 'error' | 'setFailed';
      message: string;
      properties?: Place;
    }
  /** `steps` run after a turn of the event loop; `fails` then rejects the phase. */
  | { call: 'group'; title: string; steps: Step[]; fails?: string }
  | { call: 'setOutput'; name: string; value: string }
  | { call: 'appendSummary'; html: string };

async function playSteps(protocol: Protocol, steps: Step[]): Promise<void> {
  for (const step of steps) {
    switch (step.call) {
      case 'getInput':
        protocol.info(JSON.stringify(protocol.getInput(step.name)));
        break;
      case 'info':
      case 'debug':
      case 'setSecret':
        protocol[step.call](step.text);
        break;
      case 'notice':
      case 'warning':
      case 'error':
      case 'setFailed':
        protocol[step.call](step.message, step.properties);
        break;
      case 'group':
        try {
          await protocol.group(step.title, async () => {
            await setImmediate();
            await playSteps(protocol, step.steps);
            if (step.fails !== undefined) throw new Error(step.fails);
          });
        } catch (error) {
          protocol.info(`The phase failed: ${(error as Error).message}`);
        }
        break;
      case 'setOutput':
        protocol.setOutput(step.name, step.value);
        break;
      case 'appendSummary':
        await protocol.appendSummary(step.html);
        break;
    }
  }
}

/** Plays the steps in the JSON file named by the first argument. */
export async function play(protocol: Protocol): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Name the JSON file of the steps to play.');
  await playSteps(protocol, JSON.parse(readFileSync(file, 'utf8')) as Step[]);
}
