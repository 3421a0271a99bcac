// The runner's ACTIONS_RUNTIME_TOKEN: a JWT whose `scp` claim names the workflow run and the job
// the results service knows them by (`Actions.Results:<run backend id>:<job backend id>`), which
// @actions/artifact decodes without checking. The stand-in signs its tokens, so that it can
// refuse one it did not give.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface RuntimeScope {
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
}

const HOURS_VALID = 6;

export class RuntimeTokens {
  private readonly secret = randomBytes(32);
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  issue(scope: RuntimeScope): string {
    const issuedAt = Math.floor(this.now() / 1000);
    const header = encode({ typ: 'JWT', alg: 'HS256' });
    const claims = encode({
      scp: `Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:${scope.workflowRunBackendId}:${scope.workflowJobRunBackendId}`,
      iss: 'vstoken.actions.githubusercontent.test',
      aud: 'vso:stand-in',
      nbf: issuedAt - 60,
      iat: issuedAt,
      exp: issuedAt + HOURS_VALID * 3600,
    });
    return `${header}.${claims}.${this.sign(`${header}.${claims}`)}`;
  }

  /** The scope of a token this stand-in signed and that has not expired; undefined otherwise. */
  verify(token: string): RuntimeScope | undefined {
    const [header, claims, signature, ...rest] = token.split('.');
    if (header === undefined || claims === undefined || signature === undefined || rest.length) {
      return undefined;
    }
    const expected = Buffer.from(this.sign(`${header}.${claims}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
      scp: string;
      exp: number;
    };
    if (decoded.exp * 1000 <= this.now()) return undefined;
    const scope = /(?:^| )Actions\.Results:([^: ]+):([^: ]+)/.exec(decoded.scp);
    if (!scope) return undefined;
    return {
      workflowRunBackendId: scope[1] as string,
      workflowJobRunBackendId: scope[2] as string,
    };
  }

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
