// src/artifacts/: the ledger's kept bytes in GitHub's artifact service, through GitHub's own
// @actions/artifact. A folder apart from src/ledger/ (which says what is kept, names it and
// checks it read back) so that only the bundles that keep or read bytes (the deploy and
// rollback actions, the command line) carry that library: the preview and environments bundles
// import the ledger, never this.
export { runnerArchiveStore } from './runner.js';
export { actionsArtifactStore } from './service.js';
