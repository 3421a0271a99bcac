// The rollback action in the test's process (`runInProcess`): what it decides, deploys, records
// and reports, from the ledger's releases; test/e2e/rollback.test.ts runs its bundle.
//
// Each test has an Amezmo and a GitHub of its own, so the tests run side by side.
import { describe, it } from 'vitest';
import { recordDeployment } from '../helpers/releases.ts';
import { runActionInProcess } from '../helpers/in-process.ts';
import {
  TOKEN,
  sha256,
  short,
  type Release,
  world,
  leaks,
  candidatesOf,
  errors,
} from '../helpers/rollback-world.ts';

// Each test makes three or four releases in this process: as long as a bundle's run on a loaded machine.
describe.concurrent('the rollback action', { timeout: 60_000 }, () => {
  it('to: a commit sha, short or full, deploys that release again', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const a = await w.deploy('a');
    const b = await w.deploy('b');

    const byShort = await w.rollback({ to: short(a.commit) });
    expect(errors(byShort)).toEqual([]);
    expect(byShort.exitCode).toBe(0);
    expect(byShort.outputs).toMatchObject({ commit: a.commit, 'archive-sha256': a.sha256 });
    expect(w.received().at(-1)?.equals(a.bytes)).toBe(true);
    expect(await w.liveApp()).toBe('200 release a');

    // All 40 digits, in upper case as some tools print them, name the same commit.
    const byFull = await w.rollback({ to: b.commit.toUpperCase() });
    expect(errors(byFull)).toEqual([]);
    expect(byFull.exitCode).toBe(0);
    expect(byFull.outputs).toMatchObject({ commit: b.commit, 'archive-sha256': b.sha256 });
    expect(w.received()).toHaveLength(4);
    expect(w.received()[3]?.equals(b.bytes)).toBe(true);
    expect(await w.liveApp()).toBe('200 release b');
    expect(w.ledger().map((entry) => [entry.sha, entry.statuses.at(-1)?.state])).toEqual([
      [a.commit, 'inactive'],
      [b.commit, 'inactive'],
      [a.commit, 'inactive'],
      [b.commit, 'success'],
    ]);
  });

  it('to: a commit sha not in the ledger fails in one line naming the input, and deploys nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    await w.deploy('a');

    for (const to of ['abcdef1', 'abcdef1234567890abcdef1234567890abcdef12']) {
      const result = await w.rollback({ to });
      expect(result.exitCode).toBe(1);
      expect(errors(result)).toEqual([
        `::error::No release in the ledger (1 read) is of a commit starting with ${to}, as 'to: ${to}' asks: check it, or set dry-run: true to list the releases.`,
      ]);
      expect(leaks(result)).toEqual([]);
      expect(result.outputs).toMatchObject({ skipped: 'false', commit: '', 'deployment-id': '' });
      expect(result.summary).toContain(`❌ Failed: No release in the ledger (1 read)`);
    }
    // What is not a sha, an id or previous is refused before anything is asked of anyone.
    const asked = w.sim.requests.length;
    const typo = await w.rollback({ to: 'HEAD~1' });
    expect(errors(typo)).toEqual([
      "::error::Input 'to' has 'HEAD~1': use previous, a commit sha (at least 7 hex digits), or a GitHub deployment id.",
    ]);
    expect(w.sim.requests).toHaveLength(asked);

    expect(w.uploads()).toBe(1);
    expect(w.ledger()).toHaveLength(1);
    expect(w.github.artifacts).toHaveLength(1);
  });

  it('to: a prefix that starts two releases’ commits is refused, naming both, and deploys nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const a = await w.deploy('a', { commit: `abcdef1${'1'.repeat(33)}` });
    const b = await w.deploy('b', { commit: `abcdef1${'2'.repeat(33)}` });
    await w.deploy('c');
    const created = (id: number) =>
      w.github.deploymentRecords.find((record) => record.id === id)?.created_at;

    const result = await w.rollback({ to: 'abcdef1' });
    expect(result.exitCode).toBe(1);
    expect(errors(result)).toEqual([
      "::error::'to: abcdef1' is ambiguous: it names 2 releases in the ledger: " +
        `commit ${b.commit} (GitHub deployment ${b.githubId}, ${created(b.githubId)}); ` +
        `commit ${a.commit} (GitHub deployment ${a.githubId}, ${created(a.githubId)}). ` +
        'Name one by more of its commit or by its GitHub deployment id, or set dry-run: true ' +
        'to list the releases.',
    ]);
    expect(leaks(result)).toEqual([]);
    expect(result.outputs).toMatchObject({ skipped: 'false', commit: '', 'deployment-id': '' });
    expect(w.uploads()).toBe(3);
    expect(w.ledger()).toHaveLength(3);

    // One more digit names one.
    const one = await w.rollback({ to: 'abcdef11' });
    expect(one.exitCode).toBe(0);
    expect(w.received().at(-1)).toEqual(a.bytes);
  });

  it('never deploys a forged record: another environment’s artifact, or one a run of another commit made', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const a = await w.deploy('a');
    // Anyone whose token may write deployments can write the ledger's records. Two forged ones,
    // healthy by their statuses: one names staging's kept archive (made by a run of this
    // repository for a's commit), one an archive named for production but made by a run of
    // another commit.
    const stagingBytes = Buffer.from('staging bytes');
    const otherBytes = Buffer.from('bytes of another commit');
    const staging = w.github.addArtifact({
      name: `amezmo-${w.instance}-staging-${sha256(stagingBytes).slice(0, 16)}.zip`,
      bytes: stagingBytes,
      runId: 50,
      headSha: a.commit,
    });
    const other = w.github.addArtifact({
      name: `amezmo-${w.instance}-production-${sha256(otherBytes).slice(0, 16)}.zip`,
      bytes: otherBytes,
      runId: 51,
      headSha: 'f'.repeat(40),
    });
    const forge = (kept: typeof staging, bytes: Buffer, commit: string) =>
      recordDeployment(w.github, {
        task: 'deploy:amezmo',
        ref: commit,
        payload: {
          amezmo_deploy: 1,
          amezmo: { instance: w.instance, environment: 'production', deployment_id: 9 },
          archive: {
            sha256: sha256(bytes),
            size: bytes.length,
            artifact: { id: kept.id, name: kept.name, run_id: String(kept.runId) },
          },
          commit,
        },
        statuses: [
          { state: 'success', description: 'health: healthy; Amezmo deployment succeeded' },
        ],
      });
    const stagingRecord = await forge(staging, stagingBytes, a.commit);
    const otherRecord = await forge(other, otherBytes, 'd'.repeat(40));

    // b is unhealthy: on-unhealthy: rollback passes over both, naming them, and goes back to a.
    const b = await w.deploy('b', { broken: true, inputs: { 'on-unhealthy': 'rollback' } });
    const warned = (id: number, commit: string, bytes: Buffer, why: string) =>
      `::warning::Passed over GitHub deployment ${id} (commit ${short(commit)}, sha256 ` +
      `${sha256(bytes)}): it is not trusted: ${why}. It was not deployed.`;
    expect(b.result.stdout).toContain(
      warned(
        otherRecord,
        'd'.repeat(40),
        otherBytes,
        `its artifact ${other.id} was made by workflow run 51 for commit fffffff, not for the ` +
          "record's commit ddddddd",
      ),
    );
    expect(b.result.stdout).toContain(
      warned(
        stagingRecord,
        a.commit,
        stagingBytes,
        `its artifact ${staging.id} ('${staging.name}') is not named as the archive of ` +
          `environment 'production' on instance ${w.instance} with sha256 ` +
          `${sha256(stagingBytes).slice(0, 16)}…`,
      ),
    );
    expect(w.received().at(-1)).toEqual(a.bytes);
    expect(w.uploads()).toBe(3);

    // Named by hand, a forged record fails the rollback, and nothing is deployed.
    const named = await w.rollback({ to: String(otherRecord) });
    expect(named.exitCode).toBe(1);
    expect(errors(named)).toEqual([
      `::error::The release of commit ddddddd (GitHub deployment ${otherRecord}) is not trusted: ` +
        `its artifact ${other.id} was made by workflow run 51 for commit fffffff, not for the ` +
        "record's commit ddddddd. It was not deployed. Its record may have been written by " +
        'anyone whose token may write deployments: deploy its commit again to make a release of it.',
    ]);
    expect(w.uploads()).toBe(3);
    expect(
      w.received().some((bytes) => bytes.equals(stagingBytes) || bytes.equals(otherBytes)),
    ).toBe(false);
  });

  it('to: a GitHub deployment id deploys that release again; an id the ledger does not hold fails', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const a = await w.deploy('a');
    const b = await w.deploy('b');
    // A GitHub deployment of the same repository and environment that is not the ledger's.
    const other = await fetch(`${w.github.url}/repos/acme/shop/deployments`, {
      method: 'POST',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ref: a.commit, environment: 'production', task: 'deploy' }),
    });
    const otherId = ((await other.json()) as { id: number }).id;

    for (const [to, why] of [
      // Too few digits to be a commit: an id, though the first commit starts with them.
      ['1111', 'an id no deployment has'],
      [String(otherId), 'another tool’s GitHub deployment'],
      [String(a.amezmoId), 'the Amezmo deployment id, not the GitHub one'],
    ] as const) {
      const result = await w.rollback({ to });
      expect(result.exitCode, why).toBe(1);
      expect(errors(result), why).toEqual([
        `::error::No release in the ledger (2 read) is GitHub deployment ${to}, as 'to: ${to}' asks: check it, or set dry-run: true to list the releases.`,
      ]);
      expect(leaks(result)).toEqual([]);
    }
    expect(w.uploads()).toBe(2);

    const result = await w.rollback({ to: String(a.githubId) });
    expect(errors(result)).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ commit: a.commit, 'archive-sha256': a.sha256 });
    expect(w.received()).toHaveLength(3);
    expect(w.received()[2]?.equals(a.bytes)).toBe(true);
    expect(result.summary).toContain(`(GitHub deployment ${a.githubId}, recorded healthy)`);
    expect(w.ledger().at(-1)?.statuses.at(-1)?.state).toBe('success');
    expect(
      w
        .ledger()
        .find((entry) => entry.id === b.githubId)
        ?.statuses.at(-1)?.state,
    ).toBe('inactive');
  });

  it('dry-run: true lists the releases, newest first, and deploys nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const a = await w.deploy('a');
    const b = await w.deploy('b', { broken: true });
    const c = await w.deploy('c', { inputs: { 'keep-days': '0' } });
    const d = await w.deploy('d');
    const [amezmoAsked, githubAsked] = [w.sim.requests.length, w.github.requests.length];

    const result = await w.rollback({ 'dry-run': 'true' });

    expect(errors(result)).toEqual([]);
    expect(result.exitCode).toBe(0);
    // Amezmo and GitHub were only read: no upload, no deployment, no status, no artifact.
    expect(w.uploads()).toBe(4);
    expect(w.sim.requests.slice(amezmoAsked).map((r) => r.method)).not.toContain('POST');
    expect(w.sim.requests.slice(amezmoAsked).length).toBeGreaterThan(0);
    expect(w.github.requests.slice(githubAsked).map((r) => r.method)).not.toContain('POST');
    expect(w.github.artifacts).toHaveLength(3);
    expect(await w.liveApp()).toBe('200 release d');

    expect(result.outputs).toMatchObject({
      skipped: 'true',
      'skip-reason': `dry run: commit ${short(a.commit)} would be deployed again; nothing was deployed.`,
      commit: a.commit,
      'deployment-id': '',
      'archive-sha256': '',
    });
    const listed = (release: Release, health: string, archive: string, live: boolean) => ({
      github_deployment_id: release.githubId,
      created_at: w.ledger().find((entry) => entry.id === release.githubId)?.created_at,
      commit: release.commit,
      sha256: release.sha256,
      amezmo_deployment_id: release.amezmoId,
      health,
      archive,
      live,
    });
    expect(candidatesOf(result)).toEqual([
      listed(d, 'healthy', 'kept', true),
      listed(c, 'healthy', 'not kept', false),
      listed(b, 'unhealthy', 'kept', false),
      listed(a, 'healthy', 'kept', false),
    ]);

    expect(result.summary).toContain(
      `<td>Outcome</td><td>⏭️ dry run: commit ${short(a.commit)} would be deployed again; nothing was deployed.</td>`,
    );
    expect(result.summary).toContain(
      `<td>Would deploy</td><td>commit ${short(a.commit)}, sha256 ${a.sha256} (GitHub deployment ${a.githubId}, recorded healthy)</td>`,
    );
    expect(result.summary).toContain('<p>Releases in the ledger, newest first:</p>');
    const rows = [
      ...result.summary.matchAll(/<tr><td>[^<]*<\/td><td><code>(\w+)<\/code>.*?<\/tr>/g),
    ];
    expect(rows.map((row) => row[1])).toEqual([d, c, b, a].map((release) => short(release.commit)));
    expect(rows[0]?.[0]).toContain(
      `<td><code>${d.sha256.slice(0, 16)}…</code></td><td>healthy</td><td>kept</td><td>${d.githubId}</td><td>live</td>`,
    );
    expect(rows[1]?.[0]).toContain('<td>healthy</td><td>not kept</td>');
    expect(rows[2]?.[0]).toContain('<td>unhealthy</td><td>kept</td>');
  });

  it('skips, uploading nothing, when the release asked for is the one live', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const a = await w.deploy('a');
    await w.deploy('b');
    // Rolled back to a: the ledger's newest entry, a's bytes again, is what is live.
    expect((await w.rollback({ to: a.commit })).exitCode).toBe(0);
    const artifacts = w.github.artifacts.length;

    for (const to of [short(a.commit), String(a.githubId)]) {
      const result = await w.rollback({ to });
      expect(errors(result)).toEqual([]);
      expect(result.exitCode).toBe(0);
      expect(result.outputs).toMatchObject({
        skipped: 'true',
        'skip-reason': `the release of commit ${short(a.commit)} (sha256 ${a.sha256}) is the one live: nothing to deploy.`,
        commit: a.commit,
        'deployment-id': '',
      });
      expect(result.stdout).toContain(
        `::notice::Skipped: the release of commit ${short(a.commit)}`,
      );
      expect(result.summary).toContain(
        `<td>Outcome</td><td>⏭️ the release of commit ${short(a.commit)} (sha256 ${a.sha256}) is the one live: nothing to deploy.</td>`,
      );
    }
    expect(w.uploads()).toBe(3);
    expect(w.ledger()).toHaveLength(3);
    expect(w.github.artifacts).toHaveLength(artifacts);
  });

  it('fails clearly, uploading nothing, when the archive expired or was deleted', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const a = await w.deploy('a');
    await w.deploy('b');
    const failure = (why: string) =>
      `::error::Could not read the archive kept as artifact ${a.artifactId} ('amezmo-${w.instance}-production-${a.sha256.slice(0, 16)}.zip', run 1): ${why}.`;
    const archiveListed = async () =>
      candidatesOf(await w.rollback({ 'dry-run': 'true' })).map((listed) => listed.archive);

    w.github.expireArtifact(a.artifactId as number);
    expect(await archiveListed()).toEqual(['kept', 'expired']);
    // `previous` passes over it; asked for by its commit, it is refused, saying why.
    const previous = await w.rollback({ to: 'previous' });
    expect(previous.exitCode).toBe(1);
    expect(errors(previous)[0]).toMatch(
      /^::error::Nothing to roll back to: .*\(the archives of 1 healthy one\(s\) have expired or are gone\)\.$/,
    );
    const expired = await w.rollback({ to: a.commit });
    expect(expired.exitCode).toBe(1);
    expect(errors(expired)).toEqual([failure('it has expired (see keep-days)')]);
    expect(leaks(expired)).toEqual([]);
    expect(expired.outputs).toMatchObject({ commit: a.commit, 'deployment-id': '' });
    expect(expired.summary).toContain('❌ Failed: Could not read the archive kept as artifact');

    w.github.deleteArtifact(a.artifactId as number);
    expect(await archiveListed()).toEqual(['kept', 'gone']);
    const deleted = await w.rollback({ to: a.commit });
    expect(deleted.exitCode).toBe(1);
    expect(errors(deleted)).toEqual([
      failure(
        'GitHub has no such artifact: it was deleted, or the token may not read it ("permissions: actions: read")',
      ),
    ]);
    expect(leaks(deleted)).toEqual([]);

    expect(w.uploads()).toBe(2);
    expect(w.ledger()).toHaveLength(2);
    expect(await w.liveApp()).toBe('200 release b');
  });

  it('names the permission GitHub refused, in one line, without a stack or the token', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const a = await w.deploy('a');
    await w.deploy('b');
    const ledgerRefused = (status: number) =>
      `::error::Could not read the ledger of releases: the token may not read or write deployments (GitHub answered ${status}): give the job "permissions: deployments: write".`;

    // A token without deployments: read is refused the list, 403 or 404 as GitHub does.
    for (const status of [403, 404]) {
      w.github.fail(/^GET \/repos\/acme\/shop\/deployments\?/, status, 1);
      const result = await w.rollback();
      expect(result.exitCode).toBe(1);
      expect(errors(result)).toEqual([ledgerRefused(status)]);
      expect(leaks(result)).toEqual([]);
      expect(result.summary).toContain('❌ Failed: Could not read the ledger of releases');
    }

    // A token without actions: read may read the ledger, not the kept archive.
    w.github.forbid(/^GET \/repos\/acme\/shop\/actions\//);
    const result = await w.rollback();
    expect(result.exitCode).toBe(1);
    expect(errors(result)).toEqual([
      `::error::Could not read the archive kept as artifact ${a.artifactId} ('amezmo-${w.instance}-production-${a.sha256.slice(0, 16)}.zip', run 1): the token may not read the workflow's artifacts (GitHub answered 403): give the job "permissions: actions: read".`,
    ]);
    expect(leaks(result)).toEqual([]);

    // A token refused everything.
    w.github.forbid();
    const none = await w.rollback();
    expect(errors(none)).toEqual([ledgerRefused(403)]);
    expect(leaks(none)).toEqual([]);

    expect(w.uploads()).toBe(2);
    expect(w.ledger()).toHaveLength(2);
    // The token was sent every time: what it lacks is a permission.
    expect(new Set(w.github.requests.map((r) => r.authorization))).toEqual(
      new Set([`token ${TOKEN}`]),
    );
  });

  it('fails, saying so, when the release deployed again is not healthy', async ({
    expect,
    onTestFinished,
  }) => {
    const w = await world(onTestFinished, runActionInProcess);
    const a = await w.deploy('a');
    await w.deploy('b');
    // The platform's health check now asks a route the first release does not serve.
    w.sim.account.setHealthcheck(Number(w.instance), 'production', '/ready');
    const checkUrl = w.sim.appUrl(w.instance, 'production', '/ready');

    const result = await w.rollback({ to: 'previous', workers: w.worker });

    expect(result.exitCode).toBe(1);
    const again = w.sim.account.deployments()[2];
    expect(w.received()[2]?.equals(a.bytes)).toBe(true);
    expect(errors(result)).toEqual([
      `::error::The release of commit ${short(a.commit)} (Amezmo deployment ${again?.id}) is live but unhealthy: Amezmo's health check of ${checkUrl} answered 404. It is live now: choose another release, or fix the application and deploy again.`,
    ]);
    expect(leaks(result)).toEqual([]);
    expect(result.tempLeftovers).toEqual([]);
    expect(result.outputs).toMatchObject({
      skipped: 'false',
      commit: a.commit,
      'deployment-id': String(again?.id),
      'deployment-status': 'succeeded',
      'archive-sha256': a.sha256,
      health: 'unhealthy',
      'health-detail': `Amezmo's health check of ${checkUrl} answered 404`,
    });
    // The workers are not restarted onto a release that is not healthy.
    expect(w.sim.requests.filter((r) => r.route === 'restartWorker')).toEqual([]);
    expect(w.ledger().at(-1)?.statuses.at(-1)).toMatchObject({
      state: 'failure',
      description: expect.stringMatching(/^health: unhealthy; /),
    });
    expect(result.summary).toContain(`❌ Failed: The release of commit ${short(a.commit)}`);
    expect(result.summary).toMatch(/<td>Health<\/td><td>[^<]*unhealthy: /);
  });
});
