import { describe, expect, it } from 'vitest';
import {
  ciCommitTime,
  ciOf,
  detectTrigger,
  repositoryOfRemote,
  runContextOf,
  withFlags,
  type GitFacts,
  type Trigger,
} from '../../src/cli/ci.ts';
import { resolveRef } from '../../src/deploy/ref.ts';
import { resolvePusher } from '../../src/github/pusher.ts';

const SHA = 'a'.repeat(40);
const FROM = { ref: 'CI_COMMIT_BRANCH', commit: 'CI_COMMIT_SHA', repository: 'CI_PROJECT_PATH' };
const GIT: GitFacts = {
  branch: 'local-branch',
  commit: 'b'.repeat(40),
  remoteUrl: 'https://github.com/laptop/repo.git',
  userEmail: 'me@laptop.test',
  authorEmail: 'author@example.com',
};

describe('detectTrigger', () => {
  it.each<[string, Record<string, string>, GitFacts, Partial<Trigger>]>([
    [
      'GitLab: a branch push',
      {
        GITLAB_CI: 'true',
        CI_COMMIT_BRANCH: 'main',
        CI_COMMIT_SHA: SHA,
        CI_PROJECT_PATH: 'acme/shop',
        GITLAB_USER_EMAIL: 'dev@acme.test',
        CI_JOB_URL: 'https://gitlab.com/acme/shop/-/jobs/9',
      },
      GIT,
      {
        ci: 'gitlab',
        ref: { kind: 'branch', name: 'main' },
        commit: SHA,
        repository: 'acme/shop',
        pusher: 'dev@acme.test',
        request: '',
        jobUrl: 'https://gitlab.com/acme/shop/-/jobs/9',
      },
    ],
    [
      'GitLab: a tag (the tag wins over CI_COMMIT_BRANCH)',
      { GITLAB_CI: 'true', CI_COMMIT_TAG: 'v1.2.3', CI_COMMIT_BRANCH: 'main', CI_COMMIT_SHA: SHA },
      GIT,
      { ci: 'gitlab', ref: { kind: 'tag', name: 'v1.2.3' } },
    ],
    [
      'GitLab: a merge request pipeline, which sets no CI_COMMIT_BRANCH',
      {
        GITLAB_CI: 'true',
        CI_MERGE_REQUEST_IID: '42',
        CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feature/x',
        CI_COMMIT_SHA: SHA,
      },
      GIT,
      { ci: 'gitlab', ref: { kind: 'branch', name: 'feature/x' }, request: '42' },
    ],
    [
      'GitLab: a subgroup project keeps its whole path',
      { GITLAB_CI: 'true', CI_COMMIT_BRANCH: 'main', CI_PROJECT_PATH: 'acme/web/shop' },
      GIT,
      { repository: 'acme/web/shop', commit: GIT.commit, pusher: 'author@example.com' },
    ],
    [
      'GitLab: no ref at all',
      { GITLAB_CI: 'true' },
      GIT,
      {
        ref: undefined,
        missing:
          'GitLab set none of CI_COMMIT_TAG, CI_COMMIT_BRANCH and CI_MERGE_REQUEST_SOURCE_BRANCH_NAME',
      },
    ],
    [
      "Bitbucket: a branch push, the commit's author as pusher",
      {
        CI: 'true',
        BITBUCKET_BUILD_NUMBER: '7',
        BITBUCKET_BRANCH: 'main',
        BITBUCKET_COMMIT: SHA,
        BITBUCKET_REPO_FULL_NAME: 'acme/shop',
        BITBUCKET_GIT_HTTP_ORIGIN: 'http://bitbucket.org/acme/shop',
      },
      GIT,
      {
        ci: 'bitbucket',
        ref: { kind: 'branch', name: 'main' },
        commit: SHA,
        repository: 'acme/shop',
        pusher: 'author@example.com',
        jobUrl: 'https://bitbucket.org/acme/shop/pipelines/results/7',
      },
    ],
    [
      'Bitbucket: a tag',
      { BITBUCKET_COMMIT: SHA, BITBUCKET_TAG: 'v2.0.0' },
      GIT,
      { ci: 'bitbucket', ref: { kind: 'tag', name: 'v2.0.0' } },
    ],
    [
      'Bitbucket: a pull request of its source branch',
      { BITBUCKET_BUILD_NUMBER: '8', BITBUCKET_BRANCH: 'feature/y', BITBUCKET_PR_ID: '5' },
      GIT,
      { ref: { kind: 'branch', name: 'feature/y' }, request: '5' },
    ],
    [
      'CircleCI: a branch',
      {
        CIRCLECI: 'true',
        CIRCLE_BRANCH: 'main',
        CIRCLE_SHA1: SHA,
        CIRCLE_PROJECT_USERNAME: 'acme',
        CIRCLE_PROJECT_REPONAME: 'shop',
        CIRCLE_BUILD_URL: 'https://circleci.com/gh/acme/shop/3',
        CIRCLE_PULL_REQUEST: 'https://github.com/acme/shop/pull/12',
      },
      GIT,
      {
        ci: 'circleci',
        ref: { kind: 'branch', name: 'main' },
        commit: SHA,
        repository: 'acme/shop',
        pusher: 'author@example.com',
        request: '12',
        jobUrl: 'https://circleci.com/gh/acme/shop/3',
      },
    ],
    [
      'CircleCI: a tag',
      { CIRCLECI: 'true', CIRCLE_TAG: 'v3.0.0', CIRCLE_SHA1: SHA },
      GIT,
      { ci: 'circleci', ref: { kind: 'tag', name: 'v3.0.0' } },
    ],
    [
      'GitHub Actions: a push',
      {
        GITHUB_ACTIONS: 'true',
        GITLAB_CI: 'true',
        GITHUB_REF: 'refs/heads/main',
        GITHUB_SHA: SHA,
        GITHUB_REPOSITORY: 'acme/shop',
        GITHUB_RUN_ID: '3',
      },
      GIT,
      {
        ci: 'github',
        ref: { kind: 'branch', name: 'main' },
        commit: SHA,
        repository: 'acme/shop',
        jobUrl: 'https://github.com/acme/shop/actions/runs/3',
      },
    ],
    [
      'GitHub Actions: a pull request, by its head branch',
      { GITHUB_ACTIONS: 'true', GITHUB_REF: 'refs/pull/4/merge', GITHUB_HEAD_REF: 'feature/z' },
      GIT,
      { ref: { kind: 'branch', name: 'feature/z' }, request: '4' },
    ],
    [
      'a laptop: the branch checked out, origin, user.email',
      {},
      GIT,
      {
        ci: 'local',
        ref: { kind: 'branch', name: 'local-branch' },
        commit: GIT.commit,
        repository: 'laptop/repo',
        pusher: 'me@laptop.test',
      },
    ],
    [
      'a laptop: a detached HEAD at a tag',
      {},
      { ...GIT, branch: undefined, tag: 'v9.9.9' },
      { ref: { kind: 'tag', name: 'v9.9.9' } },
    ],
    [
      'a laptop: a detached HEAD at no tag',
      {},
      { ...GIT, branch: undefined },
      { ref: undefined, missing: 'HEAD is detached at bbbbbbb and no tag points at it' },
    ],
    [
      'a folder outside any repository',
      {},
      {},
      {
        ref: undefined,
        missing: 'this folder is not in a git repository',
        commit: '',
        repository: '',
        pusher: '',
      },
    ],
  ])('%s', (_case, env, git, expected) => {
    expect(detectTrigger(env, git)).toMatchObject(expected);
  });

  it('names the variable each fact was read from, and git where the CI said nothing', () => {
    expect(
      detectTrigger(
        { GITLAB_CI: 'true', CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'x', CI_PROJECT_PATH: 'a/b' },
        GIT,
      ).from,
    ).toEqual({
      ref: 'CI_MERGE_REQUEST_SOURCE_BRANCH_NAME',
      commit: "git (HEAD's commit)",
      repository: 'CI_PROJECT_PATH',
    });
    expect(withFlags(detectTrigger({}, GIT), { commit: 'abcdef1' }).from).toEqual({
      ref: 'git (HEAD)',
      commit: '--commit',
      repository: "git (the remote 'origin')",
    });
  });

  it.each<[string, Record<string, string>, boolean]>([
    ['from a fork', { CI_MERGE_REQUEST_SOURCE_PROJECT_PATH: 'mallory/shop' }, true],
    ['from the project itself', { CI_MERGE_REQUEST_SOURCE_PROJECT_PATH: 'acme/shop' }, false],
    ['of a GitLab too old to say', {}, false],
  ])('refuses a merge request %s: %s', (_case, extra, refused) => {
    const found = detectTrigger(
      {
        GITLAB_CI: 'true',
        CI_PROJECT_PATH: 'acme/shop',
        CI_MERGE_REQUEST_IID: '7',
        CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'main',
        CI_COMMIT_SHA: SHA,
        ...extra,
      },
      GIT,
    );
    expect(found.ref).toEqual({ kind: 'branch', name: 'main' });
    if (refused) {
      expect(found.refused).toMatch(
        /^merge request !7 comes from the fork mallory\/shop, not from acme\/shop: its branch 'main' is the fork's/,
      );
    } else {
      expect(found).not.toHaveProperty('refused');
    }
  });

  it.each([
    [{ GITHUB_ACTIONS: 'true' }, 'github'],
    [{ GITHUB_ACTIONS: 'false', GITLAB_CI: 'true' }, 'gitlab'],
    [{ BITBUCKET_COMMIT: SHA }, 'bitbucket'],
    [{ CIRCLECI: 'true' }, 'circleci'],
    [{ CI: 'true' }, 'local'],
  ] as const)('takes %j for %s', (env, ci) => {
    expect(ciOf(env)).toBe(ci);
  });
});

describe('withFlags', () => {
  const found = detectTrigger(
    {
      GITLAB_CI: 'true',
      CI_COMMIT_BRANCH: 'main',
      CI_COMMIT_SHA: SHA,
      CI_PROJECT_PATH: 'acme/shop',
    },
    {},
  );

  it('takes each flag given over what the CI says, and leaves the rest', () => {
    expect(withFlags(found, { tag: 'v1.0.0', repository: 'other/repo' })).toMatchObject({
      ref: { kind: 'tag', name: 'v1.0.0' },
      commit: SHA,
      repository: 'other/repo',
    });
    expect(withFlags(found, {})).toEqual(found);
  });
});

describe('runContextOf', () => {
  const place = { tempDir: '/tmp', apiUrl: 'https://api.github.com' };

  it.each([
    [
      'a branch push',
      { ci: 'gitlab', ref: { kind: 'branch', name: 'main' }, request: '' },
      { kind: 'branch', name: 'main' },
    ],
    [
      'a tag',
      { ci: 'gitlab', ref: { kind: 'tag', name: 'v1.0.0' }, request: '' },
      { kind: 'tag', name: 'v1.0.0' },
    ],
    [
      'a merge request',
      { ci: 'gitlab', ref: { kind: 'branch', name: 'feature/x' }, request: '3' },
      { kind: 'branch', name: 'feature/x' },
    ],
  ] as const)('makes %s the ref the deploy job resolves', (_case, found, ref) => {
    const context = runContextOf(
      { commit: SHA, repository: 'acme/shop', pusher: '', jobUrl: '', from: FROM, ...found },
      place,
    );
    expect(resolveRef(context)).toEqual({ ref });
  });

  it('records the pusher found, and none when none was found', () => {
    const base = {
      ci: 'local',
      ref: { kind: 'branch', name: 'main' },
      commit: SHA,
      repository: '',
      request: '',
      jobUrl: '',
      from: FROM,
    } as const;
    expect(
      resolvePusher(runContextOf({ ...base, pusher: 'me@example.com' }, place), undefined),
    ).toBe('me@example.com');
    expect(resolvePusher(runContextOf({ ...base, pusher: '' }, place), undefined)).toBeUndefined();
    expect(
      resolvePusher(runContextOf({ ...base, pusher: 'not an address' }, place), undefined),
    ).toBeUndefined();
  });
});

describe('repositoryOfRemote', () => {
  it.each([
    ['git@github.com:acme/shop.git', 'acme/shop'],
    ['https://gitlab.com/acme/shop.git', 'acme/shop'],
    ['https://user:token@gitlab.com/acme/web/shop.git', 'acme/web/shop'],
    ['ssh://git@bitbucket.org:22/acme/shop', 'acme/shop'],
    ['/srv/git/shop.git', ''],
    ['not a url', ''],
  ])('reads %s as %j', (url, repository) => {
    expect(repositoryOfRemote(url)).toBe(repository);
  });
});

describe('ciCommitTime', () => {
  it.each([
    [
      'GitLab, in UTC',
      { GITLAB_CI: 'true', CI_COMMIT_TIMESTAMP: '2026-11-20T10:00:00Z' },
      1_795_168_800,
    ],
    [
      'GitLab, with an offset',
      { GITLAB_CI: 'true', CI_COMMIT_TIMESTAMP: '2026-11-20T11:00:00+01:00' },
      1_795_168_800,
    ],
    ['GitLab, not a time', { GITLAB_CI: 'true', CI_COMMIT_TIMESTAMP: 'yesterday' }, undefined],
    ['GitLab, a date alone', { GITLAB_CI: 'true', CI_COMMIT_TIMESTAMP: '2026-11-20' }, undefined],
    [
      'GitLab, before 1970',
      { GITLAB_CI: 'true', CI_COMMIT_TIMESTAMP: '1969-12-31T23:59:59Z' },
      undefined,
    ],
    ['GitLab, none', { GITLAB_CI: 'true' }, undefined],
    [
      'not GitLab (Bitbucket, CircleCI tell none)',
      { CI_COMMIT_TIMESTAMP: '2026-11-20T10:00:00Z' },
      undefined,
    ],
  ])('%s', (_case, env, time) => {
    expect(ciCommitTime(env)).toEqual(
      time === undefined ? undefined : { time, timeFrom: 'CI_COMMIT_TIMESTAMP' },
    );
  });
});
