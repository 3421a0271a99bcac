// Generated from the action.yml files by `npm run docs`; `npm run lint` fails when it differs.
// Input names and defaults are written once, in action.yml: the shells read them from here.

export const ACTIONS = {
  deploy: {
    inputs: {
      'api-key': { required: true, default: '' },
      instance: { required: true, default: '' },
      environment: { required: true, default: '' },
      'base-url': { required: false, default: 'https://api.amezmo.com/v1' },
      path: { required: false, default: '.' },
      exclude: { required: false, default: '' },
      workers: { required: false, default: '' },
      force: { required: false, default: 'false' },
      'dry-run': { required: false, default: 'false' },
      wait: { required: false, default: 'true' },
      'wait-timeout': { required: false, default: '900' },
      'cancel-on-abort': { required: false, default: 'true' },
      pusher: { required: false, default: '' },
      'compression-level': { required: false, default: '6' },
      'github-deployment': { required: false, default: 'false' },
      'github-token': { required: false, default: '${{ github.token }}' },
    },
    outputs: [
      'skipped',
      'skip-reason',
      'matched-pattern',
      'deployment-id',
      'deployment-status',
      'environment-url',
      'archive-size',
      'archive-files',
      'archive-sha256',
      'restarted-workers',
    ],
  },
  environments: {
    inputs: {
      'api-key': { required: true, default: '' },
      'base-url': { required: false, default: 'https://api.amezmo.com/v1' },
      file: { required: false, default: '.amezmo/environments.yml' },
      mode: { required: false, default: 'plan' },
      'fail-on-drift': { required: false, default: 'false' },
      comment: { required: false, default: 'true' },
      'github-token': { required: false, default: '${{ github.token }}' },
    },
    outputs: ['changed', 'changes'],
  },
} as const;
