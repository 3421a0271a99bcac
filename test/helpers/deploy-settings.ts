import type { DeploySettings } from '../../src/deploy/index.ts';
import type { BuildSettings } from '../../src/pipeline/archive.ts';

/**
 * The deploy job's settings as the action's defaults make them: the folder at `path` built into
 * the archive for `instance`'s production environment, waited for, its health not probed.
 */
export function deploySettings(
  instance: string,
  path: string,
  overrides: Partial<DeploySettings> = {},
  build: Partial<BuildSettings> = {},
): DeploySettings {
  return {
    instance,
    environment: 'production',
    source: {
      kind: 'build',
      build: {
        path,
        exclude: [],
        ignoreFile: '.amezmoignore',
        compressionLevel: 6,
        keepArchive: false,
        logEntries: false,
        links: 'keep',
        ...build,
      },
    },
    workers: [],
    force: false,
    dryRun: false,
    wait: true,
    waitTimeoutSeconds: 900,
    cancelOnAbort: true,
    pusher: undefined,
    githubDeployment: false,
    health: {
      url: '',
      statuses: { text: '2xx', test: (status) => status >= 200 && status < 300 },
      body: '',
      passes: 3,
      timeoutSeconds: 120,
    },
    onUnhealthy: 'fail',
    keepDays: 0,
    ...overrides,
  };
}
