// `npm run demo`: a real deployment, with no account and no network. It starts the local API
// simulator, makes a small PHP application, and runs the bundled action (dist/index.js) on it as
// a runner would for a push to main; then shows what the service received.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../simulator/runner.ts';
import { createSampleApp } from '../simulator/sample-app.ts';
import { startSimulator } from '../simulator/server.ts';

const say = (text = '') => process.stdout.write(`${text}\n`);

const simulator = await startSimulator({
  deployment: { finalStatus: 'succeeded', pollsToFinish: 1 },
});
const workspace = mkdtempSync(join(tmpdir(), 'amezmo-demo-'));
try {
  const seeded = simulator.seeded as NonNullable<typeof simulator.seeded>;
  createSampleApp(workspace);
  say(
    `Local Amezmo API simulator: ${simulator.baseUrl} (instance ${seeded.instanceId}, workers ${seeded.workerIds.join(', ')})`,
  );
  say(`Sample PHP application: ${workspace}`);
  say('Running node dist/index.js for a push of main to acme/shop ...');
  say('─'.repeat(80));

  const result = await runAction({
    workspace,
    eventName: 'push',
    event: {
      ref: 'refs/heads/main',
      pusher: { name: 'octocat', email: 'octocat@example.com' },
      head_commit: { id: '0123456789abcdef0123456789abcdef01234567' },
    },
    inputs: {
      'api-key': simulator.apiKey,
      instance: String(seeded.instanceId),
      environment: 'production',
      'base-url': simulator.baseUrl,
      workers: seeded.workerIds.join(','),
      exclude: 'tests/**',
    },
    echo: (text) => process.stdout.write(text.replace(/^/gm, '  │ ').replace(/ {2}│ $/, '')),
  });

  say('─'.repeat(80));
  const upload = simulator.requests.find((request) => request.route === 'createDeployment');
  if (upload) {
    say('The simulator received this deployment:');
    for (const [name, value] of Object.entries(upload.fields))
      say(`  ${name.padEnd(11)} ${String(value)}`);
    say(`  archive     ${upload.archive?.filename}, ${upload.archive?.size} bytes`);
  }
  const [deployment] = simulator.account.deployments();
  if (deployment) say(`Deployment ${deployment.id} ended: ${deployment.status}`);
  say('');
  say('Step outputs:');
  for (const [name, value] of Object.entries(result.outputs)) say(`  ${name.padEnd(18)} ${value}`);
  say('');
  say('Job summary:');
  const summary = result.summary
    .replace(/<\/tr>/g, '\n')
    .replace(/<\/t[hd]>/g, ' | ')
    .replace(/<h3>(.*?)<\/h3>/g, '$1\n')
    .replace(/<[^>]+>/g, '');
  for (const line of summary.split('\n').filter((text) => text.trim() !== ''))
    say(`  ${line.replace(/ \| $/, '')}`);
  say('');
  say(
    result.exitCode === 0
      ? 'Demo finished: the action exited 0.'
      : `Demo failed: the action exited ${result.exitCode}.`,
  );
  process.exitCode = result.exitCode === 0 ? 0 : 1;
} finally {
  await simulator.close();
  rmSync(workspace, { recursive: true, force: true });
}
