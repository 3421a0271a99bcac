// What each delivery figure counts, written once: `amezmo-deploy stats --help` prints it, the
// README's "Delivery figures" section holds it word for word (a test checks), and the code that
// counts (./figures.ts) follows it. Each names the DORA measure it follows (dora.dev, "DORA's
// software delivery performance metrics"), and where it counts differently from a survey's
// answer because the ledger knows more.

/** One figure: its key in `stats --json`, its name, and how it is counted. */
export interface FigureDefinition {
  readonly key: string;
  readonly name: string;
  readonly counting: string;
}

/** Which releases are counted at all, and how clock skew is handled: said once, before the figures. */
export const COUNTED =
  'The releases counted are those the ledger recorded for the environment whose record was made ' +
  'within the window (--since). A release is proven healthy when its last health status says ' +
  'healthy; it failed when its own run found it unhealthy or not live, or its deployment failed ' +
  '(a later run that proves it healthy restores it, and does not undo the failure). A ' +
  'release whose health was not checked (wait: false) or that was cancelled is neither. Times ' +
  "are the ledger's own: a record's creation, its last status, and the commit's committer time. " +
  'A duration that comes out negative (clocks that disagree) is never reported: it is left out, ' +
  'and the output says how many were.';

export const FIGURES: readonly FigureDefinition[] = [
  {
    key: 'deployments',
    name: 'Deployments',
    counting:
      'Every release counted, rollbacks included. deployments-per-day is that number over the ' +
      "window's days (DORA's deployment frequency).",
  },
  {
    key: 'lead-time-median-s',
    name: 'Lead time for changes',
    counting:
      "From each commit's time to its release proven healthy, in seconds: the median and the " +
      "90th percentile (nearest rank) (DORA's lead time for changes). The commits a release " +
      'brought are those after the commit of the last release proven healthy before it, up to ' +
      'its own (a commit first released broken counts where it is first proven), read from ' +
      "git log in the clone (the command line), else GitHub's compare API; where neither can " +
      'tell, only the ' +
      "release's own commit is measured. A rollback brings no commit.",
  },
  {
    key: 'change-failure-rate',
    name: 'Change failure rate',
    counting:
      'Releases that failed, or that a rollback replaced, over all releases proven healthy or ' +
      "failed, as a fraction from 0 to 1; rollbacks themselves are not changes and are left out (DORA's change failure rate).",
  },
  {
    key: 'time-to-restore-median-s',
    name: 'Time to restore',
    counting:
      "From the end of a failed release's run to the last status of the next release proven " +
      'healthy, or to when a later run proved the failed release itself healthy, in seconds, ' +
      'the median; failures before that healthy release (or before that proof) are one incident ' +
      "(DORA's failed deployment recovery time). An incident not yet restored is not counted.",
  },
  {
    key: 'rework',
    name: 'Rework',
    counting:
      'Unplanned releases: every rollback, and every release made after a failed release up to ' +
      'and including the first one proven healthy after it, or up to its own later proof of health ' +
      "(DORA's rework rate, as a count).",
  },
];

/** The definitions as the command line's help prints them, in lines of 100 at most. */
export function figuresHelp(): string {
  return [
    'How each figure is counted:',
    '',
    ...wrapped(COUNTED),
    '',
    ...FIGURES.flatMap((figure) => wrapped(`${figure.name} (${figure.key}): ${figure.counting}`)),
  ].join('\n');
}

/** `text` in lines of 100 characters at most, broken between words. */
function wrapped(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > 100) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  return [...lines, line];
}
