// The one way a file a setting names, or the workspace holds, is read whole (a key, a list of
// targets, the environments file, an ignore file): what is there may be a FIFO that would hold
// the run until a writer comes, or a device that never ends, put in a regular file's place since
// it was looked at.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

/**
 * A small file's text: a regular file of at most `maxBytes`, opened without blocking (a named
 * pipe is refused, not waited on; a device is refused, not read without end). `refuse` words the
 * error for what is wrong, `holding` says what the file should hold, e.g. "a key".
 */
export function readSmallFile(
  path: string,
  maxBytes: number,
  holding: string,
  refuse: (what: string) => Error,
): string {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw refuse(`it is ${kindOf(stat)}, not a regular file`);
    if (stat.size > maxBytes) {
      throw refuse(`it holds ${stat.size} bytes, more than ${holding} (at most ${maxBytes})`);
    }
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    for (;;) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > maxBytes) {
        throw refuse(`it holds more than ${holding} (at most ${maxBytes} bytes)`);
      }
    }
    return buffer.subarray(0, length).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a named pipe (FIFO)';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  return 'not a regular file';
}
