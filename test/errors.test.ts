// Every error class in src/, found by reading the sources: each extends the one base, declares its
// own codes, no code is another class's, and each code ends a command-line run with the exit
// code the README documents for that failure.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UncertainOutcomeError } from '../src/api/client.ts';
import { ApiError } from '../src/api/errors.ts';
import { NetworkError, RedirectError } from '../src/http/errors.ts';
import { EXIT, exitCodeOf } from '../src/cli/exit.ts';
import {
  AmezmoDeployError,
  ERROR_CODES,
  errorCodeOf,
  type ErrorCode,
  type ExitKind,
} from '../src/errors.ts';
import { GitHubApiError } from '../src/github/rest.ts';
import { NO_RELEASE } from '../src/pipeline/release.ts';
import { RolledBackError } from '../src/pipeline/rollback.ts';

const SRC = join(import.meta.dirname, '..', 'src');

interface ErrorClass {
  readonly name: string;
  readonly file: string;
  readonly base: string;
  /** The codes its own `errorCode` (a field or a getter) can answer. */
  readonly codes: readonly string[];
}

/** Each class declared in src/ that is an Error, read from the sources. */
function errorClasses(): ErrorClass[] {
  const declared: ErrorClass[] = [];
  for (const entry of readdirSync(SRC, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'utf8');
    for (const found of text.matchAll(/^(?:export )?(?:abstract )?class (\w+)\s+extends (\w+)/gm)) {
      // Classes are top level: the body ends at the first closing brace at a line's start.
      const body = text.slice(found.index, text.indexOf('\n}\n', found.index));
      const field = /\berrorCode(?:: ErrorCode)? = '([^']+)'/.exec(body)?.[1];
      const getter = /get errorCode\(\)[^{]*\{([\s\S]*?)\n {2}\}/.exec(body)?.[1] ?? '';
      const literals = [...getter.matchAll(/'([^']+)'/g)].map((literal) => literal[1] as string);
      declared.push({
        name: found[1] as string,
        base: found[2] as string,
        file: relative(SRC, path),
        codes: field ? [field] : literals.filter((literal) => literal in ERROR_CODES),
      });
    }
  }
  // An error class extends a built-in error, the base, or another error class.
  const names = new Set(['AmezmoDeployError']);
  let grew = true;
  while (grew) {
    grew = false;
    for (const { name, base } of declared) {
      if (!names.has(name) && (/Error$|^DOMException$/.test(base) || names.has(base))) {
        names.add(name);
        grew = true;
      }
    }
  }
  return declared.filter(({ name }) => names.has(name) && name !== 'AmezmoDeployError');
}

/**
 * The exit each failure is documented with (README, "Exit codes"); any other class's codes end a
 * run with 1, failed.
 */
const DOCUMENTED_EXITS: Readonly<Record<string, readonly ExitKind[]>> = {
  InputError: ['usage'],
  UsageError: ['usage'],
  RolledBackError: ['rolledBack', 'unhealthyLive'],
  UnhealthyError: ['unhealthyLive'],
  WaitTimeoutError: ['timedOut'],
  UncertainOutcomeError: ['uncertain'],
};

describe('the error classes in src/', () => {
  const classes = errorClasses();

  it('finds every one of them', () => {
    // The issue counted 36 by `extends Error`; more extend it by other names or are private.
    expect(classes.length).toBeGreaterThanOrEqual(39);
    expect(classes.map(({ name }) => name)).toContain('MalformedStatusError');
  });

  it('extends the one base, directly or through another error class', () => {
    const names = new Set(classes.map(({ name }) => name));
    const strays = classes
      .filter(({ base }) => base !== 'AmezmoDeployError' && !names.has(base))
      .map(({ name, file, base }) => `${file}: ${name} extends ${base}`);
    expect(strays).toEqual([]);
  });

  it('each declares codes of its own, none another class has', () => {
    const missing = classes.filter(({ codes }) => codes.length === 0).map(({ name }) => name);
    expect(missing).toEqual([]);
    const owners = new Map<string, string[]>();
    for (const { name, codes } of classes) {
      for (const code of codes) owners.set(code, [...(owners.get(code) ?? []), name]);
    }
    const shared = [...owners].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
  });

  it('uses every code of the table, and no other', () => {
    const used = classes.flatMap(({ codes }) => codes).sort();
    expect(used).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('maps each code to the exit code documented for its failure', () => {
    const exits = Object.fromEntries(
      classes.map(({ name, codes }) => [
        name,
        [...new Set(codes.map((code) => ERROR_CODES[code as ErrorCode].exit))].sort(),
      ]),
    );
    const expected = Object.fromEntries(
      classes.map(({ name }) => [name, [...(DOCUMENTED_EXITS[name] ?? ['failed'])].sort()]),
    );
    expect(exits).toEqual(expected);
  });

  it('writes each code in kebab case', () => {
    for (const code of Object.keys(ERROR_CODES)) expect(code).toMatch(/^[a-z]+(-[a-z]+)+$/);
  });
});

describe('errorCode, where one class has several', () => {
  const apiError = (status: number) => new ApiError({ status, operation: 'GET /instances' });
  const gitHubError = (status: number, headers: Record<string, string> = {}) =>
    new GitHubApiError(
      status,
      'GET /repos/o/r',
      { text: '{"message":"x"}', header: (name: string) => headers[name] },
      0,
    );
  const down = { health: 'unhealthy', detail: 'down' } as const;
  const to = { commit: 'a'.repeat(40), sha256: 'b'.repeat(64) } as never;

  it.each<[string, unknown, ErrorCode | undefined]>([
    ['a refused key', apiError(401), 'api-unauthorized'],
    ['a key that may not', apiError(403), 'api-forbidden'],
    ['another status', apiError(404), 'api-error-status'],
    ['a server error', apiError(503), 'api-error-status'],
    ['no connection', new NetworkError('h', 'GET /', 'ECONNREFUSED', false), 'network-unreachable'],
    [
      'a proxy that would not',
      new NetworkError('h', 'GET /', 'ERR_PROXY_TUNNEL', false),
      'network-unreachable',
    ],
    [
      'a reset connection',
      new NetworkError('h', 'GET /', 'ECONNRESET', true),
      'network-interrupted',
    ],
    [
      'a late answer',
      new NetworkError('h', 'GET /', 'HEADERS_TIMEOUT', true),
      'network-interrupted',
    ],
    ['a rate limit', gitHubError(429), 'github-rate-limited'],
    ['a spent quota', gitHubError(403, { 'x-ratelimit-remaining': '0' }), 'github-rate-limited'],
    ['a refusal by GitHub', gitHubError(403), 'github-error-status'],
    [
      'a release rolled back',
      new RolledBackError('838', down, {
        to,
        release: { ...NO_RELEASE, deploymentId: 839, succeeded: true },
      }),
      'release-rolled-back',
    ],
    [
      'nothing to roll back to',
      new RolledBackError('838', down, { problem: 'none' }),
      'rollback-failed',
    ],
    [
      'an upload with no answer',
      new UncertainOutcomeError('no answer', undefined, { instanceId: 1, environment: 'x' }),
      'upload-uncertain',
    ],
    [
      'a redirect',
      new RedirectError('Amezmo API', 'GET /', 302, 'https://x', 'other-origin'),
      'redirect-refused',
    ],
    ['an Error of no code', new Error('x'), undefined],
    ['a string thrown', 'x', undefined],
  ])('is known for %s', (_case, error, code) => {
    expect(errorCodeOf(error)).toBe(code);
  });

  it('answers the exit of its code, which the command line ends with', () => {
    const error = apiError(401);
    expect(error).toBeInstanceOf(AmezmoDeployError);
    expect(error.exit).toBe('failed');
    expect(exitCodeOf(error)).toBe(EXIT.failed);
    const rolledBack = new RolledBackError('838', down, { problem: 'none' });
    expect(rolledBack.exit).toBe('unhealthyLive');
    expect(exitCodeOf(rolledBack)).toBe(EXIT.unhealthyLive);
  });
});
