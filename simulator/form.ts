// Reading request bodies as the service's framework (Laravel, on PHP) does: url-encoded fields
// nested by their brackets, and multipart uploads whose file goes straight to disk.

import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { ServiceError } from './state.ts';

/** A url-encoded body: its pairs in order, and PHP's nested reading of them. */
export interface ReadForm {
  pairs: [string, string][];
  nested: Record<string, unknown>;
}

/**
 * The url-encoded fields of a request. The API takes its parameters as form fields only: a body
 * of another type (JSON, say) is refused, never read as no fields and answered as if nothing
 * had been asked.
 */
export async function readForm(request: IncomingMessage): Promise<ReadForm> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return { pairs: [], nested: {} };
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new ServiceError(
      415,
      'unsupported_media_type',
      `Request parameters are sent as form fields (application/x-www-form-urlencoded), not as ${type || 'a body of no type'}.`,
    );
  }
  const pairs = [...new URLSearchParams(text)];
  return { pairs, nested: nestFields(pairs) };
}

/** `php[version]=8.3&patterns[]=a` as PHP reads it: `{php: {version: '8.3'}, patterns: ['a']}`. */
export function nestFields(pairs: [string, string][]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of pairs) {
    const keys = [
      name.replace(/\[.*$/, ''),
      ...[...name.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] as string),
    ];
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const nextIsList = keys[index + 1] === '';
      const container = node as Record<string, unknown> & unknown[];
      if (key === '' && Array.isArray(node)) {
        if (last) node.push(value);
        else {
          const child = nextIsList ? [] : {};
          node.push(child);
          node = child;
        }
        return;
      }
      if (last) container[key] = value;
      else {
        const existing = container[key];
        const child =
          typeof existing === 'object' && existing !== null ? existing : nextIsList ? [] : {};
        container[key] = child;
        node = child as Record<string, unknown>;
      }
    });
  }
  return root;
}

/** The pairs as they came, a repeated name keeping all its values: what a test inspects. */
export function flatFields(pairs: [string, string][]): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const existing = fields[name];
    if (existing === undefined) fields[name] = value;
    else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return fields;
}

export interface StoredFile {
  path: string;
  size: number;
  filename: string;
  contentType: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  /** The file sent in `fileField`, as stored. */
  file?: StoredFile;
  /** The file's first bytes, to tell what it is. */
  head: Buffer;
  /** Whether the file was cut at `maxFileBytes`. */
  truncated: boolean;
}

const HEAD_BYTES = 512;

/** Streams a multipart body: fields into memory, the one file of `fileField` to `filePath`. */
export function receiveMultipart(
  request: IncomingMessage,
  {
    fileField,
    filePath,
    maxFileBytes,
  }: { fileField: string; filePath: string; maxFileBytes: number },
): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    const result: ReceivedUpload = { fields: {}, head: Buffer.alloc(0), truncated: false };
    const writes: Promise<void>[] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: { fileSize: maxFileBytes, files: 1, fields: 50, fieldSize: 64 * 1024 },
      });
    } catch {
      reject(unreadable(fileField, 'The multipart body could not be read.'));
      return;
    }
    parser.on('field', (name, value) => {
      result.fields[name] = value;
    });
    parser.on('file', (name, file, info) => {
      if (name !== fileField) {
        file.resume();
        return;
      }
      const stored = {
        path: filePath,
        size: 0,
        filename: info.filename ?? '',
        contentType: info.mimeType,
      };
      result.file = stored;
      file.on('data', (chunk: Buffer) => {
        stored.size += chunk.length;
        if (result.head.length < HEAD_BYTES) {
          result.head = Buffer.concat([result.head, chunk]).subarray(0, HEAD_BYTES);
        }
      });
      file.on('limit', () => {
        result.truncated = true;
      });
      writes.push(pipeline(file, createWriteStream(filePath)));
    });
    parser.on('error', (error: Error) =>
      reject(unreadable(fileField, `The multipart body could not be read: ${error.message}`)),
    );
    parser.on('close', () => {
      Promise.all(writes).then(() => resolve(result), reject);
    });
    request.on('aborted', () => reject(new Error('upload aborted')));
    request.pipe(parser);
  });
}

function unreadable(field: string, message: string): ServiceError {
  return new ServiceError(422, 'validation_error', 'The request you provided failed validation.', {
    [field]: message,
  });
}
