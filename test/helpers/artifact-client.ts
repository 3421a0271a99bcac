// Runs @actions/artifact as an action does, in a process of its own, since the library reads its
// settings from process.env: `node artifact-client.ts <call.json> <result.json>`. Every connection
// the process opens is recorded in the result, and one to anything but this machine's loopback is
// refused, so that a test proves the library spoke to the stand-in and to nothing else.
import { readFileSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';

/** What to ask of the library. */
export type ArtifactCall =
  | { op: 'upload'; file: string; rootDirectory: string; retentionDays?: number }
  | {
      op: 'download';
      id: number;
      path: string;
      findBy?: FindBy;
      expectedHash?: string;
      skipDecompress?: boolean;
    }
  | { op: 'get'; name: string; findBy?: FindBy }
  | { op: 'list'; findBy?: FindBy };

export interface FindBy {
  token: string;
  workflowRunId: number;
  repositoryOwner: string;
  repositoryName: string;
}

export interface ArtifactCallResult {
  /** What the library answered, or undefined when it threw. */
  value?: unknown;
  /** Its error's message, when it threw. */
  error?: string;
  /** Every connection opened, as `host:port`. */
  connections: string[];
  /** Those refused for leaving this machine. */
  refused: string[];
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|\[::1\]|localhost)$/;

interface ConnectOptions {
  host?: string;
  port?: number | string;
  /** A local socket file; http's own options carry it as null. */
  path?: string | null;
}

/** Where a `Socket#connect` call goes, from any of its forms; undefined for a local socket file. */
function destinationOf(args: unknown[]): { host: string; port: number } | undefined {
  let [first] = args;
  // net.connect hands its normalized arguments over as one array: [options, callback].
  if (Array.isArray(first)) first = first[0];
  if (typeof first === 'object' && first !== null) {
    const options = first as ConnectOptions;
    if (options.path) return undefined;
    return { host: options.host ?? 'localhost', port: Number(options.port) };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return undefined;
  const host = typeof args[1] === 'string' ? args[1] : 'localhost';
  return { host, port: Number(first) };
}

async function main(): Promise<void> {
  const [callFile, resultFile] = process.argv.slice(2) as [string, string];
  const result: ArtifactCallResult = { connections: [], refused: [] };
  const connect = Socket.prototype.connect as (...args: unknown[]) => Socket;
  Socket.prototype.connect = function guarded(this: Socket, ...args: unknown[]) {
    const destination = destinationOf(args);
    if (destination) {
      const where = `${destination.host}:${destination.port}`;
      result.connections.push(where);
      if (!LOOPBACK.test(destination.host)) {
        result.refused.push(where);
        process.nextTick(() => this.destroy(new Error(`refused to leave the machine: ${where}`)));
        return this;
      }
    }
    return connect.apply(this, args);
  } as typeof Socket.prototype.connect;

  const call = JSON.parse(readFileSync(callFile, 'utf8')) as ArtifactCall;
  // Imported only now, so that every connection it makes goes through the guard.
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  try {
    switch (call.op) {
      case 'upload':
        result.value = await client.uploadArtifact('ignored', [call.file], call.rootDirectory, {
          skipArchive: true,
          retentionDays: call.retentionDays,
        });
        break;
      case 'download':
        result.value = await client.downloadArtifact(call.id, {
          path: call.path,
          skipDecompress: call.skipDecompress ?? true,
          expectedHash: call.expectedHash,
          findBy: call.findBy,
        });
        break;
      case 'get':
        result.value = await client.getArtifact(call.name, { findBy: call.findBy });
        break;
      case 'list':
        result.value = await client.listArtifacts({ findBy: call.findBy });
        break;
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  }
  writeFileSync(resultFile, JSON.stringify(result));
}

await main();
