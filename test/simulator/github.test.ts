// The GitHub stand-in's REST API as GitHub answers it: deployments with their payloads, filtered
// and paged newest first, statuses and auto_inactive.
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

  it('answers 400 to a body that is not JSON, as GitHub does', async () => {
    const response = await fetch(`${github.url}/repos/acme/shop/deployments`, {
      method: 'POST',
      body: '{"ref":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Problems parsing JSON' });
  });
});
