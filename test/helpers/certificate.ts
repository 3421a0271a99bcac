import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A throwaway key and certificate, made at test time with openssl, for 127.0.0.1 and for each of
 * `dnsNames` (e.g. `api.amezmo.test`, a name only a test's proxy resolves). `certPath` is where a
 * run can be told to trust it (NODE_EXTRA_CA_CERTS).
 */
export function selfSignedCertificate(
  folder: string,
  dnsNames: readonly string[] = [],
): {
  key: Buffer;
  cert: Buffer;
  certPath: string;
} {
  // Named by the first name, so that certificates for other names can share a folder.
  const suffix = dnsNames[0] ? `-${dnsNames[0]}` : '';
  const keyPath = join(folder, `test-only-key${suffix}.pem`);
  const certPath = join(folder, `test-only-cert${suffix}.pem`);
  const altNames = [...dnsNames.map((name) => `DNS:${name}`), 'IP:127.0.0.1'];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      // An EC key: made at once, where an RSA key's search for primes took up to 1.5 s a call.
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${dnsNames[0] ?? '127.0.0.1'}`,
      '-addext',
      `subjectAltName=${altNames.join(',')}`,
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyPath), cert: readFileSync(certPath), certPath };
}
