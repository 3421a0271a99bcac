// One run of a command, as the process was started: the flags given, its variables and folders,
// and the clock its waits run on.
import type { Clock } from '../clock.js';

export interface Invocation {
  /** The value of each flag given on the command line, as text, by setting name. */
  readonly given: Readonly<Record<string, string>>;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The working folder: the workspace, inside which folders and archives are deployed. */
  readonly cwd: string;
  /** Where the archive, its manifest and any file read back are made. */
  readonly tempDir: string;
  readonly json: boolean;
  readonly verbose: boolean;
  /** The system's in the bundle; a test's own, so that nothing waits for real. */
  readonly clock: Clock;
}
