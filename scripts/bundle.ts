// `npm run bundle`: one ncc bundle per action, what runners execute, each built from the action's
// shell in src/actions/. The deploy action (the root action.yml) is dist/index.js, from
// src/actions/deploy.ts; an action in a folder of its own, e.g. preview/action.yml, is
// dist/preview/index.js, from src/actions/preview.ts. dist/ is emptied first, so that no chunk of
// an earlier build lingers.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actionFolders } from './metadata.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ncc = join(root, 'node_modules', '.bin', 'ncc');

/** The entry point and output folder of each action. */
export function bundles(): { entry: string; out: string }[] {
  return actionFolders(root).map((folder) =>
    folder === ''
      ? { entry: 'src/actions/deploy.ts', out: 'dist' }
      : { entry: `src/actions/${folder}.ts`, out: `dist/${folder}` },
  );
}

rmSync(join(root, 'dist'), { recursive: true, force: true });
for (const { entry, out } of bundles()) {
  execFileSync(ncc, ['build', entry, '-o', out, '--license', 'licenses.txt', '--quiet'], {
    cwd: root,
    stdio: 'inherit',
  });
}
