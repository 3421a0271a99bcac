import { request } from 'node:https';
import type { LookupFunction } from 'node:net';

/** Resolves every host name to 127.0.0.1, as a test's proxy does for names like api.amezmo.test. */
const toLoopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

/**
 * GETs an https `url` trusting only `ca`, its host name resolved to 127.0.0.1 and checked
 * against the certificate; answers the status and the JSON body.
 */
export function trustedGet(
  url: string,
  ca: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { ca, headers, lookup: toLoopback, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}
