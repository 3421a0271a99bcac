// What amezmo-deploy writes into a project itself, marked so that the archive walk knows it and
// never ships it, whichever run deploys that folder next: a ledger folder (--ledger-dir) holds
// the file LEDGER_MARKER; a --dotenv file starts with the line DOTENV_MARKER.

/** The file that marks a ledger folder, written when the folder is first written to. */
export const LEDGER_MARKER = '.amezmo-deploy-ledger';

/** What the marker file says, to whoever finds it. */
export const LEDGER_MARKER_TEXT =
  'amezmo-deploy keeps its ledger of releases in this folder (--ledger-dir). ' +
  'Deploys leave any folder holding this file out of the archive.\n';

/**
 * The first line of every --dotenv file. A variable, not a comment: GitLab's dotenv reports take
 * KEY=value lines only, and refuse a file with any other.
 */
export const DOTENV_MARKER = 'AMEZMO_WRITTEN_BY=amezmo-deploy';

/** A file is read for the marker only up to this size: a dotenv file of outputs is far smaller. */
export const DOTENV_MARKED_UP_TO = 64 * 1024;
