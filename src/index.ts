import { run } from './actions/deploy.js';

// Started by hand, the action would read no inputs and write nowhere a runner reads: say so.
if (process.env.GITHUB_ACTIONS === 'true') {
  await run();
} else {
  process.stderr.write(
    'amezmo-deploy runs as a step of a GitHub Actions workflow, and GITHUB_ACTIONS is not "true" ' +
      'here. To try it on this machine, run `npm run demo` (against the bundled simulator) or ' +
      '`npm run local`.\n',
  );
  process.exitCode = 1;
}
