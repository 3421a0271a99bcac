import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  FileProblemsError,
  readEnvironmentsFile,
  type FileProblem,
} from '../../src/environments/file.ts';

const PATH = '.amezmo/environments.yml';

function problemsOf(text: string): readonly FileProblem[] {
  try {
    readEnvironmentsFile(text, PATH);
  } catch (error) {
    if (error instanceof FileProblemsError) return error.problems;
    throw error;
  }
  throw new Error('the file was read without a problem');
}

const ISSUE_EXAMPLE = `instance: 1234
environments:
  production:
    branch-patterns: ['^main$']
    tag-patterns: ['^v\\d+\\.\\d+\\.\\d+$']
    ssh: false
  staging:
    branch-patterns: ['^develop$', '^release/']
    ssh: true
    trusted-ssh-ips: [203.0.113.7]
    newrelic-license-key: { from-env: NEWRELIC_LICENSE_KEY }
`;

describe('readEnvironmentsFile', () => {
  it("reads the issue's example with the line of every setting and pattern", () => {
    const file = readEnvironmentsFile(ISSUE_EXAMPLE, PATH);
    expect(file.instance).toBe('1234');
    expect(file.instanceLine).toBe(1);
    expect(file.environments).toEqual([
      {
        name: 'production',
        line: 3,
        settings: {
          'branch-patterns': ['^main$'],
          'tag-patterns': ['^v\\d+\\.\\d+\\.\\d+$'],
          ssh: false,
        },
        lines: { 'branch-patterns': 4, 'tag-patterns': 5, ssh: 6 },
        patternLines: { 'branch-patterns': [4], 'tag-patterns': [5] },
      },
      {
        name: 'staging',
        line: 7,
        settings: {
          'branch-patterns': ['^develop$', '^release/'],
          ssh: true,
          'trusted-ssh-ips': ['203.0.113.7'],
          'newrelic-license-key': { fromEnv: 'NEWRELIC_LICENSE_KEY' },
        },
        lines: { 'branch-patterns': 8, ssh: 9, 'trusted-ssh-ips': 10, 'newrelic-license-key': 11 },
        patternLines: { 'branch-patterns': [8, 8], 'tag-patterns': [] },
      },
    ]);
  });

  it('gives each pattern of a block list its own line, and takes a null key and a quoted id', () => {
    const file = readEnvironmentsFile(
      [
        '# kept in the repository',
        "instance: '77'",
        'environments:',
        '  qa:',
        '    tag-patterns:',
        "      - '^v1'",
        '',
        "      - '^v2'",
        '    newrelic-license-key: null',
      ].join('\n'),
      PATH,
    );
    expect(file.instance).toBe('77');
    expect(file.environments[0]?.patternLines['tag-patterns']).toEqual([6, 8]);
    expect(file.environments[0]?.settings['newrelic-license-key']).toBeNull();
  });

  it.each<[string, string, FileProblem[]]>([
    [
      'an empty file',
      '',
      [{ line: 1, message: 'must be a mapping with instance and environments.' }],
    ],
    [
      'YAML that does not parse',
      'instance: 1\nenvironments:\n  production:\n    ssh: [true\n',
      [{ line: 5, message: expect.stringMatching(/^is not valid YAML: /) as unknown as string }],
    ],
    [
      'a key given twice',
      'instance: 1\ninstance: 2\nenvironments: {}\n',
      [
        {
          line: 2,
          message: expect.stringMatching(
            /^is not valid YAML: Map keys must be unique/,
          ) as unknown as string,
        },
      ],
    ],
    [
      'no instance',
      'environments:\n  production:\n    ssh: true\n',
      [
        {
          line: 1,
          message:
            "lacks 'instance': add instance: with the id of your Amezmo instance, e.g. instance: 1234.",
        },
      ],
    ],
    [
      'an instance that is not a number',
      'instance: shop\nenvironments:\n  production: {}\n',
      [
        {
          line: 1,
          message:
            "instance has 'shop': it must be a whole number, the id of your Amezmo instance, e.g. 1234.",
        },
      ],
    ],
    [
      'instance 0',
      'instance: 0\nenvironments:\n  production: {}\n',
      [
        {
          line: 1,
          message:
            'instance has 0: it must be a whole number, the id of your Amezmo instance, e.g. 1234.',
        },
      ],
    ],
    [
      'an unknown key at the top',
      'instance: 1\nenvironment: production\nenvironments:\n  production: {}\n',
      [
        {
          line: 2,
          message: "has the unknown key 'environment': the file holds instance and environments.",
        },
      ],
    ],
    [
      'no environment',
      'instance: 1\nenvironments: {}\n',
      [
        {
          line: 2,
          message:
            'environments names no environment: add one, e.g. production, with the settings to keep.',
        },
      ],
    ],
    [
      'an environment name the service cannot have',
      'instance: 1\nenvironments:\n  "my env": {}\n',
      [
        {
          line: 3,
          message:
            "the environment name 'my env' is not one the service has: names are letters, digits, '-', '_' or '.', e.g. production or staging.",
        },
      ],
    ],
    [
      'an environment that is not a mapping',
      'instance: 1\nenvironments:\n  production: yes\n',
      [
        {
          line: 3,
          message:
            "environment 'production' must be a mapping of its settings (branch-patterns, tag-patterns, ssh, trusted-ssh-ips, newrelic-license-key).",
        },
      ],
    ],
    [
      'patterns that are not a list',
      "instance: 1\nenvironments:\n  production:\n    branch-patterns: '^main$'\n",
      [
        {
          line: 4,
          message:
            "environments.production.branch-patterns has '^main$': it must be a list, e.g. ['^main$'].",
        },
      ],
    ],
    [
      'an empty pattern and a number as a pattern',
      "instance: 1\nenvironments:\n  production:\n    branch-patterns:\n      - ''\n      - 12\n",
      [
        {
          line: 5,
          message:
            "environments.production.branch-patterns[0] is empty: an empty pattern matches every name. Remove it, or write '.' to match every name on purpose.",
        },
        {
          line: 6,
          message:
            "environments.production.branch-patterns[1] has 12: it must be a regular expression, e.g. '^main$'.",
        },
      ],
    ],
    [
      'an address given twice',
      'instance: 1\nenvironments:\n  production:\n    trusted-ssh-ips:\n      - 203.0.113.7\n      - 203.0.113.7\n',
      [
        {
          line: 5,
          message:
            "environments.production.trusted-ssh-ips lists '203.0.113.7' twice: list each address once.",
        },
      ],
    ],
    [
      'an address with a mask',
      'instance: 1\nenvironments:\n  production:\n    trusted-ssh-ips: [203.0.113.0/24]\n',
      [
        {
          line: 4,
          message:
            "environments.production.trusted-ssh-ips[0] has '203.0.113.0/24': it must be an IPv4 address, e.g. 203.0.113.7.",
        },
      ],
    ],
    [
      'a secret reference without from-env',
      'instance: 1\nenvironments:\n  production:\n    newrelic-license-key: { env: NR }\n',
      [
        {
          line: 4,
          message: expect.stringMatching(
            /^environments\.production\.newrelic-license-key lacks 'from-env': write newrelic-license-key: \{ from-env: NEWRELIC_LICENSE_KEY \}/,
          ) as unknown as string,
        },
        {
          line: 4,
          message: expect.stringMatching(
            /^environments\.production\.newrelic-license-key has the unknown key 'env': /,
          ) as unknown as string,
        },
      ],
    ],
    [
      'a variable name that is not one',
      "instance: 1\nenvironments:\n  production:\n    newrelic-license-key:\n      from-env: 'NR KEY'\n",
      [
        {
          line: 5,
          message:
            'environments.production.newrelic-license-key.from-env has a value: it must be the name of a variable of the step, e.g. NEWRELIC_LICENSE_KEY.',
        },
      ],
    ],
  ])('names the line and the fix for %s', (_, text, expected) => {
    expect(problemsOf(text)).toEqual(expected);
  });

  it('never repeats a key written into the file', () => {
    const key = 'eu01xx0123456789abcdef0123456789abcdNRAL';
    const text = `instance: 1\nenvironments:\n  production:\n    newrelic-license-key: ${key}\n`;
    const error = (() => {
      try {
        readEnvironmentsFile(text, PATH);
      } catch (caught) {
        return caught as FileProblemsError;
      }
      throw new Error('read without a problem');
    })();
    expect(error.message).not.toContain(key.slice(0, 10));
    expect(error.message).toContain('must not hold the key itself');
    expect(error.location).toEqual({ file: PATH, line: 4 });
  });

  it('puts several problems in one message, at the first one', () => {
    const error = new FileProblemsError(PATH, [
      { line: 3, message: 'first.' },
      { line: undefined, message: 'second, as a parser writes it' },
    ]);
    expect(error.message).toBe(
      `2 problems in ${PATH}: (1) line 3: first. (2) second, as a parser writes it.`,
    );
    expect(error.location).toEqual({ file: PATH, line: 3 });
  });
});

describe('schemas/environments.schema.json', () => {
  const schema = JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', '..', 'schemas', 'environments.schema.json'),
      'utf8',
    ),
  ) as { definitions: { environment: { properties: Record<string, unknown> } } };

  it('describes exactly the settings the action reads', () => {
    expect(Object.keys(schema.definitions.environment.properties)).toEqual([
      'branch-patterns',
      'tag-patterns',
      'ssh',
      'trusted-ssh-ips',
      'newrelic-license-key',
    ]);
  });

  it("accepts the README's example file", () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const example = /```yaml\n# \.amezmo\/environments\.yml\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example).toBeDefined();
    expect(parse(example as string)).toMatchObject({ instance: 1234 });
    expect(readEnvironmentsFile(example as string, PATH).environments).toHaveLength(2);
  });
});
