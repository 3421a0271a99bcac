// The upload's body as the request sends it: the multipart stream of the fields and the file,
// counted as the connection takes it (the progress, the stall watchdog, whether all of it was
// taken, the early answer's hold), each chunk of a file's reader given back once written.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { codedError } from './errors.js';
import { multipartFraming, multipartStream } from './multipart.js';

/** A file sent as one part of a multipart body, after the plain fields. */
export interface FilePart {
  field: string;
  path: string;
  /**
   * The file is still being written: its bytes are sent as they come, with no Content-Length
   * (chunked), from `open()`, which reads the file from its start and ends once it is whole.
   */
  growing?: { open(): FileReader };
  /**
   * The bytes to send, `size` of them, from `open()`, which fails before its last chunk when
   * they are not those expected (an archive given as it is, which something else may write:
   * src/archive/given.ts). Without this or `growing`, the file at `path` is sent as it is.
   */
  exact?: { readonly size: number; open(): FileReader };
}

/**
 * A file's reader; one that reuses its chunks (src/archive/growing.ts) takes each back once the
 * connection has written it (the socket's write callback) and reads into it again.
 */
export type FileReader = Readable & { recycle?(chunk: Buffer): void };

/** What an upload sends, and whom it tells how far it got. */
export interface UploadCall {
  readonly fields: readonly (readonly [string, string])[];
  readonly file: FilePart;
  readonly onProgress?: (sentBytes: number, totalBytes: number) => void;
}

/** The upload's time limits (the request's settings). */
export interface UploadLimits {
  /** No byte taken for this long: the upload made no progress. */
  readonly stallTimeoutMs: number;
  /** How long the archive waits behind the fields for an answer that refuses it; 0 for none. */
  readonly earlyAnswerHoldMs?: number;
}

export interface Upload {
  stream: Transform;
  headers: Record<string, string>;
  /** Aborts when no byte was taken for the stall timeout. */
  stalled: AbortSignal;
  /** Whether every byte of the body was taken by the connection. */
  complete(): boolean;
  /** How many bytes of the body the connection has taken. */
  sentBytes(): number;
  /** The body's length; Infinity while a growing file's is not known. */
  readonly totalBytes: number;
  /** Gives the file's reader back a chunk the connection has written (see FileReader). */
  readonly recycle?: (chunk: Buffer) => void;
  dispose(): void;
}

export async function uploadBody(
  call: UploadCall,
  { stallTimeoutMs, earlyAnswerHoldMs = 0 }: UploadLimits,
  onSent: () => void,
): Promise<Upload> {
  const { file } = call;
  const framing = multipartFraming(call.fields, {
    field: file.field,
    filename: basename(file.path),
    contentType: contentTypeOf(file.path),
  });
  // A growing file's length is known only once it is whole: the body goes without one.
  let total = Infinity;
  // Kept, to be ended with the upload: a reader left open holds its file until the collector
  // closes it, if ever.
  let source: FileReader;
  if (file.growing) {
    source = file.growing.open();
  } else if (file.exact) {
    source = file.exact.open();
    total = framing.head.length + file.exact.size + framing.tail.length;
  } else {
    const size = (await stat(file.path)).size;
    source = createReadStream(file.path);
    total = framing.head.length + size + framing.tail.length;
  }
  const form = multipartStream(framing, source);

  const watchdog = new AbortController();
  const timer = setTimeout(() => watchdog.abort(stallError()), stallTimeoutMs);
  let sent = 0;
  let chunks = 0;
  let whole = false;
  let hold: NodeJS.Timeout | undefined;
  const holdMs = Math.min(earlyAnswerHoldMs, stallTimeoutMs / 2);
  const allSent = () => {
    whole = true;
    // Once the whole body is out, the wait for the answer has its own time limit.
    clearTimeout(timer);
    onSent();
  };
  // Counting what the connection takes (with back-pressure, not what is read from disk) tells
  // both the progress and whether the server can have received the whole request.
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      // The headers go out with the first chunk (the leading fields). A proxy that refuses the
      // body by its Content-Length (nginx's 413) answers at once and closes; once it has closed,
      // a write fails and the answer waiting can be lost unread. Holding the archive back
      // briefly, as a client does for `Expect: 100-continue` (which not every server answers),
      // lets that answer be read first.
      if (++chunks === 2 && holdMs > 0) {
        hold = setTimeout(() => {
          if (!stream.destroyed) take(chunk, done);
        }, holdMs);
        return;
      }
      take(chunk, done);
    },
    flush(done) {
      // A body of unknown length is whole once its source has ended and all of it passed.
      if (!whole) {
        allSent();
        call.onProgress?.(sent, sent);
      }
      done();
    },
  });
  const take = (chunk: Buffer, done: (error: null, chunk: Buffer) => void) => {
    sent += chunk.length;
    if (sent >= total) allSent();
    else timer.refresh();
    call.onProgress?.(sent, total);
    done(null, chunk);
  };
  form.on('error', (error) => stream.destroy(error));
  form.pipe(stream);
  return {
    stream,
    headers: {
      'content-type': framing.contentType,
      ...(Number.isFinite(total) ? { 'content-length': String(total) } : {}),
    },
    stalled: watchdog.signal,
    complete: () => whole,
    sentBytes: () => sent,
    totalBytes: total,
    ...(source.recycle ? { recycle: source.recycle } : {}),
    dispose: () => {
      clearTimeout(timer);
      clearTimeout(hold);
      if (!stream.destroyed) stream.destroy();
      form.destroy();
      source.destroy();
    },
  };
}

function stallError(): Error {
  return codedError('the upload made no progress', 'UPLOAD_STALLED');
}

function contentTypeOf(path: string): string {
  if (/\.zip$/i.test(path)) return 'application/zip';
  if (/\.(tgz|tar\.gz)$/i.test(path)) return 'application/gzip';
  if (/\.tar$/i.test(path)) return 'application/x-tar';
  return 'application/octet-stream';
}
