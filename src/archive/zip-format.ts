// The zip format's records, as APPNOTE 6.3 lays them out: local and central headers, data
// descriptors, the ZIP64 records, file times and names. Pure functions over bytes; the writer in
// zip.ts decides what goes where. No library writes ZIP64 records and takes data deflated
// elsewhere (fflate, the one used before, counts entries in 16 bits and sizes in 32), so these
// few records are written here.

export const STORE = 0;
export const DEFLATE = 8;

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const DATA_DESCRIPTOR = 0x08074b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EXTRA = 0x0001;
const EXTENDED_TIMESTAMP = 0x5455;

/** General purpose flags: sizes follow the data (bit 3); the name is UTF-8 (bit 11). */
const FLAG_DESCRIPTOR = 1 << 3;
const FLAG_UTF8 = 1 << 11;

/** Made by Unix (3), spec version 6.3; needed to extract: 2.0, or 4.5 with ZIP64 fields. */
const MADE_BY = (3 << 8) | 63;
const NEEDS = 20;
const NEEDS_ZIP64 = 45;

const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;

const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const MSDOS_DIRECTORY = 0x10;

export type EntryKind = 'file' | 'directory' | 'symlink';

/** One entry as written: what its headers say. */
export interface ZipEntry {
  /**
   * The name: text, written as UTF-8, or the file system's own bytes when they are not UTF-8.
   * Kept as text until written: a small Buffer per entry would pin a slab of Node's pool each.
   */
  readonly name: string | Buffer;
  readonly utf8: boolean;
  readonly kind: EntryKind;
  readonly mode: number;
  /** Modification time, in milliseconds since 1970. */
  readonly mtime: number;
  readonly method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** Where its local header starts. */
  offset: number;
  /** Whether its sizes and CRC follow the data, in a data descriptor. */
  readonly descriptor: boolean;
  /** Whether its local header carries a ZIP64 field (sizes of 8 bytes in the descriptor). */
  readonly zip64Local: boolean;
}

// 1980-01-01T00:00:00Z and 2107-12-31T23:59:58Z: what an MS-DOS date and time can hold.
const DOS_FIRST = Date.UTC(1980, 0, 1);
const DOS_LAST = Date.UTC(2107, 11, 31, 23, 59, 58);

/**
 * The MS-DOS date and time of `ms`, in UTC (so that the bytes do not depend on the machine's
 * time zone), clamped to what the fields can hold: 1980 to 2107.
 */
export function dosDateTime(ms: number): { date: number; time: number } {
  const clamped = new Date(Math.min(Math.max(Number.isFinite(ms) ? ms : 0, DOS_FIRST), DOS_LAST));
  return {
    date:
      ((clamped.getUTCFullYear() - 1980) << 9) |
      ((clamped.getUTCMonth() + 1) << 5) |
      clamped.getUTCDate(),
    time:
      (clamped.getUTCHours() << 11) |
      (clamped.getUTCMinutes() << 5) |
      Math.floor(clamped.getUTCSeconds() / 2),
  };
}

/** Seconds since 1970 when they fit the extended timestamp's signed 32 bits, else undefined. */
export function unixSeconds(ms: number): number | undefined {
  const seconds = Math.floor(ms / 1000);
  return Number.isFinite(seconds) && seconds >= -0x80000000 && seconds <= 0x7fffffff
    ? seconds
    : undefined;
}

// A reproducible archive gives every entry one time: its fields are worked out once.
let lastTime: { ms: number; date: number; time: number; seconds: number | undefined } | undefined;

function timeFields(ms: number): { date: number; time: number; seconds: number | undefined } {
  if (lastTime?.ms !== ms) lastTime = { ms, ...dosDateTime(ms), seconds: unixSeconds(ms) };
  return lastTime;
}

/** Writes the extended timestamp (the modification time alone) when it fits; answers its length. */
function writeExtendedTimestamp(seconds: number | undefined, target: Buffer, at: number): number {
  if (seconds === undefined) return 0;
  target.writeUInt16LE(EXTENDED_TIMESTAMP, at);
  target.writeUInt16LE(5, at + 2);
  target.writeUInt8(1, at + 4); // the modification time only
  target.writeInt32LE(seconds, at + 5);
  return 9;
}

function writeZip64Field(values: readonly number[], target: Buffer, at: number): number {
  if (values.length === 0) return 0;
  target.writeUInt16LE(ZIP64_EXTRA, at);
  target.writeUInt16LE(8 * values.length, at + 2);
  values.forEach((value, index) => target.writeBigUInt64LE(BigInt(value), at + 4 + 8 * index));
  return 4 + 8 * values.length;
}

function externalAttributes(kind: EntryKind, mode: number): number {
  const type = kind === 'directory' ? S_IFDIR : kind === 'symlink' ? S_IFLNK : S_IFREG;
  const dos = kind === 'directory' ? MSDOS_DIRECTORY : 0;
  return (((type | (mode & 0o7777)) << 16) | dos) >>> 0;
}

function flags(entry: ZipEntry): number {
  return (entry.descriptor ? FLAG_DESCRIPTOR : 0) | (entry.utf8 ? FLAG_UTF8 : 0);
}

/** Whether an uncompressed size this large needs ZIP64 fields. */
export function needsZip64(size: number): boolean {
  return size >= MAX_32;
}

function nameLength(name: string | Buffer): number {
  return typeof name === 'string' ? Buffer.byteLength(name) : name.length;
}

function writeName(name: string | Buffer, target: Buffer, at: number): number {
  return typeof name === 'string' ? target.write(name, at) : name.copy(target, at);
}

/** The length of an entry's local header, name and extra fields included. */
export function localHeaderLength(entry: ZipEntry): number {
  const timestamp = unixSeconds(entry.mtime) === undefined ? 0 : 9;
  return 30 + nameLength(entry.name) + (entry.zip64Local ? 20 : 0) + timestamp;
}

/**
 * Writes the local header at `at`. With a data descriptor, CRC and sizes are zero here; a ZIP64
 * field is reserved when the file may pass 4 GiB, so that readers take the descriptor's sizes as
 * 8 bytes.
 */
export function writeLocalHeader(entry: ZipEntry, target: Buffer, at: number): number {
  const known = !entry.descriptor;
  const zip64 = entry.zip64Local;
  const { date, time, seconds } = timeFields(entry.mtime);
  target.writeUInt32LE(LOCAL_HEADER, at);
  target.writeUInt16LE(zip64 ? NEEDS_ZIP64 : NEEDS, at + 4);
  target.writeUInt16LE(flags(entry), at + 6);
  target.writeUInt16LE(entry.method, at + 8);
  target.writeUInt16LE(time, at + 10);
  target.writeUInt16LE(date, at + 12);
  target.writeUInt32LE(known ? entry.crc : 0, at + 14);
  target.writeUInt32LE(known ? (zip64 ? MAX_32 : entry.compressedSize) : 0, at + 18);
  target.writeUInt32LE(known ? (zip64 ? MAX_32 : entry.size) : 0, at + 22);
  const length = nameLength(entry.name);
  target.writeUInt16LE(length, at + 26);
  let end = at + 30 + writeName(entry.name, target, at + 30);
  if (zip64) {
    end += writeZip64Field(known ? [entry.size, entry.compressedSize] : [0, 0], target, end);
  }
  end += writeExtendedTimestamp(seconds, target, end);
  target.writeUInt16LE(end - at - 30 - length, at + 28);
  return end - at;
}

export function localHeader(entry: ZipEntry): Buffer {
  const header = Buffer.alloc(localHeaderLength(entry));
  writeLocalHeader(entry, header, 0);
  return header;
}

/** The data descriptor that follows an entry's data when its header could not say the sizes. */
export function dataDescriptor(entry: ZipEntry): Buffer {
  const wide = entry.zip64Local;
  const descriptor = Buffer.alloc(wide ? 24 : 16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  if (wide) {
    descriptor.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
    descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
  } else {
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
  }
  return descriptor;
}

/** The values of an entry that pass 32 bits, in the order the ZIP64 field keeps them. */
function wideValues(entry: ZipEntry): number[] {
  return [entry.size, entry.compressedSize, entry.offset].filter((value) => value >= MAX_32);
}

/** The length of an entry's central directory header, name and extra fields included. */
export function centralHeaderLength(entry: ZipEntry): number {
  const wide = wideValues(entry).length;
  const timestamp = unixSeconds(entry.mtime) === undefined ? 0 : 9;
  return 46 + nameLength(entry.name) + (wide > 0 ? 4 + 8 * wide : 0) + timestamp;
}

/** Writes the central directory header at `at`; ZIP64 fields hold whatever passes 32 bits. */
export function writeCentralHeader(entry: ZipEntry, target: Buffer, at: number): number {
  const wide = wideValues(entry);
  const zip64 = wide.length > 0 || entry.zip64Local;
  const { date, time, seconds } = timeFields(entry.mtime);
  target.writeUInt32LE(CENTRAL_HEADER, at);
  target.writeUInt16LE(MADE_BY, at + 4);
  target.writeUInt16LE(zip64 ? NEEDS_ZIP64 : NEEDS, at + 6);
  target.writeUInt16LE(flags(entry), at + 8);
  target.writeUInt16LE(entry.method, at + 10);
  target.writeUInt16LE(time, at + 12);
  target.writeUInt16LE(date, at + 14);
  target.writeUInt32LE(entry.crc, at + 16);
  target.writeUInt32LE(Math.min(entry.compressedSize, MAX_32), at + 20);
  target.writeUInt32LE(Math.min(entry.size, MAX_32), at + 24);
  const length = nameLength(entry.name);
  target.writeUInt16LE(length, at + 28);
  target.writeUInt16LE(0, at + 32); // no comment
  target.writeUInt16LE(0, at + 34); // disk 0
  target.writeUInt16LE(0, at + 36); // internal attributes
  target.writeUInt32LE(externalAttributes(entry.kind, entry.mode), at + 38);
  target.writeUInt32LE(Math.min(entry.offset, MAX_32), at + 42);
  let end = at + 46 + writeName(entry.name, target, at + 46);
  end += writeZip64Field(wide, target, end);
  end += writeExtendedTimestamp(seconds, target, end);
  target.writeUInt16LE(end - at - 46 - length, at + 30);
  return end - at;
}

export function centralHeader(entry: ZipEntry): Buffer {
  const header = Buffer.alloc(centralHeaderLength(entry));
  writeCentralHeader(entry, header, 0);
  return header;
}

/**
 * The end of the archive: a ZIP64 end record and its locator whenever the entry count passes
 * 65,535 or the directory's size or offset passes 4 GiB, then the classic end record (with its
 * fields at their maximum where the ZIP64 record holds the true values).
 */
export function endRecords(count: number, directoryOffset: number, directorySize: number): Buffer {
  const zip64 = count >= MAX_16 || directoryOffset >= MAX_32 || directorySize >= MAX_32;
  const records: Buffer[] = [];
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(ZIP64_END_OF_CENTRAL_DIRECTORY, 0);
    record.writeBigUInt64LE(44n, 4); // the size of what follows this field
    record.writeUInt16LE(MADE_BY, 12);
    record.writeUInt16LE(NEEDS_ZIP64, 14);
    record.writeUInt32LE(0, 16); // this disk
    record.writeUInt32LE(0, 20); // the disk where the directory starts
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(directorySize), 40);
    record.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(ZIP64_LOCATOR, 0);
    locator.writeUInt32LE(0, 4);
    locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
    locator.writeUInt32LE(1, 16); // disks in all
    records.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(0, 4);
  end.writeUInt16LE(0, 6);
  end.writeUInt16LE(Math.min(count, MAX_16), 8);
  end.writeUInt16LE(Math.min(count, MAX_16), 10);
  end.writeUInt32LE(Math.min(directorySize, MAX_32), 12);
  end.writeUInt32LE(Math.min(directoryOffset, MAX_32), 16);
  end.writeUInt16LE(0, 20); // no comment
  records.push(end);
  return Buffer.concat(records);
}

// CRC-32 of two pieces joined, from their CRCs and the second's length (zlib's crc32_combine):
// each core computes the CRC of its own chunk of a large file, and the chunks' CRCs are joined.
const GF2_DIM = 32;

function gf2Times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let index = 0; vector !== 0; index++, vector >>>= 1) {
    if (vector & 1) sum ^= matrix[index] as number;
  }
  return sum >>> 0;
}

function gf2Square(square: Uint32Array, matrix: Uint32Array): void {
  for (let n = 0; n < GF2_DIM; n++) square[n] = gf2Times(matrix, matrix[n] as number);
}

export function crc32Combine(crc1: number, crc2: number, length2: number): number {
  if (length2 <= 0) return crc1 >>> 0;
  const even = new Uint32Array(GF2_DIM);
  const odd = new Uint32Array(GF2_DIM);
  odd[0] = 0xedb88320; // the CRC-32 polynomial
  for (let n = 1, row = 1; n < GF2_DIM; n++, row <<= 1) odd[n] = row;
  gf2Square(even, odd); // two zero bits
  gf2Square(odd, even); // four zero bits
  let crc = crc1 >>> 0;
  let remaining = length2;
  do {
    gf2Square(even, odd);
    if (remaining % 2) crc = gf2Times(even, crc);
    remaining = Math.floor(remaining / 2);
    if (remaining === 0) break;
    gf2Square(odd, even);
    if (remaining % 2) crc = gf2Times(odd, crc);
    remaining = Math.floor(remaining / 2);
  } while (remaining !== 0);
  return (crc ^ crc2) >>> 0;
}
