// The bench's workspaces (docs/benchmarks.md, "The shapes"): seeded, so that every run builds
// the same bytes, and shaped like real applications.
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BenchSetupError, buildDebianTree, DEBIAN_TREES } from './bench-debian.ts';

/** A small, seeded generator, so that every run builds the same workspaces. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const int = (min: number, max: number) => {
    const low = Math.ceil(min);
    return low + Math.floor(next() * (Math.floor(max) - low + 1));
  };
  return { next, int };
}
type Random = ReturnType<typeof generator>;

const WORDS =
  'public function return array string int bool null self static class namespace use extends implements interface trait new this value key items config request response model query builder collection cache event listener handler service provider container'.split(
    ' ',
  );

/** Lines of words and numbers, about `bytes` long: compresses about 2.2 times, as CSV does. */
function wordLines(random: Random, bytes: number): string {
  const lines = ['<?php', '', `namespace Vendor\\Package${random.int(1, 99)};`, ''];
  let size = 40;
  while (size < bytes) {
    const words = Array.from(
      { length: random.int(4, 12) },
      () => WORDS[random.int(0, WORDS.length - 1)],
    );
    const line = `    ${words.join(' ')}; // ${random.int(0, 1e6).toString(36)}`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

/**
 * A PHP class about `bytes` long, laid out as PSR-12 code is (doc blocks, typed methods, the
 * same few statements again and again with other names): it compresses 3.5 to 4 times with
 * `zip -6`, as the PHP of a real vendor/ does (Debian's Laravel and Symfony: 3.3 to 3.7).
 */
function phpSource(random: Random, bytes: number): string {
  // A class speaks of a few things, again and again.
  const own = Array.from({ length: 8 }, () => WORDS[random.int(0, WORDS.length - 1)] as string);
  const word = () => own[random.int(0, own.length - 1)] as string;
  const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  const name = () => `${word()}${capital(word())}`;
  const type = () =>
    ['string', 'int', 'bool', 'array', '?string', 'mixed', 'self'][random.int(0, 6)];
  const lines = [
    '<?php',
    '',
    '/*',
    ` * This file is part of the vendor/package-${random.int(1, 400)} package.`,
    ' *',
    ' * For the full copyright and license information, please view the LICENSE',
    ' * file that was distributed with this source code.',
    ' */',
    '',
    `namespace Vendor\\Package${random.int(1, 99)}\\${name()};`,
    '',
  ];
  for (let i = random.int(2, 6); i > 0; i--) lines.push(`use Vendor\\${name()}\\${name()};`);
  lines.push('', '/**', ` * The ${word()} ${word()} of a ${word()} ${word()}.`, ' */');
  lines.push(`class ${name()} extends ${name()} implements ${name()}`, '{');
  let size = lines.join('\n').length;
  while (size < bytes) {
    const method = name();
    const property = word();
    const argument = word();
    const block = [
      '    /**',
      `     * ${capital(word())} the ${word()} ${word()} for the given ${argument}.`,
      '     *',
      `     * @param  ${type()}  $${argument}`,
      `     * @return ${type()}`,
      '     */',
      `    public function ${method}(${type()} $${argument}): ${type()}`,
      '    {',
      `        if ($this->${property} === null) {`,
      `            $this->${property} = $this->${name()}($${argument});`,
      '        }',
      '',
      `        return $this->${property}[$${argument}] ?? ${random.int(0, 99)};`,
      '    }',
      '',
    ];
    lines.push(...block);
    size += block.join('\n').length + 1;
  }
  lines.push('}', '');
  return lines.join('\n');
}

function jsonSource(random: Random, bytes: number): string {
  const entries: string[] = [];
  let size = 2;
  while (size < bytes) {
    const entry = `"${WORDS[random.int(0, WORDS.length - 1)]}-${random.int(0, 9999)}": "${random.int(0, 1e9).toString(36)}"`;
    entries.push(entry);
    size += entry.length + 2;
  }
  return `{${entries.join(',\n')}}`;
}

function noise(random: Random, bytes: number): Buffer {
  const words = new Uint32Array(Math.ceil(bytes / 4));
  for (let i = 0; i < words.length; i++) words[i] = (random.next() * 2 ** 32) >>> 0;
  return Buffer.from(words.buffer, 0, bytes);
}

/** A package's metadata, as composer.json and installed.json are: the same keys, other values. */
function composerJson(random: Random, bytes: number): string {
  const word = () => WORDS[random.int(0, WORDS.length - 1)] as string;
  const entries: string[] = [];
  let size = 2;
  while (size < bytes) {
    const entry = [
      '    {',
      `        "name": "vendor/${word()}-${word()}",`,
      `        "version": "v${random.int(1, 9)}.${random.int(0, 20)}.${random.int(0, 40)}",`,
      `        "type": "library",`,
      `        "description": "The ${word()} ${word()} component",`,
      `        "license": ["MIT"],`,
      `        "require": { "php": ">=7.2.5", "vendor/${word()}": "^${random.int(1, 6)}.0" },`,
      `        "autoload": { "psr-4": { "Vendor\\\\${word()}\\\\": "src/" } }`,
      '    }',
    ].join('\n');
    entries.push(entry);
    size += entry.length + 2;
  }
  return `[\n${entries.join(',\n')}\n]\n`;
}

function write(path: string, content: string | Buffer, mode?: number): number {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  if (mode) chmodSync(path, mode);
  return content.length;
}

/** `composer install --no-dev`: many small PHP files and some JSON, a few links and executables. */
function vendorTree(root: string, random: Random, files: number, bytes: number): number {
  let total = 0;
  for (let i = 0; i < files; i++) {
    const json = i % 10 === 0;
    const size = random.int((bytes / files) * 0.3, (bytes / files) * 1.7);
    const path = join(
      root,
      'vendor',
      `package-${i % 400}`,
      'src',
      `Part${i % 9}`,
      `Class${i}.${json ? 'json' : 'php'}`,
    );
    total += write(path, json ? composerJson(random, size) : phpSource(random, size));
  }
  write(join(root, 'artisan'), '#!/usr/bin/env php\n<?php\n', 0o755);
  for (let i = 0; i < 10; i++) {
    write(
      join(root, 'vendor', `package-${i}`, 'bin', `tool-${i}`),
      '#!/usr/bin/env php\n<?php\n',
      0o755,
    );
    symlinkSync(`../package-${i}/bin/tool-${i}`, join(root, 'vendor', `bin-link-${i}`));
  }
  mkdirSync(join(root, 'storage', 'logs'), { recursive: true });
  write(join(root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  return total;
}

/** Files of incompressible bytes, `each` bytes, named with the given extensions in turn. */
function blobs(
  root: string,
  folder: string,
  random: Random,
  bytes: number,
  each: number,
  extensions: string[],
): number {
  let total = 0;
  for (let i = 0; total < bytes; i++) {
    const size = Math.min(each, bytes - total);
    total += write(
      join(root, folder, `blob-${i}.${extensions[i % extensions.length]}`),
      noise(random, size),
    );
  }
  return total;
}

export const MB = 1e6;

export interface Shape {
  readonly name: string;
  readonly description: string;
  /** Writes the workspace at `root`, `scale` times its size; answers its files and bytes. */
  build(root: string, scale: number): { files: number; bytes: number };
  /** A real tree, taken whole from Debian's packages: `--scale` does not change it. */
  readonly real?: boolean;
}

export const SHAPES: readonly Shape[] = [
  {
    name: 'vendor',
    description:
      'about 15,000 small PHP and JSON files, about 38 MB: an app after composer install --no-dev',
    build: (root, scale) => {
      const files = Math.round(15_000 * scale);
      return { files, bytes: vendorTree(root, generator(1), files, 35 * MB * scale) };
    },
  },
  {
    name: 'media',
    description:
      'about 40 MB of PHP in 6,000 files and as much in PNG, JPEG, WOFF2 and MP4 files under their usual extensions',
    build: (root, scale) => {
      const random = generator(2);
      const files = Math.round(6_000 * scale);
      const text = vendorTree(root, random, files, 40 * MB * scale);
      const media = blobs(root, 'public/media', random, 40 * MB * scale, 400_000, [
        'png',
        'jpg',
        'woff2',
        'mp4',
      ]);
      return { files: files + Math.ceil((40 * MB * scale) / 400_000), bytes: text + media };
    },
  },
  {
    name: 'opaque',
    description:
      'the vendor shape plus about 60 MB of incompressible data under extensions that say nothing (.bin, .sqlite, .dat)',
    build: (root, scale) => {
      const random = generator(3);
      const files = Math.round(15_000 * scale);
      const text = vendorTree(root, random, files, 35 * MB * scale);
      const opaque = blobs(root, 'storage/data', random, 60 * MB * scale, 12 * MB, [
        'bin',
        'sqlite',
        'dat',
      ]);
      return { files: files + 5, bytes: text + opaque };
    },
  },
  {
    name: 'tiny',
    description: 'about 100,000 files under 1 KB: a node_modules left in',
    build: (root, scale) => {
      const random = generator(4);
      const files = Math.round(100_000 * scale);
      let bytes = 0;
      for (let i = 0; i < files; i++) {
        const path = join(root, 'node_modules', `pkg-${i % 2000}`, `lib-${i % 5}`, `m${i}.js`);
        bytes += write(path, `module.exports = ${jsonSource(random, random.int(100, 900))};\n`);
      }
      return { files, bytes };
    },
  },
  {
    name: 'large',
    description:
      'about 500 MB: the vendor shape plus 465 MB of media and data files, half of them compressible',
    build: (root, scale) => {
      const random = generator(5);
      const files = Math.round(15_000 * scale);
      const text = vendorTree(root, random, files, 35 * MB * scale);
      const media = blobs(root, 'public/video', random, 235 * MB * scale, 10 * MB, ['mp4', 'bin']);
      let logs = 0;
      for (let i = 0; logs < 230 * MB * scale; i++) {
        logs += write(
          join(root, 'storage', 'exports', `export-${i}.csv`),
          wordLines(random, 10 * MB).replace(/ /g, ','),
        );
      }
      return { files: files + 47, bytes: text + media + logs };
    },
  },
  ...DEBIAN_TREES.map((tree): Shape => ({
    name: tree.name,
    description: tree.description,
    real: true,
    build: (root) => buildDebianTree(tree, root),
  })),
];

// `node scripts/bench-shapes.ts <shape> <folder> <scale>`: builds one workspace in a process of its
// own, so that the bench's process does not keep the garbage of hundreds of megabytes of text.
if (import.meta.main) {
  const [name, root, scale] = process.argv.slice(2);
  const shape = SHAPES.find((candidate) => candidate.name === name);
  if (!shape || !root || !(Number(scale) > 0)) {
    console.error('Usage: node scripts/bench-shapes.ts <shape> <folder> <scale>');
    process.exit(2);
  }
  try {
    process.stdout.write(`${JSON.stringify(shape.build(root, Number(scale)))}\n`);
  } catch (error) {
    if (!(error instanceof BenchSetupError)) throw error;
    console.error(`bench: ${error.message}`);
    process.exit(2);
  }
}
