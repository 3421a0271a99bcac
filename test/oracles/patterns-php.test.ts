// A fuzz test of src/patterns/patterns.ts against PHP itself: patterns generated from a fixed seed
// (the same ones every run), each rewritten for JavaScript and matched against generated names,
// and each answer held against PHP's preg_match on the same bytes. A pattern the rewrite calls
// invalid must be one PHP refuses too; an unsupported one is left out (PHP runs it, the action
// says it cannot). Run by `npm run oracles`, where PHP is asked live.
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { subjectOf, translatePattern } from '../../src/patterns/patterns.ts';
import { seeded } from '../helpers/seeded.ts';

const SEED = 20261126;
const PATTERNS = 400;
const NAMES = 24;

const ATOMS = [
  'a',
  'b',
  'A',
  '1',
  '/',
  '-',
  '.',
  '\\.',
  '\\d',
  '\\w',
  '\\s',
  '\\D',
  '\\b',
  '[ab]',
  '[^a]',
  '[a-c]',
  '[[:digit:]]',
  '[[:alpha:]]',
  '[[:upper:]]',
  '\\p{Lu}',
  'é',
  '\\n',
  '\\z',
  '\\Z',
  '\\A',
];
const QUANTIFIERS = ['', '', '', '*', '+', '?', '{2}', '{1,2}', '*?', '++', '{0,}'];
const FLAGS = ['', '', '', '', '(?i)', '(?s)', '(?m)', '(?x)'];
const NAME_CHARACTERS = ['a', 'b', 'A', 'B', '1', '2', '/', '-', '.', '_', ' ', '\n', 'é', 'É'];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** A pattern of a few atoms, groups and alternatives, each maybe quantified, maybe anchored. */
function pattern(random: () => number, depth = 0): string {
  const pieces: string[] = [];
  const count = 1 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const grouped = depth < 2 && random() < 0.2;
    const atom = grouped
      ? `(${random() < 0.3 ? '?:' : ''}${pattern(random, depth + 1)}${random() < 0.4 ? `|${pattern(random, depth + 1)}` : ''})`
      : pick(random, ATOMS);
    pieces.push(atom + pick(random, QUANTIFIERS));
  }
  const body = pieces.join('');
  if (depth > 0) return body;
  return `${pick(random, FLAGS)}${random() < 0.4 ? '^' : ''}${body}${random() < 0.4 ? '$' : ''}`;
}

function name(random: () => number): string {
  const length = Math.floor(random() * 7);
  return Array.from({ length }, () => pick(random, NAME_CHARACTERS)).join('');
}

/**
 * PHP's answers: for each pattern, null when preg_match refuses it, else whether it matches each
 * name. The pattern goes between a delimiter it does not contain, as the service must put it.
 */
function askPhp(patterns: string[], names: string[]): (boolean[] | null)[] {
  const script = `
    $input = json_decode(stream_get_contents(STDIN), true);
    $answers = [];
    foreach ($input['patterns'] as $pattern) {
      $delimiter = null;
      foreach (['/', '#', '~', '!', '@', '%', '\`', ';'] as $candidate) {
        if (strpos($pattern, $candidate) === false) { $delimiter = $candidate; break; }
      }
      $row = [];
      foreach ($input['names'] as $name) {
        $result = @preg_match($delimiter . $pattern . $delimiter, $name);
        if ($result === false) { $row = null; break; }
        $row[] = $result === 1;
      }
      $answers[] = $row;
    }
    echo json_encode($answers);
  `;
  const out = execFileSync('php', ['-r', script], {
    input: JSON.stringify({ patterns, names }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as (boolean[] | null)[];
}

it(`rewrites ${PATTERNS} generated patterns to match as PHP's preg_match does`, () => {
  const random = seeded(SEED);
  const patterns = Array.from({ length: PATTERNS }, () => pattern(random));
  const names = Array.from({ length: NAMES }, () => name(random));
  const php = askPhp(patterns, names);

  const disagreements: string[] = [];
  let compared = 0;
  patterns.forEach((source, index) => {
    const theirs = php[index];
    const translation = translatePattern(source);
    if (!translation.ok) {
      if (translation.kind === 'invalid' && theirs !== null) {
        disagreements.push(`${JSON.stringify(source)}: called invalid, PHP runs it`);
      }
      return;
    }
    if (theirs === null || theirs === undefined) {
      disagreements.push(`${JSON.stringify(source)}: rewritten, PHP refuses it`);
      return;
    }
    compared++;
    names.forEach((subject, at) => {
      const ours = translation.regex.test(subjectOf(subject));
      if (ours !== theirs[at]) {
        disagreements.push(
          `${JSON.stringify(source)} on ${JSON.stringify(subject)}: ours ${ours}, PHP ${theirs[at]}`,
        );
      }
    });
  });
  expect(disagreements).toEqual([]);
  // Most generated patterns are ones the rewrite takes, so the comparison says something.
  expect(compared).toBeGreaterThan(PATTERNS / 2);
});
