// What goes into the archive, as a user sees it, by whole runs of the deploy action in the test's
// process: the exclusion rules, files shaped like secrets, links that point outside the archive
// or to names that are not UTF-8, the manifest, and an archive built once and deployed as it is.
// test/e2e/archive-contents.test.ts runs the bundle's worker threads.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'vitest';
import { simulatorInputs } from '../../simulator/runner.ts';
import { contentsWorld, exec, namesIn, sha256, type World } from '../helpers/archive-contents.ts';
import { runInProcess } from '../helpers/in-process.ts';

const world = (onTestFinished: TestContext['onTestFinished']) =>
  contentsWorld(onTestFinished, runInProcess);

describe.concurrent('exclusion rules', () => {
  it('ships index.php only, when *.php is followed by !index.php', async ({
    expect,
    onTestFinished,
  }) => {
    const { write, deployWith, stored } = await world(onTestFinished);
    write('index.php', '<?php');
    write('app.php', '<?php');
    write('src/Kernel.php', '<?php');
    write('src/index.php', '<?php');
    write('public/app.css', 'body{}');
    const result = await deployWith({ exclude: '*.php\n!/index.php' });

    expect(result.exitCode).toBe(0);
    expect(await namesIn(stored())).toEqual(['index.php', 'public/', 'public/app.css', 'src/']);
  });

  it('honours .amezmoignore, and names a rule that matched nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const { write, deployWith, stored } = await world(onTestFinished);
    write('index.php', '<?php');
    write('tests/Unit/ATest.php', '<?php');
    write('storage/logs/laravel.log', 'log');
    write('.amezmoignore', '# reviewed with the code\n/tests/\nstorage/logs/*.log\n');
    const result = await deployWith({ exclude: 'tset/**' });

    expect(result.exitCode).toBe(0);
    expect(await namesIn(stored())).toEqual([
      '.amezmoignore',
      'index.php',
      'storage/',
      'storage/logs/',
    ]);
    expect(result.stdout).toContain("::notice::The exclusion rule 'tset/**' matched nothing below");
  });

  it('refuses a comma-separated list before any request', async ({ expect, onTestFinished }) => {
    const { sim, write, deployWith } = await world(onTestFinished);
    write('index.php', '<?php');
    const result = await deployWith({ exclude: 'tests/**, *.log' });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      expect.stringContaining("Input 'exclude' has 'tests/**, *.log': put one rule per line"),
    ]);
    expect(sim.requests).toEqual([]);
  });
});

describe.concurrent('files shaped like secrets', () => {
  it('leaves out .env.local in a subfolder and names config/.env in a notice', async ({
    expect,
    onTestFinished,
  }) => {
    const { write, deployWith, stored } = await world(onTestFinished);
    write('index.php', '<?php');
    write('.env', 'APP_KEY=root');
    write('app/.env.local', 'DB_PASSWORD=dev');
    write('config/.env', 'DB_PASSWORD=prod');
    write('.env.example', 'DB_PASSWORD=');
    const result = await deployWith();

    expect(result.exitCode).toBe(0);
    const names = await namesIn(stored());
    expect(names).toEqual(['.env.example', 'app/', 'config/', 'config/.env', 'index.php']);
    const notices = result.stdout.split('\n').filter((line) => line.startsWith('::notice'));
    expect(notices).toContainEqual(expect.stringContaining('Left out local overrides'));
    expect(notices).toContainEqual(expect.stringContaining('app/.env.local'));
    const shipped = notices.find((line) => line.includes('files shaped like secrets'));
    // Templates are not named: only config/.env is listed.
    expect(shipped).toContain('shaped like secrets: config/.env. ');
    expect(shipped).toContain("'exclude'");
    expect(shipped).toContain('.amezmoignore');
  });
});

describe.concurrent('links that point outside the archive', () => {
  function linkOut({ workspace, write }: World): void {
    write('index.php', '<?php');
    write('storage/app/public/logo.png', 'png');
    symlinkSync('storage/app/public', join(workspace, 'storage-link'));
    symlinkSync('/etc/passwd', join(workspace, 'passwd'));
    mkdirSync(join(workspace, 'config'));
    symlinkSync('../../shared/.env', join(workspace, 'config/.env.shared'));
  }

  it('ships them as links, named in one warning', async ({ expect, onTestFinished }) => {
    const w = await world(onTestFinished);
    const { deployWith, stored } = w;
    linkOut(w);
    const result = await deployWith();

    expect(result.exitCode).toBe(0);
    const warnings = result.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(warnings).toEqual([
      expect.stringContaining(
        'Links that point outside the archive ship as they are, and on the server they lead to whatever is there, not to files of this tree: config/.env.shared -> ../../shared/.env, passwd -> /etc/passwd. ',
      ),
    ]);
    expect(warnings[0]).not.toContain('storage-link');
    const { stdout } = await exec('zipinfo', [stored()]);
    expect(stdout).toMatch(/^l[rwx-]{9} .* passwd$/m);
  });

  it('refuses them, before any upload, with links: refuse-outside', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished);
    const { sim, deployWith } = w;
    linkOut(w);
    const result = await deployWith({ links: 'refuse-outside' });

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      "Links that point outside the archive were refused (links: refuse-outside): config/.env.shared -> ../../shared/.env, passwd -> /etc/passwd. Point them at files inside 'path', or leave them out with 'exclude' or .amezmoignore.",
    ]);
    expect(sim.requests.map((request) => request.route)).toEqual(['getEnvironment']);
  });
});

describe.concurrent('link targets that are not UTF-8', () => {
  it('refuses the link in one line, showing its odd bytes, and uploads nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, workspace, write, deployWith } = await world(onTestFinished);
    write('index.php', '<?php');
    symlinkSync(
      Buffer.concat([Buffer.from('caf'), Buffer.from([0xe9]), Buffer.from('.php')]),
      join(workspace, 'menu'),
    );
    const result = await deployWith();

    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      "The link 'menu' points to 'caf\\xE9.php', which is not UTF-8 (the bytes that are not are shown as \\xNN): a zip stores a link's target as text, and Amezmo would extract a link to another name. Point it at a UTF-8 name, or leave it out with 'exclude' or the ignore file.",
    ]);
    expect(sim.requests.map((request) => request.route)).toEqual(['getEnvironment']);
  });
});

describe.concurrent('the manifest', () => {
  it('lists every entry, one a line, on a dry run too, with hostile names kept on one line', async ({
    expect,
    onTestFinished,
  }) => {
    const { sim, workspace, runnerTemp, write, deployWith } = await world(onTestFinished);
    write('index.php', '<?php echo 1;');
    write('bin/run', '#!/bin/sh\n');
    await exec('chmod', ['755', join(workspace, 'bin/run')]);
    write('odd\nname.txt', 'ab');
    symlinkSync('index.php', join(workspace, 'current'));
    const result = await deployWith({ 'dry-run': 'true' });

    expect(result.exitCode).toBe(0);
    expect(sim.requests.map((request) => request.route)).toEqual(['getEnvironment']);
    const manifest = result.outputs['archive-manifest'] as string;
    expect(manifest.startsWith(runnerTemp)).toBe(true);
    expect(readFileSync(manifest, 'utf8')).toBe(
      'directory 0755 0 bin/\n' +
        'file 0755 10 bin/run\n' +
        'symlink 0777 0 current -> index.php\n' +
        'file 0644 13 index.php\n' +
        'file 0644 2 odd\\nname.txt\n',
    );
    expect(result.summary).toContain('<td>Largest folders and files</td>');
  });

  it('logs every entry when the runner debugs', async ({ expect, onTestFinished }) => {
    const { sim, workspace, runnerTemp, write, deployWith } = await world(onTestFinished);
    write('index.php', '<?php');
    const quiet = await deployWith({ 'dry-run': 'true' });
    expect(quiet.stdout).not.toContain('file 0644 5 index.php');
    const loud = await runInProcess({
      workspace,
      env: { RUNNER_TEMP: runnerTemp, RUNNER_DEBUG: '1' },
      inputs: { ...simulatorInputs(sim), 'dry-run': 'true' },
    });
    expect(loud.stdout).toContain('file 0644 5 index.php');
  });
});

describe.concurrent('build once, deploy many', () => {
  it('deploys the given zip byte for byte, and reports its digest and entry count', async ({
    expect,
    onTestFinished,
  }) => {
    const { workspace, runnerTemp, write, deployWith, stored } = await world(onTestFinished);
    write('index.php', '<?php');
    const built = await deployWith({ 'dry-run': 'true', 'keep-archive': 'true' });
    const kept = built.outputs['archive-path'] as string;
    expect(existsSync(kept)).toBe(true);
    expect(kept.startsWith(runnerTemp)).toBe(true);
    const bytes = readFileSync(kept);
    expect(built.outputs['archive-sha256']).toBe(sha256(bytes));

    // A deploy job downloads the archive and has no checkout: the workspace is empty.
    rmSync(join(workspace, 'index.php'));
    const result = await deployWith({ archive: kept, exclude: 'tests/**' });

    expect(result.exitCode).toBe(0);
    expect(readFileSync(stored()).equals(bytes)).toBe(true);
    expect(result.outputs).toMatchObject({
      'archive-sha256': sha256(bytes),
      'archive-size': String(bytes.length),
      'archive-files': '1',
      'archive-manifest': '',
      'archive-path': '',
    });
    expect(result.stdout).toContain("::notice::An archive was given, so 'exclude' was ignored");
  });

  it('deploys a tar from the workspace, with no entry count', async ({
    expect,
    onTestFinished,
  }) => {
    const { workspace, write, deployWith, stored } = await world(onTestFinished);
    write('index.php', '<?php');
    await exec('tar', ['-cf', join(workspace, 'app.tar'), '-C', workspace, 'index.php']);
    const bytes = readFileSync(join(workspace, 'app.tar'));
    const result = await deployWith({ archive: 'app.tar' });

    expect(result.exitCode).toBe(0);
    expect(readFileSync(stored()).equals(bytes)).toBe(true);
    expect(result.outputs['archive-files']).toBe('');
    expect(result.outputs['archive-sha256']).toBe(sha256(bytes));
  });

  it.for([
    ['outside the workspace', 'outside', 'it leads outside the workspace and RUNNER_TEMP'],
    ['not a zip', 'notes.zip', 'it is neither a zip nor a tar file'],
    ['too large', 'huge.zip', "over Amezmo's limit of 512 MiB"],
  ] as const)(
    'refuses an archive %s before any request',
    async ([, name, message], { expect, onTestFinished }) => {
      const { sim, root, workspace, write, deployWith } = await world(onTestFinished);
      write('index.php', '<?php');
      write('notes.zip', 'just text');
      write('huge.zip', 'PK\x03\x04');
      truncateSync(join(workspace, 'huge.zip'), 512 * 1024 * 1024 + 1);
      writeFileSync(join(root, 'elsewhere.zip'), 'PK\x03\x04');
      symlinkSync(join(root, 'elsewhere.zip'), join(workspace, 'outside'));
      const result = await deployWith({ archive: name });

      expect(result.exitCode).toBe(1);
      expect(result.errors).toEqual([expect.stringContaining(message)]);
      expect(sim.requests).toEqual([]);
      expect(sim.connections()).toBe(0);
    },
  );
});
