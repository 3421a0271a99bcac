// The blob storage artifacts live in, as Azure Blob Storage answers the signed URLs the results
// service hands out: `BlockBlobClient.uploadStream` stages blocks (`PUT ?comp=block&blockid=`)
// and commits them (`PUT ?comp=blocklist`, an XML list), a download GETs the blob with no token,
// only the URL's signature (`sig`, checked with its permissions `sp` and expiry `se`).

import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface RawRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawReply {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

interface Blob {
  /** What was committed; undefined until then. */
  bytes: Buffer | undefined;
  contentType: string;
  /** Blocks staged and not yet committed, by id. */
  staged: Map<string, Buffer>;
  /** The blocks the committed blob is made of, by id, for a later list to name again. */
  committed: Map<string, Buffer>;
  lastModified: Date;
  etag: string;
}

const VERSION = '2025-01-05';
const ACCOUNT = 'actionsresults';
const CONTAINER = 'actions-results';

export class BlobStore {
  private readonly blobs = new Map<string, Blob>();
  private readonly secret = randomBytes(32);
  private readonly now: () => number;
  /** Where the store is served; set once it listens. */
  origin = 'http://127.0.0.1';

  constructor(now: () => number) {
    this.now = now;
  }

  /** The path of a blob named by `segments`, in the path style Azure uses for an address. */
  pathOf(...segments: string[]): string {
    return `/${ACCOUNT}/${CONTAINER}/${segments.map(encodeURIComponent).join('/')}`;
  }

  /**
   * A URL to `path` signed for `permissions` (`r` read, `cw` create and write) until `ttlMs`
   * from now; a download names the file it gives in Content-Disposition (`rscd`).
   */
  signedUrl(path: string, permissions: 'r' | 'cw', ttlMs: number, disposition?: string): string {
    const query = new URLSearchParams({
      sv: VERSION,
      se: new Date(this.now() + ttlMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      sr: 'b',
      sp: permissions,
    });
    if (disposition !== undefined) query.set('rscd', disposition);
    query.set('sig', this.signature(path, query));
    return `${this.origin}${path}?${query.toString()}`;
  }

  read(path: string): Buffer | undefined {
    return this.blobs.get(path)?.bytes;
  }

  write(path: string, bytes: Buffer, contentType: string): void {
    const blob = this.blobAt(path);
    blob.bytes = Buffer.from(bytes);
    blob.contentType = contentType;
    blob.lastModified = new Date(this.now());
    blob.etag = etagOf(blob.bytes);
  }

  delete(path: string): void {
    this.blobs.delete(path);
  }

  reset(): void {
    this.blobs.clear();
  }

  /** Answers a request to the store; like Azure, echoes the client's request id. */
  answer(request: RawRequest): RawReply {
    const reply = this.route(request);
    const clientId = request.headers['x-ms-client-request-id'];
    if (typeof clientId === 'string') {
      reply.headers = { ...reply.headers, 'x-ms-client-request-id': clientId };
    }
    return reply;
  }

  private route(request: RawRequest): RawReply {
    const { method, url } = request;
    const permissions = this.permissionsOf(url);
    if (permissions === undefined) {
      return storageError(
        403,
        'AuthenticationFailed',
        'Server failed to authenticate the request. Make sure the value of Authorization header ' +
          'is formed correctly including the signature.',
      );
    }
    const comp = url.searchParams.get('comp');
    const needs = method === 'GET' || method === 'HEAD' ? 'r' : 'w';
    if (!permissions.includes(needs)) {
      return storageError(
        403,
        'AuthorizationPermissionMismatch',
        'This request is not authorized to perform this operation using this permission.',
      );
    }
    if ((method === 'GET' || method === 'HEAD') && comp === null) return this.download(request);
    if (method === 'PUT' && comp === 'block') return this.stageBlock(request);
    if (method === 'PUT' && comp === 'blocklist') return this.commitBlockList(request);
    if (method === 'PUT' && comp === null) return this.putBlob(request);
    return storageError(
      400,
      'UnsupportedHttpVerb',
      `The resource doesn't support ${method}${comp ? ` with comp=${comp}` : ''} here.`,
    );
  }

  private download({ method, url }: RawRequest): RawReply {
    const blob = this.blobs.get(url.pathname);
    if (!blob?.bytes)
      return storageError(404, 'BlobNotFound', 'The specified blob does not exist.');
    const headers: Record<string, string> = {
      ...common(),
      'content-type': blob.contentType,
      'content-length': String(blob.bytes.length),
      'last-modified': blob.lastModified.toUTCString(),
      etag: blob.etag,
      'accept-ranges': 'bytes',
      'x-ms-blob-type': 'BlockBlob',
    };
    const disposition = url.searchParams.get('rscd');
    if (disposition !== null) headers['content-disposition'] = disposition;
    return { status: 200, headers, body: method === 'HEAD' ? undefined : blob.bytes };
  }

  private stageBlock({ url, body, headers }: RawRequest): RawReply {
    const id = url.searchParams.get('blockid');
    if (id === null || id === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(id)) {
      return storageError(400, 'InvalidQueryParameterValue', 'The value for blockid is invalid.');
    }
    // A structured body (CRC64 framing) is a newer client's: say so rather than keep the frames.
    if (headers['x-ms-structured-body'] !== undefined) {
      return storageError(400, 'UnsupportedHeader', 'Structured message bodies are not simulated.');
    }
    this.blobAt(url.pathname).staged.set(id, Buffer.from(body));
    return { status: 201, headers: { ...common(), 'x-ms-request-server-encrypted': 'true' } };
  }

  private commitBlockList({ url, body, headers }: RawRequest): RawReply {
    const blob = this.blobAt(url.pathname);
    const parts: Buffer[] = [];
    const used = new Map<string, Buffer>();
    for (const [, kind, id] of body
      .toString('utf8')
      .matchAll(/<(Latest|Committed|Uncommitted)>\s*([^<]*?)\s*<\/\1>/g)) {
      const block =
        kind === 'Committed'
          ? blob.committed.get(id as string)
          : kind === 'Uncommitted'
            ? blob.staged.get(id as string)
            : (blob.staged.get(id as string) ?? blob.committed.get(id as string));
      if (!block) {
        return storageError(400, 'InvalidBlockList', 'The specified block list is invalid.');
      }
      parts.push(block);
      used.set(id as string, block);
    }
    this.write(url.pathname, Buffer.concat(parts), contentTypeOf(headers));
    blob.staged.clear();
    blob.committed = used;
    return this.written(blob);
  }

  private putBlob({ url, body, headers }: RawRequest): RawReply {
    if (headers['x-ms-blob-type'] !== 'BlockBlob') {
      return storageError(
        400,
        'MissingRequiredHeader',
        'An HTTP header x-ms-blob-type is missing.',
      );
    }
    this.write(url.pathname, body, contentTypeOf(headers));
    return this.written(this.blobAt(url.pathname));
  }

  private written(blob: Blob): RawReply {
    return {
      status: 201,
      headers: {
        ...common(),
        etag: blob.etag,
        'last-modified': blob.lastModified.toUTCString(),
        'x-ms-request-server-encrypted': 'true',
      },
    };
  }

  private blobAt(path: string): Blob {
    let blob = this.blobs.get(path);
    if (!blob) {
      blob = {
        bytes: undefined,
        contentType: 'application/octet-stream',
        staged: new Map(),
        committed: new Map(),
        lastModified: new Date(this.now()),
        etag: etagOf(Buffer.alloc(0)),
      };
      this.blobs.set(path, blob);
    }
    return blob;
  }

  /** The permissions a URL's signature grants, if it is one of ours and has not expired. */
  private permissionsOf(url: URL): string | undefined {
    const query = url.searchParams;
    const given = query.get('sig');
    const expiry = Date.parse(query.get('se') ?? '');
    if (given === null || !(expiry > this.now())) return undefined;
    if (given !== this.signature(url.pathname, query)) return undefined;
    return query.get('sp') ?? '';
  }

  private signature(path: string, query: URLSearchParams): string {
    const signed = [query.get('sp'), query.get('se'), path, query.get('rscd') ?? ''].join('\n');
    return createHmac('sha256', this.secret).update(signed).digest('base64');
  }
}

function contentTypeOf(headers: IncomingHttpHeaders): string {
  const type = headers['x-ms-blob-content-type'];
  return typeof type === 'string' && type !== '' ? type : 'application/octet-stream';
}

function etagOf(bytes: Buffer): string {
  return `"0x${createHash('md5').update(bytes).digest('hex').slice(0, 15).toUpperCase()}"`;
}

function common(): Record<string, string> {
  return {
    'x-ms-request-id': randomUUID(),
    'x-ms-version': VERSION,
    date: new Date().toUTCString(),
  };
}

/** Azure's error: an XML body with its code and message, the code in a header too. */
export function storageError(status: number, code: string, message: string): RawReply {
  const requestId = randomUUID();
  return {
    status,
    headers: {
      ...common(),
      'x-ms-request-id': requestId,
      'x-ms-error-code': code,
      'content-type': 'application/xml',
    },
    body:
      '<?xml version="1.0" encoding="utf-8"?>' +
      `<Error><Code>${code}</Code><Message>${message}\nRequestId:${requestId}\n` +
      `Time:${new Date().toISOString()}</Message></Error>`,
  };
}
