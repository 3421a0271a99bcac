// A local stand-in for the part of GitHub's REST API the action uses: deployments and their
// statuses. It records every request, and can refuse them as a token without the permission is.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GitHubRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface GitHubApi {
  /** Goes in GITHUB_API_URL. */
  readonly url: string;
  readonly requests: GitHubRequest[];
  /** Answers every request 403, as GitHub does for a token without `deployments: write`. */
  forbid(): void;
  /** Forgets the requests and answers normally again. */
  reset(): void;
  close(): Promise<void>;
}

export async function startGitHubApi(): Promise<GitHubApi> {
  const requests: GitHubRequest[] = [];
  let forbidden = false;
  let nextId = 4000;
  const server: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      });
      const answer = (status: number, body: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(body));
      if (forbidden) {
        return answer(403, {
          message: 'Resource not accessible by integration',
          documentation_url:
            'https://docs.github.com/rest/deployments/deployments#create-a-deployment',
          status: '403',
        });
      }
      if (request.method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/deployments$/.test(path)) {
        return answer(201, { id: nextId++, sha: 'sha', environment: 'production' });
      }
      const status = /^\/repos\/[^/]+\/[^/]+\/deployments\/(\d+)\/statuses$/.exec(path);
      if (request.method === 'POST' && status) return answer(201, { id: 1, state: 'success' });
      answer(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    forbid: () => {
      forbidden = true;
    },
    reset: () => {
      requests.length = 0;
      forbidden = false;
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        // Keep-alive connections would otherwise outlive the server in the client's pool.
        server.closeAllConnections();
      }),
  };
}
