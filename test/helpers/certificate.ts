import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A throwaway key and certificate for 127.0.0.1, made at test time with openssl; `certPath` is
 * where a run can be told to trust it (NODE_EXTRA_CA_CERTS).
 */
export function selfSignedCertificate(folder: string): {
  key: Buffer;
  cert: Buffer;
  certPath: string;
} {
  const keyPath = join(folder, 'test-only-key.pem');
  const certPath = join(folder, 'test-only-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyPath), cert: readFileSync(certPath), certPath };
}
