// Whether a release that Amezmo calls `succeeded` is healthy: first, that it is live (the
// environment's current deployment; before that, any answer is the previous release's), then
// Amezmo's own post-deploy health check, when the environment has one (its result is on the
// environment's current deployment), and a probe of the action's own, which asks a URL of the
// release until it answers as it should several times in a row. All within one deadline, on the
// injected clock.
import { type AmezmoClient, asRecord, messageOf } from '../api/index.js';
import type { Clock } from '../clock.js';
import { AmezmoDeployError } from '../errors.js';
import type { Logger } from '../logger.js';

/** `not-live`: the environment never ran this deployment within the deadline. */
export type Health = 'healthy' | 'unhealthy' | 'unchecked' | 'not-live';

/** Whether a release failed its health proof: found unhealthy, or never live. */
/** Whether the health proof found a later deployment in the release's place. */
export function replacedLater(report: Pick<HealthReport, 'amezmo'> | undefined): boolean {
  return report?.amezmo.verdict === 'not-current' && report.amezmo.later;
}

export function failedHealth(health: Health | undefined): boolean {
  return health === 'unhealthy' || health === 'not-live';
}

/** Which statuses a probe takes as healthy, and how the setting wrote them. */
export interface StatusRule {
  readonly text: string;
  test(status: number): boolean;
}

export interface HealthSettings {
  /** An absolute http(s) URL, or a path on the environment's URL; '' for no probe. */
  readonly url: string;
  /** Answers in a row that must be as expected. */
  readonly passes: number;
  readonly statuses: StatusRule;
  /** Text the body must hold; '' for any. */
  readonly body: string;
  /** How long both checks may take together. */
  readonly timeoutSeconds: number;
}

/** What each check found, for the log, the outputs and the summary. */
export interface HealthReport {
  readonly health: Health;
  /** One line: what decided it. */
  readonly detail: string;
  readonly amezmo: AmezmoCheck;
  readonly probe: ProbeCheck | undefined;
}

export type AmezmoCheck =
  | { readonly verdict: 'not-configured' }
  /**
   * `staleSentAt`: the check shown was sent then, before this deployment: the previous one's.
   * `untimed`: it cannot be told whose it is, its time or the deployment's being unreadable.
   */
  | {
      readonly verdict: 'not-sent';
      readonly url: string;
      readonly staleSentAt?: string;
      readonly untimed?: boolean;
    }
  /**
   * The environment's current deployment is not this one (`current`, 'none' when it could not be
   * read): it never became live, or (`later`) a later deployment has replaced it.
   */
  | { readonly verdict: 'not-current'; readonly current: string; readonly later: boolean }
  | {
      readonly verdict: 'healthy' | 'unhealthy';
      readonly url: string;
      readonly status: number | null;
      readonly sentAt: string;
    };

export interface ProbeCheck {
  /** `stopped`: no longer asked once Amezmo's own check had found the release unhealthy. */
  readonly verdict: 'healthy' | 'unhealthy' | 'stopped';
  readonly url: string;
  /** The last answer, as a clause: `answered 500`, or why there was none. */
  readonly last: string;
  /** A short, one-line excerpt of the last body; '' when there was none. */
  readonly excerpt: string;
  /** Answers as expected in a row, at the end. */
  readonly inARow: number;
}

/**
 * One probe's answer: a status, the start of its body and where it came from after a redirect
 * (same origin), or why there was none, as a clause that follows the URL (`gave no answer: …`,
 * `answered a redirect (302) to …: not followed`).
 */
export type ProbeAnswer =
  { status: number; text: string; redirectedTo?: string } | { problem: string };

/** Asks `url` once, within `timeoutMs`; never throws. */
export type Probe = (url: string, timeoutMs: number, signal: AbortSignal) => Promise<ProbeAnswer>;

export interface HealthDependencies {
  client: Pick<AmezmoClient, 'getEnvironment'>;
  probe: Probe;
  clock: Clock;
  logger: Logger;
  signal: AbortSignal;
  /** The pause between two looks, and two probes: LOOK_EVERY_MS unless tuned. */
  lookMs?: number;
}

/** The release whose health is verified. */
export interface HealthTarget {
  readonly instance: string;
  readonly environment: string;
  readonly deploymentId: number;
  readonly environmentUrl: string;
  /**
   * The URL of Amezmo's health check of the deployment before this one, when it had one: the
   * environment has a check, so this deployment's is awaited even before its URL shows. (Null or
   * undefined: it had none, or there was none before; this deployment's own record decides.)
   */
  readonly expectedCheck?: string | null;
}

/** Pauses between two looks, and between two probes. */
export const LOOK_EVERY_MS = 2_000;
/** How long one probe may take. */
export const PROBE_TIMEOUT_MS = 10_000;
/** The least time a probe is given: one with less is not sent. */
const MIN_PROBE_MS = 1_000;
const EXCERPT_LENGTH = 120;

/** The probe's URL: `setting` itself when absolute, else a path on the environment's URL. */
export function probeUrl(setting: string, environmentUrl: string): string | undefined {
  if (setting === '') return undefined;
  if (/^https?:\/\//i.test(setting)) return setting;
  if (environmentUrl === '') return undefined;
  return new URL(setting.startsWith('/') ? setting : `/${setting}`, environmentUrl).href;
}

/**
 * Verifies the health of deployment `deploymentId`, which has succeeded: that the environment
 * runs it, then Amezmo's check and the probe, at once, within the timeout. Not live when the
 * environment never ran it; unhealthy when either check says so; healthy when one says so and
 * none says otherwise; unchecked when neither could say.
 */
export async function verifyHealth(
  target: HealthTarget,
  settings: HealthSettings,
  deps: HealthDependencies,
): Promise<HealthReport> {
  const deadline = deps.clock.now() + settings.timeoutSeconds * 1000;
  const url = probeUrl(settings.url, target.environmentUrl);
  if (settings.url !== '' && url === undefined) {
    deps.logger.warning(
      `health-url '${settings.url}' is a path, and environment '${target.environment}' has no ` +
        'address to put it on: no probe is made. Give an absolute URL.',
    );
  }
  // Until the environment runs this deployment, the probe would hear the release before it.
  const live = await untilLive(target, deadline, deps);
  if ('verdict' in live) {
    return { ...verdictOf(live, undefined, settings, url), amezmo: live, probe: undefined };
  }
  // Amezmo's verdict of unhealthy is final, and so is another deployment taking this one's place:
  // probing on until the deadline would only wait.
  const stop = new AbortController();
  const [amezmo, probe] = await Promise.all([
    amezmoCheck(target, live.deployment, deadline, deps).then((check) => {
      if (check.verdict === 'unhealthy' || check.verdict === 'not-current') stop.abort();
      return check;
    }),
    url === undefined ? undefined : probeUntilHealthy(url, settings, deadline, deps, stop.signal),
  ]);
  return { ...verdictOf(amezmo, probe, settings, url), amezmo, probe };
}

function verdictOf(
  amezmo: AmezmoCheck,
  probe: ProbeCheck | undefined,
  settings: HealthSettings,
  url: string | undefined,
): Pick<HealthReport, 'health' | 'detail'> {
  const parts: string[] = [];
  if (amezmo.verdict === 'healthy' || amezmo.verdict === 'unhealthy') {
    parts.push(`Amezmo's health check of ${amezmo.url} answered ${amezmo.status ?? 'nothing'}`);
  } else if (amezmo.verdict === 'not-sent') {
    parts.push(
      `Amezmo's health check of ${amezmo.url} had not run after ${settings.timeoutSeconds} s` +
        (amezmo.staleSentAt === undefined
          ? ''
          : amezmo.untimed
            ? ` (the one shown, sent at ${amezmo.staleSentAt}, could not be told to be this ` +
              "deployment's: its time, or the deployment's created_at, could not be read)"
            : ` (the one shown, sent at ${amezmo.staleSentAt}, was of the release before)`),
    );
  } else if (amezmo.verdict === 'not-current') {
    parts.push(
      amezmo.current === 'none'
        ? 'the environment showed no current deployment (or none that could be read) within ' +
            `${settings.timeoutSeconds} s`
        : amezmo.later
          ? `the environment runs deployment ${amezmo.current}, a later one`
          : `the environment runs deployment ${amezmo.current}, not this one, after ` +
            `${settings.timeoutSeconds} s`,
    );
    if (url !== undefined && probe === undefined) {
      parts.push(`${url} was not asked, as it would answer for another release`);
    }
  }
  if (probe?.verdict === 'healthy') {
    parts.push(`${probe.url} ${probe.last} ${settings.passes} times in a row`);
  } else if (probe?.verdict === 'unhealthy') {
    parts.push(
      `${probe.url} ${probe.last}${probe.excerpt ? ` (${probe.excerpt})` : ''}, ` +
        `${probe.inARow} of ${settings.passes} answers in a row as expected after ` +
        `${settings.timeoutSeconds} s`,
    );
  } else if (probe?.verdict === 'stopped' && probe.last !== '') {
    parts.push(
      `${probe.url} ${probe.last}${probe.excerpt ? ` (${probe.excerpt})` : ''} when the probe ` +
        'stopped',
    );
  }
  // A check that could not be placed in time says nothing either way: the probe decides.
  const unhealthy =
    amezmo.verdict === 'unhealthy' ||
    (amezmo.verdict === 'not-sent' && !amezmo.untimed) ||
    probe?.verdict === 'unhealthy';
  const healthy = amezmo.verdict === 'healthy' || probe?.verdict === 'healthy';
  const health: Health =
    amezmo.verdict === 'not-current'
      ? 'not-live'
      : unhealthy
        ? 'unhealthy'
        : healthy
          ? 'healthy'
          : 'unchecked';
  const detail =
    parts.length > 0
      ? parts.join('; ')
      : "no health check: the environment has none in Amezmo, and 'health-url' is not set";
  return { health, detail };
}

/**
 * Follows the environment until its current deployment is this one: its record then; or, when
 * it is not by the deadline, or a later deployment is current already, why not.
 */
async function untilLive(
  target: HealthTarget,
  deadline: number,
  { client, clock, logger, signal, lookMs }: HealthDependencies,
): Promise<
  | { deployment: Record<string, unknown> | undefined }
  | Extract<AmezmoCheck, { verdict: 'not-current' }>
> {
  let current: string | undefined;
  let said = '';
  for (;;) {
    try {
      const deployment = await currentDeployment(target, { client, signal });
      current = idOf(deployment);
      if (current === String(target.deploymentId)) return { deployment };
      if (isLater(current, target.deploymentId)) {
        logger.info(
          `Environment '${target.environment}' runs deployment ${current} already, a later one: ` +
            'this one is not live.',
        );
        return { verdict: 'not-current', current: current as string, later: true };
      }
      if ((current ?? 'none') !== said) {
        said = current ?? 'none';
        logger.info(
          `Environment '${target.environment}' runs deployment ${said}: waiting for it to run ` +
            `${target.deploymentId}.`,
        );
      }
    } catch (error) {
      if (signal.aborted) throw error;
      logger.debug(`Could not read environment '${target.environment}': ${messageOf(error)}`);
    }
    const left = deadline - clock.now();
    if (left <= 0) return { verdict: 'not-current', current: current ?? 'none', later: false };
    await clock.sleep(Math.min(lookMs ?? LOOK_EVERY_MS, left), signal);
  }
}

/** A deployment record's id, when it is one (digits): an answer's other text is never shown. */
function idOf(deployment: Record<string, unknown> | undefined): string | undefined {
  const id = deployment?.id;
  return (typeof id === 'number' || typeof id === 'string') && /^\d{1,15}$/.test(String(id))
    ? String(id)
    : undefined;
}

/** The environment's current deployment, as one look at the environment shows it. */
async function currentDeployment(
  target: HealthTarget,
  { client, signal }: Pick<HealthDependencies, 'client' | 'signal'>,
): Promise<Record<string, unknown> | undefined> {
  const record = await client.getEnvironment(target.instance, target.environment, {
    signal,
    maxAttempts: 1,
  });
  return asRecord(record.current_deployment);
}

/**
 * Reads Amezmo's health check of this deployment, which is live (`first`, as last seen), until it
 * has run. An environment without a health check URL has none: said once, not waited for; unless
 * the deployment before this one had a check (`expected`), when this one's is awaited too.
 */
async function amezmoCheck(
  target: HealthTarget,
  first: Record<string, unknown> | undefined,
  deadline: number,
  { client, clock, logger, signal, lookMs }: HealthDependencies,
): Promise<AmezmoCheck> {
  let url = target.expectedCheck ?? '';
  let deployment = first;
  let staleSaid = '';
  for (;;) {
    const check = checkOfDeployment(deployment, url);
    if (check.verdict === 'not-configured') {
      logger.info(
        `Environment '${target.environment}' has no health check in Amezmo (set one in the ` +
          "dashboard, or 'health-url' for the action's own probe).",
      );
      return check;
    }
    if (check.verdict !== 'not-sent') {
      logger.info(`Amezmo's health check of ${check.url} answered ${check.status ?? 'nothing'}.`);
      return check;
    }
    url = check.url;
    if (check.staleSentAt !== undefined && check.staleSentAt !== staleSaid) {
      logger.info(
        `Amezmo's health check of ${check.url} shows a result sent at ${check.staleSentAt}, ` +
          (check.untimed
            ? `but that time, or deployment ${target.deploymentId}'s created_at, cannot be ` +
              "read: it cannot be told to be this deployment's. Waiting for one that can."
            : `before deployment ${target.deploymentId} was created: it is the release ` +
              "before's. Waiting for a fresh one."),
      );
      staleSaid = check.staleSentAt;
    }
    const left = deadline - clock.now();
    if (left <= 0) return check;
    await clock.sleep(Math.min(lookMs ?? LOOK_EVERY_MS, left), signal);
    try {
      const seen = await currentDeployment(target, { client, signal });
      const current = idOf(seen);
      if (current !== String(target.deploymentId)) {
        logger.info(
          `Environment '${target.environment}' runs deployment ${current ?? 'none'} now, not ` +
            `${target.deploymentId}: this one is no longer live.`,
        );
        return {
          verdict: 'not-current',
          current: current ?? 'none',
          later: isLater(current, target.deploymentId),
        };
      }
      deployment = seen;
    } catch (error) {
      if (signal.aborted) throw error;
      logger.debug(`Could not read environment '${target.environment}': ${messageOf(error)}`);
    }
  }
}

/**
 * What Amezmo's own health check of a deployment record says as it reads now: that there is none
 * (no URL, and none `expectedUrl` awaited), that it has not run yet, or its verdict (200 only is
 * healthy). A check sent before the deployment was created is the release before's: not yet run;
 * so is one whose time, or the deployment's, cannot be read.
 */
export function checkOfDeployment(
  deployment: Record<string, unknown> | undefined,
  expectedUrl = '',
): Exclude<AmezmoCheck, { verdict: 'not-current' }> {
  const check = asRecord(deployment?.healthcheck) ?? {};
  const checkUrl = typeof check.healthcheck_url === 'string' ? check.healthcheck_url : '';
  if (checkUrl === '' && expectedUrl === '') return { verdict: 'not-configured' };
  const url = checkUrl !== '' ? checkUrl : expectedUrl;
  const sentAt = check.healthcheck_sent_at;
  if (typeof sentAt === 'string' && sentAt !== '') {
    const sent = instantOf(sentAt);
    const created = instantOf(deployment?.created_at);
    // Either time unread, the check cannot be told to be this deployment's: not taken as it.
    if (sent === undefined || created === undefined) {
      // Shown as the answer gave it, but never at any length.
      const shown = sentAt.length > 40 ? `${sentAt.slice(0, 40)}…` : sentAt;
      return { verdict: 'not-sent', url, staleSentAt: shown, untimed: true };
    }
    if (sent < created) return { verdict: 'not-sent', url, staleSentAt: sentAt };
    const status = statusOf(check.healthcheck_status_code);
    return { verdict: status === 200 ? 'healthy' : 'unhealthy', url, status, sentAt };
  }
  return { verdict: 'not-sent', url };
}

/**
 * A timestamp as the service writes it (ISO 8601, `2026-06-01T00:00:04.000000Z`, or with a
 * space and no zone, taken as UTC), in milliseconds; undefined for anything else.
 */
function instantOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(
    value,
  );
  if (!match) return undefined;
  const [, day, time, fraction = '', zone = 'Z'] = match;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const ms = Date.parse(`${day}T${time}${fraction.slice(0, 4)}${offset}`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Whether deployment `id` (as an answer gives it) is a later one than `than`. */
function isLater(id: string | undefined, than: number): boolean {
  return id !== undefined && /^\d{1,15}$/.test(id) && Number(id) > than;
}

/** A status code as the answer gives it: a whole number, or its digits; null for anything else. */
function statusOf(value: unknown): number | null {
  const status = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599
    ? status
    : null;
}

/**
 * Probes `url` until `passes` answers in a row are as expected, or the deadline passes, or `stop`
 * is aborted (Amezmo's own check decided already).
 */
async function probeUntilHealthy(
  url: string,
  settings: HealthSettings,
  deadline: number,
  { probe, clock, logger, signal, lookMs }: HealthDependencies,
  stop: AbortSignal,
): Promise<ProbeCheck> {
  const either = AbortSignal.any([signal, stop]);
  let inARow = 0;
  let said = '';
  let last = '';
  let excerpt = '';
  try {
    for (;;) {
      const left = deadline - clock.now();
      const answer = await probe(
        url,
        Math.max(MIN_PROBE_MS, Math.min(PROBE_TIMEOUT_MS, left)),
        either,
      );
      if (either.aborted) throw either.reason;
      excerpt = '';
      if ('problem' in answer) {
        last = answer.problem;
        inARow = 0;
      } else {
        excerpt = excerptOf(answer.text);
        const statusOk = settings.statuses.test(answer.status);
        const expected = statusOk && (settings.body === '' || answer.text.includes(settings.body));
        const moved = answer.redirectedTo ? ` after a redirect to ${answer.redirectedTo}` : '';
        last = `answered ${answer.status}${moved}${statusOk && !expected ? ` without '${settings.body}'` : ''}`;
        inARow = expected ? inARow + 1 : 0;
      }
      const now = `${url} ${last}${excerpt ? ` (${excerpt})` : ''}`;
      if (now !== said) logger.info(`Health probe: ${now}`);
      said = now;
      if (inARow >= settings.passes) return { verdict: 'healthy', url, last, excerpt, inARow };
      // A probe given less than a second would say only that it was cut short.
      const remaining = deadline - clock.now();
      if (remaining <= MIN_PROBE_MS) return { verdict: 'unhealthy', url, last, excerpt, inARow };
      await clock.sleep(Math.min(lookMs ?? LOOK_EVERY_MS, remaining - MIN_PROBE_MS), either);
    }
  } catch (error) {
    if (signal.aborted || !stop.aborted) throw error;
    return { verdict: 'stopped', url, last, excerpt, inARow };
  }
}

/** The start of a body, on one line, for the log and the summary. */
function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}

/** A release that succeeded but was found unhealthy, and stays live; or that never went live. */
export class UnhealthyError extends AmezmoDeployError {
  readonly errorCode = 'release-unhealthy';
  readonly detail: string;
  constructor(release: string, found: Pick<HealthReport, 'health' | 'detail'>, advice: string) {
    super(
      found.health === 'not-live'
        ? `${release} succeeded but is not live: ${found.detail}. ${advice}`
        : `${release} is live but unhealthy: ${found.detail}. ${advice}`,
    );
    this.name = 'UnhealthyError';
    this.detail = found.detail;
  }
}
