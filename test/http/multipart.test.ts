// The upload's multipart body beside form-data, which made it until it was replaced: the same
// fields and file give the same bytes and the same headers. busboy, the parser the simulator
// uses, reads back what form-data cannot be asked about (names with quotes and line breaks).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import busboy from 'busboy';
import FormData from 'form-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFraming, multipartStream, newBoundary } from '../../src/http/multipart.ts';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'multipart-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** form-data's body and headers for the same parts, its length as the upload asked for it. */
async function formDataOf(
  boundary: string,
  fields: [string, string][],
  file: { field: string; path: string; filename: string; contentType: string; size: number },
) {
  const form = new FormData();
  form.setBoundary(boundary);
  for (const [name, value] of fields) form.append(name, value);
  const { createReadStream } = await import('node:fs');
  form.append(file.field, createReadStream(file.path), {
    filename: file.filename,
    contentType: file.contentType,
    knownLength: file.size,
  });
  const length = form.getLengthSync();
  const headers = form.getHeaders();
  // form-data is a stream of the old kind: piped, as the upload piped it.
  const body = await bytesOf(form.pipe(new PassThrough()));
  return { body, length, headers };
}

const FIELD_SETS: [string, [string, string][]][] = [
  [
    'the fields a deploy sends',
    [
      ['environment', 'production'],
      ['repo_owner', 'acme'],
      ['repo_name', 'shop'],
      ['branch', 'release/2.4'],
      ['commit', '0123456789abcdef0123456789abcdef01234567'],
      ['pusher', 'octocat'],
    ],
  ],
  ['no field at all', []],
  [
    'values in other scripts, empty and with line breaks',
    [
      ['environment', 'prödüction-環境'],
      ['branch', ''],
      ['message', 'first line\r\nsecond line\n--not-a-boundary'],
    ],
  ],
];

// No empty file: form-data cannot measure one without reading it, and a zip never is.
const FILES: [string, Buffer][] = [
  ['a zip of a few bytes', Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'latin1')],
  [
    '3 MiB of every byte value',
    Buffer.from(Array.from({ length: 3 * 1024 * 1024 }, (_, i) => (i * 7919) % 256)),
  ],
];

describe('the multipart body, beside form-data', () => {
  it.for(
    FIELD_SETS.flatMap(([fieldsName, fields]) =>
      FILES.map(([fileName, data]) => ({ fieldsName, fields, fileName, data })),
    ),
  )(
    '$fieldsName, $fileName: the same bytes, type and length',
    async ({ fields, fileName, data }) => {
      const path = join(folder, `${fileName.replace(/\W+/g, '-')}.zip`);
      writeFileSync(path, data);
      const boundary = newBoundary();
      const file = { field: 'archive', filename: 'app.zip', contentType: 'application/zip' };
      const theirs = await formDataOf(boundary, fields, { ...file, path, size: data.length });

      const framing = multipartFraming(fields, file, boundary);
      const ours = await bytesOf(multipartStream(framing, Readable.from([data])));

      expect(ours.equals(theirs.body)).toBe(true);
      expect(framing.contentType).toBe(theirs.headers['content-type']);
      expect(framing.head.length + data.length + framing.tail.length).toBe(theirs.length);
      expect(ours.length).toBe(theirs.length);
    },
  );

  it('makes a boundary of the shape form-data makes, new each time', () => {
    const boundaries = new Set(Array.from({ length: 50 }, () => newBoundary()));
    expect(boundaries.size).toBe(50);
    for (const boundary of boundaries) expect(boundary).toMatch(/^-{26}[0-9a-f]{24}$/);
    const form = new FormData();
    expect(form.getBoundary()).toMatch(/^-{26}[0-9a-f]{24}$/);
  });
});

/** What busboy reads from a body: the fields, and each file's field, name, type and bytes. */
async function parsed(contentType: string, body: Buffer) {
  const fields: [string, string][] = [];
  const files: { field: string; filename?: string; mimeType: string; data: Buffer }[] = [];
  await new Promise<void>((resolve, reject) => {
    const parser = busboy({ headers: { 'content-type': contentType } });
    parser.on('field', (name, value) => fields.push([name, value]));
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        files.push({
          field,
          filename: info.filename,
          mimeType: info.mimeType,
          data: Buffer.concat(chunks),
        }),
      );
    });
    parser.on('close', resolve);
    parser.on('error', reject);
    parser.end(body);
  });
  return { fields, files };
}

describe('the multipart body, read back by busboy', () => {
  it('keeps a name with a quote or a line break inside its own header', async () => {
    // form-data writes such a name as it is, which ends the header early; browsers (and this
    // body) percent-encode the three characters.
    const framing = multipartFraming(
      [
        ['a"b', 'one'],
        ['c\r\nContent-Type: text/evil', 'two'],
      ],
      { field: 'archive', filename: 'x"\r\ny.zip', contentType: 'application/zip' },
    );
    const data = Buffer.from('PK\x03\x04 the bytes', 'latin1');
    const body = await bytesOf(multipartStream(framing, Readable.from([data])));
    const read = await parsed(framing.contentType, body);
    expect(read.fields).toEqual([
      ['a%22b', 'one'],
      ['c%0D%0AContent-Type: text/evil', 'two'],
    ]);
    expect(read.files).toEqual([
      { field: 'archive', filename: 'x%22%0D%0Ay.zip', mimeType: 'application/zip', data },
    ]);
  });

  it('sends the file as its source gives it, chunk by chunk, and fails with the source', async () => {
    const framing = multipartFraming([['environment', 'qa']], {
      field: 'archive',
      filename: 'app.zip',
      contentType: 'application/zip',
    });
    const pieces = Array.from({ length: 40 }, (_, i) => Buffer.alloc(1000, i));
    const body = await bytesOf(multipartStream(framing, Readable.from(pieces)));
    const read = await parsed(framing.contentType, body);
    expect(read.fields).toEqual([['environment', 'qa']]);
    expect(read.files[0]?.data.equals(Buffer.concat(pieces))).toBe(true);

    const failing = new Readable({
      read() {
        this.destroy(new Error('the archive could not be read'));
      },
    });
    await expect(bytesOf(multipartStream(framing, failing))).rejects.toThrow(
      'the archive could not be read',
    );
  });

  it('fails with a source that failed before its turn, and nothing is thrown elsewhere', async () => {
    const { createReadStream } = await import('node:fs');
    const framing = multipartFraming([['environment', 'qa']], {
      field: 'archive',
      filename: 'app.zip',
      contentType: 'application/zip',
    });
    const source = createReadStream(join(folder, 'gone.zip'));
    const body = multipartStream(framing, source);
    // The open fails while nobody reads the body yet.
    await new Promise<void>((resolve) => source.once('close', () => resolve()));
    await expect(bytesOf(body)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('destroys its source when it is destroyed', async () => {
    const framing = multipartFraming([], {
      field: 'archive',
      filename: 'a.zip',
      contentType: 'application/zip',
    });
    let reads = 0;
    const source = new Readable({
      read() {
        this.push(Buffer.alloc(16 * 1024, ++reads));
      },
    });
    const body = multipartStream(framing, source);
    const taken: Buffer[] = [];
    for await (const chunk of body) {
      taken.push(chunk as Buffer);
      if (taken.length === 3) break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(body.destroyed).toBe(true);
    expect(source.destroyed).toBe(true);
  });
});
