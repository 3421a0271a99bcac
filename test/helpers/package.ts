// The package as npm makes it (`npm pack` of this checkout), and npm run as a user runs it, with a
// home and a cache of the test's own and no registry: the package has no dependency, so nothing
// needs one, and a registry asked would fail the run.
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../simulator/runner.ts';

export const exec = promisify(execFile);

/** npm's own settings for a run in `root`: its home, cache and temporary folder, offline. */
export function npmEnv(root: string): Record<string, string> {
  for (const folder of ['home', 'tmp', 'cache']) mkdirSync(join(root, folder), { recursive: true });
  return {
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    HOME: join(root, 'home'),
    TMPDIR: join(root, 'tmp'),
    npm_config_cache: join(root, 'cache'),
    npm_config_offline: 'true',
    // Were npm to ask a registry all the same, it would be refused at once, not reach out.
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
}

/** `npm pack` of this checkout into `root/packed`: the tarball's path. */
export async function packPackage(root: string): Promise<string> {
  const destination = join(root, 'packed');
  mkdirSync(destination, { recursive: true });
  await exec('npm', ['pack', '--pack-destination', destination], { cwd: ROOT, env: npmEnv(root) });
  const [tarball] = readdirSync(destination);
  return join(destination, tarball as string);
}
