import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.ts';
import {
  checkTrigger,
  describeTrigger,
  readTrigger,
  triggerFlags,
  withRef,
} from '../../src/cli/trigger.ts';
import { InputError } from '../../src/settings/source.ts';

describe('triggerFlags', () => {
  it('takes the flags given, a commit in lower case', () => {
    expect(
      triggerFlags({ branch: 'release/2.0', commit: 'ABCDEF1', repository: 'acme/web/shop' }),
    ).toEqual({
      branch: 'release/2.0',
      tag: undefined,
      commit: 'abcdef1',
      repository: 'acme/web/shop',
    });
  });

  it.each([
    [{ branch: 'a', tag: 'b' }, '--branch and --tag were both given'],
    [{ branch: 'has space' }, "--branch has 'has space': it is not a branch name git allows."],
    [{ tag: 'v1..2' }, "--tag has 'v1..2': it is not a tag name git allows."],
    [{ commit: 'xyz' }, "--commit has 'xyz': a commit is 7 to 64 hex digits"],
    [{ repository: 'shop' }, "--repository has 'shop': give it as owner/name, e.g. acme/shop."],
  ])('refuses %j', (given, message) => {
    expect(() => triggerFlags(given)).toThrow(message);
  });
});

describe('withRef', () => {
  const found = {
    ci: 'local' as const,
    commit: 'a'.repeat(40),
    repository: 'acme/shop',
    pusher: 'me@example.com',
    request: '',
    jobUrl: '',
    from: { ref: 'CI_COMMIT_BRANCH', commit: 'CI_COMMIT_SHA', repository: 'CI_PROJECT_PATH' },
  };

  it('answers a trigger that names a ref, and says which flag to pass otherwise', () => {
    const ref = { kind: 'branch' as const, name: 'main' };
    expect(withRef({ ...found, ref }).ref).toEqual(ref);
    const missing = () => withRef({ ...found, ref: undefined, missing: 'HEAD is detached' });
    expect(missing).toThrow(InputError);
    expect(missing).toThrow(
      'No branch or tag to deploy: HEAD is detached. Pass --branch NAME or --tag NAME.',
    );
  });

  it('refuses a run the CI says must not deploy, saying why', () => {
    const ref = { kind: 'branch' as const, name: 'main' };
    expect(() => withRef({ ...found, ref, refused: 'it comes from a fork' })).toThrow(
      'Not deployed: it comes from a fork',
    );
  });

  it.each([
    [
      { commit: 'abc\ndef0123' },
      "CI_COMMIT_SHA has 'abc\ndef0123': a commit is 7 to 64 hex digits",
    ],
    [{ repository: 'acme/shop\nx' }, "CI_PROJECT_PATH has 'acme/shop\nx': give it as owner/name"],
    [
      { ref: { kind: 'branch' as const, name: 'a\nb' } },
      "CI_COMMIT_BRANCH has 'a\nb': it is not a branch name git allows.",
    ],
  ])('checks what the CI gave as a flag is checked, naming the variable: %j', (bad, message) => {
    const trigger = { ...found, ref: { kind: 'branch' as const, name: 'main' }, ...bad };
    expect(() => checkTrigger(trigger)).toThrow(InputError);
    expect(() => checkTrigger(trigger)).toThrow(message);
  });

  it('tells the run in one line', () => {
    expect(describeTrigger({ ...found, ref: { kind: 'tag', name: 'v1.0.0' }, request: '4' })).toBe(
      "Run: tag 'v1.0.0' commit aaaaaaaaaaaa of acme/shop (merge or pull request 4) by me@example.com, as told by the local git repository.",
    );
  });

  it('says so when the run names nothing, rather than an empty clause', () => {
    const none = { ...found, ref: undefined, commit: '', repository: '', pusher: '' };
    expect(describeTrigger(none)).toBe(
      'Run: no branch, tag or commit named, as told by the local git repository.',
    );
  });
});

describe('readTrigger', () => {
  const flags = {};
  const asked = (env: Record<string, string>, cwd = '/nowhere') => ({
    given: {},
    env,
    cwd,
    tempDir: cwd,
    clock: systemClock,
    json: false,
    verbose: false,
  });
  /** The variables of a GitHub Actions run of `ref`. */
  const github = (ref: string) => ({
    GITHUB_ACTIONS: 'true',
    GITHUB_REF: ref,
    GITHUB_SHA: 'b'.repeat(40),
    GITHUB_REPOSITORY: 'acme/shop',
  });

  it('takes the run from GitHub Actions alone, the flags over it, without asking git', async () => {
    const env = github('refs/tags/v2.0.0');
    // The working folder does not exist: git is not asked there.
    const found = await readTrigger(asked(env), flags);
    expect(found).toMatchObject({
      ci: 'github',
      ref: { kind: 'tag', name: 'v2.0.0' },
      commit: 'b'.repeat(40),
      repository: 'acme/shop',
    });
    const over = await readTrigger(asked(env), triggerFlags({ branch: 'hotfix' }));
    expect(describeTrigger(over)).toBe(
      `Run: branch 'hotfix' commit ${'b'.repeat(12)} of acme/shop, as told by GitHub Actions.`,
    );
  });

  it("refuses what GitHub's variables give that a flag could not, naming the variable", async () => {
    const env = github('refs/heads/a..b');
    const read = readTrigger(asked(env), flags);
    await expect(read).rejects.toThrow(InputError);
    await expect(read).rejects.toThrow(
      "GITHUB_REF has 'a..b': it is not a branch name git allows.",
    );
  });

  it('asks git in the working folder when the folder deployed is not in a repository', async () => {
    const root = mkdtempSync(join(tmpdir(), 'read-trigger-'));
    try {
      const repository = join(root, 'repository');
      mkdirSync(repository);
      const git = (...args: string[]) =>
        execFileSync('git', ['-C', repository, ...args], { encoding: 'utf8' }).trim();
      git('init', '--quiet', '--initial-branch', 'release/3');
      git('config', 'user.email', 'dev@example.com');
      git('config', 'user.name', 'Dev');
      git('commit', '--quiet', '--allow-empty', '-m', 'one');
      const commit = git('rev-parse', 'HEAD');
      const outside = join(root, 'outside');
      mkdirSync(outside);
      const found = await readTrigger(asked({}, repository), flags, outside);
      expect(found).toMatchObject({
        ci: 'local',
        ref: { kind: 'branch', name: 'release/3' },
        commit,
        repository: '',
      });
      expect(describeTrigger(found)).toBe(
        `Run: branch 'release/3' commit ${commit.slice(0, 12)} by dev@example.com, as told by the local git repository.`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('checkTrigger', () => {
  it('answers a trigger with no ref, commit or repository as it is: there is nothing to check', () => {
    const bare = {
      ci: 'local' as const,
      ref: undefined,
      commit: '',
      repository: '',
      pusher: '',
      request: '',
      jobUrl: '',
      missing: 'this folder is not in a git repository',
      from: { ref: 'git (HEAD)', commit: "git (HEAD's commit)", repository: 'git' },
    };
    expect(checkTrigger(bare)).toBe(bare);
  });
});
