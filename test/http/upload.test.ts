// An upload given up (here: answered before its body was sent) ends the reader of its file, as
// one sent whole does: form-data forgets its parts without ending them, and the reader of an
// archive still being written, left waiting for bytes that never come, held its file until the
// collector closed it (with Node's DEP0137 warning, which the unit runs printed).
import { createHash, randomBytes } from 'node:crypto';
import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import busboy from 'busboy';
import { GrowingFile } from '../../src/archive/growing.ts';
import { request, type FilePart, type HttpSettings } from '../../src/http/http.ts';
import { createTransport } from '../../src/http/transport.ts';

let folder: string;
let server: Server;
let baseUrl: string;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'upload-'));
  // A proxy or a server that refuses the body answers at once, without reading it.
  server = createServer((_request, response) => {
    response.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
    response.end('{"message":"too large"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

function settings(): HttpSettings {
  return {
    service: 'Amezmo API',
    baseUrl,
    authorization: '',
    secret: '',
    accept: 'application/json',
    userAgent: 'test',
    transport: createTransport('http:'),
    connectTimeoutMs: 5_000,
    answerTimeoutMs: 5_000,
    stallTimeoutMs: 5_000,
    now: () => Date.now(),
    timeout: (ms) => AbortSignal.timeout(ms),
  };
}

/** This process's descriptors open on `path`. */
function descriptorsOn(path: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path;
    } catch {
      return false;
    }
  }).length;
}

async function upload(file: FilePart): Promise<number> {
  const answer = await request(settings(), {
    method: 'POST',
    path: '/instances/1/deployments',
    fields: [['environment', 'production']],
    file,
  });
  return answer.status;
}

describe('an upload answered before its body was sent', () => {
  it('ends the reader of a file still being written', async () => {
    const path = join(folder, 'app.zip');
    writeFileSync(path, randomBytes(256 * 1024));
    const growing = new GrowingFile(path);
    // Written in part, never whole: the reader would wait for the rest for ever.
    growing.advance(128 * 1024);
    const readers: Readable[] = [];
    const status = await upload({
      field: 'archive',
      path,
      growing: {
        open: () => {
          const reader = growing.open();
          readers.push(reader);
          return reader;
        },
      },
    });
    expect(status).toBe(413);
    expect(readers).toHaveLength(1);
    expect(readers[0]?.destroyed).toBe(true);
    // The reader's file closes a turn or two after it is destroyed (longer on a loaded machine).
    await vi.waitFor(() => expect(descriptorsOn(path)).toBe(0), { timeout: 5_000 });
  });
});

describe('an upload of a file still being written, its chunks reused', () => {
  it('sends every byte as written while the server reads slowly, reusing what was sent', async () => {
    // The server takes the body in small sips, so that chunks wait in the connection while the
    // reader goes on: a chunk read into again before the socket wrote it would change the bytes.
    const received = createHash('sha256');
    let fileBytes = 0;
    server.removeAllListeners('request');
    server.on('request', (incoming: IncomingMessage, response: ServerResponse) => {
      const parser = busboy({ headers: incoming.headers });
      parser.on('file', (_name, stream) => {
        stream.on('data', (chunk: Buffer) => {
          received.update(chunk);
          fileBytes += chunk.length;
        });
      });
      parser.on('close', () => {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end('{"id":1}');
      });
      incoming.on('data', () => {
        incoming.pause();
        setTimeout(() => incoming.resume(), 1);
      });
      incoming.pipe(parser);
    });
    const path = join(folder, 'app.zip');
    writeFileSync(path, '');
    const growing = new GrowingFile(path);
    const written = createHash('sha256');
    let recycled = 0;
    const uploading = upload({
      field: 'archive',
      path,
      growing: {
        open: () => {
          const reader = growing.open();
          const { recycle } = reader;
          reader.recycle = (chunk: Buffer) => {
            recycled++;
            recycle(chunk);
          };
          return reader;
        },
      },
    });
    let size = 0;
    for (let piece = 0; piece < 96; piece++) {
      const bytes = randomBytes(256 * 1024 + piece);
      appendFileSync(path, bytes);
      written.update(bytes);
      size += bytes.length;
      growing.advance(size);
      await new Promise((resolve) => setImmediate(resolve));
    }
    growing.finish(size);
    expect(await uploading).toBe(201);
    expect(fileBytes).toBe(size);
    expect(received.digest('hex')).toBe(written.digest('hex'));
    expect(recycled).toBeGreaterThan(100);
  });
});
