// A real proxy for the tests: Debian's squid, started on 127.0.0.1 with a configuration of the
// test's own. It resolves host names from a hosts file of its own (`hosts`), which the action's
// process never reads: a name only the proxy knows can be reached through it and not directly.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Squid {
  /** `http://127.0.0.1:<port>`, for HTTPS_PROXY. */
  readonly url: string;
  /** The requests squid logged, one line each: `<result>/<status> <method> <url>`. */
  requests(): string[];
  close(): Promise<void>;
}

/** Where Debian installs squid; `.ci/run` installs it on a fresh machine. */
export const SQUID = ['/usr/sbin/squid', '/usr/bin/squid'].find((path) => existsSync(path));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

async function accepting(port: number, deadline: number): Promise<void> {
  for (;;) {
    const ok = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        done(true);
      });
      socket.on('error', () => done(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`squid did not listen on ${port} in time`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Starts squid; `hosts` maps the names it alone resolves to addresses, e.g. 127.0.0.1. */
export async function startSquid(hosts: Record<string, string>): Promise<Squid> {
  if (!SQUID) throw new Error('squid is not installed: apt-get install squid (.ci/run does).');
  const folder = mkdtempSync(join(tmpdir(), 'squid-'));
  // Started as root, squid runs as its own user, which must read and write here.
  chmodSync(folder, 0o777);
  const port = await freePort();
  const hostsFile = join(folder, 'hosts');
  const accessLog = join(folder, 'access.log');
  writeFileSync(
    hostsFile,
    Object.entries(hosts)
      .map(([name, address]) => `${address} ${name}\n`)
      .join(''),
  );
  const config = join(folder, 'squid.conf');
  writeFileSync(
    config,
    [
      `http_port 127.0.0.1:${port}`,
      'acl local src 127.0.0.1/32',
      // Tunnels to any port: the test's servers are not on 443.
      'http_access allow local',
      'http_access deny all',
      `hosts_file ${hostsFile}`,
      // Any other name fails at once rather than asking the network.
      'dns_nameservers 127.0.0.1',
      'pid_filename none',
      'cache deny all',
      `cache_log ${join(folder, 'cache.log')}`,
      'cache_store_log none',
      `coredump_dir ${folder}`,
      'shutdown_lifetime 0 seconds',
      'logformat plain %Ss/%>Hs %rm %ru',
      `access_log stdio:${accessLog} plain`,
      '',
    ].join('\n'),
  );
  for (const file of [hostsFile, config]) chmodSync(file, 0o644);
  writeFileSync(accessLog, '');
  chmodSync(accessLog, 0o666);
  const child: ChildProcess = spawn(SQUID, ['-N', '-f', config], { stdio: 'ignore' });
  let exited = false;
  child.on('exit', () => (exited = true));
  await accepting(port, Date.now() + 15_000).catch((error: unknown) => {
    child.kill('SIGKILL');
    const log = existsSync(join(folder, 'cache.log'))
      ? readFileSync(join(folder, 'cache.log'), 'utf8')
      : '';
    throw new Error(`${String(error)}${exited ? ' (it exited)' : ''}\n${log}`);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () =>
      readFileSync(accessLog, 'utf8')
        .split('\n')
        .filter((line) => /^\S+\/\d+ /.test(line)),
    close: async () => {
      if (!exited) {
        const gone = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([gone, new Promise((done) => setTimeout(done, 5_000))]);
        if (!exited) child.kill('SIGKILL');
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
