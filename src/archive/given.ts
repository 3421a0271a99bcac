// An archive built elsewhere and deployed as it is: its digest, and its entry count when a zip's
// end record gives it without reading the whole file.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

export async function sha256Of(path: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { signal })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The end record is 22 bytes, after which a comment of up to 65,535 bytes may follow. */
const END_RECORD_SEARCH = 22 + 0xffff;

/**
 * The entry count a zip's end of central directory record (or its ZIP64 record) states, or
 * undefined when the file has none that reads cleanly.
 */
export async function zipEntryCount(path: string, size: number): Promise<number | undefined> {
  const length = Math.min(size, END_RECORD_SEARCH + 20);
  const tail = Buffer.alloc(length);
  const file = await open(path, 'r');
  try {
    await file.read(tail, 0, length, size - length);
    for (let at = length - 22; at >= 0; at--) {
      if (tail.readUInt32LE(at) !== 0x06054b50) continue;
      if (at + 22 + tail.readUInt16LE(at + 20) !== length) continue;
      const count = tail.readUInt16LE(at + 10);
      if (count !== 0xffff) return count;
      // ZIP64: the locator sits just before the end record and points at the ZIP64 record.
      if (at < 20 || tail.readUInt32LE(at - 20) !== 0x07064b50) return undefined;
      const offset = Number(tail.readBigUInt64LE(at - 12));
      const record = Buffer.alloc(56);
      await file.read(record, 0, 56, offset);
      if (record.readUInt32LE(0) !== 0x06064b50) return undefined;
      return Number(record.readBigUInt64LE(32));
    }
    return undefined;
  } finally {
    await file.close();
  }
}
