// The GitHub stand-in's REST API as GitHub answers it: deployments with their payloads, filtered
// and paged newest first, statuses and auto_inactive; the artifacts' REST records and lists; and
// the results service and blob store refusing what GitHub and Azure refuse.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubApi, type GitHubApi } from '../../simulator/github.ts';

let github: GitHubApi;

beforeAll(async () => {
  github = await startGitHubApi();
});
afterAll(() => github.close());
beforeEach(() => github.reset());

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

async function call(method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${github.url}${path}`, {
    method,
    redirect: 'manual',
    headers: { authorization: 'Bearer ghs_test', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    headers: response.headers,
  };
}

const GITHUB_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

async function deploy(body: Record<string, unknown>, repository = 'acme/shop'): Promise<number> {
  const created = await call('POST', `/repos/${repository}/deployments`, body);
  expect(created.status).toBe(201);
  return (created.body as { id: number }).id;
}

async function setStatus(id: number, body: Record<string, unknown>): Promise<Answer> {
  return call('POST', `/repos/acme/shop/deployments/${id}/statuses`, body);
}

describe('deployments, as GitHub keeps them', () => {
  it('answers 201 with the whole record, payload kept as an object', async () => {
    const created = await call('POST', '/repos/acme/shop/deployments', {
      ref: 'a'.repeat(40),
      environment: 'staging',
      task: 'deploy:release',
      payload: { release: 838, archive: { artifactId: 3000000001 } },
      description: 'Amezmo deployment to staging',
      auto_merge: false,
      required_contexts: [],
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    expect(created.body).toEqual({
      url: `${github.url}/repos/acme/shop/deployments/${id}`,
      id,
      node_id: expect.any(String),
      sha: 'a'.repeat(40),
      ref: 'a'.repeat(40),
      task: 'deploy:release',
      payload: { release: 838, archive: { artifactId: 3000000001 } },
      original_environment: 'staging',
      environment: 'staging',
      description: 'Amezmo deployment to staging',
      creator: { login: 'github-actions[bot]', id: expect.any(Number), type: 'Bot' },
      created_at: expect.stringMatching(GITHUB_TIME),
      updated_at: expect.stringMatching(GITHUB_TIME),
      statuses_url: `${github.url}/repos/acme/shop/deployments/${id}/statuses`,
      repository_url: `${github.url}/repos/acme/shop`,
      transient_environment: false,
      production_environment: false,
    });
    expect((await call('GET', `/repos/acme/shop/deployments/${id}`)).body).toEqual(created.body);
    expect(github.deploymentRecords[0]).toMatchObject({
      id,
      repository: 'acme/shop',
      statuses: [],
    });
  });

  it.each([
    ['a JSON string, which it parses', '{"release":838}', { release: 838 }],
    ['nothing', undefined, {}],
    ['a string that is not JSON, as it came', 'plain', 'plain'],
  ])('takes as payload %s', async (_, payload, kept) => {
    const id = await deploy({ ref: 'main', payload });
    expect((await call('GET', `/repos/acme/shop/deployments/${id}`)).body).toMatchObject({
      payload: kept,
      task: 'deploy',
      environment: 'production',
      production_environment: true,
    });
  });

  it('refuses a deployment without a ref, and answers 404 for one it does not have', async () => {
    expect(await call('POST', '/repos/acme/shop/deployments', { environment: 'x' })).toMatchObject({
      status: 422,
    });
    expect((await call('GET', '/repos/acme/shop/deployments/1')).status).toBe(404);
    expect((await setStatus(1, { state: 'success' })).status).toBe(404);
    const id = await deploy({ ref: 'main' });
    expect((await call('GET', `/repos/acme/other/deployments/${id}`)).status).toBe(404);
  });

  it('lists newest first, filtered by environment, task, ref and sha, one repository only', async () => {
    const first = await deploy({ ref: 'v1', environment: 'production' });
    const second = await deploy({ ref: 'v2', environment: 'staging', task: 'deploy:preview' });
    const third = await deploy({ ref: 'v2', environment: 'production' });
    await deploy({ ref: 'v3', environment: 'production' }, 'acme/other');
    const ids = async (query: string) =>
      ((await call('GET', `/repos/acme/shop/deployments${query}`)).body as { id: number }[]).map(
        ({ id }) => id,
      );
    expect(await ids('')).toEqual([third, second, first]);
    expect(await ids('?environment=production')).toEqual([third, first]);
    expect(await ids('?task=deploy:preview')).toEqual([second]);
    expect(await ids('?ref=v2')).toEqual([third, second]);
    expect(await ids('?sha=v1&environment=production')).toEqual([first]);
    expect(await ids('?environment=qa')).toEqual([]);
  });

  it('pages by per_page (30 by default, 100 at most) and page, with a Link header', async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push(await deploy({ ref: `r${i}` }));
    const newestFirst = [...made].reverse();
    const first = await call(
      'GET',
      '/repos/acme/shop/deployments?environment=production&per_page=2',
    );
    expect((first.body as { id: number }[]).map(({ id }) => id)).toEqual(newestFirst.slice(0, 2));
    const link = (page: number, rel: string) =>
      `<${github.url}/repos/acme/shop/deployments?environment=production&per_page=2&page=${page}>; rel="${rel}"`;
    expect(first.headers.get('link')).toBe(`${link(2, 'next')}, ${link(3, 'last')}`);
    const middle = await call(
      'GET',
      '/repos/acme/shop/deployments?environment=production&per_page=2&page=2',
    );
    expect((middle.body as { id: number }[]).map(({ id }) => id)).toEqual(newestFirst.slice(2, 4));
    expect(middle.headers.get('link')).toBe(
      `${link(1, 'prev')}, ${link(3, 'next')}, ${link(3, 'last')}, ${link(1, 'first')}`,
    );
    const last = await call(
      'GET',
      '/repos/acme/shop/deployments?environment=production&per_page=2&page=3',
    );
    expect((last.body as { id: number }[]).map(({ id }) => id)).toEqual(newestFirst.slice(4));
    expect(last.headers.get('link')).not.toContain('rel="next"');
    const all = await call('GET', '/repos/acme/shop/deployments?per_page=500');
    expect(all.body).toHaveLength(5);
    expect(all.headers.get('link')).toBeNull();
  });

  it('stores statuses and lists them newest first, paged', async () => {
    const id = await deploy({ ref: 'main', environment: 'production' });
    const inProgress = await setStatus(id, {
      state: 'in_progress',
      description: 'Deploying',
      log_url: 'https://github.test/acme/shop/actions/runs/1',
    });
    expect(inProgress.status).toBe(201);
    await setStatus(id, {
      state: 'success',
      description: 'Amezmo deployment 838 succeeded',
      environment_url: 'https://shop.example',
      log_url: 'https://github.test/acme/shop/actions/runs/1',
    });
    const listed = await call('GET', `/repos/acme/shop/deployments/${id}/statuses`);
    expect(listed.body).toEqual([
      expect.objectContaining({
        state: 'success',
        description: 'Amezmo deployment 838 succeeded',
        environment: 'production',
        environment_url: 'https://shop.example',
        log_url: 'https://github.test/acme/shop/actions/runs/1',
        created_at: expect.stringMatching(GITHUB_TIME),
        deployment_url: `${github.url}/repos/acme/shop/deployments/${id}`,
      }),
      expect.objectContaining({ state: 'in_progress', environment_url: '' }),
    ]);
    const paged = await call('GET', `/repos/acme/shop/deployments/${id}/statuses?per_page=1`);
    expect((paged.body as { state: string }[]).map(({ state }) => state)).toEqual(['success']);
    expect(paged.headers.get('link')).toContain('page=2>; rel="next"');
    expect(github.deployments).toEqual([
      {
        id,
        ref: 'main',
        environment: 'production',
        transientEnvironment: false,
        states: ['in_progress', 'success'],
        environmentUrl: 'https://shop.example',
      },
    ]);
    expect((await setStatus(id, { state: 'done' })).status).toBe(422);
  });

  it('retires the earlier successful deployments of the environment when one succeeds', async () => {
    const old = await deploy({ ref: 'v1' });
    await setStatus(old, { state: 'success' });
    const failed = await deploy({ ref: 'v2' });
    await setStatus(failed, { state: 'failure' });
    const staging = await deploy({ ref: 'v2', environment: 'staging' });
    await setStatus(staging, { state: 'success' });
    const kept = await deploy({ ref: 'v3' });
    await setStatus(kept, { state: 'success', auto_inactive: false });
    expect(github.deployments.map(({ states }) => states)).toEqual([
      ['success'],
      ['failure'],
      ['success'],
      ['success'],
    ]);
    const latest = await deploy({ ref: 'v4' });
    await setStatus(latest, { state: 'in_progress' });
    expect(github.deployments.at(0)?.states).toEqual(['success']);
    await setStatus(latest, { state: 'success' });
    expect(github.deployments.map(({ ref, states }) => [ref, states])).toEqual([
      ['v1', ['success', 'inactive']],
      ['v2', ['failure']],
      ['v2', ['success']],
      ['v3', ['success', 'inactive']],
      ['v4', ['in_progress', 'success']],
    ]);
  });

  it.each(['{"ref":', 'null', '[1]'])(
    'answers 400 to a body that is not a JSON object (%s), as GitHub does',
    async (body) => {
      const response = await fetch(`${github.url}/graphql`, { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Problems parsing JSON' });
    },
  );
});

describe("artifacts' REST API", () => {
  it('gives an artifact as GitHub does, and lists by run and by name, newest first', async () => {
    const one = github.addArtifact({
      name: 'release-838.zip',
      bytes: Buffer.from('one'),
      runId: 11,
    });
    const two = github.addArtifact({
      name: 'release-839.zip',
      bytes: Buffer.from('two'),
      runId: 12,
    });
    const three = github.addArtifact({
      name: 'release-838.zip',
      bytes: Buffer.from('3'),
      runId: 12,
    });
    github.addArtifact({
      name: 'elsewhere.zip',
      bytes: Buffer.from('x'),
      repository: 'acme/other',
    });
    const got = await call('GET', `/repos/acme/shop/actions/artifacts/${one.id}`);
    expect(got.body).toEqual({
      id: one.id,
      node_id: expect.any(String),
      name: 'release-838.zip',
      size_in_bytes: 3,
      url: `${github.url}/repos/acme/shop/actions/artifacts/${one.id}`,
      archive_download_url: `${github.url}/repos/acme/shop/actions/artifacts/${one.id}/zip`,
      expired: false,
      digest: one.digest,
      created_at: expect.stringMatching(GITHUB_TIME),
      updated_at: expect.stringMatching(GITHUB_TIME),
      expires_at: expect.stringMatching(GITHUB_TIME),
      workflow_run: expect.objectContaining({ id: 11 }),
    });
    const ids = async (path: string) => {
      const listed = (await call('GET', path)).body as {
        total_count: number;
        artifacts: { id: number }[];
      };
      return [listed.total_count, listed.artifacts.map(({ id }) => id)];
    };
    expect(await ids('/repos/acme/shop/actions/artifacts')).toEqual([
      3,
      [three.id, two.id, one.id],
    ]);
    expect(await ids('/repos/acme/shop/actions/artifacts?name=release-838.zip')).toEqual([
      2,
      [three.id, one.id],
    ]);
    expect(await ids('/repos/acme/shop/actions/runs/12/artifacts')).toEqual([
      2,
      [three.id, two.id],
    ]);
    expect(await ids('/repos/acme/shop/actions/runs/12/artifacts?name=release-839.zip')).toEqual([
      1,
      [two.id],
    ]);
    expect(await ids('/repos/acme/shop/actions/artifacts?per_page=1&page=2')).toEqual([
      1 + 2,
      [two.id],
    ]);
    expect((await call('GET', `/repos/acme/other/actions/artifacts/${one.id}`)).status).toBe(404);
  });

  it('redirects the zip to a signed URL of the blob store that lasts a minute; 410 once expired', async () => {
    const stored = github.addArtifact({ name: 'release-838.zip', bytes: Buffer.from('bytes') });
    const redirect = await call('GET', `/repos/acme/shop/actions/artifacts/${stored.id}/zip`);
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get('location') as string);
    expect(location.origin).toBe(github.blobsOrigin);
    expect(Date.parse(location.searchParams.get('se') as string) - Date.now()).toBeLessThanOrEqual(
      60_000,
    );
    const blob = await fetch(location);
    expect(blob.status).toBe(200);
    expect(blob.headers.get('content-type')).toBe('application/zip');
    expect(blob.headers.get('content-disposition')).toContain('filename="release-838.zip"');
    expect(Buffer.from(await blob.arrayBuffer()).toString()).toBe('bytes');

    // The signature covers the path and the permissions: neither may be changed.
    const tampered = new URL(location);
    tampered.searchParams.set('sp', 'rcw');
    expect((await fetch(tampered)).status).toBe(403);
    const put = await fetch(location, {
      method: 'PUT',
      body: 'x',
      headers: { 'x-ms-blob-type': 'BlockBlob' },
    });
    expect(put.status).toBe(403);
    expect(put.headers.get('x-ms-error-code')).toBe('AuthorizationPermissionMismatch');

    github.expireArtifact(stored.id);
    const expired = await call('GET', `/repos/acme/shop/actions/artifacts/${stored.id}/zip`);
    expect(expired).toMatchObject({ status: 410, body: { message: 'Artifact has expired' } });
    expect(
      (await call('GET', `/repos/acme/shop/actions/artifacts/${stored.id}`)).body,
    ).toMatchObject({
      expired: true,
    });
    github.deleteArtifact(stored.id);
    expect((await call('GET', `/repos/acme/shop/actions/artifacts/${stored.id}`)).status).toBe(404);
    expect((await fetch(location)).status).toBe(404);
  });

  it('fails on purpose: forbid and fail, on the REST API, for the times asked', async () => {
    const stored = github.addArtifact({ name: 'a.zip', bytes: Buffer.from('a') });
    github.fail(/\/actions\/artifacts\/\d+\/zip$/, 502, 2);
    const zip = `/repos/acme/shop/actions/artifacts/${stored.id}/zip`;
    expect((await call('GET', zip)).status).toBe(502);
    expect((await call('GET', zip)).status).toBe(502);
    expect((await call('GET', zip)).status).toBe(302);
    github.forbid(/actions\/artifacts/);
    expect(await call('GET', zip)).toMatchObject({
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
  });
});

describe('the results service', () => {
  const twirp = (method: string, body: unknown, token = github.runtimeToken()) =>
    fetch(`${github.resultsUrl}twirp/github.actions.results.api.v1.ArtifactService/${method}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  function scopeOf(token: string): [string, string] {
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] as string, 'base64url').toString(),
    ) as {
      scp: string;
    };
    const [, run, job] = /Actions\.Results:([^:]+):(\S+)/.exec(claims.scp) as unknown as string[];
    return [run as string, job as string];
  }

  it('gives tokens the library decodes: the same run and job, the same backend ids', () => {
    const [run, job] = scopeOf(github.runtimeToken());
    expect(
      scopeOf(github.runtimeToken({ runId: 1, repository: 'acme/shop', job: 'deploy' })),
    ).toEqual([run, job]);
    const [otherRun] = scopeOf(github.runtimeToken({ runId: 2 }));
    expect(otherRun).not.toBe(run);
    const [sameRun, otherJob] = scopeOf(github.runtimeToken({ job: 'rollback' }));
    expect([sameRun === run, otherJob === job]).toEqual([true, false]);
    expect(github.runnerVariables({ runId: 4 })).toMatchObject({
      ACTIONS_RESULTS_URL: github.resultsUrl,
      GITHUB_API_URL: github.url,
      GITHUB_RUN_ID: '4',
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_SERVER_URL: expect.stringMatching(/^http:\/\/github\.localhost:\d+$/),
    });
  });

  it('refuses a token it did not give with 401, and another run with 403, as Twirp errors', async () => {
    const token = github.runtimeToken();
    const [run, job] = scopeOf(token);
    const forged = `${token.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
    const unknown = await twirp('ListArtifacts', { workflow_run_backend_id: run }, forged);
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ code: 'unauthenticated' });
    const [otherRun] = scopeOf(github.runtimeToken({ runId: 99 }));
    const elsewhere = await twirp('ListArtifacts', { workflow_run_backend_id: otherRun }, token);
    expect(elsewhere.status).toBe(403);
    const missing = await twirp('GetSignedArtifactURL', {
      workflow_run_backend_id: run,
      workflow_job_run_backend_id: job,
      name: 'nothing.zip',
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
    expect((await twirp('Nothing', {})).status).toBe(404);
  });

  it('refuses a second artifact of the same name in a run, and one never uploaded', async () => {
    const token = github.runtimeToken({ runId: 30 });
    const [run, job] = scopeOf(token);
    github.addArtifact({ name: 'taken.zip', bytes: Buffer.from('t'), runId: 30 });
    const ids = { workflow_run_backend_id: run, workflow_job_run_backend_id: job };
    const taken = await twirp('CreateArtifact', { ...ids, name: 'taken.zip', version: 7 }, token);
    expect(taken.status).toBe(409);
    const created = await twirp('CreateArtifact', { ...ids, name: 'empty.zip', version: 7 }, token);
    expect(await created.json()).toMatchObject({ ok: true, signed_upload_url: expect.any(String) });
    const finalized = await twirp(
      'FinalizeArtifact',
      { ...ids, name: 'empty.zip', size: '0' },
      token,
    );
    expect(finalized.status).toBe(412);
  });

  it('fails on purpose with the status asked, as Twirp and Azure write errors', async () => {
    github.fail(/ListArtifacts$/, 503);
    const [run] = scopeOf(github.runtimeToken());
    const failed = await twirp('ListArtifacts', { workflow_run_backend_id: run });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ code: 'unavailable', msg: 'Simulated failure 503.' });
    const stored = github.addArtifact({ name: 'b.zip', bytes: Buffer.from('b') });
    const location = (
      await call('GET', `/repos/acme/shop/actions/artifacts/${stored.id}/zip`)
    ).headers.get('location') as string;
    github.fail(/^GET \/actionsresults\//, 500);
    const blob = await fetch(location);
    expect(blob.status).toBe(500);
    expect(await blob.text()).toMatch(/^<\?xml.*<Code>SimulatedFailure<\/Code>/);
    expect((await fetch(location)).status).toBe(200);
    expect(github.artifactRequests.map(({ service, status }) => [service, status])).toEqual([
      ['results', 503],
      ['blobs', 500],
      ['blobs', 200],
    ]);
  });
});

describe('pull requests, permissions and reactions, as GitHub answers them', () => {
  it('gives a pull request with its draft state, labels, head and base', async () => {
    github.pulls.set(7, {
      state: 'open',
      draft: true,
      labels: ['preview'],
      headLabel: 'forker:fix',
      headSha: 'c'.repeat(40),
      headRepository: 'forker/shop',
    });
    const answer = await call('GET', '/repos/acme/shop/pulls/7');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      number: 7,
      state: 'open',
      draft: true,
      labels: [{ name: 'preview' }],
      head: {
        label: 'forker:fix',
        ref: 'fix',
        sha: 'c'.repeat(40),
        repo: { full_name: 'forker/shop', fork: true },
      },
      base: { ref: 'main', repo: { full_name: 'acme/shop' } },
    });
    const listed = await call('GET', '/repos/acme/shop/pulls?state=open&head=forker:fix');
    expect((listed.body as { number: number }[]).map(({ number }) => number)).toEqual([7]);
  });

  it('answers a permission with the base permission and the role, 404 for no user', async () => {
    github.collaborators.set('octocat', 'maintain');
    github.collaborators.set('mallory', 'triage');
    expect((await call('GET', '/repos/acme/shop/collaborators/octocat/permission')).body).toEqual({
      permission: 'write',
      role_name: 'maintain',
      user: expect.objectContaining({ login: 'octocat' }),
    });
    expect(
      (await call('GET', '/repos/acme/shop/collaborators/mallory/permission')).body,
    ).toMatchObject({
      permission: 'read',
      role_name: 'triage',
    });
    expect((await call('GET', '/repos/acme/shop/collaborators/ghost/permission')).status).toBe(404);
  });

  it('reacts 201, 200 for the same reaction again, 422 for another word, 404 without the comment', async () => {
    github.comments.push({ id: 501, issueNumber: 7, body: '/preview', author: 'octocat' });
    const path = '/repos/acme/shop/issues/comments/501/reactions';
    const first = await call('POST', path, { content: 'eyes' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      content: 'eyes',
      user: { login: 'github-actions[bot]' },
      created_at: expect.stringMatching(GITHUB_TIME),
    });
    const again = await call('POST', path, { content: 'eyes' });
    expect(again.status).toBe(200);
    expect((again.body as { id: number }).id).toBe((first.body as { id: number }).id);
    expect((await call('POST', path, { content: 'party' })).status).toBe(422);
    expect(
      (await call('POST', '/repos/acme/shop/issues/comments/999/reactions', { content: 'eyes' }))
        .status,
    ).toBe(404);
    expect(github.reactions.map(({ content }) => content)).toEqual(['eyes']);
  });
});
