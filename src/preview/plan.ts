// What a run will do to which instance, and why, decided from data before any request changes
// anything. Only names this repository's previews carry are ever planned for.
import { type Instance, INSTANCE_DELETING, isInstanceState } from '../api/index.js';
import { carriesPrefix, previewName, previewNumber } from './name.js';

export type Outcome = 'created' | 'updated' | 'terminated' | 'cleaned' | 'skipped' | 'refused';

export type PullRequestState = 'open' | 'closed';

export type PlanStep =
  | { action: 'create'; name: string; number: number; reason: string }
  | { action: 'reuse'; instance: Instance; number: number; reason: string }
  | { action: 'terminate'; instance: Instance; number: number; reason: string }
  | { action: 'keep'; instance: Instance; number: number; reason: string };

export interface Plan {
  outcome: Outcome;
  steps: PlanStep[];
  /** Why nothing is done, for a skip. */
  reason?: string;
  /**
   * Instances named like previews but not provably this repository's (another repository's, or
   * of an earlier version of the action): named in the log, and left alone.
   */
  lookalikes: Instance[];
  /** Other instances of the preview's own name, from two runs that raced: terminated on close. */
  duplicates: Instance[];
}

export type PlannedEvent =
  /** Deploy the pull request's preview; `create: false` deploys only one that exists. */
  | { kind: 'deploy'; number: number; create?: boolean }
  /** Tear the pull request's preview down, because of `reason` (its pull request closed). */
  | { kind: 'close'; number: number; reason?: string }
  | { kind: 'cleanup' };

export interface PlanContext {
  prefix: string;
  /** `owner/name`. */
  repository: string;
  now: number;
  /** Clean-up terminates previews created longer ago than this; undefined: never for age. */
  maxAgeMs: number | undefined;
  /** What GitHub says of each preview's pull request; a missing one is not known. */
  pullRequests: ReadonlyMap<number, PullRequestState>;
}

/** This repository's previews among `instances`, with their pull request numbers. */
export function repositoryPreviews(
  instances: readonly Instance[],
  prefix: string,
  repository: string,
): { instance: Instance; number: number }[] {
  return instances.flatMap((instance) => {
    const number = previewNumber(instance.name, prefix, repository);
    return number === undefined ? [] : [{ instance, number }];
  });
}

/**
 * Instances that look like previews (the prefix and a pull request number, `number` when given)
 * but are not provably this repository's.
 */
export function lookalikes(
  instances: readonly Instance[],
  prefix: string,
  repository: string,
  number?: number,
): Instance[] {
  return instances.filter(
    (instance) =>
      carriesPrefix(instance.name, prefix) &&
      previewNumber(instance.name, prefix, repository) === undefined &&
      (number === undefined || instance.name.endsWith(`-${number}`)),
  );
}

/** An instance being terminated is as good as gone: never reused nor terminated again. */
function alive(instance: Instance): boolean {
  return !isInstanceState(instance.state, INSTANCE_DELETING);
}

/** The age of an instance in ms, or undefined when its `created_at` cannot be read. */
export function ageMs(instance: Pick<Instance, 'created_at'>, now: number): number | undefined {
  const created = Date.parse(instance.created_at);
  return Number.isNaN(created) ? undefined : Math.max(0, now - created);
}

/** `72h`, `3d 4h`, `45m`: an age as people read it. */
export function formatAge(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours}h ${minutes % 60}m`;
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

export function planPreview(
  event: PlannedEvent,
  instances: readonly Instance[],
  context: PlanContext,
): Plan {
  const { prefix, repository } = context;
  if (event.kind === 'cleanup') return planCleanup(instances, context);

  const name = previewName(prefix, repository, event.number);
  // The service does not keep names unique: two runs that raced may have made two instances.
  const mine = instances
    .filter((instance) => instance.name === name && alive(instance))
    .sort((a, b) => compareIds(a.id, b.id));
  const others = lookalikes(instances, prefix, repository, event.number);
  if (event.kind === 'deploy') {
    const [oldest, ...duplicates] = mine;
    if (!oldest && event.create === false) {
      return {
        outcome: 'skipped',
        steps: [],
        reason: `pull request #${event.number} has no preview, and this run launches none`,
        lookalikes: others,
        duplicates: [],
      };
    }
    return oldest
      ? {
          outcome: 'updated',
          steps: [
            {
              action: 'reuse',
              instance: oldest,
              number: event.number,
              reason: `pull request #${event.number} has its preview already`,
            },
          ],
          lookalikes: others,
          duplicates,
        }
      : {
          outcome: 'created',
          steps: [
            {
              action: 'create',
              name,
              number: event.number,
              reason: `pull request #${event.number} has no preview yet`,
            },
          ],
          lookalikes: others,
          duplicates: [],
        };
  }
  if (mine.length === 0) {
    return {
      outcome: 'skipped',
      steps: [],
      reason: `pull request #${event.number} has no preview instance named ${name} to terminate`,
      lookalikes: others,
      duplicates: [],
    };
  }
  // Every instance of the preview's name goes: one left would be billed with nobody to see it.
  const because = event.reason ?? `pull request #${event.number} was closed`;
  return {
    outcome: 'terminated',
    steps: mine.map((instance) => ({
      action: 'terminate',
      instance,
      number: event.number,
      reason:
        mine.length === 1 ? because : `${because} (one of ${mine.length} instances named ${name})`,
    })),
    lookalikes: others,
    duplicates: mine.slice(1),
  };
}

/** Instance ids in order: numbers, or exact decimal strings where they pass 2^53. */
export function compareIds(a: number | string, b: number | string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function planCleanup(instances: readonly Instance[], context: PlanContext): Plan {
  const steps = repositoryPreviews(instances, context.prefix, context.repository)
    .filter(({ instance }) => alive(instance))
    .sort((a, b) => a.number - b.number || compareIds(a.instance.id, b.instance.id))
    .map(({ instance, number }): PlanStep => {
      if (context.pullRequests.get(number) === 'closed') {
        return {
          action: 'terminate',
          instance,
          number,
          reason: `pull request #${number} is closed`,
        };
      }
      const age = ageMs(instance, context.now);
      if (context.maxAgeMs !== undefined && age !== undefined && age > context.maxAgeMs) {
        return {
          action: 'terminate',
          instance,
          number,
          reason: `it is ${formatAge(age)} old, past max-age ${formatAge(context.maxAgeMs)}`,
        };
      }
      const state = context.pullRequests.get(number);
      return {
        action: 'keep',
        instance,
        number,
        reason:
          `pull request #${number} is ${state ?? 'of unknown state'}` +
          (age === undefined ? '' : ` and the preview is ${formatAge(age)} old`),
      };
    });
  return {
    outcome: 'cleaned',
    steps,
    lookalikes: lookalikes(instances, context.prefix, context.repository),
    duplicates: [],
  };
}

/** Parses `max-age`: `90m`, `72h`, `3d`; `0` for none. Answers ms, or a problem to report. */
export function parseMaxAge(value: string): { ms: number | undefined } | { problem: string } {
  // An empty input means its default on a runner, so "no age limit" is written as 0.
  if (value.trim() === '' || value.trim() === '0') return { ms: undefined };
  const match = /^\s*(\d{1,6})\s*(m|h|d)\s*$/i.exec(value);
  if (!match || Number(match[1]) === 0) {
    return {
      problem:
        'write an age in minutes, hours or days, e.g. 90m, 72h or 3d, or 0 for no age limit.',
    };
  }
  const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[
    (match[2] as string).toLowerCase() as 'm' | 'h' | 'd'
  ];
  return { ms: Number(match[1]) * unit };
}
