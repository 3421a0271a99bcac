// How a release's health is proven, and what is done when it is not: the settings the deploy,
// preview and rollback jobs share, each read and checked before any request.
import type { HealthSettings, StatusRule } from '../pipeline/index.js';
import { has, type SettingSource } from './source.js';

export type HealthSettingName =
  'health-url' | 'health-status' | 'health-body' | 'health-passes' | 'health-timeout';

/** Every health setting of a job, checked. */
export function readHealthSettings<N extends string>(
  source: SettingSource<N | HealthSettingName>,
): HealthSettings {
  const label = source.label.bind(source);
  const body = source.text('health-body');
  if (body.length > MAX_BODY_TEXT) {
    throw has(
      label('health-body'),
      `${body.slice(0, 40)}…`,
      `it is ${body.length} characters long; give at most ${MAX_BODY_TEXT}, a word or a line the healthy page holds.`,
    );
  }
  return {
    url: parseHealthUrl(source.text('health-url'), label('health-url')),
    statuses: parseHealthStatus(source.text('health-status'), label('health-status')),
    body,
    passes: parseWhole(source.text('health-passes'), label('health-passes'), 1, MAX_PASSES, 3),
    timeoutSeconds: parseWhole(
      source.text('health-timeout'),
      label('health-timeout'),
      1,
      MAX_HEALTH_SECONDS,
      120,
    ),
  };
}

/** What a deploy does with a release found unhealthy. */
export type OnUnhealthy = 'fail' | 'rollback';

export function parseOnUnhealthy(value: string, label = "Input 'on-unhealthy'"): OnUnhealthy {
  if (value === 'fail' || value === 'rollback') return value;
  throw has(
    label,
    value,
    'use fail (fail the step, the release stays live) or rollback (deploy the last healthy ' +
      "release's bytes again, then fail the step).",
  );
}

/** GitHub keeps a workflow artifact 1 to 90 days (a repository may allow fewer). */
export const MAX_KEEP_DAYS = 90;

/** How many days the archive is kept as a workflow artifact; 0 for not at all. */
export function parseKeepDays(value: string, label = "Input 'keep-days'"): number {
  return parseWhole(value, label, 0, MAX_KEEP_DAYS, 30, '0 to keep nothing');
}

/** The longest health verification: the check runs once the deployment is over. */
const MAX_HEALTH_SECONDS = 3600;
const MAX_PASSES = 100;
const MAX_BODY_TEXT = 1000;

function parseWhole(
  value: string,
  label: string,
  min: number,
  max: number,
  example: number,
  zero = '',
): number {
  const number = Number(value);
  if (!/^\d{1,9}$/.test(value) || number < min || number > max) {
    throw has(
      label,
      value,
      `it must be a whole number from ${min} to ${max}, e.g. ${example}${zero ? ` (${zero})` : ''}.`,
    );
  }
  return number;
}

/** An absolute http(s) URL, or a path such as `/up` on the environment's address; '' for none. */
export function parseHealthUrl(value: string, label = "Input 'health-url'"): string {
  if (value === '') return '';
  if (/\s/.test(value))
    throw has(label, value, 'it holds white space; give a URL or a path, e.g. /up.');
  if (value.startsWith('/')) {
    if (value.startsWith('//')) {
      throw has(label, value, 'a path starts with one "/", e.g. /up; give a host as https://…');
    }
    return value;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw has(
      label,
      value,
      'give an absolute URL, e.g. https://example.com/up, or a path, e.g. /up.',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw has(label, value, `it is a ${url.protocol} address; the probe asks http or https only.`);
  }
  if (url.username !== '' || url.password !== '') {
    throw has(
      label,
      `${url.protocol}//…@${url.host}${url.pathname}`,
      'it holds a user name or password, which would show in the log; the probe sends no credential.',
    );
  }
  return url.href;
}

/**
 * The statuses that count as healthy: a status (`200`), a range (`200-299`), a class (`2xx`), or
 * a list of them separated by commas.
 */
export function parseHealthStatus(value: string, label = "Input 'health-status'"): StatusRule {
  const parts = value.split(',').map((part) => part.trim());
  const tests: ((status: number) => boolean)[] = [];
  for (const part of parts) {
    const single = /^([1-5]\d\d)$/.exec(part);
    const range = /^([1-5]\d\d)-([1-5]\d\d)$/.exec(part);
    const klass = /^([1-5])xx$/i.exec(part);
    if (single) {
      const status = Number(single[1]);
      tests.push((given) => given === status);
    } else if (range && Number(range[1]) <= Number(range[2])) {
      const [low, high] = [Number(range[1]), Number(range[2])];
      tests.push((given) => given >= low && given <= high);
    } else if (klass) {
      const hundreds = Number(klass[1]) * 100;
      tests.push((given) => given >= hundreds && given < hundreds + 100);
    } else {
      throw has(
        label,
        value,
        'give statuses as 200, a range as 200-299, a class as 2xx, or several separated by commas.',
      );
    }
  }
  const text = parts.join(', ');
  return { text, test: (status) => tests.some((test) => test(status)) };
}
