import { describe, expect, it } from 'vitest';
import { checkTrigger, describeTrigger, triggerFlags, withRef } from '../../src/cli/trigger.ts';
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
});
