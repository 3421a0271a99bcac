import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  crc32Combine,
  dosDateTime,
  endRecords,
  unixSeconds,
} from '../../src/archive/zip-format.ts';

describe('crc32Combine', () => {
  it.each([
    [0, 0],
    [1, 1],
    [1000, 1],
    [1, 1000],
    [65_536, 1_048_576],
    [3_000_001, 123_457],
  ])('joins the CRCs of %i and %i bytes as zlib would of the whole', (first, second) => {
    const a = randomBytes(first);
    const b = randomBytes(second);
    expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
  });
});

describe('file times', () => {
  const fields = (iso: string) => {
    const { date, time } = dosDateTime(Date.parse(iso));
    return [
      (date >> 9) + 1980,
      (date >> 5) & 15,
      date & 31,
      time >> 11,
      (time >> 5) & 63,
      (time & 31) * 2,
    ];
  };

  it.each([
    ['2026-06-01T12:34:56Z', [2026, 6, 1, 12, 34, 56]],
    ['2026-06-01T12:34:57Z', [2026, 6, 1, 12, 34, 56]],
    ['1970-01-01T00:00:00Z', [1980, 1, 1, 0, 0, 0]],
    ['1979-12-31T23:59:59Z', [1980, 1, 1, 0, 0, 0]],
    ['2150-06-01T00:00:00Z', [2107, 12, 31, 23, 59, 58]],
  ])('%s is written as %j in MS-DOS fields, in UTC and clamped', (iso, expected) => {
    expect(fields(iso)).toEqual(expected);
  });

  it.each([
    ['1970-01-01T00:00:00Z', 0],
    ['1901-12-13T20:45:52Z', -(2 ** 31)],
    ['2038-01-19T03:14:07Z', 2 ** 31 - 1],
    ['2038-01-19T03:14:08Z', undefined],
    ['2150-06-01T00:00:00Z', undefined],
  ])('%s is kept exactly in the extended timestamp only where it fits: %s', (iso, seconds) => {
    expect(unixSeconds(Date.parse(iso))).toBe(seconds);
  });
});

describe('endRecords', () => {
  it('writes only the classic end record below 65,535 entries', () => {
    const records = endRecords(65_534, 1000, 200);
    expect(records.length).toBe(22);
    expect(records.readUInt16LE(10)).toBe(65_534);
  });

  it('adds the ZIP64 end record and locator from 65,535 entries, with the true count', () => {
    const records = endRecords(100_102, 5000, 700);
    expect(records.length).toBe(56 + 20 + 22);
    expect(records.readUInt32LE(0)).toBe(0x06064b50);
    expect(records.readBigUInt64LE(32)).toBe(100_102n);
    expect(records.readUInt32LE(56)).toBe(0x07064b50);
    expect(records.readBigUInt64LE(64)).toBe(5700n);
    expect(records.readUInt16LE(76 + 10)).toBe(0xffff);
  });

  it('adds them when the directory starts past 4 GiB', () => {
    const records = endRecords(3, 5 * 2 ** 30, 300);
    expect(records.readUInt32LE(0)).toBe(0x06064b50);
    expect(records.readBigUInt64LE(48)).toBe(BigInt(5 * 2 ** 30));
    expect(records.readUInt32LE(76 + 16)).toBe(0xffffffff);
  });
});
