// A multipart/form-data body of plain fields and one file, as the service's upload takes it. It
// replaces form-data, which brought the MIME database and a dozen shims into every upload (about
// 230 KB to load, and a legacy stream that handled each chunk twice) for what is two buffers
// around a file. test/http/multipart.test.ts holds it byte for byte beside form-data.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

const CRLF = '\r\n';

/** The file part's header fields. */
export interface FileHeader {
  /** The form field that carries the file. */
  readonly field: string;
  /** The name the file is sent under (a base name: `app.zip`). */
  readonly filename: string;
  readonly contentType: string;
}

/** What goes before and after the file's bytes, and the header that names the boundary. */
export interface Framing {
  readonly contentType: string;
  /** The fields, then the file part's header. */
  readonly head: Buffer;
  /** The end of the file part and the closing boundary. */
  readonly tail: Buffer;
}

/** A boundary as browsers make them: dashes, then 24 random hex digits. */
export function newBoundary(): string {
  return `${'-'.repeat(26)}${randomBytes(12).toString('hex')}`;
}

/**
 * A name within a part's header, quoted: a double quote, CR and LF are percent-encoded, as the
 * HTML standard's multipart encoding does, so that no name can end its header or start another.
 */
function quoted(name: string): string {
  return `"${name.replace(/["\r\n]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}"`;
}

/** The body around the file: each field a part, then the file part's header; the closing boundary after. */
export function multipartFraming(
  fields: readonly (readonly [string, string])[],
  file: FileHeader,
  boundary = newBoundary(),
): Framing {
  let head = '';
  for (const [name, value] of fields) {
    head += `--${boundary}${CRLF}Content-Disposition: form-data; name=${quoted(name)}${CRLF}${CRLF}`;
    head += `${value}${CRLF}`;
  }
  head +=
    `--${boundary}${CRLF}Content-Disposition: form-data; name=${quoted(file.field)}; ` +
    `filename=${quoted(file.filename)}${CRLF}Content-Type: ${file.contentType}${CRLF}${CRLF}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: Buffer.from(head, 'utf8'),
    tail: Buffer.from(`${CRLF}--${boundary}--${CRLF}`, 'latin1'),
  };
}

/**
 * The whole body: the head, the file's bytes as `source` gives them, the tail. An error of the
 * source is the body's; destroying the body destroys the source.
 */
export function multipartStream(framing: Framing, source: Readable): Readable {
  // An error before the file's turn (a file that cannot be opened) waits on the source for the
  // loop below, which throws it: never an 'error' event with no one listening.
  source.on('error', () => {});
  async function* parts(): AsyncGenerator<Buffer> {
    yield framing.head;
    // Leaving this loop early (the body destroyed) destroys the source too.
    for await (const chunk of source) yield chunk as Buffer;
    yield framing.tail;
  }
  return Readable.from(parts(), { objectMode: false });
}
