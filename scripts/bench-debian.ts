// The bench's real trees: PHP that nobody here wrote, taken from Debian's own packages. Each
// package is fetched with `apt-get download` (no install, no root needed past `apt-get update`)
// and unpacked with `dpkg -x`, once, into the bench's cache; a workspace is then laid out from
// the unpacked files as composer would lay them out.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** Where the bench keeps what it downloads: under node_modules, which git and npm pack ignore. */
export const BENCH_CACHE = join(
  import.meta.dirname,
  '..',
  'node_modules',
  '.cache',
  'amezmo-bench',
);

/**
 * A Laravel 8 application's `vendor/` after `composer install --no-dev`, as Debian 12 packages
 * it: the framework and every library it requires, and the Symfony 5.4, Doctrine, League and
 * Guzzle libraries such an application commonly adds. About 10,000 entries, 50 MB.
 */
const LARAVEL_VENDOR = [
  'php-laravel-framework',
  ...'auth broadcasting bus cache collections config console container contracts cookie database encryption events filesystem hashing http log macroable mail notifications pagination pipeline queue redis routing session support testing translation validation view'
    .split(' ')
    .map((name) => `php-illuminate-${name}`),
  ...'console error-handler finder http-foundation http-kernel mime process routing var-dumper event-dispatcher string translation css-selector deprecation-contracts service-contracts event-dispatcher-contracts translation-contracts polyfill-mbstring polyfill-ctype polyfill-intl-idn polyfill-intl-normalizer polyfill-intl-grapheme polyfill-php80 polyfill-php81 polyfill-iconv uid cache config dependency-injection yaml mailer http-client validator serializer property-access property-info intl framework-bundle security-core security-http form twig-bridge'
    .split(' ')
    .map((name) => `php-symfony-${name}`),
  ...'inflector lexer dbal orm annotations collections common persistence event-manager instantiator cache deprecations'
    .split(' ')
    .map((name) => `php-doctrine-${name}`),
  ...'dragonmantank-cron-expression email-validator laravel-serializable-closure league-commonmark league-flysystem league-mime-type-detection league-config monolog nesbot-carbon opis-closure psr-container psr-log psr-simple-cache psr-cache psr-http-message psr-http-client psr-http-factory psr-event-dispatcher ramsey-uuid ramsey-collection brick-math swiftmailer tijsverkoyen-css-to-inline-styles vlucas-phpdotenv phpoption voku-portable-ascii guzzlehttp-guzzle guzzlehttp-psr7 guzzlehttp-promises nikic-fast-route webmozart-assert nyholm-psr7 masterminds-html5 predis twig dompdf phpseclib3'
    .split(' ')
    .map((name) => `php-${name}`),
];

export interface DebianTree {
  readonly name: string;
  readonly description: string;
  readonly packages: readonly string[];
}

export const DEBIAN_TREES: readonly DebianTree[] = [
  {
    name: 'laravel',
    description:
      "a real vendor/: Laravel 8, Symfony 5.4, Doctrine, League, Guzzle and the rest, as Debian 12's php-* packages ship them (apt-get download, dpkg -x)",
    packages: LARAVEL_VENDOR,
  },
];

/** A failure the bench reports in one line, with what to do. */
export class BenchSetupError extends Error {}

function canRun(command: string): boolean {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

/** The .deb files of `packages` in `folder`, fetched with apt-get download where missing. */
function download(packages: readonly string[], folder: string): Map<string, string> {
  mkdirSync(folder, { recursive: true });
  const found = (): Map<string, string> => {
    const debs = new Map<string, string>();
    for (const file of readdirSync(folder)) {
      const name = /^([^_]+)_.*\.deb$/.exec(file)?.[1];
      if (name) debs.set(name, join(folder, file));
    }
    return debs;
  };
  let debs = found();
  const missing = () => packages.filter((name) => !debs.has(name));
  if (missing().length === 0) return debs;
  if (!canRun('apt-get') || !canRun('dpkg')) {
    throw new BenchSetupError(
      `the real trees are built from Debian's packages, and this machine has no apt-get or dpkg: run the bench on Debian or Ubuntu, or leave the real trees out (--shapes vendor,media,opaque,tiny,large).`,
    );
  }
  const fetch = () =>
    spawnSync('apt-get', ['download', ...missing()], { cwd: folder, encoding: 'utf8' });
  let result = fetch();
  if (result.status !== 0) {
    // A machine whose package lists were never fetched (a fresh container) knows no package.
    process.stderr.write('bench: apt-get download failed; running apt-get update first\n');
    const update = spawnSync('apt-get', ['update', '-qq'], { encoding: 'utf8' });
    if (update.status !== 0) {
      throw new BenchSetupError(
        `apt-get update failed (${firstLine(update.stderr)}): run \`sudo apt-get update\` once, then the bench again.`,
      );
    }
    result = fetch();
  }
  debs = found();
  if (result.status !== 0 || missing().length > 0) {
    throw new BenchSetupError(
      `apt-get download could not fetch ${missing().join(', ')} (${firstLine(result.stderr)}): the real trees need Debian 12's packages; check that apt reaches a Debian mirror.`,
    );
  }
  return debs;
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.startsWith('E:') || line.length > 0) ?? 'no message'
  );
}

/** `deb` unpacked (dpkg -x) under `folder`/<package>, once; answers that folder. */
function unpacked(name: string, deb: string, folder: string): string {
  const target = join(folder, name);
  if (existsSync(target)) return target;
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  execFileSync('dpkg', ['-x', deb, partial]);
  renameSync(partial, target);
  return target;
}

/**
 * Lays out `tree` at `root`: each package's PHP (what Debian puts under /usr/share/php) as
 * vendor/<package>/, with an application's few files around it. Answers its files and bytes.
 */
export function buildDebianTree(tree: DebianTree, root: string): { files: number; bytes: number } {
  const cache = join(BENCH_CACHE, 'debian');
  const debs = download(tree.packages, join(cache, 'debs'));
  let files = 0;
  let bytes = 0;
  for (const name of tree.packages) {
    const source = join(
      unpacked(name, debs.get(name) as string, join(cache, 'unpacked')),
      'usr',
      'share',
      'php',
    );
    if (!existsSync(source)) continue;
    const target = join(root, 'vendor', name.replace(/^php-/, ''));
    cpSync(source, target, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
  }
  const app = {
    artisan: "#!/usr/bin/env php\n<?php\nrequire __DIR__.'/vendor/autoload.php';\n",
    'composer.json': `${JSON.stringify({ name: 'bench/laravel', require: { 'laravel/framework': '^8.83' } }, null, 2)}\n`,
    'public/index.php': "<?php\nrequire __DIR__.'/../vendor/autoload.php';\n",
    'vendor/autoload.php': "<?php\nreturn require __DIR__.'/composer/autoload_real.php';\n",
    '.git/HEAD': 'ref: refs/heads/main\n',
  };
  for (const [path, text] of Object.entries(app)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text, { mode: path === 'artisan' ? 0o755 : 0o644 });
  }
  const count = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) count(path);
      else if (entry.isFile()) {
        files++;
        bytes += statSync(path).size;
      }
    }
  };
  count(root);
  return { files, bytes };
}
