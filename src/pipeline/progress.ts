// What a front end that draws progress (the command line on a terminal) is told as a release
// goes. Without one, the steps log their progress as lines, as they do for the actions.

export interface ReleaseProgress {
  /** Bytes of files read into the archive so far, of all the files'. */
  archive?(doneBytes: number, totalBytes: number): void;
  /** Bytes of the archive sent so far, of all; the upload then logs no progress lines. */
  upload?(sentBytes: number, totalBytes: number): void;
  /** Deployment `deploymentId` is followed: its status when created, then each one seen. */
  status?(deploymentId: number, status: string): void;
}
