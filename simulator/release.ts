// What the platform makes of a deployed archive: the few files at its root that decide how the
// simulated app answers. A zip is read from its central directory (ZIP64 too), as unzip reads it;
// a tar, or a zip too damaged to read, is taken as an app with none of those files.

import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { constants, inflateRawSync } from 'node:zlib';

/** The release's files that matter to the simulated app. */
export interface ReleaseContent {
  /** A root file named `broken`: every path answers 500. */
  broken: boolean;
  /** The text of a root `health.txt`, which `/up` answers with. */
  healthText: string | undefined;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;
/** The end record (22 bytes) and the longest comment it may carry. */
const TAIL_BYTES = 22 + MAX_16;
/** More than any health text needs; a larger one is cut here. */
const MAX_HEALTH_TEXT = 64 * 1024;
/** How much of a compressed entry is read for it. */
const MAX_COMPRESSED_READ = 1024 * 1024;

interface CentralEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/**
 * Reads the archive at `path`. Never throws: an archive it cannot read (a tar, a damaged zip, a
 * file gone) is an app with none of the files that matter.
 */
export function readRelease(path: string): ReleaseContent {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const entries = centralDirectory(fd);
    const root = new Map((entries ?? []).map((entry) => [entry.name, entry]));
    const health = root.get('health.txt');
    return {
      broken: root.has('broken'),
      healthText: health ? entryText(fd, health) : undefined,
    };
  } catch {
    return { broken: false, healthText: undefined };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  const read = readSync(fd, buffer, 0, length, position);
  return buffer.subarray(0, read);
}

/** The central directory's entries, or undefined when the file is not a zip. */
function centralDirectory(fd: number): CentralEntry[] | undefined {
  const size = fstatSync(fd).size;
  const tailStart = Math.max(0, size - TAIL_BYTES);
  const tail = readAt(fd, tailStart, size - tailStart);
  let end = -1;
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  let directorySize = tail.readUInt32LE(end + 12);
  let directoryOffset = tail.readUInt32LE(end + 16);
  if (
    directorySize === MAX_32 ||
    directoryOffset === MAX_32 ||
    tail.readUInt16LE(end + 10) === MAX_16
  ) {
    const locator = readAt(fd, tailStart + end - 20, 20);
    if (locator.length === 20 && locator.readUInt32LE(0) === ZIP64_LOCATOR) {
      const record = readAt(fd, Number(locator.readBigUInt64LE(8)), 56);
      if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_END) return undefined;
      directorySize = Number(record.readBigUInt64LE(40));
      directoryOffset = Number(record.readBigUInt64LE(48));
    }
  }
  const directory = readAt(fd, directoryOffset, directorySize);
  const entries: CentralEntry[] = [];
  for (let at = 0; at + 46 <= directory.length;) {
    if (directory.readUInt32LE(at) !== CENTRAL_HEADER) break;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const extra = directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    const sizes = zip64Sizes(extra, {
      size: directory.readUInt32LE(at + 24),
      compressedSize: directory.readUInt32LE(at + 20),
      localOffset: directory.readUInt32LE(at + 42),
    });
    entries.push({
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      compressedSize: sizes.compressedSize,
      localOffset: sizes.localOffset,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The 32-bit fields that say "see ZIP64", replaced by the extra field's values, in its order. */
function zip64Sizes(
  extra: Buffer,
  fields: { size: number; compressedSize: number; localOffset: number },
): { compressedSize: number; localOffset: number } {
  const found = { ...fields };
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      let value = at + 4;
      for (const field of ['size', 'compressedSize', 'localOffset'] as const) {
        if (found[field] !== MAX_32 || value + 8 > at + 4 + length) continue;
        found[field] = Number(extra.readBigUInt64LE(value));
        value += 8;
      }
    }
    at += 4 + length;
  }
  return found;
}

/** An entry's content as text, inflated when it is deflated; '' for a method it cannot read. */
function entryText(fd: number, entry: CentralEntry): string {
  const header = readAt(fd, entry.localOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) return '';
  const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const data = readAt(fd, start, Math.min(entry.compressedSize, MAX_COMPRESSED_READ));
  // A cut-short stream inflates as far as it goes.
  const content =
    entry.method === 8
      ? inflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH })
      : entry.method === 0
        ? data
        : undefined;
  return content ? content.subarray(0, MAX_HEALTH_TEXT).toString('utf8') : '';
}

/** What the app answers a path: a broken release fails everywhere; `/up` is its health check. */
export function appAnswer(
  release: ReleaseContent | undefined,
  path: string,
): { status: number; body: string } {
  if (!release) return { status: 503, body: 'No release is deployed to this environment yet.' };
  if (release.broken) return { status: 500, body: 'broken release' };
  if (path === '/up') return { status: 200, body: release.healthText ?? 'ok' };
  return { status: 404, body: 'Not Found' };
}
