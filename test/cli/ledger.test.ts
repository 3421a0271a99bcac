// The command line's ledger folder: which flag or variable names it, what a user reads when the
// folder cannot be used, and the rule that keeps it out of the archive when it is inside the
// folder deployed (the rule itself is held against git in ledger-rule.test.ts).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.ts';
import { ledgerDirOf, openLedger, withoutLedger } from '../../src/cli/ledger.ts';
import type { Invocation } from '../../src/cli/invocation.ts';
import type { DeploySettings } from '../../src/deploy/index.ts';
import { folderLedger } from '../../src/ledger/folder.ts';
import { InputError } from '../../src/settings/index.ts';
import { deploySettings } from '../helpers/deploy-settings.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cli-ledger-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function invocation(
  given: Record<string, string>,
  env: Record<string, string | undefined> = {},
): Invocation {
  return { given, env, cwd: root, tempDir: root, json: false, verbose: false, clock: systemClock };
}

describe('ledgerDirOf', () => {
  it('reads --ledger-dir before AMEZMO_LEDGER_DIR, resolved from the working folder', () => {
    expect(
      ledgerDirOf(invocation({ 'ledger-dir': ' cache/ledger ' }, { AMEZMO_LEDGER_DIR: 'other' })),
    ).toEqual({ path: join(root, 'cache/ledger'), label: '--ledger-dir', value: 'cache/ledger' });
    expect(ledgerDirOf(invocation({}, { AMEZMO_LEDGER_DIR: '/srv/ledger' }))).toEqual({
      path: '/srv/ledger',
      label: 'AMEZMO_LEDGER_DIR',
      value: '/srv/ledger',
    });
  });

  it('names no ledger when neither is given, or the variable is blank', () => {
    expect(ledgerDirOf(invocation({}))).toBeUndefined();
    expect(ledgerDirOf(invocation({}, { AMEZMO_LEDGER_DIR: '  ' }))).toBeUndefined();
  });

  it('refuses an empty --ledger-dir, saying what to give', () => {
    const read = () => ledgerDirOf(invocation({ 'ledger-dir': ' ' }));
    expect(read).toThrow(InputError);
    expect(read).toThrow(
      '--ledger-dir is empty: give the folder the ledger is kept in, e.g. --ledger-dir .amezmo-ledger.',
    );
  });
});

describe('openLedger', () => {
  it('makes a missing folder to write to, and answers the ledger at its real path', async () => {
    mkdirSync(join(root, 'real'));
    symlinkSync(join(root, 'real'), join(root, 'link'));
    const named = { path: join(root, 'link', 'ledger'), label: '--ledger-dir', value: 'x' };
    const ledger = await openLedger(named, 'write');
    expect(ledger.dir).toBe(join(root, 'real', 'ledger'));
    expect(readdirSync(join(root, 'real', 'ledger'))).toEqual(['.amezmo-deploy-ledger']);
  });

  it('names the setting and its value when the folder to read is missing', async () => {
    const named = { path: join(root, 'gone'), label: 'AMEZMO_LEDGER_DIR', value: 'gone' };
    const open = openLedger(named, 'read');
    await expect(open).rejects.toThrow(InputError);
    await expect(open).rejects.toThrow(
      `AMEZMO_LEDGER_DIR has 'gone', and ${join(root, 'gone')} does not exist: name the folder ` +
        'that deploy --ledger-dir recorded releases in (restore the CI cache that holds it first).',
    );
  });

  it('says to give a writable folder kept between runs when it cannot be written', async () => {
    writeFileSync(join(root, 'file'), '');
    const named = { path: join(root, 'file'), label: '--ledger-dir', value: 'file' };
    await expect(openLedger(named, 'write')).rejects.toThrow(
      `--ledger-dir has 'file', and ${join(root, 'file')} is not a folder: give a folder this ` +
        'user may write, kept between runs (a CI cache, a shared volume).',
    );
  });
});

describe('withoutLedger', () => {
  function built(path: string): DeploySettings {
    return deploySettings('11', path, {}, { exclude: ['*.log'] });
  }
  const excluded = (result: DeploySettings) =>
    result.source.kind === 'build' ? result.source.build.exclude : undefined;

  it('adds a rule for a ledger inside the folder deployed, its names made literal', async () => {
    const project = join(root, 'project');
    mkdirSync(join(project, 'cache', '#ledger [1]'), { recursive: true });
    const ledger = folderLedger(join(project, 'cache', '#ledger [1]'));
    const result = await withoutLedger(built(project), ledger);
    expect(excluded(result)).toEqual(['*.log', '/cache/\\#ledger\\ \\[1\\]/']);
  });

  it('leaves the settings alone for a ledger beside the folder deployed', async () => {
    const project = join(root, 'project');
    mkdirSync(project);
    const outside = built(project);
    expect(await withoutLedger(outside, folderLedger(join(root, 'ledger')))).toBe(outside);
    expect(await withoutLedger(outside, folderLedger(join(root, '..', 'elsewhere')))).toBe(outside);
  });

  it('leaves a given archive alone: nothing is built from a folder', async () => {
    const given = deploySettings('11', root, {
      source: {
        kind: 'given',
        archive: { path: join(root, 'app.zip'), size: 22, format: 'zip' },
        ignored: [],
      },
    });
    expect(await withoutLedger(given, folderLedger(root))).toBe(given);
  });

  it('refuses a ledger that is the folder deployed itself', async () => {
    const refused = withoutLedger(built(root), folderLedger(root));
    await expect(refused).rejects.toThrow(InputError);
    await expect(refused).rejects.toThrow(
      `The ledger folder ${root} is the folder deployed: give a folder of its own, e.g. ` +
        '--ledger-dir .amezmo-ledger.',
    );
  });
});
