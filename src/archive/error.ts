// The archive's one error, in a module of its own so that the size rules can name it without
// loading the walk (and its ignore rules) that select.ts is.
import { AmezmoDeployError } from '../errors.js';

/** A file that cannot go into the archive, or an archive that cannot be made. */
export class ArchiveError extends AmezmoDeployError {
  readonly errorCode = 'archive-invalid';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ArchiveError';
  }
}
